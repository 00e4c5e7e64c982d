import Foundation
import Testing

struct PreviewCommandTests {
    @Test func writesOneSVGPerSheet() throws {
        let scratch = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try SheetcProcess.run(["preview", "Samples/ActionMenus.sheet.yaml", "-o", scratch.path, "--device", "iphone-se"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["ShareMenu.svg", "SortMenu.svg"])
        let svg = try String(contentsOf: scratch.appendingPathComponent("SortMenu.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("iphone-se — 375×667pt"))
        #expect(!svg.contains("ipad-11"))
        // The pictures are named after the sheets, not the file: the summary says where they went.
        #expect(output.stderr.contains(": \(scratch.path)/ShareMenu.svg, \(scratch.path)/SortMenu.svg\n"), "\(output.stderr)")
    }

    @Test func unknownDeviceIsAUsageError() throws {
        let output = try SheetcProcess.run(["preview", "Samples", "--device", "nokia-3310"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("unknown device profile 'nokia-3310'"))
    }

    @Test func specErrorsDrawNothing() throws {
        let scratch = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try SheetcProcess.run(["preview", "Tests/SheetcCoreTests/Fixtures/Diagnostics/state-order.sheet.yaml", "-o", scratch.path])
        #expect(output.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }
}
