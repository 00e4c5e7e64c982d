import Foundation
import SheetcCore

/// Notices a change to the inputs' spec files — a save, a new file, a deleted or renamed one —
/// by looking at them again every `interval` (their paths, sizes, modification times and
/// inode numbers). Polling is the one way that works alike on Linux and macOS with Foundation
/// alone (inotify and FSEvents are each one system's); for the few dozen files a project's specs
/// are, a look costs well under a millisecond, and editors that save by writing a new file and
/// renaming it over the old one are seen like any other save.
struct SpecWatcher: Sendable {
    var inputs: [String]
    var interval: Duration = .milliseconds(100)

    /// What the inputs hold now: one line per spec file (and per folder, so a new file shows).
    func fingerprint() -> [String] {
        var lines: [String] = []
        let (files, problems) = SpecInputs.find(inputs, in: DiskFileSystem.specFolder)
        for path in files {
            var status = stat()
            guard stat(path, &status) == 0 else {
                lines.append("\(path) unreadable")
                continue
            }
            #if canImport(Darwin)
            let modified = status.st_mtimespec
            #else
            let modified = status.st_mtim
            #endif
            lines.append("\(path) \(status.st_size) \(modified.tv_sec).\(modified.tv_nsec) \(status.st_ino)")
        }
        lines += problems.map { "\($0.file) \($0.message)" }
        return lines
    }

    /// Calls `changed` after each look that differs from the one before, until cancelled. A
    /// spec that was not empty and is now is looked at again, for up to `emptyPatience`, before
    /// the change counts: an editor that saves by truncating the file and then writing it leaves
    /// it empty for a moment, and a page should not flash "no sheet" (W005) in between.
    func watch(_ changed: @Sendable () async -> Void) async {
        var last = fingerprint()
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            var now = fingerprint()
            guard now != last else { continue }
            var waited = Duration.zero
            while waited < emptyPatience, !Self.emptied(now, since: last).isEmpty, !Task.isCancelled {
                try? await Task.sleep(for: interval)
                waited += interval
                now = fingerprint()
            }
            last = now
            await changed()
        }
    }

    /// How long an emptied spec may stay empty before it counts as emptied.
    var emptyPatience: Duration = .seconds(1)

    /// The spec files of `now` that are empty and were not in `before` (fingerprint lines end
    /// in the size, modification time and inode number).
    static func emptied(_ now: [String], since before: [String]) -> [String] {
        func sizes(_ lines: [String]) -> [String: Substring] {
            var sizes: [String: Substring] = [:]
            for line in lines {
                let parts = line.split(separator: " ", omittingEmptySubsequences: false)
                guard parts.count >= 4 else { continue }
                sizes[parts.dropLast(3).joined(separator: " ")] = parts[parts.count - 3]
            }
            return sizes
        }
        let old = sizes(before)
        return sizes(now).filter { path, size in size == "0" && old[path].map { $0 != "0" } == true }.map(\.key)
    }
}
