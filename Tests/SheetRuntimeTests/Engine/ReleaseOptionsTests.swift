import SheetRuntime
import SheetTestSupport
import Testing

/// The release options of docs/language.md#lengths, one rule each, and the length mappings the
/// layout resolves (heights on an iPhone 15: 852 pt, 59 pt above, 34 pt below the safe area).
struct ReleaseOptionsTests {
    /// Hidden `closed`, `compressed` 300, `open` 600; dismissBelow 100; the given thresholds.
    static func engine(_ change: (inout Thresholds) -> Void, dismissible: Bool = true) -> SheetEngine {
        var configuration = SheetConfiguration.test(dismissible: dismissible)
        change(&configuration.thresholds)
        return SheetEngine(configuration: configuration, container: .iPhone15)
    }

    static func target(_ engine: SheetEngine, _ height: Double, _ velocity: Double) -> String {
        engine.release(height: height, velocity: velocity).target.description
    }

    @Test func lengthMappingsResolveOnTheContainer() {
        let layout = SheetLayout(states: [], topInset: .zero, container: .iPhone15)
        #expect(layout.height(of: .fractionOfContainer(0.75)) == 639)      // three quarters of the screen
        #expect(layout.height(of: .fraction(0.75)) == 594.75)              // of the 793 pt below the safe area's top
        #expect(layout.height(of: .fromTop(400)) == 393)
        #expect(layout.height(of: .aboveSafeArea(70)) == 104)
        #expect(layout.height(of: .offset(.fractionOfContainer(0.75), by: -180)) == 459)
        #expect(layout.height(of: .half(.aboveSafeArea(70))) == 52)
        #expect(layout.height(of: .fromTop(900)) == 0)                     // clamped, never negative
        #expect(layout.height(of: .offset(.fromTop(0), by: 50)) == 793)   // clamped to the highest allowed
    }

    @Test func snapVelocityNoneIsPositionalAndGivesNoUpwardExceptionToDismissBelow() {
        let engine = Self.engine { $0.snapVelocity = nil }
        #expect(Self.target(engine, 420, 1000) == "compressed")           // nearest, whatever the speed
        #expect(Self.target(engine, 420, -4000) == "compressed")
        #expect(Self.target(engine, 90, -4000) == "dismissed")            // below dismissBelow, even flicked up
        #expect(Self.target(engine, 500, 1499) == "open")
        #expect(Self.target(engine, 500, 1500) == "dismissed")            // rule 1 still acts
    }

    @Test func snapVelocityZeroSnapsAnyMotionAndLetsOnlyUpwardMotionEscapeDismissBelow() {
        let engine = Self.engine { $0.snapVelocity = 0 }
        #expect(Self.target(engine, 420, 1) == "compressed")
        #expect(Self.target(engine, 420, -1) == "open")
        #expect(Self.target(engine, 500, 0) == "open")                    // at rest: nearest
        #expect(Self.target(engine, 90, 0) == "dismissed")                // v = 0 does not escape rule 2
        #expect(Self.target(engine, 90, -1) == "compressed")
    }

    @Test func dismissVelocityNoneSwitchesRuleOneOff() {
        let engine = Self.engine { $0.dismissVelocity = nil }
        #expect(Self.target(engine, 500, 9000) == "compressed")            // rule 3 moves one state down
    }

    @Test func dismissWhenMovingDownNeverDismissesACardMovingUpOrAtRest() {
        let engine = Self.engine { $0.dismissWhen = .movingDown }
        #expect(Self.target(engine, 90, 0) == "compressed")
        #expect(Self.target(engine, 90, -100) == "compressed")
        #expect(Self.target(engine, 90, 100) == "dismissed")
        #expect(Self.target(engine, 250, 400) == "dismissed")             // rule 3 past the lowest
        #expect(Self.target(engine, 650, 2000) == "open")                 // above the highest: no dismissal
        #expect(Self.target(engine, 600, 2000) == "dismissed")
    }

    @Test func atRestUpAndDown() {
        let up = Self.engine { $0.atRest = .up }
        #expect(Self.target(up, 310, 0) == "open")
        #expect(Self.target(up, 300.4, 0) == "compressed")                // within half a point
        #expect(Self.target(up, 700, 0) == "open")                        // above all: the highest
        let down = Self.engine { $0.atRest = .down }
        #expect(Self.target(down, 590, 0) == "compressed")
        #expect(Self.target(down, 599.6, 0) == "open")
        #expect(Self.target(down, 150, 0) == "dismissed")                 // past the lowest, dismissible
        let kept = Self.engine({ $0.atRest = .down }, dismissible: false)
        #expect(Self.target(kept, 150, 0) == "compressed")
    }

    @Test func snapTargetBracketPicksWithinTheBandAndRuleTwoIgnoresVelocity() {
        let engine = Self.engine { $0.snapTarget = .bracket; $0.snapVelocity = 0; $0.atRest = .up }
        // Three resting states would need a second band; here compressed and open make the one pair.
        #expect(Self.target(engine, 450, 10) == "compressed")
        #expect(Self.target(engine, 450, -10) == "open")
        #expect(Self.target(engine, 450, 0) == "open")
        #expect(Self.target(engine, 200, -5000) == "open")                // below the pair: still the pair, up
        #expect(Self.target(engine, 90, -5000) == "dismissed")            // below dismissBelow whatever v
        var bands = SheetConfiguration.test(states: [.points(100), .points(300), .points(600)])
        bands.thresholds = Thresholds(dismissVelocity: nil, snapVelocity: 0, dismissBelow: .points(50), atRest: .up, snapTarget: .bracket)
        let three = SheetEngine(configuration: bands, container: .iPhone15)
        #expect(Self.target(three, 250, 5) == "closed")
        #expect(Self.target(three, 250, 0) == "compressed")
        #expect(Self.target(three, 300, 5) == "closed")                   // s_i < h ≤ s_i+1: the lower band
        #expect(Self.target(three, 301, 5) == "compressed")
        #expect(Self.target(three, 700, 0) == "open")                     // above the second-highest: the top pair
    }

    @Test func boundariesMoveTheLineBetweenStates() {
        let engine = Self.engine { $0.snapVelocity = nil; $0.boundaries = ["open": .points(550)] }
        #expect(Self.target(engine, 549, 0) == "compressed")              // nearest would be open
        #expect(Self.target(engine, 550, 0) == "open")                    // at the boundary: the state above
        #expect(Self.target(engine, 120, 0) == "compressed")              // the lowest takes all below
    }

    @Test func aDismissalUsesTheDismissAnimation() {
        var configuration = SheetConfiguration.test()
        configuration.animation.dismiss = SheetAnimation(curve: .linear, duration: 0.5)
        let engine = SheetEngine(configuration: configuration, container: .iPhone15)
        #expect(engine.release(height: 50, velocity: 0).animation.duration == 0.5)
        #expect(engine.release(height: 500, velocity: 0).animation.duration == 0.2)
        var sheet = SheetController<NamedSheetState>(configuration: configuration, container: .iPhone15)
        sheet.dismiss(time: 0)
        #expect(abs(sheet.frame(at: 0.25).height - 150) < 1e-9)          // half-way along 0.5 s, not done at 0.2
    }
}
