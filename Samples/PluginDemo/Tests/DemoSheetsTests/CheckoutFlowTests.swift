@testable import DemoSheets
import SheetRuntime
import Testing

struct CheckoutFlowTests {
    @Test func generatedTypesCarryTheSpec() {
        #expect(CheckoutDrawer.State.allCases == [.closed, .open])
        #expect(CheckoutDrawer.initialState == .closed)
        #expect(CheckoutDrawer.configuration.states.first?.height == .points(96))
        #expect(CouponMenu.configuration.animation.curve == .spring)
        #expect(ReceiptCard.configuration.states.last?.height == .fraction(0.5))  // from Receipts/Checkout.sheet.yaml
    }

    @Test func theDrawerNeverLeaves() {
        let flow = CheckoutFlow()
        #expect(flow.drawerState(afterDragTo: 600, velocity: -800) == .open)
        #expect(flow.drawerState(afterDragTo: 600, velocity: 5000) == .closed)
        #expect(flow.openedDrawer() == .open)
        #expect(flow.sheets.map(\.sheet) == ["CheckoutDrawer", "CouponMenu"])
    }
}
