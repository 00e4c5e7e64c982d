import Foundation
import Testing

/// `simulate` and `schema` on the system target, end to end (Samples/SystemShareMenu).
struct SystemSheetCommandTests {
    @Test func simulatePrintsTheDetentsAndLeavesTheReleaseToUIKit() throws {
        let output = try SheetcProcess.run(["simulate", "Samples/SystemShareMenu.sheet.yaml", "--device", "iphone-15",
                                            "--height", "400", "--velocity", "800", "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(result["target"] as? String == "system")
        #expect(result["maximumDetentValue"] as? Double == 749)
        let detents = try #require(result["detents"] as? [[String: Any]])
        #expect(detents.map { $0["name"] as? String } == ["half", "full"])
        #expect(detents.map { $0["value"] as? Double } == [374.5, 749])
        #expect(detents.map { $0["height"] as? Double } == [408.5, 783])
        #expect((result["release"] as? String)?.contains("UIKit decides") == true)

        let text = try SheetcProcess.run(["simulate", "Samples/SystemShareMenu.sheet.yaml", "--device", "iphone-se",
                                          "--height", "300", "--velocity", "0"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("half 318.5pt, full 637pt"))
        #expect(text.stdout.contains("UIKit decides"))
    }

    @Test func simulateEventsIsRefusedForASystemSheet() throws {
        let directory = try SheetcProcess.makeScratchDirectory()
        let script = directory.appendingPathComponent("drag.txt")
        try Data("0 down 300\n0.1 up\n".utf8).write(to: script)
        let output = try SheetcProcess.run(["simulate", "Samples/SystemShareMenu.sheet.yaml", "--device", "iphone-15", "--events", script.path])
        #expect(output.status == 64)
        #expect(output.stderr.contains("system sheet") && output.stderr.contains("UIKit"))
    }

    @Test func schemaSaysWhatGoesBesideTargetSystem() throws {
        let output = try SheetcProcess.run(["schema"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("\"systemLength\""))
        #expect(output.stdout.contains("\"const\": \"system\""))
    }
}
