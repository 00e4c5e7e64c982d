import SheetRuntime
import SheetcCore

/// libFuzzer's entry point: one input through read, decode, check, lower, emit, the
/// diagnostics renderers and the engine. Any crash, hang or leak is a finding.
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
    for sheet in sheets {
        for profile in DeviceProfile.builtIn {
            for (height, velocity) in [(0.0, 0.0), (250, 2000), (500, -400), (1200, 100)] {
                _ = Simulation(configuration: sheet.configuration, profile: profile, height: height, velocity: velocity).json.rendered()
            }
        }
    }
    return 0
}
