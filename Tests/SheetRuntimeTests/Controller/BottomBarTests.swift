import GeneratedSamples
import SheetRuntime
import SheetTestSupport
import Testing

/// docs/behaviour.md, "A bar below the sheet": lengths measured above the bar, the `coverFrom`
/// ramp, `bar` in every frame, touches on the bar, the keyboard over it, and a bar or keyboard
/// change animated with the card's geometry following the height.
struct BottomBarTests {
    typealias F = ControllerFixtures
    /// An iPhone 15 (available height 793) with an 83 pt tab bar.
    static let tabBar = ContainerMetrics(width: 393, height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34, bottomBar: 83)

    /// closed hidden, compressed 300, open 600 (see `SheetConfiguration.test`).
    private func controller(coverFrom: String = "none", _ change: (inout SheetConfiguration) -> Void = { _ in }) -> SheetController<NamedSheetState> {
        var configuration = SheetConfiguration.test()
        configuration.placement.bar = Placement.Bar(coverFrom: coverFrom)
        change(&configuration)
        return F.controller(configuration, container: Self.tabBar)
    }

    @Test func lengthsMeasureFromTheBarsTopEdge() {
        let sheet = controller()
        // Points stand on the bar; a hidden state stays at 0; the ceiling is the container's.
        #expect(sheet.engine.layout.states.map(\.height) == [0, 383, 683])
        #expect(sheet.engine.layout.ceiling == 793)
        // Percentages are of the height above the bar, fromTop keeps its meaning from the top.
        let layout = SheetLayout(states: [SheetState(name: "half", height: .fraction(0.5)), SheetState(name: "full", height: .fromTop(10))],
                                 topInset: .zero, container: Self.tabBar)
        #expect(layout.states.map(\.height) == [(793 - 83) / 2 + 83, 783])
        // The bottom inset is under the bar: a bar lower than it leaves the rest.
        let low = ContainerMetrics(width: 393, height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34, bottomBar: 20)
        #expect(SheetLayout(states: [SheetState(name: "a", height: .aboveSafeArea(100))], topInset: .zero, container: low).states[0].height == 134)
        // dismissBelow and boundaries too.
        #expect(sheet.engine.dismissBelow == 183)
        var halves = SheetConfiguration.test(thresholds: .test(dismissBelowIsHalfTheLowestState: true))
        halves.placement.bar = Placement.Bar()
        #expect(SheetEngine(configuration: halves, container: Self.tabBar).dismissBelow == 150 + 83)
        #expect(SheetLayout(states: [], topInset: .zero, container: Self.tabBar).height(of: .points(450)) == 533)
    }

    @Test func everyFrameCarriesTheBarAndTheCardStandsOnIt() {
        var sheet = controller()
        #expect(sheet.frame.bar == 83 && sheet.frame.bottom == 83 && sheet.frame.height == 383)
        sheet.move(to: NamedSheetState("open"), time: 0)
        let moving = sheet.frame(at: 0.1)
        #expect(moving.bar == 83 && moving.bottom == 83)
        #expect(sheet.frame(at: 1).bottom == 83)   // coverFrom: none, never over the bar
        // progress from the lowest to the highest state is unchanged; with one state, from the bar's top.
        #expect(sheet.frame.progress == 1)
        var one = SheetConfiguration.test(states: [.points(300)])
        one.states = [SheetState(name: "card", height: .points(300))]
        one.initialState = "card"
        one.dimming = nil
        var single = F.controller(one, container: Self.tabBar)
        #expect(single.frame.progress == 1)
        single.touchDown(atHeight: 380, time: 0)
        single.touchMoved(toHeight: 230, time: 0.1)
        #expect(abs(single.frame.progress - 0.5) < 1e-9)
    }

    @Test func coverFromRampsTheBottomDownOverTheBar() {
        var sheet = controller(coverFrom: "open")
        #expect(sheet.frame.bottom == 83)                  // at compressed: on the bar
        sheet.touchDown(atHeight: 380, time: 0)
        sheet.touchMoved(toHeight: 530, time: 0.1)         // halfway from 383 to 683
        #expect(abs(sheet.frame.bottom - 41.5) < 1e-9)
        sheet.touchMoved(toHeight: 700, time: 0.2)
        #expect(sheet.frame.bottom == 0)                   // at and above open: where it would be without a bar
        // Covering from the lowest state: the ramp starts at the bar's top edge.
        let low = controller(coverFrom: "compressed")
        #expect(low.frame.bottom == 0)
        #expect(low.engine.layout.standing(atFrameHeight: 83) == 1 && low.engine.layout.standing(atFrameHeight: 233) == 0.5)
        // A floating card keeps its margin above the bar, and comes down to its own attached bottom.
        var glass = controller(coverFrom: "open") { $0.placement.float = Placement.Floating(margin: 8, attach: .state("open")) }
        #expect(glass.frame.bottom == 91)
        glass.move(to: NamedSheetState("open"), time: 0)
        #expect(glass.frame(at: 1).bottom == 0)
    }

