/// The numbers and choices behind the release rule (see `SheetEngine` and docs/language.md#the-release-rule).
public struct Thresholds: Hashable, Sendable {
    /// Which releases may dismiss (`dismissWhen`, docs/language.md#the-release-rule).
    public enum DismissWhen: String, Hashable, Sendable, CaseIterable {
        /// Any release the rule sends there.
        case any
        /// Only a release moving down, at or below the highest resting state (a card moving up or at rest stays).
        case movingDown
    }

    /// What a slow release does (`atRest`, docs/language.md#the-release-rule).
    public enum AtRest: String, Hashable, Sendable, CaseIterable {
        /// The nearest resting state (or the `boundaries`).
        case nearest
        /// The state at or above the release.
        case up
        /// The state at or below the release.
        case down
    }

    /// Which state a snap picks (`snapTarget`, docs/language.md#the-release-rule).
    public enum SnapTarget: String, Hashable, Sendable, CaseIterable {
        /// The next resting state strictly beyond the release in its direction.
        case beyond
        /// One of the two states around the release (the articles' "bands").
        case bracket
    }

    /// A downward release at least this fast (pt/s) dismisses, when dismissible; `nil`: never (rule 1 off).
    public var dismissVelocity: Double?
    /// A release at least this fast (pt/s) moves on to the next state in its direction; `nil`: never
    /// (a positional sheet).
    public var snapVelocity: Double?
    /// A slow release with less visible height than this dismisses, when dismissible.
    public var dismissBelow: SheetLength = .zero
    /// Which releases may dismiss.
    public var dismissWhen: DismissWhen = .any
    /// What a slow release does.
    public var atRest: AtRest = .nearest
    /// Which state a snap picks.
    public var snapTarget: SnapTarget = .beyond
    /// With `atRest: nearest`, the frame height from which a slow release settles in each state
    /// (by name); a state without one keeps the midpoint to the state below.
    public var boundaries: [String: SheetLength] = [:]
    /// Whether `dismissBelow` is the default, half the lowest visible state's frame height, and
    /// so rises by half the keyboard's raise with it (docs/language.md#look-motion-and-feel); a written
    /// one stays put.
    public var dismissBelowIsHalfTheLowestState = false

    /// Creates release thresholds; the `thresholds` options default to the plain rule
    /// (docs/language.md#the-release-rule).
    public init(dismissVelocity: Double?, snapVelocity: Double?, dismissBelow: SheetLength,
                dismissWhen: DismissWhen = .any, atRest: AtRest = .nearest, snapTarget: SnapTarget = .beyond,
                boundaries: [String: SheetLength] = [:], dismissBelowIsHalfTheLowestState: Bool = false) {
        self.dismissVelocity = dismissVelocity
        self.snapVelocity = snapVelocity
        self.dismissBelow = dismissBelow
        self.dismissWhen = dismissWhen
        self.atRest = atRest
        self.snapTarget = snapTarget
        self.boundaries = boundaries
        self.dismissBelowIsHalfTheLowestState = dismissBelowIsHalfTheLowestState
    }
}

extension Thresholds: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: Thresholds { Thresholds() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.Thresholds" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("dismissVelocity", &dismissVelocity)
        visitor.field("snapVelocity", &snapVelocity)
        visitor.field("dismissBelow", &dismissBelow)
        visitor.field("dismissWhen", &dismissWhen)
        visitor.field("atRest", &atRest)
        visitor.field("snapTarget", &snapTarget)
        visitor.field("boundaries", &boundaries)
        visitor.field("dismissBelowIsHalfTheLowestState", &dismissBelowIsHalfTheLowestState)
    }

    private init() {}
}
extension Thresholds.DismissWhen: ManifestChoice {}
extension Thresholds.AtRest: ManifestChoice {}
extension Thresholds.SnapTarget: ManifestChoice {}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension Thresholds: Codable {}
extension Thresholds.DismissWhen: Codable {}
extension Thresholds.AtRest: Codable {}
extension Thresholds.SnapTarget: Codable {}
#endif
