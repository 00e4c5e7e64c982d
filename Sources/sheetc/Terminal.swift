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
    static func writeOut(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    static func writeError(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// All of `text`, however many `write` calls it takes. A closed pipe ends the output
    /// quietly: the reader has gone, and there is no one left to tell.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Colour only on a terminal, never when `NO_COLOR` is set (https://no-color.org) or `TERM` is `dumb`.
    static var standardErrorWantsColor: Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(STDERR_FILENO) == 1
    }
}

/// POSIX `write`, which `Terminal.write(_:to:)` would otherwise shadow.
#if canImport(Darwin)
private let systemWrite = Darwin.write
#elseif canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#endif
