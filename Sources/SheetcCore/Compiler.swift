import SheetRuntime

/// The compiler: what `sheetc` runs, one stage after another, with the file system passed in.
///
///     inputs ─find─▶ spec files ─read─▶ YAMLDocument ─decode─▶ SheetSpec ─check─▶ diagnostics
///            (FileSystem/)          (YAML/)          (Spec/)             (Check/)
///     SheetSpec ─lower─▶ SheetConfiguration ─emit─▶ [OutputFile] ─write (all or nothing)─▶ directory
///               (Lowering/)  (SheetRuntime)  (Emit/: Swift, manifest;   (FileSystem/)
///                                             preview: SVG pictures, playground pages)
///
/// Beside the pipeline: `Diagnostics/` (what every stage reports, and its renderers),
/// `Simulation/` (`simulate`: a checked configuration driven through SheetRuntime's controller)
/// and `Support/` (byte buffers, JSON, number spelling, parallel map).
///
/// A run's files are checked on `jobs` workers at once, each file read, decoded, checked and
/// lowered by one worker's `FileChecker`; then the names are checked across files
/// (`SheetNameCheck`). Nothing here prints or exits: problems, the file system's among them,
/// come back as diagnostics in the run's `Compilation`.
public struct Compiler: Sendable {
    public var limits: YAMLLimits

    public init(limits: YAMLLimits = .default) {
        self.limits = limits
    }

    /// Finds the spec files `inputs` name, reads and checks each, then checks across files.
    public func check(inputs: [String], in fileSystem: any SpecFileSystem, warningsAsErrors: Bool = false, jobs: Int = 1,
                      keeping detail: SheetDetail = .configuration) -> Compilation {
        let found = SpecInputs.find(inputs, in: fileSystem)
        let sizeLimit = limits.maxFileSize + 1
        let outcomes = Parallel.map(found.files, jobs: jobs, state: { FileChecker(limits: limits) }) { checker, file in
            Result { () throws(FileSystemFailure) in
                checker.check(SpecSource(path: file, bytes: try fileSystem.read(file, atMost: sizeLimit)), keeping: detail)
            }
        }
        var results = outcomes.compactMap { try? $0.get() }
        let unreadable = outcomes.compactMap { outcome in if case .failure(let failure) = outcome { failure.diagnostic } else { nil } }
        SheetNameCheck.check(&results)
        return Compilation(results: results, problems: found.problems + unreadable, warningsAsErrors: warningsAsErrors)
    }

    /// The same stages on sources already in memory.
    public func check(_ sources: [SpecSource], jobs: Int = 1) -> [FileResult] {
        var results = Parallel.map(sources, jobs: jobs, state: { FileChecker(limits: limits) }) { $0.check($1, keeping: .configuration) }
        SheetNameCheck.check(&results)
        return results
    }

    /// `check(inputs:)`, then, when nothing is wrong, each sheet's `S.swift` and `S.json` (or every
    /// sheet's Swift in one file) written into `directory` all or nothing — or, with `checkOnly`,
    /// compared with what `directory` holds (drift, and outputs left over). A write names the
    /// generated files the directory holds that no sheet makes any more, and with `prune`
    /// removes them; `remedy` is the command a user is told to run to fix what it found.
    public func compile(inputs: [String], into directory: String, layout: OutputLayout = .perSheet,
                        accessLevel: AccessLevel = .internal, checkOnly: Bool = false, prune: Bool = false,
                        remedy: OutputRemedy = .plain,
                        in fileSystem: any SpecFileSystem, warningsAsErrors: Bool = false, jobs: Int = 1) -> Compilation {
        var run = check(inputs: inputs, in: fileSystem, warningsAsErrors: warningsAsErrors, jobs: jobs)
        guard run.errorCount == 0 else { return run }
        let groups: [[CheckedSheet]]
        let render: @Sendable ([CheckedSheet], AccessLevel) -> [OutputFile]
        switch layout {
        case .perSheet:
            groups = run.sheets.map { [$0] }
            render = { self.emit($0, accessLevel: $1) }
        case .oneSwiftFile(let name):
            groups = [run.sheets]
            render = { [self.emitSwiftFile(named: name, for: $0, accessLevel: $1)] }
        }
        if checkOnly {
            run.compare(groups, render: render, accessLevel: accessLevel, with: directory, layout: layout, in: fileSystem,
                        jobs: jobs, remedy: remedy)
        } else {
            run.write(groups, render: { render($0, accessLevel) }, into: directory, in: fileSystem, jobs: jobs,
                      leftovers: run.leftovers(in: directory, layout: layout, fileSystem), prune: prune, remedy: remedy)
        }
        return run
    }

    /// `check(inputs:)`, then, when nothing is wrong, one picture (`S.svg`) or playground page
    /// (`S.html`) per sheet, written into `directory` all or nothing.
    public func preview(inputs: [String], into directory: String, as kind: PreviewKind,
                        in fileSystem: any SpecFileSystem, warningsAsErrors: Bool = false, jobs: Int = 1) -> Compilation {
        var run = check(inputs: inputs, in: fileSystem, warningsAsErrors: warningsAsErrors, jobs: jobs)
        guard run.errorCount == 0 else { return run }
        let sheets = run.sheets
        // A page offers the other sheets of its file.
        let siblings = Dictionary(grouping: sheets.map { ($0.file, $0.name) }, by: \.0).mapValues { $0.map(\.1) }
        let render: @Sendable ([CheckedSheet]) -> [OutputFile] = switch kind {
        case .pictures(let profiles, let dark, let contentHeight):
            { $0.map { PreviewSVG.picture(of: $0.configuration, on: profiles, dark: dark, contentHeight: contentHeight) } }
        case .playground(let device): {
            $0.map { PlaygroundPage.page(of: $0.configuration, in: .init(device: device, sheets: siblings[$0.file] ?? [])) }
        }
        }
        run.write(sheets.map { [$0] }, render: render, into: directory, in: fileSystem, jobs: jobs)
        return run
    }

    /// The outputs of checked sheets: `S.swift` and `S.json` for each, in a stable order.
    public func emit(_ sheets: [CheckedSheet], accessLevel: AccessLevel, jobs: Int = 1) -> [OutputFile] {
        Parallel.map(sheets, jobs: jobs) { sheet in
            [SwiftEmitter.source(for: sheet, accessLevel: accessLevel), ManifestEmitter.manifest(for: sheet.configuration)]
        }.flatMap { $0 }
    }

    /// All of `sheets` in one Swift file called `name` (no manifests): for build plugins.
    public func emitSwiftFile(named name: String, for sheets: [CheckedSheet], accessLevel: AccessLevel) -> OutputFile {
        OutputFile(name: name, bytes: SwiftEmitter.source(for: sheets, accessLevel: accessLevel))
    }
}
