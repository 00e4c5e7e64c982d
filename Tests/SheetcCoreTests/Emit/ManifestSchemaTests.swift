import Foundation
import SheetcCore
import SheetTestSupport
import Testing

/// Every manifest the project holds conforms to `Schemas/sheet-manifest.schema.json`,
/// and every sample spec to `Schemas/sheet-spec.schema.json`'s rules for what it contains.
struct ManifestSchemaTests {
    static func validator(_ name: String) throws -> SchemaValidator {
        SchemaValidator(root: try JSONValue.parse(Data(contentsOf: RepositoryRoot.url.appendingPathComponent("Schemas/\(name)"))))
    }

    /// Every manifest the committed specs compile to, by `folder/Sheet`: the samples', the golden
    /// reference's and the edge cases'.
    static let compiled: [String: Data] = {
        var all: [String: Data] = [:]
        for folder in ["Samples", "Tests/GeneratedCodeTests/Golden", "Tests/EdgeCaseSheets"] {
            for (name, data) in (try? CompiledManifests.of(folder)) ?? [:] { all[folder + "/" + name] = data }
        }
        return all
    }()

    static var manifests: [String] { compiled.keys.sorted() }

    static func manifest(_ path: String) throws -> Data {
        try #require(compiled[path])
    }

    @Test func thereAreManifestsToCheck() {
        #expect(Self.manifests.count >= 17)
    }

    @Test(arguments: manifests)
    func manifestConformsToTheSchema(_ path: String) throws {
        let manifest = try JSONValue.parse(Self.manifest(path))
        #expect(try Self.validator("sheet-manifest.schema.json").errors(in: manifest) == [])
    }

    @Test func theValidatorRejectsABrokenManifest() throws {
        var manifest = try JSONValue.parse(Self.manifest("Samples/GlideCard"))
        guard case .object(var members) = manifest else { Issue.record("not an object"); return }
        members["dimming"] = .string("dark")
        members["surprise"] = .bool(true)
        members.removeValue(forKey: "states")
        manifest = .object(members)
        let errors = try Self.validator("sheet-manifest.schema.json").errors(in: manifest)
        #expect(errors.contains("$: missing 'states'"))
        #expect(errors.contains("$: unexpected 'surprise'"))
        #expect(errors.contains("$.dimming: does not match exactly one of oneOf"))
    }

    @Test func specSchemaAcceptsTheGoldenSpecsMapping() throws {
        // The spec schema describes the YAML; a plain (alias-free) spec read as JSON must pass it.
        let spec: JSONValue = .object([
            "version": .number(1), "sheet": .string("Menu"), "concreteDimension": .object(["custom": .string("75%")]),
            "dimming": .bool(false), "x-notes": .string("ignored"),
        ])
        #expect(try Self.validator("sheet-spec.schema.json").errors(in: spec) == [])
        let wrong: JSONValue = .object(["version": .number(2), "sheet": .string("menu"), "segmnts": .object([:])])
        #expect(try Self.validator("sheet-spec.schema.json").errors(in: wrong).count == 3)
    }

    /// `concreteDimension` as a mapping takes exactly one of `custom` and `fit`, as the checker
    /// says (E103, E218).
    @Test func specSchemaTakesOneOpenHeightForm() throws {
        func errors(_ dimension: [String: JSONValue]) throws -> [String] {
            try Self.validator("sheet-spec.schema.json").errors(in: .object([
                "version": .number(1), "sheet": .string("Menu"), "concreteDimension": .object(dimension),
            ]))
        }
        #expect(try errors(["custom": .number(300)]) == [])
        #expect(try errors(["fit": .object(["max": .number(400)])]) == [])
        #expect(try errors([:]) != [])
        #expect(try errors(["custom": .number(300), "fit": .object([:])]) != [])
    }
}
