import SheetRuntime
import SheetTestSupport
import Testing

/// docs/behaviour.md: motion that is not a gesture (the keyboard) is animated by the controller, and an
/// input that changes no height changes nothing (issue 30 item 14).
struct MotionWithoutGestureTests {
    typealias F = ControllerFixtures

    @Test func theKeyboardsMoveIsAnimatedOverItsDurationEaseOutWithoutEvents() {
        // UIKit and SwiftUI animated it themselves over frames the display link then overwrote.
        var sheet = F.controller()                                   // compressed 300
        sheet.setKeyboard(height: 300, duration: 0.25, time: 1)
        var frame = sheet.frame
        #expect(frame.phase == .animating && frame.height == 300 && frame.target == .state(NamedSheetState("compressed")))
        frame = sheet.frame(at: 1.125)
        #expect(frame.height > 450 && frame.height < 600)            // ease-out: past halfway at half the time
        frame = sheet.frame(at: 1.25)
        #expect(frame.phase == .resting && frame.height == 600 && frame.state == NamedSheetState("compressed"))
        #expect(sheet.takeEvents().isEmpty)
        sheet.setKeyboard(height: 0, time: 2)                        // without a duration: at once
        #expect(sheet.frame.phase == .resting && sheet.frame.height == 300)
    }

    @Test func aTouchDuringTheKeyboardsMoveInterruptsItWhereItIs() {
        var sheet = F.controller()
        sheet.setKeyboard(height: 200, duration: 0.25, time: 0)
        let shown = sheet.frame(at: 0.1).height
        sheet.touchDown(atHeight: shown - 10, time: 0.1)
        #expect(sheet.frame.phase == .dragging && sheet.frame.height == shown)
        sheet.touchUp(velocity: 0, time: 0.2)
        sheet.advance(to: 2)
        #expect(sheet.restingPlace == "compressed" && sheet.frame.height == 500)
        #expect(sheet.eventNames() == ["willMove compressed", "settled compressed"])
    }

    @Test func theKeyboardMovingAgainStartsFromTheFrameOnScreen() {
        var sheet = F.controller()
        sheet.setKeyboard(height: 300, duration: 0.25, time: 0)
        let shown = sheet.frame(at: 0.1).height
        sheet.setKeyboard(height: 100, duration: 0.25, time: 0.1)
        #expect(sheet.frame.height == shown && sheet.frame.phase == .animating)
        #expect(sheet.frame(at: 0.35).height == 400)
    }

    @Test func anInputThatChangesNoHeightLeavesARunningAnimationAsItWas() {
        // The same keyboard height, a resize to the same size and a content height for a sheet
        // without `fit` restarted the animation: a 0.25 s move must still end at its time.
        var sheet = F.controller(.test(animation: SheetAnimation(curve: .easeInOut, duration: 0.25)))
        sheet.move(to: NamedSheetState("open"), time: 0)
        let before = sheet.frame(at: 0.1)
        sheet.setKeyboard(height: 0, time: 0.1)
        sheet.resize(to: .iPhone15, time: 0.1)
        sheet.setContentHeight(420, time: 0.1)
        #expect(sheet.frame == before)
        sheet.advance(to: 1)
        let events = sheet.takeEvents()
        #expect(events.map(\.description) == ["willMove open", "settled open"])
        #expect(events.last?.time == 0.25)
    }

    @Test func theSameKeyboardHeightAgainChangesNothing() {
        var sheet = F.controller()
        sheet.setKeyboard(height: 300, duration: 0.25, time: 0)
        let before = sheet.frame(at: 0.1)
        sheet.setKeyboard(height: 300, duration: 0.25, time: 0.1)
        #expect(sheet.frame == before)
        #expect(sheet.frame(at: 0.25).height == 600)
    }
}

/// docs/behaviour.md `progress`: where the frame is between the lowest and highest resting states.
struct ProgressTests {
    typealias F = ControllerFixtures

    @Test func progressRunsFromTheLowestToTheHighestRestingState() {
        var sheet = F.controller()                                   // compressed 300, open 600
        #expect(sheet.frame.progress == 0)
        sheet.touchDown(atHeight: 250, time: 0)
        sheet.touchMoved(toHeight: 400, time: 0.1)                   // 450: halfway
        #expect(sheet.frame.progress == 0.5)
        sheet.touchMoved(toHeight: 100, time: 0.2)                   // 150: below the lowest
        #expect(sheet.frame.progress == -0.5)
        sheet.touchUp(velocity: 0, time: 0.3)
        sheet.move(to: NamedSheetState("open"), time: 1)
        #expect(sheet.frame(at: 2).progress == 1)
    }

    @Test func withOneRestingStateItIsTheHeightOverItsHeight() {
        var sheet = F.controller(.test(states: [.zero, .points(400)], initial: "open"))
        #expect(sheet.frame.progress == 1)
        sheet.dismiss(time: 0)
        #expect(sheet.frame(at: 0.1).progress == 0.5)               // linear 0.2 s: halfway down
        #expect(sheet.frame(at: 1).progress == 0)
    }
}
