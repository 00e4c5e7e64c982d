import Testing
@testable import SheetcCore

/// The eight-bytes-at-a-time test of plain text answers as a look at each byte would.
struct ScalarEscapingTests {
    @Test func plainASCIIIsFoundAsByteByByte() {
        var generator = SystemRandomNumberGenerator()
        let specials: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xC2, 0xE2, 0xFF]
        for _ in 0..<50_000 {
            let length = Int.random(in: 0...40, using: &generator)
            var bytes = (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
            if !bytes.isEmpty, Bool.random(using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = specials.randomElement(using: &generator)!
            }
            let expected = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
            #expect(bytes.withUnsafeBufferPointer(ScalarEscaping.isPlainASCII) == expected, "\(bytes)")
        }
    }
}
