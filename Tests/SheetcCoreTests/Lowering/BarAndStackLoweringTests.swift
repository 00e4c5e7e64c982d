import Foundation
import SheetRuntime
@testable import SheetcCore
import Testing

/// `placement.bar` and `stack` lowered: their defaults for a spec that writes neither, the written
/// values, an override's `coverFrom` merged over the base's, and both in the manifest's bytes.
struct BarAndStackLoweringTests {
    private func configuration(_ yaml: String) throws -> SheetConfiguration {
        let result = check("version: 1\nsheet: Maps\n" + yaml)
        #expect(result.diagnostics.errorCount == 0, "\(codes(result))")
        return try #require(result.sheets.first?.configuration)
    }

    @Test func aSpecThatWritesNeitherGetsTheDefaults() throws {
        let plain = try configuration("states: {peek: 120, full: 90%}\n")
        #expect(plain.placement.bar == Placement.Bar(coverFrom: "none"))
        #expect(plain.placement.bar.coverState == nil)
        #expect(plain.stack == Stacking(below: .stay))
        // A written placement without `bar` gets the same default.
        #expect(try configuration("states: {peek: 120}\nplacement: {maxWidth: 500}\n").placement.bar.coverState == nil)
    }

    @Test func theWrittenValuesReachTheConfiguration() throws {
        let maps = try configuration("states: {peek: 120, half: 50%, full: 90%}\nplacement: {bar: {coverFrom: full}}\nstack: {below: hide}\n")
        #expect(maps.placement.bar.coverState == "full")
        #expect(maps.stack.below == .hide)
        #expect(try configuration("states: {card: 300}\nstack: {below: lowest}\n").stack.below == .lowest)
        #expect(try configuration("states: {card: 300}\nplacement: {bar: {}}\n").placement.bar.coverState == nil)
    }

    @Test func anOverrideMergesCoverFromOverTheBase() throws {
        let maps = try configuration("""
            states: {peek: 120, half: 50%, full: 90%}
            placement: {bar: {coverFrom: full}, maxWidth: 600}
            overrides:
              landscape: {placement: {bar: {coverFrom: half}}}
              wide: {placement: {maxWidth: 400}}
            """)
        #expect(maps.overrides.landscape?.placement.bar.coverState == "half")
        #expect(maps.overrides.wide?.placement.bar.coverState == "full")
        #expect(maps.overrides.wideLandscape?.placement.bar.coverState == "half")
    }

    @Test func theManifestWritesBothAndReadsThemBack() throws {
        let maps = try configuration("states: {peek: 120, full: 90%}\nplacement: {bar: {coverFrom: full}}\nstack: {below: lowest}\n")
        let text = ManifestEmitter.manifest(for: maps).contents
        #expect(text.contains("\"bar\": {\n      \"coverFrom\": \"full\"\n    }"))
        #expect(text.contains("\"stack\": {\n    \"below\": \"lowest\"\n  }"))
        #expect(try JSONDecoder().decode(SheetConfiguration.self, from: Data(text.utf8)) == maps)
        #expect(try ManifestReader.configuration(fromJSON: Array(text.utf8)) == maps)
    }
}
