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

/// Finds and reads the spec files a command was given: the command line's
/// side of the pipeline's input edge. It walks and reads with plain POSIX calls:
/// Foundation's URL-based enumerator and `FileHandle` cost more per file than
/// checking the spec does.
enum InputFiles {
    static let extensions = [".sheet.yaml", ".sheet.yml"]

    /// The spec files `inputs` name (directories expanded, sorted, each file once), and a
    /// diagnostic for each input that does not exist or holds no spec file.
    static func find(_ inputs: [String]) -> (files: [String], problems: [Diagnostic]) {
        var files: [String] = []
        var problems: [Diagnostic] = []
        for input in inputs {
            var status = stat()
            guard stat(input, &status) == 0 else {
                problems.append(unreadable(input, errno == ENOENT ? "no such file or directory" : IOFailure.reason(errno: errno)))
                continue
            }
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                files.append(input)
                continue
            }
            let (found, unreadable) = specFiles(under: input)
            problems += unreadable
            if found.isEmpty, unreadable.isEmpty {
                problems.append(Diagnostic(.error, .noInputs, file: input, range: nil,
                    message: "the directory holds no \(extensions.map { "*" + $0 }.joined(separator: " or ")) file"))
            }
            files += found
        }
        // One directory's walk names each file once; only several inputs can overlap.
        if inputs.count > 1 {
            var seen = Set<String>()
            files = files.filter { seen.insert(normalized($0)).inserted }
        }
        return (files, problems)
    }

    /// Spec files below `directory`, in a stable order, and a diagnostic for each folder that
    /// cannot be opened or name that is not UTF-8 (reported like an unreadable file, never
    /// silently left out). Hidden entries (`.build`, `.git`) are skipped, and so are nested Swift
    /// packages (folders holding a `Package.swift`): their specs belong to that package's own
    /// build. Symbolic links to directories are not followed, so a link cycle cannot make the
    /// walk endless.
    static func specFiles(under directory: String) -> (files: [String], problems: [Diagnostic]) {
        var files: [String] = []
        var problems: [Diagnostic] = []
        var pending = [directory]
        while let folder = pending.popLast() {
            let base = folder.hasSuffix("/") ? folder : folder + "/"
            let listing = entries(of: folder)
            if let reason = listing.failure {
                problems.append(unreadable(folder, "cannot open the directory: \(reason)"))
                continue
            }
            for name in listing.unnamed {
                problems.append(unreadable(base + name, "the file name is not valid UTF-8; rename it"))
            }
            for (name, isDirectory) in listing.entries where !name.hasPrefix(".") {
                let path = base + name
                if isDirectory {
                    if access(path + "/Package.swift", F_OK) != 0 { pending.append(path) }
                } else if extensions.contains(where: name.hasSuffix) {
                    files.append(path)
                }
            }
        }
        return (files.sorted(), problems)
    }

    /// The names in a directory and whether each is a directory itself (not through a link);
    /// the names that are not UTF-8, shown with their bad bytes escaped; or why it cannot be opened.
    private static func entries(of directory: String)
        -> (entries: [(name: String, isDirectory: Bool)], unnamed: [String], failure: String?) {
        guard let stream = opendir(directory) else { return ([], [], IOFailure.reason(errno: errno)) }
        defer { closedir(stream) }
        var found: [(name: String, isDirectory: Bool)] = []
        var unnamed: [String] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                          count: strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))))
            }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                // Only a spec's name matters: a non-UTF-8 name that could be one is reported.
                let shown = bytes.map { $0 < 0x80 && $0 >= 0x20 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined()
                if extensions.contains(where: { shown.hasSuffix($0) }) { unnamed.append(shown) }
                continue
            }
            guard name != ".", name != ".." else { continue }
            var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                // Some file systems do not say; ask, without following a link.
                var status = stat()
                isDirectory = lstat(directory + "/" + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            }
            found.append((name, isDirectory))
        }
        return (found, unnamed, nil)
    }

    /// An absolute path with `.`, `..` and repeated slashes taken out, by text alone: two
    /// inputs naming one file ("Samples" and "./Samples/A.sheet.yaml") count once.
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    struct ReadFailure: Error {
        var reason: String
    }

    /// At most `limit` bytes of a regular file: a file past the size limit is reported, never
    /// read whole; a FIFO, socket or device, which could block or never end, is not read
    /// (it is opened without blocking and refused on what `fstat` says of it).
    static func read(_ path: String, atMost limit: Int) -> Result<[UInt8], ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(ReadFailure(reason: errno == ENOENT ? "no such file or directory" : IOFailure.reason(errno: errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(ReadFailure(reason: IOFailure.reason(errno: errno))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(ReadFailure(reason: "not a regular file")) }
        // The size is a hint (the file may change as it is read): read until the end or the limit.
        return readAll(descriptor, atMost: limit, sizeHint: Int(status.st_size) + 1)
    }

    /// At most `limit` bytes of standard input (a pipe or a file), read to its end.
    static func readStandardInput(atMost limit: Int) -> Result<[UInt8], ReadFailure> {
        readAll(STDIN_FILENO, atMost: limit, sizeHint: 1 << 16)
    }

    /// What `descriptor` holds, up to `limit` bytes, into a buffer first sized by `sizeHint` and
    /// grown as needed; retried when interrupted.
    private static func readAll(_ descriptor: Int32, atMost limit: Int, sizeHint: Int) -> Result<[UInt8], ReadFailure> {
        var bytes = [UInt8](repeating: 0, count: max(1, min(sizeHint, limit)))
        var count = 0
        while count < limit {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: min(bytes.count, limit - count)) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                POSIX.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(reason: IOFailure.reason(errno: errno)))
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }

    static func unreadable(_ path: String, _ reason: String) -> Diagnostic {
        Diagnostic(.error, .unreadableInput, file: path, range: nil, message: "cannot read the input: \(reason)")
    }
}
