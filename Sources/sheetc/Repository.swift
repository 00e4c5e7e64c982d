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
        } else if let slash = ref.firstIndex(of: "/") {
            reason += "; if it is a remote branch, fetch it first ('git fetch \(ref[..<slash]) \(ref[ref.index(after: slash)...])')"
        }
        throw Self.failure(reason)
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

    /// An absolute path with symbolic links resolved (as git reports its top); the path itself when it does not exist.
    private static func resolved(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func failure(_ message: String) -> ExitCode {
        Terminal.writeError("sheetc: \(message)\n")
        return ExitCode(2)
    }
}
