import Foundation
import Testing

/// `sheetc simulate`, end to end: the engine's decision on a device profile.
struct SimulateCommandTests {
    /// The decision, and the layout the text shows: the states and `dismissBelow`.
    @Test func jsonGivesTargetHeightAlphaAndTheStates() throws {
        let output = try SheetcProcess.run(["simulate", "Samples/ReactionList.sheet.yaml", "--device", "iphone-se",
                                            "--height", "200", "--velocity", "100", "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(result["target"] as? String == "compressed" && result["height"] as? Double == 323.5 && result["alpha"] as? Double == 0.4328)
        let states = try #require(result["states"] as? [[String: Any]])
        #expect(states.map { "\($0["name"] ?? "") \($0["height"] ?? "")" } == ["closed 0", "compressed 323.5", "open 617"])
        #expect(result["dismissBelow"] as? Double == 70)
        let drawer = try SheetcProcess.run(["simulate", "Samples/MapsDrawer.sheet.yaml", "--device", "iphone-15",
                                            "--height", "300", "--velocity", "0", "--format", "json"])
        #expect(drawer.stdout.contains("\"dismissBelow\": null"), "not dismissible: \(drawer.stdout)")
    }

    @Test func dismissalHasHeightZero() throws {
        let output = try SheetcProcess.run(["simulate", "Samples/TwitterMenu.sheet.yaml", "--device", "iphone-15",
                                            "--height", "500", "--velocity", "400", "--format", "json"])
        #expect(output.status == 0)
        let result = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(result["target"] as? String == "dismissed")
        #expect(result["height"] as? Double == 0)
    }

    @Test func textExplainsTheLayoutAndTheDecision() throws {
        let output = try SheetcProcess.run(["simulate", "Samples/ActionMenus.sheet.yaml", "--sheet", "SortMenu",
                                            "--device", "iphone-15-landscape", "--height", "250", "--velocity", "-500"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("SortMenu on iphone-15-landscape (852×393pt"))
        #expect(output.stdout.contains("states: closed 0pt, open 280pt"))
        #expect(output.stdout.contains("→ open (280pt)"))
    }

    /// A sheet that cannot be dismissed shows no dismissal height; a dismissible one does.
    @Test func dismissBelowOnlyForADismissibleSheet() throws {
        let drawer = try SheetcProcess.run(["simulate", "Samples/MapsDrawer.sheet.yaml", "--device", "iphone-15",
                                            "--height", "300", "--velocity", "0"])
        #expect(drawer.status == 0, "\(drawer.stderr)")
        #expect(drawer.stdout.contains("states: "))
        #expect(!drawer.stdout.contains("dismissBelow"))
        let list = try SheetcProcess.run(["simulate", "Samples/ReactionList.sheet.yaml", "--device", "iphone-se",
                                          "--height", "300", "--velocity", "0"])
        #expect(list.stdout.contains("; dismissBelow 70pt"))
    }

    @Test func aSpecWithErrorsExitsOneWithItsDiagnostics() throws {
        let output = try SheetcProcess.run(["simulate", "Tests/SheetcCoreTests/Fixtures/Diagnostics/state-order.sheet.yaml",
                                            "--device", "iphone-se", "--height", "100", "--velocity", "0"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("[E203]"))
    }

    @Test(arguments: [
        ["simulate", "Samples/ReactionList.sheet.yaml", "--device", "pixel-9", "--height", "1", "--velocity", "0"],
        ["simulate", "Samples/ActionMenus.sheet.yaml", "--device", "iphone-se", "--height", "1", "--velocity", "0"],
        ["simulate", "Samples/ReactionList.sheet.yaml", "--sheet", "Nope", "--device", "iphone-se", "--height", "1", "--velocity", "0"],
        ["simulate", "Samples/ReactionList.sheet.yaml", "--device", "iphone-se", "--height", "-5", "--velocity", "0"],
        ["simulate", "Samples/ReactionList.sheet.yaml", "--device", "iphone-se", "--velocity", "0"],
    ])
    func usageErrorsExitSixtyFour(_ arguments: [String]) throws {
        let output = try SheetcProcess.run(arguments)
        #expect(output.status == 64, "\(arguments): \(output.stderr)")
    }
}
