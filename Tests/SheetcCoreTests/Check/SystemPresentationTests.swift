import Foundation
@testable import SheetcCore
import SheetRuntime
import Testing

/// Where the system sheet shows detents, and in what order: not in compact height unless
/// `edgeAttachedInCompactHeight`, not in regular width (a centred form sheet), and smallest
/// first on each container, so the checker judges only what a device shows.
struct SystemPresentationTests {
    private func sheet(_ yaml: String) throws -> CheckedSheet {
        let result = check(yaml)
        #expect(result.diagnostics.errorCount == 0, "\(codes(result))")
        return try #require(result.sheets.first)
    }

    /// The set UIKit accepts, refused before on iphone-se-landscape (E203), where the system
    /// sheet is full screen anyway.
    @Test func aSetUIKitAcceptsChecksClean() throws {
        let result = check("version: 1\nsheet: Places\ntarget: system\nstates: {compact: 300, medium: 50%, large: {fromTop: 0}}\n")
        #expect(codes(result).isEmpty)
    }

    @Test func edgeAttachedInCompactHeightReachesTheManifestAndTheSwift() throws {
        let attached = try sheet("version: 1\nsheet: Edge\ntarget: system\nedgeAttachedInCompactHeight: true\nstates: {peek: 200, full: {fromTop: 0}}\n")
        #expect(attached.configuration.edgeAttachedInCompactHeight)
        let manifest = ManifestEmitter.manifest(for: attached.configuration).contents
        #expect(manifest.contains("\"edgeAttachedInCompactHeight\": true"))
        #expect(try ManifestReader.configuration(fromJSON: Array(manifest.utf8)) == attached.configuration)
        #expect(try JSONDecoder().decode(SheetConfiguration.self, from: Data(manifest.utf8)) == attached.configuration)
        #expect(SwiftEmitter.source(for: attached, accessLevel: .internal).contents.contains("edgeAttachedInCompactHeight: true"))
        // Written for every system sheet (the default explicit), never for a runtime one.
        let plain = try sheet("version: 1\nsheet: Plain\ntarget: system\nstates: {peek: 200}\n")
        #expect(ManifestEmitter.manifest(for: plain.configuration).contents.contains("\"edgeAttachedInCompactHeight\": false"))
        let runtime = try sheet("version: 1\nsheet: Runtime\nstates: {peek: 200}\n")
        #expect(!ManifestEmitter.manifest(for: runtime.configuration).contents.contains("edgeAttachedInCompactHeight"))
    }

    @Test func simulateSaysWhereTheSystemShowsNoDetents() throws {
        let configuration = try sheet("version: 1\nsheet: Menu\ntarget: system\nstates: {half: 50%, full: {fromTop: 0}}\n").configuration
        let landscape = SystemSheetSimulation(configuration: configuration, profile: DeviceProfile.named("iphone-15-landscape")!, height: 100, velocity: 0)
        #expect(landscape.presentation == .fullScreen && landscape.detents.isEmpty)
        #expect(landscape.text.contains("no detents here: the system shows the sheet full screen in compact height"))
        let pad = SystemSheetSimulation(configuration: configuration, profile: DeviceProfile.named("ipad-11")!, height: 100, velocity: 0)
        #expect(pad.presentation == .formSheet && pad.json.rendered().contains("\"presentation\": \"formSheet\""))
        let phone = SystemSheetSimulation(configuration: configuration, profile: DeviceProfile.named("iphone-15")!, height: 100, velocity: 0)
        #expect(phone.presentation == .detents && phone.detents.map(\.name) == ["half", "full"])
    }

    @Test func previewDrawsWhatTheSystemShowsWithoutDetents() throws {
        let configuration = try sheet("version: 1\nsheet: Menu\ntarget: system\nstates: {half: 50%, full: {fromTop: 0}}\n").configuration
        let profiles = ["iphone-15", "iphone-15-landscape", "ipad-11"].compactMap(DeviceProfile.named)
        let picture = PreviewSVG.picture(of: configuration, on: profiles).contents
        #expect(picture.contains("half 374.5pt"))
        #expect(picture.contains("no detents: the system shows the sheet full screen in compact height"))
        #expect(picture.contains("no detents: the system shows the sheet as a form sheet centred on the screen in regular width"))
        #expect(!picture.contains("half 570pt"))  // the iPad's would-be detent is not drawn
    }
}
