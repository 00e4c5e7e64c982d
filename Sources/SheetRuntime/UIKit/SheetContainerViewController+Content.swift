#if canImport(UIKit) && !os(watchOS)
import UIKit

// A `fit` state (spec-language §7): the content's own height, measured at the card's width with
// Auto Layout and reported to the controller whenever it changes; the controller decides what
// the sheet does with it (runtime.md §6).
extension SheetContainerViewController {
    /// Measures the content at the card's width and reports a change of more than half a point.
    func measureContent() {
        guard Sheet.configuration.hasFitState, let contentView = content.viewIfLoaded else { return }
        let width = CGFloat(driver.controller.frame.width)
        guard width > 0 else { return }
        // The child's own preferred height when it states one; else what its constraints need.
        var height = content.preferredContentSize.height
        if height <= 0 {
            height = contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        }
        let reported = driver.controller.contentHeight
        guard height.isFinite, height > 0, reported.map({ abs($0 - Double(height)) > 0.5 }) ?? true else { return }
        driver.send { controller, time in controller.setContentHeight(Double(height), time: time) }
    }
}
#endif
