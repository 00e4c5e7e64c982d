import ArgumentParser

/// The git repository the inputs are in, as `sheetc diff` reads it. Each failure is a message
/// and exit status 2: git missing, no repository, an unknown ref (with why, when the checkout
/// is shallow or the ref is a remote branch not fetched).
struct Repository {
    let top: String

    static func containing(_ input: String) throws -> Repository {
        var isDirectory = false
        var status = stat()
        if stat(input, &status) == 0 { isDirectory = (status.st_mode & S_IFMT) == S_IFDIR }
        let directory = isDirectory ? input : (input.lastIndex(of: "/").map { String(input[..<$0]) }.flatMap { $0.isEmpty ? "/" : $0 } ?? ".")
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
    /// does not exist (a deleted spec), its folder resolved and its name added; the path itself
    /// when neither exists.
    static func resolved(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let slash = trimmed.lastIndex(of: "/")
        let folder = slash.map { String(trimmed[..<$0]) } ?? "."
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        guard !name.isEmpty, name != ".", name != "..", let resolved = realpath(folder.isEmpty ? "/" : folder, nil) else { return path }
        defer { free(resolved) }
        let base = String(cString: resolved)
        return (base == "/" ? "" : base) + "/" + name
    }

    private static func failure(_ message: String) -> ExitCode {
        Terminal.writeError("sheetc: \(message)\n")
        return ExitCode(2)
    }
}
