#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What the gestures are translated into: the container's side of `SheetTouchInput`.
/// Heights are points above the container's bottom edge, x points from its left edge; timestamps
/// are the touches' own (`UITouch.timestamp`), `nil` where UIKit gives none (a trackpad's scroll).
@MainActor
protocol SheetTouchHandler: AnyObject {
    /// Where the controller says a touch going down now belongs (docs/behaviour.md#dragging-and-releasing).
    func destination(ofTouchAtHeight height: Double, x: Double, inScrollView: Bool) -> SheetTouchDestination
    /// The scroll view that shares drags with the sheet (docs/behaviour.md#an-inner-scroll-view), if any.
    var scrollViewSharingDrags: UIScrollView? { get }
    /// A finger went down; `scrollOffset` is given when it went down inside the shared scroll view.
    /// Returns where the controller says it belongs.
    func touchDown(atHeight height: Double, x: Double, scrollOffset: Double?, timestamp: TimeInterval?) -> SheetTouchDestination
    /// Whether the finger down holds the sheet already (it stopped an animation): the pan begins at once.
    var fingerHoldsSheet: Bool { get }
    /// The finger moved; returns whether the sheet still takes the touch (the controller's direction test).
    func touchMoved(toHeight height: Double, x: Double, timestamp: TimeInterval?) -> Bool
    /// The finger lifted; returns whether the shared scroll view keeps its fling.
    func touchUp(timestamp: TimeInterval?) -> Bool
    /// The system took the touch.
    func touchCancelled(timestamp: TimeInterval?)
    /// The shared scroll view moved its content on its own during a touch the controller owns.
    func sharedScrollViewDidScrollUnderFinger()
    /// A tap at this point, which the backdrop's recogniser took because the controller said `backdrop`.
    func backdropTapped(atHeight height: Double, x: Double)
}

