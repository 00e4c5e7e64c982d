#if canImport(UIKit) && !os(watchOS)
import UIKit

// The content's insets while the card moves (issue 40): with `.fixed` sizing the card is as tall as
// the highest state and slides partly off screen, and UIKit would count the part off screen as
// safe area — a table's `adjustedContentInset` would change at every frame of a drag and relayout
// its rows. So the shared scroll view gets fixed insets instead (as FloatingPanel does): no
// automatic adjustment, and the bottom inset the controller says the card rests on (the home
// indicator's, for a card on the bottom edge; none for a detached one).
extension SheetViewController {
    /// The bottom inset the content keeps: the controller's, for the current container.
    public var contentBottomInset: CGFloat {
        CGFloat(driver.controller.contentBottomInset)
    }

    /// Gives the shared scroll view its fixed insets (`.fixed` sizing; a SwiftUI card sets its own).
    func applyContentInsets() {
        guard contentSizing == .fixed, insetsSharedScrollView, let scrollView = scrollViewSharingDrags else { return }
        let inset = contentBottomInset
        if scrollView.contentInsetAdjustmentBehavior != .never { scrollView.contentInsetAdjustmentBehavior = .never }
        if scrollView.contentInset.bottom != inset {
            scrollView.contentInset.bottom = inset
            scrollView.verticalScrollIndicatorInsets.bottom = inset
        }
    }
}
#endif
