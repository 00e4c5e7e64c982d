import Foundation
import GeneratedSamples
import SheetRuntime
import SheetTestSupport
import Testing

/// The samples' generated Swift, compiled into this test, must hold exactly the
/// configurations their manifests decode to.
struct GeneratedSamplesTests {
    static let generated = RepositoryRoot.url.appendingPathComponent("Samples/Generated")

    /// Every generated sample, by name. A sample added without a line here fails `everyManifestIsCovered`.
    static let configurations: [String: SheetConfiguration] = [
        "ConfirmCard": ConfirmCard.configuration,
        "GlassPlacesDrawer": GlassPlacesDrawer.configuration,
        "GlideCard": GlideCard.configuration,
        "MapsDrawer": MapsDrawer.configuration,
        "NowPlaying": NowPlaying.configuration,
        "PlacesDrawer": PlacesDrawer.configuration,
        "ReactionList": ReactionList.configuration,
        "ShareMenu": ShareMenu.configuration,
        "SignInCard": SignInCard.configuration,
        "SortMenu": SortMenu.configuration,
        "SystemShareMenu": SystemShareMenu.configuration,
        "TwitterMenu": TwitterMenu.configuration,
    ]

    static var manifestNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: generated.path)) ?? [])
            .filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(".json".count)) }
            .sorted()
    }

    @Test func everyManifestIsCovered() {
        #expect(Self.manifestNames == Self.configurations.keys.sorted())
    }

    @Test(arguments: configurations.keys.sorted())
    func configurationEqualsItsDecodedManifest(_ name: String) throws {
        let data = try Data(contentsOf: Self.generated.appendingPathComponent(name + ".json"))
        let decoded = try JSONDecoder().decode(SheetConfiguration.self, from: data)
        #expect(decoded == Self.configurations[name])
    }

    @Test func typedStatesMatchTheConfiguration() {
        #expect(ReactionList.State.allCases.map(\.rawValue) == ReactionList.configuration.states.map(\.name))
        #expect(TwitterMenu.State.allCases.map(\.rawValue) == ["closed", "open"])
        #expect(ReactionList.initialState.rawValue == ReactionList.configuration.initialState)
        #expect(MapsDrawer.configuration.dimming == nil)
        #expect(PlacesDrawer.State.allCases == [.peek, .half, .full, .max])
        #expect(PlacesDrawer.State.allCases.map(\.rawValue) == PlacesDrawer.configuration.states.map(\.name))
        #expect(PlacesDrawer.initialState == .half)
        #expect(NowPlaying.configuration.appearance.backgroundColor.dark == SheetColor(hex: "#2C2C2E"))
        #expect(NowPlaying.configuration.appearance.backgroundColor.light == SheetColor(hex: "#F2F2F7"))
    }

    @Test func manifestsRefuseAnotherVersion() throws {
        var text = try String(contentsOf: Self.generated.appendingPathComponent("GlideCard.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\"manifestVersion\": 1", with: "\"manifestVersion\": 2")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SheetConfiguration.self, from: Data(text.utf8))
        }
    }
}
