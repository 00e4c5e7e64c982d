import SheetRuntime
import SheetTestSupport
import Testing

/// docs/language.md `placement`: the card's width, alignment and margins, and a detached card's
/// frame heights (its states stand on the bottom margin).
struct PlacementTests {
    typealias F = ControllerFixtures

    @Test func widthIsTheContainerLessBothMarginsAtMostMaxWidth() {
        #expect(Placement().width(in: 834) == 834)
        #expect(Placement(horizontalMargin: 16).width(in: 393) == 361)
        #expect(Placement(maxWidth: 420, horizontalMargin: 16).width(in: 834) == 420)
        #expect(Placement(maxWidth: 420, horizontalMargin: 16).width(in: 393) == 361)
        #expect(Placement(horizontalMargin: 300).width(in: 393) == 0)  // never negative (the checker reports E208)
    }

    @Test func alignmentPlacesANarrowerCard() {
        #expect(Placement(maxWidth: 400, alignment: .center).x(in: 834) == 217)
        #expect(Placement(maxWidth: 400, alignment: .leading, horizontalMargin: 16).x(in: 834) == 16)
        #expect(Placement(maxWidth: 400, alignment: .trailing, horizontalMargin: 16).x(in: 834) == 418)
        // A card as wide as it may be sits at the margin whatever the alignment.
        #expect(Placement(alignment: .trailing, horizontalMargin: 16).x(in: 393) == 16)
    }

    @Test func rightToLeftLeadingAndTrailingSwapSidesAndCentreStays() {
        #expect(Placement(maxWidth: 400, alignment: .leading, horizontalMargin: 16).x(in: 834, rightToLeft: true) == 418)
        #expect(Placement(maxWidth: 400, alignment: .trailing, horizontalMargin: 16).x(in: 834, rightToLeft: true) == 16)
        #expect(Placement(maxWidth: 400, alignment: .center).x(in: 834, rightToLeft: true) == 217)
    }

    @Test func aDetachedCardsStatesStandOnItsBottomMarginUnderTheCeiling() {
        var configuration = SheetConfiguration.test()
        configuration.placement = Placement(bottomMargin: 40)
        let layout = SheetLayout(configuration: configuration, container: .iPhone15)
        #expect(layout.states.map(\.height) == [0, 340, 640])  // the hidden state stays at 0
        configuration.states[2].height = .points(790)
        #expect(SheetLayout(configuration: configuration, container: .iPhone15).states.map(\.height) == [0, 340, 793])
    }

    /// `{fromTop: n}` places the card's top edge n below the safe area: on a detached card that
    /// is its frame height, and its length is the margin less; a plain length stands on the margin.
    @Test func aDetachedCardsFromTopStateIsAFrameHeight() {
        var configuration = SheetConfiguration.test(states: [.points(120), .fromTop(40), .offset(.fromTop(0), by: -20)])
        configuration.placement = Placement(bottomMargin: 16)
        let layout = SheetLayout(configuration: configuration, container: .iPhone15)   // available 793
        #expect(layout.states.map(\.height) == [136, 753, 773])
        #expect(layout.frameHeight(of: .fromTop(40)) == 753)
        #expect(layout.cardHeight(atFrameHeight: 753) == 737)   // the card's own height: the margin less
        // Attached, the same lengths give the same frame heights: fromTop never depended on the margin.
        configuration.placement = Placement()
        #expect(SheetLayout(configuration: configuration, container: .iPhone15).states.map(\.height) == [120, 753, 773])
        // A top edge within the margin of the bottom leaves no card: the state's length is 0 (hidden).
        configuration.placement = Placement(bottomMargin: 16)
        #expect(SheetLayout(configuration: configuration, container: .iPhone15).frameHeight(of: .fromTop(780)) == 0)
    }

