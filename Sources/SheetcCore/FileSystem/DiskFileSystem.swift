#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The disk, as `Compiler` reads it: the one reader of both executables, so `sheetc`'s commands
/// and `sheetc serve` say the same of the same input. It walks and reads with plain POSIX calls
/// (Foundation's URL-based enumerator and `FileHandle` cost more per file than checking the spec
/// does): a FIFO or a device named `*.sheet.yaml` is opened without blocking and refused for not
/// being a regular file (a blocking `open` would hang a command, or the server's watcher), and an
/// unreadable file or folder is reported in the system's words. How outputs are written is the
/// caller's: `sheetc`'s atomic writer, or a refusal where nothing may be written.
public struct DiskFileSystem: SpecFileSystem {
    /// Starts an all-or-nothing write of outputs into a directory (`SpecFileSystem.beginWriting`).
    public typealias Writer = @Sendable (_ directory: String) throws(FileSystemFailure) -> any OutputTransaction

    private let writer: Writer

    /// The disk, writing outputs with `writer`.
    public init(writer: @escaping Writer) {
        self.writer = writer
    }

    public var currentDirectory: String {
        guard let path = getcwd(nil, 0) else { return "" }
        defer { free(path) }
        return String(cString: path)
    }

    public func kind(of path: String) throws(FileSystemFailure) -> FileKind {
        var status = stat()
        guard stat(path, &status) == 0 else { throw Self.failure(.read, path) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// The names in a directory and whether each is a directory itself (not through a link);
    /// the names that are not UTF-8, shown with their bad bytes escaped.
    public func list(_ directory: String) throws(FileSystemFailure) -> DirectoryListing {
        guard let stream = opendir(directory) else { throw Self.failure(.list, directory) }
        defer { closedir(stream) }
        var listing = DirectoryListing(entries: [])
        while let entry = readdir(stream) {
            guard let name = Self.name(of: entry, undecodable: &listing.undecodable) else { continue }
            guard name != ".", name != ".." else { continue }
            var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            var isLink = Int32(entry.pointee.d_type) == Int32(DT_LNK)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                // Some file systems do not say; ask, without following a link.
                var status = stat()
                let known = lstat(directory + "/" + name, &status) == 0
                isDirectory = known && (status.st_mode & S_IFMT) == S_IFDIR
                isLink = known && (status.st_mode & S_IFMT) == S_IFLNK
            }
            listing.entries.append(DirectoryListing.Entry(name: name, isDirectory: isDirectory, isLink: isLink))
        }
        return listing
    }

    /// A directory entry's name, validated as UTF-8 straight from the entry (its bytes are
    /// copied only when they are not UTF-8: then, escaped, they go to `undecodable`).
    private static func name(of entry: UnsafeMutablePointer<dirent>, undecodable: inout [String]) -> String? {
        withUnsafePointer(to: &entry.pointee.d_name) { pointer in
            let cString = UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)
            if let name = String(validatingCString: cString) { return name }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(cString))
            undecodable.append(bytes.map { $0 < 0x80 && $0 >= 0x20 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined())
            return nil
        }
    }

    /// At most `limit` bytes of a regular file: a file past the size limit is reported, never
    /// read whole; a FIFO, socket or device, which could block or never end, is not read
    /// (it is opened without blocking and refused on what `fstat` says of it).
    public func read(_ path: String, atMost limit: Int) throws(FileSystemFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.failure(.read, path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Self.failure(.read, path) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw FileSystemFailure(.read, path, reason: "not a regular file") }
        // The size is a hint (the file may change as it is read): read until the end or the limit.
        return try Self.readAll(descriptor, path: path, atMost: limit, sizeHint: Int(status.st_size) + 1)
    }

    public func beginWriting(into directory: String) throws(FileSystemFailure) -> any OutputTransaction {
        try writer(directory)
    }

    public func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// At most `limit` bytes of standard input (a pipe or a file), read to its end; a failure names it `shown`.
    public static func readStandardInput(atMost limit: Int, shown: String) throws(FileSystemFailure) -> [UInt8] {
        try readAll(STDIN_FILENO, path: shown, atMost: limit, sizeHint: 1 << 16)
    }

    /// What `descriptor` holds, up to `limit` bytes, into a buffer first sized by `sizeHint` and
    /// grown as needed; retried when interrupted.
    private static func readAll(_ descriptor: Int32, path: String, atMost limit: Int, sizeHint: Int) throws(FileSystemFailure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(1, min(sizeHint, limit)))
        var count = 0
        while count < limit {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: min(bytes.count, limit - count)) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
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

    /// The failure `errno` says `operation` on `path` met; a missing file in the words inputs are reported in.
    private static func failure(_ operation: FileSystemFailure.Operation, _ path: String) -> FileSystemFailure {
        let code = errno
        return FileSystemFailure(operation, path, reason: code == ENOENT && operation == .read ? "no such file or directory" : String(cString: strerror(code)))
    }
}

/// The C library's `read`, by a name `DiskFileSystem.read(_:atMost:)` does not shadow.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
