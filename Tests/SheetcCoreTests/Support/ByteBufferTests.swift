import Testing
@testable import SheetcCore

/// The writers' output buffer: every kind of piece lands in order, across regrowths.
struct ByteBufferTests {
    @Test func piecesLandInOrderAcrossRegrowths() {
        let buffer = ByteBuffer(capacity: 0)
        var expected = ""
        for index in 0..<500 {
            buffer.append("static, ")
            buffer.append(utf8: "dynamic é \(index)")
            buffer.append(UInt8(ascii: ";"))
            buffer.append(UInt8(ascii: " "), times: index % 5)
            buffer.appendHex(UInt8(index % 256))
            buffer.appendLineBreak(comma: index % 2 == 0, indent: index % 7)
            let hex = String(UInt8(index % 256), radix: 16, uppercase: true)
            expected += "static, dynamic é \(index);" + String(repeating: " ", count: index % 5)
            expected += (hex.count == 1 ? "0" + hex : hex) + (index % 2 == 0 ? ",\n" : "\n") + String(repeating: " ", count: index % 7)
        }
        #expect(buffer.text == expected)
        #expect(buffer.count == expected.utf8.count)
        #expect(buffer.bytes == Array(expected.utf8))
    }

    @Test func theLastBytesCanBeDropped() {
        let buffer = ByteBuffer(capacity: 4)
        buffer.append("{\"name\": value}")
        buffer.removeLast(1)
        #expect(buffer.text == "{\"name\": value")
        #expect(buffer[buffer.count - 1] == UInt8(ascii: "e"))
        buffer.removeLast(buffer.count)
        #expect(buffer.isEmpty && buffer.text.isEmpty)
    }

    /// Plain text is quoted as it is; anything an escaper would change is left to the caller.
    @Test func onlyPlainTextIsQuotedAsItIs() {
        let buffer = ByteBuffer()
        #expect(buffer.appendQuotedIfPlain("GlideCard"))
        for text in ["a\"b", "a\\b", "tab\there", "caf\u{E9}", "\u{7F}", "line\u{2028}"] {
            #expect(!buffer.appendQuotedIfPlain(text), "\(text)")
        }
        #expect(buffer.text == "\"GlideCard\"")
    }
}
