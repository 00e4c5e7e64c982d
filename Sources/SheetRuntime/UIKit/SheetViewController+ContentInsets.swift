#if canImport(UIKit) && !os(watchOS)
import UIKit

// The content's insets while the card moves (issue 40): with `.fixed` sizing the card is as tall as
// the highest state and slides partly off screen, and UIKit would count the part off screen as
// safe area — the content's root `safeAreaInsets.bottom` would change at every frame of a drag, so
// anything pinned to its safe area, and a table's `adjustedContentInset`, would lay out again.
// Instead the content keeps the insets the controller says the card rests on: its root through
// `additionalSafeAreaInsets` (what UIKit adds is taken back), and the shared scroll view through
// fixed insets (no automatic adjustment; FloatingPanel does the same).
extension SheetViewController {
    /// The bottom inset the content keeps: the controller's, for the current container (the home
    /// indicator's for a card on the bottom edge; none for a detached one).
    public var contentBottomInset: CGFloat {
        CGFloat(driver.controller.contentBottomInset)
    }

    /// The container's left and right safe-area insets where the card overlaps them, at its
    /// placement's position (not a floating card's margin, which changes as it moves): what content
    /// without a safe area of its own keeps (a SwiftUI card: a `List`'s rows clear the sensor housing
    /// in landscape). Zero before the container has a view.
    var contentHorizontalInsets: (left: CGFloat, right: CGFloat) {
        guard let view = viewIfLoaded else { return (0, 0) }
        let layout = driver.controller.engine.layout, insets = view.safeAreaInsets
        let left = CGFloat(layout.cardX), right = CGFloat(layout.cardX + layout.cardWidth)
        return (max(0, insets.left - left), max(0, right - (view.bounds.width - insets.right)))
    }

    /// What a scroll view given fixed insets had before, to give it back.
    struct InsetScrollView {
        weak var view: UIScrollView?
        var behavior: UIScrollView.ContentInsetAdjustmentBehavior
        var bottom: CGFloat
        var indicatorBottom: CGFloat
    }

    /// `.fixed` sizing, at each frame: the content's root gets the safe area the card rests on — a
    /// bottom inset of `contentBottomInset` and none at the top — whatever part of it is off screen or
    /// under the status bar now. UIKit's own inset for a root spanning `contentTop` to `contentTop +
    /// contentHeight` in the container is where it reaches past its superview's safe area — the card's
    /// (`cardFrame`), which ends at the card's bottom edge or the container's safe area, whichever is
    /// higher; the difference goes into `additionalSafeAreaInsets` (negative where UIKit gives more),
    /// on top of what app code set there.
    func keepContentSafeArea(contentTop: CGFloat, contentHeight: CGFloat, cardFrame: CGRect) {
        guard keepsContentSafeArea, content.isViewLoaded else { return }
        let height = view.bounds.height, insets = view.safeAreaInsets
        let naturalTop = min(max(0, insets.top - contentTop), contentHeight)
        let safeBottom = min(cardFrame.maxY, height - insets.bottom)
        let naturalBottom = min(max(0, contentTop + contentHeight - safeBottom), contentHeight)
        setContentSafeAreaAdjustment(UIEdgeInsets(top: -naturalTop, left: 0, bottom: contentBottomInset - naturalBottom, right: 0))
    }

    /// Replaces this container's part of the content's `additionalSafeAreaInsets` (`.zero`: takes it
    /// out, as for content that leaves the card or `.visibleHeight` sizing). The rest is app code's:
    /// an edge still holding what the container last wrote there is that value less the container's
    /// old part; an edge app code has set since (a toolbar's height, say) is app code's alone, and the
    /// container's part goes on top of it.
    func setContentSafeAreaAdjustment(_ adjustment: UIEdgeInsets) {
        let current = content.additionalSafeAreaInsets
        let old = contentSafeAreaAdjustment, written = contentSafeAreaWritten
        func base(_ value: CGFloat, written: CGFloat?, old: CGFloat) -> CGFloat {
            value == written ? value - old : value
        }
        var additional = current
        additional.top = base(current.top, written: written?.top, old: old.top) + adjustment.top
        additional.bottom = base(current.bottom, written: written?.bottom, old: old.bottom) + adjustment.bottom
        contentSafeAreaAdjustment = adjustment
        contentSafeAreaWritten = additional
        if additional != current { content.additionalSafeAreaInsets = additional }
    }

    /// Gives the shared scroll view its fixed insets (`.fixed` sizing, `fixesScrollViewInsets`: not a
    /// SwiftUI card's, whose scroll views SwiftUI insets), giving the one that had them before back
    /// what it had, when another shares the drags or none.
    func applyContentInsets() {
        applyContentBackground()  // wherever the shared scroll view may have changed, so may its background
        let scrollView = contentSizing == .fixed && fixesScrollViewInsets ? scrollViewSharingDrags : nil
        if let previous = insetScrollView, previous.view !== scrollView {
            insetScrollView = nil
            if let old = previous.view {
                old.contentInsetAdjustmentBehavior = previous.behavior
                old.contentInset.bottom = previous.bottom
                old.verticalScrollIndicatorInsets.bottom = previous.indicatorBottom
            }
        }
        guard let scrollView else { return }
        if insetScrollView == nil {
            insetScrollView = InsetScrollView(view: scrollView, behavior: scrollView.contentInsetAdjustmentBehavior,
                                              bottom: scrollView.contentInset.bottom,
                                              indicatorBottom: scrollView.verticalScrollIndicatorInsets.bottom)
        }
        let inset = contentBottomInset
        if scrollView.contentInsetAdjustmentBehavior != .never { scrollView.contentInsetAdjustmentBehavior = .never }
        if scrollView.contentInset.bottom != inset {
            scrollView.contentInset.bottom = inset
            scrollView.verticalScrollIndicatorInsets.bottom = inset
        }
    }
}
#endif
