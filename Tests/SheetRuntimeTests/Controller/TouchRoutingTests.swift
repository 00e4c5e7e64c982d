import SheetRuntime
import SheetTestSupport
import Testing

/// docs/behaviour.md: which touch starts a drag is the controller's decision, with its x — each
/// test first reproduces, in controller terms, a defect issue 27 found in a front end.
struct TouchRoutingTests {
    typealias F = ControllerFixtures

    private func controller(dragArea: Interaction.DragArea = .sheet, passthrough: Bool = false, placement: Placement = .edgeToEdge,
                            handle: PopUpIndicator? = nil, container: ContainerMetrics = .iPhone15) -> SheetController<NamedSheetState> {
        var configuration = SheetConfiguration.test(dragArea: dragArea, passthrough: passthrough)   // compressed 300, open 600
        configuration.placement = placement
        configuration.popUpIndicator = handle
        return F.controller(configuration, container: container)
    }

    /// A 36 × 5 pt handle drawn 20 pt above the card's top edge (the Facebook card's).
    static let raisedHandle = PopUpIndicator.test(topMargin: -20)

    @Test func aDragOnTheBackdropBesideANarrowCardNeitherMovesNorDismissesIt() {
        // SwiftUI moved the card and a flick dismissed it; UIKit ignored the same touch.
        var sheet = controller(placement: Placement(maxWidth: 400), container: .iPad11)   // the card spans x 217…617
        #expect(sheet.destination(ofTouchAtHeight: 100, x: 100) == .backdrop)
        #expect(sheet.touchDown(atHeight: 100, x: 100, time: 0) == .backdrop)
        sheet.touchMoved(toHeight: 60, time: 0.02)
        sheet.touchMoved(toHeight: 10, time: 0.04)
        sheet.touchUp(time: 0.05)                                   // a flick down of about 2,000 pt/s
        sheet.advance(to: 1)
        #expect(sheet.restingPlace == "compressed" && sheet.frame.height == 300)
        #expect(sheet.eventNames() == ["touch backdrop"])
        #expect(sheet.touchDown(atHeight: 100, x: 417, time: 2) == .sheet)   // on the card it drags
    }

    @Test func aLeadingCardKeepsToTheRightOfARightToLeftContainerAndTouchesFollowIt() {
        // `leading` was always the left edge: in Arabic the card sat on the trailing side.
        var rtl = ContainerMetrics.iPad11
        rtl.rightToLeft = true
        let leading = Placement(maxWidth: 400, alignment: .leading, horizontalMargin: 16)
        var sheet = controller(placement: leading, container: rtl)   // the card spans x 418…818
        #expect(sheet.frame.x == 418 && sheet.frame.width == 400)
        #expect(sheet.destination(ofTouchAtHeight: 100, x: 100) == .backdrop)
        #expect(sheet.destination(ofTouchAtHeight: 100, x: 600) == .sheet)
        // The layout direction changing while shown (a language switch) moves the card at once and
        // keeps its state, with no event, as any size change does (docs/behaviour.md#size-changes-and-other-new-heights).
        sheet.resize(to: .iPad11, time: 1)
        #expect(sheet.frame.x == 16 && sheet.restingPlace == "compressed" && sheet.eventNames().isEmpty)
        #expect(sheet.touchDown(atHeight: 100, x: 100, time: 2) == .sheet)
    }

    @Test func aPassingThroughTouchNeverDragsEvenWithDragAreaContainer() {
        // The controller dragged the sheet from the map while UIKit gave the touch to the map.
        var sheet = controller(dragArea: .container, passthrough: true)
        #expect(sheet.touchDown(atHeight: 700, time: 0) == .passthrough)
        sheet.touchMoved(toHeight: 500, time: 0.05)
        #expect(sheet.frame.phase == .resting && sheet.frame.height == 300)
        sheet.touchUp(time: 0.1)
        #expect(sheet.eventNames() == ["touch passthrough"])
        var dimmed = controller(dragArea: .container)              // no pass-through: anywhere drags
        #expect(dimmed.touchDown(atHeight: 700, time: 0) == .sheet)
        dimmed.touchMoved(toHeight: 650, time: 0.05)
        #expect(dimmed.frame.height == 250)
    }

    @Test func aHandleDrawnAboveTheCardCanBeGrabbedAndATapOnItDismissesNothing() {
        // It could not be grabbed, and a tap on it went to the backdrop and dismissed the sheet.
        var sheet = controller(handle: Self.raisedHandle)           // the handle spans h 315…320 over x 178.5…214.5
        #expect(sheet.touchDown(atHeight: 318, x: 196.5, time: 0) == .sheet)
        sheet.touchUp(time: 0.1)                                    // a tap
        sheet.advance(to: 1)
        #expect(sheet.restingPlace == "compressed" && sheet.eventNames().isEmpty)
        sheet.touchDown(atHeight: 318, x: 196.5, time: 1)
        sheet.touchMoved(toHeight: 418, time: 1.1)
        #expect(sheet.frame.height == 400)                          // it follows the finger
        sheet.touchUp(velocity: 0, time: 1.2)
    }

