/// Prints source code line by line: indentation only at the start of non-blank
/// lines, and never trailing white space, whatever the pieces it is given.
struct CodePrinter {
    /// The text so far. Writers that spell a line piece by piece (`SwiftLiteralWriter`) append
    /// here directly, after `indent()`, and end the line themselves.
    var bytes: ByteBuffer
    /// How many indentation units a line starts with.
    private(set) var level = 0

    init() {
        // A generated file is a few kilobytes: one allocation instead of a dozen regrowths.
        bytes = ByteBuffer(capacity: 4096)
    }

    private init(passing bytes: ByteBuffer, level: Int) {
        self.bytes = bytes
        self.level = level
    }

    var text: String { bytes.text }

    /// The printer, leaving this one empty: how a writer that needs the printer as its own
    /// property takes it without sharing its bytes (see `ByteBuffer`), and hands it back.
    mutating func take() -> CodePrinter {
        defer { self = CodePrinter(passing: ByteBuffer(capacity: 0), level: level) }
        return self
    }

    /// Adds one line at the current indentation (a blank line for "").
    mutating func line(_ content: SourceLine = "") {
        let start = startLine()
        switch content.text {
        case .literal(let text): bytes.append(text)
        case .bytes(let text): bytes.append(text, 0..<text.count)
        }
        endLine(start)
    }

    /// Adds `prefix` and `text` as one line, `text` as it is (already escaped, if it needed to be).
    mutating func line(_ prefix: StaticString = "", verbatim text: String) {
        let start = startLine()
        bytes.append(prefix)
        bytes.append(utf8: text)
        endLine(start)
    }

    /// Indents a line; returns where the line and its content start, for `endLine`.
    private mutating func startLine() -> (line: Int, content: Int) {
        let line = bytes.count
        indent()
        return (line, bytes.count)
    }

    /// Ends the line begun at `start`, dropping its trailing spaces and tabs, and the
    /// indentation of a line left blank.
    private mutating func endLine(_ start: (line: Int, content: Int)) {
        while bytes.count > start.content, bytes[bytes.count - 1] == UInt8(ascii: " ") || bytes[bytes.count - 1] == UInt8(ascii: "\t") {
            bytes.removeLast(1)
        }
        if bytes.count == start.content { bytes.removeLast(start.content - start.line) }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The indentation of a line at the current level, `extra` levels further in.
    mutating func indent(_ extra: Int = 0) {
        bytes.appendSpaces(4 * (level + extra))
    }

    /// Ends the line being written, after a comma if `comma`, and indents the next at the
    /// current level, `extra` levels further in.
    mutating func breakLine(comma: Bool = false, indent extra: Int = 0) {
        bytes.appendLineBreak(comma: comma, indent: 4 * (level + extra))
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

/// One line of generated source: a literal, kept as the binary's static text, or built by
/// string interpolation straight into UTF-8 bytes (`"case \(state.name)"`), with no
/// intermediate `String` per piece.
struct SourceLine: ExpressibleByStringInterpolation {
    enum Text {
        case literal(StaticString)
        case bytes(ByteBuffer)
    }

    var text: Text

    init(stringLiteral text: StaticString) {
        self.text = .literal(text)
    }

    init(stringInterpolation: Interpolation) {
        text = .bytes(stringInterpolation.bytes)
    }

    struct Interpolation: StringInterpolationProtocol {
        var bytes: ByteBuffer

        init(literalCapacity: Int, interpolationCount: Int) {
            bytes = ByteBuffer(capacity: literalCapacity + 16 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            bytes.append(literal)
        }

        /// Text as it is: a name already checked, or text already escaped.
        mutating func appendInterpolation(_ text: String) {
            bytes.append(utf8: text)
        }
    }
}
