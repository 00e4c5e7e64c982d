import Foundation
import SheetRuntime
import SheetTestSupport
@testable import SheetcCore
import Testing

/// The page sheetc writes is the files of Sources/SheetcCore/Emit/Playground: an edit there
/// without `scripts/generate-page.sh` fails here, before any browser runs the stale page.
struct PlaygroundPageTextTests {
    private static func file(_ name: String) throws -> String {
        try String(contentsOf: RepositoryRoot.url.appendingPathComponent("Sources/SheetcCore/Emit/Playground/" + name), encoding: .utf8)
    }

    @Test func theCompiledTextIsTheFiles() throws {
        #expect(PlaygroundPageText.html == (try Self.file("page.html")), "page.html changed: run scripts/generate-page.sh")
        #expect(PlaygroundPageText.css == (try Self.file("page.css")), "page.css changed: run scripts/generate-page.sh")
        #expect(PlaygroundPageText.logic == (try Self.file("page-logic.js")), "page-logic.js changed: run scripts/generate-page.sh")
        #expect(PlaygroundPageText.javascript == (try Self.file("page.js")), "page.js changed: run scripts/generate-page.sh")
    }

    /// The style sheet and the two scripts go where the document says, each once.
    @Test func theDocumentHoldsEachPartOnce() throws {
        let configuration = try #require(try Self.sample())
        let page = PlaygroundPage.page(of: configuration, device: "iphone-15").contents
        #expect(page.components(separatedBy: PlaygroundPageText.css).count == 2)
        #expect(page.components(separatedBy: PlaygroundPageText.logic).count == 2)
        #expect(page.components(separatedBy: PlaygroundPageText.javascript).count == 2)
        for slot in ["{{STYLE}}", "{{LOGIC}}", "{{SCRIPT}}", "{{DRAWING}}"] { #expect(!page.contains(slot), "\(slot)") }
    }

    private static func sample() throws -> SheetConfiguration? {
        let spec = "version: 1\nsheet: Card\nconcreteDimension: half\n"
        return Compiler().check([SpecSource(path: "Card.sheet.yaml", bytes: Array(spec.utf8))])[0].sheets.first?.configuration
    }
}
