#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

// The software keyboard (docs/language.md `keyboard`): its frame in the container's terms, and the
// duration and curve of its move, go to the controller, which decides what covers the container
// (a floating keyboard covers nothing), raises or expands the sheet and animates that itself along
// the keyboard's own curve (docs/behaviour.md): no UIKit animation over frames the display link
// would overwrite.
extension SheetViewController {
    /// Starts following the keyboard's frame (`viewDidLoad`). The keyboard layout guide is made now, so
    /// that it is laid out by the time the container is first in a window (`reapplyKeyboard`).
    func observeKeyboard() {
        _ = view.keyboardLayoutGuide
        keyboardObservation.observe { [weak self] notification in
            // Delivered on the main queue (see `KeyboardObservation`), and read there only.
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated { self?.keyboardWillChange(KeyboardChange(notification)) }
        }
    }

    private func keyboardWillChange(_ change: KeyboardChange) {
        lastKeyboardChange = change  // kept while off screen too: applied when the container is back
        applyKeyboard(change, animated: true)
    }

    /// Applies the last keyboard notification again, without its animation, when the container is
    /// back in a window: one that arrived while it was off screen is not lost, and a sheet never comes
    /// back raised for a keyboard that left. (A size change needs none: the keyboard sends its own
    /// notification for the new size.) With none heard yet — the keyboard was showing before the
    /// container loaded — the keyboard layout guide's frame says where it is.
    func reapplyKeyboard() {
        if let change = lastKeyboardChange { return applyKeyboard(change, animated: false) }
        guard let view = viewIfLoaded, view.window != nil else { return }
        let frame = view.keyboardLayoutGuide.layoutFrame, bounds = view.bounds
        // With no keyboard docked the guide stands for the bottom safe area (or is empty): nothing to pass.
        guard !frame.isEmpty, frame.height > view.safeAreaInsets.bottom + 0.5 else { return }
        let top = Double(bounds.maxY - frame.minY), bottom = Double(bounds.maxY - frame.maxY)
        driver.send { controller, time in controller.setKeyboard(top: top, bottom: bottom, time: time) }
    }

    private func applyKeyboard(_ change: KeyboardChange, animated: Bool) {
        guard let view = viewIfLoaded, let window = view.window else { return }
        let edges = change.endFrame.map { Self.keyboardEdges(of: $0, in: view, from: window.screen.coordinateSpace) }
            ?? (top: 0, bottom: 0)
        let duration = animated ? change.duration : nil
        let curve = change.curve
        driver.send { controller, time in
            controller.setKeyboard(top: edges.top, bottom: edges.bottom, duration: duration, curve: curve, time: time)
        }
    }

    /// The top and bottom edges of a keyboard whose frame is `frame` (in `space`, the screen's
    /// coordinates the notifications use), in points above `view`'s bottom edge, measured in the
    /// view's own coordinates so a window that does not fill the screen (split view, Stage Manager)
    /// measures right. One beside the view (no horizontal overlap) is taken as none; whether one
    /// above the bottom edge (floating) covers anything is the controller's.
    static func keyboardEdges(of frame: CGRect, in view: UIView, from space: any UICoordinateSpace) -> (top: Double, bottom: Double) {
        let local = view.convert(frame, from: space)
        let bounds = view.bounds
        guard !local.isEmpty, local.minX < bounds.maxX, local.maxX > bounds.minX else { return (0, 0) }
        return (Double(bounds.maxY - local.minY), Double(bounds.maxY - local.maxY))
    }
}

/// What a keyboard notification says, read where it arrives.
struct KeyboardChange: Sendable {
    /// Where the keyboard ends up, in screen coordinates; `nil` when it hides.
    var endFrame: CGRect?
    var duration: Double
    /// The notification's animation curve (`UIView.AnimationCurve`; the keyboard's own is 7).
    var curve: SheetKeyboardCurve

    @MainActor
    init(_ notification: Notification) {
        let info = notification.userInfo ?? [:]
        endFrame = notification.name == UIResponder.keyboardWillHideNotification
            ? nil : (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        switch (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int).map(UIView.AnimationCurve.init(rawValue:)) {
        case nil: curve = .easeOut  // none given: the controller's default, as in `simulate`
        case .linear?: curve = .linear
        case .easeIn?: curve = .easeIn
        case .easeOut?: curve = .easeOut
        case .easeInOut?: curve = .easeInOut
        default: curve = .keyboard  // 7, the keyboard's own
        }
    }
}

/// The keyboard notifications' observers, removed when the container goes (a generic class's
/// extension cannot hold `@objc` selectors, so they are blocks).
final class KeyboardObservation: @unchecked Sendable {
    private var tokens: [NSObjectProtocol] = []

    func observe(_ handler: @escaping @Sendable (Notification) -> Void) {
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
            tokens.append(center.addObserver(forName: name, object: nil, queue: .main, using: handler))
        }
    }

    deinit {
        tokens.forEach(NotificationCenter.default.removeObserver)
    }
}
#endif
