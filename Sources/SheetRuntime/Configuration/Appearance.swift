/// How the card looks.
public struct Appearance: Codable, Hashable, Sendable {
    /// Radius of the card's two top corners, in points.
    public var cornerRadius: Double
    /// The card's background colour.
    public var backgroundColor: SheetColor

    /// Creates an appearance.
    public init(cornerRadius: Double, backgroundColor: SheetColor) {
        self.cornerRadius = cornerRadius
        self.backgroundColor = backgroundColor
    }
}
