import SheetcCore

/// Puts compiled outputs on disk — the pipeline's output edge. A reader never sees half a
/// file, and a failed run leaves nothing behind:
///
/// - When the output directory does not exist yet, every file goes into a hidden staging
///   directory beside it, which `finish()` renames into place: one rename makes the whole set
///   appear at once. (Creating a temporary file and renaming it, per file, costs several times
///   what writing the file does.)
/// - When it exists, each changed file is written to a temporary file beside it; only once every
///   file of the run is written does `finish(_:)` rename them over the old ones, so a disk that
///   fills midway leaves the directory exactly as it was. A file whose content is unchanged is
///   not touched.
///
/// Temporary files and staging directories are registered with `Interruption` while they
/// exist, and those of runs that were killed are swept away when the next run starts.
/// `write(_:)` may be called from several threads at once, for different files.
struct OutputWriter: Sendable {
    /// The output directory, as the user named it.
    let directory: String
    /// Where files go until `finish()`: the staging directory, or the output directory itself.
    private let destination: String
    private let isStaging: Bool

    /// A file written beside its target, waiting for `finish(_:)` to rename it into place.
    struct Pending: Sendable {
        var temporary: String
        var target: String
    }

    /// Prepares to write into `directory`, creating its parents (and a staging directory) as needed,
    /// after sweeping away what killed runs left there.
    init(directory: String) throws(FileSystemFailure) {
        self.directory = directory
        Self.sweep(directory)
        var status = stat()
        if stat(directory, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                throw FileSystemFailure(.createDirectory, directory, reason: POSIX.reason(errno: EEXIST))
            }
            destination = directory
            isStaging = false
            return
        }
        let url = URL(fileURLWithPath: directory)
        let parent = url.deletingLastPathComponent().path
        let staging = Self.path(".\(url.lastPathComponent).sheetc-\(getpid())", in: parent)
        if let reason = Self.makeDirectories(parent) {
            throw FileSystemFailure(.createDirectory, directory, reason: reason)
        }
        // Registered before it exists, so an interruption at any point removes it.
        let failure = Interruption.whileCreating(registering: staging, isDirectory: true) { () -> Int32? in
            mkdir(staging, 0o755) == 0 || (errno == EEXIST && Self.removeTree(staging) && mkdir(staging, 0o755) == 0) ? nil : errno
        }
        if let failure {
            throw FileSystemFailure(.createDirectory, directory, reason: POSIX.reason(errno: failure))
        }
        destination = staging
        isStaging = true
    }

    /// Removes the staging directory beside `directory` and the temporary files in it that runs
    /// no longer alive left behind (a SIGKILL, a power cut): `.<name>.sheetc-<pid>`.
    static func sweep(_ directory: String) {
        let url = URL(fileURLWithPath: directory)
        let parent = url.deletingLastPathComponent().path
        let stagingPrefix = ".\(url.lastPathComponent).sheetc-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where name.hasPrefix(stagingPrefix) {
            if let pid = Int32(name.dropFirst(stagingPrefix.count)), !isAlive(pid) { _ = removeTree(path(name, in: parent)) }
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name.hasPrefix(".") {
            guard let dash = name.lastIndex(of: "-"), name[..<dash].hasSuffix(".sheetc"),
                  let pid = Int32(name[name.index(after: dash)...]), !isAlive(pid) else { continue }
            unlink(path(name, in: directory))
        }
    }

    private static func isAlive(_ pid: Int32) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }

    /// Writes what changed: into the staging directory, or to temporary files beside their targets
    /// that `finish(_:)` renames. Returns how many files it wrote and the renames pending; on a
    /// failure throws a diagnostic, having removed the temporary files it made.
    func write(_ outputs: [OutputFile]) throws(FileSystemFailure) -> (written: Int, pending: [Pending]) {
        var written = 0
        var pending: [Pending] = []
        for output in outputs {
            if isStaging {
                // Inside the staging directory, registered when it was made: the cleaner removes it whole.
                if let reason = Interruption.whileCreating({ Self.create(Self.path(output.name, in: destination), with: output) }) {
                    throw FileSystemFailure(.write, Self.path(output.name, in: directory), reason: reason)
                }
                written += 1
                continue
            }
            let target = Self.path(output.name, in: directory)
            if let existing = try? DiskFileSystem().read(target, atMost: output.byteCount + 1), output.holds(existing) {
                continue
            }
            // Each output name is written once per run, so the name and the process make it unique.
            let temporary = Self.path(".\(output.name).sheetc-\(getpid())", in: directory)
            if let reason = Interruption.whileCreating(registering: temporary, { Self.create(temporary, with: output) }) {
                abandon(pending + [Pending(temporary: temporary, target: target)])
                throw FileSystemFailure(.write, target, reason: reason)
            }
            pending.append(Pending(temporary: temporary, target: target))
            written += 1
        }
        return (written, pending)
    }

    /// Puts every written file in place, once all of them are written: the staging directory
    /// becomes the output directory, or each temporary file is renamed over its target. (Should
    /// something have created the output directory meanwhile, staged files move one by one.)
    func finish(_ pending: [Pending]) throws(FileSystemFailure) {
        if !isStaging {
            for (index, file) in pending.enumerated() {
                if index == pending.count / 2 { FaultInjection.holdMidFinish() }
                let renamed = Interruption.whileHolding { () -> Bool in
                    guard rename(file.temporary, file.target) == 0 else { return false }
                    Interruption.forget(file.temporary)
                    return true
                }
                guard renamed else {
                    let reason = POSIX.reason(errno: errno)
                    abandon(Array(pending[index...]))
                    throw FileSystemFailure(.write, file.target, reason: reason)
                }
            }
            return
        }
        let moved = Interruption.whileHolding { () -> Bool in
            guard rename(destination, directory) == 0 else { return false }
            Interruption.forget(destination)
            return true
        }
        if moved { return }
        var status = stat()
        guard stat(directory, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR,
              let names = try? FileManager.default.contentsOfDirectory(atPath: destination) else {
            let reason = POSIX.reason(errno: errno)
            abandon([])
            throw FileSystemFailure(.createDirectory, directory, reason: reason)
        }
        for name in names.sorted() {
            let target = Self.path(name, in: directory)
            guard rename(Self.path(name, in: destination), target) == 0 else {
                let reason = POSIX.reason(errno: errno)
                abandon([])
                throw FileSystemFailure(.write, target, reason: reason)
            }
        }
        rmdir(destination)
        Interruption.forget(destination)
    }

    /// Removes what this run wrote and has not put in place: the staging directory, or the
    /// temporary files of `pending`. After a failure, the output directory is as it was.
    func abandon(_ pending: [Pending]) {
        if isStaging {
            _ = Self.removeTree(destination)
            Interruption.forget(destination)
        }
        for file in pending {
            unlink(file.temporary)
            Interruption.forget(file.temporary)
        }
    }

    /// One all-or-nothing write (`SpecFileSystem.beginWriting`): the writer, and the renames its
    /// writes leave pending, gathered under a lock as workers write at once.
    final class Transaction: OutputTransaction, @unchecked Sendable {
        private let writer: OutputWriter
        private var pending: [Pending] = []
        /// Files of the directory to remove once the written ones are in place.
        private var removals: [String] = []
        private var lock = pthread_mutex_t()

        init(writer: OutputWriter) {
            self.writer = writer
            pthread_mutex_init(&lock, nil)
        }

        deinit {
            pthread_mutex_destroy(&lock)
        }

        func write(_ outputs: [OutputFile]) throws(FileSystemFailure) -> Int {
            let result = try writer.write(outputs)
            if !result.pending.isEmpty {
                pthread_mutex_lock(&lock)
                pending += result.pending
                pthread_mutex_unlock(&lock)
            }
            return result.written
        }

        func remove(_ names: [String]) {
            pthread_mutex_lock(&lock)
            removals += names
            pthread_mutex_unlock(&lock)
        }

        /// Every rename and removal under `Interruption`'s lock, all together: a signal that
        /// comes meanwhile is taken once the new set is whole, so the directory holds the old
        /// set or the new one, never some of each.
        func commit() throws(FileSystemFailure) {
            FaultInjection.holdBeforeFinish()
            let done = Interruption.whileHolding {
                Result { () throws(FileSystemFailure) in
                    try writer.finish(pending)
                    for name in removals {
                        let path = OutputWriter.path(name, in: writer.directory)
                        guard unlink(path) == 0 || errno == ENOENT else { throw FileSystemFailure(.write, path, reason: POSIX.reason(errno: errno)) }
                    }
                }
            }
            try done.get()
        }

        func abandon() {
            writer.abandon(pending)
        }
    }

    fileprivate static func path(_ name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `mkdir -p`: `path` and whichever of its parents are missing; `nil` on success, else the reason.
    private static func makeDirectories(_ path: String) -> String? {
        var status = stat()
        if stat(path, &status) == 0 {
            return (status.st_mode & S_IFMT) == S_IFDIR ? nil : POSIX.reason(errno: ENOTDIR)
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if parent != path, parent.count < path.count, let reason = makeDirectories(parent) { return reason }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { return POSIX.reason(errno: errno) }
        return nil
    }

    private static func removeTree(_ path: String) -> Bool {
        (try? FileManager.default.removeItem(atPath: path)) != nil
    }

    /// Writes `output`'s bytes to a new file with plain POSIX calls; `nil` on success, else the reason. Foundation's
    /// `Data.write` syncs each file to disk, which multiplied a compile's time by ten; the
    /// rename that follows already makes the file appear whole, and a build output needs no more.
    private static func create(_ path: String, with output: OutputFile) -> String? {
        if let failure = FaultInjection.nextWriteFails() { return failure }
        var descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == EEXIST, unlink(path) == 0 {
            // A temporary file left by a process that had this one's number and was killed.
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { return POSIX.reason(errno: errno) }
        var failure = output.withUnsafeBytes { POSIX.writeAll($0, to: descriptor) }.map(POSIX.reason(errno:))
        if close(descriptor) != 0, failure == nil { failure = POSIX.reason(errno: errno) }
        return failure
    }

    /// A failure injected by tests (`SHEETC_TEST_FAIL_WRITE_AFTER=N`: the write after N files
    /// fails as a full disk would; `SHEETC_TEST_HOLD_BEFORE_FINISH=S`: wait S seconds once every
    /// file is written, so a test can interrupt a run that has temporaries on disk;
    /// `SHEETC_TEST_HOLD_MID_FINISH=S`: the same halfway through the renames). Read once.
    enum FaultInjection {
        /// How many files may be written before one fails; `nil` (no variable): never. Read once.
        private static let limit: Int? = ProcessInfo.processInfo.environment["SHEETC_TEST_FAIL_WRITE_AFTER"].flatMap(Int.init)
        /// Files written so far, under `lock` (workers write at once).
        nonisolated(unsafe) private static var writes = 0
        nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
            let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            pthread_mutex_init(lock, nil)
            return lock
        }()

        static func nextWriteFails() -> String? {
            guard let limit else { return nil }
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            guard writes < limit else { return POSIX.reason(errno: ENOSPC) }
            writes += 1
            return nil
        }

        /// `SHEETC_TEST_HOLD_MID_FINISH=S`: wait S seconds once half the renames into an
        /// existing directory are done, so a test can signal a run in the middle of them.
        static func holdMidFinish() {
            if let seconds = ProcessInfo.processInfo.environment["SHEETC_TEST_HOLD_MID_FINISH"].flatMap(Double.init), seconds > 0 {
                usleep(UInt32(min(seconds, 60) * 1_000_000))
            }
        }

        static func holdBeforeFinish() {
            if let seconds = ProcessInfo.processInfo.environment["SHEETC_TEST_HOLD_BEFORE_FINISH"].flatMap(Double.init), seconds > 0 {
                usleep(UInt32(min(seconds, 60) * 1_000_000))
            }
        }
    }

}
