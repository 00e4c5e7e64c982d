/// How the card looks.
public struct Appearance: Hashable, Sendable {
    /// A line around the card's edge.
    public struct Border: Hashable, Sendable {
        /// The line's colour.
        public var color: SheetColor = .black
        /// The line's width, in points.
        public var width: Double = 0

        /// Creates a border.
        public init(color: SheetColor, width: Double) {
            self.color = color
            self.width = width
        }
    }

    /// Radius of the card's two top corners, in points.
    public var cornerRadius: Double = 0
    /// The card's background colour.
    public var backgroundColor: SheetColor = .black
    /// The card's border; `nil` for none.
    public var border: Border?

    /// Creates an appearance.
    public init(cornerRadius: Double, backgroundColor: SheetColor, border: Border? = nil) {
        self.cornerRadius = cornerRadius
        self.backgroundColor = backgroundColor
        self.border = border
    }
}

extension Appearance: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: Appearance { Appearance() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.Appearance" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("cornerRadius", &cornerRadius)
        visitor.field("backgroundColor", &backgroundColor)
        visitor.field("border", &border)
    }

    private init() {}
}

extension Appearance.Border: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: Appearance.Border { Appearance.Border() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.Appearance.Border" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("color", &color)
        visitor.field("width", &width)
    }

    private init() {}
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension Appearance: Codable {}
extension Appearance.Border: Codable {}
#endif
