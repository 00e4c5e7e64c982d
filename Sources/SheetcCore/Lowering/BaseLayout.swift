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
        placement = SpecRecordReader.defaulted(spec, at: .placement)
    }
}