    @Test func aTouchOnTheBarIsTheBars() {
        var sheet = controller(coverFrom: "open")
        #expect(sheet.destination(ofTouchAtHeight: 40) == .bar)
        #expect(sheet.destination(ofTouchAtHeight: 200) == .sheet)
        #expect(sheet.destination(ofTouchAtHeight: 500) == .backdrop)
        #expect(sheet.touchDown(atHeight: 40, time: 0) == .bar)
        sheet.touchUp(time: 0.1)
        // Never a backdrop tap, even where the backdrop would dismiss.
        sheet.tapBackdrop(atHeight: 40, x: 100, time: 0.2)
        #expect(sheet.frame(at: 1).phase == .resting)
        // Covering the bar, the card takes the touch.
        sheet.move(to: NamedSheetState("open"), time: 1)
        #expect(sheet.frame(at: 2).bottom == 0)
        #expect(sheet.destination(ofTouchAtHeight: 40) == .sheet)
        // dragArea: container never drags from the bar.
        let container = controller { $0.interaction.dragArea = .container }
        #expect(container.destination(ofTouchAtHeight: 40) == .bar)
        // The keyboard covers the bar: a touch there is the keyboard's.
        var typing = controller()
        typing.setKeyboard(height: 300, time: 0)
        #expect(typing.destination(ofTouchAtHeight: 40) == .keyboard)
    }

    @Test func theKeyboardRaisesByWhatPassesTheBarsTop() {
        var sheet = controller()
        sheet.setKeyboard(height: 300, time: 0)
        #expect(sheet.frame.height == 383 + 217)
        sheet.setKeyboard(height: 60, time: 1)           // lower than the bar: raises nothing
        #expect(sheet.frame.height == 383)
        // A detached card keeps its margin above the keyboard, over the bar.
        var detached = controller { $0.placement.bottomMargin = 20 }
        detached.setKeyboard(height: 300, time: 0)
        #expect(detached.frame.bottom == 320 && detached.frame.height == 300 + 20 + 217 + 83)
    }

    @Test func aBarChangeMovesLikeTheKeyboardAndTheSameValueChangesNothing() {
        var sheet = controller()
        sheet.setBar(height: 49, duration: 0.3, time: 1)
        #expect(sheet.takeEvents().isEmpty)
        let mid = sheet.frame(at: 1.15)
        #expect(mid.phase == .animating && mid.target == .state(NamedSheetState("compressed")))
        #expect(mid.height < 383 && mid.height > 349)
        // The bar and the bottom follow the height's curve: the card's own height stays 300.
        #expect(mid.bar > 49 && mid.bar < 83 && abs(mid.bottom - mid.bar) < 1e-9 && abs(mid.height - mid.bottom - 300) < 1e-9)
        let end = sheet.frame(at: 2)
        #expect(end.phase == .resting && end.height == 349 && end.bar == 49)
        #expect(sheet.takeEvents().isEmpty)              // no willMove, no settled
        sheet.setBar(height: 49, duration: 0.3, time: 3)
        #expect(sheet.frame(at: 3.1).phase == .resting)
        sheet.setBar(height: 0, time: 4)                  // without a duration, at once
        #expect(sheet.frame.height == 300 && sheet.frame.bar == 0)
        // A size change keeps the bar.
        sheet.setBar(height: 83, time: 5)
        sheet.resize(to: .iPhone15Landscape, time: 6)
        #expect(sheet.frame.bar == 83)
    }

    @Test func aGlassCardGivenTheKeyboardKeepsItsOwnHeightAllTheWay() {
        // Before this rule the card stood on the whole keyboard at once while its top edge rose:
        // height 179.6 with bottom 308 mid-animation, a card of no height.
        var sheet = SheetController<GlassPlacesDrawer.State>(configuration: GlassPlacesDrawer.configuration, container: .iPhone15)
        sheet.move(to: .peek, time: 0)
        _ = sheet.frame(at: 1)
        let before = sheet.frame.height - sheet.frame.bottom
        sheet.setKeyboard(height: 300, duration: 0.4, time: 1)
        var last = before
        for step in 0...40 {
            let frame = sheet.frame(at: 1 + Double(step) * 0.01)
            let own = frame.height - frame.bottom
            #expect(abs(own - before) < 1e-6, "t \(frame.time): the card's own height \(own), not \(before)")
            #expect(abs(own - last) < 1e-6)
            last = own
        }
        #expect(sheet.frame(at: 2).bottom == 308)
    }

    @Test func dimmingFromDismissedStartsAtTheBarsTop() {
        let sheet = controller { $0.dimming = Dimming(color: .black, maxAlpha: 0.5, from: "dismissed", fullFrom: "open", tapToDismiss: true) }
        #expect(sheet.engine.dimmingAlpha(atHeight: 83) == 0)
        #expect(abs(sheet.engine.dimmingAlpha(atHeight: 383) - 0.5 * 300 / 600) < 1e-9)
    }
}
