import SheetRuntime

/// One spec file's bytes and the path the user named it by.
public struct SpecSource: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// A sheet that passed every check: its name and where its spec names it, and — unless it was
/// checked for `validate`, which writes nothing (`SheetDetail.name`) — its resolved configuration
/// and the little of its spec that emitting still needs. The spec itself is not kept: for
/// thousands of files it would be most of a run's memory.
public struct CheckedSheet: Sendable {
    /// The sheet's name (the configuration's `sheet`), kept whatever else is.
    public private(set) var name: String
    /// The spec file, as the user named it.
    public var file: String
    /// Where `sheet:` names the sheet, for "another sheet is already named …".
    public var nameRange: SourceRange?
    /// The spec's `description`, for doc comments (`nil` when only the name was kept).
    public var description: String?
    private var kept: Kept?

    /// The resolved configuration, which emitting and simulating read. Only a run checked with
    /// `SheetDetail.configuration` has it: the commands that emit check that way, and reading it
    /// from a sheet checked for its name alone is a programming error (it traps).
    ///
    /// Lent, not returned: a getter would copy it, retaining every string and array it holds, at
    /// each of the hundreds of reads emitting a sheet makes.
    public var configuration: SheetConfiguration {
        _read { yield kept!.configuration }
        set {
            kept = Kept(newValue)
            name = newValue.sheet
        }
    }

    /// A configuration in one reference: a copy of the sheet (`Compilation.sheets`, a compile's
    /// groups) retains it once, not every string and array it holds (compile 383.2M -> 379.5M
    /// instructions per 1,000 specs, against an optional configuration held inline).
    private final class Kept: Sendable {
        let configuration: SheetConfiguration

        init(_ configuration: consuming SheetConfiguration) {
            self.configuration = configuration
        }
    }

    /// The name alone (`SheetDetail.name`) of a sheet that was not lowered.
    init(spec: borrowing SheetSpec, name: String) {
        self.name = name
        self.file = spec.file
        self.nameRange = spec[.sheet]?.valueRange
    }

    /// Borrows the spec (its caller drops it) and moves the configuration in, or drops it at
    /// once when only the name is wanted: a copy of either retains every string and array it holds.
    init(spec: borrowing SheetSpec, configuration: consuming SheetConfiguration, keeping detail: SheetDetail) {
        self.init(spec: spec, name: configuration.sheet)
        if detail == .configuration {
            description = spec.text(.description)
            kept = Kept(configuration)
        }
    }
}

/// How much of each valid sheet a check keeps.
public enum SheetDetail: Sendable {
    /// Everything emitting needs: the resolved configuration and the spec's description.
    case configuration
    /// The name and where the spec names it: all `validate` shows (a sheet's count, a duplicate
    /// name). Each configuration is freed as soon as its file is checked, while its memory is
    /// still in the allocator's per-size caches, rather than all of them at the end: validate
    /// 299.7M -> 291.2M instructions per 1,000 specs.
    case name
}

/// What checking a set of spec files found.
public struct FileResult: Sendable {
    public var path: String
    /// The lines diagnostics (and the cross-file check of sheet names) may show, not the file:
    /// a run's memory is bounded by its largest file, not the sum of all of them.
    var lines: [SourceText.Line]
    public var diagnostics: DiagnosticBag
    public var sheets: [CheckedSheet]

    /// The file's lines that diagnostics show.
    public var source: SourceText {
        SourceText(lines: lines)
    }
}

/// The compiler's whole pipeline, what `sheetc` runs, with the file system passed in:
///
///     inputs ─find─▶ spec files ─read─▶ bytes ─(libyaml's events)─decode─▶ SheetSpec ─check─▶ diagnostics
///                   (a file the fast path declines: bytes ─▶ YAMLDocument ─decode─▶ SheetSpec, reporting)
///     SheetSpec ─lower─▶ SheetConfiguration ─emit─▶ [OutputFile] ─write (all or nothing)─▶ directory
///
/// `check(inputs:)`, `compile(inputs:)` and `preview(inputs:)` are the commands; each file is
/// read and checked (and each sheet emitted and written) on one of `jobs` workers at once,
/// while its bytes are still in cache, and the text of thousands of sheets is never held
/// together. Nothing here prints or exits: a run's problems, the file system's among them,
/// come back as diagnostics in its `Compilation`. `check(_:)` and `emit(_:)` are the same
/// stages on bytes already in memory.
public struct Compiler: Sendable {
    public var limits: YAMLLimits

    public init(limits: YAMLLimits = .default) {
        self.limits = limits
    }

