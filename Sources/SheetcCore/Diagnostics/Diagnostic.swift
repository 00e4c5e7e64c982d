/// One problem found in a spec: what is wrong, where, how bad, and how to fix it.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Codable {
        case error, warning, note
    }

    /// A secondary location that explains the primary one ("first defined here").
    public struct Note: Hashable, Sendable {
        public var message: String
        public var range: SourceRange?
        /// The note's file, when it is not the diagnostic's own.
        public var file: String?

        public init(_ message: String, at range: SourceRange?, file: String? = nil) {
            self.message = message
            self.range = range
            self.file = file
        }
    }

    public var severity: Severity
    public var code: DiagnosticCode
    /// The path of the file, as the user named it.
    public var file: String
    /// Where in the file; `nil` for a problem with the file as a whole (it could not be read).
    public var range: SourceRange?
    public var message: String
    public var notes: [Note]
    /// How to fix it, when there is a clear fix ("did you mean 'segments'?").
    public var help: String?

    /// A problem with `code`, as severe as the code says (`DiagnosticCode.severity`).
    public init(
        _ code: DiagnosticCode, file: String, range: SourceRange?, message: String,
        notes: [Note] = [], help: String? = nil
    ) {
        self.init(code.severity, code, file: file, range: range, message: message, notes: notes, help: help)
    }

    /// A diagnostic whose severity is spelled out: it must be the code's own, or `.note` for a
    /// remark that borrows a code (the count of problems not shown). A contradiction — an `E`
    /// code reported as a warning — is a programming error and traps, rather than printing a
    /// warning that fails the build. (`--warnings-as-errors` promotes by setting `severity`
    /// afterwards, which is the user's choice, not a call site's.)
    public init(
        _ severity: Severity, _ code: DiagnosticCode, file: String, range: SourceRange?, message: String,
        notes: [Note] = [], help: String? = nil
    ) {
        precondition(severity == code.severity || severity == .note,
                     "\(code.rawValue) reported as \(severity.rawValue): its code makes it \(code.severity.rawValue)")
        self.severity = severity
        self.code = code
        self.file = file
        self.range = range
        self.message = message
        self.notes = notes
        self.help = help
    }

    /// The location the first line of a rendering names (1:1 for a whole-file problem).
    public var location: SourceLocation {
        range?.start ?? .start
    }
}

/// Collects the diagnostics of one file while the pipeline runs, so every stage
/// can report and go on: a run reports every problem, not just the first.
public struct DiagnosticBag: Sendable {
    /// The most diagnostics kept for one file; past it they are counted, and `sorted` ends with a
    /// note saying how many more there were. A hostile file of thousands of duplicate keys costs
    /// a screenful, not gigabytes.
    public static let maxPerFile = 100

    public let file: String
    public private(set) var diagnostics: [Diagnostic] = []
    /// Diagnostics past `maxPerFile`, counted and not kept.
    public private(set) var suppressed = 0
    private var suppressedErrors = 0

    public init(file: String) {
        self.file = file
    }

    public var hasErrors: Bool {
        suppressedErrors > 0 || diagnostics.contains { $0.severity == .error }
    }

    public var errorCount: Int {
        suppressedErrors + diagnostics.count { $0.severity == .error }
    }

    /// Reports a problem with `code`, at the code's own severity: the one way stages report, so
    /// no call site can make an `E` code a warning or a `W` code an error.
    public mutating func report(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange?, notes: [Diagnostic.Note] = [], help: String? = nil
    ) {
        keep(Diagnostic(code, file: file, range: range, message: message, notes: notes, help: help))
    }

    /// Forgets the warnings of `codes` (a configuration's `disabledWarnings`): never errors.
    mutating func disable(_ codes: Set<DiagnosticCode>) {
        guard !codes.isEmpty else { return }
        diagnostics.removeAll { $0.severity == .warning && codes.contains($0.code) }
    }

    private mutating func keep(_ diagnostic: Diagnostic) {
        guard diagnostics.count < Self.maxPerFile else {
            suppressed += 1
            if diagnostic.severity == .error { suppressedErrors += 1 }
            return
        }
        diagnostics.append(diagnostic)
    }

    /// The diagnostics in source order (stable for equal locations), as they are shown, then a
    /// note counting those past `maxPerFile`.
    public var sorted: [Diagnostic] {
        // Nearly always none or one (of 1,000 files, 197 with one): in order already, not sorted.
        guard diagnostics.count > 1 || suppressed > 0 else { return diagnostics }
        var shown = diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location, right = rhs.element.location
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        if suppressed > 0 {
            let errors = suppressedErrors > 0 ? " (\(suppressedErrors) of them error\(suppressedErrors == 1 ? "" : "s"))" : ""
            shown.append(Diagnostic(.note, diagnostics.last?.code ?? .yamlSyntax, file: file, range: nil,
                                    message: "\(suppressed) more problem\(suppressed == 1 ? "" : "s") in this file not shown\(errors)"))
        }
        return shown
    }
}
