import SheetcCore

extension DiskFileSystem {
    /// The disk as sheetc's commands use it: read by SheetcCore's `DiskFileSystem`, written
    /// through `OutputWriter` (atomic, all or nothing, cleaned up on Ctrl-C, which
    /// `Interruption` is installed for when the first write begins).
    init() {
        self.init { directory throws(FileSystemFailure) in
            Interruption.install()
            return try OutputWriter.Transaction(writer: OutputWriter(directory: directory))
        }
    }
}
