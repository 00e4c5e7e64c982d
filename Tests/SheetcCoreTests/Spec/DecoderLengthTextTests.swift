@testable import SheetcCore
import Testing

/// `LengthText.parse` from bytes (the decoder's short path) against the text reading it stands in for.
struct DecoderLengthTextTests {
    private func parseBytes(_ text: String) -> LengthText.Parsed? {
        Array(text.utf8).withUnsafeBufferPointer { LengthText.parse($0) }
    }

    @Test func bytesGiveWhatTheTextGives() {
        let texts = ["465pt", "0pt", "12.5pt", "50%", "0.5%", "100%", "150%", "33.333333333333%", "123456789012345pt",
                     "1234567890123456pt", "0.1pt", "007pt", "1.000000000000001%"]
        for text in texts {
            let fromBytes = parseBytes(text)
            #expect(fromBytes == nil || fromBytes == LengthText.parse(text), "\(text)")
        }
        #expect(parseBytes("465pt") == .points(465))
        #expect(parseBytes("12.5%") == .percent(12.5))
    }

    @Test func bytesLeaveEverythingElseToTheText() {
        for text in ["pt", "%", "12.pt", ".5pt", "1.2.3pt", "-3pt", "+3pt", "1e3pt", "12 pt", "12PT", "12", "١٢pt",
                     "1234567890123456pt", "5\u{301}pt", "\u{600}5pt", ""] {
            #expect(parseBytes(text) == nil, "\(text)")
        }
    }
}
