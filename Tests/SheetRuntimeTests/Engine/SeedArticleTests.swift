import GeneratedSamples
import SheetRuntime
import SheetTestSupport
import Testing

/// Each seed article's own release decision, restated here from its description (in our words
/// and code, measured the way the article measures), against the engine running the Sample
/// written for that article — on every built-in device profile, over a grid of release heights
/// and velocities. Heights are frame heights (the card's top above the container's bottom);
/// velocities pt/s, positive downward. The grids avoid the exact ties where an article compares
/// the other way round from the contract (docs/language.md#lengths, last paragraph).
struct SeedArticleTests {
    /// The built-in device profiles (docs/language.md): name, height, top and bottom safe-area insets.
    static let profiles: [(name: String, container: ContainerMetrics)] = [
        ("iphone-se", .iPhoneSE),
        ("iphone-se-landscape", .iPhoneSELandscape),
        ("iphone-15", .iPhone15),
        ("iphone-15-landscape", .iPhone15Landscape),
        ("iphone-15-pro-max", ContainerMetrics(width: 430, height: 932, topSafeAreaInset: 59, bottomSafeAreaInset: 34)),
        ("iphone-15-pro-max-landscape", ContainerMetrics(width: 932, height: 430, topSafeAreaInset: 0, bottomSafeAreaInset: 21)),
        ("ipad-11", .iPad11),
        ("ipad-11-landscape", .iPad11Landscape),
    ]

    static let velocities: [Double] = [-4000, -1600, -1499, -800, -301, -299, -100, -1, 0, 1, 100, 299, 301, 800, 1499, 1501, 4000]

    /// Heights from 0.0173 pt to `top`, every 3.7071 pt: steps that land on none of the articles'
    /// thresholds on any profile (those are whole, half or quarter points).
    static func heights(upTo top: Double) -> [Double] {
        stride(from: 0.0173, through: top, by: 3.7071).map { $0 }
    }

    /// Compares `article` with the engine for `configuration` on every profile; returns the number of releases compared.
    @discardableResult
    static func compare(_ configuration: SheetConfiguration, top: (ContainerMetrics) -> Double,
                        skip: (ContainerMetrics, Double, Double) -> Bool = { _, _, _ in false },
                        article: (ContainerMetrics, Double, Double) -> String) -> Int {
        var compared = 0
        for (name, container) in profiles {
            let engine = SheetEngine(configuration: configuration, container: container)
            for height in heights(upTo: top(container)) {
                for velocity in velocities where !skip(container, height, velocity) {
                    let expected = article(container, height, velocity)
                    let actual = engine.release(height: height, velocity: velocity).target.description
                    #expect(actual == expected, "\(configuration.sheet) on \(name): \(height)pt at \(velocity)pt/s")
                    compared += 1
                }
            }
        }
        return compared
    }

    /// The reaction card: its top is pinned `c` below the safe area's top; released, a swipe down
    /// faster than 1500 pt/s hides it; otherwise within the top quarter of (safe height + bottom
    /// inset) it expands, above 70 pt short of the safe area's height it returns to normal, else it
    /// hides. Velocity counts only for the fast swipe. It cannot be dragged above 30 pt below the top.
    @Test func reactionCard() {
        let count = Self.compare(ReactionList.configuration, top: { $0.availableHeight - 30 },
                                 skip: { _, _, velocity in velocity == 1500 }) { container, height, velocity in
            let safeHeight = container.height - container.topSafeAreaInset - container.bottomSafeAreaInset
            let offset = container.availableHeight - height   // c: the card's top below the safe area's top
            if velocity > 1500 { return "dismissed" }
            if offset < 0.25 * (safeHeight + container.bottomSafeAreaInset) { return "open" }
            if offset < safeHeight - 70 { return "compressed" }
            return "dismissed"
        }
        #expect(count > 3000)
    }

    /// The Glide card: with `c` its top below the safe area's top and T the compressed state's `c`,
    /// a release above compressed goes to compressed moving down and to open otherwise; one above
    /// the safe area's bottom goes to closed moving down and to compressed otherwise; one lower is
    /// dismissed. Only the direction counts; at rest it goes up.
    @Test func glideCard() {
        let configuration = GlideCard.configuration
        Self.compare(configuration, top: { $0.availableHeight - 0.1 }) { container, height, velocity in
            let layout = SheetLayout(configuration: configuration, container: container)
            let compressed = layout.height(ofState: "compressed")!
            let safeHeight = container.height - container.topSafeAreaInset - container.bottomSafeAreaInset
            let offset = container.availableHeight - height
            let threshold = container.availableHeight - compressed
            if offset < threshold { return velocity > 0 ? "compressed" : "open" }
            if offset < safeHeight { return velocity > 0 ? "closed" : "compressed" }
            return "dismissed"
        }
    }

    /// The Twitter card: three quarters of the screen tall, its bottom `b` below the view's bottom
    /// once dragged (whole points, rounded towards zero). Above its open position it returns; moving
    /// down, slower than 300 pt/s and less than 180 pt down, it returns, else it is dismissed; moving
    /// up or at rest it returns, however far down it is.
    @Test func twitterCard() {
        Self.compare(TwitterMenu.configuration, top: { 0.75 * $0.height + 40 },
                     skip: { container, height, _ in
                         // Within a point above the open position the article truncates a negative offset to 0.
                         height > 0.75 * container.height && height < 0.75 * container.height + 1
                     }) { container, height, velocity in
            let cardHeight = 0.75 * container.height
            let offset = (cardHeight - height).rounded(.towardZero)
            if offset < 0 { return "open" }
            if velocity > 0 { return velocity < 300 && offset < 180 ? "open" : "dismissed" }
            return "open"
        }
    }

    /// The Maps drawer: open up to the safe area's top, or half-way with its top 400 pt below it.
    /// Released between the two, moving down it goes half-way; moving up or at rest it opens. (Below
    /// the half-way position the article's scroll view bounces; not compared.)
    @Test func mapsDrawer() {
        Self.compare(MapsDrawer.configuration, top: { $0.availableHeight },
                     skip: { container, height, _ in
                         // Where 400 pt below the top is off the screen, the article's half-way position is too.
                         container.availableHeight <= 400 || height < container.availableHeight - 400
                     }) { _, _, velocity in
            velocity > 0 ? "half" : "full"
        }
    }
}
