/// A file the compiler produces: its name inside the output directory and its bytes.
///
/// The bytes are the emitter's buffer itself, handed over when the file is done: making its
/// text a `String` (which validates it as UTF-8 and copies it) only for the writer to take the
/// bytes back out cost 3.7M instructions of a compile of 1,000 specs. Nothing writes the buffer
/// once it is here, so the file can be shared between threads.
public struct OutputFile: Hashable, @unchecked Sendable {
    /// A bare file name (`ReactionList.swift`): never a path, so nothing lands outside the output directory.
    public var name: String
    private let bytes: ByteBuffer

    public init(name: String, contents: String) {
        var bytes = ByteBuffer(capacity: contents.utf8.count)
        bytes.append(utf8: contents)
        self.init(name: name, bytes: bytes)
    }

    /// A file of what `bytes` holds; nothing may write `bytes` afterwards.
    init(name: String, bytes: ByteBuffer) {
        precondition(Self.isBareName(name), "output names are bare file names")
        self.name = name
        self.bytes = bytes
    }

    /// The file's text (every emitter writes whole UTF-8).
    public var contents: String { bytes.text }

    /// How many bytes the file holds.
    public var byteCount: Int { bytes.count }

    /// Calls `body` with the file's bytes.
    public func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBytes(body)
    }

    /// Whether the file holds exactly `other` (what is on disk, in a drift check or before a rewrite).
    public func holds(_ other: [UInt8]) -> Bool {
        other.withUnsafeBufferPointer { other in withUnsafeBytes { $0.elementsEqual(other) } }
    }

    public static func == (lhs: OutputFile, rhs: OutputFile) -> Bool {
        lhs.name == rhs.name && lhs.withUnsafeBytes { left in rhs.withUnsafeBytes { left.elementsEqual($0) } }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
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
