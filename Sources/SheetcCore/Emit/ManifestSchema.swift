import SheetRuntime

/// The JSON Schema (draft 2020-12) of the manifest, `Schemas/sheet-manifest.schema.json`.
///
/// Derived, never written by hand: the shape comes from the model's own field lists
/// (`ManifestRecord`), walked over blank records, and each member's meaning and bounds from
/// the spec key at the same dotted path in `KeyCatalog` (`thresholds.dismissVelocity` is both).
/// Members no spec key writes (the states list) take theirs from `Self.unwrittenMembers`.
/// A test keeps the committed file equal to this document.
public enum ManifestSchema {
    public static func document() -> JSONValue {
        var writer = SchemaWriter(path: "", types: [])
        var blank = SheetConfiguration.manifestBlank
        _ = writer.object(&blank)
        writer.add("manifestVersion", ["const": .number(Double(SheetConfiguration.manifestVersion)),
                                       "description": .string("The manifest format; this is version 1.")])
        writer.add(SheetConfiguration.targetMember, ["enum": .array([.string(SheetConfiguration.Target.system.rawValue)]),
                                                     "description": .string("system for a sheet shown by UIKit's and SwiftUI's own sheet (a spec's target: system); absent for SheetRuntime's.")],
                   isRequired: false)
        writer.add(SheetConfiguration.edgeAttachedMember, ["type": .string("boolean"),
                                                            "description": .string("A system sheet's edgeAttachedInCompactHeight: in compact height it stays a sheet on the bottom edge rather than going full screen; absent for SheetRuntime's.")],
                   isRequired: false)
        var root = writer.objectSchema
        root["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
        root["title"] = .string("sheetc manifest, version 1")
        root["description"] = .string("The manifest sheetc writes for one sheet (S.json): its fully resolved configuration, every default explicit. SheetRuntime's SheetConfiguration decodes it. Descriptions are the spec keys' of the same path; where a spec says none or false, the manifest holds null.")
        root["$defs"] = .object([
            "color": .object([
                "description": .string("An sRGB colour, always \"#RRGGBBAA\" in upper case."),
                "type": .string("string"),
                "pattern": .string("^#[0-9A-F]{8}$"),
            ]),
            "length": length,
            "stateName": .object(["description": .string("A state's name: closed, compressed and open for the seeds' forms, or a name `states` gives."),
                                  "type": .string("string"), "pattern": .string("^[a-z][A-Za-z0-9]{0,\(KeyCatalog.maxStateNameLength - 1)}$")]),
        ])
        return .object(root)
    }

    /// Members of the manifest no spec key writes as such.
    static let unwrittenMembers: [String: KeyEntry] = [
        "states": KeyEntry("states", .text, "The states, lowest first."),
        "states.name": KeyEntry("name", .stateName, "The state's name."),
        "states.height": KeyEntry("height", .length, "The state's visible height."),
        "animation.dismiss.dismiss": KeyEntry("dismiss", .text, "Always null: a dismissal has no dismissal of its own."),
    ]

    /// A length object (`SheetLength`'s manifest form): exactly one form, optionally moved by an offset.
    private static let length: JSONValue = {
        func form(_ description: String, _ properties: [String: JSONValue], required: [String], offset: Bool = true) -> JSONValue {
            var all = properties
            if offset { all["offset"] = .object(["description": .string("Signed points added to the length."), "type": .string("number")]) }
            return .object([
                "additionalProperties": .bool(false), "description": .string(description), "properties": .object(all),
                "required": .array(required.map(JSONValue.string)), "type": .string("object"),
            ])
        }
        let nonNegative: JSONValue = .object(["minimum": .number(0), "type": .string("number")])
        let fraction: JSONValue = .object(["maximum": .number(1), "minimum": .number(0), "type": .string("number")])
        return .object([
            "description": .string("A height (docs/language.md, Lengths): points; a fraction (0-1) of the container's available height or, with \"of\": \"container\", of its whole height; points below the top safe-area edge (fromTop); points above the bottom safe-area edge; any of these moved by a signed offset; or half of a length (a default dismissBelow)."),
            "oneOf": .array([
                form("Points.", ["points": nonNegative], required: ["points"]),
                form("A fraction of the available height (the container's height below its top safe-area inset).",
                     ["fraction": fraction], required: ["fraction"]),
                form("A fraction of the whole container's height.",
                     ["fraction": fraction, "of": .object(["const": .string("container")])], required: ["fraction", "of"]),
                form("The card's top this many points below the top safe-area edge.", ["fromTop": nonNegative], required: ["fromTop"]),
                form("Points above the bottom safe-area edge.",
                     ["above": .object(["const": .string("safeArea")]), "points": nonNegative], required: ["above", "points"]),
                form("Half of a length.", ["half": .object(["$ref": .string("#/$defs/length")])], required: ["half"], offset: false),
                form("The system sheet's own detent (target: system): medium or large.",
                     ["system": .object(["enum": .array(SheetLength.SystemDetent.allCases.map { .string($0.rawValue) })])], required: ["system"], offset: false),
                form("As tall as the content (a fit state, docs/language.md), within min and max (null: the highest allowed height).", ["fit": .object([
                    "additionalProperties": .bool(false), "type": .string("object"), "required": .array([.string("max"), .string("min")]),
                    "properties": .object([
                        "min": .object(["$ref": .string("#/$defs/length")]),
                        "max": .object(["oneOf": .array([.object(["$ref": .string("#/$defs/length")]), .object(["type": .string("null")])])]),
                    ]),
                ])], required: ["fit"]),
            ]),
        ])
    }()
}

/// Describes one record's members: each field's schema from its kind, with the description and
/// bounds of the spec key at its path.
private struct SchemaWriter: ManifestVisitor {
    /// The record's dotted path with a final dot ("thresholds."), empty at the root.
    let path: String
    /// The record types being described, outermost first: a record met inside itself is described
    /// once more, and within that, only as `null` (the manifest nests a dismissal's animation once).
    let types: [ObjectIdentifier]
    private(set) var objectSchema: [String: JSONValue] = [:]
    private var properties: [String: JSONValue] = [:]
    private var required: [String] = []

