@testable import SheetcCore
import SheetRuntime
import Testing

/// `simulate --events` scripts are read line by line: what each line means, and every way a
/// line can be wrong, located.
struct EventScriptTests {
    private func events(_ text: String) -> [EventScript.Event] {
        var events: [EventScript.Event] = []
        SimulationFixtures.script(text).forEachLine { events.append($0.event) }
        return events
    }

    private func problems(_ text: String) -> [String] {
        SimulationFixtures.script(text).diagnostics().map { "\($0.code.rawValue)@\($0.location.line)" }
    }

    @Test func everyEventIsReadWithItsArguments() {
        let script = """
            # a comment line, then one event a line
            0 down 200 x 10 scroll 4
            0.1 move 300
            0.2 up
            0.3 keyboard 300 over 0.25
            0.4 content 250
            0.5 move-to full
            0.6 tap-backdrop
            0.7 sample
            """
        #expect(events(script) == [
            .down(height: 200, x: 10, scrollOffset: 4), .move(height: 300), .up(velocity: nil),
            .keyboard(300, duration: 0.25), .content(250), .moveTo("full"), .tapBackdrop, .sample,
        ])
        #expect(problems(script).isEmpty)
    }

    @Test func aCleanScriptHasNoDiagnostics() {
        #expect(problems("0 down 100\n0.5 move 400\n0.6 up\n").isEmpty)
    }

    @Test func timeGoingBackIsReportedOnItsLine() {
        #expect(problems("1 sample\n0.5 sample\n") == ["\(DiagnosticCode.scriptTimeGoesBack.rawValue)@2"])
    }

    @Test func aTouchMustStartBeforeItMovesAndCannotStartTwice() {
        #expect(problems("0 move 100\n") == ["\(DiagnosticCode.scriptTouchSequence.rawValue)@1"])
        #expect(problems("0 down 100\n0.1 down 200\n") == ["\(DiagnosticCode.scriptTouchSequence.rawValue)@2"])
        #expect(problems("0 down 100\n0.1 up\n0.2 up\n") == ["\(DiagnosticCode.scriptTouchSequence.rawValue)@3"])
    }

    @Test func unknownEventsAndStatesAreErrors() {
        #expect(problems("0 jump 100\n").count == 1)
        #expect(problems("0 move-to middle\n").count == 1)
    }

    @Test func diagnosticsStopAtTheLimitAndCountTheRest() {
        let lines = (0..<(EventScript.maxDiagnostics + 7)).map { _ in "0 jump" }.joined(separator: "\n")
        let diagnostics = SimulationFixtures.script(lines).diagnostics()
        #expect(diagnostics.count == EventScript.maxDiagnostics + 1)
        #expect(diagnostics.last?.message == "7 more problems in this script not shown")
    }

    @Test func aScriptWithErrorsReplaysOnlyItsGoodLines() {
        #expect(events("0 sample\n0.1 jump\n0.2 sample\n") == [.sample, .sample])
    }
}
