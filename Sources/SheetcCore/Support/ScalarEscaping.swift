/// The one loop behind every escaper (Swift literals, JSON strings, XML text, workflow
/// commands): each language only says which scalars it replaces, and by what.
enum ScalarEscaping {
    /// `text` with every scalar for which `replacement` returns a string replaced by that string.
    static func escape(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        // Most text needs nothing replaced: looking costs far less than rebuilding it scalar by scalar.
        guard text.unicodeScalars.contains(where: { replacement($0) != nil }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The backslash escapes Swift and JSON string literals share: quote, backslash, LF, CR, tab.
    static func sharedBackslashEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return nil
        }
    }
}

extension ScalarEscaping {
    /// Whether every byte of `bytes` is printable ASCII other than `"` and `\`: text that none of
    /// the escapers changes, which writers then copy as it is. Names, keys and most words are
    /// such text, so this is asked of nearly every string written; it looks at eight bytes at
    /// a time.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        /// Whether some byte of `word` is below `limit` (≤ 0x80); each term is the classic
        /// zero-byte test, exact on whether there is one.
        @inline(__always)
        func hasByte(below limit: UInt64, in word: UInt64) -> Bool {
            (word &- ones &* limit) & ~word & highs != 0
        }
        @inline(__always)
        func isPlain(_ word: UInt64) -> Bool {
            word & highs == 0 && !hasByte(below: 0x20, in: word) && !hasByte(below: 1, in: word ^ (ones &* 0x22))
                && !hasByte(below: 1, in: word ^ (ones &* 0x5C)) && !hasByte(below: 1, in: word ^ (ones &* 0x7F))
        }
        @inline(__always)
        func word(at index: Int) -> UInt64 {
            UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        }
        if bytes.count >= 8 {
            // Whole words, the last one overlapping the one before when the length is not a multiple of 8.
            var index = 0
            while index + 8 < bytes.count {
                guard isPlain(word(at: index)) else { return false }
                index += 8
            }
            return isPlain(word(at: bytes.count - 8))
        }
        var index = 0
        while index < bytes.count {
            let byte = base[index]
            if byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
            index += 1
        }
        return true
    }
}
