/// The one spelling of a number in everything sheetc writes — manifests, Swift literals,
/// diagnostics, `simulate`, SVG and the playground page: integral values without a fraction
/// (`320`, not `320.0`), others in Swift's shortest round-trip form. That form is the same on
/// every platform (Foundation's formatters are not), so outputs are byte-identical on Linux
/// and macOS, and it is at once valid JSON and a valid Swift literal.
enum NumberFormatting {
    /// `value` in sheetc's spelling. An infinity or NaN, which the checker keeps out of specs,
    /// is spelled as Swift does (`inf`, `nan`) rather than trapping; JSON writes `null` instead.
    static func text(_ value: Double) -> String {
        let output = ByteBuffer(capacity: 32)
        append(value, to: output)
        return output.text
    }

    /// `text(value)` once rounded to at most `decimals` places: what a message or a picture
    /// shows of a computed length, where the last bits of a product are noise. A value too
    /// large to scale has no fraction to round away and is spelled whole.
    static func text(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = value * scale
        return text(scaled.isFinite ? scaled.rounded() / scale : value)
    }

    /// `text(value)`, appended; integral values and short decimals (`0.4`, `1567`, `-0.25`,
    /// most of what the emitters write) are spelled without making a `String`.
    static func append(_ value: Double, to output: ByteBuffer) {
        guard value.isFinite, abs(value) < 1e15 else {
            return output.append(utf8: value.description)
        }
        // Integral: what `value == value.rounded()` says, without a call into libm.
        let whole = Int64(value)
        if Double(whole) == value {
            if value < 0 { output.append(UInt8(ascii: "-")) }
            appendDigits(whole.magnitude, point: 0, to: output)
        } else if let (digits, places) = shortDecimal(value) {
            if value < 0 { output.append(UInt8(ascii: "-")) }
            appendDigits(digits, point: places, to: output)
        } else {
            output.append(utf8: value.description)
        }
    }

    /// `|value|` as `digits / 10^places` with the fewest places (at most 6) that read back as
    /// `value`, or `nil` when it needs more or is outside 0.001..<1e9: where that exists it is
    /// exactly what `description` writes, Swift's shortest round-trip digits in fixed notation.
    ///
    /// Why it is the same: dividing the two exact doubles `digits` and `10^places` rounds
    /// correctly, as reading the decimal does, so the check is exact; and fewer places cannot
    /// read back either, since each was tried with the nearest integer of its scale (a product
    /// within rounding of a half has no integer within the value's half-ulp at that scale).
    /// `NumberFormattingTests` compares the two on many values.
    private static func shortDecimal(_ value: Double) -> (digits: UInt64, places: Int)? {
        let magnitude = value.magnitude
        guard magnitude >= 0.001, magnitude < 1e9 else { return nil }
        var scale = 1.0
        for places in 1...6 {
            scale *= 10
            let scaled = (magnitude * scale).rounded()
            if scaled / scale == magnitude { return (UInt64(scaled), places) }
        }
        return nil
    }

    /// `digits` in decimal, with a point before its last `places` digits (and a `0` before the
    /// point when nothing else is): written back to front into a few bytes on the stack, then
    /// appended at once.
    private static func appendDigits(_ digits: UInt64, point places: Int, to output: ByteBuffer) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { text in
            var start = text.count
            var rest = digits
            var written = 0
            repeat {
                if written == places && written > 0 {
                    start -= 1
                    text[start] = UInt8(ascii: ".")
                }
                start -= 1
                text[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                written += 1
            } while rest > 0 || written <= places
            output.append(UnsafeBufferPointer(rebasing: text[start...]))
        }
    }
}
