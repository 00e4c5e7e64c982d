import ArgumentParser
import SheetcCore

/// How diagnostics are written: the options every checking command shares.
struct DiagnosticOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "Diagnostics as 'text' (on standard error) or 'json' (an array on standard output).")
    var format: Format = .text

    @Flag(help: "Treat warnings as errors (exit status 1).")
    var warningsAsErrors = false
}
