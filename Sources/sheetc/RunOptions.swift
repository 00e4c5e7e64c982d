import ArgumentParser
import SheetcCore

// FoundationEssentials where it exists (Linux): the whole of Foundation loads ICU and
// costs every run milliseconds of start-up before any work.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    @Option(help: "Files read, checked and written at once (default: the number of cores). Output is the same for any number.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }
}
