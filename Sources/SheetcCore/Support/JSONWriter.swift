/// Writes JSON text in sheetc's one spelling: two-space indent, `"key": value`, empty
/// containers as `{}` and `[]`, numbers as `NumberFormatting` spells them. `JSONValue`
/// prints through it. The manifest emitter, which knows its document's shape and so builds
/// no tree, spells the same pieces through `JSONText` (below) straight into its output.
///
/// An object's members must be given in key order, as `JSONValue` sorts them; debug
/// builds check it.
struct JSONWriter {
    /// The text so far, as UTF-8.
    private(set) var bytes: [UInt8] = []
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
        bytes.reserveCapacity(capacity)
    }

    /// The document as text, with the trailing newline every sheetc JSON file ends with.
    var text: String {
        String(decoding: bytes + [UInt8(ascii: "\n")], as: UTF8.self)
    }

    /// Places the next value as the member `name` of the open object.
    mutating func key(_ name: String) {
        checkOrder(name)
        startValue()
        writeString(name)
        bytes.append(utf8: ": ")
        placed = true
    }

    /// `key(_:)` for a name that needs no escaping (a field's name in the model).
    mutating func key(_ name: StaticString) {
        #if DEBUG
        checkOrder(name.description)
        #endif
        startValue()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        bytes.append(utf8: "\": ")
        placed = true
    }

    private mutating func checkOrder(_ name: String) {
        #if DEBUG
        assert(lastKey.map { $0 < name } ?? true, "JSON members out of order: \(name) after \(lastKey ?? "")")
        lastKey = name
        #endif
    }

    mutating func object(_ members: (inout JSONWriter) -> Void) {
        container(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), members)
    }

    mutating func array(_ items: (inout JSONWriter) -> Void) {
        container(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), items)
    }

    mutating func null() {
        startValue()
        bytes.append(utf8: "null")
    }

    mutating func bool(_ value: Bool) {
        startValue()
        bytes.append(utf8: value ? "true" : "false")
    }

    mutating func number(_ value: Double) {
        startValue()
        // JSON has no spelling for an infinity or NaN; `null` keeps every path from trapping
        // (the checker keeps them out of specs in the first place).
        if value.isFinite { NumberFormatting.append(value, to: &bytes) } else { bytes.append(utf8: "null") }
    }

    mutating func number(_ value: Double?) {
        if let value { number(value) } else { null() }
    }

    mutating func string(_ value: String) {
        startValue()
        writeString(value)
    }

    // Members in one call, for the common case.

    mutating func member(_ name: String, _ value: Double) { key(name); number(value) }
    mutating func member(_ name: String, _ value: Double?) { key(name); number(value) }
    mutating func member(_ name: String, _ value: Bool) { key(name); bool(value) }
    mutating func member(_ name: String, _ value: String) { key(name); string(value) }
    mutating func member(_ name: String, object members: (inout JSONWriter) -> Void) { key(name); object(members) }
    mutating func member(_ name: String, array items: (inout JSONWriter) -> Void) { key(name); array(items) }

    /// The member `name`: `value`'s object, or `null` when there is none.
    mutating func member<Value>(_ name: String, objectOrNull value: Value?, _ members: (inout JSONWriter, Value) -> Void) {
        key(name)
        guard let value else { return null() }
        object { members(&$0, value) }
    }

    /// Starts a value: after its key, or on a line of its own inside a container.
    private mutating func startValue() {
        count += 1
        if placed {
            placed = false
        } else if depth > 0 {
            bytes.append(contentsOf: count == 1 ? Self.newline : Self.commaNewline)
            indent(depth)
        }
    }

    /// Opens an object whose members follow until `endObject()` (for writers that cannot
    /// hand `object(_:)` a closure, such as a visitor walking a record).
    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func container(open: UInt8, close: UInt8, _ body: (inout JSONWriter) -> Void) {
        self.open(open)
        body(&self)
        self.close(close)
    }

    private mutating func open(_ byte: UInt8) {
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

    private mutating func close(_ byte: UInt8) {
        depth -= 1
        if count > 0 {
            bytes.append(contentsOf: Self.newline)
            indent(depth)
        }
        bytes.append(byte)
        count = outerCounts.removeLast()
        #if DEBUG
        lastKey = outerKeys.removeLast()
        #endif
    }

    private mutating func indent(_ levels: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * levels))
    }

    private mutating func writeString(_ value: String) {
        JSONValue.writeString(value, to: &bytes)
    }

    private static let newline: [UInt8] = [UInt8(ascii: "\n")]
    private static let commaNewline: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: "\n")]
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
        init(depth: Int, in output: inout ByteBuffer) {
            self.depth = depth
            output.append(UInt8(ascii: "{"))
        }

        /// Starts the member `name` (a name that needs no escaping: a field's, in the model).
        mutating func key(_ name: StaticString, in output: inout ByteBuffer) {
            output.appendKey(name, comma: !isEmpty, indent: 2 * depth)
            isEmpty = false
        }

        /// Starts the member `name`, escaped as it needs.
        mutating func key(_ name: String, in output: inout ByteBuffer) {
            startMember(in: &output)
            JSONText.string(name, to: &output)
            output.append(": ")
        }

        /// Starts a member on a line of its own: its key follows.
        private mutating func startMember(in output: inout ByteBuffer) {
            output.appendLineBreak(comma: !isEmpty, indent: 2 * depth)
            isEmpty = false
        }

        /// Closes the object: `{}` when empty, else the brace on a line of its own.
        func close(in output: inout ByteBuffer) {
            if !isEmpty { output.appendLineBreak(indent: 2 * (depth - 1)) }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A number as `JSONWriter.number` spells it (`null` for an infinity or NaN).
    static func number(_ value: Double, to output: inout ByteBuffer) {
        if value.isFinite { NumberFormatting.append(value, to: &output) } else { output.append("null") }
    }

    /// A string literal as `JSONWriter.string` spells it. Plain text (`ScalarEscaping.isPlainASCII`)
    /// is copied as it is; anything else is escaped by `JSONValue.writeString`.
    static func string(_ value: String, to output: inout ByteBuffer) {
        if output.appendQuotedIfPlain(value) { return }
        var escaped: [UInt8] = []
        JSONValue.writeString(value, to: &escaped)
        escaped.withUnsafeBufferPointer { output.append($0) }
    }
}
