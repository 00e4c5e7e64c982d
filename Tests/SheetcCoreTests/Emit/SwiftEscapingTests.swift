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
