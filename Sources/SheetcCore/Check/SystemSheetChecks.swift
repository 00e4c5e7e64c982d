import SheetRuntime

/// The rules of a `target: system` spec (docs/language.md, "Targets"): every written key the
/// system's sheet cannot honour is an error at that key (`E230`, as `KeyCatalog.systemSheetKeys`
/// marks it), the keys the system ties together must agree (`E231`), and the states' order and
/// visibility are judged by `SystemDetents` — the heights UIKit and SwiftUI will show — on every
/// device profile, in place of SheetRuntime's layout.
extension SpecChecker {
    static func checkSystemSheet(_ spec: SheetSpec, states: [SheetSpec.StateLength]?, diagnostics: inout DiagnosticBag) {
        let refused = checkSystemSheetKeys(spec, diagnostics: &diagnostics)
        checkSystemSheetPairs(spec, diagnostics: &diagnostics)
        guard let states else { return }
        let measurable = checkSystemSheetHeights(spec, states: states, refused: refused, diagnostics: &diagnostics)
        if measurable { checkSystemSheetOrder(spec, states: states, diagnostics: &diagnostics) }
    }

    /// One `E230` at each written key the system sheet does not honour, or honours in another
    /// form; nothing more below a refused key. Returns the refused keys' ranges.
    private static func checkSystemSheetKeys(_ spec: SheetSpec, diagnostics: inout DiagnosticBag) -> [SourceRange] {
        var refusedPrefix: String?
        var refused: [SourceRange] = []
        for index in KeyCatalog.allEntries.indices {
            let path = KeyCatalog.allEntries[index].path
            if let prefix = refusedPrefix, path.hasPrefix(prefix) { continue }
            refusedPrefix = nil
            guard let entry = spec[SpecKey(index: index)] else { continue }
            let form: String?
            switch (KeyCatalog.systemSheetSupport(at: index), entry.value) {
            case (.honoured, _), (.paired, _), (.onlyBoolean, .bool), (.onlyNumber, .number): continue
            case (.onlyBoolean, _): form = "as a mapping"
            case (.onlyNumber, .choice(let name)), (.onlyNumber, .text(let name)): form = "as '\(name)'"
            case (.onlyNumber, _): form = "as a mapping"
            case (.unsupported, _): form = nil
            }
            refusedPrefix = path + "."
            refused.append(entry.keyRange)
            diagnostics.report(.unsupportedOnSystemSheet,
                               "the system sheet does not support '\(path)'\(form.map { " " + $0 } ?? ""); remove it, or use target: runtime",
                               at: entry.keyRange, help: systemSheetReason(path))
        }
        return refused
    }

    /// Why the system sheet has no use for a key, by its family.
    private static func systemSheetReason(_ path: String) -> String {
        let family = path.split(separator: ".").first.map(String.init) ?? path
        switch family {
        case "thresholds", "animation":
            return "UIKit decides where a released sheet goes and animates it itself"
        case "popUpIndicator":
            return "the system draws its own grabber: write 'popUpIndicator: true' or 'false'"
        case "dimming":
            return "the system dims with its own colour and strength; 'dimming.from' says where it starts"
        case "appearance":
            return "the system draws its own look (Liquid Glass on iOS 26); it takes a corner radius in points and a background colour"
        case "topInset", "overrides", "placement":
            return "the system places the sheet itself, with its own top and its own layouts per size class"
        case "concreteDimension":
            return "the system has no fitting detent before iOS 18: give the state a length"
        default:
            return "the system sheet honours the keys listed under Targets in docs/language.md"
        }
    }

