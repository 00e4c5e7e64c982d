import SheetRuntime
import SheetTestSupport
import Testing

/// docs/behaviour.md#an-inner-scroll-view: a drag shared with a scroll view inside the sheet.
struct ScrollHandOffTests {
    typealias F = ControllerFixtures

    static func openSheet(scrollTracking: Bool = true) -> SheetController<NamedSheetState> {
        ControllerFixtures.controller(.test(initial: "open", scrollTracking: scrollTracking))
    }

    @Test func belowTheHighestStateTheSheetMovesAndTheContentHolds() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 200, scrollOffset: 40, time: 0)
        sheet.touchMoved(toHeight: 300, time: 0.1)
        #expect(sheet.frame.height == 400)
        #expect(sheet.frame.scrollOffset == 40)
    }

    @Test func reachingTheHighestStateTheRestOfTheMoveScrolls() {
        var sheet = F.controller()
        sheet.touchDown(atHeight: 200, scrollOffset: 0, time: 0)
        sheet.touchMoved(toHeight: 550, time: 0.1)   // 300 lifts the sheet to 600, 50 scrolls
        #expect(sheet.frame.height == 600)
        #expect(sheet.frame.scrollOffset == 50)
    }

    @Test func atTheTopAnUpwardDragScrollsWithoutRubberBanding() {
        var sheet = Self.openSheet()
        sheet.touchDown(atHeight: 300, scrollOffset: 0, time: 0)
        sheet.touchMoved(toHeight: 400, time: 0.1)
        #expect(sheet.frame.height == 600)
        #expect(sheet.frame.scrollOffset == 100)
        #expect(sheet.frame.phase == .resting)
    }

    @Test func aDownwardDragScrollsBackToTheTopThenMovesTheSheetInOneDrag() {
        var sheet = Self.openSheet()
        sheet.touchDown(atHeight: 300, scrollOffset: 80, time: 0)
        sheet.touchMoved(toHeight: 250, time: 0.1)
        #expect(sheet.frame.height == 600 && sheet.frame.scrollOffset == 30)
        sheet.touchMoved(toHeight: 150, time: 0.2)
        #expect(sheet.frame.scrollOffset == 0)
        #expect(sheet.frame.height == 530)
    }

    // Defect: a fast swipe in a scrolled list dismissed the sheet.
    @Test func aFlingOfTheContentAtTheTopNeverMovesTheSheet() {
        var sheet = Self.openSheet()
        sheet.touchDown(atHeight: 300, scrollOffset: 500, time: 0)
        sheet.touchMoved(toHeight: 100, time: 0.05)     // scrolls the list back by 200, fast
        sheet.touchUp(velocity: 4000, time: 0.06)
        sheet.advance(to: 1)
        #expect(sheet.restingPlace == "open")
        #expect(sheet.frame.scrollOffset == 300)
        #expect(sheet.eventNames().isEmpty)
    }

    @Test func otherwiseTheReleaseRuleDecides() {
        var sheet = Self.openSheet()
        sheet.touchDown(atHeight: 300, scrollOffset: 0, time: 0)
        sheet.touchMoved(toHeight: 200, time: 0.05)
        sheet.touchUp(velocity: 4000, time: 0.06)       // the sheet moved: a hard flick down dismisses
        #expect(sheet.eventNames() == ["willMove dismissed"])
    }

    // Defect: `scrollTracking: false` was not enforced.
    @Test func withoutScrollTrackingTheScrollViewKeepsItsDrags() {
        var sheet = F.controller(.test(scrollTracking: false))
        sheet.move(to: NamedSheetState("open"), time: 0)
        let animated = sheet.frame(at: 0.1).height
        sheet.touchDown(atHeight: 200, scrollOffset: 10, time: 0.1)
        #expect(sheet.frame.phase == .animating)        // not interrupted
        #expect(sheet.frame.height == animated)
        sheet.touchMoved(toHeight: 150, time: 0.15)     // down 50: the offset would go below 0
        #expect(sheet.frame.scrollOffset == 0)
        sheet.touchMoved(toHeight: 250, time: 0.18)
        #expect(sheet.frame.scrollOffset == 100)
        sheet.touchUp(velocity: 5000, time: 0.19)
        sheet.advance(to: 1)
        #expect(sheet.restingPlace == "open")
        #expect(sheet.eventNames() == ["willMove open", "touch content", "settled open"])
    }

    @Test func theOffsetKeepsItsLastValueAfterTheLift() {
        var sheet = Self.openSheet()
        sheet.touchDown(atHeight: 300, scrollOffset: 0, time: 0)
        sheet.touchMoved(toHeight: 420, time: 0.1)
        sheet.touchUp(time: 0.2)
        sheet.advance(to: 5)
        #expect(sheet.frame.scrollOffset == 120)
    }
}
