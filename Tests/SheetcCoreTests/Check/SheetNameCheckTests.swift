import SheetcCore
import Testing

/// Sheet names are unique in one run: the later file is told, with a note at the first, and
/// its sheet is dropped; names that differ only in case clash too (their files would overwrite
/// each other on a case-insensitive disk).
struct SheetNameCheckTests {
    static func source(_ path: String, sheet name: String) -> SpecSource {
        SpecSource(path: path, bytes: Array("version: 1\nsheet: \(name)\nconcreteDimension: half\n".utf8))
    }

    @Test func duplicateNamesAcrossFilesAreReportedInTheLaterFile() {
        let results = Compiler().check([Self.source("a.sheet.yaml", sheet: "Menu"), Self.source("b.sheet.yaml", sheet: "Menu")])
        #expect(results[0].diagnostics.diagnostics.isEmpty)
        #expect(codes(results[1]) == ["E107@2:8"])
        #expect(results[1].diagnostics.diagnostics.first?.notes.first?.file == "a.sheet.yaml")
        #expect(results[1].sheets.isEmpty)
    }

    @Test func namesThatDifferOnlyInCaseClash() {
        let results = Compiler().check([Self.source("a.sheet.yaml", sheet: "Menu"), Self.source("b.sheet.yaml", sheet: "MENU"),
                                        Self.source("c.sheet.yaml", sheet: "Menus")])
        #expect(codes(results[1]) == ["E107@2:8"])
        #expect(results[1].diagnostics.diagnostics.first?.message.contains("only in case") == true)
        #expect(results[2].diagnostics.diagnostics.isEmpty && results[2].sheets.count == 1)
    }
}
