import Dispatch
import SheetcCore

/// A test double of `SpecFileSystem`: files in a dictionary, directories implied by their
/// paths (or made empty with `makeDirectory`). Writes go to a transaction that changes the
/// files only on `commit()`; `failingWrites` makes the write of those names fail as a full
/// disk would. Safe to call from several workers at once.
final class InMemoryFileSystem: SpecFileSystem, @unchecked Sendable {
    private let queue = DispatchQueue(label: "InMemoryFileSystem")
    private var files: [String: [UInt8]] = [:]
    private var directories: Set<String> = ["/"]
    /// Output names whose write fails (`cannot write the output: No space left on device`).
    var failingWrites: Set<String> = []

    let currentDirectory = "/work"

    init(_ files: [String: String] = [:]) {
        for (path, text) in files { write(text, to: path) }
    }

    func write(_ text: String, to path: String) {
        queue.sync {
            files[absolute(path)] = Array(text.utf8)
            var parent = Self.parent(of: absolute(path))
            while directories.insert(parent).inserted, parent != "/" { parent = Self.parent(of: parent) }
        }
    }

    func remove(_ path: String) {
        _ = queue.sync { files.removeValue(forKey: absolute(path)) }
    }

    func makeDirectory(_ path: String) {
        _ = queue.sync { directories.insert(absolute(path)) }
    }

    /// The file's text, or `nil` when there is none.
    func text(at path: String) -> String? {
        queue.sync { files[absolute(path)].map { String(decoding: $0, as: UTF8.self) } }
    }

    /// Every file's path, sorted.
    var paths: [String] { queue.sync { files.keys.sorted() } }

    func kind(of path: String) throws(FileSystemFailure) -> FileKind {
        let key = absolute(path)
        let kind: FileKind? = queue.sync { files[key] != nil ? .file : directories.contains(key) ? .directory : nil }
        guard let kind else { throw FileSystemFailure(.read, path, reason: "no such file or directory") }
        return kind
    }

    func list(_ directory: String) throws(FileSystemFailure) -> DirectoryListing {
        let key = absolute(directory)
        let entries: [DirectoryListing.Entry]? = queue.sync {
            guard directories.contains(key) else { return nil }
            let prefix = key == "/" ? "/" : key + "/"
            let children = files.keys.filter { $0.hasPrefix(prefix) && Self.parent(of: $0) == key }
                .map { DirectoryListing.Entry(name: String($0.dropFirst(prefix.count)), isDirectory: false) }
            let folders = directories.filter { $0 != key && $0.hasPrefix(prefix) && Self.parent(of: $0) == key }
                .map { DirectoryListing.Entry(name: String($0.dropFirst(prefix.count)), isDirectory: true) }
            return children + folders
        }
        guard let entries else { throw FileSystemFailure(.list, directory, reason: "No such file or directory") }
        return DirectoryListing(entries: entries)
    }

    func read(_ path: String, atMost limit: Int) throws(FileSystemFailure) -> [UInt8] {
        let key = absolute(path)
        guard let bytes = queue.sync(execute: { files[key] }) else {
            throw FileSystemFailure(.read, path, reason: "no such file or directory")
        }
        return Array(bytes.prefix(limit))
    }

    func beginWriting(into directory: String) throws(FileSystemFailure) -> any OutputTransaction {
        if (try? kind(of: directory)) == .file { throw FileSystemFailure(.createDirectory, directory, reason: "File exists") }
        return Transaction(fileSystem: self, directory: directory)
    }

    /// Files written, held until `commit()`.
    final class Transaction: OutputTransaction, @unchecked Sendable {
        let fileSystem: InMemoryFileSystem
        let directory: String
        private var pending: [String: String] = [:]
        private var removals: [String] = []
        private let queue = DispatchQueue(label: "InMemoryFileSystem.Transaction")

        init(fileSystem: InMemoryFileSystem, directory: String) {
            self.fileSystem = fileSystem
            self.directory = directory
        }

        func write(_ outputs: [OutputFile]) throws(FileSystemFailure) -> Int {
            var written = 0
            for output in outputs {
                let path = directory + "/" + output.name
                if fileSystem.failingWrites.contains(output.name) {
                    throw FileSystemFailure(.write, path, reason: "No space left on device")
                }
                guard fileSystem.text(at: path) != output.contents else { continue }
                queue.sync { pending[path] = output.contents }
                written += 1
            }
            return written
        }

        func remove(_ names: [String]) {
            queue.sync { removals += names.map { directory + "/" + $0 } }
        }

        func commit() throws(FileSystemFailure) {
            fileSystem.makeDirectory(directory)
            for (path, text) in queue.sync(execute: { pending }) { fileSystem.write(text, to: path) }
            for path in queue.sync(execute: { removals }) { fileSystem.remove(path) }
        }

        func abandon() {
            queue.sync { pending = [:]; removals = [] }
        }
    }

    private func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        let parts = joined.split(separator: "/").filter { $0 != "." }
        return "/" + parts.joined(separator: "/")
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
