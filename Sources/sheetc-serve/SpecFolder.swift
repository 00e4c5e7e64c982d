import Foundation
import SheetcCore

/// The inputs' folders as `Compiler` reads them, read-only, through Foundation (the server is
/// the one part of sheetc that links all of Foundation anyway): `sheetc serve` checks specs and
/// never writes a file.
struct SpecFolder: SpecFileSystem {
    var currentDirectory: String { FileManager.default.currentDirectoryPath }

    func kind(of path: String) throws(FileSystemFailure) -> FileKind {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FileSystemFailure(.read, path, reason: "no such file or directory")
        }
        return isDirectory.boolValue ? .directory : .file
    }

    func list(_ directory: String) throws(FileSystemFailure) -> DirectoryListing {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw FileSystemFailure(.list, directory, reason: Self.reason(error))
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return DirectoryListing(entries: names.map { name in
            // A link to a folder is not followed (a walk through a link cycle would never end): `lstat`.
            var status = stat()
            let isDirectory = lstat(base + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            return DirectoryListing.Entry(name: name, isDirectory: isDirectory)
        })
    }

    func read(_ path: String, atMost limit: Int) throws(FileSystemFailure) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw FileSystemFailure(.read, path, reason: exists ? "permission denied" : "no such file or directory")
        }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.read(upToCount: limit) ?? Data())
        } catch {
            throw FileSystemFailure(.read, path, reason: Self.reason(error))
        }
    }

    func beginWriting(into directory: String) throws(FileSystemFailure) -> any OutputTransaction {
        throw FileSystemFailure(.createDirectory, directory, reason: "sheetc serve writes nothing")
    }

    /// The system's words for a Foundation error ("Permission denied"), without Foundation's framing.
    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(code)))
        }
        return (error as NSError).localizedDescription
    }
}
