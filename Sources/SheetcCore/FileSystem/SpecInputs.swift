/// The spec files a command's inputs name: the pipeline's input edge, over any `SpecFileSystem`.
public enum SpecInputs {
    public static let extensions = [".sheet.yaml", ".sheet.yml"]

    /// The spec files `inputs` name (directories expanded, sorted, each file once), and a
    /// diagnostic for each input that does not exist or holds no spec file.
    public static func find(_ inputs: [String], in fileSystem: any SpecFileSystem) -> (files: [String], problems: [Diagnostic]) {
        var files: [String] = []
        var problems: [Diagnostic] = []
        for input in inputs {
            let kind: FileKind
            do {
                kind = try fileSystem.kind(of: input)
            } catch {
                problems.append(error.diagnostic)
                continue
            }
            guard kind == .directory else {
                files.append(input)
                continue
            }
            let (found, unreadable) = specFiles(under: input, in: fileSystem)
            problems += unreadable
            if found.isEmpty, unreadable.isEmpty {
                problems.append(Diagnostic(.error, .noInputs, file: input, range: nil,
                    message: "the directory holds no \(extensions.map { "*" + $0 }.joined(separator: " or ")) file"))
            }
            files += found
        }
        // One directory's walk names each file once; only several inputs can overlap.
        if inputs.count > 1 {
            let base = fileSystem.currentDirectory
            var seen = Set<String>()
            files = files.filter { seen.insert(normalized($0, from: base)).inserted }
        }
        return (files, problems)
    }

    /// Spec files below `directory`, in a stable order, and a diagnostic for each folder that
    /// cannot be opened or name that is not UTF-8 (reported like an unreadable file, never
    /// silently left out). Hidden entries (`.build`, `.git`) are skipped, and so are nested Swift
    /// packages (folders holding a `Package.swift`): their specs belong to that package's own
    /// build. Symbolic links to directories are not followed, so a link cycle cannot make the
    /// walk endless; a spec that is a link leading out of `directory` is refused
    /// (`leavesFolder`).
    public static func specFiles(under directory: String, in fileSystem: any SpecFileSystem) -> (files: [String], problems: [Diagnostic]) {
        var files: [String] = []
        var problems: [Diagnostic] = []
        let inside = fileSystem.resolvedPath(directory)
        var pending = [directory]
        while let folder = pending.popLast() {
            let base = folder.hasSuffix("/") ? folder : folder + "/"
            let listing: DirectoryListing
            do {
                listing = try fileSystem.list(folder)
            } catch {
                problems.append(error.diagnostic)
                continue
            }
            // Only a spec's name matters: a name that is not UTF-8 and could be one is reported.
            for name in listing.undecodable where extensions.contains(where: name.hasSuffix) {
                problems.append(FileSystemFailure.unreadable(base + name, "the file name is not valid UTF-8; rename it"))
            }
            for entry in listing.entries where !entry.name.hasPrefix(".") {
                let path = base + entry.name
                if entry.isDirectory {
                    if (try? fileSystem.kind(of: path + "/Package.swift")) == nil { pending.append(path) }
                } else if extensions.contains(where: entry.name.hasSuffix) {
                    if entry.isLink, let refused = leavesFolder(path, inside: inside, given: directory, in: fileSystem) {
                        problems.append(refused)
                    } else {
                        files.append(path)
                    }
                }
            }
        }
        return (files.sorted(), problems)
    }

    /// A spec found in a folder that is a symbolic link to a file outside that folder (`inside`:
    /// the folder given, resolved) is refused, its contents never read: a link in a pull request
    /// to `~/.netrc` or `/etc/passwd` would otherwise have its lines printed as a spec's
    /// diagnostics, in a CI log or `sheetc serve`'s index. One diagnostic names the link (not
    /// where it leads). A link that resolves to nothing is left to the reader, which says so.
    public static func leavesFolder(_ path: String, inside: String?, given directory: String, in fileSystem: any SpecFileSystem) -> Diagnostic? {
        guard let target = fileSystem.resolvedPath(path) else { return nil }
        if let inside, target.hasPrefix(inside == "/" ? "/" : inside + "/") { return nil }
        return FileSystemFailure.unreadable(path, "it is a symbolic link to a file outside '\(directory)', the folder given; "
            + "sheetc reads only the specs inside the folders it is given (name the file itself to read it)")
    }

    /// An absolute path with `.`, `..` and repeated slashes taken out, by text alone: two
    /// inputs naming one file ("Samples" and "./Samples/A.sheet.yaml") count once.
    public static func normalized(_ path: String, from base: String) -> String {
        let absolute = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}
