import SheetRuntime
import SheetTestSupport
import Testing

/// docs/language.md `overrides`: which layout applies where, and the controller keeping the state
/// across a switch (docs/behaviour.md#size-changes-and-other-new-heights).
struct OverridesTests {
    typealias F = ControllerFixtures

    private func configuration() -> SheetConfiguration {
        var configuration = SheetConfiguration.test()   // hidden closed, compressed 300, open 600
        let floating = Placement(maxWidth: 400, alignment: .leading, horizontalMargin: 16, bottomMargin: 16)
        configuration.overrides = SheetOverrides(
            landscape: SheetVariant(states: .test([.zero, .points(150), .points(300)]), topInset: .zero, placement: .edgeToEdge),
            wide: SheetVariant(states: configuration.states, topInset: .zero, placement: floating),
            wideLandscape: SheetVariant(states: configuration.states, topInset: .points(40), placement: floating))
        return configuration
    }

    @Test func theVariantFollowsTheContainersShape() {
        let overrides = configuration().overrides
        #expect(overrides.variant(for: .iPhone15) == nil)
        #expect(overrides.variant(for: .iPhoneSELandscape) == overrides.landscape)
        #expect(overrides.variant(for: .iPad11) == overrides.wide)
        #expect(overrides.variant(for: .iPad11Landscape) == overrides.wideLandscape)
        // A phone on its side is 852pt wide but only 393pt tall: never wide, whatever its width.
        #expect(overrides.variant(for: .iPhone15Landscape) == overrides.landscape)
        // A large window is wide from 700 × 500pt on, in either shape.
        let window = { (width: Double, height: Double) in ContainerMetrics(width: width, height: height, topSafeAreaInset: 0, bottomSafeAreaInset: 0) }
        #expect(overrides.variant(for: window(700, 500)) == overrides.wideLandscape)
        #expect(overrides.variant(for: window(1000, 499)) == overrides.landscape)
        #expect(overrides.variant(for: window(699, 900)) == nil)
        #expect(overrides.variant(for: window(700, 700)) == overrides.wide)
    }

    @Test func aSwitchKeepsTheStateAndMovesTheCardAtOnce() {
        var sheet = F.controller(configuration())
        #expect(sheet.frame.height == 300 && sheet.frame.x == 0 && sheet.frame.width == 393)
        sheet.resize(to: .iPad11, time: 1)
        var frame = sheet.frame(at: 1)
        #expect(frame.state == NamedSheetState("compressed") && frame.height == 316 && frame.x == 16 && frame.width == 400)
        sheet.resize(to: .iPhoneSELandscape, time: 2)
        frame = sheet.frame(at: 2)
        #expect(frame.state == NamedSheetState("compressed") && frame.height == 150 && frame.x == 0 && frame.width == 667)
        #expect(sheet.takeEvents().isEmpty)
    }
}
