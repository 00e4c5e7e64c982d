import Foundation
import Testing

/// `sheetc simulate --events`, end to end through the built binary: docs/simulate.md's script,
/// output and diagnostics, and the controller's rules as a script exercises them.
struct SimulateEventsCommandTests {
    /// A three-state sheet with a linear 0.2 s animation, so times and heights are easy to state.
    static let spec = """
        version: 1
        sheet: Probe
        segmented: true
        segments: {closed: 0, compressed: 300, open: 600}
        initialState: compressed
        thresholds: {dismissBelow: 100}
        dimming: {maxAlpha: 0.5, fullFrom: open}
        animation: {curve: linear, duration: 0.2}

        """

    struct Run {
        var status: Int32
        var json: [String: Any]
        var stderr: String
        var events: [String] {
            (json["events"] as? [[String: Any]] ?? []).map { event in
                let name = event["event"] as? String ?? "?"
                let what = (event["target"] ?? event["state"]) as? String
                return what.map { "\(name) \($0)" } ?? name
            }
        }
        var final: [String: Any] { json["final"] as? [String: Any] ?? [:] }
        var samples: [[String: Any]] { json["samples"] as? [[String: Any]] ?? [] }
    }

    static func simulate(_ script: String, spec: String = spec, device: String = "iphone-15", extra: [String] = []) throws -> Run {
        let directory = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try spec.write(to: directory.appendingPathComponent("Probe.sheet.yaml"), atomically: true, encoding: .utf8)
        try script.write(to: directory.appendingPathComponent("script.events"), atomically: true, encoding: .utf8)
        let output = try SheetcProcess.run(["simulate", "Probe.sheet.yaml", "--device", device, "--events", "script.events",
                                            "--format", "json"] + extra, in: directory)
        let json = output.status == 0 ? try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any] : nil
        return Run(status: output.status, json: json ?? [:], stderr: output.stderr)
    }

    @Test func theJSONHasSamplesEventsAndTheFinalFrame() throws {
        let run = try Self.simulate("""
            0 sample
            0.5 move-to open   # a linear 0.2 s move up
            0.6 sample
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.events == ["willMove open", "settled open"])
        let times = (run.json["events"] as? [[String: Any]])?.compactMap { $0["t"] as? Double }
        #expect(times == [0.5, 0.7])
        #expect(run.samples.count == 2)
        let first = run.samples[0], second = run.samples[1]
        #expect(first["phase"] as? String == "resting" && first["state"] as? String == "compressed")
        #expect(first["height"] as? Double == 300 && first["alpha"] as? Double == 0.25)  // the hidden state is h_low = 0
        #expect(first["target"] is NSNull && first["scrollOffset"] as? Double == 0)
        #expect(second["phase"] as? String == "animating" && second["target"] as? String == "open")
        #expect(second["height"] as? Double == 450 && second["alpha"] as? Double == 0.375)
        #expect(second["state"] is NSNull)
        #expect(run.final["t"] as? Double == 0.7)   // the run goes on until the sheet rests
        #expect(run.final["state"] as? String == "open" && run.final["height"] as? Double == 600)
    }

    /// docs/language.md: every sample carries the card's `x` and `width`, which change with the
    /// device (a resize) at once; a detached card's heights are its frame heights.
    @Test func samplesCarryTheCardsSpan() throws {
        let run = try Self.simulate("""
            0 sample
            0.1 resize ipad-11
            0.1 sample
            """, spec: Self.spec + "placement: {maxWidth: 420, alignment: trailing, horizontalMargin: 16, bottomMargin: 10}\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.samples.map { $0["x"] as? Double } == [16, 398])
        #expect(run.samples.map { $0["width"] as? Double } == [361, 420])
        #expect(run.samples.map { $0["height"] as? Double } == [310, 310])
    }

    /// docs/language.md: `keyboard <k>` raises the resting states (the default `raise`).
    @Test func theKeyboardRaisesTheSheet() throws {
        let run = try Self.simulate("""
            0 keyboard 300
            0 sample
            1 keyboard 0
            1 sample
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.samples.map { $0["height"] as? Double } == [600, 300])
        #expect(run.events.isEmpty)
    }

    /// docs/language.md `fit`: `--content-height` and `content <h>` feed the content's height.
    @Test func theContentSizesAFitState() throws {
        let spec = "version: 1\nsheet: Probe\nconcreteDimension: {fit: {min: 100, max: 500}}\n"
        let run = try Self.simulate("0 sample\n1 content 1000\n1 sample\n", spec: spec, extra: ["--content-height", "200"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.samples.map { $0["height"] as? Double } == [234, 500])   // 200 + the 34pt bottom inset; then the max
        let bad = try Self.simulate("0 content -1\n", spec: spec)
        #expect(bad.status == 1 && bad.stderr.contains("a content height is at least 0"))
    }

    @Test func aScriptFromStandardInput() throws {
        let output = try SheetcProcess.run(["simulate", "Samples/ReactionList.sheet.yaml", "--device", "iphone-15", "--events", "-"],
                                           standardInput: "0 tap-backdrop\n")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("willMove dismissed"))
        #expect(output.stdout.contains("final    dismissed"))
    }

    // The rules of runtime.md, each as a script (the controller's own tests hold every rule; these show
    // they hold through the command line).
    @Test func aFlickDownDismisses() throws {
        let run = try Self.simulate("0 down 250\n0.02 move 230\n0.04 move 200\n0.04 up\n")
        #expect(run.events == ["willMove dismissed", "dismissed"])
        #expect(run.final["phase"] as? String == "dismissed")
    }

    @Test func aSlowDragAndLiftSettlesNearest() throws {
        let run = try Self.simulate("0 down 250\n0.5 move 500\n1.5 move 510\n2 up\n")
        #expect(run.events == ["willMove open", "settled open"])
    }

    @Test func aTouchInterruptsAnAnimationWithoutAJump() throws {
        let run = try Self.simulate("0 move-to open\n0.1 down 200\n0.1 sample\n0.2 sample\n0.3 up 0\n")
        #expect(run.samples.map { $0["height"] as? Double } == [450, 450])
        #expect(run.samples.map { $0["phase"] as? String } == ["dragging", "dragging"])
        #expect(run.events == ["willMove open", "willMove open", "settled open"])
    }

    @Test func aCancelNeverDismisses() throws {
        let run = try Self.simulate("0 down 250\n0.02 move 100\n0.03 cancel\n")
        #expect(run.events == ["willMove compressed", "settled compressed"])
    }

    @Test func aResizeKeepsTheState() throws {
        let spec = Self.spec.replacingOccurrences(of: "{closed: 0, compressed: 300, open: 600}", with: "{closed: 0, compressed: 50%, open: 90%}")
        let run = try Self.simulate("0 resize iphone-15-landscape\n0 sample\n", spec: spec)
        #expect(run.samples.first?["state"] as? String == "compressed")
        #expect(run.samples.first?["height"] as? Double == 196.5)
        #expect(run.events.isEmpty)
    }

    @Test func theScrollViewTakesTheDragAtTheTop() throws {
        let run = try Self.simulate("0 move-to open\n1 down 300 scroll 0\n1.1 move 400\n1.1 sample\n1.2 up 3000\n")
        #expect(run.samples.first?["scrollOffset"] as? Double == 100)
        #expect(run.samples.first?["height"] as? Double == 600)
        #expect(run.final["state"] as? String == "open")
    }

    @Test func voiceOverStepsThroughTheStates() throws {
        let run = try Self.simulate("0 a11y increment\n1 a11y decrement\n2 a11y escape\n")
        #expect(run.events == ["willMove open", "settled open", "willMove compressed", "settled compressed", "willMove dismissed", "dismissed"])
    }

    @Test func reduceMotionAnimatesWithoutOvershoot() throws {
        let spring = Self.spec.replacingOccurrences(of: "{curve: linear, duration: 0.2}", with: "{curve: spring, duration: 0.3, damping: 0.2}")
        let samples = (1...60).map { "\(Double($0) / 60) sample" }.joined(separator: "\n")
        let bouncy = try Self.simulate("0 move-to open\n" + samples, spec: spring)
        let calm = try Self.simulate("0 move-to open\n" + samples, spec: spring, extra: ["--reduce-motion"])
        #expect(bouncy.samples.contains { ($0["height"] as? Double ?? 0) > 600 })
        #expect(!calm.samples.contains { ($0["height"] as? Double ?? 0) > 600 })
    }

    // Diagnostics: located, exit 1, naming what exists.
    @Test(arguments: [
        ("0 down 100\n0.1 mvoe 20\n", "script.events:2:5: error: unknown event 'mvoe' [E400]"),
        ("0.5 sample\n0.2 sample\n", "script.events:2:1: error: time 0.2 is before the previous line's 0.5 [E401]"),
        ("0 move-to half\n", "script.events:1:11: error: Probe has no state 'half' [E402]"),
        ("0 resize pixel\n", "script.events:1:10: error: unknown device profile 'pixel' [E402]"),
        ("0 up\n", "script.events:1:3: error: 'up' with no finger down [E403]"),
        ("0 down 1\n0 down 2\n", "script.events:2:3: error: 'down' while a finger is already down [E403]"),
        ("0 down\n", "script.events:1:7: error: 'down' needs a height, optionally followed by 'x <x>' and 'scroll <offset>' [E400]"),
        ("0 sample now\n", "script.events:1:10: error: unexpected 'now' after 'sample' [E400]"),
        ("inf sample\n", "script.events:1:1: error: expected a time in seconds (0 to 1000000), found 'inf' [E400]"),
        ("0 down 0x10\n", "script.events:1:8: error: expected a height in points (within ±1000000), found '0x10' [E400]"),
        ("0 a11y magnify\n", "script.events:1:8: error: unknown accessibility action 'magnify' [E400]"),
        ("0 keyboard -5\n", "script.events:1:12: error: a keyboard height is at least 0 (hidden), found '-5' [E400]"),
        ("0 keyboard\n", "script.events:1:11: error: 'keyboard' needs the keyboard's height in points (0: hidden), optionally followed by 'over <seconds>' [E400]"),
    ])
    func malformedLinesAreLocatedErrors(script: String, expected: String) throws {
        let run = try Self.simulate(script)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix(expected), "\(run.stderr)")
    }

    @Test func unknownNamesListThoseThatExist() throws {
        let state = try Self.simulate("0 move-to half\n")
        #expect(state.stderr.contains("help: its states: closed, compressed, open"))
        let profile = try Self.simulate("0 resize pixel\n")
        #expect(profile.stderr.contains("iphone-se, iphone-se-landscape, iphone-15,"))
    }

    @Test func manyBadLinesPrintABoundedReport() throws {
        let run = try Self.simulate(String(repeating: "0 jump\n", count: 5000))
        #expect(run.status == 1)
        #expect(run.stderr.components(separatedBy: ": error: ").count == 51)
        #expect(run.stderr.contains("4950 more problems in this script not shown"))
    }

    @Test func aLongScriptIsStreamed() throws {
        var script = ""
        for index in 0..<50_000 {
            let t = Double(index) * 0.01
            script += index % 2 == 0 ? "\(t) down 100\n" : "\(t) up\n"
        }
        script += "600 sample\n"
        let run = try Self.simulate(script)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.samples.count == 1)
    }

    @Test func aScriptPastTheSizeLimitIsRefused() throws {
        let directory = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let big = directory.appendingPathComponent("big.events")
        FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        let block = Data(String(repeating: "0 sample\n", count: 1 << 16).utf8)
        for _ in 0..<(65 * 1024 * 1024 / block.count + 1) { handle.write(block) }
        try handle.close()
        let output = try SheetcProcess.run(["simulate", "Samples/TwitterMenu.sheet.yaml", "--device", "iphone-15", "--events", big.path])
        #expect(output.status == 1)
        #expect(output.stderr.contains("the script is larger than 64 MiB [E002]"))
    }

    @Test(arguments: [
        ["--events", "x", "--height", "1"],
        ["--height", "1e305", "--velocity", "0"],
        ["--height", "100", "--velocity", "1e300"],
        ["--height", "100", "--velocity", "0", "--reduce-motion"],
    ])
    func conflictingOrOutOfRangeOptionsAreUsageErrors(_ extra: [String]) throws {
        let output = try SheetcProcess.run(["simulate", "Samples/TwitterMenu.sheet.yaml", "--device", "iphone-15"] + extra)
        #expect(output.status == 64, "\(extra): \(output.stderr)")
    }

    @Test func anUnreadableScriptExitsTwo() throws {
        let output = try SheetcProcess.run(["simulate", "Samples/TwitterMenu.sheet.yaml", "--device", "iphone-15", "--events", "no/such.events"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("no/such.events"))
    }
}

