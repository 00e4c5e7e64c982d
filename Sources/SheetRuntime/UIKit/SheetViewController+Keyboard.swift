#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

// The software keyboard (spec-language §7 `keyboard`): how far it covers the container's
// bottom edge, and the duration of its move, go to the controller, which raises or expands the
// sheet and animates that itself (runtime.md §10): no UIKit animation over frames the display
// link would overwrite.
extension SheetViewController {
    /// Starts following the keyboard's frame (`viewDidLoad`).
    func observeKeyboard() {
        keyboardObservation.observe { [weak self] notification in
            // Delivered on the main queue (see `KeyboardObservation`), and read there only.
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated { self?.keyboardWillChange(KeyboardChange(notification)) }
        }
    }

    private func keyboardWillChange(_ change: KeyboardChange) {
        guard let view = viewIfLoaded, let window = view.window else { return }
        let covered = change.endFrame.map { Self.keyboardOverlap(of: $0, with: view, in: window.screen.coordinateSpace) } ?? 0
        let duration = change.duration
        driver.send { controller, time in controller.setKeyboard(height: covered, duration: duration, time: time) }
    }

    /// How far a keyboard whose frame is `frame` (in `space`, the screen's coordinates the
    /// notifications use) covers `view`'s bottom edge: in the view's own coordinates, so a window
    /// that does not fill the screen (split view, Stage Manager) measures right. A keyboard that
    /// does not reach the view's bottom edge — undocked or floating on an iPad — covers nothing
    /// the sheet should avoid.
    static func keyboardOverlap(of frame: CGRect, with view: UIView, in space: any UICoordinateSpace) -> Double {
        let local = view.convert(frame, from: space)
        let bounds = view.bounds
        guard !local.isEmpty, local.maxY >= bounds.maxY - 0.5, local.minX < bounds.maxX, local.maxX > bounds.minX else { return 0 }
        return Double(max(0, bounds.maxY - local.minY))
    }
}

/// What a keyboard notification says, read where it arrives.
struct KeyboardChange: Sendable {
    /// Where the keyboard ends up, in screen coordinates; `nil` when it hides.
    var endFrame: CGRect?
    var duration: Double

    @MainActor
    init(_ notification: Notification) {
        let info = notification.userInfo ?? [:]
        endFrame = notification.name == UIResponder.keyboardWillHideNotification
            ? nil : (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
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
