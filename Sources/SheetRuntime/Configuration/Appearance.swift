/// How the card looks.
public struct Appearance: Hashable, Sendable {
    /// A line around the card's edge.
    public struct Border: Hashable, Sendable {
        /// The line's colour.
        public var color: SheetColorPair = .black
        /// The line's width, in points.
        public var width: Double = 0

        /// Creates a border.
        public init(color: SheetColorPair, width: Double) {
            self.color = color
            self.width = width
        }
    }

    /// A soft shadow around the card (`appearance.shadow`, docs/language.md#look-motion-and-feel).
    public struct Shadow: Hashable, Sendable {
        /// The shadow's colour, its alpha included.
        public var color: SheetColorPair = .black
        /// The blur radius, in points.
        public var radius: Double = 0
        /// How far the shadow is moved down, in points (negative: up, above the card's top edge).
        public var offsetY: Double = 0

        /// Creates a shadow.
        public init(color: SheetColorPair, radius: Double, offsetY: Double) {
            self.color = color
            self.radius = radius
            self.offsetY = offsetY
        }
    }

    /// The radius of the card's rounded corners: the top two always, the bottom two while the card
    /// floats or is detached (the frame's `cornerRadius` and `bottomCornerRadius` at each height).
    /// `nil`: the system's own (a `target: system` sheet that does not write it, so iOS 26 draws
    /// its concentric corners); SheetRuntime then draws `drawnCornerRadius`.
    public var cornerRadius: CornerRadius? = 0
    /// The card's background colour. `nil`: the system's own (a `target: system` sheet that does
    /// not write it, so iOS 26 draws Liquid Glass); SheetRuntime then draws `drawnBackgroundColor`.
    public var backgroundColor: SheetColorPair? = .black
    /// The card's border; `nil` for none.
    public var border: Border?
    /// The card's shadow; `nil` for none.
    public var shadow: Shadow?
    /// What the background is made of: the colour alone, or glass under it.
    public var material: Material = .solid

    /// Creates an appearance.
    public init(cornerRadius: CornerRadius?, backgroundColor: SheetColorPair?, border: Border? = nil, shadow: Shadow? = nil,
                material: Material = .solid) {
        self.cornerRadius = cornerRadius
        self.backgroundColor = backgroundColor
        self.border = border
        self.shadow = shadow
        self.material = material
    }
}

extension Appearance {
    /// The opaque background of a sheet that leaves its colour to the system: the system sheet's
    /// own in light and dark (white, #1C1C1E), which is also the language's default card colour.
    public static let systemBackgroundColor = SheetColorPair(light: .white, dark: SheetColor(red: 0x1C, green: 0x1C, blue: 0x1E))
    /// The corners of a sheet that leaves its radius to the system: concentric with the display's,
    /// never below 10 pt, as iOS 26's sheet draws them.
    public static let systemCornerRadius = CornerRadius.concentric(minimum: 10)

    /// The radius SheetRuntime draws: the configuration's, or the system's own look's.
    public var drawnCornerRadius: CornerRadius { cornerRadius ?? Self.systemCornerRadius }
    /// The background SheetRuntime draws: the configuration's, or the system's own look's.
    public var drawnBackgroundColor: SheetColorPair { backgroundColor ?? Self.systemBackgroundColor }
}

extension Appearance: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: Appearance { Appearance() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.Appearance" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("cornerRadius", &cornerRadius)
        visitor.field("backgroundColor", &backgroundColor)
        visitor.field("border", &border)
        visitor.field("shadow", &shadow)
        visitor.field("material", &material)
    }

    private init() {}
}

extension Appearance.Border: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: Appearance.Border { Appearance.Border() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.Appearance.Border" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("color", &color)
        visitor.field("width", &width)
    }

    private init() {}
}

extension Appearance.Shadow: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: Appearance.Shadow { Appearance.Shadow() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.Appearance.Shadow" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("color", &color)
        visitor.field("radius", &radius)
        visitor.field("offsetY", &offsetY)
    }

    private init() {}
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension Appearance: Codable {}
extension Appearance.Border: Codable {}
extension Appearance.Shadow: Codable {}
#endif
