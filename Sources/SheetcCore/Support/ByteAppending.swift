/// What text can be appended to as UTF-8: the writers that serve both `[UInt8]` (`JSONWriter`)
/// and `ByteBuffer` (the emitters) spell through this, so a spelling lives in one place.
protocol ByteAppending {
    mutating func append(_ byte: UInt8)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
    mutating func append(utf8 text: String)
}

extension Array: ByteAppending where Element == UInt8 {
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }

    /// Appends `text`'s UTF-8 in one copy of its storage: `append(contentsOf: text.utf8)`
    /// costs several times more per piece than the bytes it copies.
    mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
