import SheetcCore
import Testing

struct RenderingTests {
    private let diagnostic = Diagnostic(
        .unknownKey, file: "S.sheet.yaml",
        range: SourceRange(start: .init(line: 2, column: 1), end: .init(line: 2, column: 8)),
        message: "unknown key 'segmnts'", help: "did you mean 'segments'?")

    @Test func textFormHasTheEditorLineTheSourceAndACaret() {
        let text = diagnostic.renderedText(source: SourceText("version: 1\nsegmnts:\n"), color: false)
        #expect(text == """
            S.sheet.yaml:2:1: error: unknown key 'segmnts' [E101]
              2 | segmnts:
                | ^~~~~~~
                = help: did you mean 'segments'?

            """)
    }

    /// Printable ASCII is passed through as it is; the controls at its edges (below space, DEL)
    /// and unsafe scalars beyond it are escaped, in the path, message and help, and shown as
    /// `�` (a tab as `→`) in the source line.
    @Test func textJustOutsidePrintableASCIIIsEscaped() {
        let tricky = Diagnostic(
            .unknownKey, file: "S\u{1F}.sheet.yaml",
            range: SourceRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 4)),
            message: "key ' ~\u{7F}' \u{202E}", help: "rename\u{85} it")
        let text = tricky.renderedText(source: SourceText("a\tb\u{7F}: 1 ~\n"), color: false)
        #expect(text == """
            S\\u{1f}.sheet.yaml:1:1: error: key ' ~\\u{7f}' \\u{202e} [E101]
              1 | a\u{2192}b\u{FFFD}: 1 ~
                | ^~~
                = help: rename\\u{85} it

            """)
    }

    @Test func colourIsOnlyAddedWhenAsked() {
        let plain = diagnostic.renderedText(source: nil, color: false)
        let coloured = diagnostic.renderedText(source: nil, color: true)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}[1;31merror\u{1B}[0m"))
    }

    @Test func sourceTextSplitsWhereLibyamlDoes() {
        let source = SourceText("\u{FEFF}a\r\nb\rc\u{2028}d\ne")
        #expect((1...5).map { source.line($0).map(String.init) } == ["a", "b", "c", "d", "e"])
        #expect(source.line(6) == nil)
    }

    /// The lines a checked file keeps are found eight bytes at a time: they are the lines the
    /// whole text splits into, wherever a break falls in a run of eight, whatever the line's length.
    @Test(arguments: [
        "\u{FEFF}a\r\nb\rc\u{2028}d\ne",
        "version: 1\nsheet: Name\ndescription: a line longer than sixteen bytes\r\n\tx: 1\n\n\nlast",
        "0123456\n01234567\n012345678\r0123456789abcdef\u{85}é — ü\u{2029}tail\u{2028}\u{0B}\u{0C}mid\r\n",
        "\r\r\n\n" + String(repeating: "0123456789", count: 9) + "\u{2028}" + String(repeating: "x", count: 7),
        "no break at all, and longer than eight bytes",
    ])
    func aFilesKeptLinesAreTheLinesOfItsText(text: String) {
        let whole = SourceText(text)
        let count = (1...).first { whole.line($0) == nil }! - 1
        let all = SourceText.lines(Array(1...count + 1), of: Array(text.utf8))
        #expect(all.map(\.number) == Array(1...count))
        #expect(all.map(\.text) == (1...count).map { String(whole.line($0)!) })
        // Unsorted, repeated and out-of-range numbers: each line found once, in order.
        let some = SourceText.lines([count, 0, -3, count, 1, count + 5, 1], of: Array(text.utf8))
        #expect(some.map(\.number) == (count == 1 ? [1] : [1, count]))
        #expect(SourceText.lines([0, -1], of: Array(text.utf8)).isEmpty)
    }

    @Test func jsonObjectCarriesTheLocationAndCode() {
        guard case .object(let object) = diagnostic.jsonValue else { Issue.record("not an object"); return }
        #expect(object["line"] == .number(2))
        #expect(object["column"] == .number(1))
        #expect(object["endColumn"] == .number(8))
        #expect(object["code"] == .string("E101"))
        #expect(object["severity"] == .string("error"))
    }
}
