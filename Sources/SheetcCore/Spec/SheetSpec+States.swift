import SheetRuntime

extension SheetSpec {
    /// A state's length as the spec gives it, with where it was written.
    public struct StateLength: Sendable {
        public var name: String
        public var length: SheetLength
        /// The entry that set it; `nil` for a default (a two-state sheet's closed height).
        public var entry: SpecEntry?
    }

    /// The states' lengths, lowest first; `nil` while a length the states need is missing.
    /// The checker orders these and lowering keeps them: one reading of the spec for both.
    public var stateLengths: [StateLength]? {
        if hasNamedStates {
            var lengths: [StateLength] = []
            for state in stateMap(.states) {
                guard let entry = state.entry, case .length(let length) = entry.value else { return nil }
                lengths.append(StateLength(name: state.name, length: length, entry: entry))
            }
            return lengths.isEmpty ? nil : lengths
        }
        if isSegmented {
            // Written out rather than appended in a loop: one array of three, not three regrowths.
            guard let closed = length(.segmentsClosed), let compressed = length(.segmentsCompressed),
                  let open = length(.segmentsOpen) else { return nil }
            return [
                StateLength(name: "closed", length: closed, entry: self[.segmentsClosed]),
                StateLength(name: "compressed", length: compressed, entry: self[.segmentsCompressed]),
                StateLength(name: "open", length: open, entry: self[.segmentsOpen]),
            ]
        }
        guard let open = openLength else { return nil }
        return [
            StateLength(name: "closed", length: length(.headerHeight) ?? .zero, entry: self[.headerHeight]),
            StateLength(name: "open", length: open.length, entry: open.entry),
        ]
    }

    /// A two-state sheet's open height, from `concreteDimension`.
    private var openLength: (length: SheetLength, entry: SpecEntry?)? {
        openLength(in: .base)
    }

    /// The open height `concreteDimension` gives at the top level or in an override (`keys`).
    func openLength(in keys: LayoutKeys) -> (length: SheetLength, entry: SpecEntry?)? {
        if let custom = self[keys.concreteDimensionCustom], case .length(let length) = custom.value {
            return (length, custom)
        }
        if let fit = self[keys.concreteDimensionFit] {
            return (.fit(min: length(keys.concreteDimensionFitMin) ?? .zero, max: length(keys.concreteDimensionFitMax)), fit)
        }
        guard let name = text(keys.concreteDimension) else { return nil }
        if name == LengthGrammar.fit { return (.fit(min: .zero, max: nil), self[keys.concreteDimension]) }
        guard let preset = KeyCatalog.concreteDimensions.first(where: { $0.name == name }) else { return nil }
        return (.fraction(preset.fraction), self[keys.concreteDimension])
    }
}
