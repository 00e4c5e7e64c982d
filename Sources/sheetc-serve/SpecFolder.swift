import SheetcCore

extension DiskFileSystem {
    /// The inputs' folders as `sheetc serve` reads them: as `validate` does (SheetcCore's
    /// `DiskFileSystem`, so a FIFO named `*.sheet.yaml` is refused without blocking the server or
    /// its watcher, and E001 says what `validate` says), and never written.
    static let specFolder = DiskFileSystem { directory throws(FileSystemFailure) in
        throw FileSystemFailure(.createDirectory, directory, reason: "sheetc serve writes nothing")
    }
}
