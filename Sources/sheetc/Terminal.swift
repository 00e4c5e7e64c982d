/// Standard output and error, and whether to colour them.
enum Terminal {
    /// Why standard output could not be written (a full disk, `> /dev/full`), if it could not.
    /// A closed pipe is not a failure: the reader has gone, and there is no one left to tell.
    nonisolated(unsafe) static var outputFailure: Int32?

    static func writeOut(_ text: String) {
        if let failure = POSIX.writeAll(text, to: STDOUT_FILENO), failure != EPIPE, outputFailure == nil {
            outputFailure = failure
        }
    }

    static func writeError(_ text: String) {
        _ = POSIX.writeAll(text, to: STDERR_FILENO)
    }

    /// Colour only on a terminal, never when `NO_COLOR` is set (https://no-color.org) or `TERM` is `dumb`.
    /// The terminal is asked first: when standard error is not one, as in CI and scripts, the
    /// environment (which `ProcessInfo` copies whole into a dictionary) is not read.
    static var standardErrorWantsColor: Bool {
        guard isatty(STDERR_FILENO) == 1 else { return false }
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}

/// Standard output gathered into large writes (a long `simulate --events` run writes a line
/// per sample). Once a write has failed, no more are tried; `Sheetc.main` makes the failure
/// exit status 2, as for any command.
struct BufferedOutput {
    private var pending = ""

    mutating func write(_ text: String) {
        pending += text
        if pending.utf8.count >= 1 << 16 { flush() }
    }

    /// Writes what is pending, unless an earlier write failed.
    mutating func flush() {
        if !pending.isEmpty, Terminal.outputFailure == nil {
            Terminal.writeOut(pending)
        }
        pending = ""
    }
}
