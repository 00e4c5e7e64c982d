#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What the gestures are translated into: the container's side of `SheetTouchInput`.
/// Heights are points above the container's bottom edge; velocities pt/s, positive downward.
@MainActor
protocol SheetTouchHandler: AnyObject {
    /// Whether a touch at `height` belongs to the sheet's drag at all (not to the content behind
    /// it, and where `dragArea` lets a drag start).
    func touchMayDragSheet(atHeight height: Double, x: Double, inScrollView: Bool) -> Bool
    /// Whether the sheet is animating: a touch then begins at once, to stop it where it is.
    var sheetIsAnimating: Bool { get }
    /// The scroll view that shares drags with the sheet (runtime.md §5), if any.
    var scrollViewSharingDrags: UIScrollView? { get }
    /// A finger went down; `scrollOffset` is given when it went down inside the shared scroll view.
    func touchDown(atHeight height: Double, x: Double, scrollOffset: Double?)
    /// The finger moved.
    func touchMoved(toHeight height: Double)
    /// The finger lifted; returns whether the shared scroll view keeps its fling.
    func touchUp() -> Bool
    /// The system took the touch.
    func touchCancelled()
    /// The shared scroll view moved its content on its own during a touch the controller owns.
    func sharedScrollViewDidScrollUnderFinger()
    /// The backdrop was tapped.
    func backdropTapped()
}

/// Turns UIKit's gestures into the controller's touch events, and nothing more: the sheet's pan
/// (on the container view), a tap on the backdrop, and the shared scroll view's own pan, whose
/// offset the controller owns while the finger is down.
///
/// An NSObject apart from the generic container because Objective-C selectors and delegate
/// methods cannot live in a generic class's extensions.
@MainActor
final class SheetTouchInput: NSObject, UIGestureRecognizerDelegate {
    weak var handler: SheetTouchHandler?
    /// Installed on the container view.
    let pan = SheetPanGestureRecognizer(target: nil, action: nil)
    /// Installed on the backdrop view.
    let backdropTap = UITapGestureRecognizer(target: nil, action: nil)
    /// The shared scroll view while a touch that went down inside it is down: its offset is the controller's.
    private(set) weak var scrollViewUnderFinger: UIScrollView?

    /// The shared scroll view and its offset (0 = top) when the current finger went down inside it.
    private var scrollAtTouchDown: (view: UIScrollView, offset: Double)?
    /// The scroll pan this object is a target of (the shared scroll view's).
    private weak var observedScrollPan: UIPanGestureRecognizer?
    /// A touch-down was sent and neither a lift nor a cancel yet.
    private var touchIsDown = false
    /// The release took the fling from the scroll view: stop its deceleration when its pan ends.
    private var stopsScrollFling = false

