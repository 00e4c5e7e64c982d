import ArgumentParser
import SheetcCore
import SheetRuntime

struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",  // named, not derived: deriving it looks the type's name up at every start-up
        abstract: "Draw each sheet's states on device profiles, one SVG per sheet; or, with --html, a playground page per sheet.",
        discussion: "Profiles: " + DeviceProfile.builtIn.map(\.name).joined(separator: ", ") + ".\n\n"
            + "--html writes S.html per sheet: a self-contained page in which the sheet is driven by SheetRuntime compiled to "
            + "WebAssembly (drag, fling, interrupt, scroll, move to a state, Reduce Motion), opening on the first --device "
            + "(default: \(PlaygroundPage.defaultDevice)).")

    @Argument(help: "Spec files, or directories holding *.sheet.yaml / *.sheet.yml files.", completion: .file())
    var inputs: [String]

    @Option(name: [.short, .customLong("output")], help: "The output directory (created if missing).", completion: .directory)
    var output = "."

    @Option(name: .customLong("device"), help: "A device profile to draw (repeat for several; default: \(PreviewSVG.defaultDevices.joined(separator: ", "))).",
            completion: .list(DeviceProfile.builtIn.map(\.name)))
    var devices: [String] = []

    @Flag(help: "Write a playground page (S.html) per sheet instead of a picture: the sheet driven by SheetRuntime in the browser.")
    var html = false

    /// The interface style a picture is drawn in (docs/language.md#look-motion-and-feel: every colour
    /// has a light and a dark value).
    enum Appearance: String, ExpressibleByArgument, CaseIterable {
        case light, dark
    }

    @Option(help: "The interface style the pictures show: light or dark (the playground has its own switch).")
    var appearance: Appearance = .light

    @Option(help: ArgumentHelp("The content height a 'fit' state is drawn at, in points (default: the state's max).", valueName: "pt"))
    var contentHeight: Double?

    @Option(help: ArgumentHelp("A bar below the sheet in the pictures (a tab bar), in points: the states stand on it.", valueName: "pt"))
    var bar: Double?

    @OptionGroup var diagnostics: RunOptions

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one spec file or directory") }
        if let contentHeight, !(contentHeight.isFinite && contentHeight >= 0) {
            throw ValidationError("--content-height takes a number of points, 0 or more")
        }
        if let bar, !(bar.isFinite && bar >= 0 && bar <= 1000) {
            throw ValidationError("--bar takes a number of points from 0 to 1000")
        }
        if bar != nil, html { throw ValidationError("--bar draws the pictures; the playground page has its own bar field") }
        for device in devices where DeviceProfile.named(device) == nil {
            throw ValidationError("unknown device profile '\(device)'; use one of: " + DeviceProfile.builtIn.map(\.name).joined(separator: ", "))
        }
    }

    func run() throws {
        let profiles = (devices.isEmpty ? PreviewSVG.defaultDevices : devices).compactMap(DeviceProfile.named)
        let kind: PreviewKind = html ? .playground(device: profiles.first?.name ?? PlaygroundPage.defaultDevice)
                                     : .pictures(profiles, dark: appearance == .dark, contentHeight: contentHeight, bar: bar ?? 0)
        let run = Compiler().preview(inputs: inputs, into: output, as: kind, in: DiskFileSystem(),
                                     warningsAsErrors: diagnostics.warningsAsErrors, jobs: diagnostics.workers)
        try Report.finish(run, format: diagnostics.format)
    }
}
