import SheetRuntime
import SheetTestSupport
import Testing

/// docs/behaviour.md#interrupting-cancelling-moving-from-code: interrupting, cancelling, moving by code — each first the defect of the
/// old UIKit adapter it replaces.
struct InterruptionTests {
    typealias F = ControllerFixtures
    static let open = NamedSheetState("open")
    static let compressed = NamedSheetState("compressed")
    static let closed = NamedSheetState("closed")

    // Defect: a touch during an animation made the sheet jump, and the animation's completion fired mid-drag.
    @Test func aTouchDuringAnAnimationStopsItWhereItIsAndItNeverSettles() {
        var sheet = F.controller()
        sheet.move(to: Self.open, time: 0)
        let animated = sheet.frame(at: 0.1).height
        sheet.touchDown(atHeight: 400, time: 0.1)
        #expect(sheet.frame.height == animated)
        #expect(sheet.frame.phase == .dragging)
        sheet.advance(to: 1)   // long past the animation's end
        #expect(sheet.frame.height == animated)
        #expect(sheet.eventNames() == ["willMove open"])
    }

    @Test func aTouchOnAnOvershootingSpringDoesNotJump() {
        let spring = SheetAnimation(curve: .spring, duration: 0.4, damping: 0.3)
        for rubberBand in [true, false] {
            var sheet = F.controller(.test(animation: spring, rubberBand: rubberBand))
            sheet.move(to: Self.open, time: 0)
            let overshoot = sheet.frame(at: 0.2).height
            #expect(overshoot > 600)
            sheet.touchDown(atHeight: 500, time: 0.2)
            #expect(abs(sheet.frame.height - overshoot) < 1e-9)
            sheet.touchMoved(toHeight: 500, time: 0.21)
            #expect(abs(sheet.frame.height - overshoot) < 1e-6)
        }
    }

    // Defect: a cancelled gesture counted as a release (a fast cancelled swipe dismissed the sheet).
    @Test func aCancelledTouchGoesBackAndNeverDismisses() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 290, time: 0)
        sheet.touchMoved(toHeight: 100, time: 0.02)   // 110 pt, moving down at ~9500 pt/s
        sheet.touchCancelled(time: 0.03)
        sheet.advance(to: 1)
        #expect(sheet.eventNames() == ["willMove compressed", "settled compressed"])
    }

    @Test func aCancelDuringADismissalReturnsToTheStateLastRestedIn() {
        var sheet = F.controller()
        sheet.dismiss(time: 0)
        sheet.touchDown(atHeight: 100, time: 0.1)
        sheet.touchCancelled(time: 0.12)
        sheet.advance(to: 1)
        #expect(sheet.eventNames() == ["willMove dismissed", "willMove compressed", "settled compressed"])
    }

    @Test func aCancelDuringAMoveReturnsToItsTarget() {
        var sheet = F.controller()
        sheet.move(to: Self.open, time: 0)
        sheet.touchDown(atHeight: 300, time: 0.1)
        sheet.touchMoved(toHeight: 200, time: 0.12)
        sheet.touchCancelled(time: 0.13)
        sheet.advance(to: 1)
        #expect(sheet.eventNames() == ["willMove open", "willMove open", "settled open"])
    }

    @Test func moveToTheStateItRestsInOrIsGoingToDoesNothing() {
        var sheet = F.controller()
        sheet.move(to: Self.compressed, time: 0)
        #expect(sheet.eventNames().isEmpty)
        sheet.move(to: Self.open, time: 0.1)
        sheet.move(to: Self.open, time: 0.15)
        #expect(sheet.eventNames() == ["willMove open"])
    }

    @Test func moveToElsewhereRetargetsASpringKeepingItsVelocity() {
        var sheet = F.controller(.test(animation: SheetAnimation(curve: .spring, duration: 0.4, damping: 1)))
        sheet.move(to: Self.open, time: 0)
        let before = sheet.frame(at: 0.05).height
        sheet.move(to: Self.compressed, time: 0.05)
        #expect(sheet.eventNames() == ["willMove open", "willMove compressed"])
        // Still rising a moment later: the spring kept its upward velocity.
        #expect(sheet.frame(at: 0.06).height > before)
    }

    @Test func moveToDuringADragEndsTheDragAndIgnoresTheRestOfTheTouch() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 290, time: 0)
        sheet.touchMoved(toHeight: 200, time: 0.05)
        sheet.move(to: Self.open, time: 0.06)
        #expect(sheet.frame.height == 210)            // from where the drag left it
        sheet.touchMoved(toHeight: 0, time: 0.07)
        sheet.touchUp(velocity: 5000, time: 0.08)     // would dismiss
        sheet.advance(to: 1)
        #expect(sheet.eventNames() == ["willMove open", "settled open"])
    }

    @Test func moveToAHiddenStateIsADismissal() {
        var sheet = F.controller()
        sheet.move(to: Self.closed, time: 0)
        sheet.advance(to: 1)
        #expect(sheet.eventNames() == ["willMove dismissed", "dismissed"])
    }

    // Defect: an unknown state hid the sheet.
    @Test func anUnknownStateNameChangesNothing() {
        var sheet = F.controller()
        sheet.move(to: NamedSheetState("expanded"), time: 0)
        #expect(sheet.eventNames().isEmpty)
        #expect(sheet.frame.height == 300)
    }

    @Test func dismissFromCodeWorksEvenWhenNotDismissible() {
        var sheet = F.controller(.test(dismissible: false))
        sheet.dismiss(time: 0)
        sheet.advance(to: 1)
        #expect(sheet.restingPlace == "dismissed")
    }

    @Test func aBackdropTapDismissesOnlyWhenTheSpecAllowsIt() {
        var tappable = F.controller()
        tappable.tapBackdrop(time: 0)
        #expect(tappable.eventNames() == ["willMove dismissed"])
        for configuration: SheetConfiguration in [.test(dismissible: false), .test(dimming: nil), .test(passthrough: true),
                                                  .test(dimming: .test(tapToDismiss: false))] {
            var sheet = F.controller(configuration)
            sheet.tapBackdrop(time: 0)
            #expect(sheet.eventNames().isEmpty)
        }
    }

    @Test func aBackdropTapDuringADragDoesNothing() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 290, time: 0)
        sheet.touchMoved(toHeight: 280, time: 0.02)
        sheet.tapBackdrop(time: 0.03)
        #expect(sheet.eventNames().isEmpty)
        #expect(sheet.frame.phase == .dragging)
    }

    @Test func onceDismissedOnlyAMoveFromCodeBringsItBackFromZero() {
        var sheet = F.controller()
        sheet.dismiss(time: 0)
        sheet.advance(to: 1)
        _ = sheet.takeEvents()
        sheet.touchDown(atHeight: 0, time: 1.1)
        sheet.touchMoved(toHeight: 200, time: 1.2)
        sheet.touchUp(time: 1.3)
        sheet.tapBackdrop(time: 1.4)
        sheet.perform(.increment, time: 1.5)
        sheet.dismiss(time: 1.6)
        #expect(sheet.eventNames() == ["touch passthrough"])   // nothing of the sheet is there to touch
        #expect(sheet.frame.height == 0)
        sheet.move(to: Self.compressed, time: 2)
        #expect(abs(sheet.frame(at: 2.05).height - 75) < 1e-9)   // a quarter of the linear 0.2 s way up from 0
        sheet.advance(to: 3)
        #expect(sheet.eventNames() == ["willMove compressed", "settled compressed"])
    }
}

