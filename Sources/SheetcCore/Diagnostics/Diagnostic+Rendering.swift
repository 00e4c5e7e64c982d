/// The ways diagnostics are shown. Rules never format; renderers never judge.
extension Diagnostic {
    /// The editor form: `path:line:column: severity: message [code]`, the source
    /// line with a caret under the span, then help and notes.
    ///
    /// - Parameters:
    ///   - source: the file's text, for the source line; `nil` leaves it out.
    ///   - color: ANSI colour, for a terminal only.
    public func renderedText(source: SourceText?, color: Bool) -> String {
        // Built as bytes in one buffer: interpolation would regrow a string for each of its
        // dozens of pieces.
        var out = RenderedText(colored: color)
        let loc = location
        let file = VisibleText.escaped(self.file)
        out.header(file: file, at: loc, severity: severity, message: VisibleText.escaped(message), code: code.rawValue)
        let gutter = Self.digits(loc.line)
        if let range, let line = source?.line(range.start.line) {
            out.snippet(range: range, line: line, gutter: gutter)
        }
        if let help {
            out.spaces(gutter + 3)
            out.add("= ")
            out.styled("help", .bold)
            out.add(": ")
            out.add(VisibleText.escaped(help))
            out.newline()
        }
        for note in notes {
            let at = note.range?.start ?? loc
            let noteFile = note.file.map(VisibleText.escaped) ?? file
            out.header(file: noteFile, at: at, severity: .note, message: VisibleText.escaped(note.message), code: nil)
            if let range = note.range, noteFile == file, let line = source?.line(range.start.line) {
                out.snippet(range: range, line: line, gutter: Self.digits(at.line))
            }
        }
        return out.text
    }

    /// The most of a source line a snippet shows: a window around the caret, so a diagnostic on
    /// a 200,000-character line costs a line of output, not the line.
    static let snippetWidth = 100

    /// How many digits `number` is written with (the gutter's width).
    static func digits(_ number: Int) -> Int {
        var count = 1, rest = number
        while rest >= 10 || rest <= -10 { rest /= 10; count += 1 }
        return number < 0 ? count + 1 : count
    }

    /// One object of the `--format json` array.
    public var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "file": .string(file),
            "line": .number(Double(location.line)),
            "column": .number(Double(location.column)),
            "severity": .string(severity.rawValue),
            "code": .string(code.rawValue),
            "message": .string(message),
        ]
        if let range {
            object["endLine"] = .number(Double(range.end.line))
            object["endColumn"] = .number(Double(range.end.column))
        }
        if let help { object["help"] = .string(help) }
        if !notes.isEmpty {
            object["notes"] = .array(notes.map { note in
                var value: [String: JSONValue] = ["message": .string(note.message), "file": .string(note.file ?? file)]
                if let at = note.range?.start {
                    value["line"] = .number(Double(at.line))
                    value["column"] = .number(Double(at.column))
                }
                return .object(value)
            })
        }
        return .object(object)
    }
}

/// A rendered diagnostic under construction: its text as UTF-8 bytes, with ANSI styling that
/// switches itself off (pipes, files, `NO_COLOR`).
private struct RenderedText {
    enum Style: String {
        case error = "1;31", warning = "1;33", note = "1;36", bold = "1", caret = "1;32"
    }

    let colored: Bool
    private var bytes: [UInt8] = []

    init(colored: Bool) {
        self.colored = colored
        bytes.reserveCapacity(512)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Copied from the text's storage at once: appending its UTF-8 view goes a byte at a time.
    mutating func add<S: StringProtocol>(_ text: S) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }
    mutating func add(_ number: Int) { add(String(number)) }
    mutating func newline() { bytes.append(0x0A) }
    mutating func spaces(_ count: Int) { if count > 0 { bytes.append(contentsOf: repeatElement(0x20, count: count)) } }

    mutating func styled(_ text: String, _ kind: Style) {
        guard colored else { return add(text) }
        add("\u{1B}[")
        add(kind.rawValue)
        add("m")
        add(text)
        add("\u{1B}[0m")
    }

    /// `path:line:column: severity: message [code]` (the message bold, unless a note).
    mutating func header(file: String, at location: SourceLocation, severity: Diagnostic.Severity, message: String, code: String?) {
        add(file)
        bytes.append(0x3A)
        add(location.line)
        bytes.append(0x3A)
        add(location.column)
        add(": ")
        switch severity {
        case .error: styled(severity.rawValue, .error)
        case .warning: styled(severity.rawValue, .warning)
        case .note: styled(severity.rawValue, .note)
        }
        add(": ")
        if let code {
            styled(message, .bold)
            add(" [")
            add(code)
            add("]")
        } else {
            add(message)
        }
        newline()
    }

    /// The source line (a window of it around the caret) and a caret under the span.
    mutating func snippet(range: SourceRange, line: Substring, gutter: Int) {
        let scalars = line.unicodeScalars
        let width = scalars.count
        let startColumn = min(range.start.column, width + 1)
        let endColumn = range.end.line == range.start.line ? min(max(range.end.column, startColumn), width + 1) : width + 1
        // The window: from a little before the caret, at most `snippetWidth` scalars.
        let first = max(0, min(startColumn - 1 - 20, width - Diagnostic.snippetWidth))
        let last = min(width, first + Diagnostic.snippetWidth)
        // The window is cut from the line by index, not rebuilt scalar by scalar; only a window
        // holding a tab or an unsafe scalar is remapped.
        let lower = scalars.index(scalars.startIndex, offsetBy: first)
        let window = Substring(scalars[lower..<scalars.index(lower, offsetBy: last - first)])
        let needsMapping = !VisibleText.isPrintableASCII(window)
            && window.unicodeScalars.contains { $0 == "\t" || VisibleText.isUnsafe($0) }
        var lead = startColumn - 1 - first
        let number = range.start.line
        spaces(2 + max(0, gutter - Diagnostic.digits(number)))
        add(number)
        add(" | ")
        if first > 0 { add("…"); lead += 1 }
        if needsMapping { add(VisibleText.sourceLine(window)) } else { add(window) }
        if last < width { add("…") }
        newline()
        let underlineLength = max(1, min(endColumn, last + 1) - startColumn)
        spaces(2 + gutter)
        add(" | ")
        spaces(lead)
        if colored { add("\u{1B}[1;32m") }
        bytes.append(0x5E)  // ^
        bytes.append(contentsOf: repeatElement(0x7E, count: underlineLength - 1))  // ~
        if colored { add("\u{1B}[0m") }
        newline()
    }
}
