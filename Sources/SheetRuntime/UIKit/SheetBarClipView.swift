#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Holds a sheet's backdrop and card, above the container's background: the whole container, except
/// while the card is under a bar below the sheet, when it stops at the bar's top edge and clips them
/// there (`BottomBarDrawing.clipHeight`) — so a sheet whose view is above the bar in z-order (a
/// presented one, a sheet stacked on a tab bar's sheet, a `TabView` hosted behind the card) draws
/// nothing on the bar it stands on, as if under it. It clips to its bounds, a rectangle, rather than
/// by a mask, which would break a glass card's visual effect inside it. It takes no touch itself.
@MainActor
final class SheetBarClipView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
#endif
