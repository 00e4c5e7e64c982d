/// A file the compiler produces: its name inside the output directory and its bytes, as the
/// emitter wrote them (the writer puts bytes on disk, so they are never made a `String` on the way).
public struct OutputFile: Hashable, Sendable {
    /// A bare file name (`ReactionList.swift`): never a path, so nothing lands outside the output directory.
    public var name: String
    private let bytes: [UInt8]

    public init(name: String, contents: String) {
        self.init(name: name, bytes: Array(contents.utf8))
    }

    /// A file of what `buffer` holds now.
    init(name: String, bytes buffer: ByteBuffer) {
        self.init(name: name, bytes: buffer.bytes)
    }

    private init(name: String, bytes: [UInt8]) {
        precondition(Self.isBareName(name), "output names are bare file names")
        self.name = name
        self.bytes = bytes
    }

    /// The file's text (every emitter writes whole UTF-8).
    public var contents: String { String(decoding: bytes, as: UTF8.self) }

    /// How many bytes the file holds.
    public var byteCount: Int { bytes.count }

    /// Calls `body` with the file's bytes.
    public func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer(body)
    }

    /// Whether the file holds exactly `other` (what is on disk, in a drift check or before a rewrite).
    public func holds(_ other: [UInt8]) -> Bool {
        bytes == other
    }

    /// No slash or backslash, and no leading dot.
    private static func isBareName(_ name: String) -> Bool {
        !name.hasPrefix(".") && !name.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }
    }
}

/// The access level of generated declarations.
public enum AccessLevel: String, CaseIterable, Sendable {
    case `internal`, package, `public`
}
