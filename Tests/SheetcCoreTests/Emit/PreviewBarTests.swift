import Foundation
import SheetRuntime
@testable import SheetcCore
import Testing

/// `preview --bar`: the states stand on the bar, the caption says so, the backdrop stops at the
/// bar's top, and the bar is drawn over the card where the card stands on it and under it where
/// the card covers it.
struct PreviewBarTests {
    static let spec = """
        version: 1
        sheet: Maps
        states: {peek: 100, full: 90%}
        placement: {bar: {coverFrom: full}}
        dimming: {from: peek, fullFrom: full}

        """

    @Test func theStatesStandOnTheBarDrawnWhereTheFrameSays() throws {
        let sheet = try #require(check(Self.spec).sheets.first)
        let profile = try #require(DeviceProfile.named("iphone-15"))
        let svg = PreviewSVG.picture(of: sheet.configuration, on: [profile], bar: 83).contents
        #expect(svg.contains("iphone-15 — 393×852pt · on a 83pt bar"))
        #expect(svg.components(separatedBy: "bar 83pt").count - 1 == 2)   // one screen per state
        let screens = svg.components(separatedBy: "<g>").dropFirst()
        // peek: the card stands on the bar, so the bar is drawn after (over) the card's path.
        let peek = try #require(screens.first)
        let peekBar = try #require(peek.range(of: "bar 83pt")), peekCard = try #require(peek.range(of: "<path"))
        #expect(peekCard.lowerBound < peekBar.lowerBound)
        // full: the card covers the bar, drawn over it.
        let full = try #require(screens.dropFirst().first)
        let fullBar = try #require(full.range(of: "bar 83pt")), fullCard = try #require(full.range(of: "<path"))
        #expect(fullBar.lowerBound < fullCard.lowerBound)
        // Without --bar, nothing of it.
        let plain = PreviewSVG.picture(of: sheet.configuration, on: [profile]).contents
        #expect(!plain.contains("bar 83pt") && !plain.contains("on a"))
    }
}
