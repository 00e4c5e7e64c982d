/// Resolves plain scalars the way YAML 1.2's core schema does — with one
/// deliberate difference: YAML 1.1's `yes`/`no`/`on`/`off` are kept apart so
/// the checker can refuse them with a fix instead of guessing a boolean.
///
/// Every scalar of every file passes through here, so it looks at the length and the first byte
/// before comparing whole words: most scalars are names and resolve to strings at once.
enum ScalarResolver {
    /// What the text in `bytes` resolves to; read as bytes, so no string is made for a scalar
    /// that is a number, a boolean or null. `tagKeepsText`: the scalar is tagged `!!str` or `!`.
    static func resolve(_ bytes: UnsafeBufferPointer<UInt8>, isPlain: Bool, tagKeepsText: Bool) -> YAMLScalar.Value {
        guard isPlain, !tagKeepsText else { return .string }
        guard let first = bytes.first else { return .null }
        // The words below are at most five letters: longer text starting with a letter is a string.
        if bytes.count > 5, first >= UInt8(ascii: "A") { return .string }
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            if isOne(of: ["~", "null", "Null", "NULL"], bytes) { return .null }
            if isOne(of: ["no", "No", "NO"], bytes) { return .yaml11Boolean }
            return .string
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            if isOne(of: ["true", "True", "TRUE"], bytes) { return .bool(true) }
            if isOne(of: ["false", "False", "FALSE"], bytes) { return .bool(false) }
            return .string
        case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "o"), UInt8(ascii: "O"):
            return isOne(of: ["yes", "Yes", "YES", "on", "On", "ON", "off", "Off", "OFF"], bytes) ? .yaml11Boolean : .string
        case UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
            if let special = specialFloat(bytes) { return .number(special) }
            fallthrough
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            // Text starting with a digit is compared with no spelling of infinity: that would
            // cost more than reading the number.
            return number(bytes).map { .number($0) } ?? .string
        default:
            return .string
        }
    }

    /// Whether `bytes` spell one of `words`.
    private static func isOne(of words: [StaticString], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        words.contains { word in
            word.utf8CodeUnitCount == bytes.count && memcmpEqual(word.utf8Start, bytes.baseAddress!, bytes.count)
        }
    }

    private static func memcmpEqual(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        for offset in 0..<count where left[offset] != right[offset] { return false }
        return true
    }

    /// The core schema's spellings of infinity and not-a-number.
    private static func specialFloat(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        if isOne(of: [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"], bytes) { return .infinity }
        if isOne(of: ["-.inf", "-.Inf", "-.INF"], bytes) { return -.infinity }
        if isOne(of: [".nan", ".NaN", ".NAN"], bytes) { return .nan }
        return nil
    }

    /// Core-schema integers (decimal, `0o`, `0x`) and floats; `nil` for anything else.
    /// Only what the short path cannot read becomes a string, for the standard library to parse.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] == UInt8(ascii: "x") || bytes[1] == UInt8(ascii: "o") {
            // Dropping two characters, not two bytes, as the text was always read.
            let text = String(decoding: bytes, as: UTF8.self)
            return UInt64(text.dropFirst(2), radix: bytes[1] == UInt8(ascii: "x") ? 16 : 8).map { Double($0) }
        }
        if let exact = shortDecimal(bytes) { return exact }
        guard isDecimal(bytes) else { return nil }
        return Double(String(decoding: bytes, as: UTF8.self))
    }

    /// Powers of ten a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...15).map { power in
        (0..<power).reduce(1.0) { value, _ in value * 10 }
    }

    /// The value of `[-+]? [0-9]+ ( \. [0-9]* )?` with at most 15 digits, computed without
    /// `strtod` (specs are full of short numbers, and `strtod` is costly for each);
    /// `nil` for anything else, which `Double(_:)` reads.
    ///
    /// The result is the one `strtod` gives, bit for bit: the digits make an integer below 2^53
    /// and the divisor a power of ten below 10^16, both exact in a `Double`, and one IEEE division
    /// of exact operands is correctly rounded (Clinger's fast path).
    private static func shortDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            index = 1
        }
        var mantissa: UInt64 = 0, digits = 0, fractionDigits = 0, integralDigits = 0
        var seenPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if seenPoint { fractionDigits += 1 } else { integralDigits += 1 }
            } else {
                return nil  // an exponent, or not a number
            }
            index += 1
        }
        guard integralDigits > 0 else { return nil }  // ".5", "-" and "" are left to the full reading
        let magnitude = Double(mantissa) / exactPowersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// Whether `bytes` match `[-+]? ( \.[0-9]+ | [0-9]+ ( \.[0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`.
    private static func isDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func digits() -> Int {
            let begin = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return index - begin
        }
        func skipSign() {
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        }
        skipSign()
        let integral = digits()
        var fractional = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractional = digits()
        }
        guard integral > 0 || fractional > 0 else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            skipSign()
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}
