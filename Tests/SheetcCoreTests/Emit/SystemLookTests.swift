import Foundation
@testable import SheetcCore
import SheetRuntime
import Testing

/// A `target: system` sheet's look is the system's own unless the spec writes it: an unwritten
/// `appearance.cornerRadius` / `backgroundColor` is `null` in the manifest and `nil` in the
/// generated Swift (so UIKit and SwiftUI leave them to iOS 26's Liquid Glass), and `preview` and
/// the playground draw such a sheet as iOS 26 does, saying "the system's look".
struct SystemLookTests {
    static let unstyled = """
        version: 1
        sheet: Share
        target: system
        states: {half: 50%, full: {fromTop: 0}}

        """

    private func sheet(_ yaml: String) throws -> CheckedSheet {
        let result = check(yaml)
        #expect(result.diagnostics.errorCount == 0, "\(codes(result))")
        return try #require(result.sheets.first)
    }

    @Test func anUnwrittenLookIsNullInTheManifestAndNilInSwift() throws {
        let sheet = try sheet(Self.unstyled)
        #expect(sheet.configuration.appearance.cornerRadius == nil)
        #expect(sheet.configuration.appearance.backgroundColor == nil)
        let manifest = ManifestEmitter.manifest(for: sheet.configuration).contents
        #expect(manifest.contains("\"backgroundColor\": null"))
        #expect(manifest.contains("\"cornerRadius\": null"))
        // Both readers of a manifest give back the same configuration, `nil`s included.
        #expect(try ManifestReader.configuration(fromJSON: Array(manifest.utf8)) == sheet.configuration)
        #expect(try JSONDecoder().decode(SheetConfiguration.self, from: Data(manifest.utf8)) == sheet.configuration)
        let swift = SwiftEmitter.source(for: sheet, accessLevel: .internal).contents
        #expect(swift.contains("cornerRadius: nil, backgroundColor: nil"))
    }

    @Test func aWrittenLookIsKeptAsWritten() throws {
        let sheet = try sheet(Self.unstyled + "appearance: {cornerRadius: 22}\n")
        #expect(sheet.configuration.appearance.cornerRadius == .points(22))
        #expect(sheet.configuration.appearance.backgroundColor == nil)
        let coloured = try self.sheet(Self.unstyled + "appearance: {backgroundColor: \"#F2F2F7\"}\n")
        #expect(coloured.configuration.appearance.cornerRadius == nil)
        #expect(coloured.configuration.appearance.backgroundColor == SheetColorPair(SheetColor(red: 0xF2, green: 0xF2, blue: 0xF7)))
    }

    @Test func aRuntimeSheetKeepsTheLanguageDefaults() throws {
        let sheet = try sheet(Self.unstyled.replacingOccurrences(of: "target: system\n", with: ""))
        #expect(sheet.configuration.appearance.cornerRadius == .points(10))
        #expect(sheet.configuration.appearance.backgroundColor == Appearance.systemBackgroundColor)
        #expect(sheet.configuration.drawnAsTheSystemDoes == sheet.configuration)
    }

    @Test func theSystemsLookIsDrawnAsIOS26DrawsIt() throws {
        let drawn = try sheet(Self.unstyled).configuration.drawnAsTheSystemDoes
        #expect(drawn.appearance.material == .glass)
        #expect(drawn.appearance.cornerRadius == .concentric(minimum: 10))
        // Floating at the partial detent, attached at the largest.
        #expect(drawn.placement.float == Placement.Floating(margin: 8, attach: .state("full")))
        let profile = try #require(DeviceProfile.named("iphone-15"))
        let engine = SheetEngine(configuration: drawn, container: profile.container)
        let half = try #require(engine.layout.states.first { $0.name == "half" }).height
        let full = try #require(engine.layout.states.first { $0.name == "full" }).height
        let floating = engine.cardGeometry(atFrameHeight: half), attached = engine.cardGeometry(atFrameHeight: full)
        #expect(floating.bottom == 8 && floating.width == profile.width - 16 && floating.bottomCornerRadius == 47 && floating.opacity == 0)
        #expect(attached.bottom == 0 && attached.width == profile.width && attached.bottomCornerRadius == 0 && attached.opacity == 1)
        // A lower highest detent is never the system's largest: the sheet floats there too.
        let low = try sheet("version: 1\nsheet: Low\ntarget: system\nstates: {peek: 200, half: 400}\n").configuration.drawnAsTheSystemDoes
        #expect(low.placement.float?.attach == .never)
        // The largest detent attaches wherever it is written (the written order need not rise on
        // this target). Before, only the last written state could: this one floated at `large`.
        let first = try sheet("version: 1\nsheet: First\ntarget: system\ninitialState: peek\nstates: {full: large, peek: 200}\n")
            .configuration.drawnAsTheSystemDoes
        #expect(first.placement.float?.attach == .state("full"))
    }

    @Test func previewDrawsTheSystemsLookAndSaysSo() throws {
        let profile = try #require(DeviceProfile.named("iphone-15"))
        let picture = PreviewSVG.picture(of: try sheet(Self.unstyled).configuration, on: [profile]).contents
        #expect(picture.contains("the system's look"))
        // Glass: the translucent grey, not the opaque card of before.
        #expect(picture.contains("fill=\"#F2F2F7\" fill-opacity=\"0.72\""))
        let written = PreviewSVG.picture(of: try sheet(Self.unstyled + "appearance: {cornerRadius: 22, backgroundColor: \"#FF0000\"}\n").configuration,
                                         on: [profile]).contents
        #expect(!written.contains("the system's look"))
        #expect(written.contains("fill=\"#FF0000\""))
        #expect(!written.contains("fill-opacity=\"0.72\""))
    }

    @Test func thePlaygroundRunsTheSystemsLookAndSaysSo() throws {
        let page = PlaygroundPage.page(of: try sheet(Self.unstyled).configuration, device: "iphone-15").contents
        #expect(page.contains("drawn in the system's look"))
        #expect(page.contains("\"material\": \"glass\""))
        #expect(page.contains("\"concentric\""))
    }
}
