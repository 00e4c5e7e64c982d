import SheetcCore
import Testing

/// A `simulate --events` script's lines end where the excerpt's `SourceText` ends them, so a
/// diagnostic's line number names the line shown (issue 30 item 15: a lone CR).
struct EventScriptLineTests {
    static func lines(of text: String) -> [Int] {
        EventScript(path: "s.events", bytes: Array(text.utf8), sheet: "S", states: ["closed", "open"])
            .diagnostics().compactMap { $0.range?.start.line }
    }

    @Test(arguments: ["\n", "\r\n", "\r", "\u{2028}"])
    func theBadLineIsNamedWhateverTheLineBreak(_ lineBreak: String) {
        let text = ["0 down 100", "0.1 move 120", "0.2 fly", "0.3 up"].joined(separator: lineBreak) + lineBreak
        #expect(Self.lines(of: text) == [3])
        #expect(SourceText(text).line(3) == "0.2 fly")
    }

    @Test func aScriptNumberIsPlainDecimal() {
        #expect(EventScript.number(ArraySlice("12.5".utf8)) == 12.5)
        #expect(EventScript.number(ArraySlice("0x10".utf8)) == nil)
        #expect(EventScript.number(ArraySlice("inf".utf8)) == nil)
    }
}
