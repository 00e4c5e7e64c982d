import SheetcCore

/// A commit's tree as a read-only `SpecFileSystem`, so `sheetc diff` finds the old side's spec
/// files with the very walk that finds the working tree's (`SpecInputs`: hidden entries and
/// nested packages skipped alike). Paths are absolute, below the repository's top, as in the
/// working tree; a file's bytes come from `git show <commit>:<path>`.
struct GitTree: SpecFileSystem {
    let repository: Repository
    let commit: String
    private let files: Set<String>
    /// Each directory's entries, by the directory's path.
    private let listings: [String: [DirectoryListing.Entry]]

    /// The tree of `commit`, listed once.
    init(_ repository: Repository, commit: String) throws {
        self.repository = repository
        self.commit = commit
        let listing = try repository.git(["ls-tree", "-r", "-z", "--full-tree", "--name-only", commit]).standardOutput
        var files = Set<String>()
        var listings: [String: [DirectoryListing.Entry]] = [repository.top: []]
        for name in listing.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }) {
            var path = repository.top + "/" + name
            files.insert(path)
            var isDirectory = false
            // The file in its folder, then each folder in its parent, up to the first one known.
            while let slash = path.lastIndex(of: "/"), path.count > repository.top.count {
                let parent = String(path[..<slash])
                let known = listings[parent] != nil
                listings[parent, default: []].append(DirectoryListing.Entry(name: String(path[path.index(after: slash)...]), isDirectory: isDirectory))
                if known { break }
                path = parent
                isDirectory = true
            }
        }
        self.files = files
        self.listings = listings
    }

    var currentDirectory: String { repository.top }

    func kind(of path: String) throws(FileSystemFailure) -> FileKind {
        if files.contains(path) { return .file }
        if listings[path] != nil { return .directory }
        throw FileSystemFailure(.read, path, reason: "not in \(commit.prefix(12))")
    }

    func list(_ directory: String) throws(FileSystemFailure) -> DirectoryListing {
        guard let entries = listings[directory.hasSuffix("/") ? String(directory.dropLast()) : directory] else {
            throw FileSystemFailure(.list, directory, reason: "not in \(commit.prefix(12))")
        }
        return DirectoryListing(entries: entries)
    }

    func read(_ path: String, atMost limit: Int) throws(FileSystemFailure) -> [UInt8] {
        let relative = String(path.dropFirst(repository.top.count + 1))
        do {
            return Array(try repository.git(["show", "\(commit):\(relative)"]).standardOutput.prefix(limit))
        } catch {
            throw FileSystemFailure(.read, path, reason: "git show failed")
        }
    }

    func beginWriting(into directory: String) throws(FileSystemFailure) -> any OutputTransaction {
        throw FileSystemFailure(.createDirectory, directory, reason: "a commit's tree is read-only")
    }
}
