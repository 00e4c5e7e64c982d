import SheetRuntime
import SheetTestSupport
import Testing

/// docs/behaviour.md#voiceover: VoiceOver's increment, decrement and escape are moves from code.
struct AccessibilityTests {
    typealias F = ControllerFixtures

    @Test func incrementAndDecrementStepThroughTheRestingStates() {
        var sheet = F.controller()
        #expect(sheet.accessibilityState == NamedSheetState("compressed"))
        sheet.perform(.increment, time: 0)
        #expect(sheet.accessibilityState == NamedSheetState("open"))   // the target while animating
        sheet.advance(to: 1)
        sheet.perform(.increment, time: 1)                             // already at the top
        sheet.perform(.decrement, time: 2)
        sheet.advance(to: 3)
        #expect(sheet.eventNames() == ["willMove open", "settled open", "willMove compressed", "settled compressed"])
    }

    @Test func decrementPastTheLowestDismissesOnlyWhenDismissible() {
        var dismissible = F.controller()
        dismissible.perform(.decrement, time: 0)
        #expect(dismissible.eventNames() == ["willMove dismissed"])
        var kept = F.controller(.test(dismissible: false))
        kept.perform(.decrement, time: 0)
        kept.perform(.escape, time: 0)
        #expect(kept.eventNames().isEmpty)
    }

    @Test func escapeDismisses() {
        var sheet = F.controller()
        sheet.perform(.escape, time: 0)
        sheet.advance(to: 1)
        #expect(sheet.restingPlace == "dismissed")
    }

    @Test func actionsDuringADragAreIgnored() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 290, time: 0)
        sheet.touchMoved(toHeight: 280, time: 0.01)
        for action in SheetAccessibilityAction.allCases { sheet.perform(action, time: 0.02) }
        #expect(sheet.eventNames().isEmpty)
        #expect(sheet.frame.phase == .dragging)
    }

    @Test func theStatesAreTypedForGeneratedSheets() {
        // No strings: the generated enum is what app code passes and receives.
        var sheet = SheetController(TypedSample.self, container: .iPhone15)
        #expect(sheet.currentState == .compressed)
        sheet.move(to: .open, time: 0)
        sheet.advance(to: 1)
        #expect(sheet.currentState == .open)
        #expect(sheet.takeEvents().map(\.kind) == [.willMove(.state(.open)), .settled(.open)])
    }
}

/// A sheet type as sheetc generates it, by hand (the generated Samples are tested the same way).
enum TypedSample: SheetDefinition {
    enum State: String, SheetStateName, CaseIterable { case closed, compressed, open }
    static let initialState = State.compressed
    static let configuration = SheetConfiguration.test()
}
