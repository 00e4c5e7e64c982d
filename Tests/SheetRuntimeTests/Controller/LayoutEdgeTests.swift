import SheetRuntime
import SheetTestSupport
import Testing

/// The controller on layouts at their edges (issue 30 items 10–12): the default `dismissBelow`
/// taken from the layout in use, the backdrop once dismissed, and a `topInset` moved below 0.
struct LayoutEdgeTests {
    typealias Fixtures = ControllerFixtures

    /// `segments {closed: 0, compressed: 400, open: 700}`, in landscape `{compressed: 60, open: 300}`,
    /// with the default `dismissBelow` (half the lowest visible state) as lowering writes it.
    static func overridden() -> SheetConfiguration {
        var configuration = SheetConfiguration.test(states: [.zero, .points(400), .points(700)],
                                                    thresholds: .test(dismissBelow: .points(200), dismissBelowIsHalfTheLowestState: true))
        let landscape = SheetVariant(states: .test([.zero, .points(60), .points(300)]), topInset: .zero, placement: .edgeToEdge)
        configuration.overrides = SheetOverrides(landscape: landscape, wideLandscape: landscape)  // 852 pt is wide too
        return configuration
    }

    /// docs/language.md#states: the default is half the lowest state's frame height on the profile and
    /// override in use: 30 pt in landscape here, not the base's 200 pt.
    @Test func theDefaultDismissBelowIsTakenFromTheOverrideInUse() {
        #expect(SheetEngine(configuration: Self.overridden(), container: .iPhone15Landscape).dismissBelow == 30)
        #expect(SheetEngine(configuration: Self.overridden(), container: .iPhone15).dismissBelow == 200)

        var controller = Fixtures.controller(Self.overridden(), container: .iPhone15Landscape)
        _ = controller.touchDown(atHeight: 60, time: 0)
        controller.touchMoved(toHeight: 100, time: 0.1)
        controller.touchMoved(toHeight: 150, time: 0.2)
        controller.touchUp(velocity: 0, time: 1.2)
        #expect(controller.eventNames() == ["willMove compressed"])
        controller.runUntilRest()
        #expect(controller.frame.state == NamedSheetState("compressed"))
    }

    /// A lowest state hidden on this container (a mapping at 0 here) leaves the default to the
    /// lowest state still visible, so a slow release low down dismisses.
    @Test func theDefaultDismissBelowSkipsAStateHiddenHere() {
        let configuration = SheetConfiguration.test(
            states: [.zero, .fromTop(400), .points(300)], initial: "open",
            thresholds: .test(dismissBelow: .half(.fromTop(400)), dismissBelowIsHalfTheLowestState: true))
        #expect(SheetEngine(configuration: configuration, container: .iPhone15Landscape).dismissBelow == 150)
        #expect(SheetEngine(configuration: configuration, container: .iPhone15Landscape).release(height: 100, velocity: 0).target == .dismissed)
    }

    /// A written `dismissBelow` is the spec's own and stays as written.
    @Test func aWrittenDismissBelowIsKept() {
        #expect(SheetEngine(configuration: .test(), container: .iPhone15Landscape).dismissBelow == 100)
    }

    /// A dismissed sheet dims nothing, even where `from` and `fullFrom` coincide at 0 (a
    /// compressed state hidden on this container).
    @Test func aDismissedSheetHasAlphaZero() {
        let configuration = SheetConfiguration.test(states: [.zero, .fromTop(400), .points(300)], initial: "open",
                                                    dimming: .test(maxAlpha: 0.7, fullFrom: "compressed"))
        var controller = Fixtures.controller(configuration, container: .iPhone15Landscape)
        #expect(controller.frame.alpha == 0.7)
        controller.dismiss(time: 0)
        controller.runUntilRest()
        #expect(controller.frame.phase == .dismissed)
        #expect(controller.frame.alpha == 0)
        let engine = SheetEngine(configuration: configuration, container: .iPhone15Landscape)
        #expect(engine.decision(for: .dismissed).alpha == 0)
    }

    /// docs/language.md#lengths: a `topInset` is clamped to 0 … the available height before it is taken
    /// off, so a negative offset lifts no state above the available height and no extreme one
    /// makes a height infinite.
    @Test(arguments: [-100, -1e308, 1e308])
    func aTopInsetIsClampedToTheAvailableHeight(_ offset: Double) {
        var configuration = SheetConfiguration.test(states: [.zero, .fraction(1)], initial: "open")
        configuration.topInset = .offset(.aboveSafeArea(0), by: offset)
        let layout = SheetLayout(configuration: configuration, container: .iPhone15)
        #expect(layout.ceiling == (offset > 0 ? 0 : 793))
        #expect(layout.states.allSatisfy { $0.height.isFinite && $0.height <= 793 })
    }
}