/// Each seed's gestures (Samples/Scripts), played through the built binary on an iPhone 15:
/// what the article says the card does, event by event.
struct SeedScriptTests {
    static let expected: [(sheet: String, events: [String], samples: [Double])] = [
        ("ReactionList", ["willMove dismissed", "dismissed", "willMove compressed", "settled compressed",   // tap the backdrop
                          "willMove dismissed", "dismissed", "willMove compressed", "settled compressed",   // flick down
                          "willMove open", "settled open",                                                  // slow drag up, lift
                          "willMove open", "settled open",                                                  // above the top: stopped
                          "willMove dismissed", "dismissed"],                                               // slow drag down low
         [0, 763]),
        ("TwitterMenu", ["willMove dismissed", "dismissed", "willMove open", "settled open",                 // flick down
                         "willMove open", "settled open",                                                   // at rest: back
                         "willMove dismissed", "dismissed", "willMove open", "settled open",                // moving down past 180pt
                         "willMove open", "settled open"],                                                  // above the top: back
         [639, 639, 690.6648]),
        ("GlideCard", ["willMove compressed", "settled compressed",
                       "willMove closed", "settled closed",                                                 // flick down: one band
                       "willMove compressed", "settled compressed",                                         // at rest: up
                       "willMove open", "settled open",
                       "willMove dismissed", "dismissed"],                                                  // tap the backdrop
         [713.7]),
        ("MapsDrawer", ["willMove full", "settled full",                                                    // at rest: open
                        "willMove half", "settled half"],                                                   // flick down: half-way
         [393, 793]),
        // Named states (docs/language.md#states): four of them, by height, never dismissed.
        ("PlacesDrawer", ["willMove full", "settled full",                                                  // flick up: one state
                          "willMove max", "settled max",                                                    // from code
                          "willMove half", "settled half",                                                  // at rest: nearest
                          "willMove peek", "settled peek",                                                  // flick down: the lowest
                          "willMove half", "settled half"],                                                 // VoiceOver: one up
         [396.5, 793, 120, 396.5]),
        // The iOS 26 look (`style: glass`): the same gestures decide by frame heights, floating or not.
        ("GlassPlacesDrawer", ["willMove full", "settled full",                                             // flick up: attached
                               "willMove half", "settled half",                                             // at rest: nearest
                               "willMove peek", "settled peek"],                                            // flick down: the lowest
         [396.5, 793, 563, 120]),
    ]

