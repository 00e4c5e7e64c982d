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
}
