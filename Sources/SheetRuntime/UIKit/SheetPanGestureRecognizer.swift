#if canImport(UIKit) && !os(watchOS)
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// The sheet's pan: a `UIPanGestureRecognizer` that also reports its finger — where and when it
/// went down, and each of its positions with the touch's own timestamp
/// (docs/behaviour.md#dragging-and-releasing: the controller estimates the release velocity from those,
/// never from UIKit's).
///
/// UIKit recognises a pan after a movement of its own choosing, so on its own it would place the
/// touch-down several points from where the finger landed, let an animation run on under a finger
/// that already holds the sheet, and begin — cancelling the content's touches — before the
/// controller's direction test has decided (docs/behaviour.md). So a finger's pan never begins by
/// UIKit's threshold: this subclass tells `fingerWentDown` at once and begins when that says the
/// controller holds the sheet (it stopped an animation, docs/behaviour.md#interrupting-cancelling-moving-from-code); while it is possible, each
/// movement goes to `fingerMoved`, and the pan begins or fails as soon as the controller has
/// decided. A trackpad's or mouse's scroll pan has no touch (`landing` is `nil`): UIKit's own
/// recognition stands there, and the delegate asks the controller.
@MainActor
final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
    /// A position of the finger in `view`'s coordinates, with its touch's timestamp.
    struct Sample {
        var location: CGPoint
        var timestamp: TimeInterval
    }
    /// Where and when the finger went down (`nil`: no finger — a scroll pan, or none yet).
    private(set) var landing: Sample?
    /// The finger's latest position: its last move, or where it lifted.
    private(set) var latest: Sample?
    /// The one touch followed (the pan takes one finger).
    private weak var finger: UITouch?
    /// Called when the finger goes down; returns whether the pan should begin right away.
    var fingerWentDown: ((UITouch, Sample) -> Bool)?
    /// While the pan is possible, called with each movement of the finger: what the controller
    /// decided — the sheet's drag began, the touch was handed back, or not yet.
    var fingerMoved: ((Sample) -> Decision)?
    /// The controller's answer to a movement.
    enum Decision {
        case begin, fail, undecided
    }
    /// Called whenever the recognizer resets (after an end, a cancel or a failure), with the
    /// finger's latest position.
    var didReset: ((Sample?) -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, finger == nil, let touch = touches.first, let view else { return }
        finger = touch
        let sample = Sample(location: touch.location(in: view), timestamp: touch.timestamp)
        landing = sample
        latest = sample
        if fingerWentDown?(touch, sample) == true {
            state = .began
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        record(touches)  // before UIKit's handling, which may report the pan's change
        if state == .possible, let finger, let latest {
            guard touches.contains(finger) else { return }  // another finger: not the one followed
            // UIKit's threshold never sees a movement before the controller has decided.
            switch fingerMoved?(latest) ?? .undecided {
            case .begin: state = .began
            case .fail: state = .failed
            case .undecided: break
            }
            return
        }
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        record(touches)
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        record(touches)
        super.touchesCancelled(touches, with: event)
    }

    private func record(_ touches: Set<UITouch>) {
        guard let finger, touches.contains(finger), let view else { return }
        latest = Sample(location: finger.location(in: view), timestamp: finger.timestamp)
    }

    override func reset() {
        let last = latest
        super.reset()
        finger = nil
        landing = nil
        latest = nil
        didReset?(last)
    }
}
#endif
