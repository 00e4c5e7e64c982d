import ArgumentParser
import SheetcCore
import SheetRuntime

/// `sheetc diff` (docs/ci.md#what-a-pull-request-does-to-the-sheets-sheetc-diff): what a change does to
/// the sheets — API, heights per state and profile, the regions of releases whose decision changed, every other
/// resolved value — comparing the working tree with the same files at a git ref. Both sides are checked
/// by the same compiler and decided by SheetRuntime's engine (SheetcCore's `SheetComparison`).
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

    @Argument(help: "Spec files, or directories holding *.sheet.yaml / *.sheet.yml files (default: '.').", completion: .file())
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

    @Flag(help: "List every height, decision and value (text), or show them unfolded (markdown); collapsed by default to the counts.")
    var expand = false

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case breaking, behaviour, any
    }

    func validate() throws {
        for name in device where DeviceProfile.named(name) == nil {
            throw ValidationError("unknown device profile '\(name)'; use one of: " + DeviceProfile.builtIn.map(\.name).joined(separator: ", "))
        }
        guard !against.isEmpty, !against.hasPrefix("-") else { throw ValidationError("--against takes a git ref, not '\(VisibleText.escaped(against))'") }
    }

    func run() throws {
        let inputs = self.inputs.isEmpty ? ["."] : self.inputs
        let fileSystem = DiskFileSystem()
        // A folder that holds no spec on one side is no error: its specs were all added or all removed.
        let found = SpecInputs.find(inputs, in: fileSystem)
        let repository = try Repository.containing(inputs[0])
        let ref = try repository.verify(against)
        let tree = try GitTree(repository, commit: ref)
        let scopes = try inputs.map { input -> String in
            let relative = try repository.relativePath(of: input)
            return relative.isEmpty ? repository.top : repository.top + "/" + relative
        }
        // An input gone from the working tree that the ref holds was deleted: its sheets are
        // diffed as removed, as they are when it is found in a folder.
        let deleted = Set(zip(inputs, scopes).filter { input, scope in
            (try? fileSystem.kind(of: input)) == nil && (try? tree.kind(of: scope)) != nil
        }.map(\.0))
        let unreadable = found.problems.filter { $0.code != .noInputs && !deleted.contains($0.file) }
        guard unreadable.isEmpty else { try Report.fail(with: unreadable) }

        // Submodules, on either side, are other repositories: their specs are not compared
        // (a recorded commit is no file to read), and the note says which were left out.
        let submodules = Set(tree.submodules + (try repository.submodules()))
        func outsideSubmodules(_ path: String) -> Bool {
            !submodules.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        for submodule in submodules.sorted() where scopes.contains(where: { submodule == $0 || submodule.hasPrefix($0 == "/" ? "/" : $0 + "/") }) {
            Terminal.writeError("sheetc diff: note: submodule '\(VisibleText.escaped(String(submodule.dropFirst(repository.top.count + 1))))' skipped: its specs belong to its own repository\n")
        }

        // The new side: the working tree.
        let newSources = try Self.read(found.files.filter { outsideSubmodules(Repository.resolved($0)) }, in: fileSystem) {
            try repository.relativePath(of: $0)
        }
        // The old side: the same inputs at the ref, walked as the working tree was (an input
        // that is not there at the ref has no old side).
        let old = SpecInputs.find(scopes.filter { (try? tree.kind(of: $0)) != nil }, in: tree)
        let oldProblems = old.problems.filter { $0.code != .noInputs }
        guard oldProblems.isEmpty else { try Report.fail(with: oldProblems) }
        let oldSources = try Self.read(old.files.filter(outsideSubmodules), in: tree) { String($0.dropFirst(repository.top.count + 1)) }

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
        case .text: Terminal.writeOut(DiffReport.text(diffs, expand: expand))
        case .markdown: Terminal.writeOut(DiffReport.markdown(diffs, failing: failing.sorted(), expand: expand))
        case .json: Terminal.writeOut(DiffReport.json(diffs).rendered())
        case .github:
            Terminal.writeOut(problems.map { $0.githubAnnotation + "\n" }.joined())
            // Annotations stand on the lines the change made (a removed sheet's file is not in
            // the working tree: its annotations go to line 1).
            let oldBytes = Dictionary(oldSources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
            let lines = Dictionary(newSources.map { ($0.path, AnnotationLines(old: oldBytes[$0.path], new: $0.bytes)) },
                                   uniquingKeysWith: { first, _ in first })
            Terminal.writeOut(DiffReport.github(diffs) { file, sheet, keys in
                lines[file]?.line(sheet: sheet, keys: keys)
            })
        }
        let failOn = DiffFailOn(rawValue: self.failOn.rawValue)!
        if !problems.isEmpty || diffs.contains(where: { failOn.count(in: $0) > 0 }) { throw ExitCode(1) }
    }

    /// Reads each file, named as `label` gives it; an unreadable one ends the command (exit 2).
    private static func read(_ files: [String], in fileSystem: any SpecFileSystem, label: (String) throws -> String) throws -> [SpecSource] {
        var sources: [SpecSource] = []
        for file in files {
            let bytes: [UInt8]
            do throws(FileSystemFailure) {
                bytes = try fileSystem.read(file, atMost: YAMLLimits.default.maxFileSize + 1)
            } catch {
                try Report.fail(with: [error.diagnostic])
            }
            sources.append(SpecSource(path: try label(file), bytes: bytes))
        }
        return sources
    }
}
