import SheetRuntime

/// The rules of the iOS 26 look: a floating card's `attach` and margin, a float beside a
/// detached card's bottom margin, and the information note naming the keys that take the place
/// of `style: glass`'s.
extension SpecChecker {
    /// The spec-side rules, on the sheet's own layout (`base`, as lowering will take it) and the
    /// profiles it applies on; an override's are judged with it once merged (`checkOverrideFloats`).
    static func checkLook(_ spec: SheetSpec, base: BaseLayout, layouts: inout ProfileLayouts, diagnostics: inout DiagnosticBag) {
        checkPresetOverrides(spec, diagnostics: &diagnostics)
        for keys in [LayoutKeys.base, .landscape, .wide] { checkAttach(spec, keys: keys, diagnostics: &diagnostics) }
        guard let float = base.placement.float else { return }
        if base.placement.isDetached {
            reportFloatBesideBottomMargin(spec, keys: .base, margin: base.placement.bottomMargin, profile: nil, diagnostics: &diagnostics)
            return
        }
        let narrow = layouts.profileIndices(where: leavesNoWidth)
        guard let first = narrow.first else { return }
        reportMarginTooWide(spec, keys: .base, margin: float.margin, profile: layouts.profiles[first].name, others: narrow.count - 1,
                            width: layouts.all()[first].cardWidth, diagnostics: &diagnostics)
    }

    /// An override's float, merged over what applies without it, judged on each profile it applies
    /// to by the engine's own layout there: beside a bottom margin, or wider than the card allows.
    static func checkOverrideFloats(_ spec: SheetSpec, configuration: SheetConfiguration, diagnostics: inout DiagnosticBag) {
        guard configuration.overrides != SheetOverrides() else { return }
        var reported: Set<String> = []
        for profile in DeviceProfile.builtIn {
            guard configuration.overrides.variant(for: profile.container) != nil else { continue }
            let layout = SheetLayout(configuration: configuration, container: profile.container)
            guard let float = layout.placement.float else { continue }
            let keys: LayoutKeys = profile.container.isWide && spec.hasEntry(.overridesWide) ? .wide : .landscape
            if layout.placement.isDetached {
                if reported.insert("detached").inserted {
                    reportFloatBesideBottomMargin(spec, keys: keys, margin: layout.placement.bottomMargin, profile: profile.name, diagnostics: &diagnostics)
                }
            } else if leavesNoWidth(layout), reported.insert("margin").inserted {
                reportMarginTooWide(spec, keys: keys, margin: float.margin, profile: profile.name, others: 0, width: layout.cardWidth,
                                    diagnostics: &diagnostics)
            }
        }
    }

    /// Whether the card, floating fully on `layout`, has no width left: the engine's own geometry
    /// (`CardGeometry`, which keeps a margin of half the card's width or more from turning it
    /// inside out) says, so the rule is judged by the arithmetic that draws the card.
    private static func leavesNoWidth(_ layout: SheetLayout) -> Bool {
        // At frame height 0 a floating card floats fully; its width does not depend on its look.
        CardGeometry(layout: layout, appearance: Appearance(cornerRadius: 0, backgroundColor: .black), atFrameHeight: 0).width <= 0
    }

    /// `attach` names a resting state of the sheet, or `none`.
    private static func checkAttach(_ spec: SheetSpec, keys: LayoutKeys, diagnostics: inout DiagnosticBag) {
        guard let entry = spec[keys.placementFloatAttach], let name = spec.text(keys.placementFloatAttach),
              name != KeyCatalog.neverAttached else { return }
        let names = spec.stateNames
        guard names.contains(name) else {
            let suggestion = Suggestion.closest(to: name, among: names + [KeyCatalog.neverAttached]).map { "did you mean '\($0)'? " } ?? ""
            diagnostics.report(.unknownState, "the sheet has no state \(VisibleText.quoted(name)) to attach at", at: entry.valueRange,
                               help: suggestion + "'attach' takes one of the sheet's states (\(names.joined(separator: ", "))) or none")
            return
        }
        if let state = spec.stateLengths?.first(where: { $0.name == name }), !state.length.isPositive {
            diagnostics.report(.floatAttachHidden, "'\(name)' is hidden (0pt): the card cannot attach there", at: entry.valueRange,
                               help: "attach at a resting state, one with a height above 0, or write 'attach: none' to float at every height")
        }
    }

