import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SheetRuntime
@testable import SheetcCore
import Testing

/// The preview's structure: well-formed SVG, a screen per state and device, with the
/// numbers the engine computes.
struct PreviewSVGTests {
    private func picture(_ yaml: String, devices: [String] = PreviewSVG.defaultDevices) throws -> String {
        let sheet = try #require(check(yaml).sheets.first)
        return PreviewSVG.picture(of: sheet.configuration, on: devices.compactMap(DeviceProfile.named)).contents
    }

    /// Elements by name, counted by an XML parser (which also proves the document well-formed).
    private func elements(_ svg: String) throws -> [String: Int] {
        final class Counter: NSObject, XMLParserDelegate {
            var counts: [String: Int] = [:]
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                counts[name, default: 0] += 1
            }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let counter = Counter()
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        return counter.counts
    }

    @Test func aScreenPerStateOnEachDevice() throws {
        let svg = try picture("""
            version: 1
            sheet: Drawer
            segmented: true
            segments: {open: 90%, compressed: 300, closed: 80}
            popUpIndicator: true
            """)
        let counts = try elements(svg)
        #expect(counts["g"] == 9)  // 3 devices × 3 states
        #expect(svg.contains("iphone-15 — 393×852pt"))
        #expect(svg.contains("ipad-11 — 834×1194pt"))
        #expect(svg.contains(">compressed 300pt<"))
        #expect(svg.contains(">open 713.7pt<"))      // 90% of 793
        #expect(svg.contains(">closed 80pt<"))
        #expect(svg.contains("dismissBelow 40pt"))
        #expect(svg.contains("backdrop α 0.7"))
    }

    @Test func noDismissLineWhenNotDismissibleAndNoShadeWithoutDimming() throws {
        let svg = try picture("""
            version: 1
            sheet: Maps
            concreteDimension: fullScreen
            headerHeight: 50%
            dimming: false
            interaction: {dismissible: false}
            """, devices: ["iphone-se"])
        #expect(try elements(svg)["g"] == 2)
        #expect(!svg.contains("dismissBelow"))
        #expect(!svg.contains("fill-opacity"))
        #expect(svg.contains(">closed 323.5pt<"))
        #expect(svg.contains(">open 647pt<"))
    }

    @Test func textIsEscaped() {
        #expect(PreviewSVG.escape("<a & \"b\">\u{1}") == "&lt;a &amp; &quot;b&quot;&gt;?")
    }

    /// `--appearance dark` draws the dark member of every colour pair, and the page in dark too;
    /// the light picture keeps the light ones. Every state is drawn and named.
    @Test func darkAppearanceDrawsTheDarkColours() throws {
        let sheet = try #require(check("""
            version: 1
            sheet: Night
            states: {mini: 80, half: 50%, full: 90%}
            appearance: {backgroundColor: {light: "#ABCDEF", dark: "#123456"}}
            popUpIndicator: {color: {light: "#C0C0C0", dark: "#404040"}}
            """).sheets.first)
        let profiles = [DeviceProfile.named("iphone-15")!]
        let light = PreviewSVG.picture(of: sheet.configuration, on: profiles).contents
        let dark = PreviewSVG.picture(of: sheet.configuration, on: profiles, dark: true).contents
        #expect(light.contains("#ABCDEF") && light.contains("#C0C0C0") && !light.contains("#123456") && !light.contains("#404040"))
        #expect(dark.contains("#123456") && dark.contains("#404040") && !dark.contains("#ABCDEF") && !dark.contains("#C0C0C0"))
        #expect(dark.contains("fill=\"\(PreviewSVG.Palette.dark.page)\"") && light.contains("fill=\"\(PreviewSVG.Palette.light.page)\""))
        for label in ["mini 80pt", "half 396.5pt", "full 713.7pt"] { #expect(light.contains(label) && dark.contains(label), "\(label)") }
    }
}
