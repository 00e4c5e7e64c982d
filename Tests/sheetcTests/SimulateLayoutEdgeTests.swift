import Foundation
import Testing

/// `sheetc simulate` on layouts at their edges (issue 30 items 10–12): a `topInset` moved
/// negative, the default `dismissBelow` under an override, and the backdrop once dismissed.
struct SimulateLayoutEdgeTests {
    /// The simulation of `spec` on `device` with `script`, as JSON.
    static func run(_ spec: String, device: String, script: String) throws -> [String: Any] {
        let directory = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try spec.write(to: directory.appendingPathComponent("Edge.sheet.yaml"), atomically: true, encoding: .utf8)
        try script.write(to: directory.appendingPathComponent("script.events"), atomically: true, encoding: .utf8)
        let output = try SheetcProcess.run(["simulate", "Edge.sheet.yaml", "--device", device, "--events", "script.events",
                                            "--format", "json"], in: directory)
        #expect(output.status == 0, "\(output.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    }

    static func eventNames(_ run: [String: Any]) -> [String] {
        (run["events"] as? [[String: Any]] ?? []).map { event in
            [event["event"], event["target"] ?? event["state"]].compactMap { $0 as? String }.joined(separator: " ")
        }
    }

    /// docs/language.md#states: the default `dismissBelow` is half the lowest visible state *on the
    /// layout in use*. In landscape the override lowers `compressed` to 60 pt, so the default is
    /// 30 pt there: a slow lift at 150 pt after dragging up from 60 settles, it does not dismiss.
    @Test func theDefaultDismissBelowFollowsTheOverrideInUse() throws {
        let run = try Self.run("""
            version: 1
            sheet: Edge
            segmented: true
            segments: {open: 700, compressed: 400, closed: 0}
            initialState: compressed
            overrides:
              landscape: {segments: {open: 300, compressed: 60}}

            """, device: "iphone-15-landscape", script: "0 down 60\n0.1 move 100\n0.2 move 150\n1.2 up 0\n")
        #expect(Self.eventNames(run) == ["willMove compressed", "settled compressed"])
        let final = try #require(run["final"] as? [String: Any])
        #expect(final["height"] as? Double == 60)
    }

    /// Where the lowest written state is hidden on a profile (a mapping that comes to 0 there),
    /// the default is half the lowest state still visible, so a slow release low down dismisses.
    @Test func theDefaultDismissBelowSkipsAStateHiddenOnTheProfile() throws {
        let run = try Self.run("""
            version: 1
            sheet: Edge
            segmented: true
            segments: {open: 95%, compressed: {fromTop: 400}, closed: 0}
            initialState: open

            """, device: "iphone-se-landscape", script: "0 down 356\n0.2 move 200\n0.4 move 100\n1.4 up 0\n")
        #expect(Self.eventNames(run) == ["willMove dismissed", "dismissed"])
    }

    /// A dismissed sheet dims nothing, also where `from` and `fullFrom` both come to 0.
    @Test func aDismissedSheetHasAlphaZero() throws {
        let run = try Self.run("""
            version: 1
            sheet: Edge
            segmented: true
            segments: {open: 90%, compressed: {fromTop: 400}, closed: 0}

            """, device: "iphone-se-landscape", script: "0 dismiss\n0.5 sample\n")
        let final = try #require(run["final"] as? [String: Any])
        #expect(final["phase"] as? String == "dismissed")
        #expect(final["alpha"] as? Double == 0)
        let samples = run["samples"] as? [[String: Any]] ?? []
        #expect(samples.map { $0["alpha"] as? Double } == [0])
    }

    /// docs/language.md#lengths: a `topInset` mapping moved below 0 is clamped, so `open` rises no higher
    /// than the available height (793 pt on an iPhone 15), and no offset makes a height infinite.
    @Test(arguments: ["-100", "-1e308"])
    func aNegativeTopInsetIsClamped(_ offset: String) throws {
        let run = try Self.run("""
            version: 1
            sheet: Edge
            concreteDimension: fullScreen
            initialState: open
            topInset: {points: 0, above: safeArea, offset: \(offset)}

            """, device: "iphone-15", script: "0 sample\n")
        let samples = run["samples"] as? [[String: Any]] ?? []
        #expect(samples.map { $0["height"] as? Double } == [793])
    }

    /// `--content-height` reads numbers as a script does: hex is refused (usage error 64), as
    /// `content 0x10` is in a script, not read as 16.
    @Test(arguments: ["0x10", "1e400", "inf"])
    func contentHeightTakesPlainDecimalsOnly(_ value: String) throws {
        let output = try SheetcProcess.run(["simulate", "Samples/ReactionList.sheet.yaml", "--device", "iphone-se",
                                            "--height", "200", "--velocity", "0", "--content-height", value])
        #expect(output.status == 64, "\(output.stderr)")
        #expect(output.stderr.contains("content-height"))
    }
}
