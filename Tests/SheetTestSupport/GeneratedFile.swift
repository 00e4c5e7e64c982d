import Foundation

/// A committed file the code makes (a golden output, a schema, a reference, a transcript, the
/// examples in the README and docs/): tests only compare it with what the code makes now, and
/// never rewrite it. On a difference a test leaves what the code makes under
/// `.build/regenerated/` at the file's own path, where `scripts/regenerate.sh` — the one entry
/// point that writes generated files — finds it and installs it, so the diff is reviewed as a
/// change to the repository, not hidden in a test run.
package enum GeneratedFile {
    /// Where a stale file's new contents wait for `scripts/regenerate.sh`.
    package static let staging = RepositoryRoot.url.appendingPathComponent(".build/regenerated")

    /// `nil` when `file` holds exactly `actual`; else what is wrong, `actual` staged for
    /// `scripts/regenerate.sh`.
    package static func difference(_ actual: String, file: URL) -> String? {
        let expected = try? String(contentsOf: file, encoding: .utf8)
        guard expected != actual else { return nil }
        let path = String(file.standardizedFileURL.path.dropFirst(RepositoryRoot.url.standardizedFileURL.path.count + 1))
        let staged = staging.appendingPathComponent(path)
        try? FileManager.default.createDirectory(at: staged.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(actual.utf8).write(to: staged, options: .atomic)
        let what = expected == nil ? "is missing" : "is stale\n" + firstDifference(expected ?? "", actual)
        return "\(path) \(what)\nrun scripts/regenerate.sh to install what the code makes now, and review the diff"
    }

    /// The first line where `old` and `new` differ, both shown.
    package static func firstDifference(_ old: String, _ new: String) -> String {
        let a = old.components(separatedBy: "\n"), b = new.components(separatedBy: "\n")
        for index in 0..<max(a.count, b.count) where index >= a.count || index >= b.count || a[index] != b[index] {
            return "line \(index + 1):\n  committed: \(index < a.count ? a[index] : "")\n  now:       \(index < b.count ? b[index] : "")"
        }
        return ""
    }
}
