/// The non-spring curves: linear and the cubic Béziers of `easeIn` (0.42, 0, 1, 1),
/// `easeOut` (0, 0, 0.58, 1) and `easeInOut` (0.42, 0, 0.58, 1), as CSS and Core Animation
/// define them. Progress is a function of the fraction of the duration elapsed.
struct TimingCurve: Hashable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// The software keyboard's own curve (UIKit's undocumented `UIView.AnimationCurve` 7, what its
    /// notifications pass): fast, then a long settle. Apple publishes no control points; these are
    /// the usual fit of it, (0.38, 0.7, 0.125, 1).
    static let keyboard = TimingCurve(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1)

    /// The curve a front end passes with the keyboard's move.
    init(_ curve: SheetKeyboardCurve) {
        switch curve {
        case .linear: self = .linear
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .easeInOut: self = .easeInOut
        case .keyboard: self = .keyboard
        }
    }

    /// The curve named by a spec's `animation.curve` (`spring` has none).
    init?(_ curve: SheetAnimation.Curve) {
        switch curve {
        case .linear: self = .linear
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .easeInOut: self = .easeInOut
        case .spring: return nil
        }
    }

    private init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// Progress (0–1) and its derivative d(progress)/d(fraction) at `fraction` of the duration (clamped to 0–1).
    func progress(at fraction: Double) -> (value: Double, slope: Double) {
        let x = min(max(fraction, 0), 1)
        let s = parameter(forX: x)
        let dx = Self.derivative(s, x1, x2)
        let dy = Self.derivative(s, y1, y2)
        return (Self.bezier(s, y1, y2), dx > 1e-12 ? dy / dx : (dy > 0 ? .infinity : 0))
    }

    /// The Bézier parameter s with x(s) = x: Newton's method, falling back to bisection.
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let slope = Self.derivative(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<64 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the Bézier from (0,0) through control values p1, p2 to (1,1).
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}