    /// The keys the system sets from another (`E231`): passthrough where it does not dim, a backdrop
    /// tap dismissing when the sheet is dismissible, full dimming from the state above `from`.
    private static func checkSystemSheetPairs(_ spec: SheetSpec, diagnostics: inout DiagnosticBag) {
        let names = spec.stateNames
        let dimmed = spec.bool(.dimming) != false
        let from = dimmed ? (spec.text(.dimmingFrom) ?? names.first) : nil
        let fromNote = spec[.dimmingFrom].map { [Diagnostic.Note("dimming.from is set here", at: $0.valueRange)] } ?? []
        if let entry = spec[.interactionPassthrough] {
            let expected = SystemSheetPairing.passthrough(dimmingFrom: from)
            // `passthrough: false` with the backdrop dimmed from the lowest state is the one the system does too.
            let agrees = entry.value == expected || (entry.value == .bool(false) && from != nil && from == names.first && !spec.isWritten(.dimmingFrom))
            if !agrees {
                let says = from.map { "'interaction.passthrough: \($0)' (dimming.from)" } ?? "'interaction.passthrough: true' (with dimming: false)"
                diagnostics.report(.systemSheetPairing,
                                   "the system sheet passes touches through exactly where it does not dim: 'interaction.passthrough' must agree with 'dimming.from'",
                                   at: entry.valueRange, notes: fromNote,
                                   help: "remove 'interaction.passthrough' (it follows dimming.from on this target), or write \(says)")
            }
        }
        if let entry = spec[.dimmingTapToDismiss], case .bool(let tap) = entry.value {
            let dismissible = spec.bool(.interactionDismissible) ?? true
            if tap != dismissible {
                let notes = spec[.interactionDismissible].map { [Diagnostic.Note("dismissible is set here", at: $0.valueRange)] } ?? []
                diagnostics.report(.systemSheetPairing,
                                   "the system sheet dismisses on a backdrop tap exactly when it is dismissible: 'dimming.tapToDismiss: \(tap)' differs from 'interaction.dismissible: \(dismissible)'",
                                   at: entry.valueRange, notes: notes,
                                   help: "remove 'tapToDismiss' (it follows dismissible on this target)")
            }
        }
        if let entry = spec[.dimmingFullFrom], let fullFrom = spec.text(.dimmingFullFrom), let from, names.contains(fullFrom), names.contains(from) {
            let expected = SystemSheetPairing.fullFrom(above: from, in: names)
            if fullFrom != expected {
                diagnostics.report(.systemSheetPairing,
                                   "the system sheet dims fully from the state above 'dimming.from' (\(from)): 'dimming.fullFrom: \(fullFrom)' is not '\(expected)'",
                                   at: entry.valueRange, notes: fromNote,
                                   help: "remove 'fullFrom' (it follows dimming.from on this target), or write 'fullFrom: \(expected)'")
            }
        }
    }

    /// `E230` at each state height the system cannot measure (a percentage of the container, `fit`);
    /// returns whether every height can be measured (so the order can be judged).
    private static func checkSystemSheetHeights(
        _ spec: SheetSpec, states: [SheetSpec.StateLength], refused: [SourceRange], diagnostics: inout DiagnosticBag
    ) -> Bool {
        var measurable = true
        for state in states where SystemDetents.value(of: state.length, maximumDetentValue: 1) == nil {
            measurable = false
            guard let entry = state.entry, !refused.contains(entry.keyRange) else { continue }
            let reason: String, written: String
            if case .fit = state.length {
                (written, reason) = (LengthGrammar.fit, "the system has no fitting detent before iOS 18: give the state a length")
            } else {
                (written, reason) = (describe(state.length), "the system gives no screen size: a percentage of the available height ('50%') is that much of the largest detent")
            }
            diagnostics.report(.unsupportedOnSystemSheet,
                               "the system sheet does not support '\(written)' as the height of '\(state.name)'; remove it, or use target: runtime",
                               at: entry.valueRange, help: reason)
        }
        return measurable
    }

