// FoundationEssentials where it exists (Linux): the whole of Foundation loads ICU and
// costs every run milliseconds of start-up before any work.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
    static var standardErrorWantsColor: Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(STDERR_FILENO) == 1
    }
}

/// Standard output gathered into large writes (a long `simulate --events` run writes a line
/// per sample), remembering whether any write failed so the command can exit 2.
struct BufferedOutput {
    private var pending = ""
    private var failed = false

    mutating func write(_ text: String) {
        pending += text
        if pending.utf8.count >= 1 << 16 { _ = flush() }
    }

    /// Writes what is pending; `false` if this or an earlier write failed.
    mutating func flush() -> Bool {
        if !pending.isEmpty, !failed {
            Terminal.writeOut(pending)
            failed = Terminal.outputFailure != nil
        }
        pending = ""
        return !failed
    }
}
