import ArgumentParser
import SheetcCore

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",  // named, not derived: deriving it looks the type's name up at every start-up
        abstract: "Check specs and report every problem; write nothing.")

    @Argument(help: "Spec files, or directories holding *.sheet.yaml / *.sheet.yml files.", completion: .file())
    var inputs: [String]

    @OptionGroup var diagnostics: RunOptions

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one spec file or directory") }
    }

    func run() throws {
        let run = Compiler().check(inputs: inputs, in: DiskFileSystem(), warningsAsErrors: diagnostics.warningsAsErrors,
                                   jobs: diagnostics.workers, keeping: .name)
        try Report.finish(run, format: diagnostics.format)
    }
}
