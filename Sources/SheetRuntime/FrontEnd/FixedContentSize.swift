/// The size a front end lays `.fixed` content out at (UIKit's `SheetViewController.ContentSizing`, and
/// SwiftUI's card): the card's width at the frame, and a height that does not change as the card
/// moves, so the content is laid out once rather than at every frame.
///
/// - **Height.** An attached or floating card's content is as tall as the card at its highest state
///   (or higher, rubber-banding), top edge at the card's top: lower, the card clips it and the rest
///   is below the screen. `SheetLayout.cardHeight` at the frame's own height would take a floating
///   card's margin off at each height between its float and `attach` (the card's bottom edge rises by
///   margin × f), and the content would be laid out again at every frame there. A detached card's is
///   `cardHeight` at the frame, as tall as it shows above its lowest state (its bottom edge is on
///   screen, so the content ends there).
/// - **Width.** The card's: between a floating card's float and `attach` states it is narrower by
///   2 × margin × f, so there — and only there — the content is laid out again at each frame, in
///   width alone. Wider content would be clipped at the sides while floating, narrower would leave
///   gaps once attached.
///
/// Headless, so the rule is tested where UIKit and SwiftUI are not.
enum FixedContentSize {
    /// The content's height with the card's top `height` points above the container's bottom edge.
    static func height(on layout: SheetLayout, atFrameHeight height: Double) -> Double {
        let visible = max(0, height - layout.cardBottom(atFrameHeight: height))
        guard !layout.placement.isDetached else { return max(visible, layout.cardHeight(atFrameHeight: height)) }
        let highest = layout.restingStates.last?.height ?? height
        return max(visible, layout.cardHeight(atFrameHeight: max(height, highest)))
    }
}
