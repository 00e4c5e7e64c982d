import SheetRuntime

/// App code using the generated types: `CheckoutDrawer` and `CouponMenu` come from
/// `Checkout.sheet.yaml`, compiled by the sheetc plugin at build time (internal, as generated code is by default).
struct CheckoutFlow {
    init() {}

    /// Where the checkout drawer goes when released on a phone-sized container.
    func drawerTarget(height: Double, velocity: Double) -> CheckoutDrawer.State? {
        let container = ContainerMetrics(height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34)
        let engine = SheetEngine(configuration: CheckoutDrawer.configuration, container: container)
        guard case .state(let name) = engine.release(height: height, velocity: velocity).target else { return nil }
        return CheckoutDrawer.State(rawValue: name)
    }

    /// Every sheet the flow shows.
    var sheets: [SheetConfiguration] { [CheckoutDrawer.configuration, CouponMenu.configuration] }
}
