/// A file the compiler produces: its name inside the output directory and its text.
public struct OutputFile: Hashable, Sendable {
    /// A bare file name (`ReactionList.swift`): never a path, so nothing lands outside the output directory.
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        precondition(!name.contains("/") && !name.contains("\\") && !name.hasPrefix("."), "output names are bare file names")
        self.name = name
        self.contents = contents
    }
}

/// The access level of generated declarations.
public enum AccessLevel: String, CaseIterable, Sendable {
    case `internal`, package, `public`
}
