import GeneratedSamples
import SheetRuntime
import SheetTestSupport
import Testing

/// The README's "driven from code" example, as written there, on a generated sample.
struct ReadmeExampleTests {
    @Test func aGeneratedSheetIsDrivenWithItsOwnTypedStates() {
        var sheet = SheetController(ReactionList.self, container: ContainerMetrics(width: 393, height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34))
        sheet.move(to: .open, time: 0)
        let halfWay = sheet.frame(at: 0.1)
        #expect(halfWay.phase == .animating && halfWay.target == .state(.open))
        #expect(sheet.takeEvents().map(\.kind) == [.willMove(.state(.open))])
        sheet.advance(to: 1)
        #expect(sheet.currentState == .open)
        #expect(sheet.takeEvents().map(\.kind) == [.settled(.open)])
    }

    @Test func aReloadedConfigurationKeepsTheStateByName() {
        let metrics = ContainerMetrics.iPhone15
        var loaded = ReactionList.configuration
        loaded.states[loaded.states.count - 1].height = .points(500)
        let now = 1.0
        var controller = SheetController<NamedSheetState>(configuration: ReactionList.configuration, container: metrics)
        controller.move(to: NamedSheetState("open"), time: 0)
        controller.advance(to: 0.9)
        controller.reconfigure(loaded, time: now)
        #expect(controller.currentState == NamedSheetState("open") && controller.frame.height == 500)
    }
}
