import SheetcCore
import Testing

/// The editor's workspace: files on disk checked once, open documents at each change, the
/// cross-file name check over both, as `validate` runs it.
struct WorkspaceTests {
    static func spec(_ name: String) -> [UInt8] {
        Array("version: 1\nsheet: \(name)\nconcreteDimension: half\n".utf8)
    }

    @Test func theNameCheckSpansOpenDocumentsAndFilesOnDisk() {
        var workspace = Workspace()
        workspace.setFilesOnDisk([SpecSource(path: "/w/A.sheet.yaml", bytes: Self.spec("Card")),
                                  SpecSource(path: "/w/B.sheet.yaml", bytes: Self.spec("Other"))])
        let results = workspace.check(open: [SpecSource(path: "/w/C.sheet.yaml", bytes: Self.spec("Card"))])
        #expect(results.map(\.path) == ["/w/A.sheet.yaml", "/w/B.sheet.yaml", "/w/C.sheet.yaml"])
        let open = results.first { $0.path == "/w/C.sheet.yaml" }!
        #expect(open.diagnostics.diagnostics.map(\.code) == [.duplicateSheetName])
        // The same, as validate reports it for the three files.
        let validate = Compiler().check([SpecSource(path: "/w/A.sheet.yaml", bytes: Self.spec("Card")),
                                         SpecSource(path: "/w/B.sheet.yaml", bytes: Self.spec("Other")),
                                         SpecSource(path: "/w/C.sheet.yaml", bytes: Self.spec("Card"))])
        #expect(open.diagnostics.sorted == validate[2].diagnostics.sorted)
    }

    @Test func anOpenDocumentStandsInForItsFile() {
        var workspace = Workspace()
        workspace.setFilesOnDisk([SpecSource(path: "/w/A.sheet.yaml", bytes: Self.spec("Card"))])
        let results = workspace.check(open: [SpecSource(path: "/w/A.sheet.yaml", bytes: Self.spec("Card"))])
        #expect(results.count == 1)
        #expect(results[0].diagnostics.diagnostics.isEmpty)
        workspace.setFileOnDisk("/w/A.sheet.yaml", bytes: nil)
        #expect(workspace.check(open: []).isEmpty)
    }

    @Test func aTextPastTheSizeLimitGetsValidatesDiagnostic() {
        let text = "version: 1\nsheet: Big\n" + String(repeating: "# padding\n", count: YAMLLimits.default.maxFileSize / 10 + 1)
        let document = SpecDocument.checked(path: "big.sheet.yaml", text: text)
        #expect(document.diagnostics.map(\.code) == [.fileTooLarge])
    }
}
