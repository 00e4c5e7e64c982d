/// Prints source code line by line: indentation only at the start of non-blank
/// lines, and never trailing white space, whatever the pieces it is given.
struct CodePrinter {
    /// The text so far, as UTF-8: appending bytes costs a fraction of appending `String`s.
    private var bytes: [UInt8] = []
    private var level = 0
    private static let unit = Array("    ".utf8)

    init() {
        // A generated file is a few kilobytes: one allocation instead of a dozen regrowths.
        bytes.reserveCapacity(4096)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Adds one line at the current indentation (a blank line for "").
    mutating func line(_ content: SourceLine = "") {
        var count = content.bytes.count
        while count > 0, content.bytes[count - 1] == UInt8(ascii: " ") || content.bytes[count - 1] == UInt8(ascii: "\t") {
            count -= 1
        }
        if count > 0 {
            for _ in 0..<level { bytes.append(contentsOf: Self.unit) }
            bytes.append(contentsOf: content.bytes[..<count])
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// `opener`, then the body one level in, then `closer`.
    mutating func block(_ opener: SourceLine, closer: SourceLine = "}", _ body: (inout CodePrinter) -> Void) {
        line(opener)
        level += 1
        body(&self)
        level -= 1
        line(closer)
    }
}

/// One line of generated source, built by string interpolation straight into UTF-8 bytes
/// (`"sheet: \(literal: name),"`): no intermediate `String` per piece. Emitters add
/// labelled interpolations of their own for the values they spell.
struct SourceLine: ExpressibleByStringInterpolation {
    var bytes: [UInt8]

    init(stringLiteral text: String) {
        bytes = Array(text.utf8)
    }

    init(stringInterpolation: Interpolation) {
        bytes = stringInterpolation.bytes
    }

    /// One line written over two lines of the emitter's code.
    static func + (lhs: SourceLine, rhs: SourceLine) -> SourceLine {
        SourceLine(bytes: lhs.bytes + rhs.bytes)
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A line of text made elsewhere (already escaped, if it needed to be).
    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    struct Interpolation: StringInterpolationProtocol {
        var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: String) {
            bytes.append(utf8: literal)
        }

        /// Text as it is: a name already checked, or text already escaped.
        mutating func appendInterpolation(_ text: String) {
            bytes.append(utf8: text)
        }

        mutating func appendInterpolation(_ flag: Bool) {
            bytes.append(utf8: flag ? "true" : "false")
        }
    }
}
