import ArgumentParser
import SheetcCore
import SheetRuntime

struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",  // named, not derived: deriving it looks the type's name up at every start-up
        abstract: "Play a sheet on a device profile: one release (--height/--velocity), or a script of events (--events).",
        discussion: """
            Profiles: \(DeviceProfile.builtIn.map(\.name).joined(separator: ", ")).

            An events script has one event a line, '<t> <event> [args]' (t in seconds, never decreasing; '#' starts a comment): \
            down <h> [x <x>] [scroll <offset>], move <h> [x <x>], up [<velocity>], cancel, resize <profile>, \
            keyboard <k> [over <seconds>], bar <b> [over <seconds>], content <h>, move-to <state>, dismiss, tap-backdrop, \
            a11y increment|decrement|escape, push <Sheet>, pop, pop-all (with --stack: the sheets of those files stack on this one; \
            touches, moves and dismiss go to the top sheet), sample. Heights are points above the container's bottom edge, x points from its left edge (default: the card's centre); \
            velocities pt/s, positive downward. A touch that starts no drag is reported as a 'touch' event (backdrop, passthrough, \
            content, keyboard or bar); so is one whose first movement (a 'move' with x, 10 pt or more from its 'down' with x, on a \
            resting sheet) is mostly horizontal: it is handed back and moves nothing. A malformed line is reported as script:line:column (exit status 1).
            """)

    @Argument(help: "The spec file.", completion: .file())
    var spec: String

    @Option(help: "The sheet to simulate, when the file holds several.")
    var sheet: String?

    @Option(help: "The device profile.", completion: .list(DeviceProfile.builtIn.map(\.name)))
    var device: String

    @Option(parsing: .unconditional, help: "Visible height of the sheet at release, in points (with --velocity).")
    var height: Double?

    @Option(parsing: .unconditional, help: "Vertical velocity at release, in pt/s, positive downward (with --height; a negative value may follow directly).")
    var velocity: Double?

    @Option(help: ArgumentHelp("A script of events to play through the sheet's controller ('-': standard input).", valueName: "file"), completion: .file())
    var events: String?

    @Flag(help: "With --events: animate as with the system's Reduce Motion setting (critically damped springs).")
    var reduceMotion = false

    @Option(parsing: .unconditional, help: "The content's height, in points, for a 'fit' state (without it, a fit state is its max).")
    var contentHeight: PlainNumber?

    @Option(parsing: .unconditional, help: "With --events: the height of a bar below the sheet from the start (a tab bar), in points.")
    var bar: PlainNumber?

    @Option(help: ArgumentHelp("With --events: a spec whose sheets the script may 'push' over this one (repeatable).", valueName: "file"),
            completion: .file())
    var stack: [String] = []

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "The result as 'text' or 'json'.")
    var format: Format = .text

    func validate() throws {
        guard DeviceProfile.named(device) != nil else {
            throw ValidationError("unknown device profile '\(device)'; use one of: " + DeviceProfile.builtIn.map(\.name).joined(separator: ", "))
        }
        if let contentHeight = contentHeight?.value, !(contentHeight.isFinite && contentHeight >= 0 && contentHeight <= 1_000_000) {
            throw ValidationError("--content-height must be a number of points from 0 to 1000000")
        }
        if let bar = bar?.value, !(bar.isFinite && bar >= 0 && bar <= 1_000_000) {
            throw ValidationError("--bar must be a number of points from 0 to 1000000")
        }
        if events == nil, bar != nil || !stack.isEmpty { throw ValidationError("--bar and --stack apply to --events") }
        if events != nil {
            guard height == nil, velocity == nil else { throw ValidationError("--events plays a script; it does not take --height or --velocity") }
            return
        }
        guard let height, let velocity else {
            throw ValidationError("give --height and --velocity (one release), or --events (a script)")
        }
        guard height.isFinite, height >= 0, height <= 1_000_000 else { throw ValidationError("--height must be a number of points from 0 to 1000000") }
        guard velocity.isFinite, abs(velocity) <= 10_000_000 else { throw ValidationError("--velocity must be a number of pt/s within ±10000000") }
        guard !reduceMotion else { throw ValidationError("--reduce-motion applies to --events") }
    }

    func run() throws {
        let chosen = try chosenSheet()
        let profile = DeviceProfile.named(device)!
        if chosen.target == .system {
            // A system sheet's gestures and releases are UIKit's (docs/language.md, "Targets").
            guard events == nil else {
                throw ValidationError("\(chosen.sheet) is a system sheet (target: system): its gestures are UIKit's, so --events cannot play them; --height and --velocity print its detents")
            }
            let simulation = SystemSheetSimulation(configuration: chosen, profile: profile, height: height!, velocity: velocity!)
            Terminal.writeOut(format == .json ? simulation.json.rendered() : simulation.text)
            return
        }
        guard let events else {
            let simulation = Simulation(configuration: chosen, profile: profile, height: height!, velocity: velocity!, contentHeight: contentHeight?.value)
            Terminal.writeOut(format == .json ? simulation.json.rendered() : simulation.text)
            return
        }
        let bytes = try readScript(events)
        let stacked = try stackedSheets()
        let script = EventScript(path: events, bytes: bytes, sheet: chosen.sheet, states: chosen.states.map(\.name),
                                 stack: stacked.map { ($0.sheet, $0.states.map(\.name)) })
        let problems = script.diagnostics()
        if !problems.isEmpty {
            let source = SourceText(String(decoding: bytes, as: UTF8.self))
            try Report.fail(with: problems, sources: { _ in source })
        }
        let simulation = ScriptSimulation(script: script, configuration: chosen, profile: profile, reduceMotion: reduceMotion,
                                          contentHeight: contentHeight?.value, bar: bar?.value ?? 0, stack: stacked)
        var output = BufferedOutput()
        switch format {
        case .json: simulation.writeJSON { output.write($0) }
        case .text: simulation.writeText { output.write($0) }
        }
        output.flush()
    }

    /// Every sheet of the `--stack` files, checked as the spec is (an error in one stops the run,
    /// as in the spec); a system sheet cannot be stacked (the system stacks its own sheets).
    private func stackedSheets() throws -> [SheetConfiguration] {
        guard !stack.isEmpty else { return [] }
        let run = Compiler().check(inputs: stack, in: DiskFileSystem())
        if run.errorCount > 0 {
            Report.report(run, format: .text)
            try Report.exit(for: run.diagnostics)
        }
        let sheets = run.sheets.map(\.configuration)
        if let system = sheets.first(where: { $0.target == .system }) {
            throw ValidationError("\(system.sheet) is a system sheet (target: system): the system stacks its own sheets, so --stack cannot take it")
        }
        return sheets
    }

    /// The sheet to play: the only one in the file, or the one `--sheet` names.
    private func chosenSheet() throws -> SheetConfiguration {
        let run = Compiler().check(inputs: [spec], in: DiskFileSystem())
        if run.errorCount > 0 {
            Report.report(run, format: .text)
            try Report.exit(for: run.diagnostics)
        }
        let sheets = run.sheets.map(\.configuration)
        if let sheet {
            guard let match = sheets.first(where: { $0.sheet == sheet }) else {
                throw ValidationError("no sheet '\(sheet)' in \(spec); it holds: " + sheets.map(\.sheet).joined(separator: ", "))
            }
            return match
        }
        guard !sheets.isEmpty else { throw ValidationError("\(spec) holds no sheet to simulate") }
        guard sheets.count == 1 else {
            throw ValidationError("\(spec) holds \(sheets.count) sheets; choose one with --sheet: " + sheets.map(\.sheet).joined(separator: ", "))
        }
        return sheets[0]
    }

    /// The script's bytes (at most `EventScript.maxSize`); an unreadable script is E001 (exit
    /// status 2), a too large one E002 (exit status 1).
    private func readScript(_ path: String) throws -> [UInt8] {
        let shown = path == "-" ? "<stdin>" : path
        let bytes: [UInt8]
        do throws(FileSystemFailure) {
            bytes = path == "-" ? try DiskFileSystem.readStandardInput(atMost: EventScript.maxSize + 1, shown: shown)
                                : try DiskFileSystem().read(path, atMost: EventScript.maxSize + 1)
        } catch {
            try Report.fail(with: [error.diagnostic])
        }
        guard bytes.count <= EventScript.maxSize else {
            try Report.fail(with: [Diagnostic(.error, .fileTooLarge, file: shown, range: nil,
                                              message: "the script is larger than \(EventScript.maxSize >> 20) MiB")])
        }
        return bytes
    }
}

/// A number option read as a script reads numbers (`EventScript.number`): plain decimals only,
/// so `--content-height 0x10` is refused as `content 0x10` is, not read as 16.
struct PlainNumber: ExpressibleByArgument {
    let value: Double

    init?(argument: String) {
        guard let value = EventScript.number(ArraySlice(argument.utf8)) else { return nil }
        self.value = value
    }
}
