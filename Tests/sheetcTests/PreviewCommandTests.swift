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

    // MARK: Issue 38, item 4

    /// A modal share menu that fits its content: two states, `closed` hidden (0 pt) and `open` fit.
    static let fitMenu = "version: 1\nsheet: ShareMenu\nconcreteDimension: fit\n"

    static func picture(_ spec: String, _ arguments: [String]) throws -> (output: SheetcProcess.Output, svg: String) {
        let scratch = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("share.sheet.yaml")
        try Data(spec.utf8).write(to: file)
        let output = try SheetcProcess.run(["preview", file.path, "-o", scratch.path, "--device", "iphone-15"] + arguments)
        let svg = (try? String(contentsOf: scratch.appendingPathComponent("ShareMenu.svg"), encoding: .utf8)) ?? ""
        return (output, svg)
    }

    @Test func aFitSheetIsDrawnAtTheGivenContentHeight() throws {
        let atMax = try Self.picture(Self.fitMenu, [])
        #expect(atMax.output.status == 0, "\(atMax.output.stderr)")
        #expect(!atMax.svg.contains("open 334pt"))
        // 300 pt of content and the bottom safe-area inset (34 pt on an iPhone 15).
        let fitted = try Self.picture(Self.fitMenu, ["--content-height", "300"])
        #expect(fitted.output.status == 0, "\(fitted.output.stderr)")
        #expect(fitted.svg.contains(">open 334pt<"), "\(fitted.svg)")
        #expect(fitted.svg.contains("content 300pt"))
        #expect(try Self.picture(Self.fitMenu, ["--content-height", "-5"]).output.status == 64)
    }

    @Test func aHiddenStateIsNotAPanelOfItsOwn() throws {
        let picture = try Self.picture(Self.fitMenu, [])
        #expect(picture.output.status == 0, "\(picture.output.stderr)")
        #expect(picture.svg.contains(">open "))
        #expect(!picture.svg.contains(">closed 0pt<"), "the hidden state is the sheet off screen")
    }

    @Test func theDarkPageIsNotTheDarkCardsColour() throws {
        let picture = try Self.picture(Self.fitMenu, ["--appearance", "dark"])
        #expect(picture.output.status == 0, "\(picture.output.stderr)")
        let page = try #require(picture.svg.firstMatch(of: #/<rect width="100%" height="100%" fill="(#[0-9A-F]{6})"/>/#)).output.1
        #expect(picture.svg.contains("fill=\"#1C1C1E\""), "the card is drawn in its default dark colour")
        #expect(page != "#1C1C1E")
    }
}
