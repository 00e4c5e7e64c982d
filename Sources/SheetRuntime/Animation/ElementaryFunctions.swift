/// `exp`, `sin` and `cos` written in Swift, without Foundation or a C library.
///
/// The engine must give the same frames on macOS, Linux and in WebAssembly (Embedded
/// Swift has no libm): computing these here makes a spring's curve bit-for-bit the same
/// on every platform, so a frame recorded by `sheetc simulate` on Linux is the frame an
/// iPhone or the browser playground draws. Accuracy is a few ulps over the ranges a
/// spring uses, far below a thousandth of a point.
enum ElementaryFunctions {
    private static let ln2Hi = 6.93147180369123816490e-01
    private static let ln2Lo = 1.90821492927058770002e-10
    private static let invLn2 = 1.44269504088896338700e+00

    /// e^x: 0 below −745, +∞ above 709.7.
    static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.78 { return .infinity }
        if x < -745.2 { return 0 }
        // x = k·ln2 + r, |r| ≤ ln2/2; e^r by its Taylor series (|r| < 0.35: 18 terms are exact to an ulp).
        let k = (x * invLn2).rounded()
        let r = (x - k * ln2Hi) - k * ln2Lo
        var term = 1.0
        var sum = 1.0
        for n in 1...18 {
            term *= r / Double(n)
            sum += term
        }
        return scaled(sum, byPowerOfTwo: Int(k))
    }

    /// `value · 2^exponent`, stepping so that neither factor overflows or goes subnormal early.
    private static func scaled(_ value: Double, byPowerOfTwo exponent: Int) -> Double {
        var result = value
        var remaining = exponent
        while remaining > 1000 { result *= Double(sign: .plus, exponent: 1000, significand: 1); remaining -= 1000 }
        while remaining < -1000 { result *= Double(sign: .plus, exponent: -1000, significand: 1); remaining += 1000 }
        return result * Double(sign: .plus, exponent: remaining, significand: 1)
    }

    private static let halfPiHi = 1.57079632673412561417e+00
    private static let halfPiLo = 6.07710050650619224932e-11
    private static let invHalfPi = 6.36619772367581382433e-01

    /// (sin x, cos x), reduced by multiples of π/2 (exact enough for |x| up to about 1e9).
    static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        let k = (x * invHalfPi).rounded()
        let r = (x - k * halfPiHi) - k * halfPiLo
        let r2 = r * r
        // Taylor series on |r| ≤ π/4: 11 terms of each are below an ulp.
        var sinTerm = r, sinSum = r
        var cosTerm = 1.0, cosSum = 1.0
        for n in 1...11 {
            sinTerm *= -r2 / Double((2 * n) * (2 * n + 1))
            sinSum += sinTerm
            cosTerm *= -r2 / Double((2 * n - 1) * (2 * n))
            cosSum += cosTerm
        }
        switch Int(k.truncatingRemainder(dividingBy: 4)) & 3 {
        case 0: return (sinSum, cosSum)
        case 1: return (cosSum, -sinSum)
        case 2: return (-sinSum, -cosSum)
        default: return (-cosSum, sinSum)
        }
    }
}