    @Test func cardHeightKeepsAnAttachedCardTallAndSlidesADetachedOneRigidly() {
        var configuration = SheetConfiguration.test(states: [.points(100), .points(300), .points(600)])
        let attached = SheetLayout(configuration: configuration, container: .iPhone15)
        #expect(attached.cardHeight(atFrameHeight: 50) == 600)
        #expect(attached.cardHeight(atFrameHeight: 650) == 650)
        configuration.placement = Placement(bottomMargin: 40)
        let detached = SheetLayout(configuration: configuration, container: .iPhone15)
        #expect(detached.cardHeight(atFrameHeight: 340) == 300)  // from the margin up to its top
        #expect(detached.cardHeight(atFrameHeight: 140) == 100)  // the lowest state
        #expect(detached.cardHeight(atFrameHeight: 60) == 100)   // below it: the same card, sliding down
    }

    /// `cardHeight` is the card's own height for every placement — from its top edge down to its
    /// bottom edge (`cardBottom`, the frame's `bottom`) — so a front end lays `.fixed` content out at
    /// it as it is, and never takes a bottom edge off twice (a detached card's content kept its
    /// height while sliding below the lowest state only this way).
    @Test func cardHeightIsMeasuredFromTheCardsOwnBottomEdge() {
        var configuration = SheetConfiguration.test(states: [.points(100), .points(300), .points(600)])
        configuration.placement = Placement(bottomMargin: 40)
        let detached = SheetLayout(configuration: configuration, container: .iPhone15)
        for height in [0.0, 60, 140, 340, 640] {
            let geometry = CardGeometry(layout: detached, appearance: configuration.appearance, atFrameHeight: height)
            #expect(detached.cardBottom(atFrameHeight: height) == geometry.bottom)
            // Never shorter than what shows of the card, and not less than the lowest state's card.
            #expect(detached.cardHeight(atFrameHeight: height) == max(height - geometry.bottom, 100), "at \(height)")
        }
        // Floating 8 pt clear until `open`: the card reaches as far down as the highest state less its margin.
        configuration.placement = Placement(float: Placement.Floating(margin: 8, attach: .state("open")))
        let floating = SheetLayout(configuration: configuration, container: .iPhone15)
        #expect(floating.cardBottom(atFrameHeight: 300) == 8)
        #expect(floating.cardHeight(atFrameHeight: 300) == 592)
        #expect(floating.cardBottom(atFrameHeight: 450) == 4)
        #expect(floating.cardHeight(atFrameHeight: 450) == 596)
        #expect(floating.cardBottom(atFrameHeight: 650) == 0)
        #expect(floating.cardHeight(atFrameHeight: 650) == 650)
        // With a keyboard raise, a detached card stands on the margin above the keyboard.
        configuration.placement = Placement(bottomMargin: 40)
        let raised = SheetLayout(configuration: configuration, container: .iPhone15, keyboard: 300)
        #expect(raised.cardBottom(atFrameHeight: 500) == 340)
        #expect(raised.cardHeight(atFrameHeight: 500) == 160)
    }

    @Test func framesCarryTheCardsSpanAndAResizeChangesItAtOnce() {
        var configuration = SheetConfiguration.test()
        configuration.placement = Placement(maxWidth: 420, alignment: .leading, horizontalMargin: 16)
        var controller = F.controller(configuration)
        #expect(controller.frame.x == 16 && controller.frame.width == 361)
        controller.resize(to: .iPad11, time: 0.1)
        let frame = controller.frame(at: 0.1)
        #expect(frame.x == 16 && frame.width == 420)
        #expect(frame.state == NamedSheetState("compressed"))
    }

    @Test func releaseDecisionsUseFrameHeights() {
        var configuration = SheetConfiguration.test(states: [.points(100), .points(300), .points(600)])
        configuration.placement = Placement(bottomMargin: 40)
        var controller = F.controller(configuration)
        // A slow release just above the compressed card's top (340) settles there, not lower.
        controller.touchDown(atHeight: 340, time: 0)
        controller.touchMoved(toHeight: 330, time: 0.5)
        controller.touchUp(velocity: 0, time: 0.6)
        #expect(controller.frame(at: 2).height == 340)
    }
}
