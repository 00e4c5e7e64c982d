import SheetRuntime

/// What one run of the compiler found: each file's result and every diagnostic, in the order
/// they are shown, and — once outputs were written — how many.
public struct Compilation: Sendable {
    /// How many outputs a run wrote (the others were unchanged), of how many it made.
    public struct Outputs: Sendable, Equatable {
        public var written: Int
        public var total: Int

        public init(written: Int, total: Int) {
            self.written = written
            self.total = total
        }
    }

    public let results: [FileResult]
    /// Every diagnostic: the inputs that could not be found or read, each file's by position,
    /// then what writing or comparing outputs found; warnings promoted with `warningsAsErrors`.
    public private(set) var diagnostics: [Diagnostic]
    public let warningsAsErrors: Bool
    /// Set once outputs are in place; `nil` when nothing was written (or a write failed).
    public internal(set) var outputs: Outputs?

    init(results: [FileResult], problems: [Diagnostic], warningsAsErrors: Bool) {
        self.results = results
        self.warningsAsErrors = warningsAsErrors
        // Most files have nothing to say: only the others' diagnostics are sorted and gathered.
        var all = problems
        for result in results where !result.diagnostics.diagnostics.isEmpty {
            all += result.diagnostics.sorted
        }
        if warningsAsErrors {
            for index in all.indices where all[index].severity == .warning {
                all[index].severity = .error
            }
        }
        self.diagnostics = all
    }

    /// Adds diagnostics found after checking (output drift, a failed write).
    mutating func append(_ more: [Diagnostic]) {
        diagnostics += more
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    /// Whether an input could not be read or an output written (E001, E301), rather than a spec being wrong.
    public var hasFileSystemFailure: Bool {
        diagnostics.contains { $0.code == .unreadableInput || $0.code == .unwritableOutput }
    }

    /// Every checked sheet, in input order.
    public var sheets: [CheckedSheet] { results.flatMap(\.sheets) }

    /// The valid sheets: with `warningsAsErrors`, a file's warnings are errors, and its sheets
    /// are not counted valid beside them.
    public var sheetCount: Int {
        results.reduce(0) { count, result in
            count + (warningsAsErrors && !result.diagnostics.diagnostics.isEmpty ? 0 : result.sheetNames.count)
        }
    }
}

/// How `compile` lays out its outputs.
public enum OutputLayout: Sendable, Equatable {
    /// `S.swift` and `S.json` for each sheet `S`.
    case perSheet
    /// Every sheet's Swift in one file of this name, and no manifests (what build plugins use).
    case oneSwiftFile(String)
}

/// What `preview` draws for each sheet.
public enum PreviewKind: Sendable {
    /// `S.svg`: each state on each of these device profiles, in the light interface style or the dark one.
    case pictures([DeviceProfile], dark: Bool = false)
    /// `S.html`: a playground page opening on this device profile.
    case playground(device: String)
}

/// `compile --check`: outputs that differ from what a directory holds.
enum OutputDrift {
    /// The outputs that are missing from `directory` or differ from it.
    static func drift(of outputs: [OutputFile], in directory: String, _ fileSystem: any SpecFileSystem) -> [Diagnostic] {
        outputs.compactMap { output in
            let path = Self.path(output.name, in: directory)
            guard let existing = try? fileSystem.read(path, atMost: output.byteCount + 1) else {
                return Diagnostic(.error, .outputDrift, file: path, range: nil,
                                  message: "the output is missing; run 'sheetc compile' to write it")
            }
            guard output.holds(existing) else {
                return Diagnostic(.error, .outputDrift, file: path, range: nil,
                                  message: "the output is out of date; run 'sheetc compile' to rewrite it")
            }
            return nil
        }
    }

    /// Files in `directory` that sheetc generated (a Swift file under its header, or a manifest)
    /// but that `expected` no longer holds: left over from a renamed or removed sheet.
    static func leftovers(in directory: String, expected: Set<String>, _ fileSystem: any SpecFileSystem) -> [Diagnostic] {
        guard let listing = try? fileSystem.list(directory) else { return [] }
        return listing.entries.map(\.name).sorted().compactMap { name -> Diagnostic? in
            guard !expected.contains(name), name.hasSuffix(".swift") || name.hasSuffix(".json") else { return nil }
            let path = Self.path(name, in: directory)
            guard let head = try? fileSystem.read(path, atMost: 256) else { return nil }
            let text = String(decoding: head, as: UTF8.self)
            let generated = name.hasSuffix(".swift") ? text.hasPrefix("// Generated by sheetc from ")
                                                     : text.contains("\"manifestVersion\"") || text.contains("\"animation\": {")
            guard generated else { return nil }
            return Diagnostic(.error, .outputDrift, file: path, range: nil,
                              message: "the output is left over from a sheet the specs no longer have; delete it")
        }
    }

    static func path(_ name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
