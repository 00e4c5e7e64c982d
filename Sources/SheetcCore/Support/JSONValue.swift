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
        // Built as UTF-8 bytes: appending bytes costs a fraction of appending `String`s.
        var output: [UInt8] = []
        output.reserveCapacity(2048)
        write(to: &output, indent: 0)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8], indent: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value): output.append(contentsOf: Self.format(value).utf8)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let items):
            guard !items.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            output.append(contentsOf: "[\n".utf8)
            for (index, item) in items.enumerated() {
                Self.writeIndent(indent + 2, to: &output)
                item.write(to: &output, indent: indent + 2)
                output.append(contentsOf: (index == items.count - 1 ? "\n" : ",\n").utf8)
            }
            Self.writeIndent(indent, to: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            output.append(contentsOf: "{\n".utf8)
            let sorted = members.sorted { $0.key < $1.key }
            for (index, member) in sorted.enumerated() {
                Self.writeIndent(indent + 2, to: &output)
                Self.writeString(member.key, to: &output)
                output.append(contentsOf: ": ".utf8)
                member.value.write(to: &output, indent: indent + 2)
                output.append(contentsOf: (index == sorted.count - 1 ? "\n" : ",\n").utf8)
            }
            Self.writeIndent(indent, to: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func writeIndent(_ count: Int, to output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
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

    private static func writeString(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        output.append(contentsOf: ScalarEscaping.escape(value) { scalar in
            if let shared = ScalarEscaping.sharedBackslashEscape(scalar) { return shared }
            switch scalar {
            case "\u{2028}": return "\\u2028"
            case "\u{2029}": return "\\u2029"
            default:
                guard scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
                let hex = String(scalar.value, radix: 16, uppercase: false)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }.utf8)
        output.append(UInt8(ascii: "\""))
    }
}
