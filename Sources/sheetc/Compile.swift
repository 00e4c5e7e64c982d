import ArgumentParser
import SheetcCore

struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",  // named, not derived: deriving it looks the type's name up at every start-up
        abstract: "Check specs, then write S.swift and S.json for each sheet (nothing at all if any spec has an error).")

    @Argument(help: "Spec files, or directories holding *.sheet.yaml / *.sheet.yml files.", completion: .file())
    var inputs: [String]

    @Option(name: [.short, .customLong("output")], help: "The output directory (created if missing).", completion: .directory)
    var output = "."

    @Flag(help: "Write nothing; exit 1 if any output in the directory is missing, differs, or is left over from a sheet the specs no longer have (a CI drift check).")
    var check = false

    @Flag(help: "Also remove the outputs an earlier compile wrote for sheets the specs no longer have (a renamed or deleted sheet's S.swift and S.json; only files under sheetc's generated header).")
    var prune = false

    /// The command a stale or left-over output tells the user to run, when it is not `sheetc
    /// compile` itself: `swift package check-sheets` passes the command plugin that writes them.
    @Option(help: .hidden)
    var regenerateCommand: String?

    @Option(help: "Access level of the generated declarations: internal (the default), package or public; overrides the --config file's accessModifier.")
    var accessLevel: AccessLevel?

    @Option(help: ArgumentHelp(
        "A sheetc-config.yaml to read (its accessModifier: public, package or internal).",
        discussion: "The build plugin and the generate-sheets and check-sheets commands pass the one in the target's folder."),
        completion: .file(extensions: ["yaml", "yml"]))
    var config: String?

    @Option(help: ArgumentHelp(
        "Write every sheet's Swift into this one file in the output directory, and no manifests.",
        discussion: "For build plugins, which must name their outputs before the specs are read."))
    var swiftFile: String?

    @OptionGroup var diagnostics: RunOptions

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one spec file or directory") }
        if let swiftFile, swiftFile.contains("/") || !swiftFile.hasSuffix(".swift") || swiftFile.hasPrefix(".") {
            throw ValidationError("--swift-file takes a file name ending in .swift, without a directory (use -o for that)")
        }
        if prune, check { throw ValidationError("--prune removes files and --check writes nothing: give one of them") }
        if prune, swiftFile != nil { throw ValidationError("--prune applies to S.swift and S.json per sheet, not to --swift-file") }
    }

    /// What to run to fix stale or left-over outputs: this command as typed, without `--check`
    /// (and with `--prune` for left-overs), or the command the plugin named.
    var remedy: OutputRemedy {
        if let regenerateCommand { return OutputRemedy(rewrite: regenerateCommand, prune: regenerateCommand) }
        var words = ["sheetc"]
        var arguments = CommandLine.arguments.dropFirst()
        while let word = arguments.popFirst() {
            if word == "--check" || word == "--prune" { continue }
            if word == "--format" || word == "--jobs" { _ = arguments.popFirst(); continue }
            if word.hasPrefix("--format=") || word.hasPrefix("--jobs=") || word == "--warnings-as-errors" { continue }
            words.append(Self.shellQuoted(word))
        }
        let rewrite = words.joined(separator: " ")
        return OutputRemedy(rewrite: rewrite, prune: rewrite + " --prune")
    }

    /// `word` as a POSIX shell reads it back: bare when it holds only safe characters.
    static func shellQuoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_./=:@%+,".unicodeScalars.contains($0)) }
        return safe && !word.isEmpty ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    func run() throws {
        let options = CompileOptions(layout: swiftFile.map(OutputLayout.oneSwiftFile) ?? .perSheet, accessLevel: accessLevel,
                                     checkOnly: check, prune: prune, remedy: remedy,
                                     warningsAsErrors: diagnostics.warningsAsErrors, jobs: diagnostics.workers, configFile: config)
        let run = Compiler().compile(inputs: inputs, into: output, options: options, in: DiskFileSystem())
        try Report.finish(run, format: diagnostics.format)
    }
}

extension AccessLevel: ExpressibleByArgument {}
