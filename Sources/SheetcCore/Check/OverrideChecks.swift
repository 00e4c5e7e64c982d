import SheetRuntime

/// The checks of `overrides` (docs/language.md#other-layouts-in-landscape-and-on-wide-screens), made on
/// the lowered configuration: an override is merged over the base (and `wide` over `landscape`) before
/// its states can be judged, on each device profile it applies to, by the runtime's own layout.
extension SpecChecker {
    static func checkOverrides(_ spec: SheetSpec, configuration: SheetConfiguration, diagnostics: inout DiagnosticBag) {
        guard configuration.overrides != SheetOverrides() else { return }
        defer { checkVisibility(spec, configuration: configuration, diagnostics: &diagnostics) }
        var reported: Set<String> = []
        for profile in DeviceProfile.builtIn {
            guard let variant = configuration.overrides.variant(for: profile.container) else { continue }
            // The override to blame: `wide` where both apply and it is written, else the one that applies.
            let prefix = profile.container.isWide && spec.hasEntry(.overridesWide)
                ? "overrides.wide" : "overrides.landscape"
            for (index, state) in variant.states.enumerated() {
                let base = configuration.states[index].height.isPositive
                guard state.height.isPositive != base, reported.insert("show \(state.name)").inserted else { continue }
                diagnostics.report(.overrideChangesVisibility,
                                   "'\(prefix)' \(base ? "hides" : "shows") '\(state.name)', which the sheet \(base ? "shows" : "hides") without it (on \(profile.name))",
                                   at: place(spec, prefix, states: [state.name]),
                                   help: "an override changes heights, not which states there are; give '\(state.name)' a length above 0" + (base ? "" : ", or 0"))
            }
            let layout = SheetLayout(configuration: configuration, container: profile.container)
            if layout.cardWidth <= 0, reported.insert("width").inserted {
                diagnostics.report(.noRoomAcross, "'\(prefix)' leaves the card no width on \(profile.name) (\(NumberFormatting.text(profile.width))pt wide)",
                                   at: spec[SpecKey(prefix + ".placement.horizontalMargin")]?.valueRange ?? place(spec, prefix, states: []),
                                   help: "the card is the container's width less twice the margin")
            }
            for index in variant.states.indices.dropFirst() {
                let lower = variant.states[index - 1], upper = variant.states[index]
                guard lower.height.isPositive, upper.height.isPositive, layout.ceiling > 0 else { continue }
                let low = layout.states[index - 1].height, high = layout.states[index].height
                guard low >= high, reported.insert("order \(upper.name)").inserted else { continue }
                diagnostics.report(.stateOrder,
                                   "with '\(prefix)' on \(profile.name), '\(upper.name)' must be higher than '\(lower.name)': \(lower.name) is \(NumberFormatting.text(low, decimals: 2))pt and \(upper.name) is \(NumberFormatting.text(high, decimals: 2))pt",
                                   at: place(spec, prefix, states: [upper.name, lower.name]),
                                   help: "states must rise strictly on every device an override applies to: " + variant.states.map(\.name).joined(separator: " < "))
            }
        }
    }

    /// Where the override writes the first of `states`' heights it writes, else the override itself.
    private static func place(_ spec: SheetSpec, _ prefix: String, states: [String]) -> SourceRange {
        let keys = states.flatMap { state in
            spec.isSegmented ? ["\(prefix).segments.\(state)"]
                : state == "closed" ? ["\(prefix).headerHeight"]
                : ["\(prefix).concreteDimension.custom", "\(prefix).concreteDimension.fit", "\(prefix).concreteDimension"]
        }
        for key in keys + [prefix] {
            if let found = spec[SpecKey(key)] { return found.valueRange }
        }
        return spec.start
    }
}
