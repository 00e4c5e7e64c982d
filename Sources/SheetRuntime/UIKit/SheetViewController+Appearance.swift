#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Where the content stands in UIKit's appearance callbacks.
enum ContentAppearance {
    case disappeared, appearing, appeared, disappearing
}

// The content's appearance callbacks follow the sheet: it appears while the container is on
// screen and the sheet is not dismissed. An embedded sheet that is dismissed stays in its parent,
// so UIKit alone would never tell its content (`viewWillDisappear`, `viewDidDisappear`); the
// container forwards them by hand (`shouldAutomaticallyForwardAppearanceMethods` is false) —
// "will" when the sheet starts to leave or to come back, "did" when it is gone or has settled.
extension SheetViewController {
    /// Whether the sheet shows its content now or is on its way to: not dismissed, not leaving.
    private var sheetShowsContent: Bool {
        let frame = driver.controller.frame
        return frame.phase != .dismissed && frame.target != .dismissed
    }

    /// Begins the appearance transition the container and the sheet call for, if it is not under way.
    func updateContentAppearance(animated: Bool) {
        let appears = containerAppears && (sheetShowsContent || presentationIsDue)
        switch (contentAppearance, appears) {
        case (.disappeared, true), (.disappearing, true):
            contentAppearance = .appearing
            content.beginAppearanceTransition(true, animated: animated)
        case (.appeared, false), (.appearing, false):
            contentAppearance = .disappearing
            content.beginAppearanceTransition(false, animated: animated)
        default:
            break
        }
    }

    /// Ends a transition once the sheet rests where it was going (or is gone).
    func finishContentAppearance() {
        switch contentAppearance {
        case .appearing where driver.controller.frame.phase != .animating:
            contentAppearance = .appeared
            content.endAppearanceTransition()
        case .disappearing where !containerAppears || driver.controller.isDismissed:
            contentAppearance = .disappeared
            content.endAppearanceTransition()
        default:
            break
        }
    }

    /// The controller's events move the content's appearance on: a move towards a state or a
    /// dismissal begins it, a settle or the dismissal ends it.
    func contentAppearanceFollows(_ event: SheetEvent<State>) {
        switch event.kind {
        case .willMove:
            updateContentAppearance(animated: true)
        case .settled, .dismissed:
            updateContentAppearance(animated: true)
            finishContentAppearance()
        case .touch:
            break
        }
    }
}
#endif
