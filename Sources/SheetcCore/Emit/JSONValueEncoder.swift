/// Encodes any `Encodable` into a `JSONValue`, so the manifest is produced by
/// the runtime's own `Codable` conformance (one definition of its shape) but
/// printed by `JSONValue` (one spelling of it on every platform).
enum JSONValueEncoder {
    static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        switch value {
        case let number as Double: return .number(number)
        case let number as Int: return .number(Double(number))
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        default:
            let encoder = ValueEncoder()
            try value.encode(to: encoder)
            return encoder.storage.value
        }
    }
}

/// What an encoder has been given: nothing yet, one value, or a container being filled.
private final class Storage {
    enum Content {
        case empty
        case single(JSONValue)
        case object([String: JSONValue])
        case array([JSONValue])
    }

    var content = Content.empty

    var value: JSONValue {
        switch content {
        case .empty: return .object([:])
        case .single(let value): return value
        case .object(let members): return .object(members)
        case .array(let items): return .array(items)
        }
    }

    func set(_ key: String, _ value: JSONValue) {
        guard case .object(var members) = content else { return content = .object([key: value]) }
        content = .empty  // keep the dictionary uniquely referenced while it changes
        members[key] = value
        content = .object(members)
    }

    func append(_ value: JSONValue) {
        guard case .array(var items) = content else { return content = .array([value]) }
        content = .empty
        items.append(value)
        content = .array(items)
    }
}

private final class ValueEncoder: Encoder {
    let storage = Storage()
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .empty = storage.content { storage.content = .object([:]) }
        return KeyedEncodingContainer(Keyed(storage: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .empty = storage.content { storage.content = .array([]) }
        return Unkeyed(storage: storage)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(storage: storage)
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let storage: Storage
        var codingPath: [any CodingKey] = []

        mutating func encodeNil(forKey key: Key) throws { storage.set(key.stringValue, .null) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            storage.set(key.stringValue, try JSONValueEncoder.encode(value))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("sheetc's models do not encode nested containers")
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            preconditionFailure("sheetc's models do not encode nested containers")
        }
        mutating func superEncoder() -> any Encoder { preconditionFailure("sheetc's models do not use super encoders") }
        mutating func superEncoder(forKey key: Key) -> any Encoder { preconditionFailure("sheetc's models do not use super encoders") }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let storage: Storage
        var codingPath: [any CodingKey] = []
        var count: Int {
            if case .array(let items) = storage.content { return items.count }
            return 0
        }

        mutating func encodeNil() throws { storage.append(.null) }
        mutating func encode<T: Encodable>(_ value: T) throws { storage.append(try JSONValueEncoder.encode(value)) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("sheetc's models do not encode nested containers")
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            preconditionFailure("sheetc's models do not encode nested containers")
        }
        mutating func superEncoder() -> any Encoder { preconditionFailure("sheetc's models do not use super encoders") }
    }

    struct Single: SingleValueEncodingContainer {
        let storage: Storage
        var codingPath: [any CodingKey] = []

        mutating func encodeNil() throws { storage.content = .single(.null) }
        mutating func encode<T: Encodable>(_ value: T) throws { storage.content = .single(try JSONValueEncoder.encode(value)) }
    }
}
