import SheetRuntime
import UIKit

/// Must NOT typecheck (scripts/ios-typecheck.sh expects the failure): `ShareMenu` is a runtime
/// sheet (`SheetDefinition` only), and the system sheet's API takes `SystemSheetDefinition` types,
/// so keys the system would drop can never reach it.
// refused-for: SystemSheetDefinition
@MainActor
func presentRuntimeSheetOnTheSystemSheet(_ sheet: UISheetPresentationController) {
    sheet.configure(ShareMenu.self, selectedState: .open)
}
