import SheetRuntime
import SheetTestSupport
import Testing

/// docs/behaviour.md#size-changes-and-other-new-heights: size changes keep the state by identity.
struct ResizeTests {
    typealias F = ControllerFixtures
    static let percent = SheetConfiguration.test(states: [.zero, .fraction(0.5), .fraction(0.9)])

    // Defect: after a rotation the sheet picked the nearest height instead of keeping its state.
    @Test func aRestingSheetKeepsItsStateAtItsNewHeightAtOnceWithoutEvents() {
        var sheet = F.controller(Self.percent)
        sheet.resize(to: .iPhone15Landscape, time: 1)
        #expect(sheet.frame.state == NamedSheetState("compressed"))
        #expect(sheet.frame.height == 196.5)
        #expect(sheet.eventNames().isEmpty)
    }

    @Test func anAnimationIsRetargetedToItsTargetsNewHeightWithoutEvents() {
        var sheet = F.controller(Self.percent)
        sheet.move(to: NamedSheetState("open"), time: 0)
        _ = sheet.takeEvents()
        sheet.resize(to: .iPhone15Landscape, time: 0.1)
        #expect(sheet.eventNames().isEmpty)
        sheet.advance(to: 1)
        #expect(sheet.eventNames() == ["settled open"])
        #expect(abs(sheet.frame.height - 353.7) < 1e-9)
    }

    @Test func aDragIsCancelledBackToItsStateFromAtMostTheNewHighestHeight() {
        var sheet = F.controller(Self.percent)
        sheet.touchDown(atHeight: 390, time: 0)
        sheet.touchMoved(toHeight: 690, time: 0.1)     // 696.5 pt on the phone
        sheet.resize(to: .iPhone15Landscape, time: 0.2)
        #expect(sheet.frame.height == 353.7)          // min(696.5, the new open height)
        #expect(sheet.eventNames() == ["willMove compressed"])
        sheet.touchMoved(toHeight: 0, time: 0.25)      // the rest of the touch is ignored
        sheet.touchUp(velocity: 5000, time: 0.3)
        sheet.advance(to: 1)
        #expect(sheet.eventNames() == ["settled compressed"])
        #expect(sheet.frame.height == 196.5)
    }

    // Defect: after a rotation the sheet could end up invisibly dismissed.
    @Test func aResizeNeverDismissesNorShowsAStateTheSpecDoesNotHave() {
        var sheet = F.controller(.test(states: [.points(100), .points(500), .points(800)], initial: "open"))
        sheet.resize(to: .iPhone15Landscape, time: 0)       // 800 and 500 both clamp to 393
        #expect(sheet.frame.state == NamedSheetState("open"))
        #expect(sheet.frame.height == 393)
        sheet.resize(to: .iPhone15, time: 1)
        #expect(sheet.frame.height == 793)
        #expect(sheet.eventNames().isEmpty)
    }

    @Test func aDismissedSheetStaysDismissedAcrossAResize() {
        var sheet = F.controller(Self.percent)
        sheet.dismiss(time: 0)
        sheet.advance(to: 1)
        _ = sheet.takeEvents()
        sheet.resize(to: .iPhone15Landscape, time: 2)
        #expect(sheet.restingPlace == "dismissed")
        sheet.move(to: NamedSheetState("open"), time: 3)
        sheet.advance(to: 4)
        #expect(sheet.frame.height == 353.7)
    }
}
