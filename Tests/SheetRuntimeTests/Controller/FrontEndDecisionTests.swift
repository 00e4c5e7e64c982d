import SheetRuntime
import SheetTestSupport
import Testing

/// Decisions a reviewer found the UIKit front end (and the playground) still making on their own
/// (issue 27's review): each is the controller's now, so every front end and `simulate` agree.
/// Each test first reproduces the defect in controller terms.
struct FrontEndDecisionTests {
    typealias F = ControllerFixtures

    /// A 36 × 5 pt handle drawn 20 pt above the card's top edge.
    static let raisedHandle = PopUpIndicator.test(topMargin: -20)

    // MARK: A tap on the backdrop, with its point

    @Test func aTapOnAHandleDrawnAboveTheCardDoesNotDismiss() {
        // UIKit's backdrop tap took any tap on the backdrop view, the raised handle's included.
        var configuration = SheetConfiguration.test()
        configuration.popUpIndicator = Self.raisedHandle
        var sheet = F.controller(configuration)   // compressed: the card's top edge at 300, the handle's centre at 317.5
        sheet.tapBackdrop(atHeight: 317, x: 196, time: 0)
        sheet.advance(to: 1)
        #expect(sheet.eventNames().isEmpty && sheet.restingPlace == "compressed")
        sheet.tapBackdrop(atHeight: 500, x: 196, time: 2)   // above the handle: the backdrop
        #expect(sheet.eventNames() == ["willMove dismissed"])
    }

    @Test func aTapBesideTheCardWithDragAreaContainerIsADragNotABackdropTap() {
        // With `dragArea: container` a touch beside the card is the sheet's (docs/behaviour.md), but
        // UIKit's backdrop tap dismissed on it.
        var configuration = SheetConfiguration.test(dragArea: .container)
        configuration.placement = Placement(maxWidth: 400)
        var sheet = F.controller(configuration, container: .iPad11)   // the card spans x 217…617
        #expect(sheet.destination(ofTouchAtHeight: 100, x: 100) == .sheet)
        sheet.tapBackdrop(atHeight: 100, x: 100, time: 0)
        sheet.tapBackdrop(atHeight: 200, x: 400, time: 0.1)   // on the card
        sheet.advance(to: 1)
        #expect(sheet.eventNames().isEmpty && sheet.restingPlace == "compressed")
        // A tap without a point is a backdrop tap, as `tap-backdrop` in scripts says.
        sheet.tapBackdrop(time: 2)
        #expect(sheet.eventNames() == ["willMove dismissed"])
    }

    @Test func aTapOnTheBackdropBesideANarrowCardDismisses() {
        var configuration = SheetConfiguration.test()
        configuration.placement = Placement(maxWidth: 400)
        var sheet = F.controller(configuration, container: .iPad11)
        sheet.tapBackdrop(atHeight: 100, x: 100, time: 0)
        #expect(sheet.eventNames() == ["willMove dismissed"])
    }

    // MARK: The direction of the first movement

