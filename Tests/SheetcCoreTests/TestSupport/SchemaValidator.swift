import Foundation
import SheetcCore

extension JSONValue: Decodable {
    /// Reads JSON text into a `JSONValue`, telling booleans from numbers as JSONDecoder does on every platform.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let flag = try? container.decode(Bool.self) { self = .bool(flag) }
        else if let number = try? container.decode(Double.self) { self = .number(number) }
        else if let text = try? container.decode(String.self) { self = .string(text) }
        else if let items = try? container.decode([JSONValue].self) { self = .array(items) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    static func parse(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }
}

/// A JSON Schema (2020-12) validator for the keywords sheetc's schemas use: `type`, `enum`,
/// `const`, `properties`, `required`, `additionalProperties`, `patternProperties`, `items`,
/// `minItems`, `maxItems`, `minProperties`, `maxProperties`, `minimum`, `maximum`,
/// `exclusiveMinimum`, `pattern`, `anyOf`, `allOf`, `if`/`then`,
/// `oneOf`, `not`, local `$ref`, the schema `false` and the annotation `examples`. A schema using any other keyword is refused, so the
/// test cannot silently pass over what it does not understand.
struct SchemaValidator {
    let root: JSONValue
    static let known: Set<String> = [
        "$schema", "$defs", "$ref", "title", "description", "default", "type", "enum", "const", "properties",
        "required", "additionalProperties", "patternProperties", "items", "minItems", "maxItems", "minimum",
        "maximum", "exclusiveMinimum", "pattern", "anyOf", "oneOf", "not", "propertyNames", "minProperties", "maxProperties",
        "allOf", "if", "then", "examples",
    ]

    /// Problems found in `value`, each with its JSON path; empty when valid.
    func errors(in value: JSONValue) -> [String] {
        var errors: [String] = []
        validate(value, against: root, path: "$", errors: &errors)
        return errors
    }

    private func validate(_ value: JSONValue, against schema: JSONValue, path: String, errors: inout [String]) {
        if schema == .bool(false) { errors.append("\(path): not allowed (false)"); return }
        guard case .object(let keywords) = schema else { return }
        for key in keywords.keys where !Self.known.contains(key) {
            errors.append("\(path): the validator does not know the keyword '\(key)'")
        }
        if case .string(let reference)? = keywords["$ref"] {
            validate(value, against: resolve(reference), path: path, errors: &errors)
        }
        if let type = keywords["type"], !Self.matches(value, type: type) {
            errors.append("\(path): expected type \(type)")
        }
        if case .array(let options)? = keywords["enum"], !options.contains(value) { errors.append("\(path): not in enum") }
        if let constant = keywords["const"], constant != value { errors.append("\(path): not the constant") }
        if case .number(let number) = value {
            if case .number(let minimum)? = keywords["minimum"], number < minimum { errors.append("\(path): below minimum") }
            if case .number(let maximum)? = keywords["maximum"], number > maximum { errors.append("\(path): above maximum") }
            if case .number(let minimum)? = keywords["exclusiveMinimum"], number <= minimum { errors.append("\(path): not above minimum") }
        }
        if case .string(let text) = value, case .string(let pattern)? = keywords["pattern"],
           text.range(of: pattern, options: .regularExpression) == nil {
            errors.append("\(path): does not match \(pattern)")
        }
        if case .array(let items) = value {
            if case .number(let least)? = keywords["minItems"], Double(items.count) < least { errors.append("\(path): too few items") }
            if case .number(let most)? = keywords["maxItems"], Double(items.count) > most { errors.append("\(path): too many items") }
            if let itemSchema = keywords["items"] {
                for (index, item) in items.enumerated() { validate(item, against: itemSchema, path: "\(path)[\(index)]", errors: &errors) }
            }
        }
        if case .object(let members) = value { validateObject(members, keywords: keywords, path: path, errors: &errors) }
        if case .array(let options)? = keywords["anyOf"], !options.contains(where: { passes(value, $0) }) {
            errors.append("\(path): matches none of anyOf")
        }
        if case .array(let options)? = keywords["oneOf"], options.filter({ passes(value, $0) }).count != 1 {
            errors.append("\(path): does not match exactly one of oneOf")
        }
        if let negated = keywords["not"], passes(value, negated) { errors.append("\(path): matches 'not'") }
        if case .array(let all)? = keywords["allOf"] {
            for schema in all { validate(value, against: schema, path: path, errors: &errors) }
        }
        if let condition = keywords["if"], let then = keywords["then"], passes(value, condition) {
            validate(value, against: then, path: path, errors: &errors)
        }
    }

    private func validateObject(_ members: [String: JSONValue], keywords: [String: JSONValue], path: String, errors: inout [String]) {
        var properties: [String: JSONValue] = [:]
        if case .object(let declared)? = keywords["properties"] { properties = declared }
        if case .number(let least)? = keywords["minProperties"], Double(members.count) < least { errors.append("\(path): too few members") }
        if case .number(let most)? = keywords["maxProperties"], Double(members.count) > most { errors.append("\(path): too many members") }
        if case .array(let required)? = keywords["required"] {
            for case .string(let name) in required where members[name] == nil { errors.append("\(path): missing '\(name)'") }
        }
        var patterns: [String: JSONValue] = [:]
        if case .object(let declared)? = keywords["patternProperties"] { patterns = declared }
        for (name, member) in members {
            if let names = keywords["propertyNames"] {
                var nameErrors: [String] = []
                validate(.string(name), against: names, path: "\(path) name '\(name)'", errors: &nameErrors)
                errors += nameErrors
            }
            if let schema = properties[name] {
                validate(member, against: schema, path: "\(path).\(name)", errors: &errors)
            } else if let match = patterns.first(where: { name.range(of: $0.key, options: .regularExpression) != nil }) {
                validate(member, against: match.value, path: "\(path).\(name)", errors: &errors)
            } else if keywords["additionalProperties"] == .bool(false) {
                errors.append("\(path): unexpected '\(name)'")
            } else if let schema = keywords["additionalProperties"], schema != .bool(true) {
                validate(member, against: schema, path: "\(path).\(name)", errors: &errors)
            }
        }
    }

    private func passes(_ value: JSONValue, _ schema: JSONValue) -> Bool {
        var errors: [String] = []
        validate(value, against: schema, path: "$", errors: &errors)
        return errors.isEmpty
    }

    private func resolve(_ reference: String) -> JSONValue {
        var node = root
        for part in reference.dropFirst(2).split(separator: "/") {
            guard case .object(let members) = node, let next = members[String(part)] else { return .bool(false) }
            node = next
        }
        return node
    }

    private static func matches(_ value: JSONValue, type: JSONValue) -> Bool {
        switch type {
        case .array(let types): return types.contains { matches(value, type: $0) }
        case .string(let name):
            switch (name, value) {
            case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number):
                return true
            case ("integer", .number(let number)): return number == number.rounded()
            default: return false
            }
        default: return false
        }
    }
}
