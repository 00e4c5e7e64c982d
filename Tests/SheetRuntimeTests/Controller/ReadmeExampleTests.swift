import GeneratedSamples
import SheetRuntime
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
}
