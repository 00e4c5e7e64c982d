import SheetRuntime

/// Lowers a spec key written as a mapping (`popUpIndicator`, `appearance.border`) into the model
/// record whose fields have the mapping's key names: each field is read from the spec key at
/// `<path>.<field>`, or that key's constant default. So a new mapping of the spec language
/// whose keys are the record's fields lowers in one line, with no field named twice.
///
/// One reader serves every record of a spec (`record(at:)`, `defaulted(at:)`): it holds the
/// spec, and the keys of the mapping it is reading as one shared table.
struct SpecRecordReader: ManifestVisitor {
    private let spec: SheetSpec
    /// The keys of the mapping being read.
    private var keys: FieldKeys
    /// Where among `keys` the field after the last one read probably is.
    private var next = 0

    init(_ spec: SheetSpec) {
        self.spec = spec
        keys = FieldKeys.none
    }

    /// The record the spec writes at `path`: `nil` when the key is `false` or absent without a
    /// `true` default; `true` is the record of every default.
    mutating func record<Record: ManifestRecord>(at path: SpecKey) -> Record? {
        switch spec.value(path) {
        case .mapping?, .bool(true)?: return defaulted(at: path)
        default: return nil
        }
    }

    /// The record at `path` with every field the spec leaves out at its key's default: for a
    /// mapping that always applies (`placement`), written or not.
    mutating func defaulted<Record: ManifestRecord>(at path: SpecKey) -> Record {
        let outer = (keys, next)
        (keys, next) = (FieldKeys.of(path), 0)
        defer { (keys, next) = outer }
        var record = Record.manifestBlank
        record.fields(&self)
        return record
    }

    /// `record(at:)` with a reader of its own.
    static func record<Record: ManifestRecord>(_ spec: SheetSpec, at path: SpecKey) -> Record? {
        var reader = SpecRecordReader(spec)
        return reader.record(at: path)
    }

    /// `defaulted(at:)` with a reader of its own.
    static func defaulted<Record: ManifestRecord>(_ spec: SheetSpec, at path: SpecKey) -> Record {
        var reader = SpecRecordReader(spec)
        return reader.defaulted(at: path)
    }

    private mutating func key(_ name: StaticString) -> SpecKey {
        guard let position = keys.position(of: name, from: next) else { preconditionFailure("'\(keys.prefix)\(name)' is not in the key catalog") }
        next = position + 1
        return keys.key(at: position)
    }

    /// A value the checker guarantees: every key read here has a constant default, so a missing
    /// one is a catalog without a default (every test would stop here), not a user's mistake.
    private func required<Value>(_ value: Value?, _ name: StaticString) -> Value {
        guard let value else { preconditionFailure("'\(keys.prefix)\(name)' has neither a value nor a constant default") }
        return value
    }

    mutating func field(_ name: StaticString, _ value: inout Double) { value = required(spec.number(key(name)), name) }
    mutating func field(_ name: StaticString, _ value: inout Double?) { value = spec.number(key(name)) }
    mutating func field(_ name: StaticString, _ value: inout Bool) { value = required(spec.bool(key(name)), name) }
    mutating func field(_ name: StaticString, _ value: inout String) { value = required(spec.text(key(name)), name) }
    mutating func field(_ name: StaticString, _ value: inout String?) { value = spec.text(key(name)) }
    mutating func field(_ name: StaticString, _ value: inout SheetColor) { value = required(spec.color(key(name)), name) }
    mutating func field(_ name: StaticString, _ value: inout SheetLength) { value = required(spec.length(key(name)), name) }
    mutating func field<Choice: ManifestChoice>(_ name: StaticString, _ value: inout Choice) {
        value = required(spec.text(key(name)).flatMap(Choice.init(rawValue:)), name)
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record?) {
        value = record(at: key(name))
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record) {
        value = required(record(at: key(name)), name)
    }
    /// Lists and maps keyed by state name are lowered by hand (their keys are not field names).
    mutating func field(_ name: StaticString, _ value: inout [String: SheetLength]) {
        preconditionFailure("'\(keys.prefix)\(name)' is lowered by hand")
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout [Record]) {
        preconditionFailure("'\(keys.prefix)\(name)' is lowered by hand")
    }
}

/// The keys of one mapping of the language by their names' bytes, made once per mapping: a
/// field's `StaticString` name is compared as it is, where making a `String` of it and
/// scanning `KeyCatalog.MappingKeys` cost a few hundred instructions a field.
final class FieldKeys: Sendable {
    /// The mapping's dotted path with a final dot, for messages.
    let prefix: String
    private let names: [[UInt8]]
    private let indices: [Int]

    private init(_ keys: KeyCatalog.MappingKeys?) {
        prefix = keys?.prefix ?? ""
        names = keys.map { $0.names.map { Array($0.utf8) } } ?? []
        indices = keys?.indices ?? []
    }

    /// No mapping (a reader between records).
    static let none = FieldKeys(nil)
    /// Each mapping's keys, by the mapping's catalog index.
    private static let byMapping: [FieldKeys?] = KeyCatalog.childKeys.map { $0.map(FieldKeys.init) }

    /// The keys of the mapping at `path`.
    static func of(_ path: SpecKey) -> FieldKeys {
        guard let keys = byMapping[path.index] else { preconditionFailure("'\(path.path)' is not a mapping") }
        return keys
    }

    /// The position of the field called `name`. Records mostly list their fields in the
    /// catalog's order, so the one at `hint` (after the last read) is compared first.
    func position(of name: StaticString, from hint: Int) -> Int? {
        if hint < names.count, matches(hint, name) { return hint }
        return names.indices.first { matches($0, name) }
    }

    /// The key at `position`.
    func key(at position: Int) -> SpecKey {
        SpecKey(index: indices[position])
    }

    private func matches(_ position: Int, _ name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount, start = name.utf8Start
        return names[position].count == count && names[position].withUnsafeBufferPointer { bytes in
            (0..<count).allSatisfy { bytes[$0] == start[$0] }
        }
    }
}
