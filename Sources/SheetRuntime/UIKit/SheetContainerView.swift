#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Where the container view asks whom a touch belongs to.
@MainActor
protocol SheetTouchRouting: AnyObject {
    /// The controller's answer for a touch `height` points above the container's bottom edge,
    /// `x` points from its left edge.
    func destination(ofTouchAtHeight height: Double, x: Double?) -> SheetTouchDestination
    /// The view behind the sheet that takes a touch passing through at `point` of `view`: hit-tested
    /// in the embedded background's view, the presenting view controller's, or — for a sheet installed
    /// with `addSheet(_:)` — the tab bar controller's other views; `nil` when nothing known to the
    /// container takes it.
    func hitTestBehindSheet(_ point: CGPoint, of view: UIView, with event: UIEvent?) -> UIView?
}

/// The container's own view: sends each touch where the controller says it belongs.
///
/// Pass-through (`interaction.passthrough`, the controller answering `.passthrough`) must reach
/// the content behind the sheet in both layouts:
/// - embedded as a child over a `background` view controller, the background is a subview
///   here, so the touch is hit-tested into it directly;
/// - presented, the presentation's full-window container view would take a touch this view
///   declines, so the touch is hit-tested into the presenting view controller's view, which the
///   sheet's presentation (`SheetPresentation`) keeps in the window behind it.
/// - installed above a tab bar (`addSheet(_:)`), the container's view has neither background nor
///   presenter: the touch is hit-tested into the tab bar controller's other views, front to back —
///   the tab bar, the selected tab's — so it reaches them also when a sheet stacked on this one
///   hands it here.
/// Embedded over views that are not the container's, `hitTest` returns `nil` and UIKit goes on
/// to the views behind. Anything that hits no subview (the sheet is dismissed and hidden, say)
/// passes through too.
@MainActor
final class SheetContainerView: UIView {
    weak var router: SheetTouchRouting?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let router else { return super.hitTest(point, with: event) }
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        // The content behind takes what the controller gives away: pass-through, and a bar below
        // the sheet (a tab bar stays usable wherever the card leaves it uncovered).
        let destination = router.destination(ofTouchAtHeight: Double(bounds.height - point.y), x: Double(point.x))
        if destination == .passthrough || destination == .bar {
            return router.hitTestBehindSheet(point, of: self, with: event)
        }
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
#endif
