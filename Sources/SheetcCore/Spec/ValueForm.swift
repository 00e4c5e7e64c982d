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
    /// A state's height: a length, or `fit` / `{fit: {min, max}}` (docs/language.md#states), the only
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
    /// The slip a value of this key is commonly written with, if one is.
    public var slip: Slip? = nil

    /// A number written in the wrong unit: a percentage for a fraction, milliseconds for seconds.
    public struct Slip: Sendable {
        /// The written value is this many times the meant one (100 for a percentage, 1000 for
        /// milliseconds, 1/1000 for points per millisecond).
        public var factor: Double
        /// The key's unit, for messages ("seconds").
        public var unit: String
        /// What the key takes, said to the user after "did you mean …?".
        public var reason: String
        /// Where the key's values usually lie: a value in bounds outside it (not 0) that the slip
        /// explains is warned about (`W011`); `nil`: only a value out of bounds is.
        public var usual: ClosedRange<Double>?
    }

    public static let any = NumberBounds(minimum: nil, minimumIsExclusive: false, maximum: nil)
    public static let nonNegative = NumberBounds(minimum: 0, minimumIsExclusive: false, maximum: nil)
    public static let positive = NumberBounds(minimum: 0, minimumIsExclusive: true, maximum: nil)
    /// An alpha: a fraction from 0 to 1, often written as a percentage.
    public static let alpha = NumberBounds(minimum: 0, minimumIsExclusive: false, maximum: 1,
        slip: Slip(factor: 100, unit: "", reason: "alpha is a fraction from 0 to 1, not a percentage", usual: 0.05...1))
    /// A spring's damping ratio: 0.05 <= d <= 1. Below 0.05 (SwiftUI's bounce above 0.95) a spring
    /// rings for minutes, and towards 0 never settles at all.
    public static let damping = NumberBounds(minimum: 0.05, minimumIsExclusive: false, maximum: 1)
    /// A move's duration in seconds: above 0, at most 10 minutes (a spring's frequency is 2π over
    /// it, and a longer one never settles in any useful time); above 5 s it is probably milliseconds.
    public static let duration = NumberBounds(minimum: 0, minimumIsExclusive: true, maximum: 600,
        slip: Slip(factor: 1000, unit: "seconds", reason: "durations are in seconds, not milliseconds", usual: 0...5))
    /// A spring's initial velocity, in fractions of the distance per second.
    public static let springVelocity = NumberBounds(minimum: -1000, minimumIsExclusive: false, maximum: 1000)
    /// A release velocity threshold in points per second: below 10 pt/s it is probably points per millisecond.
    public static let velocityThreshold = NumberBounds(minimum: 0, minimumIsExclusive: true, maximum: nil,
        slip: Slip(factor: 1.0 / 1000, unit: "points per second", reason: "velocities are in points per second", usual: 10...Double.greatestFiniteMagnitude))
    /// `snapVelocity`: as `velocityThreshold`, and 0 (any motion snaps) allowed.
    public static let snapVelocity = NumberBounds(minimum: 0, minimumIsExclusive: false, maximum: nil, slip: velocityThreshold.slip)
    /// `placement.float.margin`: a gap of 0 to 40 points (wider, a card no longer reads as one floating over the screen's edges).
    public static let floatMargin = NumberBounds(minimum: 0, minimumIsExclusive: false, maximum: 40)
    /// A radius in points (a corner's, a shadow's blur): 0 to 10,000, more than the longest side of
    /// any screen (Apple's largest is about 3,000 points wide). Past that a radius draws no
    /// differently, and from about 1e305 the arithmetic of the corners overflows and the card is
    /// drawn square.
    public static let radius = NumberBounds(minimum: 0, minimumIsExclusive: false, maximum: 10_000)
    /// A card's largest width in points: at least 1 (a narrower card could not be seen or touched).
    public static let width = NumberBounds(minimum: 1, minimumIsExclusive: false, maximum: nil)

    public func contains(_ value: Double) -> Bool {
        if let minimum, minimumIsExclusive ? value <= minimum : value < minimum { return false }
        if let maximum, value > maximum { return false }
        return true
    }

    /// "did you mean 0.7? …" when `value` divided by the slip's factor is in bounds (and usual).
    func likelySlip(for value: Double) -> String? {
        guard let slip, value != 0 else { return nil }
        let meant = value / slip.factor
        guard contains(meant), slip.usual?.contains(meant) ?? true else { return nil }
        return "did you mean \(NumberFormatting.text(meant))? \(slip.reason)"
    }

    /// Whether `value`, in bounds, is outside where this key's values usually lie and the slip explains it.
    func isUnusual(_ value: Double) -> Bool {
        guard let usual = slip?.usual, value != 0, !usual.contains(value) else { return false }
        return likelySlip(for: value) != nil
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
