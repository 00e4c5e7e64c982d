import SheetRuntime

/// One spec file through the checking stages — read (YAML), decode (Spec), check (Check),
/// lower (Lowering) — for each sheet it holds.
///
/// Each worker of a run has one and takes file after file with it: it keeps the document
/// builder's arenas, the last spec's storage and the device layouts met so far, so a worker
/// reads its thousandth file without allocating for it again.
struct FileChecker {
    let limits: YAMLLimits
    private var builder: DocumentBuilder
    /// A spec done with, whose arrays the next one is decoded into.
    private var spareSpec: SheetSpec?
    private var profileLayouts = ProfileLayoutCache()

    init(limits: YAMLLimits) {
        self.limits = limits
        builder = DocumentBuilder(limits: limits)
    }

    /// Every document of `source`, each a sheet keeping `detail`.
    mutating func check(_ source: SpecSource, keeping detail: SheetDetail) -> FileResult {
        var diagnostics = DiagnosticBag(file: source.path)
        var result = FileResult(path: source.path, lines: [], diagnostics: diagnostics, sheetNames: [], sheets: [])
        YAMLReader(limits: limits).read(source.bytes, into: &builder, diagnostics: &diagnostics)
        var sawSheet = false
        for document in builder.documents {
            // Errors its YAML gave count against the sheet as its own checks' do.
            let errorsBefore = diagnostics.errorCount - document.readErrorCount
            guard let spec = SpecDecoder.decode(document, file: source.path, reusing: spareSpec.take(), diagnostics: &diagnostics) else {
                continue
            }
            sawSheet = true
            check(spec, errorsBefore: errorsBefore, keeping: detail, into: &result, diagnostics: &diagnostics)
            spareSpec = consume spec
        }
        if !sawSheet, !diagnostics.hasErrors {
            diagnostics.report(.noSheets, "the file holds no sheet", at: SourceRange(at: .start),
                               help: "a sheet spec starts with 'version: 1' and 'sheet: Name'")
        }
        var wanted = result.sheetNames.compactMap { $0.range?.start.line }
        for diagnostic in diagnostics.diagnostics {
            if let line = diagnostic.range?.start.line { wanted.append(line) }
            for note in diagnostic.notes where note.file == nil {
                if let line = note.range?.start.line { wanted.append(line) }
            }
        }
        result.lines = SourceText.lines(wanted, of: source.bytes)
        result.diagnostics = diagnostics
        return result
    }

    /// One decoded sheet checked, lowered and its overrides checked; kept in `result` when no
    /// error was found since `errorsBefore` (its decoding's included).
    private mutating func check(_ spec: borrowing SheetSpec, errorsBefore: Int, keeping detail: SheetDetail,
                                into result: inout FileResult, diagnostics: inout DiagnosticBag) {
        let base = SpecChecker.check(spec, diagnostics: &diagnostics, layoutCache: &profileLayouts)
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
}
