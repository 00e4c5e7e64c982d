/// The grab handle drawn on top of the card, hinting that it can be dragged.
public struct PopUpIndicator: Hashable, Sendable {
    /// Width of the handle, in points.
    public var width: Double = 0
    /// Height of the handle, in points.
    public var height: Double = 0
    /// Corner radius of the handle, in points.
    public var cornerRadius: Double = 0
    /// Colour of the handle.
    public var color: SheetColorPair = .black
    /// Distance from the card's top edge to the handle's top edge.
    public var topMargin: Double = 0

    /// Creates a handle.
    public init(width: Double, height: Double, cornerRadius: Double, color: SheetColorPair, topMargin: Double) {
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.color = color
        self.topMargin = topMargin
    }
}

extension PopUpIndicator: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: PopUpIndicator { PopUpIndicator() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.PopUpIndicator" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("width", &width)
        visitor.field("height", &height)
        visitor.field("cornerRadius", &cornerRadius)
        visitor.field("color", &color)
        visitor.field("topMargin", &topMargin)
    }

    private init() {}
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension PopUpIndicator: Codable {}
#endif