    /// The §7 Samples (Samples/CardForms.sheet.yaml): the sign-in card expands over the keyboard and
    /// goes back; the confirmation card follows its content's height, floating 12pt up, then is flicked away.
    static let cardForms: [(sheet: String, events: [String], samples: [Double])] = [
        ("SignInCard", ["willMove open", "settled open", "willMove compressed", "settled compressed"], [396.5, 793, 396.5]),
        ("ConfirmCard", ["willMove dismissed", "dismissed"], [232, 312, 0]),
    ]

    @Test(arguments: expected.map(\.sheet) + cardForms.map(\.sheet))
    func seedGestures(_ sheet: String) throws {
        let cardForm = Self.cardForms.first { $0.sheet == sheet }
        let expected = try #require(cardForm ?? Self.expected.first { $0.sheet == sheet })
        let spec = cardForm == nil ? ["Samples/\(sheet).sheet.yaml"] : ["Samples/CardForms.sheet.yaml", "--sheet", sheet]
        let output = try SheetcProcess.run(["simulate"] + spec + ["--device", "iphone-15",
                                            "--events", "Samples/Scripts/\(sheet).events", "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let events = (json["events"] as? [[String: Any]] ?? []).map { event in
            [event["event"] as? String, (event["target"] ?? event["state"]) as? String].compactMap { $0 }.joined(separator: " ")
        }
        #expect(events == expected.events)
        let heights = (json["samples"] as? [[String: Any]] ?? []).compactMap { $0["height"] as? Double }
        #expect(heights == expected.samples)
    }
}
