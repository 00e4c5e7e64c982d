/// The numbers and choices behind the release rule (see `SheetEngine` and the spec language, §3 and §8).
public struct Thresholds: Hashable, Sendable {
    /// Which releases may dismiss (spec-language §8 `dismissWhen`).
    public enum DismissWhen: String, Hashable, Sendable, CaseIterable {
        /// Any release the rule sends there.
        case any
        /// Only a release moving down, at or below the highest resting state (a card moving up or at rest stays).
        case movingDown
    }

    /// What a slow release does (spec-language §8 `atRest`).
    public enum AtRest: String, Hashable, Sendable, CaseIterable {
        /// The nearest resting state (or the `boundaries`).
        case nearest
        /// The state at or above the release.
        case up
        /// The state at or below the release.
        case down
    }

    /// Which state a snap picks (spec-language §8 `snapTarget`).
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
    public var dismissBelow: SheetLength
    /// Which releases may dismiss.
    public var dismissWhen: DismissWhen
    /// What a slow release does.
    public var atRest: AtRest
    /// Which state a snap picks.
    public var snapTarget: SnapTarget
    /// With `atRest: nearest`, the frame height from which a slow release settles in each state
    /// (by name); a state without one keeps the midpoint to the state below.
    public var boundaries: [String: SheetLength]

    /// Creates release thresholds; the options of spec-language §8 default to the plain rule of §3.
    public init(dismissVelocity: Double?, snapVelocity: Double?, dismissBelow: SheetLength,
                dismissWhen: DismissWhen = .any, atRest: AtRest = .nearest, snapTarget: SnapTarget = .beyond,
                boundaries: [String: SheetLength] = [:]) {
        self.dismissVelocity = dismissVelocity
        self.snapVelocity = snapVelocity
        self.dismissBelow = dismissBelow
        self.dismissWhen = dismissWhen
        self.atRest = atRest
        self.snapTarget = snapTarget
        self.boundaries = boundaries
    }
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension Thresholds.DismissWhen: Codable {}
extension Thresholds.AtRest: Codable {}
extension Thresholds.SnapTarget: Codable {}

extension Thresholds: Codable {
    private enum CodingKeys: String, CodingKey {
        case dismissVelocity, snapVelocity, dismissBelow, dismissWhen, atRest, snapTarget, boundaries
    }

    /// Decodes a manifest's thresholds (`null` velocities mean `none`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        dismissVelocity = try container.decodeIfPresent(Double.self, forKey: .dismissVelocity)
        snapVelocity = try container.decodeIfPresent(Double.self, forKey: .snapVelocity)
        dismissBelow = try container.decode(SheetLength.self, forKey: .dismissBelow)
        dismissWhen = try container.decode(DismissWhen.self, forKey: .dismissWhen)
        atRest = try container.decode(AtRest.self, forKey: .atRest)
        snapTarget = try container.decode(SnapTarget.self, forKey: .snapTarget)
        boundaries = try container.decode([String: SheetLength].self, forKey: .boundaries)
    }

    /// Writes `null` for a velocity that is `none`: a manifest makes every value explicit.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(dismissVelocity, forKey: .dismissVelocity)
        try container.encode(snapVelocity, forKey: .snapVelocity)
        try container.encode(dismissBelow, forKey: .dismissBelow)
        try container.encode(dismissWhen, forKey: .dismissWhen)
        try container.encode(atRest, forKey: .atRest)
        try container.encode(snapTarget, forKey: .snapTarget)
        try container.encode(boundaries, forKey: .boundaries)
    }
}
#endif
