import SheetRuntime
@testable import SheetcCore
import Testing

/// What the playground page draws beyond the frames comes from the layout each profile gets,
/// overrides included (the page once read the base `placement` for every device).
struct PlaygroundDrawingTests {
    private static func configuration(_ spec: String) throws -> SheetConfiguration {
        let result = Compiler().check([SpecSource(path: "Card.sheet.yaml", bytes: Array(spec.utf8))])[0]
        return try #require(result.sheets.first?.configuration, "\(result.diagnostics.diagnostics)")
    }

    private static func profile(_ name: String) throws -> DeviceProfile {
        try #require(DeviceProfile.builtIn.first { $0.name == name })
    }

    /// A drawer that floats as a 120 pt header card on wide screens only: detached there, with
    /// exactly its 120 pt above the card's margin as its header; edge to edge on a phone.
    @Test func anOverrideThatDetachesTheCardIsDrawnOnItsProfileOnly() throws {
        let drawer = try Self.configuration("""
            version: 1
            sheet: Drawer
            states: {half: 50%, full: 100%}
            overrides:
              wide:
                states: {half: 120}
                placement: {maxWidth: 400, alignment: leading, horizontalMargin: 16, bottomMargin: 16}

            """)
        let pad = PlaygroundDrawing.facts(of: drawer, on: try Self.profile("ipad-11"))
        #expect(pad == PlaygroundDrawing.Facts(detached: true, header: 120, content: nil))
        let phone = PlaygroundDrawing.facts(of: drawer, on: try Self.profile("iphone-15"))
        #expect(phone == PlaygroundDrawing.Facts(detached: false, header: PlaygroundDrawing.titleRowHeight, content: nil))
    }

    /// An attached mini player: its header is its resting height less the safe area under it
    /// (34 pt on the iPhone 15), which the card reaches down behind.
    @Test func aLowAttachedCardsHeaderStandsAboveTheSafeArea() throws {
        let player = try Self.configuration("version: 1\nsheet: Player\nstates: {mini: 72, full: 100%}\n")
        let facts = PlaygroundDrawing.facts(of: player, on: try Self.profile("iphone-15"))
        #expect(facts.header == 72 - 34)
        #expect(!facts.detached)
    }

    /// A fit card: the slider starts at the content height the layout measured, as whole points.
    @Test func aFitStateGivesTheSliderItsStart() throws {
        let card = try Self.configuration("""
            version: 1
            sheet: Confirm
            concreteDimension: {fit: {min: 160, max: 70%}}
            placement: {bottomMargin: 12}

            """)
        let profile = try Self.profile("iphone-15")
        let facts = PlaygroundDrawing.facts(of: card, on: profile)
        let height = try #require(SheetLayout(configuration: card, container: profile.container).states.last).height
        #expect(height > 160)
        #expect(facts.content == (height - 12).rounded())
        #expect(PlaygroundDrawing.json(of: card).contains("\"iphone-15\":{\"detached\":true,\"header\":56,\"content\":\(Int(height - 12))}"))
    }
}
