import SheetRuntime
import SheetTestSupport
import Testing

/// The stack's choices that `SheetStack` and UIKit's stack both ask `SheetStackLayer` for: which
/// sheets `dismissAll()` takes, what a dismissal asked of a covered sheet does, which sheet's bar a
/// pushed sheet stands on, and which dismissed sheets stay listed.
struct SheetStackStepsTests {
    /// A layer covered by a sheet over it, as a push leaves it.
    private static func covered() -> SheetStackLayer {
        var controller = SheetController<NamedSheetState>(configuration: SheetStackTests.sheet("Under"), container: .iPhone15)
        var layer = SheetStackLayer()
        layer.cover(&controller, as: .stay)
        return layer
    }

    private static var leaving: SheetStackLayer {
        var layer = SheetStackLayer()
        layer.startLeaving()
        return layer
    }

    @Test func dismissAllTakesEverySheetAboveTheBaseAndNothingOfABaseAlone() {
        let fresh = SheetStackLayer()
        #expect(SheetStackLayer.sheetsDismissedByAll(in: [fresh, fresh, fresh]) == 1..<3)
        #expect(SheetStackLayer.sheetsDismissedByAll(in: [fresh]).isEmpty)
        #expect(SheetStackLayer.sheetsDismissedByAll(in: []).isEmpty)
        // From the top down, the sheet already leaving left alone, then the base returns.
        #expect(SheetStackLayer.steps(dismissingAll: [Self.covered(), Self.covered(), Self.leaving, fresh])
                == [.leaveWithStack(3), .leaveWithStack(1), .uncover(0)])
        #expect(SheetStackLayer.steps(dismissingAll: [fresh]).isEmpty)
        #expect(SheetStackLayer.steps(dismissingAll: []).isEmpty)
    }

    @Test func aDismissalAskedOfACoveredSheetTakesEverySheetAboveIt() {
        let layers = [Self.covered(), Self.covered(), SheetStackLayer()]
        // The Place, covered by a Photo: both leave, none returning, and the base returns.
        #expect(SheetStackLayer.steps(dismissalAskedOf: 1, in: layers) == [.leaveWithStack(2), .leaveWithStack(1), .uncover(0)])
        // The covered base takes the whole stack with it.
        #expect(SheetStackLayer.steps(dismissalAskedOf: 0, in: layers) == [.leaveWithStack(2), .leaveWithStack(1), .leaveWithStack(0), .uncover(0)])
        // The top sheet, and a sheet already leaving, are dismissed by their own controllers.
        #expect(SheetStackLayer.steps(dismissalAskedOf: 2, in: layers) == [.dismiss(2)])
        #expect(SheetStackLayer.steps(dismissalAskedOf: 1, in: [Self.covered(), Self.leaving]) == [.dismiss(1)])
        #expect(SheetStackLayer.steps(dismissalAskedOf: 3, in: layers).isEmpty)
    }

    @Test func aPushedSheetStandsOnTheBasesBarAndOnlyTheBaseStaysListedOnceDismissed() {
        #expect(SheetStackLayer.barSheet(pushingOver: [Self.covered(), Self.covered(), SheetStackLayer()]) == 0)
        #expect(!SheetStackLayer.unlists(dismissedSheetAt: 0))
        #expect(SheetStackLayer.unlists(dismissedSheetAt: 1) && SheetStackLayer.unlists(dismissedSheetAt: 2))
    }

    @Test func sheetStackAsksTheSameSteps() {
        var stack = SheetStack(base: SheetStackTests.sheet("Search"), container: .iPhone15)
        stack.dismissAll(time: 0)
        #expect(stack.takeEvents().isEmpty)
        stack.push(SheetStackTests.sheet("Place"), time: 0)
        stack.setBar(height: 49, time: 0)
        stack.push(SheetStackTests.sheet("Photo"), time: 1)
        // The dismissed Photo and Place are listed no more; the dismissed base stays.
        stack.dismissTop(time: 2)
        stack.dismissTop(time: 4)
        stack.dismissTop(time: 6)
        let frames = stack.frames(at: 10)
        #expect(frames.map(\.sheet) == ["Search"])
        #expect(frames[0].frame.phase == .dismissed)
        let dismissed = stack.takeEvents().filter { $0.event.kind == .dismissed }.map(\.sheet)
        #expect(dismissed == ["Photo", "Place", "Search"])
    }
}
