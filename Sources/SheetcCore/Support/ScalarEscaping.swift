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
    /// the escapers changes, which writers then copy as it is (names, keys and most words).
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }
}
