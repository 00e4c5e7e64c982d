#if canImport(UIKit) && !os(watchOS)
import UIKit

// The container's inputs: touches (through `SheetTouchInput`) and VoiceOver, each translated
// into one controller event; the controller decides what it means.
extension SheetViewController: SheetTouchHandler {
    /// The controller's routing (docs/behaviour.md#dragging-and-releasing): only a touch it would take
    /// as a drag reaches the pan, and only one it calls `backdrop` the backdrop's tap.
    func destination(ofTouchAtHeight height: Double, x: Double, inScrollView: Bool) -> SheetTouchDestination {
        driver.layer.destination(of: driver.controller, touchAtHeight: height, x: x, inScrollView: inScrollView)
    }

    var fingerHoldsSheet: Bool {
        driver.controller.fingerHoldsSheet
    }

    /// The tracked scroll view (`trackScrollView(_:)`), else the content's vertically scrolling one,
    /// found once and kept while it stays in the content. A search that finds none is not made
    /// again for every touch: only after a layout of the container, a touch's end or new content
    /// (a SwiftUI `List` makes its scroll view when it first lays out).
    var scrollViewSharingDrags: UIScrollView? {
        if let trackedScrollView { return trackedScrollView }
        if let marks = scrollViewMarks?(), !marks.isEmpty, let marked = markedScrollView(marks) { return marked }
        if let found = discoveredScrollView, let root = content.viewIfLoaded, found.isDescendant(of: root) { return found }
        if scrollViewSearchMissed { return nil }
        discoveredScrollView = Self.firstVerticalScrollView(in: content.viewIfLoaded)
        scrollViewSearchMissed = discoveredScrollView == nil && content.isViewLoaded
        return discoveredScrollView
    }

    func touchDown(atHeight height: Double, x: Double, scrollOffset: Double?, timestamp: TimeInterval?) -> SheetTouchDestination {
        var destination = SheetTouchDestination.passthrough
        driver.send(at: timestamp) { controller, time in
            destination = controller.touchDown(atHeight: height, x: x, scrollOffset: scrollOffset, time: time)
        }
        return destination
    }

    func touchMoved(toHeight height: Double, x: Double, timestamp: TimeInterval?) -> Bool {
        var taken = false
        driver.send(at: timestamp) { controller, time in taken = controller.touchMoved(toHeight: height, x: x, time: time) }
        return taken
    }

    /// The lift, without UIKit's velocity: the controller's estimate is the one every front end uses.
    func touchUp(timestamp: TimeInterval?) -> Bool {
        scrollViewSearchMissed = false
        driver.send(at: timestamp) { controller, time in controller.touchUp(time: time) }
        return input.scrollViewUnderFinger != nil && driver.controller.scrollViewKeepsFling
    }

    func touchCancelled(timestamp: TimeInterval?) {
        scrollViewSearchMissed = false
        driver.send(at: timestamp) { controller, time in controller.touchCancelled(time: time) }
    }

    func sharedScrollViewDidScrollUnderFinger() {
        if let scrollView = input.scrollViewUnderFinger {
            apply(scrollOffset: driver.controller.frame.scrollOffset, to: scrollView)
        }
    }

    /// The controller checks the point again: only a tap on the backdrop dismisses.
    func backdropTapped(atHeight height: Double, x: Double) {
        driver.send { controller, time in controller.tapBackdrop(atHeight: height, x: x, time: time) }
    }

    /// The scroll view the marks on screen stand for (SwiftUI's `.sheetcTrackedScrollView()`), chosen
    /// by `MarkedScrollViewChoice` from their frames and the content's vertically scrolling views', all
    /// in the card's coordinates; asked at each touch, so a paged `TabView` of lists gives the drags to
    /// the page on screen. `nil`: no mark on screen stands for one (the content's own search follows).
    private func markedScrollView(_ marks: [UIView]) -> UIScrollView? {
        guard let root = content.viewIfLoaded else { return nil }
        let shown = marks.filter { $0.window != nil && $0.isDescendant(of: root) }
        guard !shown.isEmpty else { return nil }
        var candidates: [UIScrollView] = []
        var queue = [root]
        var index = 0
        while index < queue.count {
            let view = queue[index]
            if let scrollView = view as? UIScrollView, Self.scrollsVertically(scrollView) { candidates.append(scrollView) }
            queue.append(contentsOf: view.subviews)
            index += 1
        }
        let card = self.card
        func rect(_ view: UIView) -> FrontEndRect {
            let frame = view.convert(view.bounds, to: card)
            return FrontEndRect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        }
        let chosen = MarkedScrollViewChoice.choose(marks: shown.map(rect), scrollViews: candidates.map(rect), visible: rect(card))
        return chosen.map { candidates[$0] }
    }

    /// The content's first scroll view that scrolls vertically, breadth first (the outermost, when
    /// they nest): a horizontal carousel or a text view above a list is passed over, so no vertical
    /// offset is ever written into it. A table or collection view counts while it is still empty.
    private static func firstVerticalScrollView(in root: UIView?) -> UIScrollView? {
        guard let root else { return nil }
        var queue = [root]
        var index = 0
        while index < queue.count {
            let view = queue[index]
            if let scrollView = view as? UIScrollView, scrollsVertically(scrollView) { return scrollView }
            queue.append(contentsOf: view.subviews)
            index += 1
        }
        return nil
    }

    private static func scrollsVertically(_ scrollView: UIScrollView) -> Bool {
        if scrollView is UITextView || !scrollView.isScrollEnabled { return false }
        let size = scrollView.contentSize, bounds = scrollView.bounds.size
        let horizontal = size.width > bounds.width + 0.5 && size.height <= bounds.height + 0.5
        if horizontal { return false }
        if let layout = (scrollView as? UICollectionView)?.collectionViewLayout {
            if let flow = layout as? UICollectionViewFlowLayout { return flow.scrollDirection == .vertical }
            if let compositional = layout as? UICollectionViewCompositionalLayout {
                return compositional.configuration.scrollDirection == .vertical
            }
        }
        return scrollView is UITableView || scrollView is UICollectionView
            || scrollView.alwaysBounceVertical || size.height > bounds.height + 0.5
    }

    // MARK: VoiceOver

    /// Connects the handle's accessibility element to the controller (docs/behaviour.md#voiceover).
    func connectAccessibility() {
        let element = card.handleElement
        element.isAccessibilityElement = true
        element.accessibilityLabel = handleAccessibilityLabel
        element.accessibilityHint = handleAccessibilityHint
        element.currentValue = { [weak self] in self?.driver.controller.accessibilityText?.localized }
        element.perform = { [weak self] action in self?.performAccessibility(action) ?? false }
        card.onEscape = { [weak self] in self?.performAccessibility(.escape) ?? false }
    }

    /// Sends a VoiceOver action; the escape gesture counts as handled only when the sheet can be dismissed,
    /// so that otherwise it goes on to the views and controllers around the sheet. A sheet covered by
    /// another of its stack, or leaving it, takes none (its handle may still be reachable).
    private func performAccessibility(_ action: SheetAccessibilityAction) -> Bool {
        guard driver.layer.takesInput else { return false }
        if action == .escape, !driver.controller.isDismissible { return false }
        driver.send { controller, time in controller.perform(action, time: time) }
        return true
    }
}
#endif
