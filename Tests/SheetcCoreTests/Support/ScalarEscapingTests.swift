import Testing
@testable import SheetcCore

/// Plain text is what no escaper changes: printable ASCII other than quote and backslash.
struct ScalarEscapingTests {
    @Test(arguments: [
        ("", true), ("GlideCard", true), ("a b~!", true), ("a\"b", false), ("a\\b", false), ("tab\t", false),
        ("\u{1F}", false), ("\u{7F}", false), ("caf\u{E9}", false), ("line\u{2028}", false),
    ])
    func plainASCIIIsPrintableASCIIWithoutQuoteOrBackslash(text: String, isPlain: Bool) {
        #expect(Array(text.utf8).withUnsafeBufferPointer(ScalarEscaping.isPlainASCII) == isPlain)
    }
}
