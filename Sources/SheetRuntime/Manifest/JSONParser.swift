/// A parsed JSON value.
indirect enum JSONNode {
    case null
    case bool(Bool)
    case number(Double)
    case string([UInt8])
    case array([JSONNode])
    case object([(key: [UInt8], value: JSONNode)])
}

/// RFC 8259 JSON, strictly: one value, whitespace around it, nothing else; at most 64 levels.
struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func document() throws(ManifestReader.Failure) -> JSONNode {
        // A UTF-8 byte order mark is allowed before the value, as JSONDecoder allows it.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        let value = try self.value()
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected text after the JSON value") }
        return value
    }

    private func failure(_ reason: StaticString) -> ManifestReader.Failure {
        ManifestReader.Failure(reason, offset: index)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    private mutating func value() throws(ManifestReader.Failure) -> JSONNode {
        skipWhitespace()
        guard index < bytes.count else { throw failure("unexpected end of the JSON text") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try stringBytes())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func literal(_ word: StaticString) throws(ManifestReader.Failure) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw failure("unexpected end of the JSON text") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            throw failure("unexpected character")
        }
        index += count
    }

    private mutating func nest() throws(ManifestReader.Failure) {
        depth += 1
        guard depth <= 64 else { throw failure("JSON nested deeper than 64 levels") }
    }

    private mutating func object() throws(ManifestReader.Failure) -> JSONNode {
        try nest()
        index += 1
        var members: [(key: [UInt8], value: JSONNode)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let key = try stringBytes()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':'") }
            index += 1
            members.append((key, try value()))
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of the JSON text") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "}") else { throw failure("expected ',' or '}'") }
            index += 1
            depth -= 1
            return .object(members)
        }
    }

    private mutating func array() throws(ManifestReader.Failure) -> JSONNode {
        try nest()
        index += 1
        var values: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(values)
        }
        while true {
            values.append(try value())
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of the JSON text") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "]") else { throw failure("expected ',' or ']'") }
            index += 1
            depth -= 1
            return .array(values)
        }
    }

    private mutating func stringBytes() throws(ManifestReader.Failure) -> [UInt8] {
        index += 1
        var text: [UInt8] = []
        while true {
            guard index < bytes.count else { throw failure("unterminated string") }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return text
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw failure("unterminated string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if scalar >= 0xD800, scalar < 0xDC00 {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw failure("unpaired surrogate")
                        }
                        index += 2
                        let low = try hex4()
                        guard low >= 0xDC00, low < 0xE000 else { throw failure("unpaired surrogate") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if scalar >= 0xDC00, scalar < 0xE000 {
                        throw failure("unpaired surrogate")
                    }
                    Self.appendUTF8(scalar, to: &text)
                default:
                    throw failure("unknown escape")
                }
            case 0..<0x20:
                throw failure("control character in a string")
            default:
                text.append(byte)
            }
        }
    }

    private mutating func hex4() throws(ManifestReader.Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("unterminated string") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("expected a hex digit")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func appendUTF8(_ scalar: UInt32, to text: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            text.append(UInt8(scalar))
        case 0x80..<0x800:
            text.append(UInt8(0xC0 | scalar >> 6))
            text.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            text.append(UInt8(0xE0 | scalar >> 12))
            text.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            text.append(UInt8(0x80 | scalar & 0x3F))
        default:
            text.append(UInt8(0xF0 | scalar >> 18))
            text.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            text.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            text.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// A number as RFC 8259 spells it; its value is the standard library's correctly rounded parse.
    private mutating func number() throws(ManifestReader.Failure) -> Double {
        let start = index
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected a value") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected a digit") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected a digit") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        #if hasFeature(Embedded)
        // The C library's correctly rounded `strtod` (what `Double(String)` calls there), on the
        // bytes themselves: the syntax above was checked, so it reads them all.
        var text = Array(bytes[start..<index])
        text.append(0)
        let value = text.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { strtod($0, nil) }
        }
        guard value.isFinite else { throw failure("number out of range") }
        #else
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw failure("number out of range") }
        #endif
        return value
    }
}
