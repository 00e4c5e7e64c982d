#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Foundation
import SheetcCore

/// The inputs' folders as `Compiler` reads them, read-only: `sheetc serve` checks specs and
/// never writes a file. It reads as `validate` does (sheetc's `DiskFileSystem`), with plain
/// POSIX calls, so a server and `validate` say the same of the same input: a FIFO or a device
/// named `*.sheet.yaml` is opened without blocking and refused for not being a regular file
/// (E001, and serving goes on; a blocking `open` of a FIFO would hang the server, or its
/// watcher), and an unreadable file or folder is reported in `validate`'s words.
struct SpecFolder: SpecFileSystem {
    var currentDirectory: String { FileManager.default.currentDirectoryPath }

    func kind(of path: String) throws(FileSystemFailure) -> FileKind {
        var status = stat()
        guard stat(path, &status) == 0 else { throw Self.failure(.read, path) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    func list(_ directory: String) throws(FileSystemFailure) -> DirectoryListing {
        guard let stream = opendir(directory) else { throw Self.failure(.list, directory) }
        defer { closedir(stream) }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        var listing = DirectoryListing(entries: [])
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                String(validatingCString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
            }
            guard let name, name != ".", name != ".." else { continue }
            // A link to a folder is not followed (a walk through a link cycle would never end): `lstat`.
            var status = stat()
            let isDirectory = lstat(base + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            listing.entries.append(DirectoryListing.Entry(name: name, isDirectory: isDirectory))
        }
        return listing
    }

    func read(_ path: String, atMost limit: Int) throws(FileSystemFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.failure(.read, path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Self.failure(.read, path) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw FileSystemFailure(.read, path, reason: "not a regular file") }
        var bytes = [UInt8](repeating: 0, count: max(1, min(Int(status.st_size) + 1, limit)))
        var count = 0
        while count < limit {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: min(bytes.count, limit - count)) }
            let got = bytes.withUnsafeMutableBytes { buffer in systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw FileSystemFailure(.read, path, reason: String(cString: strerror(errno)))
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    func beginWriting(into directory: String) throws(FileSystemFailure) -> any OutputTransaction {
        throw FileSystemFailure(.createDirectory, directory, reason: "sheetc serve writes nothing")
    }

    /// The failure `errno` says `operation` on `path` met, in the words `DiskFileSystem` uses.
    private static func failure(_ operation: FileSystemFailure.Operation, _ path: String) -> FileSystemFailure {
        let code = errno
        return FileSystemFailure(operation, path, reason: code == ENOENT && operation == .read ? "no such file or directory" : String(cString: strerror(code)))
    }
}

#if canImport(Darwin)
private let systemRead = Darwin.read
#else
private let systemRead = Glibc.read
#endif
