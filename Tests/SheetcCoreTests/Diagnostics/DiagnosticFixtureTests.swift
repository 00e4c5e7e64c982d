import Foundation
import SheetcCore
import SheetTestSupport
import Testing

/// Every rule has a fixture under `Fixtures/Diagnostics`: a spec whose comments say
/// which diagnostics it must produce (`# expect E101@1` — code at a column of the
/// comment's own line, or `@line:column`), and a golden `.diagnostics.txt` with their text.
struct DiagnosticFixtureTests {
    static let directory = RepositoryRoot.url.appendingPathComponent("Tests/SheetcCoreTests/Fixtures/Diagnostics")

    static let cases: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.hasSuffix(".sheet.yaml") }
        .sorted()

    @Test func fixturesExist() {
        #expect(Self.cases.count >= 25)
    }

    @Test(arguments: cases)
    func fixture(_ name: String) throws {
        let url = Self.directory.appendingPathComponent(name)
        let bytes = try [UInt8](Data(contentsOf: url))
        let result = Compiler().check([SpecSource(path: name, bytes: bytes)])[0]
        let expected = Self.expectations(in: String(decoding: bytes, as: UTF8.self))
        #expect(codes(result).sorted() == expected.sorted())

        let rendered = result.diagnostics.sorted.map { $0.renderedText(source: result.source, color: false) }.joined()
        let golden = Self.directory.appendingPathComponent(name.replacingOccurrences(of: ".sheet.yaml", with: ".diagnostics.txt"))
        try Golden.assertMatches(rendered, file: golden)
    }

    /// `# expect CODE@COLUMN` (this line) or `CODE@LINE:COLUMN`, several per comment.
    static func expectations(in text: String) -> [String] {
        var found: [String] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let comment = line.range(of: "expect ") else { continue }
            for token in line[comment.upperBound...].split(separator: " ") {
                let parts = token.split(separator: "@")
                guard parts.count == 2, parts[0].count == 4 else { continue }
                let place = parts[1].contains(":") ? String(parts[1]) : "\(offset + 1):\(parts[1])"
                found.append("\(parts[0])@\(place)")
            }
        }
        return found
    }
}
