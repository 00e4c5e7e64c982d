import EdgeCaseSheets
import Foundation
import SheetRuntime
import SheetTestSupport
import Testing

/// The golden reference (Golden/Reference.swift, committed) is compiled into this target, and the
/// edge cases' sheets into EdgeCaseSheets by the build plugin, with package access; each
/// configuration must equal its manifest (compiled from the same spec) decoded, whatever access
/// level or hostile text it was made with.
struct GoldenOutputsCompileTests {
    static let configurations: [String: SheetConfiguration] = edgeCaseConfigurations.merging(
        ["EverythingSet": EverythingSet.configuration, "Hostile": Hostile.configuration, "SystemMenu": SystemMenu.configuration],
        uniquingKeysWith: { first, _ in first })

    static let manifests = ((try? CompiledManifests.of("Tests/GeneratedCodeTests/Golden/Reference.sheet.yaml")) ?? [:])
        .merging((try? CompiledManifests.of("Tests/EdgeCaseSheets")) ?? [:], uniquingKeysWith: { first, _ in first })

    @Test func everyManifestIsCovered() throws {
        #expect(Self.manifests.keys.sorted() == Self.configurations.keys.sorted())
        #expect(Self.configurations.count == 6)
    }

    @Test func configurationsEqualTheirDecodedManifests() throws {
        for (name, configuration) in Self.configurations {
            let data = try #require(Self.manifests[name])
            #expect(try JSONDecoder().decode(SheetConfiguration.self, from: data) == configuration, "\(name)")
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
