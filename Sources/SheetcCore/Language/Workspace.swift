/// The specs an editor's workspace holds, checked as `validate` checks them together: the files
/// on disk once (until they change), the open documents at each change, then the cross-file
/// check of sheet names over all of them. A keystroke costs the open documents' check, not the
/// whole workspace's.
public struct Workspace {
    /// The on-disk specs' results before the cross-file check, by path.
    private var onDisk: [String: FileResult] = [:]
    private let compiler = Compiler()
    private var scratch = CheckScratch(limits: Compiler().limits)

    public init() {}

    /// Checks the workspace's spec files on disk, replacing what was known of them.
    public mutating func setFilesOnDisk(_ sources: [SpecSource]) {
        onDisk = [:]
        for source in sources { onDisk[source.path] = compiler.checkFile(source, keeping: .configuration, scratch: &scratch) }
    }

    /// Checks one spec file on disk again (`nil`: it is gone).
    public mutating func setFileOnDisk(_ path: String, bytes: [UInt8]?) {
        onDisk[path] = bytes.map { compiler.checkFile(SpecSource(path: path, bytes: $0), keeping: .configuration, scratch: &scratch) }
    }

    /// Checks the open documents (which stand in for their files on disk) beside the rest of
    /// the workspace; every file's result, in the order `validate` reads them (by path).
    public mutating func check(open documents: [SpecSource]) -> [FileResult] {
        var results = documents.map { compiler.checkFile($0, keeping: .configuration, scratch: &scratch) }
        let open = Set(documents.map(\.path))
        results += onDisk.filter { !open.contains($0.key) }.map(\.value)
        results.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        SheetNameCheck.check(&results)
        return results
    }
}
