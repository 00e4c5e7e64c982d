/// Ctrl-C and `kill` during a compile: what this run made is removed, then sheetc exits 130
/// (SIGINT), 143 (SIGTERM) or 129 (SIGHUP).
///
/// The signals are blocked in every thread and taken by one thread of ours waiting in
/// `sigwait`, an ordinary thread rather than a signal handler, so it may take a lock and remove
/// files. Writers register each temporary file and staging directory here while it exists, and
/// make their final renames under the same lock, a run's all together, so the cleaner never
/// sees a half-finished swap: the directory holds the old set or the new one. Files are created inside `whileCreating`, which the cleaner closes before it removes
/// anything: a worker still writing when the signal comes finishes that file first (so the
/// cleaner removes it), and none starts another (so no file appears in a staging directory
/// being removed, or beside the outputs after the clean-up). (SIGKILL cannot be caught: the
/// next run sweeps what a killed run left; see `OutputWriter.sweep`.)
enum Interruption {
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    nonisolated(unsafe) private static var lock = pthread_mutex_t()
    nonisolated(unsafe) private static var paths: [String: Bool] = [:]  // path → is a directory
    nonisolated(unsafe) private static var installed = false
    /// Files being created now (under `lock`), and whether the cleaner has closed the gate.
    nonisolated(unsafe) private static var creating = 0
    nonisolated(unsafe) private static var closing = false
    nonisolated(unsafe) private static var created = pthread_cond_t()

    /// Blocks the signals (threads started later inherit that) and starts the waiting thread.
    /// Call before any worker thread starts.
    static func install() {
        guard !installed else { return }
        installed = true
        // Recursive: a registration may happen inside `whileHolding` (a rename, then its `forget`).
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(&lock, &attributes)
        pthread_cond_init(&created, nil)
        POSIX.takeSignals(signals) { signal in Interruption.cleanUpAndExit(signal) }
    }

    /// Runs `body` while the cleaner cannot run: for the renames that put outputs in place.
    static func whileHolding<T>(_ body: () throws -> T) rethrows -> T {
        guard installed else { return try body() }
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return try body()
    }

    /// Registers `path` as this run's until `forget` (removed if the run is interrupted), then runs
    /// `body`, which creates it, while the cleaner waits; with no `path`, `body` creates a file
    /// inside a directory registered already. Once the cleaner has begun, the calling thread
    /// waits for the exit instead.
    static func whileCreating<T>(registering path: String? = nil, isDirectory: Bool = false, _ body: () throws -> T) rethrows -> T {
        guard installed else { return try body() }
        pthread_mutex_lock(&lock)
        while closing { pthread_cond_wait(&created, &lock) }  // never woken: the process is exiting
        if let path { paths[path] = isDirectory }
        creating += 1
        pthread_mutex_unlock(&lock)
        defer {
            pthread_mutex_lock(&lock)
            creating -= 1
            pthread_cond_broadcast(&created)
            pthread_mutex_unlock(&lock)
        }
        return try body()
    }

    /// `path` was renamed into place or removed: no longer this run's to clean.
    static func forget(_ path: String) {
        whileHolding { _ = paths.removeValue(forKey: path) }
    }

    private static func cleanUpAndExit(_ signal: Int32) -> Never {
        pthread_mutex_lock(&lock)
        closing = true
        while creating > 0 { pthread_cond_wait(&created, &lock) }
        for (path, isDirectory) in paths {
            if isDirectory { try? FileManager.default.removeItem(atPath: path) } else { unlink(path) }
        }
        _exit(128 + signal)
    }
}
