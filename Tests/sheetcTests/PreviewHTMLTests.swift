import Foundation
import SheetTestSupport
import Testing

/// `sheetc preview --html`: the real binary writes one self-contained playground page per sheet.
struct PreviewHTMLTests {
    @Test func writesOneSelfContainedPagePerSheet() throws {
        let scratch = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try SheetcProcess.run(["preview", "Samples/ActionMenus.sheet.yaml", "--html", "-o", scratch.path, "--device", "iphone-se"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["ShareMenu.html", "SortMenu.html"])
        let page = try String(contentsOf: scratch.appendingPathComponent("SortMenu.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<select id=\"device\">"))
        #expect(page.contains("<option value=\"iphone-se\" selected>"))
        #expect(page.contains("id=\"sheet-card\""))
        #expect(page.contains("\"sheet\": \"SortMenu\""))
        // Self-contained: nothing is fetched.
        for reference in ["src=", "href=", "http:", "https:", "@import", "fetch("] {
            #expect(!page.contains(reference), "\(reference)")
        }
        // The module is there, whole: base64 between the script tags decodes to WebAssembly.
        let start = try #require(page.range(of: "id=\"sheet-wasm\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let base64 = page[start.upperBound..<end.lowerBound].filter { !$0.isWhitespace }
        let wasm = try #require(Data(base64Encoded: String(base64)))
        #expect(wasm.prefix(4) == Data([0x00, 0x61, 0x73, 0x6D]))
        #expect(wasm.count > 10_000)
    }

    @Test func theSVGFormStillWorks() throws {
        let scratch = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try SheetcProcess.run(["preview", "Samples/GlideCard.sheet.yaml", "-o", scratch.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["GlideCard.svg"])
    }

    @Test func specErrorsWriteNoPage() throws {
        let scratch = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try SheetcProcess.run(["preview", "Tests/SheetcCoreTests/Fixtures/Diagnostics/state-order.sheet.yaml", "--html", "-o", scratch.path])
        #expect(output.status == 1)
        #expect(output.stderr.contains("error:"))
        #expect(output.stderr.contains("state-order.sheet.yaml:"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }

    @Test func unknownDeviceIsAUsageError() throws {
        let scratch = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try SheetcProcess.run(["preview", "Samples/GlideCard.sheet.yaml", "--html", "--device", "nokia-3310", "-o", scratch.path])
        #expect(output.status == 64)
        #expect(output.stderr.contains("unknown device profile 'nokia-3310'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }

    @Test func pagesAreWrittenAtomicallyAndUnchangedPagesAreLeftAlone() throws {
        let scratch = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let arguments = ["preview", "Samples/GlideCard.sheet.yaml", "--html", "-o", scratch.path]
        #expect(try SheetcProcess.run(arguments).status == 0)
        let path = scratch.appendingPathComponent("GlideCard.html").path
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        usleep(20_000)
        let second = try SheetcProcess.run(arguments)
        #expect(second.status == 0)
        #expect(second.stderr.contains("0 of 1 outputs written (1 unchanged)"))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before)
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["GlideCard.html"])
    }
}

/// The module embedded in sheetc is the one scripts/build-wasm.sh records: its size and digest
/// are written beside it, and it stays within the size budget.
struct PlaygroundWasmTests {
    @Test func theEmbeddedModuleMatchesItsRecordedSize() throws {
        let file = RepositoryRoot.url.appendingPathComponent("Sources/SheetcCore/Emit/PlaygroundWasm.generated.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        let body = try #require(text.components(separatedBy: "\"\"\"").dropFirst().first)
        let wasm = try #require(Data(base64Encoded: body.filter { !$0.isWhitespace }))
        #expect(text.contains("static let byteCount = \(wasm.count)\n"))
        #expect(wasm.prefix(8) == Data([0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]))
    }
}

/// Issue 30 item 9 and issue 28's sheet picker: what the page is made of.
struct PlaygroundPageAssemblyTests {
    /// A label that reads like one of the page's own placeholders stays that text: the page is
    /// filled in one pass, and what is put in is never searched again.
    @Test func placeholdersInASpecStayText() throws {
        let scratch = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let spec = scratch.appendingPathComponent("Tricky.sheet.yaml")
        try """
            version: 1
            sheet: Tricky
            segmented: true
            segments: {open: 80%, compressed: 50%, closed: 100}
            accessibility: {label: "{{PROFILES}} {{WASM}} {{DEVICE}} {{MANIFEST}} {{TITLE}}"}

            """.write(to: spec, atomically: true, encoding: .utf8)
        let output = try SheetcProcess.run(["preview", spec.path, "--html", "-o", scratch.path])
        #expect(output.status == 0, "\(output.stderr)")
        let page = try String(contentsOf: scratch.appendingPathComponent("Tricky.html"), encoding: .utf8)
        #expect(page.contains("\"defaultValue\": \"{{PROFILES}} {{WASM}} {{DEVICE}} {{MANIFEST}} {{TITLE}}\""))
        // Each of the page's data blocks is there once, and the profiles are JSON.
        let profiles = try #require(page.range(of: "<script type=\"application/json\" id=\"device-profiles\">"))
        #expect(page[profiles.upperBound...].hasPrefix("[{\"name\":\"iphone-se\""))
        #expect(page.components(separatedBy: "\"name\":\"iphone-15\"").count == 2)
        #expect(page.components(separatedBy: "id=\"sheet-wasm\"").count == 2)
    }

    /// A file of several sheets: each page offers the others; a file of one sheet has no picker.
    @Test func pagesOfAFileOfferItsOtherSheets() throws {
        let scratch = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try SheetcProcess.run(["preview", "Samples/ActionMenus.sheet.yaml", "Samples/GlideCard.sheet.yaml", "--html", "-o", scratch.path])
        #expect(output.status == 0, "\(output.stderr)")
        let sort = try String(contentsOf: scratch.appendingPathComponent("SortMenu.html"), encoding: .utf8)
        #expect(sort.contains("<option value=\"ShareMenu.html\">ShareMenu</option>"))
        #expect(sort.contains("<option value=\"SortMenu.html\" selected>SortMenu</option>"))
        let glide = try String(contentsOf: scratch.appendingPathComponent("GlideCard.html"), encoding: .utf8)
        #expect(glide.contains("<label class=\"field\" hidden>Sheet <select id=\"sheet-picker\""))
        #expect(!glide.contains("<option value=\"GlideCard.html\""))
    }
}