    @Test func aMostlyHorizontalFirstMovementHandsTheTouchBackToTheContent() {
        // UIKit's pan refused a horizontal start by its own velocity test; simulate and the
        // playground dragged the sheet on the same touch.
        var sheet = F.controller()
        do { let result = sheet.touchDown(atHeight: 200, x: 100, time: 0); #expect(result == .sheet) }
        do { let result = sheet.touchMoved(toHeight: 204, x: 108, time: 0.01); #expect(result) }   // under the slop: undecided, nothing moves
        #expect(sheet.frame.height == 300 && sheet.frame.phase == .resting)
        do { let result = sheet.touchMoved(toHeight: 206, x: 130, time: 0.02); #expect(!result) }  // 30 across, 6 up: a swipe of the content
        #expect(sheet.eventNames() == ["touch content"])
        sheet.touchMoved(toHeight: 400, x: 130, time: 0.05)
        sheet.touchUp(time: 0.06)
        sheet.advance(to: 1)
        #expect(sheet.frame.height == 300 && sheet.restingPlace == "compressed" && sheet.eventNames().isEmpty)
    }

    @Test func aMostlyVerticalFirstMovementDragsFromWhereTheFingerLanded() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 200, x: 100, time: 0)
        sheet.touchMoved(toHeight: 205, x: 103, time: 0.01)
        #expect(sheet.frame.height == 300)                       // under the slop
        do { let result = sheet.touchMoved(toHeight: 220, x: 110, time: 0.02); #expect(result) }  // 20 up, 10 across: the sheet's
        #expect(sheet.frame.height == 320 && sheet.frame.phase == .dragging)   // 1:1 from the touch-down
        sheet.touchMoved(toHeight: 240, x: 180, time: 0.03)      // sideways later changes nothing
        #expect(sheet.frame.height == 340)
        #expect(sheet.eventNames().isEmpty)
    }

    @Test func aHorizontalStartOffTheCardWithDragAreaContainerGoesBackToTheBackdrop() {
        var configuration = SheetConfiguration.test(dragArea: .container)
        configuration.placement = Placement(maxWidth: 400)
        var sheet = F.controller(configuration, container: .iPad11)
        do { let result = sheet.touchDown(atHeight: 100, x: 100, time: 0); #expect(result == .sheet) }
        do { let result = sheet.touchMoved(toHeight: 100, x: 140, time: 0.02); #expect(!result) }
        #expect(sheet.eventNames() == ["touch backdrop"])
    }

    @Test func aTouchThatStoppedAnAnimationHoldsTheSheetWhateverItsDirection() {
        // docs/behaviour.md#interrupting-cancelling-moving-from-code: the touch already holds the sheet; the direction test is for a resting one.
        var sheet = F.controller()
        sheet.move(to: NamedSheetState("open"), time: 0)
        sheet.advance(to: 0.1)                                    // 450, halfway
        do { let result = sheet.touchDown(atHeight: 400, x: 100, time: 0.1); #expect(result == .sheet) }
        #expect(sheet.fingerHoldsSheet)
        do { let result = sheet.touchMoved(toHeight: 402, x: 160, time: 0.12); #expect(result) }
        #expect(sheet.frame.height == 452 && sheet.frame.phase == .dragging)
    }

    @Test func movesWithoutAnXDecideNothing() {
        // Scripts' `move <h>` and front ends that pass no x: every movement is the sheet's, as before.
        var sheet = F.controller()
        sheet.touchDown(atHeight: 200, x: 100, time: 0)
        sheet.touchMoved(toHeight: 202, time: 0.01)
        #expect(sheet.frame.height == 302 && sheet.frame.phase == .dragging)
    }

    @Test func aTapWhileUndecidedChangesNothing() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 200, x: 100, time: 0)
        sheet.touchMoved(toHeight: 203, x: 102, time: 0.05)
        sheet.touchUp(time: 0.06)
        sheet.advance(to: 1)
        #expect(sheet.eventNames().isEmpty && sheet.restingPlace == "compressed" && sheet.frame.height == 300)
    }

    // MARK: A touch during an animation

    @Test func whetherAFingerHoldsTheSheetAtOnceIsTheControllers() {
        // UIKit began its pan at once whenever the phase was `animating`, also for a touch the
        // controller does not give the sheet (the keyboard's, the backdrop's).
        var sheet = F.controller(.test(animation: SheetAnimation(curve: .linear, duration: 1)))
        sheet.touchDown(atHeight: 200, x: 196, time: 0)
        #expect(!sheet.fingerHoldsSheet)                          // resting: it waits for a movement
        sheet.touchUp(time: 0.01)
        sheet.move(to: NamedSheetState("open"), time: 1)
        sheet.touchDown(atHeight: 700, x: 196, time: 1.1)         // above the card, during the animation
        #expect(!sheet.fingerHoldsSheet && sheet.frame.phase == .animating)
        sheet.touchUp(time: 1.15)
        sheet.touchDown(atHeight: 100, x: 196, time: 1.2)         // on the card: it stops the animation
        #expect(sheet.fingerHoldsSheet && sheet.frame.phase == .dragging)
        sheet.touchUp(time: 1.3)
        #expect(!sheet.fingerHoldsSheet)
        // Keyboard motion is an animation a touch interrupts too; a touch on the keyboard does not.
        var typing = F.controller(.test())
        typing.setKeyboard(height: 300, duration: 0.25, time: 0)   // `raise` by default
        typing.touchDown(atHeight: 100, x: 196, time: 0.1)
        #expect(!typing.fingerHoldsSheet && typing.frame.phase == .animating)
        typing.touchUp(time: 0.11)
        typing.setKeyboard(height: 200, duration: 0.25, time: 0.2)
        typing.touchDown(atHeight: 400, x: 196, time: 0.3)
        #expect(typing.fingerHoldsSheet && typing.frame.phase == .dragging)
    }
}
