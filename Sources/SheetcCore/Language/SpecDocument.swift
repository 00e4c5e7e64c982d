import SheetRuntime

/// One spec text as an editor holds it, with what the compiler found in it: the one value the
/// editor services (diagnostics, completion, hover, definitions, symbols, quick fixes) answer
/// from. Everything they say comes from the compiler's own check and catalog.
public struct SpecDocument: Sendable {
    public let path: String
    public let text: EditorText
    public let outline: SpecOutline
    /// What `Compiler.check` found in this text (with the workspace's other specs beside it).
    public let result: FileResult?

    public init(path: String, text: String, result: FileResult?) {
        self.path = path
        self.text = EditorText(text)
        self.outline = SpecOutline(text: text)
        self.result = result
    }

    /// Checks `path`'s text beside the workspace's other specs (for the cross-file checks), as
    /// `sheetc validate` would check them all together.
    public static func checked(path: String, text: String, workspace: [SpecSource] = []) -> SpecDocument {
        let results = check([SpecSource(path: path, bytes: Array(text.utf8))] + workspace.filter { $0.path != path })
        return SpecDocument(path: path, text: text, result: results.first { $0.path == path })
    }

    /// Checks specs in the order `validate` reads them (sorted by path), so the cross-file
    /// diagnostics fall on the same file.
    public static func check(_ sources: [SpecSource]) -> [FileResult] {
        Compiler().check(sources.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) })
    }

    /// The diagnostics `validate` reports for this text, in the order it shows them.
    public var diagnostics: [Diagnostic] {
        result?.diagnostics.sorted ?? []
    }

    /// The checked configuration of the sheet a document of the outline holds, when it checked.
    func configuration(of document: SpecOutline.Document) -> SheetConfiguration? {
        guard let name = document.sheetName, let sheet = result?.sheets.first(where: { $0.name == name }) else { return nil }
        return sheet.configuration
    }

    /// The sheet's own state names, lowest first: the checked configuration's; else the ones the
    /// text writes (`states`, `segments`); else those of the language's fixed forms.
    func stateNames(of document: SpecOutline.Document) -> [String] {
        if let configuration = configuration(of: document) { return configuration.states.map(\.name) }
        // `states` are written lowest first; `segments` in any order, its names the catalog's.
        let states = document.children(of: "states").map { $0.path.split(separator: ".").last.map(String.init) ?? "" }
        if !states.isEmpty { return states }
        let segments = Set(document.children(of: "segments").map { $0.path.split(separator: ".").last.map(String.init) ?? "" })
        if !segments.isEmpty { return KeyCatalog.segmentedStates.filter(segments.contains) }
        return document.entry(at: "segmented")?.scalar == "true" ? KeyCatalog.segmentedStates : KeyCatalog.twoStates
    }

    /// The outline document at an editor position.
    func document(at position: EditorPosition) -> SpecOutline.Document? {
        outline.document(holding: text.location(of: position))
    }
}

extension ValueForm {
    /// Whether a value of this form may name a state.
    var namesState: Bool {
        switch self {
        case .stateName: return true
        case .either(let forms): return forms.contains { $0.namesState }
        default: return false
        }
    }

    /// The words a value of this form may be (`true`, `easeIn`, …).
    var words: [String] {
        switch self {
        case .boolean: return ["true", "false"]
        case .choice(let names): return names
        case .version: return ["1"]
        case .either(let forms): return forms.flatMap(\.words)
        default: return []
        }
    }
}

extension KeyCatalog {
    /// Whether the keys of the mapping at `path` name the sheet's states (`thresholds.boundaries`,
    /// `accessibility.states`, an override's `states`), rather than keys of their own. The
    /// top-level `states` defines them instead.
    static func keysAreStates(at path: String) -> Bool {
        guard path != "states", let form = entry(at: path)?.form else { return false }
        if case .stateMap = form { return true }
        return false
    }
}
