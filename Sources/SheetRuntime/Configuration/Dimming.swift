/// The backdrop behind the sheet, darkening as the sheet rises.
public struct Dimming: Hashable, Sendable {
    /// The backdrop's colour (its alpha multiplies the dimming alpha).
    public var color: SheetColorPair = .black
    /// The backdrop's alpha once the sheet reaches `fullFrom` (0–1).
    public var maxAlpha: Double = 0
    /// The state at and below which the backdrop is clear, or `dismissed`: clear only at height 0.
    public var from: String = ""
    /// The state from which the backdrop is fully dimmed.
    public var fullFrom: String = ""
    /// Whether a tap on the backdrop dismisses the sheet.
    public var tapToDismiss: Bool = false

    /// Creates backdrop settings.
    public init(color: SheetColorPair, maxAlpha: Double, from: String, fullFrom: String, tapToDismiss: Bool) {
        self.color = color
        self.maxAlpha = maxAlpha
        self.from = from
        self.fullFrom = fullFrom
        self.tapToDismiss = tapToDismiss
    }
}

extension Dimming: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: Dimming { Dimming() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.Dimming" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("color", &color)
        visitor.field("maxAlpha", &maxAlpha)
        visitor.field("from", &from)
        visitor.field("fullFrom", &fullFrom)
        visitor.field("tapToDismiss", &tapToDismiss)
    }

    private init() {}
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension Dimming: Codable {}
#endif
