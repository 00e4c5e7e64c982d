import SheetRuntime

/// A sheet that can never be seen (issue 30 item 13): on every device profile its layout
/// applies on, no state shows any of the card — every height comes to 0, or a detached card's
/// `bottomMargin` lifts it past the top. It validates nothing useful, so it is an error, as
/// `E206` is for a `topInset` that leaves no room.
extension SpecChecker {
    /// Reports `E217` when no state is visible on any profile; returns whether it did.
    static func checkVisibility(
        _ spec: SheetSpec, states: [SheetSpec.StateLength]?, layouts: inout ProfileLayouts, diagnostics: inout DiagnosticBag
    ) -> Bool {
        // An override lays the sheet out otherwise on the profiles it takes; those are judged with it.
        guard let states, !spec.hasEntry(.overridesLandscape), !spec.hasEntry(.overridesWide) else { return false }
        let margin = layouts.placement.bottomMargin
        // Most sheets: a state of plain points or percent above 0 on an attached card shows
        // wherever there is room at all, known without laying anything out.
        if margin == 0, states.contains(where: { state in
            switch state.length {
            case .points(let value), .fraction(let value): return value > 0
            default: return false
            }
        }) { return false }
        let laidOut = layouts.all()
        // No room at all under the top inset anywhere: `E206` says so.
        if laidOut.allSatisfy({ $0.ceiling <= 0 }) { return false }
        let visibleSomewhere = laidOut.contains { layout in
            states.contains { layout.frameHeight(of: $0.length) - margin > 0 }
        }
        if visibleSomewhere { return false }
        let highest = laidOut.map(\.ceiling).max() ?? 0
        if margin > 0, margin >= highest, let entry = spec[LayoutKeys.base.placementBottomMargin] {
            diagnostics.report(.neverVisible,
                               "'bottomMargin' \(NumberFormatting.text(margin))pt lifts the card past the top on every device profile (the most room, \(NumberFormatting.text(highest))pt, is on the tallest): the sheet can never show",
                               at: entry.valueRange, help: "a detached card floats this far above the bottom edge; use a margin well below the container's height")
            return true
        }
        // Named states at 0 are errors of their own (`E216`), each naming its profile.
        if spec.hasNamedStates { return false }
        guard let shown = states.last(where: { $0.length.isPositive }) else { return false }
        diagnostics.report(.neverVisible,
                           "'\(shown.name)' is \(describe(shown.length)), which comes to 0pt on every device profile, and no other state is visible: the sheet can never show",
                           at: shown.entry?.valueRange ?? spec.start,
                           help: "give '\(shown.name)' a height that leaves some of the card on screen, e.g. a percentage")
        return true
    }

    /// `checkVisibility` for a sheet with overrides, on its lowered configuration: each profile
    /// laid out with the override that applies there (`checkOverrides` calls it).
    static func checkVisibility(_ spec: SheetSpec, configuration: SheetConfiguration, diagnostics: inout DiagnosticBag) {
        let layouts = DeviceProfile.builtIn.map { SheetLayout(configuration: configuration, container: $0.container) }
        // No room under the top inset anywhere: `E206` says so.
        guard layouts.contains(where: { $0.ceiling > 0 }) else { return }
        let visible = layouts.contains { layout in
            layout.restingStates.contains { $0.height - layout.placement.bottomMargin > 0 }
        }
        guard !visible else { return }
        diagnostics.report(.neverVisible,
                           "no state of the sheet is visible on any device profile, with its overrides where they apply: the sheet can never show",
                           at: spec[.sheet]?.valueRange ?? spec.start,
                           help: "give a state a height that leaves some of the card on screen, and a 'bottomMargin' well below the container's height")
    }
}
