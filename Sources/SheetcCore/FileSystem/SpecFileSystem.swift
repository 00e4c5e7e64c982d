/// The file system as `Compiler` sees it: read a file, list a directory, write a set of
/// outputs all or nothing. `sheetc` passes the disk (POSIX calls, atomic renames, clean-up on
/// Ctrl-C); tests pass a dictionary in memory.
///
/// Every failure is a `FileSystemFailure` (what failed, on which path, and why, in the
/// system's words); `Compiler` turns it into a located diagnostic. Implementations are
/// called from several threads at once (`--jobs`), for different paths.
public protocol SpecFileSystem: Sendable {
    /// The directory relative paths start from: two inputs naming one file
    /// (`Samples` and `/abs/Samples/A.sheet.yaml`) count once.
    var currentDirectory: String { get }

    /// What `path` is, following symbolic links (a failure when nothing is there).
    func kind(of path: String) throws(FileSystemFailure) -> FileKind

    /// The entries of `directory`, in any order, without `.` and `..`.
    func list(_ directory: String) throws(FileSystemFailure) -> DirectoryListing

    /// At most `limit` bytes of the regular file at `path`: a larger file is read only up to
    /// the limit (the caller asks for one byte more than it accepts, to tell).
    func read(_ path: String, atMost limit: Int) throws(FileSystemFailure) -> [UInt8]

    /// Starts writing a set of outputs into `directory` (created if missing): nothing is
    /// visible there until `commit()`, and `abandon()` leaves it as it was.
    func beginWriting(into directory: String) throws(FileSystemFailure) -> any OutputTransaction

    /// `path` absolute, with every symbolic link on the way resolved; `nil` when it cannot be
    /// resolved (nothing there). A file system without links gives `path` itself.
    func resolvedPath(_ path: String) -> String?
}

extension SpecFileSystem {
    public func resolvedPath(_ path: String) -> String? { path }
}

/// What a path names.
public enum FileKind: Sendable, Equatable {
    case file, directory, other
}

/// The names in a directory.
public struct DirectoryListing: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var name: String
        /// A directory itself, not a link to one (a walk does not follow links, so a cycle cannot make it endless).
        public var isDirectory: Bool
        /// A symbolic link (whatever it leads to).
        public var isLink: Bool

        public init(name: String, isDirectory: Bool, isLink: Bool = false) {
            self.name = name
            self.isDirectory = isDirectory
            self.isLink = isLink
        }
    }

    public var entries: [Entry]
    /// Names that are not valid UTF-8, shown with their bad bytes escaped (`Bad\xFF.sheet.yaml`).
    public var undecodable: [String]

    public init(entries: [Entry], undecodable: [String] = []) {
        self.entries = entries
        self.undecodable = undecodable
    }
}

/// One all-or-nothing write of a set of outputs into a directory.
public protocol OutputTransaction: Sendable {
    /// Writes those of `outputs` whose content differs from what the directory holds (a file
    /// that would not change is left untouched, modification time included) and returns how
    /// many it wrote. Nothing is in place before `commit()`. May be called from several threads
    /// at once, each with different files.
    func write(_ outputs: [OutputFile]) throws(FileSystemFailure) -> Int

    /// Marks files of the directory (bare names) to be removed by `commit()`, once the written
    /// files are in place: outputs of sheets the specs no longer have (`compile --prune`).
    func remove(_ names: [String])

    /// Puts every written file in place at once, then removes what `remove(_:)` named.
    func commit() throws(FileSystemFailure)

    /// Removes what was written and not committed: the directory is as it was.
    func abandon()
}

/// A file-system call that failed: what was being done, on which path, and the system's reason
/// ("No such file or directory").
public struct FileSystemFailure: Error, Sendable, Equatable {
    public enum Operation: Sendable, Equatable {
        /// Reading a file (or finding out what a path is).
        case read
        /// Opening a directory to list it.
        case list
        /// Creating the output directory.
        case createDirectory
        /// Writing an output, or putting it in place.
        case write
    }

    public var operation: Operation
    public var path: String
    public var reason: String

    public init(_ operation: Operation, _ path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    /// The failure as sheetc reports it: E001 for an input, E301 for an output.
    public var diagnostic: Diagnostic {
        switch operation {
        case .read: Self.unreadable(path, reason)
        case .list: Self.unreadable(path, "cannot open the directory: \(reason)")
        case .createDirectory: Self.unwritable(path, "cannot create the output directory: \(reason)")
        case .write: Self.unwritable(path, "cannot write the output: \(reason)")
        }
    }

    static func unreadable(_ path: String, _ reason: String) -> Diagnostic {
        Diagnostic(.error, .unreadableInput, file: path, range: nil, message: "cannot read the input: \(reason)")
    }

    static func unwritable(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(.error, .unwritableOutput, file: path, range: nil, message: message)
    }
}
