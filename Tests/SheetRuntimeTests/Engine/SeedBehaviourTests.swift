import GeneratedSamples
import SheetRuntime
import SheetTestSupport
import Testing

/// What the seed Samples do besides their release decisions (those are `SeedArticleTests`),
/// on the samples' generated configurations. Heights are frame heights in points.
struct SeedBehaviourTests {
    struct Release: CustomTestStringConvertible, Sendable {
        var device: String
        var height: Double
        var velocity: Double
        var expected: String
        var why: String
        var testDescription: String { "\(device): \(height)pt at \(velocity)pt/s → \(expected) (\(why))" }
    }

    static func container(_ name: String) -> ContainerMetrics { name == "iphone-se" ? .iPhoneSE : .iPhone15 }

    static func outcome(_ configuration: SheetConfiguration, _ release: Release) -> String {
        SheetEngine(configuration: configuration, container: container(release.device))
            .release(height: release.height, velocity: release.velocity).target.description
    }

    // The reaction card: half-screen "normal", "expanded" to 30pt below the safe area,
    // a downward swipe above 1500pt/s dismisses, under 70pt showing dismisses.
    @Test func reactionListDimsUntilHalfWayAndNoFurther() {
        let engine = SheetEngine(configuration: ReactionList.configuration, container: .iPhoneSE)
        #expect(engine.layout.states.map(\.height) == [0, 323.5, 617])
        #expect(engine.dimmingAlpha(atHeight: 0) == 0)
        #expect(abs(engine.dimmingAlpha(atHeight: 161.75) - 0.35) < 1e-9)
        #expect(engine.dimmingAlpha(atHeight: 323.5) == 0.7)
        #expect(engine.dimmingAlpha(atHeight: 617) == 0.7)
        #expect(engine.backdropTapDismisses)
        #expect(engine.initialHeight == 323.5)
    }

    @Test func mapsDrawerPassesTouchesThroughAndHandsScrollingOver() {
        let engine = SheetEngine(configuration: MapsDrawer.configuration, container: .iPhone15)
        #expect(engine.layout.states.map(\.height) == [393, 793])   // 400pt below the top, and the top
        let drawer = SheetController<MapsDrawer.State>(MapsDrawer.self, container: .iPhone15)
        #expect(drawer.destination(ofTouchAtHeight: 500) == .passthrough)
        #expect(drawer.destination(ofTouchAtHeight: 300) == .sheet)
        #expect(!engine.backdropTapDismisses)
        #expect(engine.dimmingAlpha(atHeight: 793) == 0)
        #expect(MapsDrawer.configuration.appearance.border != nil)
    }

    @Test func twitterMenuTakesItsDragFromTheSheetOnly() {
        let engine = SheetEngine(configuration: TwitterMenu.configuration, container: .iPhone15)
        #expect(engine.layout.states.map(\.height) == [0, 639])     // three quarters of the 852pt screen
        let menu = SheetController<TwitterMenu.State>(TwitterMenu.self, container: .iPhone15)
        #expect(menu.destination(ofTouchAtHeight: 700) == .backdrop)
        #expect(menu.destination(ofTouchAtHeight: 600) == .sheet)
        let back = engine.release(height: 600, velocity: 0)
        #expect(back.animation == SheetAnimation(curve: .spring, duration: 0.3, damping: 0.9, initialVelocity: 3,
                                                 dismiss: SheetAnimation(curve: .spring, duration: 0.5, damping: 0.9, initialVelocity: 0.6)))
        let away = engine.release(height: 400, velocity: 10)
        #expect(away.target == .dismissed)
        #expect(away.animation == SheetAnimation(curve: .spring, duration: 0.5, damping: 0.9, initialVelocity: 0.6))
    }
}
