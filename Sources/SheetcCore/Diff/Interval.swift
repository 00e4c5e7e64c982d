/// An interval of heights (pt) or velocities (pt/s) over which a release decides alike: each end
/// included or not, and an end of the velocities open to infinity. `sheetc diff` reports its
/// changed decisions as regions of such intervals, exactly where the release rule switches,
/// so a threshold moved from 400 to 500 pt/s shows as the 100 pt/s between them.
public struct Interval: Sendable, Hashable {
    /// `-infinity` for no lower end.
    public var lower: Double
    /// `infinity` for no upper end.
    public var upper: Double
    public var includesLower: Bool
    public var includesUpper: Bool

    public init(lower: Double, upper: Double, includesLower: Bool, includesUpper: Bool) {
        self.lower = lower
        self.upper = upper
        self.includesLower = includesLower && lower.isFinite
        self.includesUpper = includesUpper && upper.isFinite
    }

    /// The single value `value`.
    public static func point(_ value: Double) -> Interval {
        Interval(lower: value, upper: value, includesLower: true, includesUpper: true)
    }

    public var isPoint: Bool { lower == upper }

    public func contains(_ value: Double) -> Bool {
        (value > lower || includesLower && value == lower) && (value < upper || includesUpper && value == upper)
    }

    /// This interval and `next`, which starts where this one ends (and neither or one of them
    /// holds that value), as one.
    func joined(to next: Interval) -> Interval? {
        guard upper == next.lower, includesUpper != next.includesLower else { return nil }
        return Interval(lower: lower, upper: next.upper, includesLower: includesLower, includesUpper: next.includesUpper)
    }
}
