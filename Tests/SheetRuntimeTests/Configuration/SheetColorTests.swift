import SheetRuntime
import Testing

struct SheetColorTests {
    @Test func parsesSixAndEightDigitHex() {
        #expect(SheetColor(hex: "#c7c7cc") == SheetColor(red: 0xC7, green: 0xC7, blue: 0xCC, alpha: 0xFF))
        #expect(SheetColor(hex: "#00000080") == SheetColor(red: 0, green: 0, blue: 0, alpha: 0x80))
    }

    @Test(arguments: ["", "#", "#12345", "#1234567", "000000", "#GG0000", "#0000000000"])
    func rejectsMalformedHex(_ text: String) {
        #expect(SheetColor(hex: text) == nil)
    }

    @Test func printsUpperCaseWithAlpha() {
        #expect(SheetColor(red: 0xAB, green: 0x01, blue: 0xFF).hexString == "#AB01FFFF")
    }
}
