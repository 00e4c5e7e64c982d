/// Encodes any `Encodable` into a `JSONValue`, so the manifest is produced by
/// the runtime's own `Codable` conformance (one definition of its shape) but
/// printed by `JSONValue` (one spelling of it on every platform).
enum JSONValueEncoder {
    static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        // Comparing types is a pointer comparison; a failed `as?` cast is a search of the
        // runtime's conformance tables, paid for every value of every manifest.
        if T.self == Double.self { return .number(unsafeBitCast(value, to: Double.self)) }
        if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if T.self == Int.self { return .number(Double(unsafeBitCast(value, to: Int.self))) }
        let encoder = ValueEncoder()
        try value.encode(to: encoder)
        return encoder.storage.value
    }
}

/// What an encoder has been given: nothing yet, one value, or a container being filled.
/// Each kind has its own property, so a container grows in place.
private final class Storage {
    var single: JSONValue?
    var members: [String: JSONValue]?
    var items: [JSONValue]?

    var value: JSONValue {
        if let members { return .object(members) }
        if let items { return .array(items) }
        return single ?? .object([:])
    }
}

private final class ValueEncoder: Encoder {
    let storage = Storage()
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if storage.members == nil { storage.members = Dictionary(minimumCapacity: 16) }
        return KeyedEncodingContainer(Keyed(storage: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if storage.items == nil { storage.items = [] }
        return Unkeyed(storage: storage)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(storage: storage)
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let storage: Storage
        var codingPath: [any CodingKey] = []

        mutating func encodeNil(forKey key: Key) throws { storage.members![key.stringValue] = .null }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            storage.members![key.stringValue] = try JSONValueEncoder.encode(value)
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
        var count: Int { storage.items?.count ?? 0 }

        mutating func encodeNil() throws { storage.items!.append(.null) }
        mutating func encode<T: Encodable>(_ value: T) throws { storage.items!.append(try JSONValueEncoder.encode(value)) }
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

        mutating func encodeNil() throws { storage.single = .null }
        mutating func encode<T: Encodable>(_ value: T) throws { storage.single = try JSONValueEncoder.encode(value) }
    }
}
