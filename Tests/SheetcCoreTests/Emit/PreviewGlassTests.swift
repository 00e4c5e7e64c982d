import SheetRuntime
@testable import SheetcCore
import Testing

/// `sheetc preview` draws each state's card with the controller's geometry: a glass drawer that
/// floats until full is a translucent grey card standing off the edges at peek, and attached,
/// with its background colour at full opacity, at full. (Built as a configuration: the spec
/// language's glass keys are another change's.)
struct PreviewGlassTests {
    private static func drawer(dark: Bool = false) throws -> String {
        let spec = "version: 1\nsheet: Drawer\nstates: {peek: 120, full: 100%}\ndimming: false\n"
        var configuration = try #require(Compiler().check([SpecSource(path: "Drawer.sheet.yaml", bytes: Array(spec.utf8))])[0].sheets.first?.configuration)
        configuration.appearance.material = .glass
        configuration.appearance.cornerRadius = .concentric(minimum: 10)
        configuration.placement.float = Placement.Floating(margin: 8, attach: .state("full"))
        let profile = try #require(DeviceProfile.named("iphone-15"))
        return PreviewSVG.picture(of: configuration, on: [profile], dark: dark).contents
    }

    @Test func theCaptionMarksGlass() throws {
        #expect(try Self.drawer().contains("iphone-15 — 393×852pt · glass</text>"))
    }

    /// At peek the card floats: 8 pt in from each side (2.4 px at 0.3 px a point), its bottom
    /// corners round (47 pt, concentric with the display's 55), glass alone (no colour over it);
    /// at full it is attached, square below, its colour over the glass at opacity 1.
    @Test func eachStateIsDrawnWithItsGeometry() throws {
        let svg = try Self.drawer()
        let grey = svg.components(separatedBy: "fill=\"#F2F2F7\" fill-opacity=\"0.72\"").count - 1
        #expect(grey == 2)   // one glass card per state
        let peek = try #require(svg.range(of: "<path d=\"M26.4 "))   // the screen starts at x 24
        #expect(svg[peek.lowerBound...].prefix(200).contains("A14.1 14.1"))   // 47 pt × 0.3, below as above
        #expect(svg.contains("fill=\"#FFFFFF\" fill-opacity=\"1\""))   // the colour over the glass at full
        #expect(svg.components(separatedBy: "fill=\"#FFFFFF\" fill-opacity=").count - 1 == 1)   // and only there
    }

    @Test func darkGlassIsDarkGrey() throws {
        #expect(try Self.drawer(dark: true).contains("fill=\"#3A3A3C\" fill-opacity=\"0.72\""))
    }
}
