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

/// A sheet that passed every check: its resolved configuration and the little of its spec
/// that emitting still needs. The spec itself is not kept: for thousands of files it would be
/// most of a run's memory.
public struct CheckedSheet: Sendable {
    public var configuration: SheetConfiguration
    /// The spec file, as the user named it.
    public var file: String
    /// The spec's `description`, for doc comments.
    public var description: String?
    /// Where `sheet:` names the sheet, for "another sheet is already named …".
    public var nameRange: SourceRange?

    init(spec: SheetSpec, configuration: SheetConfiguration) {
        self.configuration = configuration
        self.file = spec.file
        self.description = spec.text(.description)
        self.nameRange = spec[.sheet]?.valueRange
    }
}

/// What checking a set of spec files found.
public struct FileResult: Sendable {
    public var path: String
    /// The lines diagnostics (and the cross-file check of sheet names) may show, not the file:
    /// a run's memory is bounded by its largest file, not the sum of all of them.
    var lines: [Int: String]
    public var diagnostics: DiagnosticBag
    public var sheets: [CheckedSheet]

    /// The file's lines that diagnostics show.
    public var source: SourceText {
        SourceText(lines: lines)
    }
}

/// The compiler's whole pipeline, I/O left to the caller:
///
///     bytes ─read─▶ YAMLNode trees ─decode─▶ SheetSpec ─check─▶ diagnostics
///     SheetSpec ─lower─▶ SheetConfiguration ─emit─▶ [OutputFile]
public struct Compiler: Sendable {
    public var limits: YAMLLimits

    public init(limits: YAMLLimits = .default) {
        self.limits = limits
    }

    /// Reads, decodes, checks and lowers every sheet of every source; then
    /// checks what only the whole set can show (sheet names unique in one compile).
    public func check(_ sources: [SpecSource], jobs: Int = 1) -> [FileResult] {
        var results = Parallel.map(sources, jobs: jobs) { checkFile($0) }
        checkAcrossFiles(&results)
        return results
    }

    /// One file: every document in it, each a sheet.
    public func checkFile(_ source: SpecSource) -> FileResult {
        var diagnostics = DiagnosticBag(file: source.path)
        let documents = YAMLReader(limits: limits).read(source.bytes, diagnostics: &diagnostics)
        var sheets: [CheckedSheet] = []
        var sawSheet = false
        for document in documents {
            let errorsBefore = diagnostics.errorCount
            guard let spec = SpecDecoder.decode(document, file: source.path, diagnostics: &diagnostics) else { continue }
            sawSheet = true
            SpecChecker.check(spec, diagnostics: &diagnostics)
            if diagnostics.errorCount == errorsBefore, let configuration = SpecLowering.lower(spec) {
                sheets.append(CheckedSheet(spec: spec, configuration: configuration))
            }
        }
        if !sawSheet, !diagnostics.hasErrors {
            diagnostics.report(.noSheets, "the file holds no sheet", at: SourceRange(at: .start),
                               help: "a sheet spec starts with 'version: 1' and 'sheet: Name'")
        }
        var wanted = Set(sheets.compactMap { $0.nameRange?.start.line })
        for diagnostic in diagnostics.diagnostics {
            if let line = diagnostic.range?.start.line { wanted.insert(line) }
            for note in diagnostic.notes where note.file == nil {
                if let line = note.range?.start.line { wanted.insert(line) }
            }
        }
        return FileResult(path: source.path, lines: SourceText.lines(wanted, of: source.bytes), diagnostics: diagnostics, sheets: sheets)
    }

    /// What only the whole set of checked files can show: sheet names unique in one compile.
    /// (A caller that reads and checks each file on one worker, as `sheetc` does, calls this last.)
    public func checkAcrossFiles(_ results: inout [FileResult]) {
        // Keyed by the name in lower case: names that differ only in case name files that
        // overwrite each other on a case-insensitive disk (macOS's default), so they clash too.
        var firstSeen: [String: (name: String, file: String, range: SourceRange?)] = Dictionary(minimumCapacity: results.count)
        for index in results.indices {
            var duplicates: [Int] = []
            for position in results[index].sheets.indices {
                let name = results[index].sheets[position].configuration.sheet
                let range = results[index].sheets[position].nameRange
                let key = Self.asciiLowercased(name)
                guard let first = firstSeen[key] else {
                    firstSeen[key] = (name, results[index].path, range)
                    continue
                }
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
    private static func asciiLowercased(_ name: String) -> String {
        String(decoding: name.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// All of `sheets` in one Swift file called `name` (no manifests): for build plugins.
    public func emitSwiftFile(named name: String, for sheets: [CheckedSheet], accessLevel: AccessLevel) -> OutputFile {
        OutputFile(name: name, contents: SwiftEmitter.source(for: sheets, accessLevel: accessLevel))
    }

    /// The outputs of checked sheets: `S.swift` and `S.json` for each, in a stable order.
    public func emit(_ sheets: [CheckedSheet], accessLevel: AccessLevel, jobs: Int = 1) -> [OutputFile] {
        Parallel.map(sheets, jobs: jobs) { sheet in
            [SwiftEmitter.source(for: sheet, accessLevel: accessLevel), ManifestEmitter.manifest(for: sheet.configuration)]
        }.flatMap { $0 }
    }
}
