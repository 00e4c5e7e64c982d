/// One animation in flight: where it started, the curve it follows, and — once found —
/// when it ends. Heights are points above the container's bottom edge; velocities here
/// are in height units per second (positive upward), the engine's own direction.
struct SheetAnimator: Hashable, Sendable {
    enum Path: Hashable, Sendable {
        case spring(SpringCurve)
        case timed(TimingCurve, from: Double, to: Double, duration: Double)
    }

    /// Grid step of the settle search (docs/behaviour.md#animating: a 1 ms grid from the animation's start).
    static let gridStep = 0.001
    /// The most grid points one spring is searched for its settle (10,000 s): past it, it is settled.
    static let maximumGridPoints = 10_000_000

    let start: Double
    let path: Path
    /// Whether the animation ends in a dismissal (it then ends the first time it reaches 0).
    let dismisses: Bool
    /// The height the animation ends at.
    let targetHeight: Double
    /// The end time, once the search has found it.
    private(set) var end: Double?
    /// The next grid point the settle search looks at.
    private var nextGridPoint: Int

    /// An animation from `height` moving at `velocity` (upward positive) to `targetHeight`,
    /// starting at `time`, along `animation` (Reduce Motion: a critically damped spring).
    init(from height: Double, velocity: Double, to targetHeight: Double, dismisses: Bool,
         animation: SheetAnimation, reduceMotion: Bool, time: Double) {
        self.start = time
        self.dismisses = dismisses
        self.targetHeight = targetHeight
        if reduceMotion || animation.curve == .spring {
            let spring = SpringCurve(from: height, velocity: velocity, to: targetHeight, duration: animation.duration,
                                     damping: reduceMotion ? 1 : (animation.damping ?? 0.8))
            path = .spring(spring)
            nextGridPoint = 0
        } else {
            let duration = max(animation.duration, 0)
            path = .timed(TimingCurve(animation.curve) ?? .linear, from: height, to: targetHeight, duration: duration)
            end = time + duration
            nextGridPoint = 0
        }
    }

    /// A move from `height` to `targetHeight` over `duration` seconds from `time`, along `curve`
    /// (ease-out unless the front end passes the keyboard's): motion that follows the keyboard
    /// rather than the spec's animation (docs/behaviour.md).
    init(easeOutFrom height: Double, to targetHeight: Double, duration: Double, curve: TimingCurve = .easeOut, time: Double) {
        start = time
        dismisses = false
        self.targetHeight = targetHeight
        path = .timed(curve, from: height, to: targetHeight, duration: duration)
        end = time + duration
        nextGridPoint = 0
    }

    /// Height and upward velocity at `time` (before clamping to the container).
    func state(at time: Double) -> (height: Double, velocity: Double) {
        if let end, time >= end { return (targetHeight, 0) }
        let elapsed = max(0, time - start)
        switch path {
        case .spring(let spring):
            let (position, velocity) = spring.state(at: elapsed)
            return (position, velocity)
        case .timed(let curve, let from, let to, let duration):
            guard duration > 0 else { return (to, 0) }
            let progress = curve.progress(at: elapsed / duration)
            let slope = progress.slope.isFinite ? progress.slope : 0
            return (from + (to - from) * progress.value, (to - from) * slope / duration)
        }
    }

    /// Searches the settle grid up to `time` and returns the end time if the animation has
    /// ended by then. The search resumes where it stopped, and leaps over grid points where the
    /// spring provably cannot have ended yet (`SpringCurve.gridPointsToSkip`), so it costs a
    /// few evaluations per frame and per animation.
    mutating func ended(by time: Double) -> Double? {
        if let end { return end <= time ? end : nil }
        guard case .spring(let spring) = path else { return nil }
        while nextGridPoint <= Self.maximumGridPoints {
            let offset = Double(nextGridPoint) * Self.gridStep
            if start + offset > time { return nil }
            let (position, velocity) = spring.state(at: offset)
            let settled = abs(position - spring.target) < SpringCurve.settleDistance && abs(velocity) < SpringCurve.settleSpeed
            if settled || (dismisses && position <= 0) || nextGridPoint == Self.maximumGridPoints {
                end = start + offset
                return end
            }
            let skip = spring.timeBeforeAnyEnd(position: position, velocity: velocity, dismisses: dismisses)
            nextGridPoint = min(Self.maximumGridPoints, nextGridPoint + max(1, Int(min(skip / Self.gridStep, 1e9))))
        }
        return nil
    }
}
