/// The grab handle drawn on top of the card, hinting that it can be dragged.
public struct PopUpIndicator: Hashable, Sendable {
    /// Width of the handle, in points.
    public var width: Double
    /// Height of the handle, in points.
    public var height: Double
    /// Corner radius of the handle, in points.
    public var cornerRadius: Double
    /// Colour of the handle.
    public var color: SheetColor
    /// Distance from the card's top edge to the handle's top edge.
    public var topMargin: Double

    /// Creates a handle.
    public init(width: Double, height: Double, cornerRadius: Double, color: SheetColor, topMargin: Double) {
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.color = color
        self.topMargin = topMargin
    }
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension PopUpIndicator: Codable {}
#endif
