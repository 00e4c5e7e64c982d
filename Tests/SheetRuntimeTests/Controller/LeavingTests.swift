import SheetRuntime
import SheetTestSupport
import Testing

/// Issue 40: when the platform takes the sheet away (UIKit dismissing its presentation), the
/// UIKit container used to turn a move from code into a dismissal without animation (the card
/// jumped) and locked touches itself. Both are the controller's now (`leave`): the dismissal goes
/// on from where it is, and nothing but `leave(animated: false)` changes it.
struct LeavingTests {
    typealias F = ControllerFixtures
    static let compressed = NamedSheetState("compressed"), open = NamedSheetState("open")
    /// One second, linear: the dismissal's height is easy to know at any time.
    static let slow = SheetConfiguration.test(animation: SheetAnimation(curve: .linear, duration: 1))

    @Test func aMoveFromCodeDuringTheLeavingIsRefusedAndTheCardDoesNotJump() {
        var sheet = F.controller(Self.slow)                           // compressed, 300
        sheet.leave(animated: true, time: 0)
        #expect(sheet.isLeaving && sheet.eventNames() == ["willMove dismissed"])
        let before = sheet.frame(at: 0.5).height
        sheet.move(to: Self.open, time: 0.5)
        sheet.move(to: Self.open, animated: false, time: 0.5)
        #expect(sheet.frame.height == before && sheet.frame.target == .dismissed)
        #expect(sheet.eventNames().isEmpty)
        sheet.advance(to: 1)
        #expect(sheet.isDismissed && !sheet.isLeaving && sheet.eventNames() == ["dismissed"])
    }

    @Test func aTouchDuringTheLeavingPassesThroughAndStartsNoDrag() {
        var sheet = F.controller(Self.slow)
        sheet.leave(animated: true, time: 0)
        _ = sheet.takeEvents()
        let shown = sheet.frame(at: 0.2).height                      // 240: the card is under 200
        #expect(sheet.destination(ofTouchAtHeight: shown - 40) == .passthrough)
        #expect(!sheet.backdropTakesTouches)
        let destination = sheet.touchDown(atHeight: shown - 40, x: 196, time: 0.2)
        #expect(destination == .passthrough && sheet.eventNames() == ["touch passthrough"])
        sheet.touchMoved(toHeight: shown + 100, time: 0.3)
        sheet.touchUp(time: 0.35)
        #expect(sheet.frame.target == .dismissed && sheet.eventNames().isEmpty)
        sheet.tapBackdrop(time: 0.4)
        #expect(sheet.eventNames().isEmpty)
    }

    @Test func aDragUnderWayWhenTheLeavingStartsIsEnded() {
        var sheet = F.controller(Self.slow)
        sheet.touchDown(atHeight: 250, x: 196, time: 0)
        sheet.touchMoved(toHeight: 300, x: 196, time: 0.05)
        #expect(sheet.frame.phase == .dragging)
        sheet.leave(animated: true, time: 0.1)
        #expect(sheet.frame.target == .dismissed && sheet.frame.height == 350)   // from where the finger held it
        sheet.touchMoved(toHeight: 500, time: 0.15)
        sheet.touchUp(velocity: -3000, time: 0.2)                                 // a fling up: ignored
        #expect(sheet.frame.target == .dismissed)
        sheet.runUntilRest()
        #expect(sheet.isDismissed)
    }

    @Test func aBindingAndVoiceOverCannotBringTheSheetBackWhileItLeaves() {
        var sheet = F.controller(Self.slow)
        sheet.leave(animated: true, time: 0)
        _ = sheet.takeEvents()
        sheet.follow(Self.open, time: 0.1)
        sheet.follow(Self.open, animated: false, time: 0.1)
        sheet.perform(.increment, time: 0.2)
        sheet.perform(.escape, time: 0.2)
        #expect(sheet.frame.target == .dismissed && sheet.eventNames().isEmpty)
    }

    @Test func leavingWithoutAnimationEndsAtOnceAndFinishesARunningLeaving() {
        var atOnce = F.controller(Self.slow)
        atOnce.leave(animated: false, time: 0)
        #expect(atOnce.isDismissed && !atOnce.isLeaving && atOnce.eventNames() == ["willMove dismissed", "dismissed"])
        // UIKit dismissed a chain of view controllers whose top one is not the sheet: only the top
        // one's transition ran, and the container finishes the sheet's leaving when it has gone.
        var running = F.controller(Self.slow)
        running.leave(animated: true, time: 0)
        running.leave(animated: false, time: 0.3)
        #expect(running.isDismissed && running.eventNames() == ["willMove dismissed", "dismissed"])
    }

    @Test func aDismissedSheetIsPresentedAgainAfterItsLeaving() {
        var sheet = F.controller(Self.slow)
        sheet.leave(animated: true, time: 0)
        sheet.advance(to: 2)
        #expect(sheet.isDismissed)
        _ = sheet.takeEvents()
        sheet.move(to: Self.open, time: 3)                            // presented again: it rises from 0
        #expect(sheet.frame.height == 0 && sheet.frame.target == .state(Self.open))
        #expect(sheet.backdropTakesTouches && sheet.eventNames() == ["willMove open"])
        sheet.leave(animated: false, time: 3.5)                       // and leaves again
        #expect(sheet.isDismissed)
    }

    @Test func aSizeOrKeyboardChangeDuringTheLeavingKeepsItGoing() {
        var configuration = Self.slow
        configuration.keyboard = KeyboardAvoidance(avoid: .expand)
        var sheet = F.controller(configuration)
        sheet.leave(animated: true, time: 0)
        _ = sheet.takeEvents()
        sheet.resize(to: .iPhone15Landscape, time: 0.2)
        sheet.setKeyboard(height: 300, duration: 0.25, time: 0.3)     // `expand` would move to the highest state
        #expect(sheet.frame.target == .dismissed && sheet.eventNames().isEmpty)
        sheet.runUntilRest()
        #expect(sheet.isDismissed && sheet.eventNames() == ["dismissed"])
    }

    @Test func leavingADismissedSheetChangesNothing() {
        var sheet = F.controller(Self.slow)
        sheet.dismiss(animated: false, time: 0)
        _ = sheet.takeEvents()
        sheet.leave(animated: true, time: 1)
        #expect(!sheet.isLeaving && sheet.eventNames().isEmpty)
        sheet.move(to: Self.open, time: 2)                            // not locked
        #expect(sheet.frame.target == .state(Self.open))
    }
}
