/// A JSON document, printed one way on every platform: keys sorted, two-space
/// indent, numbers in Swift's shortest round-trip form (`320`, not `320.0`),
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
        var output = ""
        write(to: &output, indent: 0)
        output.append("\n")
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output.append("null")
        case .bool(let value): output.append(value ? "true" : "false")
        case .number(let value): output.append(Self.format(value))
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let items):
            guard !items.isEmpty else { return output.append("[]") }
            output.append("[\n")
            for (index, item) in items.enumerated() {
                output.append(String(repeating: " ", count: indent + 2))
                item.write(to: &output, indent: indent + 2)
                output.append(index == items.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: " ", count: indent) + "]")
        case .object(let members):
            guard !members.isEmpty else { return output.append("{}") }
            output.append("{\n")
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                output.append(String(repeating: " ", count: indent + 2))
                Self.writeString(key, to: &output)
                output.append(": ")
                members[key]!.write(to: &output, indent: indent + 2)
                output.append(index == keys.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: " ", count: indent) + "}")
        }
    }

    /// Integral values print without a fraction; others in Swift's shortest
    /// round-trip form, which is the same on every platform.
    static func format(_ value: Double) -> String {
        precondition(value.isFinite, "JSON has no spelling for \(value)")
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    private static func writeString(_ value: String, to output: inout String) {
        output.append("\"")
        output += ScalarEscaping.escape(value) { scalar in
            if let shared = ScalarEscaping.sharedBackslashEscape(scalar) { return shared }
            switch scalar {
            case "\u{2028}": return "\\u2028"
            case "\u{2029}": return "\\u2029"
            default:
                guard scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
                let hex = String(scalar.value, radix: 16, uppercase: false)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        output.append("\"")
    }
}
