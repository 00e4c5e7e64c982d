import SheetRuntime

/// `S.json`: the resolved configuration, walked by its records' own field lists
/// (`ManifestRecord`) and printed in sheetc's one JSON spelling (sorted keys, two-space
/// indent, trailing newline, the same bytes on every platform).
///
/// Written by a visitor rather than through `Encodable`: `Codable`'s type-erased containers
/// cost more than checking the spec did. Both walk the same field lists, and `ManifestTests`
/// holds every manifest to the runtime's own encoding.
enum ManifestEmitter {
    static func manifest(for configuration: SheetConfiguration) -> OutputFile {
        var writer = ManifestJSONWriter()
        var root = configuration
        writer.object(&root, manifestVersion: SheetConfiguration.manifestVersion)
        return OutputFile(name: configuration.sheet + ".json", contents: writer.json.text)
    }

    /// A length object (see `SheetLength.manifestForm`): `{"points": n}`, `{"fraction": f}`,
    /// `{"fraction": f, "of": "container"}`, `{"fromTop": n}`, `{"above": "safeArea", "points": n}`,
    /// any of them with `"offset": d`, or `{"half": <length>}`.
    static func length(_ length: SheetLength, into json: inout JSONWriter) {
        let length = length.manifestForm
        json.object { json in
            if case .offset(let base, let offset) = length {
                members(of: base, offset: offset, into: &json)
            } else {
                members(of: length, offset: nil, into: &json)
            }
        }
    }

    /// The members of a base length and its offset, in key order
    /// (`above`, `fit`, `fraction`, `fromTop`, `half`, `of`, `offset`, `points`).
    private static func members(of base: SheetLength, offset: Double?, into json: inout JSONWriter) {
        switch base {
        case .points(let value):
            if let offset { json.member("offset", offset) }
            json.member("points", value)
        case .fraction(let value):
            json.member("fraction", value)
            if let offset { json.member("offset", offset) }
        case .fractionOfContainer(let value):
            json.member("fraction", value)
            json.member("of", "container")
            if let offset { json.member("offset", offset) }
        case .fromTop(let value):
            json.member("fromTop", value)
            if let offset { json.member("offset", offset) }
        case .aboveSafeArea(let value):
            json.member("above", "safeArea")
            if let offset { json.member("offset", offset) }
            json.member("points", value)
        case .half(let inner):
            // `manifestForm` leaves no offset beside a half.
            json.key("half")
            length(inner, into: &json)
        case .fit(let min, let max):
            json.key("fit")
            json.beginObject()
            json.key("max")
            if let max { length(max, into: &json) } else { json.null() }
            json.key("min")
            length(min, into: &json)
            json.endObject()
            if let offset { json.member("offset", offset) }
        case .offset(let inner, let by):
            // `manifestForm` leaves no offset of an offset; should one come, it adds up.
            members(of: inner, offset: Self.sum(offset ?? 0, by), into: &json)
        }
    }

