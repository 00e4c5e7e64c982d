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
        OutputFile(name: configuration.sheet + ".json", contents: ManifestJSONWriter.document(for: configuration))
    }

    /// A length object (see `SheetLength.manifestForm`) whose members are `depth` deep:
    /// `{"points": n}`, `{"fraction": f}`, `{"fraction": f, "of": "container"}`, `{"fromTop": n}`,
    /// `{"above": "safeArea", "points": n}`, any of them with `"offset": d`, or `{"half": <length>}`.
    static func length(_ length: SheetLength, depth: Int, into output: inout ByteBuffer) {
        let length = length.manifestForm
        var object = JSONText.Object(depth: depth, in: &output)
        if case .offset(let base, let offset) = length {
            members(of: base, offset: offset, into: &object, &output)
        } else {
            members(of: length, offset: nil, into: &object, &output)
        }
        object.close(in: &output)
    }

    /// The members of a base length and its offset, in key order
    /// (`above`, `fit`, `fraction`, `fromTop`, `half`, `of`, `offset`, `points`).
    private static func members(of base: SheetLength, offset: Double?, into object: inout JSONText.Object, _ output: inout ByteBuffer) {
        func number(_ name: StaticString, _ value: Double) {
            object.key(name, in: &output)
            JSONText.number(value, to: &output)
        }
        func text(_ name: StaticString, _ value: StaticString) {
            object.key(name, in: &output)
            output.append(UInt8(ascii: "\""))
            output.append(value)
            output.append(UInt8(ascii: "\""))
        }
        switch base {
        case .points(let value):
            if let offset { number("offset", offset) }
            number("points", value)
        case .fraction(let value):
            number("fraction", value)
            if let offset { number("offset", offset) }
        case .fractionOfContainer(let value):
            number("fraction", value)
            text("of", "container")
            if let offset { number("offset", offset) }
        case .fromTop(let value):
            number("fromTop", value)
            if let offset { number("offset", offset) }
        case .aboveSafeArea(let value):
            text("above", "safeArea")
            if let offset { number("offset", offset) }
            number("points", value)
        case .half(let inner):
            // `manifestForm` leaves no offset beside a half.
            object.key("half", in: &output)
            length(inner, depth: object.depth + 1, into: &output)
        case .fit(let min, let max):
            object.key("fit", in: &output)
            var fit = JSONText.Object(depth: object.depth + 1, in: &output)
            fit.key("max", in: &output)
            if let max { length(max, depth: fit.depth + 1, into: &output) } else { output.append("null") }
            fit.key("min", in: &output)
            length(min, depth: fit.depth + 1, into: &output)
            fit.close(in: &output)
            if let offset { number("offset", offset) }
        case .offset(let inner, let by):
            // `manifestForm` leaves no offset of an offset; should one come, it adds up.
            members(of: inner, offset: Self.sum(offset ?? 0, by), into: &object, &output)
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
/// list has, walking the list once: each member is written as its field comes, into a buffer
/// of the record's own, and when the record ends its members are copied out in key order
/// (`ManifestKeyOrder`, worked out once per record type) as one object into the enclosing
/// record's buffer. So each byte is copied once per enclosing record, and nothing is sorted.
struct ManifestJSONWriter: ManifestVisitor {
    /// The members of the innermost open record so far, each `"name": value`, in field order;
    /// outside every record, the document.
    private var members = ByteBuffer(capacity: 4096)
    /// Where each member of each open record lies in its record's `members`, innermost record's last.
    private var spans: [Range<Int>] = []
    /// The `members` of the records enclosing the innermost, innermost last.
    private var enclosing: [ByteBuffer] = []
    /// Buffers of records already written, for the next ones.
    private var spare: [ByteBuffer] = []
    /// How deep the innermost open record's members are: 1 for the root's.
    private var depth = 0

    private init() {
        spans.reserveCapacity(64)
        enclosing.reserveCapacity(8)
        spare.reserveCapacity(8)
    }

    /// `S.json`: the configuration, its members with `manifestVersion`, and a trailing newline.
    static func document(for configuration: SheetConfiguration) -> String {
        var writer = ManifestJSONWriter()
        var root = configuration
        let first = writer.open()
        root.fields(&writer)
        let start = writer.key("manifestVersion")
        JSONText.number(Double(SheetConfiguration.manifestVersion), to: &writer.members)
        writer.end(start)
        writer.close(first, order: ManifestKeyOrder.root)
        writer.members.append(UInt8(ascii: "\n"))
        return writer.members.text
    }

    /// Writes `record` as an object at the current place.
    private mutating func object<Record: ManifestRecord>(_ record: inout Record) {
        let first = open()
        record.fields(&self)
        close(first, order: ManifestKeyOrder.places(of: Record.self))
    }

    /// Starts a record: its members go to a buffer of their own. Returns where its spans start.
    private mutating func open() -> Int {
        enclosing.append(members)
        members = spare.popLast() ?? ByteBuffer(capacity: 512)
        depth += 1
        return spans.count
    }

    /// Ends the record whose spans start at `first`: its members, taken in `order`, become one
    /// object in the enclosing buffer.
    private mutating func close(_ first: Int, order: [Int]) {
        var record = enclosing.removeLast()
        swap(&record, &members)
        depth -= 1
        var object = JSONText.Object(depth: depth + 1, in: &members)
        for place in order {
            object.startMember(in: &members)
            members.append(record, spans[first + place])
        }
        object.close(in: &members)
        spans.removeSubrange(first...)
        record.removeAll()
        spare.append(record)
    }

    /// Starts the member `name` of the innermost record; returns where it starts.
    private mutating func key(_ name: StaticString) -> Int {
        let start = members.count
        members.append(UInt8(ascii: "\""))
        members.append(name)
        members.append("\": ")
        return start
    }

    /// Ends the member that starts at `start`.
    private mutating func end(_ start: Int) {
        spans.append(start..<members.count)
    }

    mutating func field(_ name: StaticString, _ value: inout Double) {
        let start = key(name)
        JSONText.number(value, to: &members)
        end(start)
    }
    mutating func field(_ name: StaticString, _ value: inout Double?) {
        let start = key(name)
        if let value { JSONText.number(value, to: &members) } else { members.append("null") }
        end(start)
    }
    mutating func field(_ name: StaticString, _ value: inout Bool) {
        let start = key(name)
        members.append(value ? "true" : "false")
        end(start)
    }
    mutating func field(_ name: StaticString, _ value: inout String) {
        let start = key(name)
        JSONText.string(value, to: &members)
        end(start)
    }
    mutating func field(_ name: StaticString, _ value: inout String?) {
        let start = key(name)
        if let value { JSONText.string(value, to: &members) } else { members.append("null") }
        end(start)
    }
    /// `"#RRGGBBAA"`, as `SheetColor.hexString` spells it.
    mutating func field(_ name: StaticString, _ value: inout SheetColor) {
        let start = key(name)
        members.append("\"#")
        members.appendHex(value.red)
        members.appendHex(value.green)
        members.appendHex(value.blue)
        members.appendHex(value.alpha)
        members.append(UInt8(ascii: "\""))
        end(start)
    }
    mutating func field(_ name: StaticString, _ value: inout SheetLength) {
        let start = key(name)
        ManifestEmitter.length(value, depth: depth + 1, into: &members)
        end(start)
    }
    mutating func field(_ name: StaticString, _ value: inout [String: SheetLength]) {
        let start = key(name)
        var object = JSONText.Object(depth: depth + 1, in: &members)
        for (key, length) in value.sorted(by: { $0.key < $1.key }) {
            object.key(key, in: &members)
            ManifestEmitter.length(length, depth: depth + 2, into: &members)
        }
        object.close(in: &members)
        end(start)
    }
    mutating func field<Choice: ManifestChoice>(_ name: StaticString, _ value: inout Choice) {
        let start = key(name)
        JSONText.string(value.rawValue, to: &members)
        end(start)
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record) {
        let start = key(name)
        object(&value)
        end(start)
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record?) {
        let start = key(name)
        if var record = value { object(&record) } else { members.append("null") }
        end(start)
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout [Record]) {
        let start = key(name)
        if value.isEmpty {
            members.append("[]")
        } else {
            members.append(UInt8(ascii: "["))
            depth += 1
            for index in value.indices {
                members.append(index == 0 ? "\n" : ",\n")
                JSONText.indent(depth, in: &members)
                object(&value[index])
            }
            depth -= 1
            members.append(UInt8(ascii: "\n"))
            JSONText.indent(depth, in: &members)
            members.append(UInt8(ascii: "]"))
        }
        end(start)
    }
}
