/// Growable UTF-8 text that sheetc's writers build an output in, piece by piece: the emitters'
/// files, JSON documents, numbers.
///
/// A class, so every writer of one output appends to the same bytes by reference, with no copy
/// to hand back. It owns its storage rather than wrapping a `[UInt8]`: an output is hundreds of
/// short pieces, and an array pays a uniqueness check and a generic copy for each.
final class ByteBuffer {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int = 1024) {
        self.capacity = max(capacity, 16)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The bytes written, as an array of their own.
    var bytes: [UInt8] { withUnsafeBytes { Array($0) } }

    /// The text written, decoded as UTF-8 (every piece is whole UTF-8, so nothing is replaced).
    var text: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with the bytes written.
    func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage, count: count))
    }

    /// The byte at `index` (< `count`).
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count)
        return storage[index]
    }

    /// Drops the last `n` bytes.
    func removeLast(_ n: Int) {
        precondition(n >= 0 && n <= count)
        count -= n
    }

    // The appends are always inlined: a piece is mostly a literal of a few bytes, which is then
    // copied in place rather than by a call to `memcpy`.

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (storage + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends `byte` `n` times (indentation).
    func append(_ byte: UInt8, times n: Int) {
        guard n > 0 else { return }
        reserve(n)
        (storage + count).initialize(repeating: byte, count: n)
        count += n
    }

    /// Makes room for `n` more bytes. The check is all most appends pay; growing is out of line.
    private func reserve(_ n: Int) {
        if count + n > capacity { grow(toHold: count + n) }
    }

    /// Moves the bytes into storage of at least twice the size (never inlined, so the check
    /// before it is inlined into every append).
    @inline(never)
    private func grow(toHold needed: Int) {
        capacity = max(needed, 2 * capacity)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        larger.initialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
    }
}

extension ByteBuffer {
    /// A byte as two upper-case hexadecimal digits (a colour's components, in both outputs).
    func appendHex(_ byte: UInt8) {
        append(Self.hexDigit(byte >> 4))
        append(Self.hexDigit(byte & 0xF))
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }

    /// Ends the line, after a comma if `comma`, and indents the next by `spaces`.
    func appendLineBreak(comma: Bool = false, indent spaces: Int) {
        if comma { append(UInt8(ascii: ",")) }
        append(UInt8(ascii: "\n"))
        append(UInt8(ascii: " "), times: spaces)
    }

    /// Appends `text` in double quotes, as it is, when it is plain ASCII
    /// (`ScalarEscaping.isPlainASCII`: nothing a Swift or a JSON string literal would escape), and
    /// says so; otherwise appends nothing, and the caller escapes it.
    func appendQuotedIfPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            guard ScalarEscaping.isPlainASCII(bytes) else { return false }
            append(UInt8(ascii: "\""))
            append(bytes)
            append(UInt8(ascii: "\""))
            return true
        }
    }
}
