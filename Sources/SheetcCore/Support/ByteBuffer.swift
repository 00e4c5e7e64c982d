/// Growable UTF-8 text that the emitters build their output files in, piece by piece.
///
/// The emitters write each output from hundreds of short pieces (a name, `: `, a number), so
/// the cost of one append is most of the cost of emitting. `[UInt8].append(contentsOf:)` pays
/// a uniqueness check and a generic sequence copy per piece, about three times what this
/// buffer pays: a bounds check and one copy into storage it owns.
///
/// Not a value type: a copy shares the bytes written so far and writes over the other's. Each
/// buffer has one writer, which passes it on rather than copying it (debug builds check).
struct ByteBuffer: ByteAppending {
    private final class Storage: ManagedBuffer<Void, UInt8> {}

    private var storage: ManagedBuffer<Void, UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes before it grows; with none, it allocates
    /// nothing until the first append (a placeholder for a buffer passed on).
    init(capacity: Int = 1024) {
        if capacity > 0 {
            storage = Storage.create(minimumCapacity: capacity) { _ in }
            self.capacity = storage.capacity
        } else {
            storage = Self.none
            self.capacity = 0
        }
    }

    /// The storage of every buffer made without capacity: never written (its capacity is 0, so
    /// the first append allocates).
    nonisolated(unsafe) private static let none = Storage.create(minimumCapacity: 0) { _ in }

    var isEmpty: Bool { count == 0 }

    /// The text written, decoded as UTF-8 (every piece is whole UTF-8, so nothing is replaced).
    var text: String {
        storage.withUnsafeMutablePointerToElements { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) }
    }

    /// Calls `body` with the bytes written.
    func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointerToElements { try body(UnsafeBufferPointer(start: $0, count: count)) }
    }

    /// The byte at `index` (< `count`).
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count)
        return storage.withUnsafeMutablePointerToElements { $0[index] }
    }

    /// Drops the last `n` bytes.
    mutating func removeLast(_ n: Int) {
        precondition(n >= 0 && n <= count)
        count -= n
    }

    // The appends are inlined: a piece is mostly a literal of a few bytes, whose copy the
    // compiler then does in place of a call to `memcpy`.

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        let end = count
        storage.withUnsafeMutablePointerToElements { $0[end] = byte }
        count += 1
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(utf8 text: String) {
        // A native string's bytes are at hand without copying the string (`withUTF8` needs a `var`).
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        reserve(length)
        let end = count
        storage.withUnsafeMutablePointerToElements { ($0 + end).initialize(from: source, count: length) }
        count += length
    }

    /// Appends `other[range]` (a line built apart, put into the file).
    mutating func append(_ other: ByteBuffer, _ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= other.count)
        other.storage.withUnsafeMutablePointerToElements { source in
            append(UnsafeBufferPointer(start: source + range.lowerBound, count: range.count))
        }
    }

    /// Appends `byte` `n` times (indentation).
    mutating func append(_ byte: UInt8, times n: Int) {
        guard n > 0 else { return }
        reserve(n)
        let end = count
        storage.withUnsafeMutablePointerToElements { ($0 + end).initialize(repeating: byte, count: n) }
        count += n
    }

    /// Appends the first `length` (at most 64) of the 64 bytes at `run`. It copies all 64, past
    /// the end of what it keeps into spare room: a copy of fixed size is a few moves where one
    /// of varying size is a call to `memcpy`, for the few bytes a line break and indentation are.
    @inline(__always)
    fileprivate mutating func appendPrefix(of run: UnsafePointer<UInt8>, _ length: Int) {
        precondition(length >= 0 && length <= 64)
        reserve(64)
        let end = count
        storage.withUnsafeMutablePointerToElements { ($0 + end).initialize(from: run, count: 64) }
        count += length
    }

    /// Makes room for `n` more bytes.
    @inline(__always)
    private mutating func reserve(_ n: Int) {
        if count + n > capacity {
            grow(toHold: count + n)
        } else {
            assert(capacity == 0 || isKnownUniquelyReferenced(&storage), "a ByteBuffer has one writer")
        }
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let larger = Storage.create(minimumCapacity: max(needed, 2 * capacity, 64)) { _ in }
        let written = count
        storage.withUnsafeMutablePointerToElements { old in
            larger.withUnsafeMutablePointerToElements { $0.initialize(from: old, count: written) }
        }
        storage = larger
        capacity = larger.capacity
    }
}

extension ByteBuffer {
    /// A byte as two upper-case hexadecimal digits (a colour's components, in both outputs).
    mutating func appendHex(_ byte: UInt8) {
        append(Self.hexDigit(byte >> 4))
        append(Self.hexDigit(byte & 0xF))
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }
}

extension ByteBuffer {
    /// A comma, a line break and 64 spaces: a line's end and the next line's indentation are
    /// one slice of it, one copy whatever the depth.
    private static let lineBreakRun: StaticString = ",\n                                                                "

    /// Ends the line, after a comma if `comma`, and indents the next by `spaces`.
    @inline(__always)
    mutating func appendLineBreak(comma: Bool = false, indent spaces: Int) {
        let skipped = comma ? 0 : 1
        let length = 2 - skipped + spaces
        guard length <= 64 else {
            append(comma ? ",\n" : "\n")
            return append(UInt8(ascii: " "), times: spaces)
        }
        appendPrefix(of: Self.lineBreakRun.utf8Start + skipped, length)
    }

    /// `appendLineBreak(comma:indent:)`, then `"name": `: how a JSON member starts. The four
    /// pieces are written after one check for room (a manifest has 75 members a sheet, and
    /// appending them piece by piece cost 3.3M instructions more for 1,000 specs).
    @inline(__always)
    mutating func appendKey(_ name: StaticString, comma: Bool, indent spaces: Int) {
        let skipped = comma ? 0 : 1
        let lineBreak = 2 - skipped + spaces
        let nameLength = name.utf8CodeUnitCount
        guard lineBreak <= 64 else {
            appendLineBreak(comma: comma, indent: spaces)
            append(UInt8(ascii: "\""))
            append(name)
            return append("\": ")
        }
        reserve(64 + nameLength + 4)
        let end = count
        storage.withUnsafeMutablePointerToElements { start in
            let key = start + end + lineBreak
            (start + end).initialize(from: Self.lineBreakRun.utf8Start + skipped, count: 64)
            key[0] = UInt8(ascii: "\"")
            (key + 1).initialize(from: name.utf8Start, count: nameLength)
            key[1 + nameLength] = UInt8(ascii: "\"")
            key[2 + nameLength] = UInt8(ascii: ":")
            key[3 + nameLength] = UInt8(ascii: " ")
        }
        count += lineBreak + nameLength + 4
    }

    /// `spaces` spaces: a line's indentation.
    @inline(__always)
    mutating func appendSpaces(_ spaces: Int) {
        guard spaces <= 64 else { return append(UInt8(ascii: " "), times: spaces) }
        appendPrefix(of: Self.lineBreakRun.utf8Start + 2, spaces)
    }
}

extension ByteBuffer {
    /// Appends `text` in double quotes, as it is, when it is plain ASCII
    /// (`ScalarEscaping.isPlainASCII`: nothing a Swift or a JSON string literal would escape), and
    /// says so; otherwise appends nothing, and the caller escapes it.
    mutating func appendQuotedIfPlain(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard ScalarEscaping.isPlainASCII(bytes) else { return false }
            append(UInt8(ascii: "\""))
            append(bytes)
            append(UInt8(ascii: "\""))
            return true
        } ?? false
    }
}
