#if canImport(UIKit) && !os(watchOS)
import UIKit

// A `fit` state (docs/language.md#states): the content's own height, measured at the card's width and
// reported to the controller whenever it changes; the controller decides what the sheet does with
// it (docs/behaviour.md#size-changes-and-other-new-heights). A change of the content's
// `preferredContentSize` only says that it may have changed: the height is always measured.
extension SheetViewController {
    /// A content's height at a width, and the bottom inset that height includes (a safe area it is
    /// laid out to, which a `fit` state adds itself).
    typealias ContentMeasurement = (height: CGFloat, includedBottomInset: CGFloat)

    /// Measures the content at the width the card has resting in the `fit` state and reports a change
    /// of more than half a point.
    func measureContent() {
        guard configuration.hasFitState, let contentView = content.viewIfLoaded else { return }
        let width = fitStateWidth
        guard width > 0, let measurement = measuresContent?(width) ?? measureUIKitContent(contentView, width: width) else { return }
        // The content's own height: less what the measurement counted of the bottom inset, which the
        // layout adds to a `fit` state once (whatever the inset was at this measurement).
        let measured = Double(measurement.height - measurement.includedBottomInset)
        guard measured.isFinite, measurement.height > 0 else { return }
        // Reported only when it moves the height the controller took by more than half a point:
        // Auto Layout and SwiftUI round to pixels, and a sub-point difference fed back into the card's
        // layout would measure again and again (a copy of the controller says what it would take).
        var probe = driver.controller
        probe.setContentHeight(measured, includingBottomSafeArea: false, time: probe.time)
        if let reported = driver.controller.contentHeight, let next = probe.contentHeight, abs(reported - next) <= 0.5 { return }
        driver.send { controller, time in
            controller.setContentHeight(measured, includingBottomSafeArea: false, time: time)
        }
    }

    /// The card's width resting in the `fit` state, as the engine lays it out (`CardGeometry` at that
    /// state's frame height): narrower by a floating card's margin where the state floats — not the
    /// width of the frame drawn now, which a floating card changes as it moves. 0 before the container
    /// has a size.
    var fitStateWidth: CGFloat {
        let engine = driver.controller.engine
        let fit = configuration.states.first { if case .fit = $0.height { return true } else { return false } }
        guard let fit, let height = engine.layout.height(ofState: fit.name), height > 0 else {
            return CGFloat(engine.layout.cardWidth)
        }
        return CGFloat(engine.cardGeometry(atFrameHeight: height).width)
    }

    /// UIKit content: what its constraints need at `width` (Auto Layout, the compressed height); for
    /// content whose constraints give no height, the height it states in `preferredContentSize`.
    /// Content pinned to its safe area's bottom measures that inset too (the root's, which `.fixed`
    /// sizing keeps at `contentBottomInset`).
    private func measureUIKitContent(_ contentView: UIView, width: CGFloat) -> ContentMeasurement? {
        let fitted = contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        if fitted.isFinite, fitted > 0 {
            return (fitted, Self.pinsToSafeAreaBottom(contentView) ? contentView.safeAreaInsets.bottom : 0)
        }
        let preferred = content.preferredContentSize.height
        return preferred > 0 ? (preferred, 0) : nil
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
