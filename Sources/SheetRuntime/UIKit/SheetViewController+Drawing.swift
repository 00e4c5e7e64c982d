#if canImport(UIKit) && !os(watchOS)
import UIKit

// Drawing the controller's frame: the card's rectangle and shape, the backdrop's dimming, VoiceOver's
// modality and the shared scroll view's offset. Nothing here decides a height, a radius or an alpha.
extension SheetViewController {
    /// Draws one frame: the card's top `frame.height` points above the bottom edge, the backdrop's
    /// dimming, and — while a finger the controller owns is in the shared scroll view — its offset.
    ///
    /// UIKit animates nothing of it by itself: outside a size transition the frame is drawn without
    /// animation, since the controller's own frames (at each refresh) are the motion. Inside a
    /// rotation's (`drawsInsideTransition`), the frame for the new size — which the controller gives
    /// at once — rides UIKit's animation of the container's bounds, so the card keeps to its edge.
    func draw(_ frame: SheetFrame<State>) {
        if drawsInsideTransition { return drawNow(frame) }
        UIView.performWithoutAnimation { drawNow(frame) }
    }

    private func drawNow(_ frame: SheetFrame<State>) {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let shown = frame.phase != .dismissed
        card.isHidden = !shown
        backdropView.isHidden = !shown
        // The card's rectangle is the frame's geometry (docs/behaviour.md#the-cards-geometry): from `bottom` up to `height`,
        // at `x`, `width` wide.
        let top = bounds.height - CGFloat(frame.height)
        let visible = CGFloat(max(0, frame.height - frame.bottom))
        let cardFrame = CGRect(x: CGFloat(frame.x), y: top, width: CGFloat(frame.width), height: visible)
        // `.fixed`: the content keeps one height as the card moves (`FixedContentSize`: reaching below
        // the card, which clips it), so it is not laid out again — only its width follows a floating
        // card's between its float and `attach`; `.visibleHeight`: what shows of the card.
        let contentHeight = contentSizing == .fixed
            ? max(visible, CGFloat(FixedContentSize.height(on: driver.controller.engine.layout, atFrameHeight: frame.height))) : visible
        if contentSizing == .fixed { keepContentSafeArea(contentTop: top, contentHeight: contentHeight, cardFrame: cardFrame) }
        if card.frame != cardFrame || card.contentHeight != contentHeight {
            let resized = card.frame.size != cardFrame.size || card.contentHeight != contentHeight
            card.frame = cardFrame
            card.contentHeight = contentHeight
            if resized { card.layoutIfNeeded() }  // the content's layout, here, unanimated too
        }
        card.draw(cornerRadius: frame.cornerRadius, bottomCornerRadius: frame.bottomCornerRadius, opacity: frame.opacity)
        // The dimming colour is the configuration's (`applyDimmingColour`); the frame scales it.
        let alpha = CGFloat(frame.alpha)
        if dimmingView.alpha != alpha { dimmingView.alpha = alpha }
        clipUnderBar(frame, bounds: bounds)  // before the backdrop's frame, which it resizes
        // The backdrop stops at the top edge of a bar below the sheet: the bar stays undimmed and usable.
        let backdropFrame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - CGFloat(frame.bar)))
        if backdropView.frame != backdropFrame { backdropView.frame = backdropFrame }
        layerOverTabBar(frame)
        drawModality(shown: shown)
        if let scrollView = input.scrollViewUnderFinger {
            apply(scrollOffset: frame.scrollOffset, to: scrollView)
        }
    }

    /// The backdrop's colour pair at its own alpha (clear without dimming): a dynamic colour made once
    /// per configuration, which each frame scales by its `alpha` through the dimming view's. The
    /// backdrop itself stays clear and at alpha 1, so it hit-tests where the dimming is faint.
    func applyDimmingColour() {
        dimmingView.backgroundColor = configuration.dimming.map { UIColor(sheetColor: $0.color) } ?? .clear
    }

    /// Where the backdrop takes the touches around the sheet, VoiceOver stays in the sheet too —
    /// presented, the presentation's container view is the one whose siblings (the screen behind) it
    /// leaves out. VoiceOver hears of a change (`layoutChanged`), so it stops or starts reading behind.
    private func drawModality(shown: Bool) {
        // Covered by another sheet of its stack, VoiceOver leaves its card out (an embedded background
        // is the screen behind the whole stack: the top sheet's modality decides for it), and the top
        // sheet is the modal one.
        let covered = driver.layer.isCovered
        let modal = shown && !covered && driver.controller.backdropTakesTouches
        var changed = false
        if card.accessibilityElementsHidden != covered {
            card.accessibilityElementsHidden = covered
            changed = true
        }
        if view.accessibilityViewIsModal != modal {
            view.accessibilityViewIsModal = modal
            changed = true
        }
        // An embedded background is a sibling inside this view: hidden from VoiceOver while dimmed.
        if let behind = background?.viewIfLoaded, behind.accessibilityElementsHidden != modal {
            behind.accessibilityElementsHidden = modal
            changed = true
        }
        if presentingViewController?.presentedViewController === self, let container = view.superview,
           container.accessibilityViewIsModal != modal {
            container.accessibilityViewIsModal = modal
            changed = true
        }
        if changed, UIAccessibility.isVoiceOverRunning { UIAccessibility.post(notification: .layoutChanged, argument: nil) }
    }

    /// Sets a scroll view's offset from the controller's (0 = its top, whatever its insets).
    func apply(scrollOffset: Double, to scrollView: UIScrollView) {
        let y = CGFloat(scrollOffset) - scrollView.adjustedContentInset.top
        if scrollView.contentOffset.y != y {
            scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: y)
        }
    }
}
#endif
