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
        // A bar is the container's: every sheet of a stack stands on it.
        if let stackLink { return stackLink.setBar(height: height, duration: duration) }
        driver.send { controller, time in controller.setBar(height: height, duration: duration, time: time) }
    }

    /// Draws the card under the bar it stands on, as the frame says (`BottomBarDrawing`), where the
    /// container's view is above the bar in z-order — presented over the window (a sheet stacked on a
    /// tab bar's sheet among them), or over a `TabView` hosted as its background — by clipping the card
    /// and the backdrop at the bar's top edge: the card is wholly above that edge then, so only what
    /// would fall on the bar (its shadow) is left out, and the bar shows whole. An `addSheet(_:)` base
    /// is moved under the tab bar itself (`layerOverTabBar`), and is not clipped.
    ///
    /// Only the bottom edge clips: the clip view reaches `margin` beyond the container's top and
    /// sides, its bounds' origin keeping the container's coordinates, so a shadow or a view the app
    /// adds to the card is not cut at those edges while the card stands on the bar.
    func clipUnderBar(_ frame: SheetFrame<State>, bounds: CGRect) {
        let clip = isTabBarBase ? nil : BottomBarDrawing.clipHeight(of: frame, containerHeight: Double(bounds.height))
        let margin: CGFloat = clip == nil ? 0 : 10_000
        let clipFrame = CGRect(x: -margin, y: -margin, width: bounds.width + 2 * margin,
                               height: (clip.map { CGFloat($0) } ?? bounds.height) + margin)
        if barClipView.frame != clipFrame { barClipView.frame = clipFrame }
        let origin = CGPoint(x: -margin, y: -margin)
        if barClipView.bounds.origin != origin { barClipView.bounds.origin = origin }
        if barClipView.clipsToBounds != (clip != nil) { barClipView.clipsToBounds = clip != nil }
    }
}
#endif