    private static func reportFloatBesideBottomMargin(_ spec: SheetSpec, keys: LayoutKeys, margin: Double, profile: String?,
                                                      diagnostics: inout DiagnosticBag) {
        let float = spec[keys.placementFloat] ?? spec[LayoutKeys.base.placementFloat]
        let bottom = spec[keys.placementBottomMargin] ?? spec[LayoutKeys.base.placementBottomMargin]
        let origin = float == nil ? "'style: glass' floats the card" : "'placement.float' floats the card"
        let place = profile.map { " (with '\(keys.path)' on \($0))" } ?? ""
        var notes: [Diagnostic.Note] = []
        if let bottom { notes.append(.init("bottomMargin is set here", at: bottom.valueRange)) }
        diagnostics.report(.floatBesideBottomMargin,
                           "\(origin), which cannot go beside 'bottomMargin' \(NumberFormatting.text(margin))pt\(place): a detached card floats already",
                           at: float?.valueRange ?? spec[.appearanceStyle]?.valueRange ?? bottom?.valueRange ?? spec.start, notes: notes,
                           help: float == nil ? "write 'placement: {float: false}' to keep the detached card, or remove 'bottomMargin'"
                               : "remove 'float' (the detached card keeps its margin), or remove 'bottomMargin'")
    }

    private static func reportMarginTooWide(_ spec: SheetSpec, keys: LayoutKeys, margin: Double, profile: String, others: Int, width: Double,
                                            diagnostics: inout DiagnosticBag) {
        // Where the margin is written, else what narrowed the card (an override's width), else
        // where the float comes from.
        let entry = [keys.placementFloatMargin, keys.placementFloat, keys.placementMaxWidth, keys.placementHorizontalMargin,
                     LayoutKeys.base.placementFloatMargin, LayoutKeys.base.placementFloat, .appearanceStyle].lazy.compactMap { spec[$0] }.first
        let place = keys.override == nil ? "on \(profile)" : "with '\(keys.path)' on \(profile)"
        diagnostics.report(.floatMarginTooWide,
                           "the float margin \(NumberFormatting.text(margin))pt is not less than half the card's width \(place) (\(NumberFormatting.text(width))pt wide)\(andMore(others)): the floating card would have no width",
                           at: entry?.valueRange ?? spec.start,
                           help: "use a margin below \(NumberFormatting.text(width / 2))pt, or a wider card ('maxWidth', 'horizontalMargin')")
    }

    /// With `style: glass`, the keys written with a value other than the preset's: one
    /// information note at `style`, naming each, with a note where it is written.
    private static func checkPresetOverrides(_ spec: SheetSpec, diagnostics: inout DiagnosticBag) {
        guard spec.isGlass, let style = spec[.appearanceStyle] else { return }
        var overriding: [(path: String, entry: SpecEntry)] = []
        for (path, preset) in KeyCatalog.glassPreset {
            guard let entry = spec[SpecKey(path)], entry.value != preset else { continue }
            // A float written as a mapping floats still (its margin may differ, below), and
            // `{concentric: {minimum}}` is concentric still: they refine the preset, not replace it.
            if entry.value == .mapping { continue }
            overriding.append((path, entry))
        }
        if let margin = spec[LayoutKeys.base.placementFloatMargin], margin.value != .number(KeyCatalog.floatMargin) {
            overriding.append(("placement.float.margin", margin))
        }
        guard !overriding.isEmpty else { return }
        overriding.sort { $0.entry.keyRange.start < $1.entry.keyRange.start }
        let names = overriding.map { "'\($0.path)'" }
        diagnostics.report(.presetOverridden,
                           "\(names.joined(separator: ", ")) take\(names.count == 1 ? "s" : "") the place of the 'glass' preset's value\(names.count == 1 ? "" : "s")",
                           at: style.valueRange,
                           notes: overriding.map { .init("'\($0.path)' is written here", at: $0.entry.valueRange) })
    }
}
