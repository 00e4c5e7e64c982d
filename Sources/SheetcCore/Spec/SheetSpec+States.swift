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
        if isSegmented {
            var states: [StateLength] = []
            for (name, key) in zip(KeyCatalog.segmentedStates, [SpecKey.segmentsClosed, .segmentsCompressed, .segmentsOpen]) {
                guard let length = length(key) else { return nil }
                states.append(StateLength(name: name, length: length, entry: self[key]))
            }
            return states
        }
        guard let open = openLength else { return nil }
        return [
            StateLength(name: "closed", length: length(.headerHeight) ?? .zero, entry: self[.headerHeight]),
            StateLength(name: "open", length: open.length, entry: open.entry),
        ]
    }

    /// A two-state sheet's open height, from `concreteDimension`.
    private var openLength: (length: SheetLength, entry: SpecEntry?)? {
        if let custom = length(.concreteDimensionCustom) {
            return (custom, self[.concreteDimensionCustom])
        }
        guard let name = text(.concreteDimension),
              let preset = KeyCatalog.concreteDimensions.first(where: { $0.name == name }) else { return nil }
        return (.fraction(preset.fraction), self[.concreteDimension])
    }
}