    @Test func theHandlesAreaGrowsToFortyFourPointsAboutItsCentre() {
        let sheet = controller(handle: Self.raisedHandle)           // centre (196.5, 317.5): 44 × 44 is h 295.5…339.5, x 174.5…218.5
        #expect(sheet.destination(ofTouchAtHeight: 339, x: 218) == .sheet)
        #expect(sheet.destination(ofTouchAtHeight: 340, x: 196.5) == .backdrop)
        #expect(sheet.destination(ofTouchAtHeight: 330, x: 219) == .backdrop)
    }

    @Test func withDragAreaHandleOnlyTheHandleDragsAndTheContentKeepsItsTouches() {
        var sheet = controller(dragArea: .handle, handle: PopUpIndicator.test(topMargin: 6))
        #expect(sheet.touchDown(atHeight: 150, time: 0) == .content)
        sheet.touchMoved(toHeight: 50, time: 0.05)
        sheet.touchUp(time: 0.1)
        #expect(sheet.frame.height == 300 && sheet.eventNames() == ["touch content"])
        #expect(sheet.touchDown(atHeight: 150, scrollOffset: 0, time: 1) == .content)   // the scroll view only scrolls
        sheet.touchMoved(toHeight: 250, time: 1.1)
        #expect(sheet.frame.height == 300 && sheet.frame.scrollOffset == 100)
        sheet.touchUp(time: 1.2)
        #expect(sheet.touchDown(atHeight: 290, time: 2) == .sheet)   // the handle (its 44 pt area)
        sheet.touchMoved(toHeight: 340, time: 2.1)
        #expect(sheet.frame.height == 350)
        sheet.touchUp(velocity: 0, time: 2.2)
    }

    @Test func withDragAreaHandleAndNoHandleTheCardsTopFortyFourPointsDrag() {
        let sheet = controller(dragArea: .handle)
        #expect(sheet.destination(ofTouchAtHeight: 260, x: 10) == .sheet)
        #expect(sheet.destination(ofTouchAtHeight: 250, x: 10) == .content)
    }

    @Test func theGapBelowADetachedCardIsNotTheCard() {
        let sheet = controller(placement: Placement(horizontalMargin: 16, bottomMargin: 20))   // frame height 320, card from 20
        #expect(sheet.destination(ofTouchAtHeight: 10) == .backdrop)
        #expect(sheet.destination(ofTouchAtHeight: 20) == .sheet)
        #expect(sheet.destination(ofTouchAtHeight: 100, x: 8) == .backdrop)   // beside it, in its margin
    }

    @Test func aTouchBelowTheKeyboardsTopEdgeIsTheKeyboards() {
        var sheet = controller()
        sheet.setKeyboard(height: 250, time: 0)                     // raised: compressed at 550
        #expect(sheet.touchDown(atHeight: 200, time: 0.1) == .keyboard)
        sheet.touchMoved(toHeight: 400, time: 0.2)
        #expect(sheet.frame.height == 550)
        sheet.touchUp(time: 0.3)
        #expect(sheet.destination(ofTouchAtHeight: 300) == .sheet)
    }

    @Test func withoutAnXATouchIsAtTheCardsCentre() {
        let sheet = controller(placement: Placement(maxWidth: 100, alignment: .trailing, horizontalMargin: 10))
        #expect(sheet.destination(ofTouchAtHeight: 100) == .sheet)
        #expect(sheet.destination(ofTouchAtHeight: 100, x: 196) == .backdrop)
    }

    @Test func aStopAndALiftNeverFlingWhateverTheFrontEnd() {
        // UIKit passed the pan's velocity and SwiftUI none: with timestamps only, both stop the same.
        var sheet = controller()
        sheet.touchDown(atHeight: 280, time: 0)
        for step in 1...5 { sheet.touchMoved(toHeight: 280 + Double(step) * 40, time: Double(step) * 0.01) }   // 4,000 pt/s up
        sheet.touchMoved(toHeight: 480, time: 0.3)                  // held still for a quarter second
        sheet.touchUp(time: 0.3)
        sheet.advance(to: 2)
        #expect(sheet.restingPlace == "open")                        // 500 pt: nearest is open, by position
        sheet.touchDown(atHeight: 580, time: 3)
        for step in 1...5 { sheet.touchMoved(toHeight: 580 - Double(step) * 30, time: 3 + Double(step) * 0.01) }
        sheet.touchMoved(toHeight: 440, time: 3.4)
        sheet.touchUp(time: 3.4)                                     // at 460, still: open is nearer than compressed
        sheet.advance(to: 5)
        #expect(sheet.restingPlace == "open")
    }
}
