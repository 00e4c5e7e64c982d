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
        subcommands: [Compile.self, Validate.self, Simulate.self, Preview.self, Schema.self, Serve.self, Lsp.self, Diff.self]
    )

    /// ArgumentParser's main, then one more rule: output that could not be written to standard
    /// output (`sheetc validate --format sarif > /dev/full`) is exit status 2, whatever else happened.
    static func main() {
        var failure: (any Error)?
        do {
            try Self.help(Array(CommandLine.arguments.dropFirst()))
            var command = try parseAsRoot()
            try command.run()
        } catch {
            failure = error
        }
        if let code = Terminal.outputFailure {
            Terminal.writeError("sheetc: cannot write to standard output: \(POSIX.reason(errno: code))\n")
            exit(withError: ExitCode(2))
        }
        if let failure { exit(withError: failure) }
    }

    /// `sheetc help COMMAND` says what `sheetc COMMAND --help` says: for `serve` that is the
    /// server's own help (its options are sheetc-serve's), and a command sheetc does not have is
    /// a usage error (exit 64), as `sheetc COMMAND` is, not the top-level help and exit 0.
    /// Anything else is left to ArgumentParser.
    static func help(_ arguments: [String]) throws {
        guard arguments.first == "help", let name = arguments.dropFirst().first, !name.hasPrefix("-") else { return }
        let names = configuration.subcommands.map { $0._commandName }
        guard names.contains(name) || name == "help" else {
            throw ValidationError("unknown command '\(name)'; the commands: \(names.joined(separator: ", "))")
        }
        if name == Serve._commandName {
            var serve = Serve()
            serve.arguments = ["--help"]
            try serve.run()
            throw ExitCode.success
        }
    }

    /// `sheetc` alone did nothing asked of it: a usage error (exit 64), not a success.
    func run() throws {
        throw ValidationError("choose a command: compile, validate, simulate, preview, schema, serve, lsp or diff ('sheetc --help' says more)")
    }
}
