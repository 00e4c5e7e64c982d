extension Array where Element == UInt8 {
    /// Appends `text`'s UTF-8 in one copy of its storage. The emitters build every output
    /// file from thousands of short pieces, and `append(contentsOf: text.utf8)` costs
    /// several times more per piece than the bytes it copies.
    mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
