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
    /// The submodules the commit records (absolute paths): not part of this tree (their
    /// commits are other repositories'), so neither listed nor read.
    let submodules: [String]

    /// The tree of `commit`, listed once.
    init(_ repository: Repository, commit: String) throws {
        self.repository = repository
        self.commit = commit
        // Each entry: "<mode> <type> <object>\t<path>", NUL-terminated.
        let listing = try repository.git(["ls-tree", "-r", "-z", "--full-tree", commit]).standardOutput
        var files = Set<String>()
        var submodules: [String] = []
        var listings: [String: [DirectoryListing.Entry]] = [repository.top: []]
        for entry in listing.split(separator: 0) {
            guard let tab = entry.firstIndex(of: 9) else { continue }
            let name = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            guard entry[..<tab].split(separator: 32).dropFirst().first.map(Array.init) != Array("commit".utf8) else {
                submodules.append(repository.top + "/" + name)
                continue
            }
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
        self.submodules = submodules
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

    /// At most `limit` bytes of the blob, as `DiskFileSystem` reads a file: its size is asked
    /// first (`git cat-file -s`), and a blob past the limit is read only up to it, so the
    /// checker refuses it by its size (`validate`'s too-large diagnostic) and no more of it is held.
    func read(_ path: String, atMost limit: Int) throws(FileSystemFailure) -> [UInt8] {
        let object = "\(commit):\(String(path.dropFirst(repository.top.count + 1)))"
        guard let sizeText = Git.run(["cat-file", "-s", object], in: repository.top), sizeText.status == 0,
              let size = Int(sizeText.text) else {
            throw FileSystemFailure(.read, path, reason: "git cat-file failed")
        }
        guard let blob = Git.run(["cat-file", "blob", object], in: repository.top, atMost: limit),
              blob.status == 0 || (size >= limit && blob.standardOutput.count == limit) else {
            throw FileSystemFailure(.read, path, reason: "git cat-file failed")
        }
        return blob.standardOutput
    }

    func beginWriting(into directory: String) throws(FileSystemFailure) -> any OutputTransaction {
        throw FileSystemFailure(.createDirectory, directory, reason: "a commit's tree is read-only")
    }
}
