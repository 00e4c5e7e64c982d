import SheetRuntime

/// The form a key's value takes in the spec language.
public indirect enum ValueForm: Sendable {
    /// The language version: the integer 1.
    case version
    /// An UpperCamelCase Swift identifier (the sheet's name).
    case identifier
    /// Free text.
    case text
    /// `true` or `false`.
    case boolean
    /// `<length>`: a number of points, `"<n>pt"` or `"<n>%"`.
    case length
    /// A state's height: a length, or `fit` / `{fit: {min, max}}` (spec-language §7), the only
    /// place a length may follow the content.
    case stateHeight
    /// `"#RRGGBB"` or `"#RRGGBBAA"`.
    case color
    /// A number within bounds.
    case number(NumberBounds)
    /// One of a fixed set of names.
    case choice([String])
    /// The name of one of the sheet's states (which states exist is checked across keys).
    case stateName
    /// A mapping from the sheet's state names to values of a form (`states`, `boundaries`):
    /// its keys are names the spec chooses, in the order written.
    case stateMap(ValueForm)
    /// A mapping with its own keys.
    case mapping([KeyEntry])
    /// Any one of several forms, told apart by the kind of YAML node written.
    case either([ValueForm])

    /// How the form is named in messages ("a length", "true or false").
    public var summary: String {
        switch self {
        case .version: return "the number 1"
        case .identifier: return "an UpperCamelCase name"
        case .text: return "a string"
        case .boolean: return "true or false"
        case .length: return "a length (points, \"<n>pt\" or \"<n>%\")"
        case .stateHeight: return "a length (points, \"<n>pt\" or \"<n>%\"), fit or {fit: {min, max}}"
        case .color: return "a colour (\"#RRGGBB\" or \"#RRGGBBAA\", or {light: …, dark: …})"
        case .number(let bounds): return "a number \(bounds.summary)"
        case .choice(let names): return "one of " + names.joined(separator: ", ")
        case .stateName: return "a state name"
        case .stateMap(let form): return "a mapping of state names, each to \(form.summary)"
        case .mapping: return "a mapping"
        case .either(let forms): return forms.map(\.summary).joined(separator: " or ")
        }
    }
}

/// Bounds on a number; `nil` is unbounded on that side.
public struct NumberBounds: Sendable {
    public var minimum: Double?
    public var minimumIsExclusive: Bool
    public var maximum: Double?

    public static let any = NumberBounds(minimum: nil, minimumIsExclusive: false, maximum: nil)
    public static let nonNegative = NumberBounds(minimum: 0, minimumIsExclusive: false, maximum: nil)
    public static let positive = NumberBounds(minimum: 0, minimumIsExclusive: true, maximum: nil)
    public static let unitInterval = NumberBounds(minimum: 0, minimumIsExclusive: false, maximum: 1)
    /// 0 < d <= 1, a spring's damping ratio.
    public static let damping = NumberBounds(minimum: 0, minimumIsExclusive: true, maximum: 1)

    public func contains(_ value: Double) -> Bool {
        if let minimum, minimumIsExclusive ? value <= minimum : value < minimum { return false }
        if let maximum, value > maximum { return false }
        return true
    }

    public var summary: String {
        switch (minimum, maximum) {
        case (nil, nil): return ""
        case (let low?, nil): return minimumIsExclusive ? "> \(NumberFormatting.text(low))" : ">= \(NumberFormatting.text(low))"
        case (nil, let high?): return "<= \(NumberFormatting.text(high))"
        case (let low?, let high?):
            return minimumIsExclusive ? "> \(NumberFormatting.text(low)) and <= \(NumberFormatting.text(high))" : "from \(NumberFormatting.text(low)) to \(NumberFormatting.text(high))"
        }
    }
}

/// One key of the spec language: its name, form, default and meaning.
public struct KeyEntry: Sendable {
    public var name: String
    public var form: ValueForm
    /// The default value, when it is a constant.
    public var defaultValue: SpecValue?
    /// The default, when it is derived from other keys ("half the lowest visible state").
    public var derivedDefault: String?
    public var isRequired: Bool
    /// One line for the reference and the JSON Schema.
    public var doc: String

    public init(
        _ name: String, _ form: ValueForm, default defaultValue: SpecValue? = nil, derivedDefault: String? = nil,
        required: Bool = false, _ doc: String
    ) {
        self.name = name
        self.form = form
        self.defaultValue = defaultValue
        self.derivedDefault = derivedDefault
        self.isRequired = required
        self.doc = doc
    }
}
