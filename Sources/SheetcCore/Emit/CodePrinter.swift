/// Prints source code line by line: indentation only at the start of non-blank
/// lines, and never trailing white space, whatever the pieces it is given.
final class CodePrinter {
    /// The text so far. Writers that spell a line piece by piece (`SwiftLiteralWriter`) append
    /// here directly, after `indent()`, and end the line themselves.
    let bytes = ByteBuffer(capacity: 4096)
    /// How many indentation units a line starts with.
    private(set) var level = 0

    var text: String { bytes.text }

    /// Adds one line at the current indentation (a blank line for "").
    func line(_ text: StaticString = "") {
        let start = startLine()
        bytes.append(text)
        endLine(start)
    }

    /// Adds one line of `pieces` at the current indentation, each copied straight into the text.
    func line(_ pieces: SourcePiece...) {
        line(pieces)
    }

    private func line(_ pieces: [SourcePiece]) {
        let start = startLine()
        for piece in pieces {
            switch piece {
            case .literal(let text): bytes.append(text)
            case .text(let text): bytes.append(utf8: text)
            }
        }
        endLine(start)
    }

    /// Indents a line; returns where the line and its content start, for `endLine`.
    private func startLine() -> (line: Int, content: Int) {
        let line = bytes.count
        indent()
        return (line, bytes.count)
    }

    /// Ends the line begun at `start`, dropping its trailing spaces and tabs, and the
    /// indentation of a line left blank.
    private func endLine(_ start: (line: Int, content: Int)) {
        while bytes.count > start.content, bytes[bytes.count - 1] == UInt8(ascii: " ") || bytes[bytes.count - 1] == UInt8(ascii: "\t") {
            bytes.removeLast(1)
        }
        if bytes.count == start.content { bytes.removeLast(start.content - start.line) }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The indentation of a line at the current level, `extra` levels further in.
    func indent(_ extra: Int = 0) {
        bytes.append(UInt8(ascii: " "), times: 4 * (level + extra))
    }

    /// Ends the line being written, after a comma if `comma`, and indents the next at the
    /// current level, `extra` levels further in.
    func breakLine(comma: Bool = false, indent extra: Int = 0) {
        bytes.appendLineBreak(comma: comma, indent: 4 * (level + extra))
    }

    /// The line of `opener`'s pieces, then the body one level in, then `closer`.
    func block(_ opener: SourcePiece..., closer: StaticString = "}", body: (CodePrinter) -> Void) {
        line(opener)
        level += 1
        body(self)
        level -= 1
        line(.literal(closer))
    }
}

/// A piece of a line of generated source: a literal, or text as it is (a name already
/// checked, or text already escaped).
enum SourcePiece: ExpressibleByStringLiteral {
    case literal(StaticString)
    case text(String)

    init(stringLiteral text: StaticString) {
        self = .literal(text)
    }
}
