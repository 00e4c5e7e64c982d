/// Resolves plain scalars the way YAML 1.2's core schema does — with one
/// deliberate difference: YAML 1.1's `yes`/`no`/`on`/`off` are kept apart so
/// the checker can refuse them with a fix instead of guessing a boolean.
enum ScalarResolver {
    static func resolve(_ text: String, isPlain: Bool, tag: String?) -> YAMLScalar.Value {
        if tag == "tag:yaml.org,2002:str" || tag == "!" || !isPlain { return .string(text) }
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF": return .yaml11Boolean(text)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
        case ".nan", ".NaN", ".NAN": return .number(.nan)
        default: break
        }
        if let number = number(text) { return .number(number) }
        return .string(text)
    }

    /// Core-schema integers (decimal, `0o`, `0x`) and floats; `nil` for anything else.
    private static func number(_ text: String) -> Double? {
        let scalars = Array(text.unicodeScalars)
        if scalars.count > 2, scalars[0] == "0", scalars[1] == "x" || scalars[1] == "o" {
            let digits = String(String.UnicodeScalarView(scalars[2...]))
            return UInt64(digits, radix: scalars[1] == "x" ? 16 : 8).map { Double($0) }
        }
        // [-+]? ( \.[0-9]+ | [0-9]+ ( \.[0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
        var index = 0
        func digits() -> Int {
            let begin = index
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            return index - begin
        }
        if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
        let integral = digits()
        var fractional = 0
        if index < scalars.count, scalars[index] == "." {
            index += 1
            fractional = digits()
        }
        guard integral > 0 || fractional > 0 else { return nil }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            index += 1
            if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
            guard digits() > 0 else { return nil }
        }
        guard index == scalars.count else { return nil }
        return Double(text)
    }
}