    init(path: String, types: [ObjectIdentifier]) {
        self.path = path
        self.types = types
    }

    /// The object schema of `record`'s fields.
    mutating func object<Record: ManifestRecord>(_ record: inout Record) -> [String: JSONValue] {
        record.fields(&self)
        return objectSchema
    }

    /// Adds the member `name`, required, with `schema` and its key's description.
    /// `isRequired: false`: a member the manifest writes only sometimes (a system sheet's `target`).
    mutating func add(_ name: StaticString, _ schema: [String: JSONValue], isRequired: Bool = true) {
        let key = name.description
        var schema = schema
        if let entry = entry(key), schema["description"] == nil { schema["description"] = .string(entry.doc) }
        properties[key] = .object(schema)
        if isRequired { required.append(key) }
        objectSchema = [
            "additionalProperties": .bool(false), "properties": .object(properties),
            "required": .array(required.sorted().map(JSONValue.string)), "type": .string("object"),
        ]
    }

    private func entry(_ key: String) -> KeyEntry? {
        KeyCatalog.entry(at: path + key) ?? ManifestSchema.unwrittenMembers[path + key]
    }

    /// A number within the bounds of its spec key (`none`, where the key allows it, is `null` here).
    private func number(_ key: String) -> [String: JSONValue] {
        var schema: [String: JSONValue] = ["type": .string("number")]
        if let bounds = entry(key).flatMap({ Self.bounds(of: $0.form) }) {
            if let minimum = bounds.minimum { schema[bounds.minimumIsExclusive ? "exclusiveMinimum" : "minimum"] = .number(minimum) }
            if let maximum = bounds.maximum { schema["maximum"] = .number(maximum) }
        }
        return schema
    }

    private static func bounds(of form: ValueForm) -> NumberBounds? {
        switch form {
        case .number(let bounds): return bounds
        case .either(let forms): return forms.lazy.compactMap(bounds).first
        default: return nil
        }
    }

    private static func nullable(_ schema: [String: JSONValue]) -> [String: JSONValue] {
        ["oneOf": .array([.object(schema), .object(["type": .string("null")])])]
    }

