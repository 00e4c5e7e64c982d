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
        return (inStringOrder(files), problems)
    }

    /// `paths` sorted as `sorted()` sorts them, for less. `String`s compare by normalizing first,
    /// ~300 instructions a comparison (sorting 1,000 paths cost 3.1M). ASCII text is its own normal
    /// form and sorts by its bytes, so when every path is ASCII (nearly always) each is keyed by
    /// the 8 bytes after the start all of them share (`corpus/S00` in `corpus/S00123.sheet.yaml`)
    /// and those keys are sorted, the bytes compared further only where two keys are equal.
    /// (A path that is not ASCII may not be in normal form: then `String` compares them all.)
    static func inStringOrder(_ paths: [String]) -> [String] {
        var bytes: [UInt8] = []
        var spans: [Range<Int>] = []
        spans.reserveCapacity(paths.count)
        for path in paths {
            let start = bytes.count
            bytes += path.utf8
            spans.append(start..<bytes.count)
        }
        guard paths.count > 1, bytes.allSatisfy({ $0 < 0x80 }) else { return paths.sorted() }
        return bytes.withUnsafeBufferPointer { bytes in
            var shared = spans[0].count
            for span in spans.dropFirst() {
                var length = 0
                while length < min(shared, span.count), bytes[span.lowerBound + length] == bytes[length] { length += 1 }
                shared = length
            }
            // Padded with zeros, a byte no path holds: a path that ends sooner sorts first.
            func key(_ span: Range<Int>) -> UInt64 {
                var key: UInt64 = 0
                for index in span.lowerBound + shared ..< span.lowerBound + shared + 8 {
                    key = key << 8 | UInt64(index < span.upperBound ? bytes[index] : 0)
                }
                return key
            }
            func precedes(_ left: Range<Int>, _ right: Range<Int>) -> Bool {
                bytes[left].lexicographicallyPrecedes(bytes[right])
            }
            var keyed = spans.indices.map { (key: key(spans[$0]), index: $0) }
            keyed.sort { $0.key != $1.key ? $0.key < $1.key : precedes(spans[$0.index], spans[$1.index]) }
            return keyed.map { paths[$0.index] }
        }
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