    override init() {
        super.init()
        pan.maximumNumberOfTouches = 1
        // A trackpad's or mouse wheel's scroll moves the sheet too (iPad; FloatingPanel's #446).
        pan.allowedScrollTypesMask = .all
        pan.delegate = self
        pan.addTarget(self, action: #selector(panChanged(_:)))
        pan.fingerWentDown = { [weak self] touch in self?.fingerWentDown(touch) ?? false }
        pan.didReset = { [weak self] in self?.panDidReset() }
        backdropTap.addTarget(self, action: #selector(backdropTapped(_:)))
    }

    // MARK: The sheet's pan

    private func fingerWentDown(_ touch: UITouch) -> Bool {
        stopsScrollFling = false
        scrollAtTouchDown = nil
        if let scrollView = handler?.scrollViewSharingDrags, let touched = touch.view, touched.isDescendant(of: scrollView) {
            observe(scrollView)
            scrollAtTouchDown = (scrollView, Double(scrollView.contentOffset.y + scrollView.adjustedContentInset.top))
        }
        return handler?.sheetIsAnimating ?? false
    }

    @objc private func panChanged(_ pan: SheetPanGestureRecognizer) {
        guard let handler, let view = pan.view else { return }
        let bottom = view.bounds.height
        let height = Double(bottom - pan.location(in: view).y)
        switch pan.state {
        case .began:
            touchIsDown = true
            scrollViewUnderFinger = scrollAtTouchDown?.view
            // Down where the finger landed, then to where it is: the sheet follows it 1:1 from its first point.
            handler.touchDown(atHeight: Double(bottom - pan.initialLocation.y), x: Double(pan.initialLocation.x),
                              scrollOffset: scrollAtTouchDown?.offset)
            handler.touchMoved(toHeight: height)
        case .changed:
            handler.touchMoved(toHeight: height)
        case .ended:
            touchIsDown = false
            let keepsFling = handler.touchUp()
            if let scrollView = scrollViewUnderFinger, !keepsFling {
                stopsScrollFling = true
                Self.stopFling(of: scrollView)  // in case its pan ended first and it already decelerates
            }
            scrollViewUnderFinger = nil
        case .cancelled, .failed:
            cancelTouch()
        default:
            break
        }
    }

    /// A recognizer that resets without reporting an end was failed or taken over: a cancel.
    private func panDidReset() {
        if touchIsDown { cancelTouch() }
    }

    private func cancelTouch() {
        touchIsDown = false
        handler?.touchCancelled()
        scrollViewUnderFinger = nil
    }

    @objc private func backdropTapped(_ tap: UITapGestureRecognizer) {
        if tap.state == .ended { handler?.backdropTapped() }
    }

    // MARK: The shared scroll view's pan

    private func observe(_ scrollView: UIScrollView) {
        let scrollPan = scrollView.panGestureRecognizer
        guard observedScrollPan !== scrollPan else { return }
        observedScrollPan?.removeTarget(self, action: #selector(scrollPanChanged(_:)))
        // Added after the scroll view's own target, so this runs after it has moved the content.
        scrollPan.addTarget(self, action: #selector(scrollPanChanged(_:)))
        observedScrollPan = scrollPan
    }

    @objc private func scrollPanChanged(_ scrollPan: UIPanGestureRecognizer) {
        guard let scrollView = scrollPan.view as? UIScrollView else { return }
        switch scrollPan.state {
        case .began, .changed:
            // The scroll view has just scrolled by itself; the controller's offset wins (FloatingPanel resets it too).
            if touchIsDown, scrollView === scrollViewUnderFinger { handler?.sharedScrollViewDidScrollUnderFinger() }
        case .ended, .cancelled, .failed:
            // It has just started decelerating with the finger's velocity; the release said it should not.
            if stopsScrollFling {
                stopsScrollFling = false
                Self.stopFling(of: scrollView)
            }
        default:
            break
        }
    }

    /// `setContentOffset(_:animated:)` is what stops a deceleration; assigning `contentOffset` does not.
    private static func stopFling(of scrollView: UIScrollView) {
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    }

    // MARK: UIGestureRecognizerDelegate

    /// Only touches the controller could take as a drag reach the pan, so the content behind
    /// the sheet (an embedded background) keeps its own gestures.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard gestureRecognizer === pan, let view = pan.view, let handler else { return true }
        let location = touch.location(in: view)
        let inScrollView = handler.scrollViewSharingDrags.map { scrollView in touch.view?.isDescendant(of: scrollView) ?? false } ?? false
        return handler.touchMayDragSheet(atHeight: Double(view.bounds.height - location.y), x: Double(location.x), inScrollView: inScrollView)
    }

    /// A direction test, so that horizontal gestures inside the card (swipe-to-delete rows, carousels)
    /// win: the sheet's pan begins only on a mostly vertical movement — except when it began at once
    /// to stop an animation under the finger (runtime.md §4).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === pan, let view = pan.view, !(handler?.sheetIsAnimating ?? false) else { return true }
        let velocity = pan.velocity(in: view)
        return abs(velocity.y) >= abs(velocity.x)
    }

    /// Failure requirements: the navigation controller's edge swipe (and any screen-edge pan) wins
    /// over the sheet's pan.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === pan && otherGestureRecognizer is UIScreenEdgePanGestureRecognizer
    }

    /// The sheet's pan runs beside the shared scroll view's: the controller, not UIKit, decides who moves.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === pan, let scrollView = scrollAtTouchDown?.view else { return false }
        return otherGestureRecognizer === scrollView.panGestureRecognizer
    }
}
#endif
