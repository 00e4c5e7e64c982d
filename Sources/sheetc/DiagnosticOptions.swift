import ArgumentParser
import SheetcCore

/// How diagnostics are written: the options every checking command shares.
struct DiagnosticOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, github, sarif
    }

    @Option(help: "Diagnostics as 'text' (on standard error), or on standard output as 'json' (an array), 'github' (workflow-command annotations) or 'sarif' (SARIF 2.1.0).")
    var format: Format = .text

    @Flag(help: "Treat warnings as errors (exit status 1).")
    var warningsAsErrors = false
}
