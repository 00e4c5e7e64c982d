import SheetRuntime
import SheetTestSupport
import Testing

/// docs/language.md `feedback` and `accessibility`: the controller says which settles a gesture
/// made into a new state (the adapters play `feedback.settle` for those) and what VoiceOver says.
struct SettleFeedbackTests {
    typealias F = ControllerFixtures

    private func settles(_ controller: inout SheetController<NamedSheetState>, until time: Double) -> [Bool] {
        _ = controller.frame(at: time)
        return controller.takeEvents().compactMap { event in
            if case .settled = event.kind { return event.byGesture }
            return nil
        }
    }

    @Test func aReleaseIntoANewStateIsAGestureSettle() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 290, time: 0)
        sheet.touchMoved(toHeight: 500, time: 0.2)
        sheet.touchUp(velocity: -600, time: 0.3)   // a flick up: to open
        #expect(settles(&sheet, until: 2) == [true])
        #expect(sheet.currentState == NamedSheetState("open"))
    }

    @Test func aReleaseBackIntoTheSameStateIsNot() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 290, time: 0)
        sheet.touchMoved(toHeight: 310, time: 0.5)
        sheet.touchUp(velocity: 0, time: 0.6)
        #expect(settles(&sheet, until: 2) == [false])
        #expect(sheet.currentState == NamedSheetState("compressed"))
    }

    @Test func movesFromCodeCancelsAndResizesAreNot() {
        var sheet = F.controller()
        sheet.move(to: NamedSheetState("open"), time: 0)
        #expect(settles(&sheet, until: 1) == [false])
        sheet.touchDown(atHeight: 590, time: 1)
        sheet.touchMoved(toHeight: 400, time: 1.2)
        sheet.touchCancelled(time: 1.3)
        #expect(settles(&sheet, until: 3) == [false])
        sheet.perform(.decrement, time: 3)
        #expect(settles(&sheet, until: 5) == [false])
    }

    @Test func voiceOverSaysTheStatesSpokenName() {
        var configuration = SheetConfiguration.test()
        configuration.states[1].spokenName = LocalizedText(key: "Test.accessibility.states.compressed", defaultValue: "Half way")
        var sheet = F.controller(configuration)
        #expect(sheet.accessibilityText == LocalizedText(key: "Test.accessibility.states.compressed", defaultValue: "Half way"))
        sheet.move(to: NamedSheetState("open"), time: 0)
        #expect(sheet.accessibilityText?.defaultValue == "Open")   // the target's, while animating
    }
}
