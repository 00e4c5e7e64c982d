import Foundation
import SheetcCore
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// POSIX `write`, which `OutputWriter.write(_:)` would otherwise shadow.
#if canImport(Darwin)
private let systemWrite = Darwin.write
#elseif canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#endif

/// Puts compiled outputs on disk — the pipeline's output edge. Each file is
/// written to a temporary file beside it and renamed into place, so a reader
/// never sees half a file; a file whose content is unchanged is not touched.
struct OutputWriter {
    let directory: URL

    /// The outputs that are missing from the directory or differ from it (`--check`).
    func drift(of outputs: [OutputFile]) -> [Diagnostic] {
        outputs.compactMap { output in
            let path = directory.appendingPathComponent(output.name).path
            guard let existing = FileManager.default.contents(atPath: path) else {
                return Diagnostic(.error, .outputDrift, file: path, range: nil,
                                  message: "the output is missing; run 'sheetc compile' to write it")
            }
            guard existing != Data(output.contents.utf8) else { return nil }
            return Diagnostic(.error, .outputDrift, file: path, range: nil,
                              message: "the output is out of date; run 'sheetc compile' to rewrite it")
        }
    }

    /// Writes what changed. Returns the names written, or throws a diagnostic on the first failure
    /// (files already renamed into place are complete; no temporary file is left behind).
    func write(_ outputs: [OutputFile]) throws(WriteFailure) -> [String] {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw WriteFailure(diagnostic: failure(directory.path, "cannot create the output directory: \(IOFailure.reason(error))"))
        }
        var written: [String] = []
        for output in outputs {
            let target = directory.appendingPathComponent(output.name)
            let data = Data(output.contents.utf8)
            if FileManager.default.contents(atPath: target.path) == data { continue }
            let temporary = directory.appendingPathComponent(".\(output.name).sheetc-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
            if let reason = Self.create(temporary.path, with: data) {
                unlink(temporary.path)
                throw WriteFailure(diagnostic: failure(target.path, "cannot write the output: \(reason)"))
            }
            guard rename(temporary.path, target.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw WriteFailure(diagnostic: failure(target.path, "cannot write the output: \(reason)"))
            }
            written.append(output.name)
        }
        return written
    }

    /// Writes a new file with plain POSIX calls; `nil` on success, else the reason. Foundation's
    /// `Data.write` syncs each file to disk, which multiplied a compile's time by ten; the
    /// rename that follows already makes the file appear whole, and a build output needs no more.
    private static func create(_ path: String, with data: Data) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        return failure
    }

    struct WriteFailure: Error {
        var diagnostic: Diagnostic
    }

    private func failure(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(.error, .unwritableOutput, file: path, range: nil, message: message)
    }
}
