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
        var configuration: SheetConfiguration = try FieldReader.record(object)
        // Absent on a runtime sheet (`SheetConfiguration.Target`).
        if let target = try object.optionalString("target") {
            guard let known = SheetConfiguration.Target(rawValue: target) else { throw Failure("unknown value", key: "target", in: "the manifest") }
            configuration.target = known
        }
        if let edgeAttached = try object.optionalBool("edgeAttachedInCompactHeight") { configuration.edgeAttachedInCompactHeight = edgeAttached }
        return configuration
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
        /// `null` (the system's own), or its two colours read at once, as a pair is.
        mutating func field(_ name: StaticString, _ value: inout SheetColorPair?) {
            attempt { (object) throws(Failure) in
                guard let node = try object.optional(name) else { return value = nil }
                let pair = try Object(node, name)
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
        /// `null` (the system's own), a number, or `{"concentric": {"minimum": m}}`.
        mutating func field(_ name: StaticString, _ value: inout Appearance.CornerRadius?) {
            attempt { (object) throws(Failure) in
                guard let node = try object.optional(name) else { return value = nil }
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
        if let system = try object.optionalBytes("system") {
            if Object.equal(system, "medium") { return .system(.medium) }
            if Object.equal(system, "large") { return .system(.large) }
            throw Failure("'system' is medium or large", in: what)
        }
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

        /// A member that may be absent: `nil` then.
        func optionalBool(_ key: StaticString) throws(Failure) -> Bool? {
            guard try optional(key) != nil else { return nil }
            return try bool(key)
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
