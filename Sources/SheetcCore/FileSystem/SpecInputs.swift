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
    /// walk endless.
    public static func specFiles(under directory: String, in fileSystem: any SpecFileSystem) -> (files: [String], problems: [Diagnostic]) {
        var files: [String] = []
        var problems: [Diagnostic] = []
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
                    files.append(path)
                }
            }
        }
        return (files.sorted(), problems)
    }

    /// An absolute path with `.`, `..` and repeated slashes taken out, by text alone: two
    /// inputs naming one file ("Samples" and "./Samples/A.sheet.yaml") count once.
    static func normalized(_ path: String, from base: String) -> String {
        let absolute = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}
