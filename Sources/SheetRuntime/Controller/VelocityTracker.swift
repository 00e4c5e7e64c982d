/// Estimates a finger's velocity at its lift: the least-squares slope of its recent
/// positions (docs/behaviour.md#dragging-and-releasing), as Flutter's `VelocityTracker` does with a
/// straight line.
///
/// Only positions at most 0.1 s old at the lift count, so a finger that stops and then
/// lifts does not fling; fewer than two, or no spread in their times, give 0.
struct VelocityTracker: Hashable, Sendable {
    /// How old a position may be at the lift and still count (with 1e-9 for rounding).
    static let window = 0.1 + 1e-9

    private var times: [Double] = []
    private var positions: [Double] = []
    private var first = 0

    /// Records the finger at `position` (height above the container's bottom) at `time`.
    mutating func add(position: Double, time: Double) {
        times.append(time)
        positions.append(position)
        // Positions too old for the newest are too old for any later lift: drop them.
        while first < times.count, time - times[first] > Self.window { first += 1 }
        if first > 32, first * 2 > times.count {
            times.removeFirst(first)
            positions.removeFirst(first)
            first = 0
        }
    }

    /// The velocity at `time`, in points per second, positive downward (0 when unknown).
    func velocity(at time: Double) -> Double {
        var count = 0.0, meanTime = 0.0, meanPosition = 0.0
        for index in first..<times.count where time - times[index] <= Self.window {
            count += 1
            meanTime += times[index]
            meanPosition += positions[index]
        }
        guard count >= 2 else { return 0 }
        meanTime /= count
        meanPosition /= count
        var covariance = 0.0, variance = 0.0
        for index in first..<times.count where time - times[index] <= Self.window {
            let dt = times[index] - meanTime
            covariance += dt * (positions[index] - meanPosition)
            variance += dt * dt
        }
        guard variance > 0 else { return 0 }
        let slope = covariance / variance
        return slope.isFinite ? -slope : 0
    }
}
