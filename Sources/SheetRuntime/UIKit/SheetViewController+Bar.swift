#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SheetViewController {
    /// A bar the app keeps on screen below the sheet — a tab bar, a toolbar — is now `height` points
    /// above the container's bottom edge (the home indicator's area included; 0: none). The states
    /// stand on it and the bar takes the touches below its top edge off the card
    /// (`placement.bar`, docs/behaviour.md#a-bar-below-the-sheet). With `duration` (an animated
    /// change: iOS 26's tab bar minimising) the sheet moves with the bar, its card following the
    /// height's curve; without, at once. The controller decides all of it; this only passes the height.
    public func setBottomBar(height: CGFloat, duration: TimeInterval? = nil) {
        let height = Double(height)
        driver.send { controller, time in controller.setBar(height: height, duration: duration, time: time) }
    }
}
#endif
