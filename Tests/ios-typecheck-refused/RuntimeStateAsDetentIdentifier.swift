import SheetRuntime
import UIKit

/// Must NOT typecheck (scripts/ios-typecheck.sh expects the failure): a detent identifier is made
/// from a system sheet's state (`SystemSheetState`), which knows its sheet and so whether it is the
/// system's `.medium` / `.large`; `ShareMenu` is a runtime sheet, whose states have no detent. (The
/// error is UIKit's "no exact matches" among the identifier's initialisers; its note says the
/// candidate requires that 'ShareMenu.State' conform to 'SystemSheetState'.)
// refused-for: no exact matches in call to initializer
@MainActor
func identifiesARuntimeState(_ sheet: UISheetPresentationController) {
    sheet.selectedDetentIdentifier = UISheetPresentationController.Detent.Identifier(ShareMenu.State.open)
}
