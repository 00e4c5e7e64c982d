/// How the sheet moves to a state.
public struct SheetAnimation: Hashable, Sendable {
    /// The timing curve of a move.
    public enum Curve: String, Hashable, Sendable, CaseIterable {
        case linear, easeIn, easeOut, easeInOut, spring
    }

    /// The timing curve.
    public var curve: Curve
    /// Duration of a move, in seconds (> 0).
    public var duration: Double
    /// Spring damping ratio, 0 < d <= 1; `nil` unless `curve` is `.spring`.
    public var damping: Double?
    /// Spring initial velocity; `nil` unless `curve` is `.spring`.
    public var initialVelocity: Double?
    /// The animation of a move towards `dismissed` (the Twitter card leaves on a softer spring);
    /// `nil`: this one.
    public var dismiss: SheetAnimation? {
        get { dismissBox?.animation }
        set { dismissBox = newValue.map(Box.init) }
    }

    /// Holds the dismissal's animation: a struct cannot hold an optional of itself inline.
    private indirect enum Box: Hashable, Sendable {
        case some(SheetAnimation)
        init(_ animation: SheetAnimation) { self = .some(animation) }
        var animation: SheetAnimation { switch self { case .some(let animation): return animation } }
    }
    private var dismissBox: Box?

    /// Creates animation settings; the spring parameters apply to `.spring` only.
    public init(curve: Curve, duration: Double, damping: Double? = nil, initialVelocity: Double? = nil,
                dismiss: SheetAnimation? = nil) {
        self.curve = curve
        self.duration = duration
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.dismiss = dismiss
    }
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension SheetAnimation.Curve: Codable {}

extension SheetAnimation: Codable {
    private enum CodingKeys: String, CodingKey {
        case curve, duration, damping, initialVelocity, dismiss
    }

    /// Creates animation settings; the spring parameters apply to `.spring` only.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        curve = try container.decode(Curve.self, forKey: .curve)
        duration = try container.decode(Double.self, forKey: .duration)
        damping = try container.decodeIfPresent(Double.self, forKey: .damping)
        initialVelocity = try container.decodeIfPresent(Double.self, forKey: .initialVelocity)
        dismiss = try container.decodeIfPresent(SheetAnimation.self, forKey: .dismiss)
    }

    /// Writes `null` for the spring parameters of other curves: a manifest makes every value explicit.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(curve, forKey: .curve)
        try container.encode(duration, forKey: .duration)
        try container.encode(damping, forKey: .damping)
        try container.encode(initialVelocity, forKey: .initialVelocity)
        try container.encode(dismiss, forKey: .dismiss)
    }
}
#endif
