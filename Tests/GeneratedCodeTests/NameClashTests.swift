import Foundation
import struct NameClashSheets.NameClashSheet
import let NameClashSheets.allNameClashSheets
import SheetRuntime
import SheetTestSupport
import Testing

/// Sheets named `String`, `Hashable`, `Data`, `View`, `State`, `SheetConfiguration`, … compile
/// together in one module (NameClashSheets), equal their manifests, and drive a typed controller.
struct NameClashTests {
    /// Each sheet's manifest, by name, compiled from the spec the build plugin generates the module from.
    static let manifests = (try? CompiledManifests.of("Tests/NameClashSheets/Sheets.sheet.yaml")) ?? [:]

    @Test func everyGeneratedSheetIsInTheModule() throws {
        let names = try CompiledManifests.of("Tests/NameClashSheets/Sheets.sheet.yaml").keys.sorted()
        #expect(names == allNameClashSheets.map(\.name).sorted())
        #expect(allNameClashSheets.count >= 70)
        #expect(Set(allNameClashSheets.map(\.name)).isSuperset(of: ["String", "Hashable", "Sendable", "Data", "View", "State", "SheetConfiguration"]))
    }

    @Test(arguments: allNameClashSheets.map(\.name))
    func theSheetEqualsItsManifestAndMovesByItsTypedStates(_ name: String) throws {
        let sheet = try #require(allNameClashSheets.first { $0.name == name })
        let manifest = try #require(Self.manifests[name])
        #expect(try JSONDecoder().decode(SheetConfiguration.self, from: manifest) == sheet.configuration)
        #expect(sheet.configuration.sheet == name)
        #expect(sheet.movedToHighest() == sheet.configuration.states.last?.name)
    }
}
