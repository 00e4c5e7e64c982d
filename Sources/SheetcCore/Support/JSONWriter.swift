/// Writes JSON text in sheetc's one spelling: two-space indent, `"key": value`, empty
/// containers as `{}` and `[]`, numbers as `NumberFormatting` spells them. `JSONValue`
/// prints through it. The manifest emitter, which knows its document's shape and so builds
/// no tree, spells the same pieces through `JSONText` (below) straight into its output.
///
/// An object's members must be given in key order, as `JSONValue` sorts them; debug
/// builds check it.
final class JSONWriter {
    /// The text so far, as UTF-8.
    private let bytes: ByteBuffer
    private var depth = 0
    /// How many values the innermost open container holds so far.
    private var count = 0
    /// `count` of each enclosing container, innermost last.
    private var outerCounts: [Int] = []
    /// Whether `key(_:)` has just placed the next value.
    private var placed = false
    #if DEBUG
    private var lastKey: String?
    private var outerKeys: [String?] = []
    #endif

    init(capacity: Int = 2048) {
        bytes = ByteBuffer(capacity: capacity)
    }

    /// The document as text, with the trailing newline every sheetc JSON file ends with.
    var text: String {
        bytes.text + "\n"
    }

    /// Places the next value as the member `name` of the open object.
    func key(_ name: String) {
        checkOrder(name)
        startValue()
        writeString(name)
        bytes.append(": ")
        placed = true
    }

    /// `key(_:)` for a name that needs no escaping (a field's name in the model).
    func key(_ name: StaticString) {
        #if DEBUG
        checkOrder(name.description)
        #endif
        startValue()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(name)
        bytes.append("\": ")
        placed = true
    }

    private func checkOrder(_ name: String) {
        #if DEBUG
        assert(lastKey.map { $0 < name } ?? true, "JSON members out of order: \(name) after \(lastKey ?? "")")
        lastKey = name
        #endif
    }

    func object(_ members: (JSONWriter) -> Void) {
        container(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), members)
    }

    func array(_ items: (JSONWriter) -> Void) {
        container(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), items)
    }

    func null() {
        startValue()
        bytes.append("null")
    }

    func bool(_ value: Bool) {
        startValue()
        bytes.append(value ? "true" : "false")
    }

    func number(_ value: Double) {
        startValue()
        // JSON has no spelling for an infinity or NaN; `null` keeps every path from trapping
        // (the checker keeps them out of specs in the first place).
        if value.isFinite { NumberFormatting.append(value, to: bytes) } else { bytes.append("null") }
    }

    func number(_ value: Double?) {
        if let value { number(value) } else { null() }
    }

    func string(_ value: String) {
        startValue()
        writeString(value)
    }

    // Members in one call, for the common case.

    func member(_ name: String, _ value: Double) { key(name); number(value) }
    func member(_ name: String, _ value: Double?) { key(name); number(value) }
    func member(_ name: String, _ value: Bool) { key(name); bool(value) }
    func member(_ name: String, _ value: String) { key(name); string(value) }
    func member(_ name: String, object members: (JSONWriter) -> Void) { key(name); object(members) }
    func member(_ name: String, array items: (JSONWriter) -> Void) { key(name); array(items) }

    /// The member `name`: `value`'s object, or `null` when there is none.
    func member<Value>(_ name: String, objectOrNull value: Value?, _ members: (JSONWriter, Value) -> Void) {
        key(name)
        guard let value else { return null() }
        object { members($0, value) }
    }

    /// Starts a value: after its key, or on a line of its own inside a container.
    private func startValue() {
        count += 1
        if placed {
            placed = false
        } else if depth > 0 {
            bytes.appendLineBreak(comma: count > 1, indent: 2 * depth)
        }
    }

    /// Opens an object whose members follow until `endObject()` (for writers that cannot
    /// hand `object(_:)` a closure, such as a visitor walking a record).
    func beginObject() { open(UInt8(ascii: "{")) }
    func endObject() { close(UInt8(ascii: "}")) }
    func beginArray() { open(UInt8(ascii: "[")) }
    func endArray() { close(UInt8(ascii: "]")) }

    private func container(open: UInt8, close: UInt8, _ body: (JSONWriter) -> Void) {
        self.open(open)
        body(self)
        self.close(close)
    }

    private func open(_ byte: UInt8) {
        startValue()
        bytes.append(byte)
        outerCounts.append(count)
        #if DEBUG
        outerKeys.append(lastKey)
        lastKey = nil
        #endif
        count = 0
        depth += 1
    }

    private func close(_ byte: UInt8) {
        depth -= 1
        if count > 0 { bytes.appendLineBreak(indent: 2 * depth) }
        bytes.append(byte)
        count = outerCounts.removeLast()
        #if DEBUG
        lastKey = outerKeys.removeLast()
        #endif
    }

    private func writeString(_ value: String) {
        JSONText.string(value, to: bytes)
    }
}

/// The pieces of sheetc's JSON spelling (the same as `JSONWriter`'s), appended to a
/// `ByteBuffer` by writers that know their document's shape and keep no state of a
/// `JSONWriter`: the manifest emitter.
enum JSONText {
    /// An object being written, its members given in key order.
    struct Object {
        /// How deep the object's members are (1 for the members of a document's root object).
        let depth: Int
        private var isEmpty = true

        /// Opens an object whose members are `depth` deep.
        init(depth: Int, in output: ByteBuffer) {
            self.depth = depth
            output.append(UInt8(ascii: "{"))
        }

        /// Starts the member `name` (a name that needs no escaping: a field's, in the model).
        mutating func key(_ name: StaticString, in output: ByteBuffer) {
            startMember(in: output)
            output.append(UInt8(ascii: "\""))
            output.append(name)
            output.append("\": ")
        }

        /// Starts the member `name`, escaped as it needs.
        mutating func key(_ name: String, in output: ByteBuffer) {
            startMember(in: output)
            JSONText.string(name, to: output)
            output.append(": ")
        }

        /// Starts a member on a line of its own: its key follows.
        private mutating func startMember(in output: ByteBuffer) {
            output.appendLineBreak(comma: !isEmpty, indent: 2 * depth)
            isEmpty = false
        }

        /// Closes the object: `{}` when empty, else the brace on a line of its own.
        func close(in output: ByteBuffer) {
            if !isEmpty { output.appendLineBreak(indent: 2 * (depth - 1)) }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A number as `JSONWriter.number` spells it (`null` for an infinity or NaN).
    static func number(_ value: Double, to output: ByteBuffer) {
        if value.isFinite { NumberFormatting.append(value, to: output) } else { output.append("null") }
    }

    /// A JSON string literal of `value`: quote, backslash, control characters, DEL and the line
    /// and paragraph separators (U+2028, U+2029, which some JavaScript reads as line ends) escaped.
    static func string(_ value: String, to output: ByteBuffer) {
        if output.appendQuotedIfPlain(value) { return }
        output.append(UInt8(ascii: "\""))
        output.append(utf8: ScalarEscaping.escape(value) { scalar in
            if let shared = ScalarEscaping.sharedBackslashEscape(scalar) { return shared }
            switch scalar {
            case "\u{2028}": return "\\u2028"
            case "\u{2029}": return "\\u2029"
            default:
                guard scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
                let hex = String(scalar.value, radix: 16, uppercase: false)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        })
        output.append(UInt8(ascii: "\""))
    }
}
