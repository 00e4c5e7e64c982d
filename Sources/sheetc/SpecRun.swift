import SheetcCore

/// One checking run over the command's inputs: load, check, report, and the exit status.
/// `validate` is this; `compile` is this followed by emitting.
struct SpecRun {
    let results: [FileResult]
    let format: RunOptions.Format
    /// Inputs that could not be read and outputs that could not be written (exit status 2).
    private(set) var ioFailures: [Diagnostic]
    /// Every diagnostic, by input and then by position; warnings promoted with `--warnings-as-errors`.
    private(set) var diagnostics: [Diagnostic]

    let jobs: Int
    let warningsAsErrors: Bool

    init(inputs: [String], options: RunOptions, compiler: Compiler = Compiler()) {
        self.init(inputs: inputs, format: options.format, warningsAsErrors: options.warningsAsErrors, jobs: options.workers,
                  compiler: compiler)
    }

    init(inputs: [String], format: RunOptions.Format, warningsAsErrors: Bool, jobs: Int = 1, compiler: Compiler = Compiler()) {
        let found = InputFiles.find(inputs)
        let limit = compiler.limits.maxFileSize + 1
        // Each worker reads a file and checks it at once, while its bytes are still in cache.
        let outcomes = Parallel.map(found.files, jobs: jobs) { file in
            InputFiles.read(file, atMost: limit).map { compiler.checkFile(SpecSource(path: file, bytes: $0)) }
        }
        var results: [FileResult] = []
        var problems = found.problems
        for (file, outcome) in zip(found.files, outcomes) {
            switch outcome {
            case .success(let result): results.append(result)
            case .failure(let failure): problems.append(InputFiles.unreadable(file, failure.reason))
            }
        }
        compiler.checkAcrossFiles(&results)
        self.format = format
        self.warningsAsErrors = warningsAsErrors
        self.jobs = jobs
        self.results = results
        self.ioFailures = problems.filter { $0.code == .unreadableInput }
        var all = problems + results.flatMap(\.diagnostics.sorted)
        if warningsAsErrors {
            for index in all.indices where all[index].severity == .warning {
                all[index].severity = .error
            }
        }
        self.diagnostics = all
    }

    var errorCount: Int { diagnostics.count { $0.severity == .error } }
    var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    var sheets: [CheckedSheet] { results.flatMap(\.sheets) }
    /// The valid sheets: with `--warnings-as-errors`, a file's warnings are errors, and its sheets
    /// are not counted valid beside them.
    var sheetCount: Int {
        results.reduce(0) { count, result in
            count + (warningsAsErrors && !result.diagnostics.diagnostics.isEmpty ? 0 : result.sheets.count)
        }
    }

    /// 2 when a file could not be read or written, 1 when there are errors, `nil` on success.
    var failureStatus: Int32? {
        if !ioFailures.isEmpty { return 2 }
        return errorCount > 0 ? 1 : nil
    }

    /// Adds diagnostics found after checking (output drift, a failed write).
    mutating func append(_ more: [Diagnostic]) {
        diagnostics += more
        ioFailures += more.filter { $0.code == .unwritableOutput }
    }

    /// Writes the diagnostics in the chosen format, and in text a one-line summary
    /// (with how many outputs were written, for `compile`).
    func report(written: Int? = nil, of total: Int = 0) {
        switch format {
        case .json:
            Terminal.writeOut(JSONValue.array(diagnostics.map(\.jsonValue)).rendered())
        case .github:
            Terminal.writeOut(diagnostics.map { $0.githubAnnotation + "\n" }.joined())
        case .sarif:
            Terminal.writeOut(SARIFLog.document(for: diagnostics, toolVersion: SheetcVersion.current).rendered())
        case .text:
            let color = Terminal.standardErrorWantsColor
            let sources = Dictionary(results.filter { !$0.diagnostics.diagnostics.isEmpty }.map { ($0.path, $0.source) },
                                     uniquingKeysWith: { first, _ in first })
            for diagnostic in diagnostics {
                Terminal.writeError(diagnostic.renderedText(source: sources[diagnostic.file], color: color))
            }
            let outputs = written.map { ", \($0) of \(total) outputs written (\(total - $0) unchanged)" } ?? ""
            Terminal.writeError(summary + outputs + "\n")
        }
    }

    private var summary: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let problems = errorCount + warningCount == 0
            ? "no problems"
            : [count(errorCount, "error"), count(warningCount, "warning")].joined(separator: ", ")
        return "sheetc: \(count(results.count, "file")), \(count(sheetCount, "valid sheet")): \(problems)"
    }
}
