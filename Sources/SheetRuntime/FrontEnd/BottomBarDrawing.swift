/// What a front end decides about a bar below the sheet (a tab bar) from what it measures and the
/// controller's frame: headless, so its rules are tested where UIKit is not.
enum BottomBarDrawing {
    /// Whether the card is drawn over the bar (above it in z-order): exactly when its bottom edge is
    /// below the bar's top edge, else under it — so a card covering the bar (`placement.bar.coverFrom`)
    /// hides it, and a card leaving downward slides behind it.
    static func cardIsOverBar<State>(_ frame: SheetFrame<State>) -> Bool {
        frame.bottom < frame.bar
    }

    /// How far down from the container's top edge a sheet drawn above its bar in z-order may draw its
    /// card and backdrop: to the bar's top edge while the card is under the bar (`cardIsOverBar`
    /// false), everywhere (`nil`) while it is over it or there is no bar. A card under the bar stands
    /// wholly above the bar's top edge (its `bottom` is at least `bar`), so what this leaves out is
    /// only what would fall on the bar — the card's shadow, a card leaving downward into the bar's
    /// edge — and a sheet whose view cannot go under the bar (a presented one, a sheet stacked on a
    /// tab bar's sheet, a tab bar drawn inside the sheet's own background) is drawn as under it.
    static func clipHeight<State>(of frame: SheetFrame<State>, containerHeight: Double) -> Double? {
        guard frame.bar > 0, !cardIsOverBar(frame) else { return nil }
        return max(0, containerHeight - frame.bar)
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