    /// `a + b`, kept finite: past the largest double a length is clamped to the sheet's bounds
    /// on every container anyway, and JSON (and a Swift literal) has no spelling for infinity.
    static func sum(_ a: Double, _ b: Double) -> Double {
        min(max(a + b, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
    }
}

extension SheetLength {
    /// The length as both outputs spell it. The runtime's manifest form holds one `offset`
    /// beside a base that is not a `half`, so an offset of an offset becomes one offset of the
    /// sum, and an offset `d` of `half(x)` becomes `half(offset(x, 2d))`: the same height on
    /// every container (lowering writes neither nesting). Every other length is its own form;
    /// `S.swift` spells the same form, so it equals the manifest decoded.
    var manifestForm: SheetLength {
        switch self {
        case .points, .fraction, .fractionOfContainer, .fromTop, .aboveSafeArea:
            return self
        case .half(let base):
            return .half(base.manifestForm)
        case .fit(let min, let max):
            return .fit(min: min.manifestForm, max: max?.manifestForm)
        case .offset(let base, let offset):
            switch base.manifestForm {
            case .offset(let inner, let innerOffset):
                return .offset(inner, by: ManifestEmitter.sum(innerOffset, offset))
            case .half(let inner):
                return .half(SheetLength.offset(inner, by: ManifestEmitter.sum(offset, offset)).manifestForm)
            case let form:
                return .offset(form, by: offset)
            }
        }
    }
}

/// Writes a record as a JSON object with its members in key order, whatever order its field
/// list has: the record's names are collected first, then its fields are walked once per
/// member, writing only the one whose turn it is (a dozen fields at most: no buffer, no sort
/// of text).
struct ManifestJSONWriter: ManifestVisitor {
    private(set) var json = JSONWriter()
    /// The place, in the record's field order, of the field to write now; `nil` while collecting names.
    private var target: Int?
    /// The place of the next field the walk hands over.
    private var position = 0
    /// The record's field names, in field order (collected before any is written).
    private var names: [StaticString] = []

    /// Writes `record` as an object; the manifest's root also holds `manifestVersion`.
    mutating func object<Record: ManifestRecord>(_ record: inout Record, manifestVersion: Int? = nil) {
        let outer = (target, position, names)
        defer { (target, position, names) = outer }
        target = nil
        position = 0
        names = []
        names.reserveCapacity(16)
        record.fields(&self)
        let fieldCount = names.count
        if manifestVersion != nil { names.append("manifestVersion") }
        let order = names.indices.sorted { Self.precedes(names[$0], names[$1]) }
        json.beginObject()
        for place in order {
            if place == fieldCount, let manifestVersion {
                json.key("manifestVersion")
                json.number(Double(manifestVersion))
                continue
            }
            target = place
            position = 0
            record.fields(&self)
        }
        json.endObject()
    }

    /// Whether `name` is the field to write now; then its key has been written.
    private mutating func member(_ name: StaticString) -> Bool {
        defer { position += 1 }
        guard let target else {
            names.append(name)
            return false
        }
        guard position == target else { return false }
        json.key(name)
        return true
    }

    /// JSON's (and `String`'s) order for ASCII names: byte by byte.
    private static func precedes(_ lhs: StaticString, _ rhs: StaticString) -> Bool {
        let left = UnsafeBufferPointer(start: lhs.utf8Start, count: lhs.utf8CodeUnitCount)
        let right = UnsafeBufferPointer(start: rhs.utf8Start, count: rhs.utf8CodeUnitCount)
        return left.lexicographicallyPrecedes(right)
    }

    mutating func field(_ name: StaticString, _ value: inout Double) { if member(name) { json.number(value) } }
    mutating func field(_ name: StaticString, _ value: inout Double?) { if member(name) { json.number(value) } }
    mutating func field(_ name: StaticString, _ value: inout Bool) { if member(name) { json.bool(value) } }
    mutating func field(_ name: StaticString, _ value: inout String) { if member(name) { json.string(value) } }
    mutating func field(_ name: StaticString, _ value: inout String?) {
        guard member(name) else { return }
        if let value { json.string(value) } else { json.null() }
    }
    mutating func field(_ name: StaticString, _ value: inout SheetColor) { if member(name) { json.string(value.hexString) } }
    mutating func field(_ name: StaticString, _ value: inout SheetLength) {
        if member(name) { ManifestEmitter.length(value, into: &json) }
    }
    mutating func field(_ name: StaticString, _ value: inout [String: SheetLength]) {
        guard member(name) else { return }
        json.beginObject()
        for (key, length) in value.sorted(by: { $0.key < $1.key }) {
            json.key(key)
            ManifestEmitter.length(length, into: &json)
        }
        json.endObject()
    }
    mutating func field<Choice: ManifestChoice>(_ name: StaticString, _ value: inout Choice) {
        if member(name) { json.string(value.rawValue) }
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record) {
        if member(name) { object(&value) }
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record?) {
        guard member(name) else { return }
        guard var record = value else { return json.null() }
        object(&record)
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout [Record]) {
        guard member(name) else { return }
        json.beginArray()
        for index in value.indices { object(&value[index]) }
        json.endArray()
    }
}
