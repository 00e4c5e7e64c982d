#if canImport(UIKit) && !os(watchOS)
import UIKit

// A `fit` state (docs/language.md#states): the content's own height, measured at the card's width with
// Auto Layout and reported to the controller whenever it changes; the controller decides what
// the sheet does with it (docs/behaviour.md#size-changes-and-other-new-heights).
extension SheetViewController {
    /// Measures the content at the card's width and reports a change of more than half a point.
    func measureContent() {
        guard configuration.hasFitState, let contentView = content.viewIfLoaded else { return }
        let width = CGFloat(driver.controller.frame.width)
        guard width > 0 else { return }
        // The child's own preferred height when it states one; else what its constraints need.
        var height = content.preferredContentSize.height
        var includesSafeArea = false
        if height <= 0 {
            height = contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
            // Content pinned to its safe area's bottom measures the home indicator's inset too: the
            // controller takes it off (a `fit` state adds it itself), so it counts once.
            includesSafeArea = Self.pinsToSafeAreaBottom(contentView) && contentView.safeAreaInsets.bottom > 0
        }
        let measured = Double(height)
        guard height.isFinite, height > 0 else { return }
        // Reported only when it moves the height the controller took by more than half a point (a
        // copy of the controller says what it would take: the inset it takes off is its own).
        var probe = driver.controller
        probe.setContentHeight(measured, includingBottomSafeArea: includesSafeArea, time: probe.time)
        if let reported = driver.controller.contentHeight, let next = probe.contentHeight, abs(reported - next) <= 0.5 { return }
        driver.send { controller, time in
            controller.setContentHeight(measured, includingBottomSafeArea: includesSafeArea, time: time)
        }
    }

    /// Whether a constraint of `view` ties something to the bottom of its safe area.
    private static func pinsToSafeAreaBottom(_ view: UIView) -> Bool {
        let guide = view.safeAreaLayoutGuide
        return view.constraints.contains { constraint in
            (constraint.firstItem === guide && constraint.firstAttribute == .bottom)
                || (constraint.secondItem === guide && constraint.secondAttribute == .bottom)
        }
    }
}
#endif