    /// Finds the spec files `inputs` name, reads and checks each, then checks across files;
    /// each valid sheet keeps `detail`.
    public func check(inputs: [String], in fileSystem: any SpecFileSystem, warningsAsErrors: Bool = false, jobs: Int = 1,
                      keeping detail: SheetDetail = .configuration) -> Compilation {
        let found = SpecInputs.find(inputs, in: fileSystem)
        let limit = limits.maxFileSize + 1
        let outcomes = Parallel.map(found.files, jobs: jobs, state: { FileChecking(limits: limits) }) { state, file in
            Result { () throws(FileSystemFailure) in
                checkFile(SpecSource(path: file, bytes: try fileSystem.read(file, atMost: limit)), with: &state, keeping: detail)
            }
        }
        var results: [FileResult] = []
        var problems = found.problems
        results.reserveCapacity(outcomes.count)
        for outcome in outcomes {
            switch outcome {
            case .success(let result): results.append(result)
            case .failure(let failure): problems.append(failure.diagnostic)
            }
        }
        checkAcrossFiles(&results)
        return Compilation(results: results, problems: problems, warningsAsErrors: warningsAsErrors)
    }

    /// `check(inputs:)`, then, when nothing is wrong, `S.swift` and `S.json` for each sheet
    /// (or every sheet's Swift in one file) written into `directory` all or nothing — or, with
    /// `checkOnly`, compared with what `directory` holds (drift, and outputs left over).
    public func compile(inputs: [String], into directory: String, layout: OutputLayout = .perSheet,
                        accessLevel: AccessLevel = .internal, checkOnly: Bool = false,
                        in fileSystem: any SpecFileSystem, warningsAsErrors: Bool = false, jobs: Int = 1) -> Compilation {
        var run = check(inputs: inputs, in: fileSystem, warningsAsErrors: warningsAsErrors, jobs: jobs)
        guard run.errorCount == 0 else { return run }
        let groups: [[CheckedSheet]]
        let render: @Sendable ([CheckedSheet]) -> [OutputFile]
        let total: Int
        switch layout {
        case .perSheet:
            groups = run.sheets.map { [$0] }
            render = { self.emit($0, accessLevel: accessLevel) }
            total = 2 * run.sheetCount
        case .oneSwiftFile(let name):
            groups = [run.sheets]
            render = { [self.emitSwiftFile(named: name, for: $0, accessLevel: accessLevel)] }
            total = 1
        }
        if checkOnly {
            run.append(Parallel.map(groups, jobs: jobs) { OutputDrift.drift(of: render($0), in: directory, fileSystem) }.flatMap { $0 })
            if case .perSheet = layout {
                let expected = Set(run.sheets.flatMap { [$0.configuration.sheet + ".swift", $0.configuration.sheet + ".json"] })
                run.append(OutputDrift.leftovers(in: directory, expected: expected, fileSystem))
            }
            return run
        }
        write(groups, render: render, into: directory, total: total, for: &run, in: fileSystem, jobs: jobs)
        return run
    }

    /// `check(inputs:)`, then, when nothing is wrong, one picture (`S.svg`) or playground page
    /// (`S.html`) per sheet, written into `directory` all or nothing.
    public func preview(inputs: [String], into directory: String, as kind: PreviewKind,
                        in fileSystem: any SpecFileSystem, warningsAsErrors: Bool = false, jobs: Int = 1) -> Compilation {
        var run = check(inputs: inputs, in: fileSystem, warningsAsErrors: warningsAsErrors, jobs: jobs)
        guard run.errorCount == 0 else { return run }
        let sheets = run.sheets
        // A page offers the other sheets of its file.
        let siblings = Dictionary(grouping: sheets.map { ($0.file, $0.name) }, by: \.0).mapValues { $0.map(\.1) }
        let render: @Sendable ([CheckedSheet]) -> [OutputFile] = switch kind {
        case .pictures(let profiles): { $0.map { PreviewSVG.picture(of: $0.configuration, on: profiles) } }
        case .playground(let device): {
            $0.map { PlaygroundPage.page(of: $0.configuration, in: .init(device: device, sheets: siblings[$0.file] ?? [])) }
        }
        }
        write(sheets.map { [$0] }, render: render, into: directory, total: sheets.count, for: &run, in: fileSystem, jobs: jobs)
        return run
    }

