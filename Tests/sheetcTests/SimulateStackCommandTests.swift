import Foundation
import Testing

/// `sheetc simulate --bar` and `--stack`, end to end through the built binary: a sheet on a tab
/// bar, `bar` lines, sheets pushed and popped, their JSON and text, and the script's errors.
struct SimulateStackCommandTests {
    /// A base on the bar and a card stacked on it with `below: hide`, linear 0.2 s moves.
    static let base = """
        version: 1
        sheet: Search
        states: {peek: 100, full: 600}
        placement: {bar: {coverFrom: full}}
        interaction: {dismissible: false}
        animation: {curve: linear, duration: 0.2}

        """
    static let place = """
        version: 1
        sheet: Place
        states: {summary: 200}
        stack: {below: hide}
        animation: {curve: linear, duration: 0.2}

        """

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any] ?? [:] }
        var samples: [[String: Any]] { json["samples"] as? [[String: Any]] ?? [] }
        var events: [String] {
            (json["events"] as? [[String: Any]] ?? []).map { event in
                let what = (event["target"] ?? event["state"] ?? event["to"]) as? String
                return [event["sheet"] as? String, event["event"] as? String, what].compactMap { $0 }.joined(separator: " ")
            }
        }
    }

    static func simulate(_ script: String, _ extra: [String], json: Bool = true) throws -> Run {
        let directory = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try base.write(to: directory.appendingPathComponent("Search.sheet.yaml"), atomically: true, encoding: .utf8)
        try place.write(to: directory.appendingPathComponent("Place.sheet.yaml"), atomically: true, encoding: .utf8)
        try script.write(to: directory.appendingPathComponent("script.events"), atomically: true, encoding: .utf8)
        let output = try SheetcProcess.run(["simulate", "Search.sheet.yaml", "--device", "iphone-15", "--events", "script.events"]
                                           + (json ? ["--format", "json"] : []) + extra, in: directory)
        return Run(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }

    @Test func aSheetOnABarMeasuresFromItsTopAndTheBarTakesItsTouches() throws {
        let run = try Self.simulate("0 sample\n0.1 down 40\n0.1 up\n0.2 bar 49 over 0.2\n0.3 sample\n0.5 sample\n", ["--bar", "83"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.events == ["touch bar"])
        let first = run.samples[0], middle = run.samples[1], last = run.samples[2]
        #expect(first["height"] as? Double == 183 && first["bar"] as? Double == 83 && first["bottom"] as? Double == 83)
        #expect((middle["bar"] as? Double ?? 0) < 83 && (middle["bar"] as? Double ?? 0) > 49 && middle["phase"] as? String == "animating")
        #expect(last["height"] as? Double == 149 && last["bar"] as? Double == 49 && last["phase"] as? String == "resting")
        // Without a bar, every sample says so.
        let plain = try Self.simulate("0 sample\n", [])
        #expect(plain.samples.first?["bar"] as? Double == 0 && plain.samples.first?["height"] as? Double == 100)
    }

    @Test func pushedSheetsStackAndPopReturnsTheBase() throws {
        let run = try Self.simulate("0 push Place\n0.5 sample\n0.6 pop\n0.7 sample\n", ["--bar", "83", "--stack", "Place.sheet.yaml"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.events == ["Place willMove summary", "Place settled summary", "Place willMove dismissed", "Place dismissed"])
        let covered = run.samples[0]["stack"] as? [[String: Any]] ?? []
        #expect(covered.map { $0["sheet"] as? String } == ["Search", "Place"])
        #expect(covered[0]["phase"] as? String == "covered" && covered[0]["height"] as? Double == 0 && covered[0]["state"] as? String == "peek")
        #expect(covered[0]["target"] is NSNull && covered[1]["height"] as? Double == 283)
        let returning = run.samples[1]["stack"] as? [[String: Any]] ?? []
        #expect(returning[0]["phase"] as? String == "animating" && returning[0]["target"] as? String == "peek")
        let final = run.json["final"] as? [String: Any] ?? [:]
        let finalStack = final["stack"] as? [[String: Any]] ?? []
        #expect(finalStack.count == 1 && finalStack[0]["state"] as? String == "peek" && finalStack[0]["height"] as? Double == 183)
        // The text names each sheet.
        let text = try Self.simulate("0 push Place\n0.5 sample\n", ["--stack", "Place.sheet.yaml"], json: false)
        #expect(text.stdout.contains("sample   Search  height 0") && text.stdout.contains("covered returning to peek"))
        #expect(text.stdout.contains("sample   Place   height 200"))
    }

    @Test func popAllLeavesTheBase() throws {
        let run = try Self.simulate("0 push Place\n0.1 push Place\n0.5 pop-all\n", ["--stack", "Place.sheet.yaml"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.events.filter { $0 == "Place dismissed" }.count == 2)
        let final = (run.json["final"] as? [String: Any])?["stack"] as? [[String: Any]] ?? []
        #expect(final.map { $0["sheet"] as? String } == ["Search"] && final[0]["phase"] as? String == "resting")
    }

    @Test func scriptErrorsSayWhereAndWhat() throws {
        let unknown = try Self.simulate("0 push Photo\n", ["--stack", "Place.sheet.yaml"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("script.events:1:8: error: no sheet 'Photo' to push"))
        #expect(unknown.stderr.contains("sheets given with --stack: Place"))
        let noStack = try Self.simulate("0 pop\n", [])
        #expect(noStack.status == 1 && noStack.stderr.contains("script.events:1:3: error: 'pop' needs sheets stacked on this one"))
        let badBar = try Self.simulate("0 bar -4\n", [])
        #expect(badBar.status == 1 && badBar.stderr.contains("script.events:1:7: error: a bar height is at least 0"))
        let typo = try Self.simulate("0 psuh Place\n", [])
        #expect(typo.status == 1 && typo.stderr.contains("did you mean 'push'?"))
        let barWithoutEvents = try SheetcProcess.run(["simulate", "x.sheet.yaml", "--device", "iphone-15", "--height", "1", "--velocity", "0",
                                                      "--bar", "10"])
        #expect(barWithoutEvents.status != 0 && barWithoutEvents.stderr.contains("--bar and --stack apply to --events"))
    }
}

/// The Maps samples (Samples/MapsSearch, Samples/MapsPlace) and their script: the search on an
/// iPhone 15's tab bar, a place card pushed over it that hides it, the bar minimising, the place
/// card closing and the search back at half.
struct MapsSampleScriptTests {
    @Test func theSearchStandsOnTheBarAndTheScriptPlaysAsItSays() throws {
        let output = try SheetcProcess.run(["simulate", "Samples/MapsSearch.sheet.yaml", "--stack", "Samples/MapsPlace.sheet.yaml",
                                            "--device", "iphone-15", "--bar", "83", "--events", "Samples/Scripts/MapsSearch.events",
                                            "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let events = (json["events"] as? [[String: Any]] ?? []).map { event in
            [event["sheet"] as? String, event["event"] as? String, (event["target"] ?? event["state"] ?? event["to"]) as? String]
                .compactMap { $0 }.joined(separator: " ")
        }
        #expect(events == ["MapsSearch touch bar", "MapsSearch willMove half",
                           "MapsPlace willMove summary", "MapsPlace settled summary",
                           "MapsPlace willMove details", "MapsPlace settled details",
                           "MapsPlace willMove dismissed", "MapsPlace dismissed"])
        let samples = (json["samples"] as? [[String: Any]] ?? []).map { $0["stack"] as? [[String: Any]] ?? [] }
        // peek: 96pt of card above the 83pt bar, the glass card floating 8pt above it.
        #expect(samples[0][0]["height"] as? Double == 179 && samples[0][0]["bottom"] as? Double == 91)
        // Hidden under the place card, which stands on the bar at its summary and covers it at its details.
        #expect(samples[3][0]["phase"] as? String == "covered" && samples[3][0]["height"] as? Double == 0)
        #expect(samples[3][1]["state"] as? String == "summary" && samples[3][1]["height"] as? Double == 343)
        let details = samples[4][1]
        #expect((details["bottom"] as? Double ?? 1) == 0 && (details["bar"] as? Double) == 83)
        // Back at half once the place card has gone, standing on the minimised bar.
        let last = samples[samples.count - 1]
        #expect(last[0]["state"] as? String == "half" && last[0]["bar"] as? Double == 49 && last[0]["height"] as? Double == 421)
    }
}
