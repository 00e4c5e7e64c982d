import Testing
@testable import SheetcCore

/// Issue 14, 5: numbers have one spelling, kept in one place, whether they end up in a
/// manifest, a Swift literal, a diagnostic, `simulate`'s output or a picture.
struct NumberFormattingTests {
    @Test func numbersKeepOneSpelling() {
        #expect(NumberFormatting.text(0) == "0")
        #expect(NumberFormatting.text(-0.0) == "0")
        #expect(NumberFormatting.text(7) == "7")
        #expect(NumberFormatting.text(10) == "10")
        #expect(NumberFormatting.text(-1500) == "-1500")
        #expect(NumberFormatting.text(999_999_999_999_999) == "999999999999999")
        #expect(NumberFormatting.text(1e15) == "1000000000000000.0")
        #expect(NumberFormatting.text(0.5) == "0.5")
        #expect(NumberFormatting.text(-0.25) == "-0.25")
    }

    @Test func roundedToDecimals() {
        #expect(NumberFormatting.text(224.99999999, decimals: 2) == "225")
        #expect(NumberFormatting.text(0.1 + 0.2, decimals: 4) == "0.3")
        #expect(NumberFormatting.text(-12.345, decimals: 2) == "-12.35")
        #expect(NumberFormatting.text(1e308, decimals: 2) == "1e+308")
    }

    @Test func nonFiniteNumbersNeverTrap() {
        #expect(NumberFormatting.text(.infinity) == "inf")
        #expect(NumberFormatting.text(.nan) == "nan")
        // JSON has no spelling for them: its writer says null.
        #expect(JSONValue.array([.number(.infinity), .number(-.nan)]).rendered() == "[\n  null,\n  null\n]\n")
    }

    @Test func theJSONAndTheSwiftLiteralSpellANumberAlike() {
        let swift = ByteBuffer()
        SwiftSpelling.number(1500.25, to: swift)
        #expect(swift.text == "1500.25")
        #expect(JSONValue.number(1500.25).rendered() == "1500.25\n")
    }

    /// Whole numbers are spelled as their integer is.
    @Test func wholeNumbersAreSpelledAsTheirIntegers() {
        var generator = SystemRandomNumberGenerator()
        var values: [Int64] = Array(-1_000...1_000) + [999_999_999_999_999, -999_999_999_999_999]
        for _ in 0..<100_000 {
            values.append(Int64.random(in: -999_999_999_999_999...999_999_999_999_999, using: &generator) >> Int64.random(in: 0...50, using: &generator))
        }
        for value in values {
            let bytes = ByteBuffer()
            NumberFormatting.append(Double(value), to: bytes)
            #expect(bytes.text == String(value), "\(value)")
            #expect(NumberFormatting.text(Double(value)) == String(value), "\(value)")
        }
    }

    /// Short decimals are spelled without `description`, and must come out as it spells them.
    @Test func shortDecimalsAreSpelledAsDescriptionSpellsThem() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0.001, 0.0001, 0.1 + 0.2, 1.0 / 3, 0.05, -0.25, 0.4, 123_456_789.5, 999_999_999.5, 1e9 + 0.5, 0.000999]
        for _ in 0..<200_000 {
            var scale = 1.0
            for _ in 0..<Int.random(in: 0...8, using: &generator) { scale *= 10 }
            values.append(Double(Int64.random(in: -2_000_000_000...2_000_000_000, using: &generator)) / scale)
            values.append(Double(bitPattern: UInt64.random(in: 0x3F40_0000_0000_0000...0x41D0_0000_0000_0000, using: &generator)))
        }
        for value in values where value != value.rounded() {
            #expect(NumberFormatting.text(value) == value.description, "\(value)")
        }
    }
}
