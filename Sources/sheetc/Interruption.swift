/// Ctrl-C and `kill` during a compile: what this run made is removed, then sheetc exits 130
/// (SIGINT), 143 (SIGTERM) or 129 (SIGHUP).
///
/// The signals are blocked in every thread and taken by one thread of ours waiting in
/// `sigwait`, an ordinary thread rather than a signal handler, so it may take a lock and remove
/// files. Writers register each temporary file and staging directory here while it exists, and
/// make their final renames under the same lock, so the cleaner never sees a half-finished
/// swap. (SIGKILL cannot be caught: the next run sweeps what a killed run left; see
/// `OutputWriter.sweep`.)
enum Interruption {
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    nonisolated(unsafe) private static var lock = pthread_mutex_t()
    nonisolated(unsafe) private static var paths: [String: Bool] = [:]  // path → is a directory
    nonisolated(unsafe) private static var installed = false

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
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        pthread_create(&thread, nil, { _ in
            var set = Interruption.signalSet()
            pthread_sigmask(SIG_BLOCK, &set, nil)  // sigwait takes only blocked signals
            var signal: Int32 = 0
            while sigwait(&set, &signal) != 0 {}
            Interruption.cleanUpAndExit(signal)
        }, nil)
    }

    /// Runs `body` while the cleaner cannot run: for the renames that put outputs in place.
    static func whileHolding<T>(_ body: () throws -> T) rethrows -> T {
        guard installed else { return try body() }
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return try body()
    }

    /// `path` is this run's until `forget`: removed if the run is interrupted.
    static func remember(_ path: String, isDirectory: Bool = false) {
        whileHolding { if installed { paths[path] = isDirectory } }
    }

    /// `path` was renamed into place or removed: no longer this run's to clean.
    static func forget(_ path: String) {
        whileHolding { _ = paths.removeValue(forKey: path) }
    }

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }

    private static func cleanUpAndExit(_ signal: Int32) -> Never {
        pthread_mutex_lock(&lock)
        for (path, isDirectory) in paths {
            if isDirectory { try? FileManager.default.removeItem(atPath: path) } else { unlink(path) }
        }
        _exit(128 + signal)
    }
}
