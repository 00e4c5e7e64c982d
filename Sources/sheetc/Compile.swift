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

    @Option(help: "Access level of the generated declarations: internal, package or public.")
    var accessLevel: AccessLevel = .internal

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
    }

    func run() throws {
        let run = Compiler().compile(
            inputs: inputs, into: output, layout: swiftFile.map(OutputLayout.oneSwiftFile) ?? .perSheet, accessLevel: accessLevel,
            checkOnly: check, in: DiskFileSystem(), warningsAsErrors: diagnostics.warningsAsErrors, jobs: diagnostics.workers)
        try Report.finish(run, format: diagnostics.format)
    }
}

extension AccessLevel: ExpressibleByArgument {}
