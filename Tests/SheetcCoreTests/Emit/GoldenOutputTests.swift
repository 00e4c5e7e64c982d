import Foundation
import SheetcCore
import SheetTestSupport
import Testing

/// Each folder of `Tests/GeneratedCodeTests/Golden` holds a spec (its first line names the
/// access level: `# access-level: public`; a line `# warns: CODE …` names the warnings it is
/// meant to draw, none otherwise) and the exact `.swift` and `.json` it compiles to.
/// The GeneratedCodeTests target compiles those `.swift` files, so a golden file is also proof
/// that the output builds.
struct GoldenOutputTests {
    static let directory = RepositoryRoot.url.appendingPathComponent("Tests/GeneratedCodeTests/Golden")

    static let cases: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()

    @Test func casesExist() {
        #expect(Self.cases.count >= 3)
    }

    @Test(arguments: cases)
    func outputsMatchTheirGoldenFiles(_ name: String) throws {
        let folder = Self.directory.appendingPathComponent(name)
        let text = try String(contentsOf: folder.appendingPathComponent("spec.sheet.yaml"), encoding: .utf8)
        let level = text.split(separator: "\n").first?.split(separator: " ").last.map(String.init) ?? ""
        let accessLevel = try #require(AccessLevel(rawValue: level))
        let result = Compiler().check([SpecSource(path: "Fixtures/\(name)/spec.sheet.yaml", bytes: Array(text.utf8))])[0]
        let warns = text.split(separator: "\n").first { $0.hasPrefix("# warns: ") }.map { $0.dropFirst(9).split(separator: " ").map(String.init) } ?? []
        #expect(result.diagnostics.diagnostics.allSatisfy { $0.severity == .warning && warns.contains($0.code.rawValue) }, "\(codes(result))")
        let outputs = Compiler().emit(result.sheets, accessLevel: accessLevel)
        #expect(outputs.count == 2)
        for output in outputs {
            try Golden.assertMatches(output.contents, file: folder.appendingPathComponent(output.name))
        }
    }

    @Test func emittingTwiceGivesTheSameBytes() throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent("segmented-public/spec.sheet.yaml"), encoding: .utf8)
        let first = Compiler().emit(check(text).sheets, accessLevel: .public)
        let second = Compiler().emit(check(text).sheets, accessLevel: .public)
        #expect(first == second)
    }

    @Test func generatedSwiftHasNoTrailingWhiteSpaceAndNoTabs() throws {
        for name in Self.cases {
            let folder = Self.directory.appendingPathComponent(name)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    #expect(line.last != " " && !line.contains("\t"), "\(file): '\(line)'")
                }
            }
        }
    }
}
