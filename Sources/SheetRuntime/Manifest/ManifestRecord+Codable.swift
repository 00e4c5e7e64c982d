#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
/// `Codable` for every record, from its one field list: `JSONDecoder` reads a manifest, and
/// `JSONEncoder` writes the same members sheetc's manifest has (an absent value as `null`).
extension ManifestRecord where Self: Decodable {
    public init(from decoder: any Decoder) throws {
        self = try CodableFieldReader.record(Self.self, in: decoder.container(keyedBy: ManifestCodingKey.self))
    }
}

extension ManifestRecord where Self: Encodable {
    public func encode(to encoder: any Encoder) throws {
        try CodableFieldWriter.encode(self, into: encoder.container(keyedBy: ManifestCodingKey.self))
    }
}

/// A member name of a record, as its field list spells it.
struct ManifestCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
    init(_ name: StaticString) { stringValue = name.description }
}

/// Assigns each field from a keyed container; the first failure is kept and the rest skipped.
struct CodableFieldReader: ManifestVisitor {
    private let container: KeyedDecodingContainer<ManifestCodingKey>
    private(set) var error: (any Error)?

    init(_ container: KeyedDecodingContainer<ManifestCodingKey>) {
        self.container = container
    }

    /// Decodes a required member (`decodeIfPresent` for an optional one, where `null` or absence is `nil`).
    private mutating func read<Value>(_ decode: (KeyedDecodingContainer<ManifestCodingKey>) throws -> Value) -> Value? {
        guard error == nil else { return nil }
        do { return try decode(container) } catch { self.error = error; return nil }
    }

    mutating func field(_ name: StaticString, _ value: inout Double) {
        if let read = read({ try $0.decode(Double.self, forKey: .init(name)) }) { value = read }
    }
    mutating func field(_ name: StaticString, _ value: inout Double?) {
        if let read = read({ try $0.decodeIfPresent(Double.self, forKey: .init(name)) }) { value = read }
    }
    mutating func field(_ name: StaticString, _ value: inout Bool) {
        if let read = read({ try $0.decode(Bool.self, forKey: .init(name)) }) { value = read }
    }
    mutating func field(_ name: StaticString, _ value: inout String) {
        if let read = read({ try $0.decode(String.self, forKey: .init(name)) }) { value = read }
    }
    mutating func field(_ name: StaticString, _ value: inout String?) {
        if let read = read({ try $0.decodeIfPresent(String.self, forKey: .init(name)) }) { value = read }
    }
    mutating func field(_ name: StaticString, _ value: inout SheetColor) {
        if let read = read({ try $0.decode(SheetColor.self, forKey: .init(name)) }) { value = read }
    }
    mutating func field(_ name: StaticString, _ value: inout SheetLength) {
        if let read = read({ try $0.decode(SheetLength.self, forKey: .init(name)) }) { value = read }
    }
    mutating func field(_ name: StaticString, _ value: inout [String: SheetLength]) {
        if let read = read({ try $0.decode([String: SheetLength].self, forKey: .init(name)) }) { value = read }
    }
    mutating func field(_ name: StaticString, _ value: inout Appearance.CornerRadius?) {
        if let read = read({ try $0.decodeIfPresent(Appearance.CornerRadius.self, forKey: .init(name)) }) { value = read }
    }
    /// `false`, or the floating card's object.
    mutating func field(_ name: StaticString, _ value: inout Placement.Floating?) {
        let key = ManifestCodingKey(name)
        if let read = read({ container throws -> Placement.Floating? in
            if let flag = try? container.decode(Bool.self, forKey: key) {
                guard !flag else {
                    throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "'float' is false or an object")
                }
                return nil
            }
            return try container.decode(Placement.Floating.self, forKey: key)
        }) { value = read }
    }
    mutating func field<Choice: ManifestChoice>(_ name: StaticString, _ value: inout Choice) {
        let key = ManifestCodingKey(name)
        if let read = read({ container throws -> Choice in
            let raw = try container.decode(String.self, forKey: key)
            guard let choice = Choice(rawValue: raw) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container,
                    debugDescription: "'\(raw)' is not one of \(Choice.allCases.map(\.rawValue))")
            }
            return choice
        }) { value = read }
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record) {
        if let read = read({ try Self.record(Record.self, in: $0.nestedContainer(keyedBy: ManifestCodingKey.self, forKey: .init(name))) }) {
            value = read
        }
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record?) {
        let key = ManifestCodingKey(name)
        if let read = read({ container throws -> Record? in
            guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
            return try Self.record(Record.self, in: container.nestedContainer(keyedBy: ManifestCodingKey.self, forKey: key))
        }) { value = read }
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout [Record]) {
        if let read = read({ container throws -> [Record] in
            var list = try container.nestedUnkeyedContainer(forKey: .init(name))
            var records: [Record] = []
            while !list.isAtEnd {
                records.append(try Self.record(Record.self, in: list.nestedContainer(keyedBy: ManifestCodingKey.self)))
            }
            return records
        }) { value = read }
    }

    static func record<Record: ManifestRecord>(_: Record.Type, in container: KeyedDecodingContainer<ManifestCodingKey>) throws -> Record {
        var reader = CodableFieldReader(container)
        var record = Record.manifestBlank
        record.fields(&reader)
        if let error = reader.error { throw error }
        return record
    }
}

