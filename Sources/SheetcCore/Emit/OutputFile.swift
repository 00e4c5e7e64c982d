/// A file the compiler produces: its name inside the output directory and its text.
public struct OutputFile: Hashable, Sendable {
    /// A bare file name (`ReactionList.swift`): never a path, so nothing lands outside the output directory.
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        precondition(Self.isBareName(name), "output names are bare file names")
        self.name = name
        self.contents = contents
    }

    /// No slash or backslash, and no leading dot: looked at as bytes (a walk of the name's
    /// Characters cost more than writing the file's text).
    private static func isBareName(_ name: String) -> Bool {
        let isBare = { (bytes: UnsafeBufferPointer<UInt8>) in
            bytes.first != UInt8(ascii: ".") && !bytes.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }
        }
        if let answer = name.utf8.withContiguousStorageIfAvailable(isBare) { return answer }
        return Array(name.utf8).withUnsafeBufferPointer(isBare)
    }
}

/// The access level of generated declarations.
public enum AccessLevel: String, CaseIterable, Sendable {
    case `internal`, package, `public`
}
