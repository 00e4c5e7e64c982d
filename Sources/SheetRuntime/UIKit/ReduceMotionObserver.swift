#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Follows the system's Reduce Motion setting, which the controller takes as a flag
/// (docs/behaviour.md#animating: every animation then a critically damped spring).
@MainActor
final class ReduceMotionObserver: NSObject {
    /// Called with the new setting whenever it changes.
    var onChange: ((Bool) -> Void)?

    /// The setting now.
    var isEnabled: Bool {
        UIAccessibility.isReduceMotionEnabled
    }

    override init() {
        super.init()
        // A selector-based observer is removed by the system when this object goes away.
        NotificationCenter.default.addObserver(
            self, selector: #selector(statusDidChange(_:)), name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Notifications may arrive off the main actor; the change is applied on it.
    @objc nonisolated private func statusDidChange(_ notification: Notification) {
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.onChange?(self.isEnabled)
        }
    }
}
#endif
