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
        var configuration = configuration
        return manifest(walking: &configuration)
    }

    /// `S.json` of `configuration`, walked in place: a walk takes its record `inout`, and a copy
    /// made for it retains every string and array the configuration holds, so `Compiler.emit`
    /// makes one copy for both outputs.
    static func manifest(walking configuration: inout SheetConfiguration) -> OutputFile {
        OutputFile(name: configuration.sheet + ".json", bytes: ManifestJSONWriter.document(for: &configuration))
    }

    /// A length object (see `SheetLength.manifestForm`) whose members are `depth` deep:
    /// `{"points": n}`, `{"fraction": f}`, `{"fraction": f, "of": "container"}`, `{"fromTop": n}`,
    /// `{"above": "safeArea", "points": n}`, any of them with `"offset": d`, or `{"half": <length>}`.
    static func length(_ length: SheetLength, depth: Int, into output: ByteBuffer) {
        let length = length.manifestForm
        var object = JSONText.Object(depth: depth, in: output)
        if case .offset(let base, let offset) = length {
            members(of: base, offset: offset, into: &object, output)
        } else {
            members(of: length, offset: nil, into: &object, output)
        }
        object.close(in: output)
    }

    /// The members of a base length and its offset, in key order
    /// (`above`, `fit`, `fraction`, `fromTop`, `half`, `of`, `offset`, `points`).
    private static func members(of base: SheetLength, offset: Double?, into object: inout JSONText.Object, _ output: ByteBuffer) {
        func number(_ name: StaticString, _ value: Double) {
            object.key(name, in: output)
            JSONText.number(value, to: output)
        }
        func text(_ name: StaticString, _ value: StaticString) {
            object.key(name, in: output)
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
        case .system(let detent):
            text("system", detent == .medium ? "medium" : "large")
        case .half(let inner):
            // `manifestForm` leaves no offset beside a half.
            object.key("half", in: output)
            length(inner, depth: object.depth + 1, into: output)
        case .fit(let min, let max):
            object.key("fit", in: output)
            var fit = JSONText.Object(depth: object.depth + 1, in: output)
            fit.key("max", in: output)
            if let max { length(max, depth: fit.depth + 1, into: output) } else { output.append("null") }
            fit.key("min", in: output)
            length(min, depth: fit.depth + 1, into: output)
            fit.close(in: output)
            if let offset { number("offset", offset) }
        case .offset(let inner, let by):
            // `manifestForm` leaves no offset of an offset; should one come, it adds up.
            members(of: inner, offset: Self.sum(offset ?? 0, by), into: &object, output)
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
        case .points, .fraction, .fractionOfContainer, .fromTop, .aboveSafeArea, .system:
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
/// list has: the list is walked once per member, in key order (`ManifestKeyOrder`, worked out
/// once per record type), and each walk writes only the field whose turn it is, straight into
/// the document. A record has a dozen fields at most, and passing over one that is not its turn
/// costs a comparison: far less than setting each member aside and copying it into place.
struct ManifestJSONWriter: ManifestVisitor {
    private let output = ByteBuffer(capacity: 4096)
    /// The innermost open object.
    private var object: JSONText.Object
    /// The place, in the record's field order, of the field to write in this walk.
    private var target = 0
    /// The place of the next field the walk hands over.
    private var position = 0

    private init() {
        object = JSONText.Object(depth: 1, in: output)
    }

    /// `S.json`: the configuration, its members with `manifestVersion`, and a trailing newline.
    static func document(for root: inout SheetConfiguration) -> ByteBuffer {
        var writer = ManifestJSONWriter()
        let fieldCount = ManifestKeyOrder.root.count - ManifestKeyOrder.rootExtras.count
        for place in ManifestKeyOrder.root {
            if place == fieldCount {
                writer.object.key("manifestVersion", in: writer.output)
                JSONText.number(Double(SheetConfiguration.manifestVersion), to: writer.output)
            } else if place == fieldCount + 1 {
                // A runtime sheet's manifest says nothing of its target (`SheetConfiguration.Target`).
                if root.target != .runtime { writer.write("target", root.target.rawValue) }
            } else if place == fieldCount + 2 {
                // Only a system sheet has it (`SheetConfiguration.edgeAttachedInCompactHeight`).
                if root.target != .runtime { writer.write(SheetConfiguration.edgeAttachedMember, root.edgeAttachedInCompactHeight) }
            } else {
                writer.walk(&root, writing: place)
            }
        }
        writer.object.close(in: writer.output)
        writer.output.append(UInt8(ascii: "\n"))
        return writer.output
    }

    /// Writes `record` as an object at the current place, its members `depth` deep.
    private mutating func object<Record: ManifestRecord>(_ record: inout Record, depth: Int) {
        let outer = (object, target, position)
        object = JSONText.Object(depth: depth, in: output)
        for place in ManifestKeyOrder.places(of: Record.self) {
            walk(&record, writing: place)
        }
        object.close(in: output)
        (object, target, position) = outer
    }

    /// Walks `record`'s fields, writing the member of the one at `place`.
    private mutating func walk<Record: ManifestRecord>(_ record: inout Record, writing place: Int) {
        target = place
        position = 0
        record.fields(&self)
    }

    /// Whether the field the walk hands over now is the one to write in this walk; moves on to
    /// the next.
    private mutating func isTurn() -> Bool {
        defer { position += 1 }
        return position == target
    }

    /// How deep the members of the innermost open object are.
    private var depth: Int { object.depth }

    mutating func field(_ name: StaticString, _ value: inout Double) {
        if isTurn() { write(name, value) }
    }
    mutating func field(_ name: StaticString, _ value: inout Double?) {
        if isTurn() { write(name, value) }
    }
    mutating func field(_ name: StaticString, _ value: inout Bool) {
        if isTurn() { write(name, value) }
    }
    mutating func field(_ name: StaticString, _ value: inout String) {
        if isTurn() { write(name, value) }
    }
    mutating func field(_ name: StaticString, _ value: inout String?) {
        if isTurn() { write(name, value) }
    }
    mutating func field(_ name: StaticString, _ value: inout SheetColor) {
        if isTurn() { write(name, value) }
    }
    mutating func field(_ name: StaticString, _ value: inout SheetLength) {
        if isTurn() { write(name, value) }
    }
    mutating func field(_ name: StaticString, _ value: inout [String: SheetLength]) {
        if isTurn() { write(name, value) }
    }
    mutating func field(_ name: StaticString, _ value: inout Appearance.CornerRadius?) {
        if isTurn() { write(name, value) }
    }
    mutating func field(_ name: StaticString, _ value: inout Placement.Floating?) {
        if isTurn() { write(name, value) }
    }
    mutating func field<Choice: ManifestChoice>(_ name: StaticString, _ value: inout Choice) {
        if isTurn() { write(name, value) }
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record) {
        if isTurn() { write(name, &value) }
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record?) {
        if isTurn() { write(name, &value) }
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout [Record]) {
        if isTurn() { write(name, &value) }
    }

    // The members, each written on its field's turn.

    private mutating func write(_ name: StaticString, _ value: Double) {
        object.key(name, in: output)
        JSONText.number(value, to: output)
    }
    private mutating func write(_ name: StaticString, _ value: Double?) {
        object.key(name, in: output)
        if let value { JSONText.number(value, to: output) } else { output.append("null") }
    }
    private mutating func write(_ name: StaticString, _ value: Bool) {
        object.key(name, in: output)
        output.append(value ? "true" : "false")
    }
    private mutating func write(_ name: StaticString, _ value: String) {
        object.key(name, in: output)
        JSONText.string(value, to: output)
    }
    private mutating func write(_ name: StaticString, _ value: String?) {
        object.key(name, in: output)
        if let value { JSONText.string(value, to: output) } else { output.append("null") }
    }
    /// `"#RRGGBBAA"`, as `SheetColor.hexString` spells it.
    private mutating func write(_ name: StaticString, _ value: SheetColor) {
        object.key(name, in: output)
        output.append("\"#")
        output.appendHex(value.red)
        output.appendHex(value.green)
        output.appendHex(value.blue)
        output.appendHex(value.alpha)
        output.append(UInt8(ascii: "\""))
    }
    private mutating func write(_ name: StaticString, _ value: SheetLength) {
        object.key(name, in: output)
        ManifestEmitter.length(value, depth: depth + 1, into: output)
    }
    private mutating func write(_ name: StaticString, _ value: [String: SheetLength]) {
        object.key(name, in: output)
        var lengths = JSONText.Object(depth: depth + 1, in: output)
        for (key, length) in value.sorted(by: { $0.key < $1.key }) {
            lengths.key(key, in: output)
            ManifestEmitter.length(length, depth: depth + 2, into: output)
        }
        lengths.close(in: output)
    }
    /// A number, or `{"concentric": {"minimum": m}}`.
    private mutating func write(_ name: StaticString, _ value: Appearance.CornerRadius?) {
        object.key(name, in: output)
        switch value {
        case nil: output.append("null")
        case .points(let points): JSONText.number(points, to: output)
        case .concentric(let minimum):
            var outer = JSONText.Object(depth: depth + 1, in: output)
            outer.key("concentric", in: output)
            var concentric = JSONText.Object(depth: depth + 2, in: output)
            concentric.key("minimum", in: output)
            JSONText.number(minimum, to: output)
            concentric.close(in: output)
            outer.close(in: output)
        }
    }
    /// `false`, or `{"attach": "<state>" | "none", "margin": m}`.
    private mutating func write(_ name: StaticString, _ value: Placement.Floating?) {
        object.key(name, in: output)
        guard let floating = value else { return output.append("false") }
        var members = JSONText.Object(depth: depth + 1, in: output)
        members.key("attach", in: output)
        JSONText.string(floating.attach.manifestName, to: output)
        members.key("margin", in: output)
        JSONText.number(floating.margin, to: output)
        members.close(in: output)
    }
    private mutating func write<Choice: ManifestChoice>(_ name: StaticString, _ value: Choice) {
        object.key(name, in: output)
        JSONText.string(value.rawValue, to: output)
    }
    private mutating func write<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record) {
        object.key(name, in: output)
        object(&value, depth: depth + 1)
    }
    private mutating func write<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record?) {
        object.key(name, in: output)
        if value == nil { return output.append("null") }
        object(&value!, depth: depth + 1)
    }
    private mutating func write<Record: ManifestRecord>(_ name: StaticString, _ value: inout [Record]) {
        object.key(name, in: output)
        guard !value.isEmpty else { return output.append("[]") }
        output.append(UInt8(ascii: "["))
        for index in value.indices {
            output.appendLineBreak(comma: index > 0, indent: 2 * (depth + 1))
            object(&value[index], depth: depth + 2)
        }
        output.appendLineBreak(indent: 2 * depth)
        output.append(UInt8(ascii: "]"))
    }
}