/// Encodes each field into a keyed container, `nil` as `null`; the first failure is kept.
struct CodableFieldWriter: ManifestVisitor {
    private var container: KeyedEncodingContainer<ManifestCodingKey>
    private(set) var error: (any Error)?

    init(_ container: KeyedEncodingContainer<ManifestCodingKey>) {
        self.container = container
    }

    private mutating func write(_ encode: (inout KeyedEncodingContainer<ManifestCodingKey>) throws -> Void) {
        guard error == nil else { return }
        do { try encode(&container) } catch { self.error = error }
    }

    mutating func field(_ name: StaticString, _ value: inout Double) { write { try $0.encode(value, forKey: .init(name)) } }
    mutating func field(_ name: StaticString, _ value: inout Double?) { write { try $0.encode(value, forKey: .init(name)) } }
    mutating func field(_ name: StaticString, _ value: inout Bool) { write { try $0.encode(value, forKey: .init(name)) } }
    mutating func field(_ name: StaticString, _ value: inout String) { write { try $0.encode(value, forKey: .init(name)) } }
    mutating func field(_ name: StaticString, _ value: inout String?) { write { try $0.encode(value, forKey: .init(name)) } }
    mutating func field(_ name: StaticString, _ value: inout SheetColor) { write { try $0.encode(value, forKey: .init(name)) } }
    mutating func field(_ name: StaticString, _ value: inout SheetLength) { write { try $0.encode(value, forKey: .init(name)) } }
    mutating func field(_ name: StaticString, _ value: inout [String: SheetLength]) { write { try $0.encode(value, forKey: .init(name)) } }
    mutating func field(_ name: StaticString, _ value: inout Appearance.CornerRadius?) { write { try $0.encode(value, forKey: .init(name)) } }
    mutating func field(_ name: StaticString, _ value: inout Placement.Floating?) {
        guard let floating = value else { return write { try $0.encode(false, forKey: .init(name)) } }
        write { try $0.encode(floating, forKey: .init(name)) }
    }
    mutating func field<Choice: ManifestChoice>(_ name: StaticString, _ value: inout Choice) {
        write { try $0.encode(value.rawValue, forKey: .init(name)) }
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record) {
        write { try Self.encode(value, into: $0.nestedContainer(keyedBy: ManifestCodingKey.self, forKey: .init(name))) }
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record?) {
        guard let record = value else { return write { try $0.encodeNil(forKey: .init(name)) } }
        write { try Self.encode(record, into: $0.nestedContainer(keyedBy: ManifestCodingKey.self, forKey: .init(name))) }
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout [Record]) {
        write { container in
            var list = container.nestedUnkeyedContainer(forKey: .init(name))
            for record in value { try Self.encode(record, into: list.nestedContainer(keyedBy: ManifestCodingKey.self)) }
        }
    }

    static func encode<Record: ManifestRecord>(_ record: Record, into container: KeyedEncodingContainer<ManifestCodingKey>) throws {
        var writer = CodableFieldWriter(container)
        record.visitFields(&writer)
        if let error = writer.error { throw error }
    }
}
#endif
