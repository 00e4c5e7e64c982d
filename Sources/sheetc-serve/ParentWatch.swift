import CParentDeath
import Foundation

/// `sheetc serve` runs this server as its child and names itself in `SHEETC_SERVE_PARENT`: the
/// server then goes when `sheetc` goes, however it goes — a signal `sheetc` passes on, or
/// `sheetc` killed outright (SIGKILL, a crash), which passes nothing on. On Linux the kernel
/// sends SIGTERM at that moment; elsewhere a thread sees the parent change (the orphan is
/// adopted by another process) within a quarter of a second and sends it. SIGTERM stops the
/// server as a user's would (`SheetcServe.stopOnSignals`). Run on its own, the server watches
/// nothing.
enum ParentWatch {
    static let variable = "SHEETC_SERVE_PARENT"

    /// Call once the signal handlers are in place.
    static func start() {
        guard let text = ProcessInfo.processInfo.environment[variable], let parent = pid_t(text) else { return }
        #if canImport(Glibc)
        let asked = sheetc_signal_on_parent_death(SIGTERM) == 0
        #else
        let asked = false
        #endif
        // The parent may have gone before the request was made: then nothing would come.
        if getppid() != parent {
            kill(getpid(), SIGTERM)
            return
        }
        guard !asked else { return }
        Thread.detachNewThread {
            while getppid() == parent { usleep(250_000) }
            kill(getpid(), SIGTERM)
        }
    }
}
