import ArgumentParser
import SheetcCore

/// `sheetc`: checks draggable bottom-sheet specs and compiles them for SheetRuntime.
@main
struct Sheetc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheetc",
        abstract: "Check bottom-sheet specs and compile them into Swift and JSON for SheetRuntime.",
        discussion: """
            Exit status: 0 success (warnings allowed); 1 a spec has errors; \
            2 an input could not be read or an output could not be written; 64 a usage error.
            """,
        version: SheetcVersion.current,
        subcommands: [Compile.self, Validate.self, Simulate.self, Preview.self, Schema.self]
    )

    /// `sheetc` alone did nothing asked of it: a usage error (exit 64), not a success.
    func run() throws {
        throw ValidationError("choose a command: compile, validate, simulate, preview or schema ('sheetc --help' says more)")
    }
}
