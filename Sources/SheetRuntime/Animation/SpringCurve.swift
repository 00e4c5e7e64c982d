/// A damped harmonic oscillator towards a target, solved in closed form:
/// x″ = −ω²(x − target) − 2ζω·x′ with ω = 2π / duration and ζ = damping (0 < ζ ≤ 1),
/// the parameters of SwiftUI's `Spring(duration:bounce:)` (bounce = 1 − ζ).
///
/// Closed form rather than a step integrator, so the position at t is the same however
/// many frames were asked for before it (FloatingPanel's numeric animator steps; this
/// does not need to).
struct SpringCurve: Hashable, Sendable {
    /// The settle test of runtime.md §3: within half a point of the target, slower than 1 pt/s.
    static let settleDistance = 0.5
    static let settleSpeed = 1.0

    let target: Double
    /// Displacement from the target at t = 0.
    let initialOffset: Double
    /// Velocity at t = 0, in points per second (positive upward, as heights grow).
    let initialVelocity: Double
    let omega: Double
    let damping: Double
    private let dampedOmega: Double

    /// A spring from `position` moving at `velocity` (height units per second, positive upward).
    /// Durations below a millisecond act as a millisecond, so ω stays finite.
    init(from position: Double, velocity: Double, to target: Double, duration: Double, damping: Double) {
        self.target = target
        self.initialOffset = position - target
        self.initialVelocity = velocity
        self.omega = 2 * Double.pi / max(duration, 0.001)
        self.damping = min(max(damping, 0.001), 1)
        self.dampedOmega = omega * (1 - self.damping * self.damping).squareRoot()
    }

    /// Position and velocity at `t` seconds after the start.
    func state(at t: Double) -> (position: Double, velocity: Double) {
        let y0 = initialOffset, v0 = initialVelocity
        let decay = ElementaryFunctions.exp(-damping * omega * t)
        if dampedOmega < 1e-9 * omega {
            // Critically damped: y = (y0 + (v0 + ω·y0)·t)·e^(−ωt).
            let c = v0 + omega * y0
            let y = (y0 + c * t) * decay
            let v = (c - omega * (y0 + c * t)) * decay
            return (target + y, v)
        }
        let b = (v0 + damping * omega * y0) / dampedOmega
        let (sine, cosine) = ElementaryFunctions.sinCos(dampedOmega * t)
        let y = decay * (y0 * cosine + b * sine)
        let v = decay * ((b * dampedOmega - damping * omega * y0) * cosine - (y0 * dampedOmega + damping * omega * b) * sine)
        return (target + y, v)
    }

    /// Whether the spring counts as settled at `t` (runtime.md §3).
    func isSettled(at t: Double) -> Bool {
        let (position, velocity) = state(at: t)
        return abs(position - target) < Self.settleDistance && abs(velocity) < Self.settleSpeed
    }

    /// A time before which the settle test cannot pass, so a search may start there.
    ///
    /// Underdamped, y = B(t)·cos(φ(t)) and y′ = −ω·B(t)·cos(φ(t) + ψ) with B(t) = A·e^(−ζωt) and
    /// cos ψ = ζ; both cosines are never small at once (cos²u + cos²(u + ψ) ≥ 1 − ζ), so both
    /// tests pass only once B² < (0.25 + 1/ω²) / (1 − ζ).
    var earliestPossibleSettle: Double {
        guard dampedOmega >= 1e-9 * omega, damping < 1 else { return 0 }
        let b = (initialVelocity + damping * omega * initialOffset) / dampedOmega
        let amplitudeSquared = initialOffset * initialOffset + b * b
        let bound = (Self.settleDistance * Self.settleDistance + Self.settleSpeed * Self.settleSpeed / (omega * omega)) / (1 - damping)
        guard amplitudeSquared > bound, amplitudeSquared.isFinite else { return 0 }
        // B² = A²·e^(−2ζωt) < bound  ⇔  t > ln(A²/bound) / (2ζω); ln by bisection on exp, to stay libm-free.
        return Self.logarithm(amplitudeSquared / bound) / (2 * damping * omega) * 0.999
    }

    /// ln(x) for x > 1, to ~1e-12 relative (bisection on `exp`; used once per animation).
    static func logarithm(_ x: Double) -> Double {
        var low = 0.0, high = 1.0
        while ElementaryFunctions.exp(high) < x { high *= 2 }
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if ElementaryFunctions.exp(mid) < x { low = mid } else { high = mid }
        }
        return low
    }
}
