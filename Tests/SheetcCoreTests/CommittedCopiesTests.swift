import Foundation
import SheetcCore
import Testing

/// Files derived from the code and committed for people and editors to read;
/// each must stay byte-equal to what the code produces (`SHEETC_RECORD=1` rewrites them).
struct CommittedCopiesTests {
    @Test func specSchemaIsCurrent() throws {
        try Golden.assertMatches(SpecSchema.document().rendered(),
                                 file: Repository.root.appendingPathComponent("Schemas/sheet-spec.schema.json"))
    }

    /// The manifest's schema is derived from the model's field lists and the key catalog.
    @Test func manifestSchemaIsCurrent() throws {
        try Golden.assertMatches(ManifestSchema.document().rendered(),
                                 file: Repository.root.appendingPathComponent("Schemas/sheet-manifest.schema.json"))
    }

    @Test func diagnosticsReferenceIsCurrent() throws {
        try Golden.assertMatches(DiagnosticCode.referenceMarkdown,
                                 file: Repository.root.appendingPathComponent("docs/diagnostics.md"))
    }

    @Test func specReferenceIsCurrent() throws {
        try Golden.assertMatches(SpecReference.markdown,
                                 file: Repository.root.appendingPathComponent("docs/spec-reference.md"))
    }

    @Test func diagnosticCodesAreUniqueAndWellFormed() {
        let raw = DiagnosticCode.allCases.map(\.rawValue)
        #expect(Set(raw).count == raw.count)
        #expect(raw.allSatisfy { $0.count == 4 && ($0.hasPrefix("E") || $0.hasPrefix("W") || $0.hasPrefix("I")) })
    }
}
