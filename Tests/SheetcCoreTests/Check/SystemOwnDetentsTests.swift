import Foundation
@testable import SheetcCore
import SheetRuntime
import Testing

/// `medium` and `large` as a state's height on `target: system`: the system's own detents
/// (UIKit's `.medium()` / `.large()`), written `{"system": …}` in the manifest, large = M and
/// medium = M ÷ 2 for the tools, medium inactive in compact height; on `target: runtime` an error
/// that says what to write instead.
struct SystemOwnDetentsTests {
    static let spec = "version: 1\nsheet: Share\ntarget: system\nedgeAttachedInCompactHeight: true\nstates: {peek: 120, half: medium, full: large}\n"

    private func sheet(_ yaml: String) throws -> CheckedSheet {
        let result = check(yaml)
        #expect(result.diagnostics.errorCount == 0, "\(codes(result))")
        return try #require(result.sheets.first)
    }

    @Test func theyReachTheManifestAndTheSwift() throws {
        let sheet = try sheet(Self.spec)
        #expect(sheet.configuration.states.map(\.height) == [.points(120), .system(.medium), .system(.large)])
        let manifest = ManifestEmitter.manifest(for: sheet.configuration).contents
        #expect(manifest.contains("\"system\": \"medium\"") && manifest.contains("\"system\": \"large\""))
        #expect(try ManifestReader.configuration(fromJSON: Array(manifest.utf8)) == sheet.configuration)
        #expect(try JSONDecoder().decode(SheetConfiguration.self, from: Data(manifest.utf8)) == sheet.configuration)
        let swift = SwiftEmitter.source(for: sheet, accessLevel: .internal).contents
        #expect(swift.contains(".system(.medium)") && swift.contains(".system(.large)"))
    }

    @Test func largeIsMAndMediumHalfOfItInactiveInCompactHeight() throws {
        let configuration = try sheet(Self.spec).configuration
        let phone = SystemSheetSimulation(configuration: configuration, profile: DeviceProfile.named("iphone-15")!, height: 0, velocity: 0)
        #expect(phone.detents.map(\.name) == ["peek", "half", "full"])
        #expect(phone.detents.map(\.value) == [120, 374.5, 749])
        // On its side (edge-attached here), medium is inactive: not listed, not drawn.
        let side = SystemSheetSimulation(configuration: configuration, profile: DeviceProfile.named("iphone-15-landscape")!, height: 0, velocity: 0)
        #expect(side.presentation == .detents && side.detents.map(\.name) == ["peek", "full"])
        let picture = PreviewSVG.picture(of: configuration, on: [DeviceProfile.named("iphone-15-landscape")!]).contents
        #expect(picture.contains("full 362pt") && !picture.contains("half "))
        // The largest detent attaches when drawn in the system's look.
        #expect(configuration.drawnAsTheSystemDoes.placement.float?.attach == .state("full"))
    }

    @Test func onTheRuntimeTargetTheyAreAnErrorSayingWhatToWrite() {
        let result = check("version: 1\nsheet: Share\nstates: {half: medium, full: large}\n")
        #expect(codes(result) == ["E232@3:16", "E232@3:30"])
        let helps = result.diagnostics.sorted.compactMap(\.help)
        #expect(helps.contains { $0.contains("'50%'") } && helps.contains { $0.contains("'{fromTop: 0}'") })
    }
}
