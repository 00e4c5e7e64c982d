import SheetRuntime

/// Lowers a spec key written as a mapping (`popUpIndicator`, `appearance.border`) into the model
/// record whose fields have the mapping's key names: each field is read from the spec key at
/// `<path>.<field>`, or that key's constant default. So a new mapping of the spec language
/// whose keys are the record's fields lowers in one line, with no field named twice.
///
/// One reader serves every record of a spec (`record(at:)`, `defaulted(at:)`): it holds the
/// spec, and the keys of the mapping it is reading.
struct SpecRecordReader: ManifestVisitor {
    private let spec: SheetSpec
    /// The keys of the mapping being read (`nil` between records).
    private var keys: KeyCatalog.MappingKeys?

    init(_ spec: SheetSpec) {
        self.spec = spec
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
        guard let inner = KeyCatalog.childKeys[path.index] else { preconditionFailure("'\(path.path)' is not a mapping") }
        let outer = keys
        keys = inner
        defer { keys = outer }
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

    private func key(_ name: StaticString) -> SpecKey {
        let bytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)  // a field's name is ASCII
        guard let keys, let position = keys.position(of: bytes) else { preconditionFailure("'\(prefix)\(name)' is not in the key catalog") }
        return SpecKey(index: keys.indices[position])
    }

    /// The dotted path of the mapping being read, for messages.
    private var prefix: String { keys?.prefix ?? "" }

    /// A value the checker guarantees: every key read here has a constant default, so a missing
    /// one is a catalog without a default (every test would stop here), not a user's mistake.
    private func required<Value>(_ value: Value?, _ name: StaticString) -> Value {
        guard let value else { preconditionFailure("'\(prefix)\(name)' has neither a value nor a constant default") }
        return value
    }

    mutating func field(_ name: StaticString, _ value: inout Double) { value = required(spec.number(key(name)), name) }
    mutating func field(_ name: StaticString, _ value: inout Double?) { value = spec.number(key(name)) }
    mutating func field(_ name: StaticString, _ value: inout Bool) { value = required(spec.bool(key(name)), name) }
    mutating func field(_ name: StaticString, _ value: inout String) { value = required(spec.text(key(name)), name) }
    mutating func field(_ name: StaticString, _ value: inout String?) { value = spec.text(key(name)) }
    mutating func field(_ name: StaticString, _ value: inout SheetColorPair) { value = required(spec.color(key(name)), name) }
    /// A spec's colours are pairs (a plain one is the same in both styles): no record reads one alone.
    mutating func field(_ name: StaticString, _ value: inout SheetColor) { preconditionFailure("'\(prefix)\(name)' is read as a pair") }
    mutating func field(_ name: StaticString, _ value: inout SheetLength) { value = required(spec.length(key(name)), name) }
    mutating func field<Choice: ManifestChoice>(_ name: StaticString, _ value: inout Choice) {
        value = required(spec.text(key(name)).flatMap(Choice.init(rawValue:)), name)
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record?) {
        value = record(at: key(name))
    }
    /// A record that always applies (`placement.bar`): the keys written, the rest at their defaults.
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record) {
        value = defaulted(at: key(name))
    }
    /// Its two forms are no single key's: lowered by hand.
    mutating func field(_ name: StaticString, _ value: inout Appearance.CornerRadius?) {
        preconditionFailure("'\(prefix)\(name)' is lowered by hand")
    }
    /// Its forms are no single key's: lowered by hand; a record read here leaves it as it was
    /// (the blank's `nil`: not floating).
    mutating func field(_ name: StaticString, _ value: inout Placement.Floating?) {}
    /// Lists and maps keyed by state name are lowered by hand (their keys are not field names).
    mutating func field(_ name: StaticString, _ value: inout [String: SheetLength]) {
        preconditionFailure("'\(prefix)\(name)' is lowered by hand")
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout [Record]) {
        preconditionFailure("'\(prefix)\(name)' is lowered by hand")
    }
}
