/// Everything taken from a spec passes through here on its way into Swift source.
enum SwiftEscaping {
    /// A Swift string literal, quotes included, that evaluates to `text`: quotes and
    /// backslashes escaped (so `\(` cannot start an interpolation), control characters, the
    /// line and paragraph separators (U+2028, U+2029) and the bidi controls spelled `\u{…}`.
    static func stringLiteral(_ text: String) -> String {
        let body = ScalarEscaping.escape(text) { scalar in
            if let shared = ScalarEscaping.sharedBackslashEscape(scalar) { return shared }
            return isUnsafeInSource(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : nil
        }
        return "\"" + body + "\""
    }

    /// `stringLiteral(text)`, appended. Names and most words are plain text
    /// (`ScalarEscaping.isPlainASCII`), copied as they are between the quotes; other text takes
    /// `stringLiteral`.
    static func appendStringLiteral(_ text: String, to output: ByteBuffer) {
        if !output.appendQuotedIfPlain(text) { output.append(utf8: stringLiteral(text)) }
    }

    /// `docCommentLines(text)`, printed; returns whether there was a line. A description of
    /// one line of printable text, as most are, goes straight to the printer.
    static func docComment(_ text: String, into printer: CodePrinter) -> Bool {
        guard mayHoldUnsafeScalars(text) else {
            guard !isBlank(text) else { return false }
            printer.line("/// ", .text(text))
            return true
        }
        let lines = docCommentLines(text)
        for line in lines { printer.line(.text(line)) }
        return !lines.isEmpty
    }

    /// `text` as the lines of a `///` doc comment. Every line break (including U+2028,
    /// U+2029 and U+0085) starts a new `///` line, so nothing can leave the comment;
    /// a bidi control is written as its `\u{…}` escape (it could make the comment read as other
    /// code in an editor, and the reader should see it was there); other control characters are dropped.
    static func docCommentLines(_ text: String) -> [String] {
        // Most descriptions are one line of printable text: nothing to split or drop.
        if !mayHoldUnsafeScalars(text) {
            return isBlank(text) ? [] : ["/// " + text]
        }
        var lines: [String] = []
        var current = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\n" where previous == "\r":
                continue
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append(current)
                current = ""
            default:
                if isBidiControl(scalar) {
                    current += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else if !isUnsafeInSource(scalar) || scalar == "\t" {
                    current.unicodeScalars.append(scalar)
                }
            }
        }
        lines.append(current)
        while lines.last.map(isBlank) == true { lines.removeLast() }
        return lines.map { $0.isEmpty ? "///" : "/// " + $0 }
    }

    /// Text for a `//` line comment: one line, control characters replaced by `?`.
    static func lineComment(_ text: String) -> String {
        guard mayHoldUnsafeScalars(text) else { return text }
        return ScalarEscaping.escape(text) { isUnsafeInSource($0) ? "?" : nil }
    }

    /// Whether `text` is spaces and tabs only (or nothing).
    private static func isBlank(_ text: String) -> Bool {
        !text.utf8.contains { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    }

    /// Whether `text` has a byte of a scalar `isUnsafeInSource` may refuse: a control byte, DEL,
    /// or the lead byte of U+0080-U+009F (C2) or of U+2028 and U+2029 (E2). A look at the bytes
    /// costs far less than decoding the scalars, and most text has none of them.
    private static func mayHoldUnsafeScalars(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            !ScalarEscaping.isPlainASCII(bytes) && bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
        } ?? true
    }

    /// C0 and C1 controls, DEL, the Unicode line and paragraph separators, and the bidi controls.
    private static func isUnsafeInSource(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
            || isBidiControl(scalar)
    }

    /// The marks, embeddings, overrides and isolates that reorder how text is shown
    /// (U+200E–F, U+202A–E, U+2066–9): the "Trojan Source" characters.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
