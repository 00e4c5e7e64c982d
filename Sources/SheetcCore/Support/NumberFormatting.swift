/// The one spelling of a number in everything sheetc writes — manifests, Swift literals,
/// diagnostics, `simulate`, SVG and the playground page: integral values without a fraction
/// (`320`, not `320.0`), others in Swift's shortest round-trip form. That form is the same on
/// every platform (Foundation's formatters are not), so outputs are byte-identical on Linux
/// and macOS, and it is at once valid JSON and a valid Swift literal.
enum NumberFormatting {
    /// `value` in sheetc's spelling. An infinity or NaN, which the checker keeps out of specs,
    /// is spelled as Swift does (`inf`, `nan`) rather than trapping; JSON writes `null` instead.
    static func text(_ value: Double) -> String {
        var output: [UInt8] = []
        append(value, to: &output)
        return String(decoding: output, as: UTF8.self)
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

    /// `text(value)`, appended without making a `String` for integral values (the emitters'
    /// hot path).
    static func append(_ value: Double, to output: inout [UInt8]) {
        guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else {
            return output.append(utf8: value.description)
        }
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = Int64(value).magnitude
        var divisor: UInt64 = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        repeat {
            output.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        } while divisor > 0
    }
}