/// Turns UIKit's gestures into the controller's touch events, and nothing more: the sheet's pan
/// (on the container view), a tap on the backdrop, and the shared scroll view's own pan, whose
/// offset the controller owns while the finger is down. Every decision — which touch drags, whether
/// a first movement is the sheet's or the content's, whether a touch grabs an animating sheet, what
/// a tap dismisses — is the controller's, asked here.
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
    /// A trackpad's or mouse's scroll pan: where its pointer was when it began (heights then follow
    /// its translation, as the pointer itself does not move).
    private var scrollPanStart: CGPoint?
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
        pan.fingerWentDown = { [weak self] touch, landing in self?.fingerWentDown(touch, at: landing) ?? false }
        pan.fingerMoved = { [weak self] sample in self?.fingerMoved(to: sample) ?? .fail }
        pan.didReset = { [weak self] last in self?.panDidReset(last) }
        backdropTap.delegate = self
        backdropTap.addTarget(self, action: #selector(backdropTapped(_:)))
    }

    // MARK: The sheet's pan

    /// The finger landed (a touch the controller would drag, `shouldReceive` made sure): the
    /// controller hears of it now, at the finger's own time and place.
    private func fingerWentDown(_ touch: UITouch, at landing: SheetPanGestureRecognizer.Sample) -> Bool {
        guard let handler, let view = pan.view else { return false }
        scrollPanStart = nil
        let scrollView = handler.scrollViewSharingDrags.flatMap { scrollView in
            touch.view?.isDescendant(of: scrollView) == true ? scrollView : nil
        }
        _ = goDown(at: landing.location, in: view, over: scrollView, timestamp: landing.timestamp)
        return handler.fingerHoldsSheet
    }

    /// A movement while the pan waits for the controller's direction test (docs/behaviour.md): the pan
    /// begins once the controller holds the sheet, and fails once it handed the touch back, so the
    /// content's gestures (a swipe-to-delete row, a carousel) keep it.
    private func fingerMoved(to sample: SheetPanGestureRecognizer.Sample) -> SheetPanGestureRecognizer.Decision {
        guard let handler, let view = pan.view, touchIsDown else { return .fail }
        let point = Self.point(sample.location, in: view)
        guard handler.touchMoved(toHeight: point.height, x: point.x, timestamp: sample.timestamp) else { return .fail }
        return handler.fingerHoldsSheet ? .begin : .undecided
    }

    /// Tells the controller a touch went down at `location` (a finger's, or a scroll pan's pointer),
    /// over `scrollView` when it is in the content's scroll view that shares drags: where the
    /// controller says it belongs.
    private func goDown(at location: CGPoint, in view: UIView, over scrollView: UIScrollView?,
                        timestamp: TimeInterval?) -> SheetTouchDestination? {
        guard let handler else { return nil }
        stopsScrollFling = false
        scrollAtTouchDown = nil
        if let scrollView {
            observe(scrollView)
            scrollAtTouchDown = (scrollView, Self.offset(of: scrollView))
        }
        touchIsDown = true
        let point = Self.point(location, in: view)
        let destination = handler.touchDown(atHeight: point.height, x: point.x, scrollOffset: scrollAtTouchDown?.offset, timestamp: timestamp)
        // The controller owns the offset from the touch-down (docs/behaviour.md#an-inner-scroll-view), also while its
        // direction test waits: the scroll view does not run ahead of its decision.
        scrollViewUnderFinger = destination == .sheet ? scrollAtTouchDown?.view : nil
        return destination
    }

    /// `location` in `view` as the controller measures it: a height above the bottom edge, an x
    /// from the left edge.
    private static func point(_ location: CGPoint, in view: UIView) -> (height: Double, x: Double) {
        (Double(view.bounds.height - location.y), Double(location.x))
    }

    /// Where the pan's finger (or, for a scroll pan, its pointer moved by the translation) is now.
    private func position(in view: UIView) -> (height: Double, x: Double, timestamp: TimeInterval?) {
        if let start = scrollPanStart {
            let translation = pan.translation(in: view)
            let point = Self.point(CGPoint(x: start.x + translation.x, y: start.y + translation.y), in: view)
            return (point.height, point.x, nil)
        }
        let sample = pan.latest
        let point = Self.point(sample?.location ?? pan.location(in: view), in: view)
        return (point.height, point.x, sample?.timestamp)
    }

    @objc private func panChanged(_ pan: SheetPanGestureRecognizer) {
        guard let handler, let view = pan.view else { return }
        switch pan.state {
        case .began:
            // The touch-down and the movements before the controller decided have been sent already.
            break
        case .changed:
            let now = position(in: view)
            if !handler.touchMoved(toHeight: now.height, x: now.x, timestamp: now.timestamp), touchIsDown {
                // Handed back after UIKit had already recognised the pan (its hysteresis under the
                // controller's slop): cancelled, so it stops holding the touch from the content's gestures.
                pan.isEnabled = false
                pan.isEnabled = true
            }
        case .ended:
            touchIsDown = false
            let keepsFling = handler.touchUp(timestamp: position(in: view).timestamp)
            if let scrollView = scrollViewUnderFinger, !keepsFling {
                stopsScrollFling = true
                Self.stopFling(of: scrollView)  // in case its pan ended first and it already decelerates
            }
            scrollViewUnderFinger = nil
        case .cancelled, .failed:
            cancelTouch(timestamp: pan.latest?.timestamp)
        default:
            break
        }
    }

    /// A recognizer that resets without reporting an end failed (a tap, a movement the controller
    /// handed back) or was taken over: a cancel, which changes nothing for a sheet that never moved.
    private func panDidReset(_ last: SheetPanGestureRecognizer.Sample?) {
        if touchIsDown { cancelTouch(timestamp: last?.timestamp) }
        scrollPanStart = nil
    }

    private func cancelTouch(timestamp: TimeInterval?) {
        touchIsDown = false
        handler?.touchCancelled(timestamp: timestamp)
        scrollViewUnderFinger = nil
    }

    @objc private func backdropTapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let view = tap.view else { return }
        let point = Self.point(tap.location(in: view), in: view)
        handler?.backdropTapped(atHeight: point.height, x: point.x)
    }

    /// A scroll view's content offset from its top (0 = top, whatever its insets).
    private static func offset(of scrollView: UIScrollView) -> Double {
        Double(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
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

    /// Stops following the scroll view's pan (another scroll view shares the drags now, or none).
    func stopObservingScrollView() {
        observedScrollPan?.removeTarget(self, action: #selector(scrollPanChanged(_:)))
        observedScrollPan = nil
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

    /// Only touches the controller could take as a drag reach the pan, so the content behind the
    /// sheet (an embedded background) keeps its own gestures; only touches it calls `backdrop` reach
    /// the backdrop's tap — not a grab handle drawn above the card, not a drag beside the card with
    /// `dragArea: container`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let view = gestureRecognizer.view, let handler else { return true }
        let point = Self.point(touch.location(in: view), in: view)
        if gestureRecognizer === backdropTap {
            return handler.destination(ofTouchAtHeight: point.height, x: point.x, inScrollView: false) == .backdrop
        }
        guard gestureRecognizer === pan else { return true }
        let inScrollView = handler.scrollViewSharingDrags.map { scrollView in touch.view?.isDescendant(of: scrollView) ?? false } ?? false
        return handler.destination(ofTouchAtHeight: point.height, x: point.x, inScrollView: inScrollView) == .sheet
    }

    /// Whether the pan begins is the controller's (docs/behaviour.md): a finger's pan asks to begin only
    /// once the controller holds the sheet (the recognizer fed it every movement before). A
    /// trackpad's or mouse's scroll pan (no touch) goes down here, where its pointer is, and moves
    /// by its translation; its first movement is the controller's to judge.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === pan, let handler, let view = pan.view else { return true }
        if pan.landing == nil {
            let translation = pan.translation(in: view)
            let start = CGPoint(x: pan.location(in: view).x - translation.x, y: pan.location(in: view).y - translation.y)
            let scrollView = handler.scrollViewSharingDrags.flatMap { scrollView in
                scrollView.bounds.contains(scrollView.convert(start, from: view)) ? scrollView : nil
            }
            scrollPanStart = start
            guard goDown(at: start, in: view, over: scrollView, timestamp: nil) == .sheet else {
                cancelTouch(timestamp: nil)
                return false
            }
            let now = position(in: view)
            return handler.touchMoved(toHeight: now.height, x: now.x, timestamp: now.timestamp)
        }
        // A finger's pan begins only when `fingerWentDown` or `fingerMoved` found the controller holding the sheet.
        return touchIsDown && handler.fingerHoldsSheet
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
