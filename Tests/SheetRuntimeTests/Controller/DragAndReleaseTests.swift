import SheetRuntime
import SheetTestSupport
import Testing

/// docs/behaviour.md#dragging-and-releasing: dragging and releasing.
struct DragAndReleaseTests {
    typealias F = ControllerFixtures

    @Test func aTouchOnTheSheetStartsADragThatFollowsTheFinger() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 250, time: 0)
        sheet.touchMoved(toHeight: 300, time: 0.05)
        #expect(sheet.frame.phase == .dragging)
        #expect(sheet.frame.height == 350)
        sheet.touchMoved(toHeight: 150, time: 0.1)
        #expect(sheet.frame.height == 200)
    }

    @Test func aTouchAboveTheSheetIsIgnoredWithTheRestOfItsTouch() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 500, time: 0)      // above the 300 pt card
        sheet.touchMoved(toHeight: 100, time: 0.05)   // would drag it far down
        sheet.touchUp(velocity: 3000, time: 0.1)      // would dismiss it
        #expect(sheet.restingPlace == "compressed")
        #expect(sheet.frame.height == 300)
        #expect(sheet.eventNames() == ["touch backdrop"])   // reported at its touch-down, nothing after
    }

    @Test func withDragAreaContainerATouchAnywhereDrags() {
        var sheet = F.controller(.test(dragArea: .container))
        sheet.touchDown(atHeight: 500, time: 0)
        sheet.touchMoved(toHeight: 450, time: 0.05)
        #expect(sheet.frame.height == 250)
    }

    @Test func pastTheHighestStateTheSheetRubberBandsAndStaysInTheContainer() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 250, time: 0)
        sheet.touchMoved(toHeight: 650, time: 0.05)   // proposes 700: 100 past the 600 pt top
        let d = 852.0
        let expected = 600 + (1 - 1 / (100 * 0.55 / d + 1)) * d
        #expect(abs(sheet.frame.height - expected) < 1e-9)
        sheet.touchMoved(toHeight: 100_000, time: 0.1)
        #expect(sheet.frame.height <= 852)
    }

    @Test func withoutRubberBandTheDragStopsAtTheBound() {
        var sheet = F.controller(.test(rubberBand: false))
        sheet.touchDown(atHeight: 250, time: 0)
        sheet.touchMoved(toHeight: 650, time: 0.05)
        #expect(sheet.frame.height == 600)
    }

    @Test func aNotDismissibleSheetRubberBandsBelowItsLowestState() {
        var sheet = F.controller(.test(dismissible: false))
        sheet.touchDown(atHeight: 250, time: 0)
        sheet.touchMoved(toHeight: 0, time: 0.05)     // proposes 50, 250 below the 300 pt floor
        #expect(sheet.frame.height > 50 && sheet.frame.height < 300)
    }

    @Test func theVelocityIsTheLeastSquaresSlopeOfTheLastTenthOfASecond() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 290, time: 0)
        // Old positions (more than 0.1 s before the lift) do not count.
        sheet.touchMoved(toHeight: 100, time: 0.02)
        // Then the finger moves down at a steady 1000 pt/s.
        for step in 0...5 {
            sheet.touchMoved(toHeight: 280 - Double(step) * 10, time: 0.20 + Double(step) * 0.01)
        }
        // 230 at 0.25 s; the estimate is exactly 1000 pt/s: a snap down to the hidden state past compressed? No:
        // 230 is below compressed (300) moving down at 1000 ≥ 300 → the next state below: dismissed.
        sheet.touchUp(time: 0.25)
        #expect(sheet.eventNames() == ["willMove dismissed"])
    }

    @Test func aStopBeforeTheLiftNeverFlings() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 290, time: 0)
        sheet.touchMoved(toHeight: 450, time: 0.05)   // fast up…
        sheet.touchUp(time: 0.5)                      // …then held still for 0.45 s
        // At rest at 460, the nearest state is open (600)? |460−300| = 160 > |460−600| = 140: open, by position.
        #expect(sheet.eventNames() == ["willMove open"])
        var held = F.controller()
        held.touchDown(atHeight: 290, time: 0)
        held.touchMoved(toHeight: 380, time: 0.05)    // 390: nearer compressed, though the move was up at 1800 pt/s
        held.touchUp(time: 0.3)
        #expect(held.eventNames() == ["willMove compressed"])
    }

    @Test func aGivenVelocityIsUsedAsIs() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 290, time: 0)
        sheet.touchMoved(toHeight: 300, time: 0.05)
        sheet.touchUp(velocity: -400, time: 0.06)     // a flick up at 400 pt/s: the next state up
        #expect(sheet.eventNames() == ["willMove open"])
    }

    @Test func theReleaseAnimatesEvenToWhereTheSheetAlreadyIs() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 290, time: 0)
        sheet.touchMoved(toHeight: 300, time: 0.05)
        sheet.touchMoved(toHeight: 290, time: 0.06)   // back at 300
        sheet.touchUp(velocity: 0, time: 0.3)
        #expect(sheet.frame.phase == .animating)
        sheet.advance(to: 0.6)
        #expect(sheet.eventNames() == ["willMove compressed", "settled compressed"])
    }

    @Test func aTapOnARestingSheetChangesNothing() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 100, time: 0)
        #expect(sheet.frame.phase == .resting)
        sheet.touchUp(time: 0.1)
        #expect(sheet.frame.phase == .resting)
        #expect(sheet.frame.state?.rawValue == "compressed")
        #expect(sheet.eventNames().isEmpty)
    }
}
