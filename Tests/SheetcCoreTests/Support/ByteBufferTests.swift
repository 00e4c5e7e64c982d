import Testing
@testable import SheetcCore

/// The emitters' output buffer: every kind of piece lands in order, across regrowths.
struct ByteBufferTests {
    @Test func piecesLandInOrderAcrossRegrowths() {
        var buffer = ByteBuffer(capacity: 0)
        var expected = ""
        for index in 0..<500 {
            buffer.append("static, ")
            buffer.append(utf8: "dynamic é \(index)")
            buffer.append(UInt8(ascii: ";"))
            buffer.append(UInt8(ascii: " "), times: index % 5)
            buffer.appendHex(UInt8(index % 256))
            expected += "static, dynamic é \(index);" + String(repeating: " ", count: index % 5)
            expected += String(UInt8(index % 256), radix: 16, uppercase: true).count == 1
                ? "0" + String(UInt8(index % 256), radix: 16, uppercase: true) : String(UInt8(index % 256), radix: 16, uppercase: true)
        }
        #expect(buffer.text == expected)
        #expect(buffer.count == expected.utf8.count)
    }

    @Test func aRangeOfAnotherBufferIsCopied() {
        var source = ByteBuffer(capacity: 4)
        source.append("\"name\": value")
        var target = ByteBuffer()
        target.append("{")
        target.append(source, 0..<6)
        target.append(source, 6..<source.count)
        target.append("}")
        #expect(target.text == "{\"name\": value}")
        target.removeLast(1)
        #expect(target.text == "{\"name\": value")
        target.removeLast(target.count)
        #expect(target.isEmpty && target.text.isEmpty)
    }

    /// A member's start written in one go equals its pieces appended one by one, at every depth
    /// (past the 64 bytes of the line-break run too) and across regrowths.
    @Test func aKeyEqualsItsPieces() {
        let names: [StaticString] = ["", "a", "height", "dismissBelowIsHalfTheLowestState", "aNameLongerThanTheSixtyFourBytesOfTheLineBreakRunThatKeysCopyAtOnce"]
        var buffer = ByteBuffer(capacity: 0)
        var expected = ByteBuffer(capacity: 0)
        for spaces in 0..<80 {
            for name in names {
                for comma in [false, true] {
                    buffer.appendKey(name, comma: comma, indent: spaces)
                    expected.appendLineBreak(comma: comma, indent: spaces)
                    expected.append(UInt8(ascii: "\""))
                    expected.append(name)
                    expected.append("\": ")
                    buffer.append("1")
                    expected.append("1")
                }
            }
        }
        #expect(buffer.text == expected.text)
        #expect(buffer.count == expected.count)
    }
}
