import Foundation
import SheetcCore
import SheetTestSupport
import Testing

/// Files derived from the code and committed for people and editors to read;
/// each must stay byte-equal to what the code produces (`scripts/regenerate.sh` rewrites them).
struct CommittedCopiesTests {
    @Test func specSchemaIsCurrent() throws {
        try Golden.assertMatches(SpecSchema.document().rendered(),
                                 file: RepositoryRoot.url.appendingPathComponent("Schemas/sheet-spec.schema.json"))
    }

    /// The manifest's schema is derived from the model's field lists and the key catalog.
    @Test func manifestSchemaIsCurrent() throws {
        try Golden.assertMatches(ManifestSchema.document().rendered(),
                                 file: RepositoryRoot.url.appendingPathComponent("Schemas/sheet-manifest.schema.json"))
    }

    @Test func diagnosticsReferenceIsCurrent() throws {
        try Golden.assertMatches(DiagnosticCode.referenceMarkdown,
                                 file: RepositoryRoot.url.appendingPathComponent("docs/diagnostics.md"))
    }

    @Test func specReferenceIsCurrent() throws {
        try Golden.assertMatches(SpecReference.markdown,
                                 file: RepositoryRoot.url.appendingPathComponent("docs/spec-reference.md"))
    }

    /// A Markdown table row ends at a line break: every line of the keys table is a whole row
    /// (a default written as multi-line JSON once split three rows).
    @Test func specReferenceRowsAreOneLineEach() {
        let lines = SpecReference.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines.firstIndex { $0.hasPrefix("| key |") }!
        let rows = lines[header...].prefix { !$0.isEmpty }
        #expect(rows.count > 50)
        for row in rows { #expect(row.hasPrefix("|") && row.hasSuffix("|"), "\(row)") }
    }

    @Test func diagnosticCodesAreUniqueAndWellFormed() {
        let raw = DiagnosticCode.allCases.map(\.rawValue)
        #expect(Set(raw).count == raw.count)
        #expect(raw.allSatisfy { $0.count == 4 && ($0.hasPrefix("E") || $0.hasPrefix("W") || $0.hasPrefix("I")) })
    }
}
