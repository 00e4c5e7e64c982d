/// The numbers behind the release rule (see `SheetEngine` and the spec language, §3).
public struct Thresholds: Codable, Hashable, Sendable {
    /// A downward release at least this fast (pt/s) dismisses, when dismissible.
    public var dismissVelocity: Double
    /// A release at least this fast (pt/s) moves on to the next state in its direction.
    public var snapVelocity: Double
    /// A slow release with less visible height than this dismisses, when dismissible.
    public var dismissBelow: SheetLength

    /// Creates release thresholds.
    public init(dismissVelocity: Double, snapVelocity: Double, dismissBelow: SheetLength) {
        self.dismissVelocity = dismissVelocity
        self.snapVelocity = snapVelocity
        self.dismissBelow = dismissBelow
    }
}
