/// How the sheet responds to touches.
public struct Interaction: Hashable, Sendable {
    /// Where a drag that moves the sheet may start.
    public enum DragArea: String, Hashable, Sendable, CaseIterable {
        /// Only on the sheet itself.
        case sheet
        /// Anywhere in the container.
        case container
        /// Only on the grab handle's area (grown to at least 44 × 44 pt; the card's top 44 pt when
        /// there is no handle): the content never moves the sheet (docs/language.md#look-motion-and-feel).
        case handle
    }

    /// Whether the user can dismiss the sheet (flick down, drag below `dismissBelow`, tap the backdrop).
    public var dismissible: Bool = false
    /// Where a drag that moves the sheet may start.
    public var dragArea: DragArea = .sheet
    /// Whether a scroll view inside the sheet hands a downward drag to the sheet when scrolled to its top.
    public var scrollTracking: Bool = false
    /// Whether touches outside the sheet always reach the content behind it (as in Maps).
    public var passthrough: Bool = false
    /// With `passthrough` off, the state up to whose frame height (+0.5 pt) touches outside the
    /// sheet still reach the content behind; above it the backdrop takes them (UIKit's largest
    /// undimmed detent). `nil`: never.
    public var passthroughUpTo: String?
    /// Whether dragging past the highest (or, when not dismissible, the lowest) state stretches with resistance.
    public var rubberBand: Bool = false

    /// Creates interaction settings.
    public init(dismissible: Bool, dragArea: DragArea, scrollTracking: Bool, passthrough: Bool, rubberBand: Bool,
                passthroughUpTo: String? = nil) {
        self.dismissible = dismissible
        self.dragArea = dragArea
        self.scrollTracking = scrollTracking
        self.passthrough = passthrough
        self.rubberBand = rubberBand
        self.passthroughUpTo = passthroughUpTo
    }
}

extension Interaction: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: Interaction { Interaction() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.Interaction" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("dismissible", &dismissible)
        visitor.field("dragArea", &dragArea)
        visitor.field("scrollTracking", &scrollTracking)
        visitor.field("passthrough", &passthrough)
        visitor.field("rubberBand", &rubberBand)
        visitor.field("passthroughUpTo", &passthroughUpTo)
    }

    private init() {}
}
extension Interaction.DragArea: ManifestChoice {}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension Interaction: Codable {}
extension Interaction.DragArea: Codable {}
#endif