    /// The detents on every device profile where the system shows them (`SystemDetents.presentation`:
    /// not in compact height unless `edgeAttachedInCompactHeight`, not as an iPad's form sheet),
    /// with M as the compiler models it: none comes to less than the system's smallest detent
    /// (`E216` for a named state, `W008` for the seeds' forms), one written in points above M is
    /// cut short (`W014`, where the height is regular), and two that come to the same
    /// detent are a warning naming the profile (`W015`: the system shows one). The written order
    /// need not be the detents' order: UIKit is given them smallest first on each container.
    private static func checkSystemSheetOrder(_ spec: SheetSpec, states: [SheetSpec.StateLength], diagnostics: inout DiagnosticBag) {
        let resting = states.filter(\.length.isPositive)
        let edgeAttached = spec.bool(.edgeAttachedInCompactHeight) ?? false
        var coincide: [(pair: [Int], detail: String)] = []
        var collapsed: [(state: Int, profile: String, value: Double)] = []
        var cut: [(state: Int, profile: String, largest: Double)] = []
        for profile in DeviceProfile.builtIn
        where SystemDetents.presentation(on: profile.container, edgeAttachedInCompactHeight: edgeAttached) == .detents {
            let m = SystemDetents.maximumDetentValue(on: profile.container)
            let values = resting.map { SystemDetents.value(of: $0.length, maximumDetentValue: m) ?? 1 }
            // An inactive detent (medium in compact height) is neither checked nor shown there.
            let active = resting.map { SystemDetents.isActive($0.length, on: profile.container) }
            for index in resting.indices where active[index] {
                let unclamped = SystemDetents.unclampedValue(of: resting[index].length, maximumDetentValue: m) ?? 1
                if unclamped < 1 { collapsed.append((index, profile.name, unclamped)) }
                // Points above the largest detent stop there; warned where the height is regular, as on
                // target: runtime (`checkClampedStates`: on a phone on its side any tall state does).
                if unclamped > m + 0.5, measuresInPoints(resting[index].length), !profile.container.isCompactHeight {
                    cut.append((index, profile.name, m))
                }
            }
            for lower in resting.indices {
                for upper in resting.indices where upper > lower && active[lower] && active[upper] && values[lower] == values[upper] {
                    coincide.append(([lower, upper], "on \(profile.name) (largest detent \(NumberFormatting.text(m))pt) \(resting[lower].name) is \(describe(resting[lower].length, resolved: values[lower])) and \(resting[upper].name) is \(describe(resting[upper].length, resolved: values[upper]))"))
                }
            }
        }
        for index in resting.indices {
            let found = collapsed.filter { $0.state == index }
            guard let first = found.first else { continue }
            let state = resting[index]
            diagnostics.report(spec.hasNamedStates ? .namedStateHidden : .lengthResolvesToZero,
                               "'\(state.name)' is \(describe(state.length)), which comes to \(NumberFormatting.text(first.value, decimals: 2))pt above the home indicator on \(first.profile)\(andMore(found.count - 1)): the system sheet's smallest detent is 1pt",
                               at: state.entry?.valueRange ?? spec.start,
                               help: "on the system sheet a height is measured up from the bottom safe-area edge, up to the largest detent; give it a height above 0 there")
        }
        for index in resting.indices {
            let found = cut.filter { $0.state == index }
            guard let first = found.first else { continue }
            let state = resting[index], largest = NumberFormatting.text(first.largest, decimals: 2)
            diagnostics.report(.stateClamped,
                               "'\(state.name)' is \(describe(state.length)), taller than the system sheet's largest detent on \(first.profile) (\(largest)pt)\(andMore(found.count - 1)): it stops at \(largest)pt there",
                               at: state.entry?.valueRange ?? spec.start,
                               help: "give it a height every screen holds, or write 'large' for the largest detent")
        }
        var reported: [[Int]] = []
        for found in coincide where !reported.contains(found.pair) {
            reported.append(found.pair)
            let lower = resting[found.pair[0]], upper = resting[found.pair[1]]
            let count = coincide.filter { $0.pair == found.pair }.count
            let notes = lower.entry.map { [Diagnostic.Note("\(lower.name) is set here", at: $0.valueRange)] } ?? []
            diagnostics.report(.systemDetentsCoincide,
                               "'\(upper.name)' and '\(lower.name)' are the same system sheet detent: \(found.detail)\(andMore(count - 1)); the system shows one",
                               at: upper.entry?.valueRange ?? spec.start, notes: notes,
                               help: "give them heights that differ on every device where the system shows detents (phones upright; on their side only with edgeAttachedInCompactHeight)")
        }
    }
}
