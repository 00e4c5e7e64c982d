import Foundation
import SheetcCore
import SheetTestSupport
import Testing

/// Inputs the fuzzer found: `Fuzz/crashers/` (every input that ever crashed or hung sheetc,
/// kept after the fix) and `Fuzz/seeds/` (a coverage-minimised sample of its corpus). Each
/// goes through the whole pipeline in-process and must end in sheets or diagnostics.
struct FuzzRegressionTests {
    static let folders = ["Fuzz/crashers", "Fuzz/seeds"].map { RepositoryRoot.url.appendingPathComponent($0) }

    static let inputs: [URL] = folders.flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { !$0.hasPrefix(".") }
            .sorted()
            .map { folder.appendingPathComponent($0) }
    }

    @Test func thereAreInputsToReplay() {
        #expect(Self.inputs.count >= 50)
    }

    @Test func everyInputEndsInSheetsOrDiagnostics() throws {
        for input in Self.inputs {
            let bytes = try [UInt8](Data(contentsOf: input))
            let result = Compiler().check([SpecSource(path: input.lastPathComponent, bytes: bytes)])[0]
            #expect(!result.sheets.isEmpty || !result.diagnostics.diagnostics.isEmpty, "\(input.lastPathComponent)")
            for diagnostic in result.diagnostics.sorted {
                #expect(!diagnostic.renderedText(source: result.source, color: false).isEmpty)
            }
            for output in Compiler().emit(result.sheets, accessLevel: .public) {
                #expect(output.contents.hasSuffix("\n"), "\(output.name)")
            }
        }
    }
}
