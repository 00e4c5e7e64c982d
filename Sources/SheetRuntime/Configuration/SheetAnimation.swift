/// How the sheet moves to a state.
public struct SheetAnimation: Hashable, Sendable {
    /// The timing curve of a move.
    public enum Curve: String, Hashable, Sendable, CaseIterable {
        case linear, easeIn, easeOut, easeInOut, spring
    }

    /// The timing curve.
    public var curve: Curve = .linear
    /// Duration of a move, in seconds (> 0); for `.spring`, the spring's period (the move lasts
    /// until the spring settles, longer than that).
    public var duration: Double = 0
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

extension SheetAnimation: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: SheetAnimation { SheetAnimation() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.SheetAnimation" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("curve", &curve)
        visitor.field("duration", &duration)
        visitor.field("damping", &damping)
        visitor.field("initialVelocity", &initialVelocity)
        visitor.field("dismiss", &dismiss)
    }

    private init() {}
}
extension SheetAnimation.Curve: ManifestChoice {}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension SheetAnimation: Codable {}
extension SheetAnimation.Curve: Codable {}
#endif
