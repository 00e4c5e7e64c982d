import SheetRuntime
import SheetTestSupport
import Testing

struct SheetEngineTests {
    private func configuration(
        states: [SheetLength], dismissible: Bool = true, rubberBand: Bool = true, topInset: SheetLength = .zero
    ) -> SheetConfiguration {
        .test(states: states, initial: "closed", topInset: topInset, thresholds: .test(dismissBelow: .points(50)),
              dismissible: dismissible, rubberBand: rubberBand)
    }

    @Test func layoutResolvesPercentagesOnTheAvailableHeightUnderTheCeiling() {
        let engine = SheetEngine(configuration: configuration(states: [.zero, .fraction(0.5), .points(2000)], topInset: .points(30)),
                                 container: .iPhone15)
        #expect(engine.layout.container.availableHeight == 793)
        #expect(engine.layout.ceiling == 763)
        #expect(engine.layout.states.map(\.height) == [0, 396.5, 763])
        #expect(engine.restingStates.map(\.name) == ["compressed", "open"])
    }

    @Test func releaseRuleInOrder() {
        let engine = SheetEngine(configuration: configuration(states: [.zero, .points(300), .points(600)]), container: .iPhone15)
        func target(_ height: Double, _ velocity: Double) -> String { engine.release(height: height, velocity: velocity).target.description }
        #expect(target(550, 1500) == "dismissed")        // 1. fast down
        #expect(target(40, 0) == "dismissed")            // 2. below dismissBelow, slow
        #expect(target(40, -299) == "dismissed")         // 2. a nudge up is not enough
        #expect(target(40, -300) == "compressed")        // 3. flicked up: the next state up
        #expect(target(450, 300) == "compressed")        // 3. flicked down: the next state below
        #expect(target(250, 300) == "dismissed")         // 3. none below: dismissed
        #expect(target(700, -400) == "open")             // 3. none above: the highest
        #expect(target(450, 0) == "open")                // 4. a tie goes to the higher
        #expect(target(449, 0) == "compressed")          // 4. nearest
        let decision = engine.release(height: 449, velocity: 0)
        #expect(decision.height == 300)
        #expect(decision.alpha == 0.25)
    }

    @Test func notDismissibleFallsBackToTheLowestState() {
        let engine = SheetEngine(configuration: configuration(states: [.points(100), .points(300), .points(600)], dismissible: false),
                                 container: .iPhone15)
        #expect(engine.release(height: 10, velocity: 5000).target == .state("closed"))
        #expect(engine.release(height: 10, velocity: 0).target == .state("closed"))
    }

    @Test func rubberBandStretchesPastTheBoundsAndStopsWithoutIt() {
        let stretchy = SheetEngine(configuration: configuration(states: [.zero, .points(300), .points(600)]), container: .iPhone15)
        #expect(stretchy.dragBounds == 0...600)
        #expect(stretchy.displayedHeight(forProposed: 450) == 450)
        let past = stretchy.displayedHeight(forProposed: 700)
        #expect(past > 600 && past < 700)
        #expect(stretchy.displayedHeight(forProposed: 800) - 600 < 2 * (past - 600))  // diminishing returns
        #expect(stretchy.displayedHeight(forProposed: -50) == 0)                        // nothing below the bottom edge

        let stiff = SheetEngine(configuration: configuration(states: [.points(100), .points(600)], dismissible: false, rubberBand: false),
                                container: .iPhone15)
        #expect(stiff.dragBounds == 100...600)
        #expect(stiff.displayedHeight(forProposed: 700) == 600)
        #expect(stiff.displayedHeight(forProposed: 20) == 100)
    }

    @Test func dimmingWithFullFromAtTheLowestStateIsAStep() {
        var config = configuration(states: [.points(100), .points(600)])
        config.dimming?.fullFrom = "closed"
        let engine = SheetEngine(configuration: config, container: .iPhone15)
        #expect(engine.dimmingAlpha(atHeight: 50) == 0)
        #expect(engine.dimmingAlpha(atHeight: 100) == 0.5)
        #expect(engine.dimmingAlpha(atHeight: 400) == 0.5)
    }

    /// docs/language.md `dimming.from`: clear at and below `from`, a linear ramp up to `fullFrom`
    /// (UIKit's largest undimmed detent), on the states' heights on this container.
    @Test func dimmingRampsFromItsFromState() {
        var config = configuration(states: [.points(100), .points(400), .points(700)])
        config.dimming?.from = "compressed"
        let engine = SheetEngine(configuration: config, container: .iPhone15)
        #expect(engine.dimmingAlpha(atHeight: 100) == 0)
        #expect(engine.dimmingAlpha(atHeight: 400) == 0)
        #expect(engine.dimmingAlpha(atHeight: 550) == 0.25)
        #expect(engine.dimmingAlpha(atHeight: 700) == 0.5)
        config.dimming?.from = "closed"
        #expect(SheetEngine(configuration: config, container: .iPhone15).dimmingAlpha(atHeight: 400) == 0.25)
    }
}
