#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

extension Feedback.Haptic {
    /// Plays the haptic (nothing for `.none`): the UIKit and SwiftUI front ends call it for a
    /// `settled` event with `byGesture` (`feedback.settle`, docs/language.md#look-motion-and-feel).
    @MainActor
    public func play() {
        switch self {
        case .none: break
        case .selection: UISelectionFeedbackGenerator().selectionChanged()
        case .light: UIImpactFeedbackGenerator(style: .light).impactOccurred()
        case .medium: UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        case .heavy: UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
        }
    }
}
#endif
