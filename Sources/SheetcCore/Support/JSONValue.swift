/// A JSON document, printed one way on every platform: keys sorted, two-space
/// indent, numbers as `NumberFormatting` spells them (`320`, not `320.0`),
/// trailing newline. Foundation's `JSONSerialization` and `JSONEncoder` format
/// differently on Linux and macOS, so sheetc's outputs never go through them.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The document as text: sorted keys, two-space indent, a trailing newline.
    public func rendered() -> String {
        var json = JSONWriter()
        write(to: &json)
        return json.text
    }

    private func write(to json: inout JSONWriter) {
        switch self {
        case .null: json.null()
        case .bool(let value): json.bool(value)
        case .number(let value): json.number(value)
        case .string(let value): json.string(value)
        case .array(let items):
            json.array { json in
                for item in items { item.write(to: &json) }
            }
        case .object(let members):
            json.object { json in
                for member in members.sorted(by: { $0.key < $1.key }) {
                    json.key(member.key)
                    member.value.write(to: &json)
                }
            }
        }
    }

    static func writeString(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        defer { output.append(UInt8(ascii: "\"")) }
        // Keys and names are plain text: no control, quote, backslash or DEL byte, and no
        // 0xE2 (the lead byte of U+2028 and U+2029). Copying them needs no scalar decoding.
        let copied = value.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }) else { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if copied == true { return }
        output.append(utf8: ScalarEscaping.escape(value) { scalar in
            if let shared = ScalarEscaping.sharedBackslashEscape(scalar) { return shared }
            switch scalar {
            case "\u{2028}": return "\\u2028"
            case "\u{2029}": return "\\u2029"
            default:
                guard scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
                let hex = String(scalar.value, radix: 16, uppercase: false)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        })
    }
}
