import SheetcCore
import SheetRuntime
import Testing

/// `diff`, `preview` and the playground on a `target: system` sheet: heights are the system's
/// detents (`SystemDetents`, with the compiler's largest detent), and nothing of SheetRuntime's
/// release rule is offered as the system's.
struct SystemSheetToolsTests {
    static let spec = """
        version: 1
        sheet: Menu
        target: system
        states: {peek: 200, full: {fromTop: 0}}

        """

    static func configuration(_ text: String) throws -> SheetConfiguration {
        let result = Compiler().check([SpecSource(path: "s.sheet.yaml", bytes: Array(text.utf8))])[0]
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted.map(\.message))")
        return try #require(result.sheets.first).configuration
    }

    @Test func diffComparesDetentValuesAndNoDecisions() throws {
        let old = SheetComparison.Side(configuration: try Self.configuration(Self.spec), file: "s.sheet.yaml")
        let new = SheetComparison.Side(configuration: try Self.configuration(Self.spec.replacingOccurrences(of: "peek: 200", with: "peek: 50%")),
                                       file: "s.sheet.yaml")
        let diff = SheetComparison.compare(old: old, new: new)
        #expect(diff.decisions.isEmpty)
        // iphone-15: the largest detent is 749pt, so 50% is 374.5pt (SheetRuntime would say 396.5pt).
        let phone = diff.heights.first { $0.profile == "iphone-15" && $0.state == "peek" }
        #expect(phone?.old == 200)
        #expect(phone?.new == 374.5)
    }

    /// Only where the system shows the detent: not on a phone on its side (full screen) nor an
    /// iPad (a form sheet), and a medium detent not in compact height even where edge-attached.
    @Test func diffListsHeightsOnlyWhereTheSystemShowsTheDetent() throws {
        let old = SheetComparison.Side(configuration: try Self.configuration(Self.spec), file: "s.sheet.yaml")
        let new = SheetComparison.Side(configuration: try Self.configuration(Self.spec.replacingOccurrences(of: "peek: 200", with: "peek: 50%")),
                                       file: "s.sheet.yaml")
        let profiles = Set(SheetComparison.compare(old: old, new: new).heights.map(\.profile))
        #expect(profiles == ["iphone-se", "iphone-15", "iphone-15-pro-max"])
        let attached = Self.spec.replacingOccurrences(of: "target: system\n", with: "target: system\nedgeAttachedInCompactHeight: true\n")
        let medium = SheetComparison.compare(
            old: .init(configuration: try Self.configuration(attached), file: "s.sheet.yaml"),
            new: .init(configuration: try Self.configuration(attached.replacingOccurrences(of: "peek: 200", with: "peek: medium")), file: "s.sheet.yaml"))
        #expect(Set(medium.heights.map(\.profile)) == ["iphone-se", "iphone-15", "iphone-15-pro-max"])
    }

    /// `peek: 340` is above `half: 50%` on an iPhone 15 and below it on an iPhone SE (318.5pt):
    /// `simulate` and `preview` list the detents smallest first on each, as UIKit is given them.
    @Test func simulateAndPreviewListTheDetentsSmallestFirstOnEachProfile() throws {
        let crossing = try Self.configuration("version: 1\nsheet: Menu\ntarget: system\nstates: {peek: 340, half: 50%, full: {fromTop: 0}}\n")
        let se = SystemSheetSimulation(configuration: crossing, profile: DeviceProfile.named("iphone-se")!, height: 100, velocity: 0)
        #expect(se.detents.map(\.name) == ["half", "peek", "full"])
        let phone = SystemSheetSimulation(configuration: crossing, profile: DeviceProfile.named("iphone-15")!, height: 100, velocity: 0)
        #expect(phone.detents.map(\.name) == ["peek", "half", "full"])
        let picture = PreviewSVG.picture(of: crossing, on: [DeviceProfile.named("iphone-se")!]).contents
        let half = try #require(picture.range(of: "half 318.5pt")), peek = try #require(picture.range(of: "peek 340pt"))
        #expect(half.lowerBound < peek.lowerBound)
    }

    @Test func diffSaysTheTargetChanged() throws {
        let runtime = Self.spec.replacingOccurrences(of: "target: system\n", with: "")
        let diff = SheetComparison.compare(old: .init(configuration: try Self.configuration(runtime), file: "s.sheet.yaml"),
                                           new: .init(configuration: try Self.configuration(Self.spec), file: "s.sheet.yaml"))
        #expect(diff.api.contains { $0.isBreaking && $0.message.contains("target runtime → system") })
    }

    @Test func previewDrawsEachDetentCaptionedSystemSheet() throws {
        let picture = PreviewSVG.picture(of: try Self.configuration(Self.spec), on: [DeviceProfile.named("iphone-15")!]).contents
        #expect(picture.contains("system sheet"))
        #expect(picture.contains("largest detent 749pt"))
        #expect(picture.contains("peek 200pt") && picture.contains("full 749pt"))
        #expect(!picture.contains("dismissBelow"))
        let runtime = PreviewSVG.picture(of: try Self.configuration(Self.spec.replacingOccurrences(of: "target: system\n", with: "")),
                                         on: [DeviceProfile.named("iphone-15")!]).contents
        #expect(!runtime.contains("system sheet"))
    }

    @Test func playgroundSaysWhoDecides() throws {
        let page = PlaygroundPage.page(of: try Self.configuration(Self.spec), device: "iphone-15").contents
        #expect(page.contains("System sheet (target: system)"))
        #expect(page.contains("peek 200pt, full 749pt"))
        #expect(page.contains("SheetRuntime's default release rule"))
        let runtime = PlaygroundPage.page(of: try Self.configuration(Self.spec.replacingOccurrences(of: "target: system\n", with: "")), device: "iphone-15").contents
        #expect(!runtime.contains("id=\"target-note\""))
    }
}
