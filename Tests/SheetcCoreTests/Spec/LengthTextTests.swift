@testable import SheetcCore
import Testing

/// `LengthText.parse`: the one reading of `"<n>pt"` and `"<n>%"`.
struct LengthTextTests {
    @Test func readsPointsAndPercentages() {
        #expect(LengthText.parse("465pt".utf8) == .points(465))
        #expect(LengthText.parse("0pt".utf8) == .points(0))
        #expect(LengthText.parse("12.5%".utf8) == .percent(12.5))
        #expect(LengthText.parse("007pt".utf8) == .points(7))
        #expect(LengthText.parse("150%".utf8) == .percent(150))  // the decoder reports it as out of range
        #expect(LengthText.parse("12345678901234567pt".utf8) == .points(12345678901234568))  // more digits than the fast paths took
        #expect(LengthText.parse("33.333333333333%".utf8) == .percent(33.333333333333))
    }

    @Test func refusesEverythingElse() {
        for text in ["pt", "%", "12.pt", ".5pt", "1.2.3pt", "-3pt", "+3pt", "1e3pt", "12 pt", "12PT", "12", "١٢pt",
                     "5\u{301}pt", "\u{600}5pt", "", String(repeating: "9", count: 400) + "pt"] {
            #expect(LengthText.parse(text.utf8) == nil, "\(text)")
        }
    }
}
