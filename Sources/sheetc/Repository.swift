import ArgumentParser
import SheetcCore

/// The git repository the inputs are in, as `sheetc diff` reads it. Each failure is a message
/// and exit status 2: git missing, no repository, an unknown ref (with why, when the checkout
/// is shallow or the ref is a remote branch not fetched).
struct Repository {
    let top: String

    static func containing(_ input: String) throws -> Repository {
        // git runs in the input's folder, or, for an input gone from the working tree (a spec
        // in a folder `git rm -r` took away), in the nearest folder above it that is there.
        var directory = input
        var status = stat()
        while stat(directory, &status) != 0 || (status.st_mode & S_IFMT) != S_IFDIR, directory != ".", directory != "/" {
            directory = Self.parent(of: directory)
        }
        guard let output = Git.run(["rev-parse", "--show-toplevel"], in: directory) else {
            throw Self.failure("git is not installed (or not on PATH); sheetc diff reads the old side with git")
        }
        guard output.status == 0 else {
            throw Self.failure("'\(input)' is not in a git repository (\(output.standardError.isEmpty ? "git rev-parse failed" : output.standardError)); sheetc diff compares with a git ref")
        }
        return Repository(top: Self.resolved(output.text))
    }

    /// The commit `ref` names, or a clear failure.
    func verify(_ ref: String) throws -> String {
        if let output = Git.run(["rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"], in: top), output.status == 0 {
            return output.text
        }
        var reason = "the ref '\(ref)' does not name a commit in \(top)"
        if Git.run(["rev-parse", "--is-shallow-repository"], in: top)?.text == "true" {
            reason += "; this checkout is shallow: fetch the history it needs (actions/checkout: 'fetch-depth: 0')"
        } else if ref.hasPrefix("HEAD"), Git.run(["rev-parse", "--verify", "--quiet", "HEAD"], in: top)?.status != 0 {
            reason += "; the repository has no commit yet"
        } else if let slash = ref.firstIndex(of: "/"), Self.looksLikeRemoteBranch(ref) {
            reason += "; if it is a remote branch, fetch it first ('git fetch \(ref[..<slash]) \(ref[ref.index(after: slash)...])')"
        }
        throw Self.failure(reason)
    }

    /// Whether `ref` reads as `<remote>/<branch>` (letters, digits, `-`, `_`, `.` and slashes, no
    /// `..`, no `:`), the one shape the "fetch it first" hint fits: for anything else the hint
    /// would name a command that means something else (`git fetch HEAD:.. ../etc/passwd`).
    static func looksLikeRemoteBranch(_ ref: String) -> Bool {
        let parts = ref.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count >= 2 && !ref.contains("..") && parts.allSatisfy { part in
            !part.isEmpty && !part.hasPrefix(".") && !part.hasPrefix("-")
                && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
        }
    }

    /// The submodules of the working tree (absolute paths), as the index records them.
    func submodules() throws -> [String] {
        // Each entry: "<mode> <object> <stage>\t<path>", NUL-terminated; a submodule's mode is 160000.
        try git(["ls-files", "--stage", "-z"]).standardOutput.split(separator: 0).compactMap { entry in
            guard entry.starts(with: Array("160000 ".utf8)), let tab = entry.firstIndex(of: 9) else { return nil }
            return top + "/" + String(decoding: entry[(tab + 1)...], as: UTF8.self)
        }
    }

    /// A path of the working tree, relative to the repository's top.
    func relativePath(of path: String) throws -> String {
        let absolute = Self.resolved(path)
        if absolute == top { return "" }
        guard absolute.hasPrefix(top + "/") else { throw Self.failure("'\(path)' is outside the repository at \(top)") }
        return String(absolute.dropFirst(top.count + 1))
    }

    /// Runs git in the repository; a failure is exit status 2 with git's message.
    func git(_ arguments: [String]) throws -> Git.Output {
        guard let output = Git.run(arguments, in: top) else { throw Self.failure("git is not installed (or not on PATH)") }
        guard output.status == 0 else { throw Self.failure("git \(arguments.first ?? "") failed: \(output.standardError)") }
        return output
    }

    /// An absolute path with symbolic links resolved (as git reports its top); for a path that
    /// does not exist (a deleted spec, or a spec in a deleted folder), the nearest folder above
    /// it that exists resolved, and the rest of the path added.
    static func resolved(_ path: String) -> String {
        var existing = path
        var rest: [Substring] = []
        while true {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return rest.isEmpty ? base : SpecInputs.normalized(rest.reversed().joined(separator: "/"), from: base)
            }
            guard existing != ".", existing != "/" else { return path }  // not even the current folder is there
            let trimmed = existing.hasSuffix("/") ? String(existing.dropLast()) : existing
            guard let slash = trimmed.lastIndex(of: "/") else {
                rest.append(Substring(trimmed))
                existing = "."
                continue
            }
            rest.append(trimmed[trimmed.index(after: slash)...])
            existing = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
        }
    }

    /// The folder `path` is in, by text: `a/b` → `a`, `b` → `.`, `/b` → `/`.
    static func parent(of path: String) -> String {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// The message on standard error, escaped as a diagnostic's file name is: a ref, a path or
    /// git's own words that carry a line break or ESC (untrusted CI input) cannot forge a line.
    private static func failure(_ message: String) -> ExitCode {
        Terminal.writeError("sheetc: \(VisibleText.escaped(message))\n")
        return ExitCode(2)
    }
}
