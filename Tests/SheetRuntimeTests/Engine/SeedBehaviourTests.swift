import GeneratedSamples
import SheetRuntime
import Testing

/// The four systems sheetc was derived from, as the articles describe them, run
/// against the sample specs' generated configurations on two device profiles each.
/// Heights are visible heights in points; velocities are pt/s, positive downward.
struct SeedBehaviourTests {
    struct Release: CustomTestStringConvertible, Sendable {
        var device: String
        var height: Double
        var velocity: Double
        var expected: String
        var why: String
        var testDescription: String { "\(device): \(height)pt at \(velocity)pt/s → \(expected) (\(why))" }
    }

    static let iPhoneSE = ContainerMetrics(height: 667, topSafeAreaInset: 20, bottomSafeAreaInset: 0)
    static let iPhone15 = ContainerMetrics(height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34)

    static func container(_ name: String) -> ContainerMetrics { name == "iphone-se" ? iPhoneSE : iPhone15 }

    static func outcome(_ configuration: SheetConfiguration, _ release: Release) -> String {
        SheetEngine(configuration: configuration, container: container(release.device))
            .release(height: release.height, velocity: release.velocity).target.description
    }

    // The reaction card: half-screen "normal", "expanded" to 30pt below the safe area,
    // a downward swipe above 1500pt/s dismisses, under 70pt showing dismisses.
    static let reactionListReleases: [Release] = [
        .init(device: "iphone-se", height: 500, velocity: 1600, expected: "dismissed", why: "a hard swipe down dismisses from anywhere"),
        .init(device: "iphone-se", height: 560, velocity: 0, expected: "open", why: "dropped near the top, it expands"),
        .init(device: "iphone-se", height: 350, velocity: 50, expected: "compressed", why: "dropped mid-screen, it returns to normal"),
        .init(device: "iphone-se", height: 150, velocity: 100, expected: "compressed", why: "still well above 70pt: back to normal"),
        .init(device: "iphone-se", height: 50, velocity: 0, expected: "dismissed", why: "under 70pt showing: hidden"),
        .init(device: "iphone-15", height: 650, velocity: -100, expected: "open", why: "near the top, it expands"),
        .init(device: "iphone-15", height: 420, velocity: 0, expected: "compressed", why: "around half-way: normal"),
        .init(device: "iphone-15", height: 60, velocity: -100, expected: "dismissed", why: "a slow nudge up does not save a card under 70pt"),
        .init(device: "iphone-15", height: 700, velocity: 2000, expected: "dismissed", why: "a hard swipe down dismisses even when expanded"),
    ]

    // The Glide card: three states, a floating 100pt header when closed; a release moves one
    // state in the direction of the finger, whatever its speed; the card is never dismissed.
    static let glideCardReleases: [Release] = [
        .init(device: "iphone-15", height: 600, velocity: 500, expected: "compressed", why: "above compressed, moving down"),
        .init(device: "iphone-15", height: 600, velocity: -500, expected: "open", why: "above compressed, moving up"),
        .init(device: "iphone-15", height: 300, velocity: 500, expected: "closed", why: "below compressed, moving down"),
        .init(device: "iphone-15", height: 300, velocity: -500, expected: "compressed", why: "below compressed, moving up: the next state"),
        .init(device: "iphone-15", height: 60, velocity: 3000, expected: "closed", why: "not dismissible: the header stays"),
        .init(device: "iphone-se", height: 450, velocity: 40, expected: "compressed", why: "above compressed, drifting down: direction counts, not speed"),
        .init(device: "iphone-se", height: 450, velocity: -40, expected: "open", why: "above compressed, drifting up"),
        .init(device: "iphone-se", height: 250, velocity: 2000, expected: "closed", why: "below compressed, moving down fast: closed, not dismissed"),
        .init(device: "iphone-se", height: 200, velocity: 0, expected: "closed", why: "at rest: the nearest state"),
        .init(device: "iphone-se", height: 650, velocity: 0, expected: "open", why: "stretched past open, it settles back"),
    ]

    // The Twitter-style menu: three quarters of the screen; a slow, short drag down springs
    // back; a flick down (300pt/s or more) or a long drag dismisses; moving up opens it.
    static let twitterMenuReleases: [Release] = [
        .init(device: "iphone-15", height: 500, velocity: 100, expected: "open", why: "slow and short: springs back"),
        .init(device: "iphone-15", height: 500, velocity: 400, expected: "dismissed", why: "a flick down dismisses"),
        .init(device: "iphone-15", height: 380, velocity: 0, expected: "dismissed", why: "dragged far down"),
        .init(device: "iphone-15", height: 450, velocity: -200, expected: "open", why: "moving up: back to the top"),
        .init(device: "iphone-15", height: 300, velocity: -500, expected: "open", why: "flicked up from low: it opens"),
        .init(device: "iphone-se", height: 400, velocity: 0, expected: "open", why: "short drag: springs back"),
        .init(device: "iphone-se", height: 250, velocity: 0, expected: "dismissed", why: "long drag: dismissed"),
        .init(device: "iphone-se", height: 470, velocity: 350, expected: "dismissed", why: "a flick down dismisses"),
    ]

