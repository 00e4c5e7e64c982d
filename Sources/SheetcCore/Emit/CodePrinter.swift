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
        var count = content.bytes.count
        while count > 0, content.bytes[count - 1] == UInt8(ascii: " ") || content.bytes[count - 1] == UInt8(ascii: "\t") {
            count -= 1
        }
        if count > 0 {
            indent()
            bytes.append(content.bytes, 0..<count)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The indentation of a line at the current level, `extra` levels further in.
    mutating func indent(_ extra: Int = 0) {
        bytes.append(UInt8(ascii: " "), times: 4 * (level + extra))
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
/// (`"case \(state.name)"`): no intermediate `String` per piece, and literal pieces copied
/// from the binary's static text.
struct SourceLine: ExpressibleByStringInterpolation {
    var bytes: ByteBuffer

    init(stringLiteral text: StaticString) {
        bytes = ByteBuffer(capacity: text.utf8CodeUnitCount)
        bytes.append(text)
    }

    init(stringInterpolation: Interpolation) {
        bytes = stringInterpolation.bytes
    }

    /// A line of text made elsewhere (already escaped, if it needed to be).
    init(_ text: String) {
        bytes = ByteBuffer(capacity: text.utf8.count)
        bytes.append(utf8: text)
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