/// Front-end conveniences: a sheet that starts dismissed, moves that do not animate, and who keeps a fling.
struct PresentationTests {
    typealias F = ControllerFixtures

    @Test func aSheetNotYetPresentedRisesFromZero() {
        var sheet = SheetController<NamedSheetState>(configuration: .test(), container: .iPhone15, presented: false)
        #expect(sheet.frame.phase == .dismissed && sheet.frame.height == 0)
        sheet.move(to: NamedSheetState("compressed"), time: 0)
        #expect(abs(sheet.frame(at: 0.1).height - 150) < 1e-9)
    }

    @Test func aMoveWithoutAnimationIsThereAtOnce() {
        var sheet = F.controller()
        sheet.move(to: NamedSheetState("open"), animated: false, time: 1)
        #expect(sheet.frame.state == NamedSheetState("open") && sheet.frame.height == 600)
        #expect(sheet.takeEvents().map(\.description) == ["willMove open", "settled open"])
        sheet.dismiss(animated: false, time: 2)
        #expect(sheet.frame.phase == .dismissed)
        #expect(sheet.takeEvents().map(\.description) == ["willMove dismissed", "dismissed"])
    }

    @Test func aDismissalFromOutsideMidAnimationIsToldOnceAndTheNextPresentationRisesFromZero() {
        // A parent's or the system's dismissal (UIKit's front end tells the controller `dismiss(animated: false)`):
        // the sheet popped in at its old state when presented again, and `dismissed` never came.
        var sheet = F.controller()
        sheet.move(to: NamedSheetState("open"), time: 0)
        sheet.advance(to: 0.1)                                           // half way up
        sheet.dismiss(animated: false, time: 0.1)
        #expect(sheet.takeEvents().map(\.description) == ["willMove open", "willMove dismissed", "dismissed"])
        sheet.dismiss(animated: false, time: 0.2)                        // told again: nothing more
        #expect(sheet.takeEvents().isEmpty && sheet.frame.height == 0)
        sheet.move(to: NamedSheetState("compressed"), time: 1)
        #expect(sheet.frame.height == 0 && abs(sheet.frame(at: 1.1).height - 150) < 1e-9)
    }

    @Test func theScrollViewKeepsItsFlingOnlyWhenTheContentScrolledAtTheTop() {
        var sheet = F.controller(.test(initial: "open"))
        sheet.touchDown(atHeight: 300, scrollOffset: 0, time: 0)
        sheet.touchMoved(toHeight: 400, time: 0.05)
        sheet.touchUp(velocity: -2000, time: 0.06)
        #expect(sheet.scrollViewKeepsFling)
        sheet.touchDown(atHeight: 300, scrollOffset: 0, time: 1)
        sheet.touchMoved(toHeight: 200, time: 1.05)      // pulls the sheet down
        sheet.touchUp(velocity: 100, time: 1.06)
        #expect(!sheet.scrollViewKeepsFling)
    }
}
