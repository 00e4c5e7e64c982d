import SheetcCore
import SheetRuntime

/// A sheet's page as the server can draw it: the last configuration of it that checked.
struct ServedSheet: Sendable {
    var name: String
    var file: String
    var configuration: SheetConfiguration
    /// The manifest the page runs (`ManifestEmitter`'s JSON), compared to tell a change.
    var manifest: String
    /// What the page draws beyond the frames on each profile (`PlaygroundPage.drawing`).
    var drawing: String
    /// The sheets of the same file, in order, for the page's sheet picker.
    var siblings: [String]
}

/// A sheet of a file: what a page follows. Two files may declare the same sheet (E107): each
/// page keeps to the file it was drawn from, so the other file never replaces its sheet.
struct SheetKey: Hashable, Sendable {
    var file: String
    var sheet: String
}

/// One spec file as the index shows it.
struct FileReport: Sendable {
    var path: String
    var sheets: [String]
    var errors: Int
    var warnings: Int
    /// The codes of its diagnostics, each once, in order.
    var codes: [String]
    /// Its diagnostics as `sheetc validate` prints them (without colour).
    var text: String
}

/// What an open page of a sheet should show now.
enum SheetStatus: Sendable, Equatable {
    /// The sheet checks: run this manifest, drawn with these facts.
    case good(manifest: String, drawing: String)
    /// Its file does not check: show these diagnostics over the last good sheet.
    case broken(text: String, codes: [String])
}

/// Every sheet of the inputs as last checked, and the last good version of each sheet ever seen,
/// which a page keeps running while its spec does not check.
struct Snapshot: Sendable {
    var files: [FileReport] = []
    /// Inputs that could not be found or read (an unreadable folder), as `validate` prints them.
    var problems: [String] = []
    var problemCodes: [String] = []
    /// Spec files that could not be read (`validate`'s E001: unreadable, not a regular file),
    /// each with its diagnostic as `validate` prints it.
    var unreadable: [String: (text: String, code: String)] = [:]
    /// The last version of each sheet that checked, by its file and name.
    var lastGood: [SheetKey: ServedSheet] = [:]

    /// The sheet `/sheet/<name>` draws: from a file that holds it now and checks, else from
    /// the first file (by path) that ever held a version of it that checked.
    func page(of sheet: String) -> ServedSheet? {
        let candidates = lastGood.values.filter { $0.name == sheet }.sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
        return candidates.first { good in files.contains { $0.path == good.file && $0.errors == 0 && $0.sheets.contains(sheet) } }
            ?? candidates.first
    }

    /// The sheets a page of `sheet` offers to push onto it: every other sheet of the inputs, each
    /// once (as `page(of:)` draws it), by name. A system sheet neither takes nor offers any: the
    /// system stacks its own sheets (`simulate --stack` refuses them too).
    func stackSheets(besides sheet: String) -> [PlaygroundPage.StackSheet] {
        guard page(of: sheet)?.configuration.target != .system else { return [] }
        let names = Set(lastGood.keys.map(\.sheet)).subtracting([sheet]).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return names.compactMap { name in
            guard let served = page(of: name), served.configuration.target != .system else { return nil }
            return PlaygroundPage.StackSheet(name: name, manifest: served.manifest, drawing: served.drawing)
        }
    }

    /// What a page of `key.sheet`, drawn from `key.file`, shows now.
    func status(of key: SheetKey) -> SheetStatus {
        if let report = files.first(where: { $0.path == key.file }) {
            if report.errors > 0 { return .broken(text: report.text, codes: report.codes) }
            if report.sheets.contains(key.sheet), let good = lastGood[key] { return .good(manifest: good.manifest, drawing: good.drawing) }
            return .broken(text: "sheetc serve: \(key.file) no longer holds a sheet named '\(key.sheet)'; the page keeps the last version that checked.\n", codes: [])
        }
        if let problem = unreadable[key.file] {
            return .broken(text: problem.text + "sheetc serve: the page keeps the last version that checked.\n", codes: [problem.code])
        }
        return .broken(text: "sheetc serve: \(key.file) is gone (deleted or renamed), or no longer one of the inputs; the page keeps the last version that checked.\n", codes: [])
    }
}

/// The inputs, checked again whenever they change (`SpecWatcher`).
struct Workspace: Sendable {
    var inputs: [String]

    /// Checks every spec file of the inputs; sheets that check replace their last good version in `previous`.
    func check(after previous: Snapshot) -> Snapshot {
        let run = Compiler().check(inputs: inputs, in: DiskFileSystem.specFolder)
        var snapshot = Snapshot(lastGood: previous.lastGood)
        let inputProblems = run.diagnostics.filter { diagnostic in !run.results.contains { $0.path == diagnostic.file } }
        snapshot.problems = inputProblems.map { $0.renderedText(source: nil, color: false) }
        snapshot.problemCodes = inputProblems.map(\.code.rawValue)
        for problem in inputProblems {
            snapshot.unreadable[problem.file] = (problem.renderedText(source: nil, color: false), problem.code.rawValue)
        }
        for result in run.results {
            let diagnostics = result.diagnostics.sorted
            let names = result.sheets.map(\.name)
            var codes: [String] = []
            for diagnostic in diagnostics where !codes.contains(diagnostic.code.rawValue) { codes.append(diagnostic.code.rawValue) }
            snapshot.files.append(FileReport(
                path: result.path, sheets: names,
                errors: diagnostics.count { $0.severity == .error },
                warnings: diagnostics.count { $0.severity == .warning },
                codes: codes,
                text: diagnostics.map { $0.renderedText(source: result.source, color: false) }.joined()))
            guard !result.diagnostics.hasErrors else { continue }
            for sheet in result.sheets {
                snapshot.lastGood[SheetKey(file: result.path, sheet: sheet.name)] = ServedSheet(
                    name: sheet.name, file: result.path, configuration: sheet.configuration,
                    manifest: PlaygroundPage.manifest(of: sheet.configuration),
                    drawing: PlaygroundPage.drawing(of: sheet.configuration), siblings: names)
            }
        }
        return snapshot
    }
}
