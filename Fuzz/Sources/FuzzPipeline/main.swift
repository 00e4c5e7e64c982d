import SheetRuntime
@testable import SheetcCore

/// libFuzzer's entry point: one input through read, decode, check, lower, emit, the
/// diagnostics renderers, the engine, `preview`'s pictures, and — read as a `simulate --events`
/// script played on the Samples' and the input's own sheets — the controller; with the
/// command line's extreme numbers too. Any crash, hang or leak is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    let results = Compiler().check([SpecSource(path: "fuzz.sheet.yaml", bytes: bytes)])
    for result in results {
        for diagnostic in result.diagnostics.sorted {
            _ = diagnostic.renderedText(source: result.source, color: true)
            _ = diagnostic.jsonValue.rendered()
        }
    }
    let sheets = results.flatMap(\.sheets)
    for output in Compiler().emit(sheets, accessLevel: .public) {
        precondition(!output.contents.isEmpty)
    }
    let extremes: [(Double, Double)] = [(0, 0), (250, 2000), (500, -400), (1200, 100), (1e6, 1e7), (0, -1e7), (1e-300, 5e-324)]
    for sheet in sheets {
        _ = PreviewSVG.picture(of: sheet.configuration, on: DeviceProfile.builtIn)
        for profile in DeviceProfile.builtIn {
            for (height, velocity) in extremes {
                _ = Simulation(configuration: sheet.configuration, profile: profile, height: height, velocity: velocity).json.rendered()
            }
        }
    }
    // The input as an events script, on the input's sheets and on a fixed one.
    let fixed = Compiler().check([SpecSource(path: "fixed.sheet.yaml", bytes: Array(fixedSpec.utf8))]).flatMap(\.sheets)
    for sheet in (sheets + fixed).prefix(3) {
        let configuration = sheet.configuration
        let script = EventScript(path: "fuzz.events", bytes: bytes, sheet: configuration.sheet, states: configuration.states.map(\.name))
        guard script.diagnostics().isEmpty else { continue }
        var written = 0
        ScriptSimulation(script: script, configuration: configuration, profile: DeviceProfile.builtIn[2], reduceMotion: bytes.count % 2 == 0)
            .writeJSON { written += $0.utf8.count }
        precondition(written > 0)
    }
    return 0
}

/// A three-state spring sheet that any script can drive.
let fixedSpec = """
    version: 1
    sheet: Fixed
    segmented: true
    segments: {open: 90%, compressed: 300, closed: 0}
    animation: {curve: spring, duration: 0.4, damping: 0.5}
    interaction: {dragArea: container}

    """
