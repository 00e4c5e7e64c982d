#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Where the container view asks whom a touch belongs to.
@MainActor
protocol SheetTouchRouting: AnyObject {
    /// The controller's answer for a touch `height` points above the container's bottom edge,
    /// `x` points from its left edge.
    func destination(ofTouchAtHeight height: Double, x: Double?) -> SheetTouchDestination
    /// The view that takes the touches that pass through: the embedded background's, or the
    /// presenting view controller's; `nil` when the content behind is not known to the container.
    var viewBehindSheet: UIView? { get }
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
            guard let behind = router.viewBehindSheet else { return nil }
            return behind.hitTest(behind.convert(point, from: self), with: event)
        }
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
#endif