    // The Maps drawer: half-way or fully up, never dismissed; moving down at release
    // collapses it, moving up opens it.
    static let mapsDrawerReleases: [Release] = [
        .init(device: "iphone-15", height: 550, velocity: 300, expected: "closed", why: "moving down: collapsed"),
        .init(device: "iphone-15", height: 400, velocity: -1000, expected: "open", why: "flicked up from collapsed (396.5pt): open"),
        .init(device: "iphone-15", height: 775, velocity: 5000, expected: "closed", why: "a hard flick down stops at collapsed"),
        .init(device: "iphone-15", height: 340, velocity: 500, expected: "closed", why: "pulled below collapsed: back, never dismissed"),
        .init(device: "iphone-15", height: 700, velocity: 0, expected: "open", why: "at rest near the top"),
        .init(device: "iphone-se", height: 450, velocity: 300, expected: "closed", why: "moving down: collapsed"),
        .init(device: "iphone-se", height: 330, velocity: -1000, expected: "open", why: "flicked up from collapsed (323.5pt): open"),
        .init(device: "iphone-se", height: 630, velocity: 5000, expected: "closed", why: "a hard flick down stops at collapsed"),
        .init(device: "iphone-se", height: 200, velocity: 500, expected: "closed", why: "never dismissed"),
    ]

    @Test(arguments: reactionListReleases) func reactionList(_ release: Release) {
        #expect(Self.outcome(ReactionList.configuration, release) == release.expected)
    }

    @Test(arguments: glideCardReleases) func glideCard(_ release: Release) {
        #expect(Self.outcome(GlideCard.configuration, release) == release.expected)
    }

    @Test(arguments: twitterMenuReleases) func twitterMenu(_ release: Release) {
        #expect(Self.outcome(TwitterMenu.configuration, release) == release.expected)
    }

    @Test(arguments: mapsDrawerReleases) func mapsDrawer(_ release: Release) {
        #expect(Self.outcome(MapsDrawer.configuration, release) == release.expected)
    }

    @Test func reactionListDimsUntilHalfWayAndNoFurther() {
        let engine = SheetEngine(configuration: ReactionList.configuration, container: Self.iPhoneSE)
        #expect(engine.layout.states.map(\.height) == [0, 323.5, 617])
        #expect(engine.dimmingAlpha(atHeight: 0) == 0)
        #expect(abs(engine.dimmingAlpha(atHeight: 161.75) - 0.35) < 1e-9)
        #expect(engine.dimmingAlpha(atHeight: 323.5) == 0.7)
        #expect(engine.dimmingAlpha(atHeight: 617) == 0.7)
        #expect(engine.backdropTapDismisses)
        #expect(engine.initialHeight == 323.5)
    }

    @Test func mapsDrawerPassesTouchesThroughAndHandsScrollingOver() {
        let engine = SheetEngine(configuration: MapsDrawer.configuration, container: Self.iPhone15)
        #expect(engine.layout.states.map(\.height) == [396.5, 793])
        #expect(engine.receiver(ofTouchAt: 500, sheetHeight: 396.5) == .content)
        #expect(engine.receiver(ofTouchAt: 300, sheetHeight: 396.5) == .sheet)
        #expect(!engine.backdropTapDismisses)
        #expect(engine.dimmingAlpha(atHeight: 793) == 0)
        #expect(engine.dragOwner(sheetHeight: 396.5, scrollViewAtTop: false, draggingDown: false) == .sheet)
        #expect(engine.dragOwner(sheetHeight: 793, scrollViewAtTop: true, draggingDown: true) == .sheet)
        #expect(engine.dragOwner(sheetHeight: 793, scrollViewAtTop: false, draggingDown: true) == .scrollView)
        #expect(engine.dragOwner(sheetHeight: 793, scrollViewAtTop: true, draggingDown: false) == .scrollView)
    }

    @Test func twitterMenuTakesItsDragFromTheSheetOnly() {
        let engine = SheetEngine(configuration: TwitterMenu.configuration, container: Self.iPhone15)
        #expect(engine.receiver(ofTouchAt: 700, sheetHeight: 594.75) == .backdrop)
        #expect(!engine.dragMovesSheet(touchReceiver: .backdrop))
        #expect(engine.dragMovesSheet(touchReceiver: .sheet))
        let decision = engine.release(height: 594.75, velocity: 0)
        #expect(decision.animation == SheetAnimation(curve: .spring, duration: 0.3, damping: 0.9, initialVelocity: 3))
    }
}
