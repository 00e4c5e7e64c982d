import SheetRuntime

/// App code using the generated types: `CheckoutDrawer` and `CouponMenu` come from
/// `Checkout.sheet.yaml`, compiled by the sheetc plugin at build time (internal, as generated code is by default).
struct CheckoutFlow {
    init() {}

    /// Where the checkout drawer rests after a finger drags it from its initial state up to
    /// `height` and lifts at `velocity`, on a phone-sized container: typed states in and out.
    func drawerState(afterDragTo height: Double, velocity: Double) -> CheckoutDrawer.State? {
        let container = ContainerMetrics(width: 393, height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34)
        var drawer = SheetController(CheckoutDrawer.self, container: container)
        let start = drawer.frame.height
        drawer.touchDown(atHeight: start - 1, time: 0)
        drawer.touchMoved(toHeight: height - 1, time: 0.1)
        drawer.touchUp(velocity: velocity, time: 0.2)
        return drawer.frame(at: 5).state
    }

    /// The drawer opened from code, as app code does it.
    func openedDrawer() -> CheckoutDrawer.State? {
        var drawer = SheetController(CheckoutDrawer.self, container: ContainerMetrics(width: 393, height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34))
        drawer.move(to: .open, time: 0)
        return drawer.frame(at: 5).state
    }

    /// Every sheet the flow shows.
    var sheets: [SheetConfiguration] { [CheckoutDrawer.configuration, CouponMenu.configuration] }
}
