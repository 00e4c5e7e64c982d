#if canImport(UIKit) && !os(watchOS)
import UIKit

// The container's inputs: touches (through `SheetTouchInput`) and VoiceOver, each translated
// into one controller event; the controller decides what it means.
extension SheetViewController: SheetTouchHandler {
    /// The controller's routing (runtime.md §10): only a touch it would take as a drag reaches the pan.
    func touchMayDragSheet(atHeight height: Double, x: Double, inScrollView: Bool) -> Bool {
        driver.controller.destination(ofTouchAtHeight: height, x: x, inScrollView: inScrollView) == .sheet
    }

    var sheetIsAnimating: Bool {
        driver.controller.frame.phase == .animating
    }

    var scrollViewSharingDrags: UIScrollView? {
        sharedScrollView ?? Self.firstScrollView(in: content.viewIfLoaded)
    }

    func touchDown(atHeight height: Double, x: Double, scrollOffset: Double?) {
        driver.send { controller, time in controller.touchDown(atHeight: height, x: x, scrollOffset: scrollOffset, time: time) }
    }

    func touchMoved(toHeight height: Double) {
        driver.send { controller, time in controller.touchMoved(toHeight: height, time: time) }
    }

    /// The lift, without UIKit's velocity: the controller's estimate is the one every front end uses.
    func touchUp() -> Bool {
        driver.send { controller, time in controller.touchUp(time: time) }
        return input.scrollViewUnderFinger != nil && driver.controller.scrollViewKeepsFling
    }

    func touchCancelled() {
        driver.send { controller, time in controller.touchCancelled(time: time) }
    }

    func sharedScrollViewDidScrollUnderFinger() {
        if let scrollView = input.scrollViewUnderFinger {
            apply(scrollOffset: driver.controller.frame.scrollOffset, to: scrollView)
        }
    }

    func backdropTapped() {
        driver.send { controller, time in controller.tapBackdrop(time: time) }
    }

    /// The content's first scroll view, breadth first (the outermost, when they nest).
    private static func firstScrollView(in root: UIView?) -> UIScrollView? {
        guard let root else { return nil }
        var queue = [root]
        var index = 0
        while index < queue.count {
            let view = queue[index]
            if let scrollView = view as? UIScrollView { return scrollView }
            queue.append(contentsOf: view.subviews)
            index += 1
        }
        return nil
    }

    // MARK: VoiceOver

    /// Connects the handle's accessibility element to the controller (runtime.md §7).
    func connectAccessibility() {
        let element = cardView.handleElement
        element.isAccessibilityElement = true
        element.accessibilityLabel = handleAccessibilityLabel
        element.currentValue = { [weak self] in self?.driver.controller.accessibilityText?.localized }
        element.perform = { [weak self] action in self?.performAccessibility(action) ?? false }
        cardView.onEscape = { [weak self] in self?.performAccessibility(.escape) ?? false }
    }

    /// Sends a VoiceOver action; the escape gesture counts as handled only when the sheet can be dismissed,
    /// so that otherwise it goes on to the views and controllers around the sheet.
    private func performAccessibility(_ action: SheetAccessibilityAction) -> Bool {
        if action == .escape, !driver.controller.isDismissible { return false }
        driver.send { controller, time in controller.perform(action, time: time) }
        return true
    }
}
#endif
