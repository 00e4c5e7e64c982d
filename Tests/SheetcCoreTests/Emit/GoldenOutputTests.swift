import Foundation
import SheetcCore
import SheetTestSupport
import Testing

/// The golden reference: `Tests/GeneratedCodeTests/Golden/Reference.sheet.yaml`'s sheets (every
/// key written out; text that must stay in its literal) and the exact Swift they compile to, one
/// file at the default access level, as the build plugin writes it. The GeneratedCodeTests target
/// compiles `Reference.swift`, so the golden file is also proof that the output builds. The other
/// generated Swift the tests use is made at build time by the build plugin and not committed.
struct GoldenOutputTests {
    static let directory = RepositoryRoot.url.appendingPathComponent("Tests/GeneratedCodeTests/Golden")

    static func reference() throws -> OutputFile {
        let text = try String(contentsOf: directory.appendingPathComponent("Reference.sheet.yaml"), encoding: .utf8)
        let result = check(text, path: "Reference.sheet.yaml")
        #expect(result.diagnostics.diagnostics.isEmpty, "\(codes(result))")
        #expect(result.sheets.map(\.name) == ["EverythingSet", "Hostile", "SystemMenu"])
        return Compiler().emitSwiftFile(named: "Reference.swift", for: result.sheets, accessLevel: .internal)
    }

    @Test func theReferenceMatchesItsGoldenFile() throws {
        let output = try Self.reference()
        try Golden.assertMatches(output.contents, file: Self.directory.appendingPathComponent(output.name))
    }

    @Test func emittingTwiceGivesTheSameBytes() throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent("Reference.sheet.yaml"), encoding: .utf8)
        let first = Compiler().emit(check(text).sheets, accessLevel: .public)
        let second = Compiler().emit(check(text).sheets, accessLevel: .public)
        #expect(first == second)
        #expect(first.count == 6)
    }

    /// The reference and every sheet of the edge cases' module, at each access level.
    @Test(arguments: AccessLevel.allCases)
    func generatedSwiftHasNoTrailingWhiteSpaceAndNoTabs(_ level: AccessLevel) throws {
        let folder = RepositoryRoot.url.appendingPathComponent("Tests/EdgeCaseSheets")
        var texts = [try String(contentsOf: Self.directory.appendingPathComponent("Reference.sheet.yaml"), encoding: .utf8)]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".sheet.yaml") {
            texts.append(try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
        }
        #expect(texts.count == 4)
        for text in texts {
            for output in Compiler().emit(check(text).sheets, accessLevel: level) where output.name.hasSuffix(".swift") {
                for line in output.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                    #expect(line.last != " " && !line.contains("\t"), "\(output.name): '\(line)'")
                }
            }
        }
    }
}
