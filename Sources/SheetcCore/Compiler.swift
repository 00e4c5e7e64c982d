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
/// A run's files go through `checkFile` on `jobs` workers at once, each worker with one
/// `CheckScratch` it reuses from file to file; then the names are checked across files
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
        check(inputs: inputs, in: fileSystem, warningsAsErrors: warningsAsErrors, jobs: jobs, keeping: detail, after: [],
              disabling: [])
    }

    /// `check(inputs:)`, its results shown after `earlier` (a configuration file's problems),
    /// without the warnings of `disabled` codes.
    private func check(inputs: [String], in fileSystem: any SpecFileSystem, warningsAsErrors: Bool, jobs: Int,
                       keeping detail: SheetDetail, after earlier: [FileResult], disabling disabled: Set<DiagnosticCode>) -> Compilation {
        let found = SpecInputs.find(inputs, in: fileSystem)
        let sizeLimit = limits.maxFileSize + 1
        let outcomes = Parallel.map(found.files, jobs: jobs, state: { CheckScratch(limits: limits) }) { scratch, file in
            Result { () throws(FileSystemFailure) in
                checkFile(SpecSource(path: file, bytes: try fileSystem.read(file, atMost: sizeLimit)), keeping: detail,
                          scratch: &scratch)
            }
        }
        var results = outcomes.compactMap { try? $0.get() }
        let unreadable = outcomes.compactMap { outcome in if case .failure(let failure) = outcome { failure.diagnostic } else { nil } }
        SheetNameCheck.check(&results)
        for index in results.indices { results[index].diagnostics.disable(disabled) }
        return Compilation(results: earlier + results, problems: found.problems + unreadable, warningsAsErrors: warningsAsErrors)
    }

    /// The same stages on sources already in memory.
    public func check(_ sources: [SpecSource], jobs: Int = 1) -> [FileResult] {
        var results = Parallel.map(sources, jobs: jobs, state: { CheckScratch(limits: limits) }) { scratch, source in
            checkFile(source, keeping: .configuration, scratch: &scratch)
        }
        SheetNameCheck.check(&results)
        return results
    }

    /// `check(inputs:)`, then, when nothing is wrong, each sheet's `S.swift` and `S.json` (or every
    /// sheet's Swift in one file) written into `directory` all or nothing — or, with
    /// `options.checkOnly`, compared with what `directory` holds (drift, and outputs left over).
    /// A write names the generated files the directory holds that no sheet makes any more, and
    /// with `options.prune` removes them. A configuration file (`options.configFile`) is read
    /// first; its problems are shown with the specs', and fail the run as theirs do.
    public func compile(inputs: [String], into directory: String, options: CompileOptions = .init(),
                        in fileSystem: any SpecFileSystem) -> Compilation {
        var config = GeneratorConfig()
        var configProblems: FileResult?
        if let path = options.configFile {
            let read = GeneratorConfig.read(path, in: fileSystem, limits: limits)
            config = read.config ?? config
            if !read.result.diagnostics.diagnostics.isEmpty { configProblems = read.result }
        }
        let accessLevel = options.accessLevel ?? config.accessModifier ?? .internal
        var run = check(inputs: inputs, in: fileSystem, warningsAsErrors: options.warningsAsErrors, jobs: options.jobs,
                        keeping: .configuration, after: configProblems.map { [$0] } ?? [],
                        disabling: Set(config.disabledWarnings))
        guard run.errorCount == 0 else { return run }
        let groups: [[CheckedSheet]]
        let render: @Sendable ([CheckedSheet], AccessLevel) -> [OutputFile]
        switch options.layout {
        case .perSheet:
            groups = run.sheets.map { [$0] }
            render = { self.emit($0, accessLevel: $1) }
        case .oneSwiftFile(let name):
            groups = [run.sheets]
            render = { [self.emitSwiftFile(named: name, for: $0, accessLevel: $1)] }
        }
        if options.checkOnly {
            run.compare(groups, render: render, accessLevel: accessLevel, with: directory, layout: options.layout,
                        in: fileSystem, jobs: options.jobs, remedy: options.remedy)
        } else {
            run.write(groups, render: { render($0, accessLevel) }, into: directory, in: fileSystem, jobs: options.jobs,
                      leftovers: run.leftovers(in: directory, layout: options.layout, fileSystem), prune: options.prune,
                      remedy: options.remedy)
        }
        return run
    }

    // MARK: - One file

    /// One spec file through the per-file stages, each YAML document of it a sheet:
    /// read (YAML/) → decode (Spec/) → check → lower (Lowering/) → check overrides (Check/).
    /// `scratch` is the worker's, kept from the file before.
    func checkFile(_ source: SpecSource, keeping detail: SheetDetail, scratch: inout CheckScratch) -> FileResult {
        var diagnostics = DiagnosticBag(file: source.path)
        var result = FileResult(path: source.path, lines: [], diagnostics: diagnostics, sheetNames: [], sheets: [])
        YAMLReader(limits: limits).read(source.bytes, into: &scratch.builder, diagnostics: &diagnostics)
        var sawSheet = false
        for document in scratch.builder.documents {
            // Errors its YAML gave count against the sheet as its own checks' do.
            let errorsBefore = diagnostics.errorCount - document.readErrorCount
            guard let spec = SpecDecoder.decode(document, file: source.path, reusing: scratch.spareSpec.take(),
                                                diagnostics: &diagnostics) else { continue }
            sawSheet = true
            checkSheet(spec, errorsBefore: errorsBefore, keeping: detail, into: &result, scratch: &scratch,
                       diagnostics: &diagnostics)
            scratch.spareSpec = consume spec
        }
        if !sawSheet, !diagnostics.hasErrors {
            diagnostics.report(.noSheets, "the file holds no sheet", at: SourceRange(at: .start),
                               help: "a sheet spec starts with 'version: 1' and 'sheet: Name'")
        }
        result.lines = SourceText.lines(Self.linesShown(by: diagnostics, names: result.sheetNames), of: source.bytes)
        result.diagnostics = diagnostics
        return result
    }

    /// One decoded sheet checked, lowered and its overrides checked; kept in `result` when no
    /// error was found since `errorsBefore` (its decoding's included).
    private func checkSheet(_ spec: borrowing SheetSpec, errorsBefore: Int, keeping detail: SheetDetail,
                            into result: inout FileResult, scratch: inout CheckScratch, diagnostics: inout DiagnosticBag) {
        let base = SpecChecker.check(spec, diagnostics: &diagnostics, layoutCache: &scratch.profileLayouts)
        guard diagnostics.errorCount == errorsBefore, let name = spec.name else { return }
        let sheetName = SheetName(name: name, file: spec.file, range: spec[.sheet]?.valueRange)
        // Kept for its name alone, a sheet without overrides (whose checks need the resolved
        // configuration) is not lowered: lowering reports nothing, and its result would be dropped.
        if detail == .name, !spec.isWritten(.overridesLandscape), !spec.isWritten(.overridesWide), base.states != nil {
            result.sheetNames.append(sheetName)
            return
        }
        guard let configuration = SpecLowering.lower(spec, base: base) else { return }
        SpecChecker.checkOverrides(spec, configuration: configuration, diagnostics: &diagnostics)
        SpecChecker.checkOverrideFloats(spec, configuration: configuration, diagnostics: &diagnostics)
        guard diagnostics.errorCount == errorsBefore else { return }
        result.sheetNames.append(sheetName)
        if detail == .configuration {
            result.sheets.append(CheckedSheet(file: spec.file, nameRange: sheetName.range, description: spec.text(.description),
                                              configuration: configuration))
        }
    }

    /// The lines of a file its diagnostics (and the cross-file check of its sheets' names) may show.
    private static func linesShown(by diagnostics: DiagnosticBag, names: [SheetName]) -> [Int] {
        var wanted = names.compactMap { $0.range?.start.line }
        for diagnostic in diagnostics.diagnostics {
            if let line = diagnostic.range?.start.line { wanted.append(line) }
            for note in diagnostic.notes where note.file == nil {
                if let line = note.range?.start.line { wanted.append(line) }
            }
        }
        return wanted
    }

    // MARK: - Outputs

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
        case .pictures(let profiles, let dark, let contentHeight, let bar):
            { $0.map { PreviewSVG.picture(of: $0.configuration, on: profiles, dark: dark, contentHeight: contentHeight, bar: bar) } }
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
