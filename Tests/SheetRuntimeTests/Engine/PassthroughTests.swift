import SheetRuntime
import SheetTestSupport
import Testing

/// docs/language.md `interaction.passthrough: <state>`, and touches beside a narrower card.
struct PassthroughTests {
    typealias F = ControllerFixtures

    private func controller(upTo state: String?, placement: Placement = .edgeToEdge) -> SheetController<NamedSheetState> {
        var configuration = SheetConfiguration.test(states: [.points(100), .points(300), .points(600)])
        configuration.interaction.passthroughUpTo = state
        configuration.placement = placement
        return F.controller(configuration)
    }

    @Test func touchesPassThroughUpToTheStatesFrameHeightInAnyPhase() {
        var sheet = controller(upTo: "compressed")
        #expect(sheet.destination(ofTouchAtHeight: 700) == .passthrough)   // resting in compressed (300)
        #expect(sheet.destination(ofTouchAtHeight: 200) == .sheet)
        sheet.touchDown(atHeight: 290, time: 0)
        sheet.touchMoved(toHeight: 290.4, time: 0.1)                 // the sheet at 300.4: within the half point
        #expect(sheet.destination(ofTouchAtHeight: 700) == .passthrough)
        sheet.touchMoved(toHeight: 310, time: 0.2)                   // the sheet at 320, above it: the backdrop
        #expect(sheet.destination(ofTouchAtHeight: 700) == .backdrop)
        sheet.touchUp(velocity: 0, time: 0.3)
        sheet.move(to: NamedSheetState("open"), time: 1)
        _ = sheet.frame(at: 3)
        #expect(sheet.destination(ofTouchAtHeight: 700) == .backdrop)
    }

    @Test func aTapOnTheBackdropDismissesOnlyWhereTheBackdropTakesIt() {
        var sheet = controller(upTo: "compressed")
        sheet.tapBackdrop(time: 0)
        #expect(sheet.frame(at: 1).state == NamedSheetState("compressed"))  // the tap went to the content
        sheet.move(to: NamedSheetState("open"), time: 1)
        _ = sheet.frame(at: 3)
        sheet.tapBackdrop(time: 3)
        #expect(sheet.frame(at: 5).phase == .dismissed)
    }

    @Test func withoutItTheBackdropAlwaysTakesThem() {
        let sheet = controller(upTo: nil)
        #expect(sheet.destination(ofTouchAtHeight: 700) == .backdrop)
    }

    @Test func aTouchBesideANarrowerCardIsNotTheCards() {
        let sheet = controller(upTo: nil, placement: Placement(maxWidth: 200, alignment: .leading, horizontalMargin: 10))
        #expect(sheet.destination(ofTouchAtHeight: 100, x: 100) == .sheet)
        #expect(sheet.destination(ofTouchAtHeight: 100, x: 300) == .backdrop)
        #expect(sheet.destination(ofTouchAtHeight: 100) == .sheet)  // no x: the card's centre
    }
}
