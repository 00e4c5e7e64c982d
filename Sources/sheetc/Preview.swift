import ArgumentParser
import SheetcCore

struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw each sheet's states on device profiles, one SVG per sheet.",
        discussion: "Profiles: " + DeviceProfile.builtIn.map(\.name).joined(separator: ", ") + ".")

    @Argument(help: "Spec files, or directories holding *.sheet.yaml / *.sheet.yml files.")
    var inputs: [String]

    @Option(name: [.short, .customLong("output")], help: "The output directory (created if missing).")
    var output = "."

    @Option(name: .customLong("device"), help: "A device profile to draw (repeat for several; default: \(PreviewSVG.defaultDevices.joined(separator: ", "))).")
    var devices: [String] = []

    @OptionGroup var diagnostics: RunOptions

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one spec file or directory") }
        for device in devices where DeviceProfile.named(device) == nil {
            throw ValidationError("unknown device profile '\(device)'; use one of: " + DeviceProfile.builtIn.map(\.name).joined(separator: ", "))
        }
    }

    func run() throws {
        var run = SpecRun(inputs: inputs, options: diagnostics)
        guard run.failureStatus == nil else {
            run.report()
            throw ExitCode(run.failureStatus!)
        }
        let profiles = (devices.isEmpty ? PreviewSVG.defaultDevices : devices).compactMap(DeviceProfile.named)
        let pictures = run.sheets.map { PreviewSVG.picture(of: $0.configuration, on: profiles) }
        do throws(OutputWriter.WriteFailure) {
            let written = try OutputWriter.write(pictures, to: output)
            run.report(written: written.count, of: pictures.count)
        } catch {
            run.append([error.diagnostic])
            run.report()
            throw ExitCode(2)
        }
    }
}
