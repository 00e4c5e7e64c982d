import SheetRuntime

/// The order of a record's members in `S.json`: by name, byte by byte (sheetc's JSON sorts its
/// keys), while the record's field list gives them in initialiser order. The order belongs to
/// the record's type, so it is worked out once per type, from the field list itself, for every
/// record type the configuration holds, rather than once per record written.
enum ManifestKeyOrder {
    /// The places in field order of `Record`'s fields, taken in key order: `[2, 0, 1]` when the
    /// third field's name comes first.
    static func places<Record: ManifestRecord>(of _: Record.Type) -> [Int] {
        guard let index = table.types.firstIndex(of: ObjectIdentifier(Record.self)) else {
            return sortedPlaces(of: FieldNames.of(Record.self))
        }
        return table.places[index]
    }

    /// The manifest root's places: the configuration's fields, then `rootExtras` after them.
    static let root: [Int] = sortedPlaces(of: FieldNames.of(SheetConfiguration.self) + rootExtras)

    /// The root's members outside the field list: `manifestVersion`, and a system sheet's
    /// `target` (`SheetConfiguration.Target`), in this order after the fields' places.
    static let rootExtras: [StaticString] = ["manifestVersion", SheetConfiguration.targetMember, SheetConfiguration.edgeAttachedMember]

    /// `places(of:)` of every record type the configuration holds, in the order a walk meets
    /// them (built once, then only read). A dozen types: looking through them costs less than
    /// hashing a key.
    private static let table: (types: [ObjectIdentifier], places: [[Int]]) = {
        var table: (types: [ObjectIdentifier], places: [[Int]]) = ([], [])
        add(SheetConfiguration.self, to: &table)
        return table
    }()

    /// Adds `Record` and the record types of its fields, each once.
    private static func add<Record: ManifestRecord>(_: Record.Type, to table: inout (types: [ObjectIdentifier], places: [[Int]])) {
        guard !table.types.contains(ObjectIdentifier(Record.self)) else { return }
        var names = FieldNames()
        var blank = Record.manifestBlank
        blank.fields(&names)
        table.types.append(ObjectIdentifier(Record.self))
        table.places.append(sortedPlaces(of: names.names))
        for nested in names.recordTypes { add(nested, to: &table) }
    }

    /// The places of `names` in byte order of the names (JSON's, and `String`'s, for ASCII).
    private static func sortedPlaces(of names: [StaticString]) -> [Int] {
        names.indices.sorted { left, right in
            let lhs = UnsafeBufferPointer(start: names[left].utf8Start, count: names[left].utf8CodeUnitCount)
            let rhs = UnsafeBufferPointer(start: names[right].utf8Start, count: names[right].utf8CodeUnitCount)
            return lhs.lexicographicallyPrecedes(rhs)
        }
    }
}

/// A record's field names in field order, and the record types its fields hold.
private struct FieldNames: ManifestVisitor {
    private(set) var names: [StaticString] = []
    private(set) var recordTypes: [any ManifestRecord.Type] = []

    static func of<Record: ManifestRecord>(_: Record.Type) -> [StaticString] {
        var collector = FieldNames()
        var blank = Record.manifestBlank
        blank.fields(&collector)
        return collector.names
    }

    mutating func field(_ name: StaticString, _ value: inout Double) { names.append(name) }
    mutating func field(_ name: StaticString, _ value: inout Double?) { names.append(name) }
    mutating func field(_ name: StaticString, _ value: inout Bool) { names.append(name) }
    mutating func field(_ name: StaticString, _ value: inout String) { names.append(name) }
    mutating func field(_ name: StaticString, _ value: inout String?) { names.append(name) }
    mutating func field(_ name: StaticString, _ value: inout SheetColor) { names.append(name) }
    mutating func field(_ name: StaticString, _ value: inout SheetLength) { names.append(name) }
    mutating func field(_ name: StaticString, _ value: inout [String: SheetLength]) { names.append(name) }
    mutating func field(_ name: StaticString, _ value: inout Appearance.CornerRadius?) { names.append(name) }
    mutating func field(_ name: StaticString, _ value: inout Placement.Floating?) { names.append(name) }
    mutating func field<Choice: ManifestChoice>(_ name: StaticString, _ value: inout Choice) { names.append(name) }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record) {
        names.append(name)
        recordTypes.append(Record.self)
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record?) {
        names.append(name)
        recordTypes.append(Record.self)
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout [Record]) {
        names.append(name)
        recordTypes.append(Record.self)
    }
}
