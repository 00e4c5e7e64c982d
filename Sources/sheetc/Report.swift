import ArgumentParser
import SheetcCore

/// How sheetc's commands fail: one convention for all of them.
///
/// - **A usage error** — flags that cannot work together, an unknown device profile, a sheet
///   the spec does not hold — is thrown as ArgumentParser's `ValidationError`, from `validate()`
///   or as soon as it is known: exit status 64, with the usage line.
/// - **Everything else is a `Diagnostic`**: a spec's problems, an input that cannot be read
///   (E001), an output that cannot be written (E301), drift (E300), a bad event script.
///   `SheetcCore.Compiler` returns them in a `Compilation` (the file system's failures arrive
///   there as `FileSystemFailure` and become diagnostics); nothing below a command prints or
///   exits. The command prints them with `report` and ends with `try exit(for:)` (or `fail(with:)`), whose
///   status follows from the diagnostics alone: 2 when a file could not be read or written,
///   else 1 when there is an error, else 0.
/// - **Standard output that cannot be written** (`> /dev/full`) is recorded by `Terminal` and
///   made exit status 2 by `Sheetc.main`, whatever the command ended with.
///
/// Below the file-system interface, the POSIX helpers (`POSIX`, SheetcCore's `DiskFileSystem`,
/// `OutputWriter`'s private functions) speak C's `errno`; it becomes a `FileSystemFailure` at
/// the `SpecFileSystem` boundary and goes no further up.
enum Report {
    /// The exit status `diagnostics` call for: `nil` (0) when none is an error.
    static func status(for diagnostics: [Diagnostic]) -> Int32? {
        if diagnostics.contains(where: { $0.code == .unreadableInput || $0.code == .unwritableOutput }) { return 2 }
        return diagnostics.contains { $0.severity == .error } ? 1 : nil
    }

    /// Ends a command as its diagnostics say: returns on success, else throws `ExitCode`.
    static func exit(for diagnostics: [Diagnostic]) throws {
        if let status = status(for: diagnostics) { throw ExitCode(status) }
    }

    /// Reports a whole run (`report(_:format:)`) and ends the command as its diagnostics say.
    ///
    /// The run is freed rather than kept until the process exits: LeakSanitizer would report the
    /// sheets' indirect lengths as leaked, as it does not see pointers that carry Swift's enum
    /// tag bits.
    static func finish(_ run: Compilation, format: RunOptions.Format) throws {
        report(run, format: format)
        try exit(for: run.diagnostics)
    }

    /// The most outputs a summary names one by one (a larger run is counted, not listed).
    static let namedOutputLimit = 4

    /// Prints `errors` as text and ends the command with the status they call for.
    static func fail(with errors: [Diagnostic], sources: (String) -> SourceText? = { _ in nil }) throws -> Never {
        report(errors, sources: sources)
        throw ExitCode(status(for: errors) ?? 1)
    }

    /// Writes the diagnostics of a run in the chosen format, and in text a one-line summary
    /// (with how many outputs were written, for `compile` and `preview`).
    static func report(_ run: Compilation, format: RunOptions.Format) {
        switch format {
        case .json:
            Terminal.writeOut(JSONValue.array(run.diagnostics.map(\.jsonValue)).rendered())
        case .github:
            Terminal.writeOut(run.diagnostics.map { $0.githubAnnotation + "\n" }.joined())
        case .sarif:
            Terminal.writeOut(SARIFLog.document(for: run.diagnostics, toolVersion: SheetcVersion.current).rendered())
        case .text:
            let sources = Dictionary(run.results.filter { !$0.diagnostics.diagnostics.isEmpty }.map { ($0.path, $0.source) },
                                     uniquingKeysWith: { first, _ in first })
            report(run.diagnostics, sources: { sources[$0] }, differences: run.differences)
            let outputs = run.outputs.map { outputs in
                ", \(outputs.written) of \(outputs.total) outputs written (\(outputs.total - outputs.written) unchanged)"
                    + (outputs.removed > 0 ? ", \(outputs.removed) left over removed" : "")
                    + (1...namedOutputLimit ~= outputs.names.count ? ": " + outputs.paths.joined(separator: ", ") : "")
            } ?? ""
            Terminal.writeError(summary(of: run) + outputs + "\n")
        }
    }

    /// Writes `diagnostics` as text on standard error, each with the lines of its file `sources`
    /// gives; a stale output's diagnostic is followed by its diff (`differences`, by path), indented.
    static func report(_ diagnostics: [Diagnostic], sources: (String) -> SourceText? = { _ in nil },
                       differences: [String: String] = [:]) {
        let color = Terminal.standardErrorWantsColor
        for diagnostic in diagnostics {
            Terminal.writeError(diagnostic.renderedText(source: sources(diagnostic.file), color: color))
            if diagnostic.code == .outputDrift, let difference = differences[diagnostic.file] {
                Terminal.writeError(difference.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                    .map { "    " + $0 + "\n" }.joined())
            }
        }
    }

    private static func summary(of run: Compilation) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let problems = run.errorCount + run.warningCount == 0
            ? "no problems"
            : [count(run.errorCount, "error"), count(run.warningCount, "warning")].joined(separator: ", ")
        return "sheetc: \(count(run.results.count, "file")), \(count(run.sheetCount, "valid sheet")): \(problems)"
    }
}
