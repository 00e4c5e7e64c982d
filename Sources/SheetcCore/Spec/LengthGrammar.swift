import SheetRuntime

/// One way to write a length as a mapping (docs/language.md#lengths): `{percent: p, of: …}`,
/// `{fromTop: n}` or `{points: n, above: safeArea}`, each with an optional signed `offset`.
///
/// `LengthGrammar` lists them: the decoder reads their keys and words from there, and the
/// checker's messages, the JSON Schema and the reference spell them from there.
public struct LengthMappingForm: Sendable {
    /// The key that names the form and holds its number.
    public let key: String
    /// What the number may be.
    public let bounds: NumberBounds
    /// The key that goes with the number, if any.
    public let companion: Companion?
    /// The number as the reference writes it (`p`, `n`).
    public let placeholder: String
    /// An example, as help texts show it.
    public let example: String
    /// What the form means, for the reference.
    public let meaning: String

    /// A key beside the number that picks one of a few words (`of: available | container`).
    public struct Companion: Sendable {
        public let key: String
        public let words: [String]
        public let isRequired: Bool
    }

    /// The form written with `value` and, when it has one, the companion's `word`.
    func spelled(_ value: Double, _ word: String? = nil) -> String {
        let companion = if let key = self.companion?.key, let word { ", \(key): \(word)" } else { "" }
        return "{\(key): \(NumberFormatting.text(value))\(companion)}"
    }
}

/// The length mappings and the other keys a length written as a mapping may hold.
public enum LengthGrammar {
    public static let percent = LengthMappingForm(
        key: "percent", bounds: NumberBounds(minimum: 0, minimumIsExclusive: false, maximum: 100),
        companion: .init(key: "of", words: ["available", "container"], isRequired: true), placeholder: "p",
        example: "{percent: 75, of: container}",
        meaning: "of the available height, or of the whole container, as `UIScreen` bounds")
    public static let fromTop = LengthMappingForm(
        key: "fromTop", bounds: .nonNegative, companion: nil, placeholder: "n", example: "{fromTop: 400}",
        meaning: "the card's top n points below the top safe-area edge")
    public static let points = LengthMappingForm(
        key: "points", bounds: .nonNegative, companion: .init(key: "above", words: ["safeArea"], isRequired: false),
        placeholder: "n", example: "{points: 70, above: safeArea}", meaning: "n points above the bottom safe-area edge")

    /// The largest percentage, as messages write it ("100%").
    static let percentLimit = "\(NumberFormatting.text(percent.bounds.maximum ?? 100))%"

    /// The forms, in the order messages list them.
    public static let forms = [percent, fromTop, points]
    /// The signed distance any form may add.
    public static let offset = "offset"
    /// A state's height that follows its content (docs/language.md#states), and its bounds.
    public static let fit = "fit"
    public static let fitBounds = ["min", "max"]
    /// The system sheet's own detents, as a state's height (`target: system` only).
    public static let medium = SheetLength.SystemDetent.medium.rawValue
    public static let large = SheetLength.SystemDetent.large.rawValue

    /// Every key a length mapping may hold, for "did you mean" and help.
    static let keys: [String] = forms.flatMap { [$0.key] + ($0.companion.map { [$0.key] } ?? []) } + [offset, fit]

    /// The form whose number is at `key`.
    static func form(named key: String) -> LengthMappingForm? {
        forms.first { $0.key == key }
    }

    /// The form whose companion is at `key`.
    static func form(withCompanion key: String) -> LengthMappingForm? {
        forms.first { $0.companion?.key == key }
    }

    /// "'percent', 'fromTop' or 'points'".
    static var formList: String {
        let names = forms.map { "'\($0.key)'" }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// The length a valid mapping means: `form`'s number, its companion's word, and the offset.
    static func length(_ form: LengthMappingForm, _ value: Double, word: String?, offset: Double?) -> SheetLength {
        let base: SheetLength
        switch form.key {
        case percent.key: base = word == "container" ? .fractionOfContainer(value / 100) : .fraction(value / 100)
        case fromTop.key: base = .fromTop(value)
        default: base = word == "safeArea" ? .aboveSafeArea(value) : .points(value)
        }
        if let offset, offset != 0 { return .offset(base, by: offset) }
        return base
    }

    /// A length as the spec writes it: `320pt`, `50%`, `{fromTop: 400, offset: -20}`.
    static func spelling(of length: SheetLength) -> String {
        switch length {
        case .points(let value): return "\(NumberFormatting.text(value))pt"
        case .fraction(let value): return "\(NumberFormatting.text(value * 100))%"
        case .fractionOfContainer(let value): return percent.spelled(value * 100, "container")
        case .fromTop(let value): return fromTop.spelled(value)
        case .aboveSafeArea(let value): return points.spelled(value, "safeArea")
        case .offset(let base, let distance):
            // An offset is written in a mapping: `{percent: p, of: available}` is kept as "p%",
            // which is spelled as its mapping here so the offset has one to go in.
            let mapped: String
            if case .fraction(let value) = base { mapped = percent.spelled(value * 100, "available") } else { mapped = spelling(of: base) }
            return String(mapped.dropLast()) + ", \(offset): \(NumberFormatting.text(distance))}"
        case .half(let base): return "half of \(spelling(of: base))"
        case .system(let detent): return detent.rawValue
        case .fit(let min, let max):
            return "\(fit) (min \(spelling(of: min)), max \(max.map(spelling(of:)) ?? "the highest allowed height"))"
        }
    }
}

/// The string forms of a length: `"<n>pt"` and `"<n>%"`.
enum LengthText {
    enum Parsed: Equatable {
        case points(Double)
        case percent(Double)
    }

    /// `nil` unless `bytes` (UTF-8) are a non-negative decimal number — ASCII digits with at most
    /// one point inside (`12`, `12.5`; not `12.`, `.5` or `1.2.3`) — directly followed by `pt` or `%`.
    static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Parsed? {
        let text = Array(bytes)
        let number: ArraySlice<UInt8>
        let isPercent: Bool
        if text.count > 2, text.suffix(2).elementsEqual("pt".utf8) {
            (number, isPercent) = (text.dropLast(2), false)
        } else if text.count > 1, text.last == UInt8(ascii: "%") {
            (number, isPercent) = (text.dropLast(1), true)
        } else {
            return nil
        }
        var digitsInPart = 0, points = 0
        for byte in number {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digitsInPart += 1
            } else if byte == UInt8(ascii: "."), digitsInPart > 0, points == 0 {
                points += 1
                digitsInPart = 0
            } else {
                return nil
            }
        }
        guard digitsInPart > 0, let value = Double(String(decoding: number, as: UTF8.self)), value.isFinite else { return nil }
        return isPercent ? .percent(value) : .points(value)
    }
}
