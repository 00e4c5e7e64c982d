#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI

private struct SheetcBarHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
    /// The height of the bar below the `.sheetc` sheets written inside this view (see `sheetcBar(height:)`).
    public var sheetcBarHeight: CGFloat {
        get { self[SheetcBarHeightKey.self] }
        set { self[SheetcBarHeightKey.self] = newValue }
    }
}

extension View {
    /// A bar the app keeps on screen below the `.sheetc` sheets inside this view — a tab bar, a
    /// toolbar — `height` points above the container's bottom edge (the home indicator's area
    /// included; 0: none). Each sheet stands on it (`placement.bar`): its states measure from the
    /// bar's top edge and the bar keeps the touches below it off the card. The sheet's controller
    /// decides all of it; this only passes the height, as `SheetViewController.setBottomBar` does.
    public func sheetcBar(height: CGFloat) -> some View {
        environment(\.sheetcBarHeight, height)
    }
}
#endif