    private func nested<Record: ManifestRecord>(_ name: StaticString, _: Record.Type) -> [String: JSONValue] {
        var writer = SchemaWriter(path: path + name.description + ".", types: types + [ObjectIdentifier(Record.self)])
        var blank = Record.manifestBlank
        return writer.object(&blank)
    }

    mutating func field(_ name: StaticString, _ value: inout Double) { add(name, number(name.description)) }
    mutating func field(_ name: StaticString, _ value: inout Double?) { add(name, Self.nullable(number(name.description))) }
    mutating func field(_ name: StaticString, _ value: inout Bool) { add(name, ["type": .string("boolean")]) }
    mutating func field(_ name: StaticString, _ value: inout String) {
        switch entry(name.description)?.form {
        case .stateName?: add(name, ["$ref": .string("#/$defs/stateName")])
        case .identifier?: add(name, ["pattern": .string("^[A-Z][A-Za-z0-9]{0,127}$"), "type": .string("string")])
        default: add(name, ["type": .string("string")])
        }
    }
    mutating func field(_ name: StaticString, _ value: inout String?) {
        let text: [String: JSONValue] = entry(name.description).map { Self.hasStateName($0.form) } == true
            ? ["$ref": .string("#/$defs/stateName")] : ["type": .string("string")]
        add(name, Self.nullable(text))
    }
    mutating func field(_ name: StaticString, _ value: inout SheetColor) { add(name, ["$ref": .string("#/$defs/color")]) }

    /// Whether a key's form is a state name, or holds one as an alternative (`passthrough: <state>`).
    private static func hasStateName(_ form: ValueForm) -> Bool {
        switch form {
        case .stateName: return true
        case .either(let forms): return forms.contains(where: hasStateName)
        default: return false
        }
    }
    mutating func field(_ name: StaticString, _ value: inout SheetLength) { add(name, ["$ref": .string("#/$defs/length")]) }
    /// Lengths keyed by state names (`boundaries`).
    mutating func field(_ name: StaticString, _ value: inout [String: SheetLength]) {
        add(name, [
            "additionalProperties": .object(["$ref": .string("#/$defs/length")]),
            "propertyNames": .object(["$ref": .string("#/$defs/stateName")]),
            "type": .string("object"),
        ])
    }
    /// A number of points, concentric with a minimum, or `null`: the system's own.
    mutating func field(_ name: StaticString, _ value: inout Appearance.CornerRadius?) {
        let points: [String: JSONValue] = ["minimum": .number(0), "type": .string("number")]
        add(name, ["oneOf": .array([
            .object(points),
            .object([
                "additionalProperties": .bool(false), "required": .array([.string("concentric")]), "type": .string("object"),
                "properties": .object(["concentric": .object([
                    "additionalProperties": .bool(false), "required": .array([.string("minimum")]), "type": .string("object"),
                    "properties": .object(["minimum": .object(points)]),
                ])]),
            ]),
            .object(["type": .string("null")]),
        ])])
    }
    /// `false`, or a margin and the state where the card attaches (`none`: never).
    mutating func field(_ name: StaticString, _ value: inout Placement.Floating?) {
        add(name, ["oneOf": .array([
            .object(["const": .bool(false)]),
            .object([
                "additionalProperties": .bool(false), "required": .array([.string("attach"), .string("margin")]), "type": .string("object"),
                "properties": .object([
                    // `none` is spelled like a state name: either may match.
                    "attach": .object(["anyOf": .array([.object(["$ref": .string("#/$defs/stateName")]), .object(["const": .string("none")])])]),
                    "margin": .object(["minimum": .number(0), "type": .string("number")]),
                ]),
            ]),
        ])])
    }
    mutating func field<Choice: ManifestChoice>(_ name: StaticString, _ value: inout Choice) {
        add(name, ["enum": .array(Choice.allCases.map { .string($0.rawValue) })])
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record) {
        add(name, nested(name, Record.self))
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record?) {
        if types.filter({ $0 == ObjectIdentifier(Record.self) }).count >= 2 {
            add(name, ["type": .string("null")])
        } else {
            add(name, Self.nullable(nested(name, Record.self)))
        }
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout [Record]) {
        add(name, ["items": .object(nested(name, Record.self)), "type": .string("array")])
    }
}
