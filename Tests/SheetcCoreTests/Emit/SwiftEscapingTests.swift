@testable import SheetcCore
import Testing

struct SwiftEscapingTests {
    @Test func stringLiteralsEscapeEverythingThatCouldEndOrChangeThem() {
        #expect(SwiftEscaping.stringLiteral(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(SwiftEscaping.stringLiteral(#"\(evil)"#) == #""\\(evil)""#)
        #expect(SwiftEscaping.stringLiteral("line\nbreak\r\t") == #""line\nbreak\r\t""#)
        #expect(SwiftEscaping.stringLiteral("\u{2028}\u{2029}\u{0}\u{1B}\u{7F}\u{85}") == #""\u{2028}\u{2029}\u{0}\u{1B}\u{7F}\u{85}""#)
        #expect(SwiftEscaping.stringLiteral("é😀") == "\"é😀\"")
    }

    @Test func docCommentsCannotBeLeft() {
        let lines = SwiftEscaping.docCommentLines("one */ two\nthree\u{2028}four\r\nfive\u{85}six\u{7}seven\n\n")
        #expect(lines == ["/// one */ two", "/// three", "/// four", "/// five", "/// sixseven"])
        #expect(lines.allSatisfy { $0.hasPrefix("///") && !$0.contains("\n") })
    }

    /// Bidi controls (U+202A–E, U+2066–9, the marks) never reach generated source raw: escaped
    /// in literals and shown as escapes in doc comments, so no editor reorders the code around them.
    @Test func bidiControlsAreEscaped() {
        let text = "a\u{202E}b\u{2066}c\u{2069}d\u{200F}"
        #expect(SwiftEscaping.stringLiteral(text) == #""a\u{202E}b\u{2066}c\u{2069}d\u{200F}""#)
        #expect(SwiftEscaping.docCommentLines(text) == [#"/// a\u{202E}b\u{2066}c\u{2069}d\u{200F}"#])
        #expect(SwiftEscaping.lineComment("x\u{202D}y") == "x?y")
    }

    @Test func generatedSwiftHoldsNoRawBidiControl() throws {
        let sheet = try #require(check("version: 1\nsheet: B\ndescription: \"x\\u202Ey\"\nconcreteDimension: half\naccessibility: {label: \"p\\u2067q\"}\n").sheets.first)
        let source = SwiftEmitter.source(for: sheet, accessLevel: .internal).contents
        #expect(source.contains(#"/// x\u{202E}y"#))
        #expect(source.contains(#"p\u{2067}q"#))
        #expect(!source.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
    }

    @Test func lineCommentsStayOnOneLine() {
        #expect(SwiftEscaping.lineComment("a\nb\u{2028}c.sheet.yaml") == "a?b?c.sheet.yaml")
    }

    @Test(arguments: ["Self", "Type", "Any", "Protocol", "SheetRuntime", "Swift", "class", "A/B", "../Up", "Two Words", "Ünïcode", "_Private"])
    func unsafeSheetNamesAreRejected(_ name: String) {
        let result = check("version: 1\nsheet: \"\(name)\"\nconcreteDimension: half\n")
        #expect(codes(result) == ["E106@2:8"])
        #expect(result.sheets.isEmpty)
    }
}
