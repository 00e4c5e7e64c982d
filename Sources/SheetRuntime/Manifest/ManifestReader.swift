/// Reads a manifest (`S.json`) into a `SheetConfiguration` without Foundation or `Codable`.
///
/// Where there is Foundation, `JSONDecoder` reads a manifest through the model's `Codable`
/// conformance; this reader gives the same value from the same bytes where there is none —
/// the browser playground's WebAssembly build of SheetRuntime (Embedded Swift) reads the
/// manifest the page carries through it. Both walk the records' own field lists
/// (`ManifestRecord`), and a test holds the two to each other on every Sample. It accepts what `JSONDecoder` accepts for a manifest: keys in any order, unknown
/// keys ignored, `null` or a missing key for an optional value.
public enum ManifestReader {
    /// Why a manifest could not be read.
    public struct Failure: Error, Sendable {
        /// What is wrong (`"expected a number"`, `"missing key"`).
        public var reason: StaticString
        /// The key it concerns, where there is one (else empty).
        public var key: StaticString
        /// The object it concerns (`"thresholds"`), or the JSON text itself.
        public var place: StaticString
        /// For a JSON syntax error, the byte offset where it is; else -1.
        public var offset: Int

        /// A failure; the pieces stay static text so that reading a manifest builds no string until one is shown.
        public init(_ reason: StaticString, key: StaticString = "", in place: StaticString = "the JSON text", offset: Int = -1) {
            self.reason = reason
            self.key = key
            self.place = place
            self.offset = offset
        }

        /// What is wrong, in words: `"missing key 'states' in the manifest"`, `"expected ':' at byte 120"`.
        public var message: String { String(decoding: utf8Message, as: UTF8.self) }

        /// `message` as UTF-8, put together from the static pieces without any `String` operation
        /// (the WebAssembly module hands these bytes to the page).
        public var utf8Message: [UInt8] {
            var text: [UInt8] = []
            func append(_ piece: StaticString) {
                text.append(contentsOf: UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
            }
            if key.utf8CodeUnitCount > 0 { append("'"); append(key); append("' in "); append(place); append(": ") }
            else if offset < 0 { append(place); append(": ") }
            append(reason)
            if offset >= 0 {
                append(" at byte ")
                var digits: [UInt8] = []
                var rest = offset
                repeat {
                    digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
                    rest /= 10
                } while rest > 0
                text.append(contentsOf: digits.reversed())
            }
            return text
        }
    }

    /// The configuration the manifest `bytes` (UTF-8 JSON) describes.
    public static func configuration(fromJSON bytes: [UInt8]) throws(Failure) -> SheetConfiguration {
        var parser = JSONParser(bytes: bytes)
        let root = try parser.document()
        return try configuration(root)
    }

    // MARK: - The manifest's shape (each record's `fields`, as for `Codable`)

    private static func configuration(_ node: JSONNode) throws(Failure) -> SheetConfiguration {
        let object = try Object(node, "the manifest")
        let version = try object.integer("manifestVersion")
        guard version == SheetConfiguration.manifestVersion else {
            throw Failure("this manifest version is not supported; this runtime reads version 1", key: "manifestVersion", in: "the manifest")
        }
        return try FieldReader.record(object)
    }

    /// Assigns each field of a record from a JSON object; the first failure is kept and the rest
    /// skipped. Kept lean on purpose: the generic parts are specialised once per record in the
    /// WebAssembly module, whose size has a budget.
    private struct FieldReader: ManifestVisitor {
        let object: Object
        var failure: Failure?

        /// Reads the fields of `record` (a blank, or a field of one) from `node`.
        static func read<Record: ManifestRecord>(_ node: JSONNode, _ what: StaticString, into record: inout Record) throws(Failure) {
            var reader = FieldReader(object: try Object(node, what))
            record.fields(&reader)
            if let failure = reader.failure { throw failure }
        }

