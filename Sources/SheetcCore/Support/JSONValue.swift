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
        let json = JSONWriter()
        write(to: json)
        return json.text
    }

    private func write(to json: JSONWriter) {
        switch self {
        case .null: json.null()
        case .bool(let value): json.bool(value)
        case .number(let value): json.number(value)
        case .string(let value): json.string(value)
        case .array(let items):
            json.array { json in
                for item in items { item.write(to: json) }
            }
        case .object(let members):
            json.object { json in
                for member in members.sorted(by: { $0.key < $1.key }) {
                    json.key(member.key)
                    member.value.write(to: json)
                }
            }
        }
    }
}
