import ArgumentParser
import SheetcCore

/// The options every checking command shares: how diagnostics are written, and how many
/// files are worked on at once.
struct RunOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, github, sarif
    }

    @Option(help: "Diagnostics as 'text' (on standard error), or on standard output as 'json' (an array), 'github' (workflow-command annotations) or 'sarif' (SARIF 2.1.0).")
    var format: Format = .text

    @Flag(help: "Treat warnings as errors (exit status 1).")
    var warningsAsErrors = false

    /// Taken as written (`.unconditional`), so `--jobs -3` reaches `validate` and is answered
    /// as a number out of range rather than as a missing value.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Files read, checked and written at once, 1 to 1024 (default: the number of cores). Output is the same for any number.",
                               valueName: "n"))
    var jobs: Int?

    /// `--jobs`, or the number of cores.
    var workers: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        if let jobs, !(1...1024).contains(jobs) { throw ValidationError("--jobs must be from 1 to 1024, not \(jobs)") }
    }
}
