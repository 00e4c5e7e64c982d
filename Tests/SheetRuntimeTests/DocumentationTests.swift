import Foundation
import SheetTestSupport
import Testing

/// SheetRuntime is what app code reads: every public declaration says what it is for.
struct DocumentationTests {
    static let sources = RepositoryRoot.url.appendingPathComponent("Sources/SheetRuntime")

    @Test func everyPublicDeclarationHasADocComment() throws {
        let files = FileManager.default.enumerator(atPath: Self.sources.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count >= 10)
        var undocumented: [String] = []
        for file in files {
            let lines = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let code = line.drop { $0 == " " }
                guard code.hasPrefix("public ") || code.hasPrefix("open ") else { continue }
                // Codable's requirements are documented by the protocol.
                if code.contains("init(from decoder") || code.contains("func encode(to encoder") { continue }
                var previous = index - 1
                while previous >= 0, lines[previous].drop(while: { $0 == " " }).hasPrefix("@") { previous -= 1 }
                if previous < 0 || !lines[previous].drop(while: { $0 == " " }).hasPrefix("///") {
                    undocumented.append("\(file):\(index + 1): \(code)")
                }
            }
        }
        #expect(undocumented == [])
    }
}