    /// Renders each group on a worker and writes its files at once; all of them are put in
    /// place only once every one is written, and none if any write fails.
    private func write(_ groups: [[CheckedSheet]], render: @escaping @Sendable ([CheckedSheet]) -> [OutputFile],
                       into directory: String, total: Int, for run: inout Compilation,
                       in fileSystem: any SpecFileSystem, jobs: Int) {
        do throws(FileSystemFailure) {
            let transaction = try fileSystem.beginWriting(into: directory)
            let outcomes = Parallel.map(groups, jobs: jobs) { group in
                Result { () throws(FileSystemFailure) in try transaction.write(render(group)) }
            }
            var written = 0
            var failure: FileSystemFailure?
            for outcome in outcomes {
                switch outcome {
                case .success(let count): written += count
                case .failure(let error): failure = failure ?? error
                }
            }
            if let failure {
                transaction.abandon()
                throw failure
            }
            try transaction.commit()
            run.outputs = Compilation.Outputs(written: written, total: total)
        } catch {
            run.append([error.diagnostic])
        }
    }

    /// Reads, decodes, checks and lowers every sheet of every source; then
    /// checks what only the whole set can show (sheet names unique in one compile).
    public func check(_ sources: [SpecSource], jobs: Int = 1) -> [FileResult] {
        var results = Parallel.map(sources, jobs: jobs, state: { FileChecking(limits: limits) }) { checkFile($1, with: &$0) }
        checkAcrossFiles(&results)
        return results
    }

    /// One file: every document in it, each a sheet keeping `detail`; `state` is the worker's,
    /// kept from file to file.
    func checkFile(_ source: SpecSource, with state: inout FileChecking, keeping detail: SheetDetail = .configuration) -> FileResult {
        var diagnostics = DiagnosticBag(file: source.path)
        var sheets: [CheckedSheet] = []
        let reader = YAMLReader(limits: limits)
        // The fast path first: a spec decoded from the parser's events. What it declines — a
        // file with anything to report, or what only the document reader takes — is read again
        // the full way, which reports it (`SpecEventDecoder`).
        state.events.start(file: source.path)
        if reader.decode(source.bytes, with: &state.events) {
            let specs = state.events.takeSpecs()
            for spec in specs {
                check(spec, errorsBefore: diagnostics.errorCount, keeping: detail, into: &sheets, diagnostics: &diagnostics, state: &state)
            }
            state.events.recycle(specs)
        } else {
            reader.read(source.bytes, into: &state.builder, diagnostics: &diagnostics)
            var sawSheet = false
            for document in state.builder.documents {
                let errorsBefore = diagnostics.errorCount
                guard let spec = SpecDecoder.decode(document, file: source.path, reusing: state.spareSpec.take(),
                                                    diagnostics: &diagnostics) else { continue }
                sawSheet = true
                check(spec, errorsBefore: errorsBefore, keeping: detail, into: &sheets, diagnostics: &diagnostics, state: &state)
                state.spareSpec = consume spec
            }
            if !sawSheet, !diagnostics.hasErrors {
                diagnostics.report(.noSheets, "the file holds no sheet", at: SourceRange(at: .start),
                                   help: "a sheet spec starts with 'version: 1' and 'sheet: Name'")
            }
        }
        var wanted = sheets.compactMap { $0.nameRange?.start.line }
        for diagnostic in diagnostics.diagnostics {
            if let line = diagnostic.range?.start.line { wanted.append(line) }
            for note in diagnostic.notes where note.file == nil {
                if let line = note.range?.start.line { wanted.append(line) }
            }
        }
        return FileResult(path: source.path, lines: SourceText.lines(wanted, of: source.bytes), diagnostics: diagnostics, sheets: sheets)
    }

    /// One decoded sheet checked, lowered and its overrides checked; kept in `sheets` when no
    /// error was found since `errorsBefore` (its decoding's included).
    private func check(_ spec: borrowing SheetSpec, errorsBefore: Int, keeping detail: SheetDetail, into sheets: inout [CheckedSheet],
                       diagnostics: inout DiagnosticBag, state: inout FileChecking) {
        let base = SpecChecker.check(spec, diagnostics: &diagnostics, layoutCache: &state.profileLayouts)
        guard diagnostics.errorCount == errorsBefore else { return }
        // Kept for its name alone (`validate`), with no overrides to check on the resolved
        // configuration, a sheet is not lowered at all: lowering reports nothing, and what it
        // makes would be dropped at once (validate 256.4M -> 244.1M instructions per 1,000 specs).
        if detail == .name, !spec.isWritten(.overridesLandscape), !spec.isWritten(.overridesWide), base.states != nil,
           let name = spec.name {
            sheets.append(CheckedSheet(spec: spec, name: name))
            return
        }
        guard let configuration = SpecLowering.lower(spec, base: base) else { return }
        SpecChecker.checkOverrides(spec, configuration: configuration, diagnostics: &diagnostics)
        if diagnostics.errorCount == errorsBefore { sheets.append(CheckedSheet(spec: spec, configuration: consume configuration, keeping: detail)) }
    }

