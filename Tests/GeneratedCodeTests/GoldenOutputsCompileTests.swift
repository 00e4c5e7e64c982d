import Foundation
import SheetRuntime
import SheetTestSupport
import Testing

/// The golden outputs under Golden/ are compiled into this target; each configuration
/// must equal its manifest decoded, whatever access level or hostile text it was made with.
struct GoldenOutputsCompileTests {
    static let golden = RepositoryRoot.url.appendingPathComponent("Tests/GeneratedCodeTests/Golden")

    static let configurations: [(folder: String, configuration: SheetConfiguration)] = [
        ("minimal/Minimal", Minimal.configuration),
        ("segmented-public/EverythingSet", EverythingSet.configuration),
        ("hostile-package/Hostile", Hostile.configuration),
        ("sixteen-states/SixteenStates", SixteenStates.configuration),
        ("glass/GlassDrawer", GlassDrawer.configuration),
    ]

    @Test func everyGoldenManifestIsCovered() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.golden.path).sorted()
        #expect(folders == Self.configurations.map { String($0.folder.split(separator: "/")[0]) }.sorted())
    }

    @Test func configurationsEqualTheirDecodedManifests() throws {
        for (path, configuration) in Self.configurations {
            let data = try Data(contentsOf: Self.golden.appendingPathComponent(path + ".json"))
            #expect(try JSONDecoder().decode(SheetConfiguration.self, from: data) == configuration, "\(path)")
        }
    }

    /// The most states a spec may name: one case each, in the written order, as the manifest lists them.
    @Test func sixteenNamedStatesAreSixteenCases() {
        #expect(SixteenStates.State.allCases.count == 16)
        #expect(SixteenStates.State.allCases.map(\.rawValue) == SixteenStates.configuration.states.map(\.name))
        #expect(SixteenStates.State.allCases.first == .peek && SixteenStates.State.allCases.last == .max)
        #expect(SixteenStates.initialState == .half)
    }

    /// `style: glass` resolved: the preset's leaves where the spec writes none, the written ones
    /// kept, the float merged key by key into each override.
    @Test func glassResolvesThePresetUnderWhatIsWritten() {
        let configuration = GlassDrawer.configuration
        #expect(configuration.appearance.material == .glass)
        #expect(configuration.appearance.cornerRadius == .concentric(minimum: 12))
        #expect(configuration.appearance.shadow == nil)
        #expect(configuration.placement.float == Placement.Floating(margin: 8, attach: .state("full")))
        #expect(configuration.animation == SheetAnimation(curve: .spring, duration: 0.5, damping: 1, initialVelocity: 0))
        #expect(configuration.overrides.landscape?.placement.float == Placement.Floating(margin: 12, attach: .state("full")))
        #expect(configuration.overrides.landscape?.placement.maxWidth == 420)
        #expect(configuration.overrides.wide?.placement.float == nil)
        #expect(configuration.overrides.wideLandscape?.placement.float == nil)
    }

    @Test func hostileDescriptionStayedInItsComment() {
        #expect(Hostile.State.allCases == [.closed, .open])
        #expect(Hostile.configuration.sheet == "Hostile")
    }
}
