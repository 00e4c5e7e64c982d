import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SheetRuntime
import SheetTestSupport
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

    /// Every `<text>` of a picture: where it starts, its size, weight, anchor, halo and content.
    private struct TextElement {
        var x: Double, size: Double, bold: Bool, anchor: String?, fill: String, halo: String?, content: String
    }

    private func texts(_ svg: String) throws -> [TextElement] {
        final class Collector: NSObject, XMLParserDelegate {
            var texts: [TextElement] = []
            var open: TextElement?
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                guard name == "text" else { return }
                open = TextElement(x: Double(attributes["x"] ?? "") ?? .nan, size: Double(attributes["font-size"] ?? "") ?? .nan,
                                   bold: attributes["font-weight"] == "bold", anchor: attributes["text-anchor"], fill: attributes["fill"] ?? "",
                                   halo: attributes["paint-order"] == "stroke" ? attributes["stroke"] : nil, content: "")
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { open?.content += string }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                if name == "text", let open { texts.append(open) }
                open = nil
            }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse())
        return collector.texts
    }

    private func width(of svg: String) throws -> Double {
        let match = try #require(svg.firstMatch(of: /<svg [^>]*width="([0-9.]+)"/))
        return try #require(Double(match.1))
    }

    /// Every Sample's sheets, checked as `sheetc preview` checks them.
    private func sampleConfigurations() throws -> [SheetConfiguration] {
        let samples = RepositoryRoot.url.appendingPathComponent("Samples")
        return try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".sheet.yaml") }.sorted()
            .flatMap { name in try check(String(contentsOf: samples.appendingPathComponent(name), encoding: .utf8)).sheets.map(\.configuration) }
    }

    /// Issue 30 item 7: no caption runs off the picture's right edge (MapsDrawer's did), in
    /// either appearance: the picture is as wide as its widest line of text.
    @Test func everySamplesCaptionsFitInThePicture() throws {
        let configurations = try sampleConfigurations()
        #expect(configurations.count >= 8)
        let profiles = PreviewSVG.defaultDevices.compactMap(DeviceProfile.named)
        for configuration in configurations {
            for dark in [false, true] {
                let svg = PreviewSVG.picture(of: configuration, on: profiles, dark: dark).contents
                let width = try width(of: svg)
                for text in try texts(svg) where text.anchor == nil {
                    let right = text.x + PreviewSVG.textWidth(text.content, size: text.size, bold: text.bold)
                    #expect(right <= width, "\(configuration.sheet): '\(text.content)' ends at \(right), the picture at \(width)")
                }
            }
        }
        let maps = try #require(configurations.first { $0.sheet == "MapsDrawer" })
        let svg = PreviewSVG.picture(of: maps, on: profiles).contents
        let caption = try #require(try texts(svg).first { $0.content.hasPrefix("iphone-15-landscape") })
        #expect(caption.content.hasSuffix("floating 16pt above the bottom"))
        #expect(try width(of: svg) >= caption.x + Double(caption.content.count) * 13 * 0.55)
    }

    /// WCAG's contrast ratio of two "#RRGGBB" colours.
    private func contrast(_ first: String, _ second: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let value = Int(hex.dropFirst(), radix: 16)!
            let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { (channel: Int) -> Double in
                let c = Double(channel) / 255
                return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        }
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The `dismissBelow` label has a halo of the page's colour under its glyphs, contrasting
    /// with it (WCAG AA, 4.5:1), so it reads on the dark dimmed backdrop as on a light card.
    @Test func dismissBelowLabelsReadOnAnyBackdrop() throws {
        let yaml = """
            version: 1
            sheet: Dimmed
            concreteDimension: {custom: 100}
            thresholds: {dismissBelow: 400}
            dimming: {maxAlpha: 1}
            """
        for dark in [false, true] {
            let sheet = try #require(check(yaml).sheets.first)
            let svg = PreviewSVG.picture(of: sheet.configuration, on: [DeviceProfile.named("iphone-15")!], dark: dark).contents
            let labels = try texts(svg).filter { $0.content.hasPrefix("dismissBelow") }
            #expect(labels.count == 1, "one on the open state; the hidden closed one is not drawn")
            for label in labels {
                let halo = try #require(label.halo, "no halo in \(dark ? "dark" : "light")")
                #expect(halo == (dark ? PreviewSVG.Palette.dark : .light).page)
                #expect(contrast(label.fill, halo) >= 4.5, "\(label.fill) on \(halo)")
            }
        }
    }

    /// A shadow is drawn, blurred and clipped to the screen, strong enough to show at the
    /// picture's scale; a card without one has none.
    @Test func shadowsAreDrawn() throws {
        let shadowed = try picture("""
            version: 1
            sheet: Lifted
            concreteDimension: half
            appearance: {shadow: {color: "#00000033", radius: 10, offsetY: -2}}
            """, devices: ["iphone-15"])
        let shadow = try #require(shadowed.firstMatch(of: /<path [^>]*fill-opacity="([0-9.]+)" filter="url\(#blur([0-9.]+)\)" clip-path="url\(#screen[0-9]+\)"\/>/))
        #expect(try #require(Double(shadow.1)) >= PreviewSVG.shadowMinimumOpacity)
        #expect(try #require(Double(shadow.2)) >= PreviewSVG.shadowMinimumBlur)
        #expect(shadowed.contains("<feGaussianBlur stdDeviation=\"\(shadow.2)\"/>"))
        #expect(shadowed.contains("<clipPath id=\"screen"))
        let plain = try picture("version: 1\nsheet: Flat\nconcreteDimension: half\n", devices: ["iphone-15"])
        #expect(!plain.contains("filter=") && !plain.contains("<clipPath"))
    }

    /// A state that follows its content is marked on its card and in its caption; the others are not.
    @Test func aFitStateHasAMark() throws {
        let svg = try picture("""
            version: 1
            sheet: Sized
            states: {peek: 80, content: fit}
            """, devices: ["iphone-15"])
        let all = try texts(svg)
        #expect(all.filter { $0.content == "fit" }.count == 1)
        #expect(all.contains { $0.content.hasPrefix("fit · backdrop α") })
        #expect(all.filter { $0.content.hasPrefix("backdrop α") }.count == 1)  // peek's caption, unmarked
        let plain = try texts(picture("version: 1\nsheet: Fixed\nconcreteDimension: half\n", devices: ["iphone-15"]))
        #expect(!plain.contains { $0.content == "fit" || $0.content.hasPrefix("fit ·") })
    }

    /// The caption names only the overrides the spec wrote: `wide` alone on a wide landscape
    /// screen is "wide", not "landscape, wide"; `landscape` alone there is "landscape".
    @Test func theCaptionNamesOnlyTheOverridesWritten() throws {
        func caption(_ overrides: String, on device: String) throws -> String {
            let svg = try picture("""
                version: 1
                sheet: Layouts
                segmented: true
                segments: {open: 90%, compressed: 200, closed: 0}
                overrides: {\(overrides)}
                """, devices: [device])
            return try #require(try texts(svg).first { $0.content.hasPrefix(device) }).content
        }
        #expect(try caption("wide: {placement: {maxWidth: 400}}", on: "ipad-11-landscape").contains("overrides: wide ·"))
        #expect(try !caption("wide: {placement: {maxWidth: 400}}", on: "ipad-11-landscape").contains("landscape,"))
        // A phone on its side is never wide: only `landscape` applies there.
        #expect(try !caption("wide: {placement: {maxWidth: 400}}", on: "iphone-15-landscape").contains("overrides"))
        #expect(try caption("landscape: {placement: {maxWidth: 400}}", on: "ipad-11-landscape").contains("overrides: landscape ·"))
        #expect(try caption("landscape: {placement: {maxWidth: 400}}, wide: {placement: {maxWidth: 500}}", on: "ipad-11-landscape")
            .contains("overrides: landscape, wide ·"))
        #expect(try !caption("wide: {placement: {maxWidth: 400}}", on: "iphone-15").contains("overrides"))
        #expect(try !caption("landscape: {placement: {maxWidth: 400}}", on: "ipad-11").contains("overrides"))
    }
}
