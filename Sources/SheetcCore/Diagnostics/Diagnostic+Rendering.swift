/// The ways diagnostics are shown. Rules never format; renderers never judge.
extension Diagnostic {
    /// The editor form: `path:line:column: severity: message [code]`, the source
    /// line with a caret under the span, then help and notes.
    ///
    /// - Parameters:
    ///   - source: the file's text, for the source line; `nil` leaves it out.
    ///   - color: ANSI colour, for a terminal only.
    public func renderedText(source: SourceText?, color: Bool) -> String {
        let style = TextStyle(enabled: color)
        let loc = location
        let file = VisibleText.escaped(self.file)
        var text = "\(file):\(loc.line):\(loc.column): \(style.severity(severity)): \(style.bold(VisibleText.escaped(message))) [\(code.rawValue)]\n"
        let gutter = String(loc.line).count
        if let range, let snippet = Self.snippet(range: range, source: source, gutter: gutter, style: style) {
            text += snippet
        }
        if let help {
            let indent = String(repeating: " ", count: gutter + 3)
            text += indent + "= " + style.bold("help") + ": " + VisibleText.escaped(help) + "\n"
        }
        for note in notes {
            let at = note.range?.start ?? loc
            let noteFile = note.file.map(VisibleText.escaped) ?? file
            text += "\(noteFile):\(at.line):\(at.column): \(style.severity(.note)): \(VisibleText.escaped(note.message))\n"
            if let range = note.range, noteFile == file,
               let snippet = Self.snippet(range: range, source: source, gutter: String(at.line).count, style: style) {
                text += snippet
            }
        }
        return text
    }

    /// The most of a source line a snippet shows: a window around the caret, so a diagnostic on
    /// a 200,000-character line costs a line of output, not the line.
    static let snippetWidth = 100

    private static func snippet(range: SourceRange, source: SourceText?, gutter: Int, style: TextStyle) -> String? {
        guard let line = source?.line(range.start.line) else { return nil }
        let scalars = line.unicodeScalars
        let width = scalars.count
        let startColumn = min(range.start.column, width + 1)
        let endColumn = range.end.line == range.start.line ? min(max(range.end.column, startColumn), width + 1) : width + 1
        // The window: from a little before the caret, at most `snippetWidth` scalars.
        let first = max(0, min(startColumn - 1 - 20, width - snippetWidth))
        let last = min(width, first + snippetWidth)
        // The window is cut from the line by index, not rebuilt scalar by scalar (that cost
        // ~14,000 instructions a snippet); only a window holding a tab or an unsafe scalar is remapped.
        let lower = scalars.index(scalars.startIndex, offsetBy: first)
        let window = Substring(scalars[lower..<scalars.index(lower, offsetBy: last - first)])
        let needsMapping = window.unicodeScalars.contains { $0 == "\t" || VisibleText.isUnsafe($0) }
        var shown = needsMapping ? VisibleText.sourceLine(window) : String(window)
        var lead = startColumn - 1 - first
        if first > 0 { shown = "…" + shown; lead += 1 }
        if last < width { shown += "…" }
        let underlineLength = max(1, min(endColumn, last + 1) - startColumn)
        let underline = "^" + String(repeating: "~", count: underlineLength - 1)
        let number = String(range.start.line)
        let pad = String(repeating: " ", count: max(0, gutter - number.count))
        let blankGutter = String(repeating: " ", count: gutter)
        return "  " + pad + number + " | " + shown + "\n"
            + "  " + blankGutter + " | " + String(repeating: " ", count: max(0, lead)) + style.caret(underline) + "\n"
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

/// ANSI styling that switches itself off (pipes, files, `NO_COLOR`).
private struct TextStyle {
    let enabled: Bool

    func severity(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return wrap(severity.rawValue, "1;31")
        case .warning: return wrap(severity.rawValue, "1;33")
        case .note: return wrap(severity.rawValue, "1;36")
        }
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func caret(_ text: String) -> String { wrap(text, "1;32") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
