/// What a front end decides about a bar below the sheet (a tab bar) from what it measures and the
/// controller's frame: headless, so the two rules are tested where UIKit is not.
enum BottomBarDrawing {
    /// Whether the card is drawn over the bar (above it in z-order): exactly when its bottom edge is
    /// below the bar's top edge, else under it — so a card covering the bar (`placement.bar.coverFrom`)
    /// hides it, and a card leaving downward slides behind it.
    static func cardIsOverBar<State>(_ frame: SheetFrame<State>) -> Bool {
        frame.bottom < frame.bar
    }

    /// The height of a tab bar above the container's bottom edge (the controller's `bottomBar`), from
    /// its frame in the container's coordinates (y down, the container `containerHeight` tall): from
    /// its top edge to the container's bottom, home-indicator area included, and never below 0 — a bar
    /// sliding out of sight (`hidesBottomBarWhenPushed`) shrinks to 0 with it. A hidden bar, or one whose
    /// middle is in the container's upper half (an iPad's tab bar at the top), stands below nothing: 0.
    static func height(ofBarFrom top: Double, to bottom: Double, hidden: Bool, containerHeight: Double) -> Double {
        guard !hidden, top.isFinite, bottom.isFinite, containerHeight > 0, (top + bottom) / 2 > containerHeight / 2 else { return 0 }
        return max(0, containerHeight - top)
    }
}
