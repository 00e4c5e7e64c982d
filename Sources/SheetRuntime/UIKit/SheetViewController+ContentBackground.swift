#if canImport(UIKit) && !os(watchOS)
import UIKit

// A glass card's glass behind standard scrolling content (`SheetContentBackground`): a table's or
// collection view's default background would cover it — the content's root, when it is one, and
// the scroll view that shares the drags. What is cleared is given back when the card is solid again,
// `contentBackground` is `.kept`, or the view no longer is one of those.
extension SheetViewController {
    /// A scroll view whose background the container cleared, and the colour it had.
    struct ClearedBackground {
        weak var view: UIScrollView?
        var colour: UIColor?
    }

    /// Clears (or gives back) the default backgrounds of the content's standard scrolling views, as
    /// `contentBackground` says for this card's material. Called where the content or its shared scroll
    /// view may have changed (a layout, new content, a tracked scroll view) and on a new configuration.
    func applyContentBackground() {
        let material = configuration.appearance.material
        var targets: [UIScrollView] = []
        if clearsContentBackgrounds {
            if let root = content.viewIfLoaded as? UIScrollView { targets.append(root) }
            if let shared = scrollViewSharingDrags, !targets.contains(where: { $0 === shared }) { targets.append(shared) }
        }
        let clearing = contentBackground.clears(platformDefault: true, material: material)
        clearedBackgrounds.removeAll { cleared in
            guard let view = cleared.view else { return true }
            guard !clearing || !targets.contains(where: { $0 === view }) else { return false }
            if view.backgroundColor == .clear { view.backgroundColor = cleared.colour }  // unless app code set one since
            return true
        }
        for view in targets where !clearedBackgrounds.contains(where: { $0.view === view }) {
            guard contentBackground.clears(platformDefault: Self.hasDefaultBackground(view), material: material) else { continue }
            clearedBackgrounds.append(ClearedBackground(view: view, colour: view.backgroundColor))
            view.backgroundColor = .clear
        }
    }

    /// Whether a table's or collection view's background is one UIKit gives it: one of the system
    /// background colours (the plain style's `systemBackground`, the grouped styles'
    /// `systemGroupedBackground`, and their secondary and tertiary shades, which list configurations
    /// use). Any other colour is app code's and is kept; so is any colour on another scroll view.
    static func hasDefaultBackground(_ view: UIScrollView) -> Bool {
        guard view is UITableView || view is UICollectionView, let colour = view.backgroundColor else { return false }
        let defaults: [UIColor] = [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
                                   .systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground]
        return defaults.contains(colour)
    }
}
#endif
