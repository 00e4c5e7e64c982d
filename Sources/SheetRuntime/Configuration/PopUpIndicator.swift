/// The grab handle drawn on top of the card, hinting that it can be dragged.
public struct PopUpIndicator: Codable, Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var cornerRadius: Double
    public var color: SheetColor
    /// Distance from the card's top edge to the handle's top edge.
    public var topMargin: Double

    public init(width: Double, height: Double, cornerRadius: Double, color: SheetColor, topMargin: Double) {
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.color = color
        self.topMargin = topMargin
    }
}
