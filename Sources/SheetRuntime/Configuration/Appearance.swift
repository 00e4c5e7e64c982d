/// How the card looks.
public struct Appearance: Hashable, Sendable {
    /// A line around the card's edge.
    public struct Border: Hashable, Sendable {
        /// The line's colour.
        public var color: SheetColor
        /// The line's width, in points.
        public var width: Double

        /// Creates a border.
        public init(color: SheetColor, width: Double) {
            self.color = color
            self.width = width
        }
    }

    /// Radius of the card's two top corners, in points.
    public var cornerRadius: Double
    /// The card's background colour.
    public var backgroundColor: SheetColor
    /// The card's border; `nil` for none.
    public var border: Border?

    /// Creates an appearance.
    public init(cornerRadius: Double, backgroundColor: SheetColor, border: Border? = nil) {
        self.cornerRadius = cornerRadius
        self.backgroundColor = backgroundColor
        self.border = border
    }
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension Appearance.Border: Codable {}

extension Appearance: Codable {
    private enum CodingKeys: String, CodingKey {
        case cornerRadius, backgroundColor, border
    }

    /// Decodes a manifest's appearance.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cornerRadius = try container.decode(Double.self, forKey: .cornerRadius)
        backgroundColor = try container.decode(SheetColor.self, forKey: .backgroundColor)
        border = try container.decodeIfPresent(Border.self, forKey: .border)
    }

    /// Writes `null` for no border: a manifest makes every value explicit.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cornerRadius, forKey: .cornerRadius)
        try container.encode(backgroundColor, forKey: .backgroundColor)
        try container.encode(border, forKey: .border)
    }
}
#endif
