#if canImport(UIKit) && !os(watchOS)
import UIKit

/// How a sheet follows a tab bar below it: the one of the `UITabBarController` it was installed on
/// (`addSheet(_:)`), or the one SwiftUI's `TabView` draws inside the container's background (`.sheetc`
/// written on a `TabView`).
@MainActor
final class SheetTabBarFollowing {
    /// `addSheet(_:)`'s tab bar controller: the container's view is a sibling of its tab bar, drawn
    /// over it or under it at each frame. `nil`: the tab bar is looked for in the background.
    weak var tabBarController: UITabBarController?
    /// Whether the sheet is `addSheet(_:)`'s persistent base.
    let isBase: Bool
    /// The tab bar followed, once found.
    weak var tabBar: UITabBar?
    let probe = SheetTabBarProbe()
    /// The last height passed to the controller (`nil`: none yet).
    var height: CGFloat?

    init(tabBarController: UITabBarController?) {
        self.tabBarController = tabBarController
        isBase = tabBarController != nil
    }
}

extension SheetViewController {
    /// The time an unanimated change between two heights of the bar takes on iOS 26, taken as the tab
    /// bar minimising or expanding (`tabBarMinimizeBehavior`), whose animation UIKit does not expose.
    static var tabBarMinimizeDuration: TimeInterval { 0.3 }

    /// Whether this sheet is installed above a tab bar with `UITabBarController.addSheet(_:)`.
    var isTabBarBase: Bool { tabBarFollowing?.isBase == true }

    /// Follows `tabBarController`'s tab bar (`addSheet(_:)`, whose view is already in the tab bar
    /// controller's): fed its height, drawn over it or under it, told when it appears.
    func follow(tabBarOf tabBarController: UITabBarController) {
        startFollowing(SheetTabBarFollowing(tabBarController: tabBarController))
    }

    /// Follows the tab bar drawn inside the background (SwiftUI's `TabView`), found at the next layout.
    func followTabBarInBackground() {
        startFollowing(SheetTabBarFollowing(tabBarController: nil))
    }

    private func startFollowing(_ following: SheetTabBarFollowing) {
        tabBarFollowing = following
        following.probe.moved = { [weak self] in self?.tabBarMoved() }
        following.probe.windowChanged = { [weak self] in self?.baseWindowChanged() }
        // A base's view is in the tab bar controller's already, and the probe tells it of the window
        // from now on; a `TabView`'s tab bar is looked for once the container lays out.
        guard following.isBase else { return }
        view.addSubview(following.probe)
        trackTabBar()
        baseWindowChanged()
    }

    /// Stops following, and takes an `addSheet(_:)` base out of the tab bar controller's view
    /// (`remove(animated:completion:)`, once its sheet is dismissed).
    func stopFollowingTabBar() {
        guard let following = tabBarFollowing else { return }
        tabBarFollowing = nil
        following.probe.removeFromSuperview()
        guard following.isBase else { return }
        if containerAppears {
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        }
        view.removeFromSuperview()
        following.tabBarController?.releaseSheet(self)
    }

    /// Finds the tab bar to follow and pins the probe to it — `addSheet(_:)`'s at once; SwiftUI's,
    /// made during the background's first layout, at each layout until one is found in a window —
    /// then measures it (at each layout of the container too: a rotation, the window it enters).
    func trackTabBar() {
        guard let following = tabBarFollowing, isViewLoaded else { return }
        let followed = following.tabBar.map { following.isBase || $0.window != nil } ?? false
        if !followed {
            let found = following.tabBarController?.tabBar ?? background.flatMap { $0.viewIfLoaded.flatMap(Self.firstTabBar(in:)) }
            guard let tabBar = found, following.isBase || tabBar.window != nil, following.probe.pin(to: tabBar, in: view) else { return }
            following.tabBar = tabBar
        }
        tabBarMoved()
    }

    /// The first tab bar in `root`'s tree, breadth first.
    private static func firstTabBar(in root: UIView) -> UITabBar? {
        var queue = [root]
        var next = 0
        while next < queue.count {
            let view = queue[next]
            next += 1
            if let tabBar = view as? UITabBar { return tabBar }
            queue.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// The tab bar's top edge may have moved: its height above the container's bottom edge goes to
    /// the controller (`setBottomBar`; the same height again changes nothing) — animated when UIKit
    /// moves the bar inside an animation, and on iOS 26 when the bar changes height unanimated, as it
    /// does minimising (`tabBarMinimizeBehavior`).
    private func tabBarMoved() {
        guard let following = tabBarFollowing, let tabBar = following.tabBar, isViewLoaded else { return }
        let frame = view.convert(tabBar.bounds, from: tabBar)
        let hidden = tabBar.isHidden || tabBar.alpha < 0.01
        let height = CGFloat(BottomBarDrawing.height(ofBarFrom: Double(frame.minY), to: Double(frame.maxY), hidden: hidden,
                                                     containerHeight: Double(view.bounds.height)))
        guard height != following.height else { return }
        let previous = following.height
        following.height = height
        var duration: TimeInterval? = UIView.inheritedAnimationDuration > 0 ? UIView.inheritedAnimationDuration : nil
        #if os(iOS)
        if duration == nil, #available(iOS 26, *), let previous, previous > 0, height > 0,
           let controller = following.tabBarController ?? tabBar.delegate as? UITabBarController,
           controller.tabBarMinimizeBehavior != .never {
            duration = Self.tabBarMinimizeDuration
        }
        #endif
        setBottomBar(height: height, duration: duration)
    }

    /// An `addSheet(_:)` base has no parent to forward its appearance: it appears when the tab bar
    /// controller's view enters a window and disappears when it leaves.
    private func baseWindowChanged() {
        guard isTabBarBase else { return }
        let inWindow = view.window != nil
        guard inWindow != containerAppears else { return }
        beginAppearanceTransition(inWindow, animated: false)
        endAppearanceTransition()
    }

    /// An `addSheet(_:)` base is drawn over the tab bar exactly when its card's bottom edge is below
    /// the bar's top edge (`BottomBarDrawing.cardIsOverBar`), else under it — so a card covering the
    /// bar hides it and one leaving downward slides behind it. Only the container's view moves, to just
    /// above or just below the bar's — the tab bar controller's other views keep their order — and it
    /// stays in the same superview, so it never leaves the window and no touch in progress is lost.
    func layerOverTabBar(_ frame: SheetFrame<State>) {
        guard let following = tabBarFollowing, following.isBase, let container = view.superview,
              let tabBar = following.tabBarController?.tabBar else { return }
        var barRoot: UIView? = tabBar
        while let candidate = barRoot, candidate.superview !== container { barRoot = candidate.superview }
        guard let barRoot, let sheetIndex = container.subviews.firstIndex(of: view),
              let barIndex = container.subviews.firstIndex(of: barRoot) else { return }
        let over = BottomBarDrawing.cardIsOverBar(frame)
        guard (sheetIndex > barIndex) != over else { return }
        if over {
            container.insertSubview(view, aboveSubview: barRoot)
        } else {
            container.insertSubview(view, belowSubview: barRoot)
        }
    }
}
#endif
