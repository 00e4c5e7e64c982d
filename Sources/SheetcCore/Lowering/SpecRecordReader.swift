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
///
/// The names' bytes sit in memory of their own, compared through pointers: read through
/// arrays (bounds checks, a closure per comparison) a lookup still cost ~200 instructions.
/// The tables are made once, for every mapping of the catalog, never changed and never freed.
final class FieldKeys: @unchecked Sendable {
    /// The mapping's dotted path with a final dot, for messages.
    let prefix: String
    /// Each key's name, in the catalog's order.
    private let names: [UnsafeBufferPointer<UInt8>]
    /// Each key's catalog index.
    private let indices: [Int]

    private init(_ keys: KeyCatalog.MappingKeys?) {
        prefix = keys?.prefix ?? ""
        names = (keys?.names ?? []).map { name in
            let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: name.utf8.count)
            _ = bytes.initialize(from: name.utf8)
            return UnsafeBufferPointer(bytes)
        }
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
        if hint < names.count, Self.equal(names[hint], name) { return hint }
        for position in names.indices where Self.equal(names[position], name) { return position }
        return nil
    }

    /// The key at `position`.
    func key(at position: Int) -> SpecKey {
        SpecKey(index: indices[position])
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        guard bytes.count == count, let start = bytes.baseAddress else { return count == 0 && bytes.count == 0 }
        let other = name.utf8Start
        var offset = 0
        while offset < count {
            if start[offset] != other[offset] { return false }
            offset += 1
        }
        return true
    }
}
