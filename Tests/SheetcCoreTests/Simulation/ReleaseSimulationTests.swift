@testable import SheetcCore
import SheetRuntime
import Testing

/// `simulate` without a script: one release decided by the runtime's engine on a profile.
struct ReleaseSimulationTests {
    private func release(at height: Double, velocity: Double) -> Simulation {
        Simulation(configuration: SimulationFixtures.configuration, profile: SimulationFixtures.iPhone,
                   height: height, velocity: velocity)
    }

    @Test func aSlowReleaseSettlesInTheNearestState() {
        // half is 50% of 793 = 396.5pt; 380 is nearer half than peek (100) or full (713.7).
        let simulation = release(at: 380, velocity: 0)
        #expect(simulation.decision.target.description == "half")
        #expect(simulation.decision.height == 396.5)
    }

    @Test func aFlickDownFromPeekDismisses() {
        #expect(release(at: 90, velocity: 3000).decision.target.description == "dismissed")
    }

    @Test func aFlickUpGoesToTheNextStateUp() {
        #expect(release(at: 420, velocity: -3000).decision.target.description == "full")
    }

    @Test func theBackdropDimsFromHalfToFull() {
        #expect(release(at: 396.5, velocity: 0).alpha == 0)
        #expect(abs(release(at: 793 * 0.9, velocity: 0).alpha - 0.5) < 1e-9)
    }

    @Test func theJSONHoldsTargetHeightAndAlphaRounded() {
        let json = release(at: 380, velocity: 0).json
        guard case .object(let fields) = json else { Issue.record("not an object: \(json)"); return }
        #expect(fields["target"] == .string("half") && fields["height"] == .number(396.5) && fields["alpha"] == .number(0))
        // The layout the text shows: each state, lowest first, and dismissBelow.
        guard case .array(let states)? = fields["states"] else { Issue.record("no states: \(json)"); return }
        #expect(states.contains(.object(["name": .string("half"), "height": .number(396.5)])))
        #expect(fields["dismissBelow"] != nil)
        #expect(Simulation.rounded(1.234567) == 1.2346)
    }

    @Test func theTextNamesTheProfileTheStatesAndTheDecision() {
        let text = release(at: 380, velocity: 0).text
        #expect(text.hasPrefix("Drawer on iphone-15 (393×852pt, top safe-area inset 59pt, available 793pt)"))
        #expect(text.contains("states: peek 100pt, half 396.5pt, full 713.7pt"))
        #expect(text.contains("→ half (396.5pt)"))
    }
}
