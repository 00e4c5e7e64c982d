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

/// A valid sheet's name and where its spec names it: all `validate` shows, and what the check
/// across files compares.
public struct SheetName: Sendable, Equatable {
    public var name: String
    /// The spec file, as the user named it.
    public var file: String
    /// Where `sheet:` names the sheet, for "another sheet is already named …".
    public var range: SourceRange?
}

/// A sheet that passed every check, with its resolved configuration and the little of its spec
/// that emitting still needs (the spec itself is not kept: for thousands of files it would be
/// most of a run's memory).
public struct CheckedSheet: Sendable {
    /// The sheet's name (the configuration's `sheet`).
    public var name: String { configuration.sheet }
    /// The spec file, as the user named it.
    public var file: String
    /// Where `sheet:` names the sheet.
    public var nameRange: SourceRange?
    /// The spec's `description`, for doc comments.
    public var description: String?
    /// The resolved configuration, which emitting, previewing and simulating read.
    public var configuration: SheetConfiguration
}

/// How much of each valid sheet a check keeps.
public enum SheetDetail: Sendable {
    /// The resolved configuration and the spec's description: what emitting needs.
    case configuration
    /// The name alone (`validate`): a sheet without overrides is then not lowered at all, and
    /// nothing of a file outlives its check.
    case name
}

/// What checking one spec file found.
public struct FileResult: Sendable {
    public var path: String
    /// The lines diagnostics (and the cross-file check of sheet names) may show, not the file:
    /// a run's memory is bounded by its largest file, not the sum of all of them.
    var lines: [SourceText.Line]
    public var diagnostics: DiagnosticBag
    /// Every valid sheet's name, whatever the detail kept.
    public var sheetNames: [SheetName]
    /// The valid sheets, when checked for `SheetDetail.configuration` (else empty).
    public var sheets: [CheckedSheet]

    /// The file's lines that diagnostics show.
    public var source: SourceText {
        SourceText(lines: lines)
    }
}
