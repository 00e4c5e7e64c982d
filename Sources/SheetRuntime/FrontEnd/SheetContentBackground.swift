/// Whether the card clears the backgrounds its content's standard scrolling views draw by default,
/// so that a glass card's glass shows behind them as a system sheet's does on iOS 26: a
/// `UITableView`'s or `UICollectionView`'s background colour (UIKit's default for its style) and a
/// SwiftUI `List`'s, `Form`'s or `TextEditor`'s scroll-content background. Without this, a list —
/// the content the docs and samples put on a drawer — covers the glass with an opaque colour.
public enum SheetContentBackground: Hashable, Sendable {
    /// On a glass card (`appearance.material: glass`), the backgrounds standard scrolling views draw
    /// by default are cleared; a colour app code set itself is kept. A solid card clears nothing.
    case clearedOnGlass
    /// The content's backgrounds are left as they are, on any card: the app keeps its own on purpose.
    case kept

    /// Whether a background is cleared: one the platform gives a standard scrolling view by default
    /// (`isPlatformDefault`), on a card of `material`. Headless, so the rule is tested where UIKit and
    /// SwiftUI are not; the front ends say what their platform's defaults are.
    public func clears(platformDefault isPlatformDefault: Bool, material: Appearance.Material) -> Bool {
        self == .clearedOnGlass && material == .glass && isPlatformDefault
    }
}
