import SheetRuntime
import SheetTestSupport
import Testing

/// A system sheet in SheetRuntime's engine (what `preview` and the playground draw and move): it
/// rests at its detents smallest first on each container, as UIKit is given them, and its backdrop
/// dims as UIKit dims — clear up to `dimming.from`'s detent, fully from the next detent up on that
/// container, whatever the written state above `from` comes to there.
struct SystemSheetEngineTests {
    /// `peek: 340, half: 50%, full: {fromTop: 0}`, dimmed from `peek` (fully from `half`, the
    /// written state above it).
    static func sheet(_ states: [SheetState], edgeAttached: Bool = false) -> SheetConfiguration {
        var configuration = SheetConfiguration.test(initial: "peek",
                                                    dimming: Dimming(color: .black, maxAlpha: 0.5, from: "peek", fullFrom: "half", tapToDismiss: true))
        configuration.states = states
        configuration.target = .system
        configuration.edgeAttachedInCompactHeight = edgeAttached
        return configuration
    }

    static let crossing = sheet([SheetState(name: "peek", height: .points(340)), SheetState(name: "half", height: .fraction(0.5)),
                                 SheetState(name: "full", height: .fromTop(0))])

    /// On an iPhone SE (M 637) `half` is 318.5pt, below `peek`: it rests first there.
    @Test func restingStatesAreSmallestFirstOnEachContainer() {
        let se = SheetEngine(configuration: Self.crossing, container: .iPhoneSE)
        #expect(se.restingStates.map(\.name) == ["half", "peek", "full"])
        let phone = SheetEngine(configuration: Self.crossing, container: .iPhone15)
        #expect(phone.restingStates.map(\.name) == ["peek", "half", "full"])
    }

    /// On the SE `peek` is UIKit's largest undimmed detent and the highest below `full`: clear at
    /// `peek`, fully dimmed at `full`. (Before: dimmed fully at `peek`, since `half` was below it.)
    @Test func theBackdropDimsAboveFromUpToTheNextDetentOnTheContainer() {
        let se = SheetEngine(configuration: Self.crossing, container: .iPhoneSE)
        let peek = se.layout.height(ofState: "peek")!, full = se.layout.height(ofState: "full")!
        #expect(se.dimmingAlpha(atHeight: peek) == 0)
        #expect(se.dimmingAlpha(atHeight: se.layout.height(ofState: "half")!) == 0)
        #expect(se.dimmingAlpha(atHeight: full) == 0.5)
        #expect(se.dimmingAlpha(atHeight: (peek + full) / 2) == 0.25)
    }

    /// Medium is inactive in compact height: edge-attached on a phone on its side, `peek` dims
    /// nothing and `full` dims fully. (Before: fully dimmed at `peek`, `half` being at 0 there.)
    @Test func anInactiveMediumLeavesTheNextDetentToDimFully() {
        let attached = Self.sheet([SheetState(name: "peek", height: .points(120)), SheetState(name: "half", height: .system(.medium)),
                                   SheetState(name: "full", height: .system(.large))], edgeAttached: true)
        let landscape = SheetEngine(configuration: attached, container: .iPhone15Landscape)
        #expect(landscape.restingStates.map(\.name) == ["peek", "full"])
        #expect(landscape.dimmingAlpha(atHeight: landscape.layout.height(ofState: "peek")!) == 0)
        #expect(landscape.dimmingAlpha(atHeight: landscape.layout.height(ofState: "full")!) == 0.5)
    }

    /// Undimmed up to the highest detent: clear everywhere.
    @Test func fromTheHighestDetentNothingDims() {
        var configuration = Self.crossing
        configuration.dimming?.from = "full"
        configuration.dimming?.fullFrom = "full"
        let phone = SheetEngine(configuration: configuration, container: .iPhone15)
        #expect(phone.dimmingAlpha(atHeight: phone.layout.height(ofState: "full")!) == 0)
    }
}