        static func record<Record: ManifestRecord>(_ object: Object) throws(Failure) -> Record {
            var reader = FieldReader(object: object)
            var record = Record.manifestBlank
            record.fields(&reader)
            if let failure = reader.failure { throw failure }
            return record
        }

        /// Runs `read` unless a field has failed already, keeping its failure.
        private mutating func attempt(_ read: (Object) throws(Failure) -> Void) {
            guard failure == nil else { return }
            do throws(Failure) { try read(object) } catch { failure = error }
        }

        mutating func field(_ name: StaticString, _ value: inout Double) {
            attempt { (object) throws(Failure) in value = try object.number(name) }
        }
        mutating func field(_ name: StaticString, _ value: inout Double?) {
            attempt { (object) throws(Failure) in value = try object.optionalNumber(name) }
        }
        mutating func field(_ name: StaticString, _ value: inout Bool) {
            attempt { (object) throws(Failure) in value = try object.bool(name) }
        }
        mutating func field(_ name: StaticString, _ value: inout String) {
            attempt { (object) throws(Failure) in value = try object.string(name) }
        }
        mutating func field(_ name: StaticString, _ value: inout String?) {
            attempt { (object) throws(Failure) in value = try object.optionalString(name) }
        }
        mutating func field(_ name: StaticString, _ value: inout SheetColor) {
            attempt { (object) throws(Failure) in value = try object.color(name) }
        }
        mutating func field(_ name: StaticString, _ value: inout SheetLength) {
            attempt { (object) throws(Failure) in value = try length(try object.required(name), name) }
        }
        /// Its two colours read at once, not through a record reader of its own (the module's size has a budget).
        mutating func field(_ name: StaticString, _ value: inout SheetColorPair) {
            attempt { (object) throws(Failure) in
                let pair = try Object(try object.required(name), name)
                value = SheetColorPair(light: try pair.color("light"), dark: try pair.color("dark"))
            }
        }
        mutating func field(_ name: StaticString, _ value: inout [String: SheetLength]) {
            attempt { (object) throws(Failure) in
                value = [:]
                for (key, node) in try Object(try object.required(name), name).members {
                    value[try text(key, key: "", in: name)] = try length(node, name)
                }
            }
        }
        /// A number, or `{"concentric": {"minimum": m}}`.
        mutating func field(_ name: StaticString, _ value: inout Appearance.CornerRadius) {
            attempt { (object) throws(Failure) in
                let node = try object.required(name)
                if case .number(let points) = node { return value = .points(points) }
                let concentric = try Object(try Object(node, name).required("concentric"), name)
                value = .concentric(minimum: try concentric.number("minimum"))
            }
        }
        /// `false`, or `{"margin": m, "attach": "<state>" | "none"}`.
        mutating func field(_ name: StaticString, _ value: inout Placement.Floating?) {
            attempt { (object) throws(Failure) in
                let node = try object.required(name)
                if case .bool(false) = node { return value = nil }
                let floating = try Object(node, name)
                let attach = try floating.bytes("attach")
                value = Placement.Floating(margin: try floating.number("margin"),
                                           attach: Object.equal(attach, "none") ? .never : .state(try text(attach, key: "attach", in: name)))
            }
        }
        mutating func field<Choice: ManifestChoice>(_ name: StaticString, _ value: inout Choice) {
            attempt { (object) throws(Failure) in value = try object.choice(name, Choice.self) }
        }
        mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record) {
            #if hasFeature(Embedded)
            // The playground never speaks, and words in any script would need the Unicode tables
            // the module does without (see `text`): VoiceOver's texts stay blank there.
            if Record.holdsFreeText { return }
            #endif
            attempt { (object) throws(Failure) in try Self.read(try object.required(name), name, into: &value) }
        }
        mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record?) {
            attempt { (object) throws(Failure) in
                value = nil
                guard let node = try object.optional(name) else { return }
                var record = Record.manifestBlank
                try Self.read(node, name, into: &record)
                value = record
            }
        }
        mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout [Record]) {
            attempt { (object) throws(Failure) in
                value = []
                for node in try object.array(name) {
                    var record = Record.manifestBlank
                    try Self.read(node, name, into: &record)
                    value.append(record)
                }
            }
        }
    }

    /// A length (`SheetLength`'s Codable form): `{"points"}` (with `"above": "safeArea"` or not),
    /// `{"fraction"}` (with `"of"` or not), `{"fromTop"}`, any with `"offset"`, or `{"half": <length>}`.
    private static func length(_ node: JSONNode, _ what: StaticString) throws(Failure) -> SheetLength {
        let object = try Object(node, what)
        if let half = try object.optional("half") { return .half(try length(half, what)) }
        let base = try baseLength(object, what)
        if let offset = try object.optionalNumber("offset") { return .offset(base, by: offset) }
        return base
    }

    /// A length object's form, without its offset.
    private static func baseLength(_ object: Object, _ what: StaticString) throws(Failure) -> SheetLength {
        if let fit = try object.optional("fit") {
            let bounds = try Object(fit, what)
            var max: SheetLength?
            if let node = try bounds.optional("max") { max = try length(node, what) }
            return .fit(min: try length(try bounds.required("min"), what), max: max)
        }
        let points = try object.optionalNumber("points")
        let fraction = try object.optionalNumber("fraction")
        let fromTop = try object.optionalNumber("fromTop")
        // `of` and `above` compared as bytes: for these ASCII words (no K, `;` or `` ` ``, the only
        // ASCII a non-ASCII scalar is canonically equivalent to) that is exactly `String`'s `==`.
        let of = try object.optionalBytes("of")
        let above = try object.optionalBytes("above")
        switch (points, fraction, fromTop) {
        case (let value?, nil, nil) where above == nil && of == nil: return .points(value)
        case (let value?, nil, nil) where Object.equal(above, "safeArea") && of == nil: return .aboveSafeArea(value)
        case (nil, let value?, nil) where above == nil && (of == nil || Object.equal(of, "available")): return .fraction(value)
        case (nil, let value?, nil) where above == nil && Object.equal(of, "container"): return .fractionOfContainer(value)
        case (nil, nil, let value?) where above == nil && of == nil: return .fromTop(value)
        default:
            throw Failure("a length is points (above: safeArea or not), fraction (of or not) or fromTop",
                          in: what)
        }
    }

    /// A string value as a `String`. The WebAssembly build reads ASCII text only: it is linked
    /// without the standard library's Unicode normalization tables (scripts/build-wasm.sh), which
    /// comparing and hashing ASCII strings never consults — and every string a manifest from
    /// sheetc holds (names, state names, choices) is ASCII.
    private static func text(_ bytes: [UInt8], key: StaticString, in what: StaticString) throws(Failure) -> String {
        #if hasFeature(Embedded)
        for byte in bytes where byte >= 0x80 {
            throw Failure("must be ASCII text in the WebAssembly playground", key: key, in: what)
        }
        // ASCII is valid UTF-8: no repair to link.
        return String(validating: bytes, as: UTF8.self) ?? ""
        #else
        return String(decoding: bytes, as: UTF8.self)
        #endif
    }

    // MARK: - Objects

    /// A JSON object's members, looked up by key (the first of duplicates).
    private struct Object {
        let members: [(key: [UInt8], value: JSONNode)]
        let what: StaticString

        init(_ node: JSONNode, _ what: StaticString) throws(Failure) {
            guard case .object(let members) = node else { throw Failure("must be an object", in: what) }
            self.members = members
            self.what = what
        }

        /// The member's value; `nil` when the key is missing or its value is `null`.
        func optional(_ key: StaticString) throws(Failure) -> JSONNode? {
            for member in members where Self.equal(member.key, key) {
                if case .null = member.value { return nil }
                return member.value
            }
            return nil
        }

        static func equal(_ bytes: [UInt8]?, _ text: StaticString) -> Bool {
            guard let bytes, bytes.count == text.utf8CodeUnitCount else { return false }
            for index in 0..<bytes.count where bytes[index] != text.utf8Start[index] { return false }
            return true
        }

        func required(_ key: StaticString) throws(Failure) -> JSONNode {
            guard let value = try optional(key) else { throw Failure("missing key", key: key, in: what) }
            return value
        }

        func optionalNumber(_ key: StaticString) throws(Failure) -> Double? {
            guard let node = try optional(key) else { return nil }
            guard case .number(let value) = node else { throw Failure("must be a number", key: key, in: what) }
            return value
        }

        func number(_ key: StaticString) throws(Failure) -> Double {
            guard let value = try optionalNumber(key) else { throw Failure("missing key", key: key, in: what) }
            return value
        }

        func integer(_ key: StaticString) throws(Failure) -> Int {
            let value = try number(key)
            guard value == value.rounded(.towardZero), abs(value) < 9.0e15 else {
                throw Failure("must be an integer", key: key, in: what)
            }
            return Int(value)
        }

        /// A string member's UTF-8 bytes.
        func optionalBytes(_ key: StaticString) throws(Failure) -> [UInt8]? {
            guard let node = try optional(key) else { return nil }
            guard case .string(let value) = node else { throw Failure("must be a string", key: key, in: what) }
            return value
        }

        func optionalString(_ key: StaticString) throws(Failure) -> String? {
            guard let bytes = try optionalBytes(key) else { return nil }
            return try text(bytes, key: key, in: what)
        }

        func string(_ key: StaticString) throws(Failure) -> String {
            guard let value = try optionalString(key) else { throw Failure("missing key", key: key, in: what) }
            return value
        }

        func bytes(_ key: StaticString) throws(Failure) -> [UInt8] {
            guard let value = try optionalBytes(key) else { throw Failure("missing key", key: key, in: what) }
            return value
        }

        func bool(_ key: StaticString) throws(Failure) -> Bool {
            guard case .bool(let value) = try required(key) else { throw Failure("must be true or false", key: key, in: what) }
            return value
        }

        func array(_ key: StaticString) throws(Failure) -> [JSONNode] {
            guard case .array(let values) = try required(key) else { throw Failure("must be an array", key: key, in: what) }
            return values
        }

        /// `#RRGGBB` or `#RRGGBBAA`.
        func color(_ key: StaticString) throws(Failure) -> SheetColor {
            guard case .string(let bytes) = try required(key) else { throw Failure("must be a string", key: key, in: what) }
            guard let color = SheetColor(hex: bytes) else { throw Failure("expected \"#RRGGBB\" or \"#RRGGBBAA\"", key: key, in: what) }
            return color
        }

        /// The case whose raw value the member spells. Compared as bytes: every raw value is ASCII
        /// without K, `;` or `` ` `` (the only ASCII a non-ASCII scalar is canonically equivalent
        /// to), so this is exactly `init(rawValue:)`, without `String`'s comparison. (A raw value
        /// is a literal: its UTF-8 is always contiguous.)
        func choice<Value: CaseIterable & RawRepresentable>(_ key: StaticString, _: Value.Type) throws(Failure) -> Value
        where Value.RawValue == String {
            let bytes = try bytes(key)
            for value in Value.allCases
            where value.rawValue.utf8.withContiguousStorageIfAvailable({ $0.elementsEqual(bytes) }) ?? false {
                return value
            }
            throw Failure("unknown value", key: key, in: what)
        }
    }
}

// MARK: - JSON

/// A parsed JSON value.
private indirect enum JSONNode {
    case null
    case bool(Bool)
    case number(Double)
    case string([UInt8])
    case array([JSONNode])
    case object([(key: [UInt8], value: JSONNode)])
}

/// RFC 8259 JSON, strictly: one value, whitespace around it, nothing else; at most 64 levels.
private struct JSONParser {
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
