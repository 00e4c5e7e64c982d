@testable import SheetRuntime
import SheetTestSupport
import Testing

/// Issue 44: `.fixed` content on a floating card was laid out again at every frame between the float
/// and `attach` states — its height followed the card's rising bottom edge (margin × f). It keeps one
/// height now; its width follows the card's there, and only there.
struct FixedContentSizeTests {
    /// States 0, 300 and 600, floating 16 pt clear until `open` (600) on an iPhone 15.
    static func floating(attach: Placement.Floating.Attachment = .state("open")) -> SheetEngine {
        var configuration = SheetConfiguration.test()
        configuration.appearance.material = .glass
        configuration.placement.float = Placement.Floating(margin: 16, attach: attach)
        return SheetEngine(configuration: configuration, container: .iPhone15)
    }

    @Test func aFloatingCardsContentKeepsOneHeightFromTheBottomToTheHighestState() {
        for engine in [Self.floating(), Self.floating(attach: .never)] {
            let heights = Set(stride(from: 0.0, through: 600, by: 7.5).map { FixedContentSize.height(on: engine.layout, atFrameHeight: $0) })
            #expect(heights.count == 1, "\(heights.sorted())")
            // Rubber-banding above the highest state it grows with the card, as before.
            #expect(FixedContentSize.height(on: engine.layout, atFrameHeight: 640) > heights.first ?? 0)
        }
        #expect(FixedContentSize.height(on: Self.floating().layout, atFrameHeight: 450) == 600)
    }

    @Test func itsWidthIsTheCardsAndChangesOnlyBetweenTheFloatAndAttach() {
        let engine = Self.floating()
        let widths = stride(from: 0.0, through: 600, by: 7.5).map { (height: $0, width: engine.cardGeometry(atFrameHeight: $0).width) }
        let changing = Set(widths.filter { $0.width != widths.first?.width && $0.width != widths.last?.width }.map(\.height))
        #expect(!changing.isEmpty && changing.allSatisfy { $0 > 300 && $0 < 600 })
    }

    @Test func aDetachedCardsContentEndsAtItsBottomEdgeAsBefore() {
        var configuration = SheetConfiguration.test(states: [.points(100), .points(300), .points(600)])
        configuration.placement = Placement(bottomMargin: 40)
        let layout = SheetLayout(configuration: configuration, container: .iPhone15)
        #expect(FixedContentSize.height(on: layout, atFrameHeight: 340) == 300)
        #expect(FixedContentSize.height(on: layout, atFrameHeight: 60) == 100)
    }

    @Test func anAttachedCardsContentIsAsTallAsItsHighestState() {
        let layout = SheetLayout(configuration: .test(states: [.points(100), .points(300), .points(600)]), container: .iPhone15)
        #expect([50.0, 300, 600].map { FixedContentSize.height(on: layout, atFrameHeight: $0) } == [600, 600, 600])
        #expect(FixedContentSize.height(on: layout, atFrameHeight: 650) == 650)
    }
}
