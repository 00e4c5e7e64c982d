import ArgumentParser
import SheetcCore
import SheetRuntime

/// `sheetc diff` (tooling.md §2): what a change does to the sheets — API, heights per state and
/// profile, release decisions on a fixed grid, every other resolved value — comparing the
/// working tree with the same files at a git ref. Both sides are checked by the same compiler
/// and decided by SheetRuntime's engine (SheetcCore's `SheetComparison`).
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",  // named, not derived: deriving it looks the type's name up at every start-up
        abstract: "Say what a change does to the sheets: API, heights, release decisions and other values, against a git ref.",
        discussion: """
            Compares the spec files the inputs name (default: '.') in the working tree with the same files at \
            --against (default: HEAD), read with git from the repository the inputs are in. Paths are shown \
            relative to the repository's top.
            Exit status: 0 nothing matching --fail-on; 1 something did, or a spec does not check on either side; \
            2 a file or the ref could not be read (no repository, no git, an unknown ref, a shallow checkout \
            without it); 64 a usage error.
            """)

    @Argument(help: "Spec files, or directories holding *.sheet.yaml / *.sheet.yml files (default: '.').")
    var inputs: [String] = []

    @Option(help: ArgumentHelp("The git ref of the old side (a branch, tag, commit, 'HEAD~1', 'origin/main').", valueName: "git-ref"))
    var against = "HEAD"

    @Option(help: ArgumentHelp("A device profile to compare heights and decisions on (repeatable; default: all eight).", valueName: "profile"),
            completion: .list(DeviceProfile.builtIn.map(\.name)))
    var device: [String] = []

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json, github
    }

    @Option(help: "'text', 'markdown' (a pull-request comment), 'json' (an array, an object per sheet) or 'github' (workflow annotations).")
    var format: Format = .text

    @Option(help: "What makes the exit status 1: 'breaking' (API breaks), 'behaviour' (those, heights and decisions) or 'any' change.")
    var failOn: FailOn = .breaking

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case breaking, behaviour, any
    }

    func validate() throws {
        for name in device where DeviceProfile.named(name) == nil {
            throw ValidationError("unknown device profile '\(name)'; use one of: " + DeviceProfile.builtIn.map(\.name).joined(separator: ", "))
        }
        guard !against.isEmpty, !against.hasPrefix("-") else { throw ValidationError("--against takes a git ref, not '\(against)'") }
    }

    func run() throws {
        let inputs = self.inputs.isEmpty ? ["."] : self.inputs
        let fileSystem = DiskFileSystem()
        let found = SpecInputs.find(inputs, in: fileSystem)
        guard found.problems.isEmpty else { try Report.fail(with: found.problems) }
        let repository = try Repository.containing(inputs[0])
        let ref = try repository.verify(against)

        // The new side: the working tree.
        var newSources: [SpecSource] = []
        for file in found.files {
            do {
                let bytes = try fileSystem.read(file, atMost: YAMLLimits.default.maxFileSize + 1)
                newSources.append(SpecSource(path: try repository.relativePath(of: file), bytes: bytes))
            } catch let failure as FileSystemFailure {
                try Report.fail(with: [failure.diagnostic])
            }
        }
        // The old side: the same inputs at the ref.
        let scopes = try inputs.map { try repository.relativePath(of: $0) }
        let oldSources = try repository.specFiles(at: ref, under: scopes).map { path in
            SpecSource(path: path, bytes: try repository.show(path, at: ref))
        }

        let newResults = SpecDocument.check(newSources)
        let oldResults = SpecDocument.check(oldSources.map { SpecSource(path: "\(against):\($0.path)", bytes: $0.bytes) })
        var failing = Set<String>()
        var problems: [Diagnostic] = []
        for result in newResults where result.diagnostics.hasErrors {
            failing.insert(result.path)
            problems += result.diagnostics.sorted
        }
        for result in oldResults where result.diagnostics.hasErrors {
            failing.insert(String(result.path.dropFirst(against.count + 1)))
            problems += result.diagnostics.sorted
        }
        let sources = Dictionary((newResults + oldResults).map { ($0.path, $0.source) }, uniquingKeysWith: { first, _ in first })
        Report.report(problems, sources: { sources[$0] })

        let newSides = newResults.filter { !failing.contains($0.path) }.flatMap { result in
            result.sheets.map { SheetComparison.Side(configuration: $0.configuration, file: result.path) }
        }
        let oldSides = oldResults.map { ($0, String($0.path.dropFirst(against.count + 1))) }.filter { !failing.contains($0.1) }.flatMap { result, path in
            result.sheets.map { SheetComparison.Side(configuration: $0.configuration, file: path) }
        }
        let profiles = device.isEmpty ? DeviceProfile.builtIn : device.compactMap(DeviceProfile.named)
        let diffs = SheetComparison.compare(old: oldSides, new: newSides, profiles: profiles)

        switch format {
        case .text: Terminal.writeOut(DiffReport.text(diffs))
        case .markdown: Terminal.writeOut(DiffReport.markdown(diffs))
        case .json: Terminal.writeOut(DiffReport.json(diffs).rendered())
        case .github:
            let outlines = Dictionary(newSources.map { ($0.path, SpecOutline(bytes: $0.bytes)) }, uniquingKeysWith: { first, _ in first })
            Terminal.writeOut(DiffReport.github(diffs) { file, sheet, path in
                Self.line(of: path, in: sheet, outlines[file])
            })
        }
        let failOn = DiffFailOn(rawValue: self.failOn.rawValue)!
        if !problems.isEmpty || diffs.contains(where: { failOn.count(in: $0) > 0 }) { throw ExitCode(1) }
    }

    /// The line that writes a key path (or its nearest written parent; `nil` path: the sheet's name).
    private static func line(of path: String?, in sheet: String, _ outline: SpecOutline?) -> Int? {
        guard let document = outline?.documents.first(where: { $0.sheetName == sheet }) else { return nil }
        var components = (path ?? "sheet").split(separator: ".").map(String.init)
        while !components.isEmpty {
            if let entry = document.entry(at: components.joined(separator: ".")) { return entry.keyRange.start.line }
            components.removeLast()
        }
        return document.entry(at: "sheet")?.keyRange.start.line
    }
}

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

    /// The spec files at `ref` below the scopes (each a file or a folder, relative to the top).
    func specFiles(at ref: String, under scopes: [String]) throws -> [String] {
        let output = try run(["ls-tree", "-r", "-z", "--name-only", "--full-tree", ref, "--"] + scopes.map { $0.isEmpty ? "." : $0 })
        let names = output.standardOutput.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return Set(names.filter { name in
            name.hasSuffix(".sheet.yaml") || name.hasSuffix(".sheet.yml") || scopes.contains(name)
        }).sorted()
    }

    /// A file's bytes at `ref`.
    func show(_ path: String, at ref: String) throws -> [UInt8] {
        try run(["show", "\(ref):\(path)"]).standardOutput
    }

    private func run(_ arguments: [String]) throws -> Git.Output {
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
