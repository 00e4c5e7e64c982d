/// A sheet and its states, as an editor's outline shows them.
public struct SpecSymbol: Hashable, Sendable {
    public enum Kind: Sendable { case sheet, state }

    public var name: String
    public var kind: Kind
    /// The whole of what the symbol spans.
    public var range: SourceRange
    /// Where its name is written.
    public var selectionRange: SourceRange
    public var children: [SpecSymbol]
}

extension SpecDocument {
    /// Where the state named at `position` is defined: on a value that names a state (`initialState`,
    /// `dimming.from`, `interaction.passthrough`, …) or a key that does (`thresholds.boundaries`,
    /// `accessibility.states`).
    public func definition(at position: EditorPosition) -> SourceRange? {
        let location = text.location(of: position)
        guard let document = outline.document(holding: location), let (entry, onKey) = document.entry(holding: location) else { return nil }
        let states = stateNames(of: document)
        let name: String
        if onKey {
            let components = entry.path.split(separator: ".")
            let parent = components.dropLast().joined(separator: ".")
            guard KeyCatalog.keysAreStates(at: parent), let last = components.last else { return nil }
            name = String(last)
        } else {
            guard let value = entry.scalar, KeyCatalog.entry(at: entry.path)?.form.namesState == true else { return nil }
            name = value
        }
        guard states.contains(name) else { return nil }
        return definition(ofState: name, in: document)
    }

    /// Where a state is defined: its key in `states` or `segments`; for a two-state sheet, the key
    /// that gives its height (`concreteDimension` the highest, `headerHeight` the lowest).
    func definition(ofState name: String, in document: SpecOutline.Document) -> SourceRange? {
        for key in ["states", "segments"] {
            if let entry = document.entry(at: "\(key).\(name)") { return entry.keyRange }
        }
        let states = stateNames(of: document)
        guard document.entry(at: "segmented")?.scalar != "true", states.count == 2 else { return nil }
        if name == states.last { return document.entry(at: "concreteDimension")?.keyRange }
        if name == states.first { return document.entry(at: "headerHeight")?.keyRange }
        return nil
    }

    /// Each sheet of the text with its states.
    public func symbols() -> [SpecSymbol] {
        outline.documents.map { document in
            let nameRange = document.entry(at: "sheet")?.valueRange ?? SourceRange(at: document.range.start)
            let states = stateNames(of: document).compactMap { name -> SpecSymbol? in
                guard let range = definition(ofState: name, in: document) else { return nil }
                return SpecSymbol(name: name, kind: .state, range: range, selectionRange: range, children: [])
            }
            return SpecSymbol(name: document.sheetName ?? "(unnamed sheet)", kind: .sheet, range: document.range,
                              selectionRange: nameRange, children: states)
        }
    }
}
