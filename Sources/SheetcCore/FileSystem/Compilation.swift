import SheetRuntime

/// What one run of the compiler found: each file's result and every diagnostic, in the order
/// they are shown, and — once outputs were written — how many.
public struct Compilation: Sendable {
    /// How many outputs a run wrote (the others were unchanged), of how many it made.
    public struct Outputs: Sendable, Equatable {
        public var written: Int
        /// Outputs of sheets the specs no longer have, removed (`compile --prune`).
        public var removed: Int
        /// The outputs' names, in the order they were made, and the directory they are in: so a
        /// summary can name them (a user looks for `ShareMenu.svg`, not for a count).
        public var names: [String]
        public var directory: String

        /// How many outputs there are, written or unchanged: one a name, so the two cannot disagree.
        public var total: Int { names.count }

        public init(written: Int, removed: Int = 0, names: [String] = [], directory: String = ".") {
            self.written = written
            self.removed = removed
            self.names = names
            self.directory = directory
        }

        /// Each output's path: the directory joined with its name.
        public var paths: [String] { names.map { OutputDrift.path($0, in: directory) } }
    }

    public let results: [FileResult]
    /// Every diagnostic: the inputs that could not be found or read, each file's by position,
    /// then what writing or comparing outputs found; warnings promoted with `warningsAsErrors`.
    public private(set) var diagnostics: [Diagnostic]
    public let warningsAsErrors: Bool
    /// Set once outputs are in place; `nil` when nothing was written (or a write failed).
    public internal(set) var outputs: Outputs?
    /// `compile --check`: for each output that is out of date (by its path, as diagnostics name
    /// it), a short unified diff of the file on disk against what the specs compile to.
    public internal(set) var differences: [String: String] = [:]

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
    /// `contentHeight`: the height a `fit` state's content is drawn at (else the state's max);
    /// `bar`: the height of a bar drawn below the sheet (a tab bar; 0: none).
    case pictures([DeviceProfile], dark: Bool = false, contentHeight: Double? = nil, bar: Double = 0)
    /// `S.html`: a playground page opening on this device profile.
    case playground(device: String)
}

/// The commands a user is told to run when outputs are stale or left over: `sheetc compile`
/// with the run's own inputs, or — under `swift package check-sheets` — the command plugin that
/// writes them, since a package's user may have no `sheetc` to run.
public struct OutputRemedy: Sendable, Equatable {
    /// Writes the outputs anew (`sheetc compile Specs -o Generated`).
    public var rewrite: String
    /// Writes them and removes those left over (`sheetc compile Specs -o Generated --prune`).
    public var prune: String

    public init(rewrite: String, prune: String) {
        self.rewrite = rewrite
        self.prune = prune
    }

    public static let plain = OutputRemedy(rewrite: "sheetc compile", prune: "sheetc compile --prune")
}

/// `compile --check`: outputs that differ from what a directory holds; and, for any compile,
/// the generated files a directory holds that no sheet makes any more.
enum OutputDrift {
    /// The largest existing output read whole to show how it differs.
    static let maxComparedSize = 4 << 20

    /// A stale or missing output: its diagnostic, and for a stale one the diff to show under it.
    struct Finding: Sendable {
        var diagnostic: Diagnostic
        var difference: String?
    }

    /// The outputs that are missing from `directory` or differ from it. `rendered(level)` gives
    /// the same outputs at another access level: a Swift file that matches one of them differs
    /// only in `--access-level`, and is said so.
    static func drift(of outputs: [OutputFile], in directory: String, _ fileSystem: any SpecFileSystem,
                      remedy: OutputRemedy, accessLevel: AccessLevel,
                      rendered: (AccessLevel) -> [OutputFile]) -> [Finding] {
        outputs.compactMap { output in
            let path = Self.path(output.name, in: directory)
            guard let existing = try? fileSystem.read(path, atMost: max(output.byteCount + 1, maxComparedSize)) else {
                return Finding(diagnostic: Diagnostic(.error, .outputDrift, file: path, range: nil,
                                                      message: "the output is missing; run '\(remedy.rewrite)' to write it"))
            }
            guard !output.holds(existing) else { return nil }
            if output.name.hasSuffix(".swift"),
               let level = AccessLevel.allCases.first(where: { level in
                   level != accessLevel && rendered(level).contains { $0.name == output.name && $0.holds(existing) }
               }) {
                return Finding(diagnostic: Diagnostic(.error, .outputDrift, file: path, range: nil,
                    message: "the output differs only in its access level: it was compiled with '--access-level \(level.rawValue)', "
                        + "and this check asks for '\(accessLevel.rawValue)'",
                    help: "give both commands the same '--access-level', or run '\(remedy.rewrite)' to rewrite it"))
            }
            let old = String(decoding: existing, as: UTF8.self)
            let line = SourceLocation(line: ShortDiff.firstChangedLine(old: old, new: output.contents), column: 1)
            return Finding(diagnostic: Diagnostic(.error, .outputDrift, file: path, range: SourceRange(start: line, end: line),
                                                  message: "the output is out of date; run '\(remedy.rewrite)' to rewrite it"),
                           difference: ShortDiff.of(old: old, new: output.contents, path: path))
        }
    }

    /// The names of the files in `directory` that sheetc generated (a Swift file under its
    /// header, or a manifest) but that `expected` no longer holds: left over from a renamed or
    /// removed sheet. Any other file is the user's and is never named. `expected` is gathered
    /// only when the folder holds a file it could name (a fresh folder holds none).
    static func leftovers(in directory: String, expected: @autoclosure () -> Set<String>,
                          _ fileSystem: any SpecFileSystem) -> [String] {
        guard let listing = try? fileSystem.list(directory) else { return [] }
        let candidates = listing.entries.filter { !$0.isDirectory && ($0.name.hasSuffix(".swift") || $0.name.hasSuffix(".json")) }
        guard !candidates.isEmpty else { return [] }
        let expected = expected()
        return candidates.map(\.name).sorted().filter { name in
            guard !expected.contains(name),
                  let head = try? fileSystem.read(Self.path(name, in: directory), atMost: 256) else { return false }
            let text = String(decoding: head, as: UTF8.self)
            return name.hasSuffix(".swift") ? text.hasPrefix("// Generated by sheetc from ")
                                            : text.contains("\"manifestVersion\"") || text.contains("\"animation\": {")
        }
    }

    static func path(_ name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
