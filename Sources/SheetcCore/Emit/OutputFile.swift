/// A file the compiler produces: its name inside the output directory and its text.
public struct OutputFile: Hashable, Sendable {
    /// A bare file name (`ReactionList.swift`): never a path, so nothing lands outside the output directory.
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        precondition(!name.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") } && name.utf8.first != UInt8(ascii: "."),
                     "output names are bare file names")
        self.name = name
        self.contents = contents
    }
}

/// The access level of generated declarations.
public enum AccessLevel: String, CaseIterable, Sendable {
    case `internal`, package, `public`
}
