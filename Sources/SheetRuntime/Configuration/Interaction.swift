/// How the sheet responds to touches.
public struct Interaction: Hashable, Sendable {
    /// Where a drag that moves the sheet may start.
    public enum DragArea: String, Hashable, Sendable, CaseIterable {
        /// Only on the sheet itself.
        case sheet
        /// Anywhere in the container.
        case container
    }

    /// Whether the user can dismiss the sheet (flick down, drag below `dismissBelow`, tap the backdrop).
    public var dismissible: Bool
    /// Where a drag that moves the sheet may start.
    public var dragArea: DragArea
    /// Whether a scroll view inside the sheet hands a downward drag to the sheet when scrolled to its top.
    public var scrollTracking: Bool
    /// Whether touches outside the sheet reach the content behind it (as in Maps).
    public var passthrough: Bool
    /// Whether dragging past the highest (or, when not dismissible, the lowest) state stretches with resistance.
    public var rubberBand: Bool

    /// Creates interaction settings.
    public init(dismissible: Bool, dragArea: DragArea, scrollTracking: Bool, passthrough: Bool, rubberBand: Bool) {
        self.dismissible = dismissible
        self.dragArea = dragArea
        self.scrollTracking = scrollTracking
        self.passthrough = passthrough
        self.rubberBand = rubberBand
    }
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension Interaction: Codable {}
extension Interaction.DragArea: Codable {}
#endif
