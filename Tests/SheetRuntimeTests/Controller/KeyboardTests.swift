import SheetRuntime
import SheetTestSupport
import Testing

/// docs/language.md `keyboard` and docs/behaviour.md#size-changes-and-other-new-heights (a state's height changing for the keyboard).
struct KeyboardTests {
    typealias F = ControllerFixtures

    private func controller(_ avoid: KeyboardAvoidance.Avoid, placement: Placement = .edgeToEdge) -> SheetController<NamedSheetState> {
        var configuration = SheetConfiguration.test()   // closed hidden, compressed 300, open 600; iPhone 15: ceiling 793
        configuration.keyboard = KeyboardAvoidance(avoid: avoid)
        configuration.placement = placement
        return F.controller(configuration)
    }

    @Test func raiseLiftsEveryRestingStateAtOnceWithinTheCeiling() {
        var sheet = controller(.raise)
        sheet.setKeyboard(height: 300, time: 1)
        #expect(sheet.frame.height == 600 && sheet.frame.state == NamedSheetState("compressed"))
        #expect(sheet.takeEvents().isEmpty)   // no event: the state is the same
        #expect(sheet.engine.layout.states.map(\.height) == [0, 600, 793])   // hidden stays 0; open clamped
        sheet.setKeyboard(height: 0, time: 2)
        #expect(sheet.frame.height == 300)
    }

    @Test func aDetachedCardKeepsItsMarginAboveTheKeyboard() {
        var sheet = controller(.raise, placement: Placement(bottomMargin: 20))
        sheet.setKeyboard(height: 250, time: 1)
        #expect(sheet.frame.height == 570)
    }

    @Test func noneIgnoresIt() {
        var sheet = controller(.none)
        sheet.setKeyboard(height: 300, time: 1)
        #expect(sheet.frame.height == 300)
    }

    @Test func expandMovesToTheHighestStateAndBack() {
        var sheet = controller(.expand)
        sheet.setKeyboard(height: 300, time: 1)
        #expect(sheet.frame(at: 3).state == NamedSheetState("open"))
        #expect(sheet.frame.height == 793)
        sheet.setKeyboard(height: 320, time: 4)   // a change while shown only re-raises
        #expect(sheet.frame(at: 5).state == NamedSheetState("open"))
        sheet.setKeyboard(height: 0, time: 6)
        #expect(sheet.frame(at: 8).state == NamedSheetState("compressed"))
        #expect(sheet.frame.height == 300)
    }

    @Test func expandRemembersAnAnimationsTargetAndNeverUndoesADismissal() {
        var sheet = controller(.expand)
        sheet.move(to: NamedSheetState("open"), time: 0)
        sheet.move(to: NamedSheetState("compressed"), time: 0.5)
        _ = sheet.frame(at: 0.6)
        sheet.setKeyboard(height: 300, time: 0.6)   // animating to compressed: remembered
        sheet.setKeyboard(height: 0, time: 3)
        #expect(sheet.frame(at: 5).state == NamedSheetState("compressed"))

        sheet.setKeyboard(height: 300, time: 6)
        sheet.dismiss(time: 8)
        sheet.setKeyboard(height: 0, time: 10)
        #expect(sheet.frame(at: 12).phase == .dismissed)
    }

    @Test func aDragGoesOnOverTheRaisedHeights() {
        var sheet = controller(.raise)
        sheet.touchDown(atHeight: 290, time: 0)
        sheet.touchMoved(toHeight: 250, time: 0.1)
        sheet.setKeyboard(height: 300, time: 0.2)
        #expect(sheet.frame.phase == .dragging)
        sheet.touchMoved(toHeight: 240, time: 0.3)
        sheet.touchUp(velocity: 0, time: 0.4)   // a slow release at 250: nearest is compressed, now at 600
        #expect(sheet.frame(at: 3).height == 600)
    }

    /// The default `dismissBelow` is half the lowest visible state's frame height: it rises by
    /// half the keyboard's raise with that state; a written one stays where it is.
    @Test func theDefaultDismissBelowRisesWithTheLowestState() {
        var configuration = SheetConfiguration.test(states: [.points(100), .points(300), .points(600)])
        configuration.thresholds.dismissBelow = .points(50)
        configuration.thresholds.dismissBelowIsHalfTheLowestState = true
        var sheet = F.controller(configuration)
        sheet.setKeyboard(height: 200, time: 0)
        #expect(sheet.engine.dismissBelow == 150)
        configuration.thresholds.dismissBelowIsHalfTheLowestState = false
        sheet = F.controller(configuration)
        sheet.setKeyboard(height: 200, time: 0)
        #expect(sheet.engine.dismissBelow == 50)
    }
}
