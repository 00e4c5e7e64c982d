/// A damped harmonic oscillator towards a target, solved in closed form:
/// x″ = −ω²(x − target) − 2ζω·x′ with ω = 2π / duration and ζ = damping (0 < ζ ≤ 1),
/// the parameters of SwiftUI's `Spring(duration:bounce:)` (bounce = 1 − ζ).
///
/// Closed form rather than a step integrator, so the position at t is the same however
/// many frames were asked for before it (FloatingPanel's numeric animator steps; this
/// does not need to).
struct SpringCurve: Hashable, Sendable {
    /// The settle test of docs/behaviour.md#animating: within half a point of the target, slower than 1 pt/s.
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

    /// Whether the spring counts as settled at `t` (docs/behaviour.md#animating).
    func isSettled(at t: Double) -> Bool {
        let (position, velocity) = state(at: t)
        return abs(position - target) < Self.settleDistance && abs(velocity) < Self.settleSpeed
    }

    /// How long, from a moment at `position` moving at `velocity`, the spring surely neither
    /// settles nor (when `dismisses`) reaches 0 — so a search for its end may leap that far.
    ///
    /// The oscillator's energy E = x′² + ω²(x − target)² never grows (dE/dt = −4ζω·x′²), so
    /// from now on |x′| ≤ √E and |x″| ≤ ω²|x − target| + 2ζω|x′| ≤ (1 + 2ζ)·ω·√E. Reaching
    /// |x − target| < 0.5 takes at least (|x − target| − 0.5)/√E, |x′| < 1 at least
    /// (|x′| − 1)/((1 + 2ζ)·ω·√E), and reaching 0 at least x/√E. Slightly shortened for rounding.
    func timeBeforeAnyEnd(position: Double, velocity: Double, dismisses: Bool) -> Double {
        let offset = position - target
        let speedBound = (velocity * velocity + omega * omega * offset * offset).squareRoot()
        guard speedBound > 0, speedBound.isFinite else { return 0 }
        let toPosition = (abs(offset) - Self.settleDistance) / speedBound
        let toSpeed = (abs(velocity) - Self.settleSpeed) / ((1 + 2 * damping) * omega * speedBound)
        var wait = max(toPosition, toSpeed)
        if dismisses { wait = min(wait, position / speedBound) }
        return max(0, wait * 0.999)
    }
}
