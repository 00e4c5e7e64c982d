#if canImport(UIKit) && !os(watchOS)
import ObjectiveC
import UIKit

extension UITabBarController {
    /// Installs `sheet` as a persistent sheet above the tab bar — Maps' search — that stays through
    /// tab switches (it is the tab bar controller's, not a tab's) and rises from the bottom edge as the
    /// tab bar controller appears. It stands on the tab bar (`placement.bar`): fed the bar's height
    /// above the bottom edge, home-indicator area included, and its changes (the bar hidden by a push,
    /// iOS 26's minimise) animated; its card is drawn over the tab bar where it covers it (from the
    /// spec's `coverFrom`) and under it elsewhere, so a card leaving downward slides behind the bar;
    /// the bar keeps the touches below its top edge wherever the card leaves it uncovered, and
    /// pass-through hands touches to the selected tab's screen.
    ///
    /// The container's view goes into the tab bar controller's view, beside the tab bar; the container
    /// is not made its child, since a tab bar controller takes every child for a tab. The tab bar
    /// controller keeps the sheet alive; `sheet.remove(animated:completion:)` takes it out. Stacked
    /// sheets leave with `dismissStack`, which never dismisses this base. Present further sheets from
    /// it or from its content: they stand on its bar, and are drawn over the tab bar where their own
    /// frames cover it and clipped at its top edge elsewhere, as if under it.
    public func addSheet<State: SheetStateName>(_ sheet: SheetViewController<State>) {
        guard sheet.parent == nil, sheet.presentingViewController == nil, sheet.tabBarFollowing == nil else {
            return assertionFailure("sheetc: addSheet(_:) takes a sheet that is not shown elsewhere")
        }
        loadViewIfNeeded()
        sheet.view.frame = view.bounds
        sheet.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Under the tab bar to start with (the view of the tab bar controller that holds it, if the
        // bar sits in one); each frame puts it over or under.
        var barRoot: UIView? = tabBar
        while let candidate = barRoot, candidate.superview !== view { barRoot = candidate.superview }
        if let barRoot { view.insertSubview(sheet.view, belowSubview: barRoot) } else { view.addSubview(sheet.view) }
        var sheets = installedSheets
        sheets.append(sheet)
        installedSheets = sheets
        sheet.follow(tabBarOf: self)
    }

    /// The sheets `addSheet(_:)` installed: kept alive here, as a parent keeps its children.
    private var installedSheets: [UIViewController] {
        get { objc_getAssociatedObject(self, &installedSheetsKey) as? [UIViewController] ?? [] }
        set { objc_setAssociatedObject(self, &installedSheetsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// `sheet` has left this tab bar controller's view.
    func releaseSheet(_ sheet: UIViewController) {
        installedSheets = installedSheets.filter { $0 !== sheet }
    }
}

/// The key of `installedSheets`; only its address is used.
nonisolated(unsafe) private var installedSheetsKey: UInt8 = 0
#endif
