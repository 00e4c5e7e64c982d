import SheetRuntime

/// A state written taller than a device's screen lets it rise (`W014`): the runtime stops it at
/// the highest allowed height (the available height less `topInset`), so on that profile it is
/// not where the spec says. Two states that meet there are `E203`'s (`checkStateOrder`); this
/// says that one alone is cut short, naming the profile.
///
/// Only where the height is regular (phones upright, iPads): a phone on its side is 375 to
/// 430 pt tall, so any state above that stops at the top there, as `100%` does, and a warning
/// on every spec with such a state would say nothing the author can act on but restate the
/// heights in `overrides.landscape`. Cut short upright, a height is taller than the phone: a slip.
extension SpecChecker {
    /// `W014` at each resting state whose length, written in points (or points above the safe
    /// area, or a percentage of the whole container, any of them with an offset), comes to more
    /// than the highest allowed height on a profile of regular height the sheet's own layout
    /// applies on. A percentage of the available height and `{fromTop: n}` are measured against
    /// the screen and stop at the top by design (as `topInset` says), so they are not warned about.
    static func checkClampedStates(
        _ spec: SheetSpec, states: [SheetSpec.StateLength]?, layouts: inout ProfileLayouts, diagnostics: inout DiagnosticBag
    ) {
        guard let states else { return }
        let margin = layouts.placement.bottomMargin
        for state in states where state.length.isPositive && measuresInPoints(state.length) {
            var clamped: [(profile: String, height: Double, ceiling: Double)] = []
            for (position, layout) in layouts.all().enumerated()
            where layout.ceiling > 0 && !layouts.profiles[position].container.isCompactHeight {
                let height = state.length.points(on: layout.container) + margin
                // Half a point: what the runtime's own comparisons allow for rounding.
                if height > layout.ceiling + 0.5 { clamped.append((layouts.profiles[position].name, height, layout.ceiling)) }
            }
            guard let first = clamped.first else { continue }
            let ceiling = NumberFormatting.text(first.ceiling, decimals: 2)
            diagnostics.report(.stateClamped,
                               "'\(state.name)' is \(describe(state.length)), taller than the sheet can rise on \(first.profile) (\(ceiling)pt)\(andMore(clamped.count - 1)): it stops at \(ceiling)pt there",
                               at: state.entry?.valueRange ?? spec.start,
                               help: "give it a height every screen holds, or write '100%' or '{fromTop: 0}' for the top")
        }
    }

    /// Whether a length is a fixed number of points on any screen (before clamping), however written.
    static func measuresInPoints(_ length: SheetLength) -> Bool {
        switch length {
        case .points, .aboveSafeArea, .fractionOfContainer: return true
        case .offset(let base, _): return measuresInPoints(base)
        case .fraction, .fromTop, .half, .fit, .system: return false
        }
    }
}