    /// What only the whole set of checked files can show: sheet names unique in one compile.
    /// (`check(inputs:)`, which reads and checks each file on one worker, calls this last.)
    func checkAcrossFiles(_ results: inout [FileResult]) {
        // Keyed by the name in lower case: names that differ only in case name files that
        // overwrite each other on a case-insensitive disk (macOS's default), so they clash too.
        var firstSeen: [String: (name: String, file: String, range: SourceRange?)] = Dictionary(minimumCapacity: results.count)
        for index in results.indices {
            var duplicates: [Int] = []
            for position in results[index].sheets.indices {
                let name = results[index].sheets[position].name
                let range = results[index].sheets[position].nameRange
                let key = Self.asciiLowercased(name)
                // One lookup both finds and stores, as nearly every name is new; the rare
                // duplicate puts the first sheet so named back.
                guard let first = firstSeen.updateValue((name, results[index].path, range), forKey: key) else { continue }
                firstSeen[key] = first
                if first.name == name {
                    results[index].diagnostics.report(
                        .duplicateSheetName, "another sheet is already named '\(name)'", at: range,
                        notes: [Diagnostic.Note("'\(name)' is first defined here", at: first.range, file: first.file)],
                        help: "sheet names name generated types and files: make them unique")
                } else {
                    results[index].diagnostics.report(
                        .duplicateSheetName, "'\(name)' differs from the sheet '\(first.name)' only in case: their files '\(name).swift' and '\(first.name).swift' overwrite each other on a case-insensitive disk (macOS's default)",
                        at: range, notes: [Diagnostic.Note("'\(first.name)' is defined here", at: first.range, file: first.file)],
                        help: "give the sheets names that differ in more than case")
                }
                duplicates.append(position)
            }
            // Nearly always none: the file's sheets are left as they are, not copied.
            for position in duplicates.reversed() { results[index].sheets.remove(at: position) }
        }
    }

    /// A sheet name (ASCII, as the checker requires) in lower case, without Foundation or ICU.
    /// (Written straight into the string's storage, which for a name of up to 15 bytes is the
    /// string itself: no array of bytes first, and nothing allocated.)
    private static func asciiLowercased(_ name: String) -> String {
        String(unsafeUninitializedCapacity: name.utf8.count) { buffer in
            var count = 0
            for byte in name.utf8 {
                buffer[count] = byte >= 65 && byte <= 90 ? byte + 32 : byte
                count += 1
            }
            return count
        }
    }

    /// All of `sheets` in one Swift file called `name` (no manifests): for build plugins.
    public func emitSwiftFile(named name: String, for sheets: [CheckedSheet], accessLevel: AccessLevel) -> OutputFile {
        OutputFile(name: name, bytes: SwiftEmitter.source(for: sheets, accessLevel: accessLevel))
    }

    /// The outputs of checked sheets: `S.swift` and `S.json` for each, in a stable order.
    public func emit(_ sheets: [CheckedSheet], accessLevel: AccessLevel, jobs: Int = 1) -> [OutputFile] {
        // On one worker (`compile` renders each sheet apart), the files go straight into one
        // list: a list per sheet, through `Parallel.map`, then flattened, cost 1.7M instructions
        // of a compile of 1,000 specs.
        guard jobs > 1, sheets.count > 1 else {
            var outputs: [OutputFile] = []
            outputs.reserveCapacity(2 * sheets.count)
            for index in sheets.indices { Self.appendOutputs(of: sheets[index], accessLevel: accessLevel, to: &outputs) }
            return outputs
        }
        return Parallel.map(sheets, jobs: jobs) { sheet in
            var outputs: [OutputFile] = []
            Self.appendOutputs(of: sheet, accessLevel: accessLevel, to: &outputs)
            return outputs
        }.flatMap { $0 }
    }

    /// Appends `S.swift` and `S.json` of `sheet`.
    private static func appendOutputs(of sheet: CheckedSheet, accessLevel: AccessLevel, to outputs: inout [OutputFile]) {
        var configuration = sheet.configuration  // one copy for both walks (see `ManifestEmitter.manifest(walking:)`)
        outputs.append(SwiftEmitter.source(for: sheet, walking: &configuration, accessLevel: accessLevel))
        outputs.append(ManifestEmitter.manifest(walking: &configuration))
    }
}
