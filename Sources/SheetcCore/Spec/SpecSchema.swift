import SheetRuntime

/// The JSON Schema (draft 2020-12) of the spec language, derived from `KeyCatalog`
/// so editors (through `# yaml-language-server: $schema=`) see exactly the keys the decoder accepts.
public enum SpecSchema {
    /// The schema document; `Schemas/sheet-spec.schema.json` holds these exact bytes.
    public static func document() -> JSONValue {
        var root = object(KeyCatalog.topLevel)
        root["properties"] = definingStateNames(root["properties"]!)
        root["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
        root["title"] = .string("sheetc sheet spec, language version 1")
        root["description"] = .string("A draggable bottom sheet, checked and compiled by sheetc. Top-level keys starting with 'x-' are extension fields and are ignored.")
        root["patternProperties"] = .object(["^x-": .object([:])])
        root["$defs"] = .object([
            "length": .object([
                "description": .string("A height in points (a number >= 0 or \"<n>pt\"), a percentage of the available height (\"<n>%\", 0-100), or a mapping: "
                    + LengthGrammar.forms.map(summary).joined(separator: ", ") + ", each with an optional signed \(LengthGrammar.offset)."),
                "anyOf": .array([
                    .object(["type": .string("number"), "minimum": .number(0)]),
                    .object(["type": .string("string"), "pattern": .string(lengthTextPattern)]),
                ] + LengthGrammar.forms.map(lengthMapping)),
            ]),
            "stateHeight": .object([
                "description": .string("A state's height: a length, fit (as tall as the content) or {fit: {min, max}}; on target: system also medium or large, the system's own detents."),
                "anyOf": .array([
                    .object(["$ref": .string("#/$defs/length")]),
                    .object(["enum": .array([.string(LengthGrammar.medium), .string(LengthGrammar.large)])]),
                    .object(["const": .string(LengthGrammar.fit)]),
                    // `{fit: {min, max}}`; `{fit: fit}` and `{fit: }` mean `fit`, as the decoder reads them.
                    .object(["type": .string("object"), "required": .array([.string(LengthGrammar.fit)]), "additionalProperties": .bool(false),
                             "properties": .object([LengthGrammar.fit: .object(["anyOf": .array([
                                 .object(["type": .string("object"), "additionalProperties": .bool(false),
                                          "properties": .object(Dictionary(uniqueKeysWithValues: LengthGrammar.fitBounds.map { ($0, JSONValue.object(["$ref": .string("#/$defs/length")])) }))]),
                                 .object(["const": .string(LengthGrammar.fit)]),
                                 .object(["type": .string("null")]),
                             ])])])]),
                ]),
            ]),
            "color": .object([
                "description": .string("\"#RRGGBB\" or \"#RRGGBBAA\", the same in light and dark, or {light, dark}: one for each interface style."),
                "anyOf": .array([
                    .object(["$ref": .string("#/$defs/hexColor")]),
                    .object(["type": .string("object"), "additionalProperties": .bool(false),
                             "required": .array(KeyCatalog.colorStyles.map(JSONValue.string)),
                             "properties": .object(Dictionary(uniqueKeysWithValues: KeyCatalog.colorStyles.map {
                                 ($0, JSONValue.object(["$ref": .string("#/$defs/hexColor")]))
                             }))]),
                ]),
            ]),
            "hexColor": .object([
                "type": .string("string"),
                "pattern": .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"),
            ]),
        ])
        return .object(withSystemSheetCondition(root))
    }

    private static func object(_ entries: [KeyEntry]) -> [String: JSONValue] {
        var properties: [String: JSONValue] = [:]
        for entry in entries {
            var property = schema(of: entry.form)
            if entry.name == KeyCatalog.concreteDimensionEntry.name { property = takingOneForm(property) }
            property["description"] = .string(entry.doc)
            if let value = entry.defaultValue {
                property["default"] = json(value)
            }
            properties[entry.name] = .object(property)
        }
        var result: [String: JSONValue] = [
            "type": .string("object"),
            "properties": .object(properties),
            "additionalProperties": .bool(false),
        ]
        let required = entries.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { result["required"] = .array(required) }
        return result
    }

    private static func schema(of form: ValueForm) -> [String: JSONValue] {
        switch form {
        case .version: return ["const": .number(1)]
        case .identifier:
            return [
                "type": .string("string"),
                "pattern": .string("^[A-Z][A-Za-z0-9]{0,127}$"),
                "not": .object(["enum": .array(SpecDecoder.reservedNames.sorted().map(JSONValue.string))]),
            ]
        // Any scalar but null: the decoder keeps a number or a boolean written here as its text.
        case .text: return ["type": .array(["string", "number", "boolean"].map(JSONValue.string))]
        case .boolean: return ["type": .string("boolean")]
        case .length: return ["$ref": .string("#/$defs/length")]
        case .stateHeight: return ["$ref": .string("#/$defs/stateHeight")]
        // Which names a sheet's states have is known across keys (an unknown one is E204): a map
        // keyed by state names takes any name here, and `definingStateNames` constrains `states`.
        case .stateMap(let form):
            return ["type": .string("object"), "additionalProperties": .object(schema(of: form))]
        case .color: return ["$ref": .string("#/$defs/color")]
        case .number(let bounds):
            var result: [String: JSONValue] = ["type": .string("number")]
            if let minimum = bounds.minimum {
                result[bounds.minimumIsExclusive ? "exclusiveMinimum" : "minimum"] = .number(minimum)
            }
            if let maximum = bounds.maximum { result["maximum"] = .number(maximum) }
            return result
        case .choice(let names): return ["enum": .array(names.map(JSONValue.string))]
        // Any name (the checker knows the sheet's states); the seed forms' names for editors to offer.
        case .stateName: return ["type": .string("string"), "examples": .array(KeyCatalog.segmentedStates.map(JSONValue.string))]
        case .mapping(let entries): return object(entries)
        case .either(let forms): return ["anyOf": .array(forms.map { .object(schema(of: $0)) })]
        }
    }

    /// The top level's `states`, where a sheet gives its states their names (docs/language.md#states): the
    /// names' form, the reserved names and how many there may be. (An override's `states` and the
    /// other state maps refer to these names, which only the checker can compare.)
    private static func definingStateNames(_ properties: JSONValue) -> JSONValue {
        guard case .object(var properties) = properties, case .object(var states)? = properties[KeyCatalog.statesEntry.name] else {
            preconditionFailure("the top level has a 'states' mapping")
        }
        states["propertyNames"] = .object([
            "pattern": .string("^[a-z][A-Za-z0-9]{0,\(KeyCatalog.maxStateNameLength - 1)}$"),
            "not": .object(["enum": .array(KeyCatalog.reservedStateNames.sorted().map(JSONValue.string))]),
        ])
        states["minProperties"] = .number(Double(KeyCatalog.stateCount.lowerBound))
        states["maxProperties"] = .number(Double(KeyCatalog.stateCount.upperBound))
        properties[KeyCatalog.statesEntry.name] = .object(states)
        return .object(properties)
    }

    /// `concreteDimension` written as a mapping gives exactly one of `custom` and `fit`: with
    /// neither there is no open height (E103), with both one would be dropped (E218).
    private static func takingOneForm(_ property: [String: JSONValue]) -> [String: JSONValue] {
        guard case .array(let forms)? = property["anyOf"] else { preconditionFailure("concreteDimension is a choice or a mapping") }
        var property = property
        property["anyOf"] = .array(forms.map { form in
            guard case .object(var mapping) = form, mapping["properties"] != nil else { return form }
            mapping["minProperties"] = .number(1)
            mapping["maxProperties"] = .number(1)
            return .object(mapping)
        })
        return property
    }

    /// A length written as text: `"<n>pt"`, or `"<n>%"` up to the percent form's maximum (100),
    /// as `LengthText.parse` reads them (ASCII digits, at most one point inside; leading zeros allowed).
    static var lengthTextPattern: String {
        let maximum = LengthGrammar.percent.bounds.maximum!
        let digits = String(Int(maximum)).count
        // Below a power of ten, every number with fewer integral digits than it is in range.
        precondition(maximum == (0..<(digits - 1)).reduce(1.0) { value, _ in value * 10 }, "the percent maximum is a power of ten")
        let decimal = "[0-9]+(\\.[0-9]+)?"
        let percent = "0*(\(Int(maximum))(\\.0+)?|[0-9]{1,\(digits - 1)}(\\.[0-9]+)?)"
        return "^(\(decimal)pt|\(percent)%)$"
    }

    /// A length mapping form in the schema's description: `{percent, of: available|container}`.
    private static func summary(_ form: LengthMappingForm) -> String {
        let companion = form.companion.map { ", \($0.key): " + $0.words.joined(separator: "|") } ?? ""
        return "{\(form.key)\(companion)}"
    }

    /// One mapping form of a length: its number, its companion and `offset`, nothing else.
    static func lengthMapping(_ form: LengthMappingForm) -> JSONValue {
        var properties: [String: JSONValue] = [form.key: .object(schema(of: .number(form.bounds)))]
        var required = [form.key]
        if let companion = form.companion {
            properties[companion.key] = .object(companion.words.count == 1
                ? ["const": .string(companion.words[0])] : ["enum": .array(companion.words.map(JSONValue.string))])
            if companion.isRequired { required.append(companion.key) }
        }
        properties[LengthGrammar.offset] = .object(["type": .string("number")])
        return .object(["type": .string("object"), "properties": .object(properties),
                        "required": .array(required.map(JSONValue.string)), "additionalProperties": .bool(false)])
    }

    /// A constant default as JSON.
    static func json(_ value: SpecValue) -> JSONValue {
        switch value {
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .number(number)
        case .text(let text), .choice(let text): return .string(text)
        case .color(let color):
            guard color.light != color.dark else { return .string(color.light.hexString) }
            return .object([KeyCatalog.colorStyles[0]: .string(color.light.hexString), KeyCatalog.colorStyles[1]: .string(color.dark.hexString)])
        case .length(.points(let points)): return .number(points)
        case .length(.fraction(let fraction)): return .string("\(NumberFormatting.text(fraction * 100))%")
        case .length: return .string("")  // the catalog's constant defaults are points or percentages
        case .mapping: return .object([:])
        }
    }
}
