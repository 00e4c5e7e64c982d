import SheetRuntime

/// The JSON Schema (draft 2020-12) of the spec language, derived from `KeyCatalog`
/// so editors (through `# yaml-language-server: $schema=`) see exactly the keys the decoder accepts.
public enum SpecSchema {
    /// The schema document; `Schemas/sheet-spec.schema.json` holds these exact bytes.
    public static func document() -> JSONValue {
        var root = object(KeyCatalog.topLevel)
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
                    .object(["type": .string("string"), "pattern": .string("^[0-9]+(\\.[0-9]+)?(pt|%)$")]),
                ] + LengthGrammar.forms.map(lengthMapping)),
            ]),
            "stateHeight": .object([
                "description": .string("A state's height: a length, fit (as tall as the content) or {fit: {min, max}}."),
                "anyOf": .array([
                    .object(["$ref": .string("#/$defs/length")]),
                    .object(["const": .string(LengthGrammar.fit)]),
                    .object(["type": .string("object"), "required": .array([.string(LengthGrammar.fit)]), "additionalProperties": .bool(false),
                             "properties": .object([LengthGrammar.fit: .object([
                                 "type": .string("object"), "additionalProperties": .bool(false),
                                 "properties": .object(Dictionary(uniqueKeysWithValues: LengthGrammar.fitBounds.map { ($0, JSONValue.object(["$ref": .string("#/$defs/length")])) })),
                             ])])]),
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
        return .object(root)
    }

    private static func object(_ entries: [KeyEntry]) -> [String: JSONValue] {
        var properties: [String: JSONValue] = [:]
        for entry in entries {
            var property = schema(of: entry.form)
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
        case .text: return ["type": .string("string")]
        case .boolean: return ["type": .string("boolean")]
        case .length: return ["$ref": .string("#/$defs/length")]
        case .stateHeight: return ["$ref": .string("#/$defs/stateHeight")]
        case .stateMap(let form):
            return ["type": .string("object"),
                    "propertyNames": .object(["pattern": .string("^[a-z][A-Za-z0-9]{0,\(KeyCatalog.maxStateNameLength - 1)}$")]),
                    "additionalProperties": .object(schema(of: form))]
        case .color: return ["$ref": .string("#/$defs/color")]
        case .number(let bounds):
            var result: [String: JSONValue] = ["type": .string("number")]
            if let minimum = bounds.minimum {
                result[bounds.minimumIsExclusive ? "exclusiveMinimum" : "minimum"] = .number(minimum)
            }
            if let maximum = bounds.maximum { result["maximum"] = .number(maximum) }
            return result
        case .choice(let names): return ["enum": .array(names.map(JSONValue.string))]
        case .stateName: return ["enum": .array(KeyCatalog.segmentedStates.map(JSONValue.string))]
        case .mapping(let entries): return object(entries)
        case .either(let forms): return ["anyOf": .array(forms.map { .object(schema(of: $0)) })]
        }
    }

    /// A length mapping form in the schema's description: `{percent, of: available|container}`.
    private static func summary(_ form: LengthMappingForm) -> String {
        let companion = form.companion.map { ", \($0.key): " + $0.words.joined(separator: "|") } ?? ""
        return "{\(form.key)\(companion)}"
    }

    /// One mapping form of a length: its number, its companion and `offset`, nothing else.
    private static func lengthMapping(_ form: LengthMappingForm) -> JSONValue {
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
