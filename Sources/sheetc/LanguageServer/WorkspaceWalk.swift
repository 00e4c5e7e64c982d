import SheetcCore

/// The spec files below the workspace's folders, found once when the server starts (then kept
/// current from `didChangeWatchedFiles` and saves, never walked again). The walk is bounded, in
/// depth and in entries listed, because a client may name any folder as the root (`file:///`
/// among them), and `initialize` must still be answered at once: what lies past a bound is
/// left out, and the log says so.
enum WorkspaceWalk {
    /// Folders below a root that are looked into; deeper ones are not.
    static let maxDepth = 16
    /// Directory entries listed, over all roots, before the walk stops.
    static let maxEntries = 20_000

    struct Result {
        var files: [String] = []
        /// Why the walk stopped short (the log's words), or `nil` when it saw everything.
        var cutShort: String?
    }

    /// Spec files below `roots`, skipping what `SpecInputs` skips (hidden entries, nested Swift
    /// packages; links to folders are not followed, links to specs outside the root not read),
    /// in the order found.
    static func specFiles(under roots: [String], in fileSystem: any SpecFileSystem) -> Result {
        var result = Result()
        var listed = 0
        let insides = Dictionary(roots.map { ($0, fileSystem.resolvedPath($0)) }, uniquingKeysWith: { first, _ in first })
        var pending = roots.map { ($0, 0, $0) }
        pending.reverse()
        while let (folder, depth, root) = pending.popLast() {
            guard let listing = try? fileSystem.list(folder) else { continue }
            let base = folder.hasSuffix("/") ? folder : folder + "/"
            for entry in listing.entries where !entry.name.hasPrefix(".") {
                listed += 1
                if listed > maxEntries {
                    result.cutShort = "the workspace has more than \(maxEntries) entries; spec files past them are not read for cross-file checks"
                    return result
                }
                let path = base + entry.name
                if entry.isDirectory {
                    guard depth < maxDepth else {
                        result.cutShort = "folders more than \(maxDepth) levels below the workspace's folders are not read for cross-file checks"
                        continue
                    }
                    if (try? fileSystem.kind(of: path + "/Package.swift")) == nil { pending.append((path, depth + 1, root)) }
                } else if SpecInputs.extensions.contains(where: entry.name.hasSuffix) {
                    // As `compile` and `serve` do: a link out of the workspace is not read.
                    if entry.isLink, SpecInputs.leavesFolder(path, inside: insides[root] ?? nil, given: root, in: fileSystem) != nil { continue }
                    result.files.append(path)
                }
            }
        }
        return result
    }
}
