// FoundationEssentials where it exists (Linux): the whole of Foundation loads ICU and
// costs every run milliseconds of start-up before any work.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SheetcCore
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Puts compiled outputs on disk — the pipeline's output edge. A reader never sees half a
/// file, and a failed run leaves nothing behind:
///
/// - When the output directory does not exist yet, every file goes into a hidden staging
///   directory beside it, which `finish()` renames into place: one rename makes the whole set
///   appear at once. (Creating a temporary file and renaming it, per file, costs several times
///   what writing the file does.)
/// - When it exists, each file is written to a temporary file beside it and renamed over the
///   old one, and a file whose content is unchanged is not touched.
///
/// `write(_:)` may be called from several threads at once, for different files.
struct OutputWriter: Sendable {
    /// The output directory, as the user named it.
    let directory: String
    /// Where files go until `finish()`: the staging directory, or the output directory itself.
    private let destination: String
    private let isStaging: Bool

    /// Prepares to write into `directory`, creating its parents (and a staging directory) as needed.
    init(directory: String) throws(WriteFailure) {
        self.directory = directory
        var status = stat()
        if stat(directory, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                throw WriteFailure(diagnostic: Self.failure(directory, "cannot create the output directory: \(IOFailure.reason(errno: EEXIST))"))
            }
            destination = directory
            isStaging = false
            return
        }
        let url = URL(fileURLWithPath: directory)
        let parent = url.deletingLastPathComponent().path
        let staging = Self.path(".\(url.lastPathComponent).sheetc-\(getpid())", in: parent)
        if let reason = Self.makeDirectories(parent) {
            throw WriteFailure(diagnostic: Self.failure(directory, "cannot create the output directory: \(reason)"))
        }
        if mkdir(staging, 0o755) != 0, !(errno == EEXIST && Self.removeTree(staging) && mkdir(staging, 0o755) == 0) {
            throw WriteFailure(diagnostic: Self.failure(directory, "cannot create the output directory: \(IOFailure.reason(errno: errno))"))
        }
        destination = staging
        isStaging = true
    }

    /// The outputs that are missing from `directory` or differ from it (`--check`).
    static func drift(of outputs: [OutputFile], in directory: String) -> [Diagnostic] {
        outputs.compactMap { output in
            let path = Self.path(output.name, in: directory)
            switch InputFiles.read(path, atMost: output.contents.utf8.count + 1) {
            case .failure:
                return Diagnostic(.error, .outputDrift, file: path, range: nil,
                                  message: "the output is missing; run 'sheetc compile' to write it")
            case .success(let existing) where !existing.elementsEqual(output.contents.utf8):
                return Diagnostic(.error, .outputDrift, file: path, range: nil,
                                  message: "the output is out of date; run 'sheetc compile' to rewrite it")
            case .success:
                return nil
            }
        }
    }

    /// Writes what changed. Returns the names written, or throws a diagnostic on the first failure
    /// (files already renamed into place are complete; no temporary file is left behind).
    func write(_ outputs: [OutputFile]) throws(WriteFailure) -> [String] {
        var written: [String] = []
        for output in outputs {
            let target = Self.path(output.name, in: directory)
            if isStaging {
                if let reason = Self.create(Self.path(output.name, in: destination), with: output.contents) {
                    throw WriteFailure(diagnostic: Self.failure(target, "cannot write the output: \(reason)"))
                }
                written.append(output.name)
                continue
            }
            if case .success(let existing) = InputFiles.read(target, atMost: output.contents.utf8.count + 1),
               existing.elementsEqual(output.contents.utf8) {
                continue
            }
            // Each output name is written once per run, so the name and the process make it unique.
            let temporary = Self.path(".\(output.name).sheetc-\(getpid())", in: directory)
            if let reason = Self.create(temporary, with: output.contents) {
                unlink(temporary)
                throw WriteFailure(diagnostic: Self.failure(target, "cannot write the output: \(reason)"))
            }
            guard rename(temporary, target) == 0 else {
                let reason = IOFailure.reason(errno: errno)
                unlink(temporary)
                throw WriteFailure(diagnostic: Self.failure(target, "cannot write the output: \(reason)"))
            }
            written.append(output.name)
        }
        return written
    }

    /// Writes `outputs` into `directory` in one go; on a failure, nothing staged is left.
    static func write(_ outputs: [OutputFile], to directory: String) throws(WriteFailure) -> [String] {
        let writer = try OutputWriter(directory: directory)
        let written: [String]
        do throws(WriteFailure) {
            written = try writer.write(outputs)
        } catch {
            writer.abandon()
            throw error
        }
        try writer.finish()
        return written
    }

    /// Moves the staged files into place: the staging directory becomes the output directory.
    /// (Should something have created the output directory meanwhile, the files move one by one.)
    func finish() throws(WriteFailure) {
        guard isStaging else { return }
        if rename(destination, directory) == 0 { return }
        var status = stat()
        guard stat(directory, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR,
              let names = try? FileManager.default.contentsOfDirectory(atPath: destination) else {
            let reason = IOFailure.reason(errno: errno)
            abandon()
            throw WriteFailure(diagnostic: Self.failure(directory, "cannot create the output directory: \(reason)"))
        }
        for name in names.sorted() {
            let target = Self.path(name, in: directory)
            guard rename(Self.path(name, in: destination), target) == 0 else {
                let reason = IOFailure.reason(errno: errno)
                abandon()
                throw WriteFailure(diagnostic: Self.failure(target, "cannot write the output: \(reason)"))
            }
        }
        rmdir(destination)
    }

    /// Removes the staging directory and what was staged in it: after a failure, nothing is written.
    func abandon() {
        if isStaging { _ = Self.removeTree(destination) }
    }

    private static func path(_ name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `mkdir -p`: `path` and whichever of its parents are missing; `nil` on success, else the reason.
    private static func makeDirectories(_ path: String) -> String? {
        var status = stat()
        if stat(path, &status) == 0 {
            return (status.st_mode & S_IFMT) == S_IFDIR ? nil : IOFailure.reason(errno: ENOTDIR)
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if parent != path, parent.count < path.count, let reason = makeDirectories(parent) { return reason }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { return IOFailure.reason(errno: errno) }
        return nil
    }

    private static func removeTree(_ path: String) -> Bool {
        (try? FileManager.default.removeItem(atPath: path)) != nil
    }

    /// Writes a new file with plain POSIX calls; `nil` on success, else the reason. Foundation's
    /// `Data.write` syncs each file to disk, which multiplied a compile's time by ten; the
    /// rename that follows already makes the file appear whole, and a build output needs no more.
    private static func create(_ path: String, with contents: String) -> String? {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == EEXIST, unlink(path) == 0 {
            // A temporary file left by a process that had this one's number and was killed.
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { return IOFailure.reason(errno: errno) }
        var failure = POSIX.writeAll(contents, to: descriptor).map(IOFailure.reason(errno:))
        if close(descriptor) != 0, failure == nil { failure = IOFailure.reason(errno: errno) }
        return failure
    }

    struct WriteFailure: Error {
        var diagnostic: Diagnostic
    }

    private static func failure(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(.error, .unwritableOutput, file: path, range: nil, message: message)
    }
}
