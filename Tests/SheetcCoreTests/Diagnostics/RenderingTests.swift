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

    @Test func jsonObjectCarriesTheLocationAndCode() {
        guard case .object(let object) = diagnostic.jsonValue else { Issue.record("not an object"); return }
        #expect(object["line"] == .number(2))
        #expect(object["column"] == .number(1))
        #expect(object["endColumn"] == .number(8))
        #expect(object["code"] == .string("E101"))
        #expect(object["severity"] == .string("error"))
    }
}
