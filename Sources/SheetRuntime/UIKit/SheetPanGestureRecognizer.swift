#if canImport(UIKit) && !os(watchOS)
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// The sheet's pan: a `UIPanGestureRecognizer` that also reports where its finger went down.
///
/// UIKit recognises a pan only after some movement, so on its own it would place the touch-down
/// several points from where the finger landed and let an animation run on under a finger that
/// is already holding the sheet. This subclass records the first location and, when asked to
/// (the sheet is animating, runtime.md §4), begins at once — FloatingPanel's technique.
@MainActor
final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
    /// Where the finger went down, in `view`'s coordinates.
    private(set) var initialLocation: CGPoint = .zero
    /// Called when the finger goes down; returns whether the pan should begin right away.
    var fingerWentDown: ((UITouch) -> Bool)?
    /// Called whenever the recognizer resets (after an end, a cancel or a failure).
    var didReset: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let touch = touches.first, let view else { return }
        initialLocation = touch.location(in: view)
        if fingerWentDown?(touch) == true {
            state = .began
        }
    }

    override func reset() {
        super.reset()
        didReset?()
    }
}
#endif
