import SheetRuntime

/// The schema's condition on `target: system`: beside it, only the keys and forms the system's
/// sheet honours (`KeyCatalog.systemSheetKeys`), so an editor flags what `sheetc` refuses (`E230`).
/// The pairing rules (`E231`) compare two values and stay the checker's.
extension SpecSchema {
    /// The words of a length mapping the system cannot measure (`SystemDetents` has no value for
    /// `{percent: p, of: container}`: the system gives no screen size).
    static let unmeasurableLengthWords: Set<String> = ["container"]

    /// `root` with `allOf: [{if: target is system, then: …}]` and the lengths the system measures
    /// in `$defs/systemLength`.
    static func withSystemSheetCondition(_ root: [String: JSONValue]) -> [String: JSONValue] {
        var root = root
        guard case .object(var defs)? = root["$defs"] else { preconditionFailure("the schema has $defs") }
        defs["systemLength"] = systemLength
        root["$defs"] = .object(defs)
        let target = KeyCatalog.index(of: "target").map { KeyCatalog.allEntries[$0].entry.name } ?? "target"
        root["allOf"] = .array([.object([
            "if": .object(["properties": .object([target: .object(["const": .string(SheetConfiguration.Target.system.rawValue)])]),
                           "required": .array([.string(target)])]),
            "then": .object(["properties": .object(restrictions(KeyCatalog.topLevel, prefix: ""))]),
        ])])
        return root
    }

    /// A length the system sheet measures: as `$defs/length`, without the unmeasurable words.
    private static var systemLength: JSONValue {
        let mappings = LengthGrammar.forms.map { form -> JSONValue in
            guard let companion = form.companion, companion.words.contains(where: unmeasurableLengthWords.contains) else { return lengthMapping(form) }
            guard case .object(var mapping) = lengthMapping(form), case .object(var properties)? = mapping["properties"] else { return lengthMapping(form) }
            let words = companion.words.filter { !unmeasurableLengthWords.contains($0) }
            properties[companion.key] = .object(words.count == 1 ? ["const": .string(words[0])] : ["enum": .array(words.map(JSONValue.string))])
            mapping["properties"] = .object(properties)
            return .object(mapping)
        }
        return .object([
            "description": .string("A length the system sheet measures (target: system): points, \"<n>pt\", \"<n>%\" of the largest detent, or a mapping other than a percentage of the container."),
            "anyOf": .array([
                .object(["type": .string("number"), "minimum": .number(0)]),
                .object(["type": .string("string"), "pattern": .string(lengthTextPattern)]),
            ] + mappings),
        ])
    }

    /// What each key of `entries` may be beside `target: system`, by name (keys with nothing to
    /// restrict left out).
    private static func restrictions(_ entries: [KeyEntry], prefix: String) -> [String: JSONValue] {
        var properties: [String: JSONValue] = [:]
        for entry in entries {
            let path = prefix + entry.name
            guard let index = KeyCatalog.index(of: path) else { continue }
            switch KeyCatalog.systemSheetSupport(at: index) {
            case .unsupported: properties[entry.name] = .bool(false)
            case .onlyBoolean: properties[entry.name] = .object(["type": .string("boolean")])
            case .onlyNumber: properties[entry.name] = .object(["type": .string("number")])
            case .honoured, .paired:
                if let restricted = heightRestriction(entry.form) {
                    properties[entry.name] = .object(restricted)
                } else if let children = entry.form.mappingEntries {
                    let nested = restrictions(children, prefix: path + ".")
                    if !nested.isEmpty { properties[entry.name] = .object(["properties": .object(nested)]) }
                }
            }
        }
        return properties
    }

    /// A height's form beside `target: system`: a length the system measures, never `fit`.
    private static func heightRestriction(_ form: ValueForm) -> [String: JSONValue]? {
        switch form {
        case .length, .stateHeight: return ["$ref": .string("#/$defs/systemLength")]
        // A named state may also rest at the system's own detent.
        case .stateMap(.stateHeight): return ["additionalProperties": .object(["anyOf": .array([
            .object(["$ref": .string("#/$defs/systemLength")]),
            .object(["enum": .array([.string(LengthGrammar.medium), .string(LengthGrammar.large)])]),
        ])])]
        case .either(let forms) where forms.contains(where: { if case .choice(let names) = $0 { names.contains(LengthGrammar.fit) } else { false } }):
            // `concreteDimension`: a preset, or `{custom: <length>}`; `fit` and `{fit: …}` refused.
            var custom: [String: JSONValue] = [:]
            for case .mapping(let entries) in forms {
                for entry in entries { custom[entry.name] = heightRestriction(entry.form).map(JSONValue.object) ?? .bool(false) }
            }
            return ["not": .object(["const": .string(LengthGrammar.fit)]), "properties": .object(custom)]
        default: return nil
        }
    }
}
