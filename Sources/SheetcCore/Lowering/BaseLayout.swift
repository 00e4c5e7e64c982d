import SheetRuntime

/// The sheet's own layout as the spec writes it: its states' lengths, `topInset` and
/// `placement`. Checking and lowering both start from these, so they are read from the spec
/// once (`SpecChecker.check` returns them, `SpecLowering.lower` takes them) rather than by each.
struct BaseLayout {
    /// The states, lowest first; `nil` while a length the states need is missing.
    let states: [SheetSpec.StateLength]?
    let topInset: SheetLength
    let placement: Placement

    init(_ spec: SheetSpec) {
        states = spec.stateLengths
        topInset = spec.length(.topInset) ?? .zero
        var placement = spec.isWritten(.placement) ? SpecRecordReader.defaulted(spec, at: .placement) : Self.unwrittenPlacement
        placement.float = LookLowering.float(spec, .base, over: nil, defaultAttach: LookLowering.defaultAttach(states))
        self.placement = placement
    }

    /// The placement of a spec that does not write `placement`: made of the catalog's constant
    /// defaults alone (a key inside `placement` is only ever decoded, or marked written, under a
    /// written `placement`), so it is read once, from an empty spec, rather than key by key
    /// (its names looked up in the catalog) for every spec.
    private static let unwrittenPlacement: Placement = SpecRecordReader.defaulted(SheetSpec(file: "", start: SourceRange(at: .start)), at: .placement)
}
