@testable import SheetcCore
import Foundation
import SheetRuntime
import Testing

/// `simulate --events`: a script played through the runtime's controller, its events, samples
/// and final frame, and both output forms.
struct ScriptSimulationTests {
    private func simulation(_ text: String, reduceMotion: Bool = false) -> ScriptSimulation {
        ScriptSimulation(script: SimulationFixtures.script(text), configuration: SimulationFixtures.configuration,
                         profile: SimulationFixtures.iPhone, reduceMotion: reduceMotion)
    }

    @Test func aMoveToSettlesInTheStateAfterItsAnimation() {
        var events: [String] = []
        let final = simulation("0 move-to full\n").run(event: { event in
            switch event.kind {
            case .willMove(let target): events.append("willMove \(target.name)")
            case .settled(let state): events.append("settled \(state.rawValue)")
            case .dismissed: events.append("dismissed")
            case .touch(let destination): events.append("touch \(destination.rawValue)")
            }
        })
        #expect(events == ["willMove full", "settled full"])
        #expect(final.state == "full")
        #expect(final.phase == .resting)
        #expect(final.time > 0)
        #expect(abs(final.height - 793 * 0.9) < 1e-9)
    }

    @Test func samplesShowTheFrameAtTheirTime() {
        var heights: [Double] = []
        _ = simulation("0 down 396.5\n0.1 move 300\n0.1 sample\n0.2 cancel\n").run(sample: { heights.append($0.height) })
        #expect(heights == [300])
    }

    @Test func aFlickDownFromPeekEndsDismissedWithAClearBackdrop() {
        let final = simulation("0 move-to peek\n2 down 100\n2.05 move 40\n2.06 up\n").run()
        #expect(final.phase == .dismissed)
        #expect(final.state == nil)
        #expect(final.alpha == 0)
    }

    @Test func aMostlyHorizontalFirstMoveIsHandedBackAsATouchToTheContent() {
        // `move <h> x <x>`: the controller's direction test (docs/behaviour.md), as UIKit and the playground use it.
        var events: [String] = []
        let script = "0 down 100 x 100\n0.02 move 104 x 140\n0.05 move 400 x 140\n0.06 up\n"
        let final = simulation(script).run(event: { event in
            if case .touch(let destination) = event.kind { events.append("\(event.time) touch \(destination.rawValue)") }
        })
        #expect(events == ["0.02 touch content"])
        #expect(final.phase == .resting && final.state == SimulationFixtures.configuration.initialState)
    }

    @Test func twoRunsGiveTheSameCalls() {
        let script = "0 down 396.5\n0.05 move 500\n0.1 move 650\n0.12 up\n0.3 sample\n"
        func trace() -> [String] {
            var calls: [String] = []
            let final = simulation(script).run(sample: { calls.append("sample \($0.height)") },
                                               event: { calls.append("event \($0.time)") })
            return calls + ["final \(final.time) \(final.height)"]
        }
        #expect(trace() == trace())
    }

    @Test func theJSONOutputIsOneDocumentWithEventsFinalAndSamples() throws {
        var output = ""
        simulation("0 move-to full\n0.1 sample\n").writeJSON { output += $0 }
        let document = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        #expect((document?["events"] as? [Any])?.count == 2)
        #expect((document?["samples"] as? [Any])?.count == 1)
        let final = document?["final"] as? [String: Any]
        #expect(final?["state"] as? String == "full")
        #expect(final?["phase"] as? String == "resting")
    }

    @Test func theTextOutputEndsWithTheFinalLine() {
        var output = ""
        simulation("0 move-to full\n", reduceMotion: true).writeText { output += $0 }
        #expect(output.hasPrefix("Drawer on iphone-15 (393×852pt, available 793pt), Reduce Motion\n"))
        #expect(output.split(separator: "\n").last?.contains("final    resting in full") == true)
    }
}
