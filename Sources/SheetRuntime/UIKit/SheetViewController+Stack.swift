#if canImport(UIKit) && !os(watchOS)
import UIKit

// Sheets stacked on a sheet (docs/behaviour.md, "Sheets stacked on a sheet"): a `SheetViewController`
// presented from a sheet — from its container, or from any view controller inside its card — rises
// over it, and the one under it does what the new sheet's `stack.below` says. The rules are
// `SheetStackLayer`'s, fed to each sheet's own controller; `SheetStackLink` lists the sheets and
// carries out the `SheetStackStep`s between them.
extension SheetViewController: SheetStackMember {
    /// Dismisses every sheet stacked above the stack's base — the sheet this is called on among them,
    /// when it is not the base — each card leaving by its own controller (animated, each with its own
    /// animation, or at once) before UIKit ends their presentations, so a chain does not vanish under
    /// its top sheet; the base returns and stays (its own `dismiss()` takes it away). `completion`
    /// runs once their presentations are gone — at once when nothing is stacked.
    public func dismissStack(animated: Bool = true, completion: (() -> Void)? = nil) {
        guard let stackLink else { completion?(); return }
        stackLink.dismissAll(animated: animated, completion: completion)
    }

    var stackLayer: SheetStackLayer { driver.layer }
    var stackBelow: Stacking.Below { configuration.stack.below }
    var stackBarHeight: Double { driver.controller.engine.layout.container.bottomBar }
    var isStackSheetDismissed: Bool { driver.controller.isDismissed }

    func carryOutInStack(_ step: SheetStackStep, animated: Bool) {
        if case .cover = step { endMovesForStack() }
        driver.sendToLayer { layer, controller in
            layer.carryOut(step, on: &controller, animated: animated)
        }
    }

    func setStackBar(height: Double, duration: Double?) {
        driver.send { controller, time in controller.setBar(height: height, duration: duration, time: time) }
    }

    /// The sheet `source` is on: `source` itself, or the container whose card holds it. A sheet that
    /// is dismissed has nothing to stack on.
    static func stackBase(presentedFrom source: UIViewController) -> (any SheetStackMember)? {
        var candidate: UIViewController? = source
        while let controller = candidate {
            if let sheet = controller as? any SheetStackMember { return sheet.isStackSheetDismissed ? nil : sheet }
            candidate = controller.parent
        }
        return nil
    }

    /// UIKit takes the presentation of this sheet from `source`: presented from a sheet, it stacks on
    /// it now, its presentation ongoing in that stack from here (a sheet under it that leaves waits
    /// for it to end), though it rises only at its first layout.
    func joinStack(presentedFrom source: UIViewController) {
        guard stackLink == nil, let base = Self.stackBase(presentedFrom: source), base !== self else { return }
        SheetStackLink.push(self, on: base)
    }

    /// A sheet that leaves without having risen (dismissed, or taken by `dismissStack()`, before its
    /// first layout) emits no `dismissed`: it leaves its stack here, the sheet under it returning if
    /// it was the top.
    func leaveStackUnshown() {
        guard let stackLink else { return }
        stackLink.sheetStartsLeaving(self)
        stackLink.sheetDismissed(self)
        driver.leaveStack()
    }

    /// The controller's events that concern the stack: the top sheet's move to `dismissed` returns
    /// the one under it; once dismissed, the sheet is listed no more.
    func stackFollows(_ event: SheetEvent<State>) {
        switch event.kind {
        case .willMove(.dismissed): stackLink?.sheetStartsLeaving(self)
        case .dismissed:
            stackLink?.sheetDismissed(self)
            driver.leaveStack()
        default: break
        }
    }
}
#endif
