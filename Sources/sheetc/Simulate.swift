import ArgumentParser
import SheetcCore
import SheetRuntime

struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay a sheet out on a device profile and decide where a release goes.",
        discussion: "Profiles: " + DeviceProfile.builtIn.map(\.name).joined(separator: ", ") + ".")

    @Argument(help: "The spec file.")
    var spec: String

    @Option(help: "The sheet to simulate, when the file holds several.")
    var sheet: String?

    @Option(help: "The device profile.")
    var device: String

    @Option(parsing: .unconditional, help: "Visible height of the sheet at release, in points.")
    var height: Double

    @Option(parsing: .unconditional, help: "Vertical velocity at release, in points per second (positive downward; a negative value may follow directly).")
    var velocity: Double

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "The result as 'text' or 'json'.")
    var format: Format = .text

    func validate() throws {
        guard DeviceProfile.named(device) != nil else {
            throw ValidationError("unknown device profile '\(device)'; use one of: " + DeviceProfile.builtIn.map(\.name).joined(separator: ", "))
        }
        guard height.isFinite, height >= 0 else { throw ValidationError("--height must be a finite number of points >= 0") }
        guard velocity.isFinite else { throw ValidationError("--velocity must be a finite number") }
    }

    func run() throws {
        let run = SpecRun(inputs: [spec], format: .text, warningsAsErrors: false)
        if let status = run.failureStatus {
            run.report()
            throw ExitCode(status)
        }
        let sheets = run.sheets.map(\.configuration)
        let chosen: SheetConfiguration
        if let sheet {
            guard let match = sheets.first(where: { $0.sheet == sheet }) else {
                throw ValidationError("no sheet '\(sheet)' in \(spec); it holds: " + sheets.map(\.sheet).joined(separator: ", "))
            }
            chosen = match
        } else {
            guard sheets.count == 1 else {
                throw ValidationError("\(spec) holds \(sheets.count) sheets; choose one with --sheet: " + sheets.map(\.sheet).joined(separator: ", "))
            }
            chosen = sheets[0]
        }
        let simulation = Simulation(configuration: chosen, profile: DeviceProfile.named(device)!, height: height, velocity: velocity)
        Terminal.writeOut(format == .json ? simulation.json.rendered() : simulation.text)
    }
}
