/// Where the card sits across the container and above its bottom edge
/// (docs/language.md#the-cards-width-and-a-floating-card `placement`): a width-limited card on an iPad
/// or in landscape, or a detached floating card.
public struct Placement: Hashable, Sendable {
    /// Which side a card narrower than the container keeps to.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Equal space on both sides.
        case center
        /// `horizontalMargin` from the leading edge (the left one, or the right one right to left).
        case leading
        /// `horizontalMargin` from the trailing edge (the right one, or the left one right to left).
        case trailing
    }

    /// The card's largest width, in points; `nil`: as wide as the container allows.
    public var maxWidth: Double?
    /// Which side a narrower card keeps to.
    public var alignment: Alignment = .center
    /// Space kept free on each side of the card, in points.
    public var horizontalMargin: Double = 0
    /// How far the card floats above the container's bottom edge, in points; above 0 the card is
    /// detached (four rounded corners) and a state's length is the card's own height.
    public var bottomMargin: Double = 0
    /// Whether and how the card floats clear of the edges at low heights; `nil`: it never does.
    public var float: Floating?
    /// How the card meets a bar below it (a tab bar, a toolbar).
    public var bar: Bar = Bar()

    /// Creates a placement; the defaults are a full-width card on the bottom edge.
    public init(maxWidth: Double? = nil, alignment: Alignment = .center, horizontalMargin: Double = 0, bottomMargin: Double = 0,
                float: Floating? = nil, bar: Bar = Bar()) {
        self.maxWidth = maxWidth
        self.alignment = alignment
        self.horizontalMargin = horizontalMargin
        self.bottomMargin = bottomMargin
        self.float = float
        self.bar = bar
    }

    /// A full-width card on the bottom edge (a version-1 spec without `placement`).
    public static let edgeToEdge = Placement()

    /// Whether the card floats above the bottom edge.
    public var isDetached: Bool { bottomMargin > 0 }

    /// The card's width on a container `containerWidth` wide: the container less both margins,
    /// at most `maxWidth`, never negative.
    public func width(in containerWidth: Double) -> Double {
        max(0, min(containerWidth - 2 * horizontalMargin, maxWidth ?? .infinity))
    }

    /// The card's left edge on a container `containerWidth` wide; `rightToLeft`: the container's
    /// leading edge is its right one, so `leading` and `trailing` swap sides.
    public func x(in containerWidth: Double, rightToLeft: Bool = false) -> Double {
        let width = width(in: containerWidth)
        let atLeft = horizontalMargin, atRight = containerWidth - horizontalMargin - width
        switch alignment {
        case .center: return (containerWidth - width) / 2
        case .leading: return rightToLeft ? atRight : atLeft
        case .trailing: return rightToLeft ? atLeft : atRight
        }
    }
}

extension Placement: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: Placement { Placement() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.Placement" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("maxWidth", &maxWidth)
        visitor.field("alignment", &alignment)
        visitor.field("horizontalMargin", &horizontalMargin)
        visitor.field("bottomMargin", &bottomMargin)
        visitor.field("float", &float)
        visitor.field("bar", &bar)
    }
}

extension Placement.Alignment: ManifestChoice {}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension Placement: Codable {}
extension Placement.Alignment: Codable {}
#endif
