import Foundation
import struct NameClashSheets.NameClashSheet
import let NameClashSheets.allNameClashSheets
import SheetRuntime
import SheetTestSupport
import Testing

/// Sheets named `String`, `Hashable`, `Data`, `View`, `State`, `SheetConfiguration`, … compile
/// together in one module (NameClashSheets), equal their manifests, and drive a typed controller.
struct NameClashTests {
    static let folder = RepositoryRoot.url.appendingPathComponent("Tests/NameClashSheets")

    @Test func everyGeneratedSheetIsInTheModule() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".swift") && $0 != "AllSheets.swift" }
        #expect(files.count == allNameClashSheets.count)
        #expect(allNameClashSheets.count >= 70)
        #expect(Set(allNameClashSheets.map(\.name)).isSuperset(of: ["String", "Hashable", "Sendable", "Data", "View", "State", "SheetConfiguration"]))
    }

    @Test(arguments: allNameClashSheets.map(\.name))
    func theSheetEqualsItsManifestAndMovesByItsTypedStates(_ name: String) throws {
        let sheet = try #require(allNameClashSheets.first { $0.name == name })
        let manifest = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).json"))
        #expect(try JSONDecoder().decode(SheetConfiguration.self, from: manifest) == sheet.configuration)
        #expect(sheet.configuration.sheet == name)
        #expect(sheet.movedToHighest() == sheet.configuration.states.last?.name)
    }
}
