import SheetRuntime

/// The rules of a sheet's states (docs/language.md#states): the names `states` defines, and every key
/// that names a state.
extension SpecChecker {
    /// The keys whose value names one state.
    private static let stateNameKeys: [SpecKey] = [.initialState, .dimmingFrom, .dimmingFullFrom, .interactionPassthrough]
    /// The state maps whose keys name states the sheet has (`states` itself defines them).
    private static let stateMapKeys: [SpecKey] = [.accessibilityStates, .thresholdsBoundaries]

    /// `states` on its own: not beside the seeds' forms, 1 to 16 names, each a lowerCamelCase
    /// Swift identifier Swift does not reserve, unique even ignoring case.
    static func checkStateDefinitions(_ spec: SheetSpec, diagnostics: inout DiagnosticBag) {
        if spec.hasNamedStates || spec.isWritten(.overridesLandscape) || spec.isWritten(.overridesWide) {
            checkFormsAreNotMixed(spec, diagnostics: &diagnostics)
        }
        guard spec.hasNamedStates, let written = spec[.states] else { return }
        let states = spec.stateMap(.states)
        if states.isEmpty {
            diagnostics.report(.stateCount, "'states' names no state", at: written.valueRange,
                               help: "name the sheet's resting positions, lowest first, e.g. 'states: {peek: 120, full: 90%}'")
        } else if states.count > KeyCatalog.stateCount.upperBound {
            let extra = states[KeyCatalog.stateCount.upperBound]
            diagnostics.report(.stateCount, "'states' names \(states.count) states; a sheet has at most \(KeyCatalog.stateCount.upperBound)",
                               at: extra.nameRange, help: "remove states from '\(extra.name)' on")
        }
        var seen: [String: NamedEntry] = [:]
        for state in states {
            if let problem = nameProblem(state.name) {
                diagnostics.report(.invalidStateName, "\(VisibleText.quoted(state.name)) cannot name a state: \(problem)",
                                   at: state.nameRange, help: nameHelp(state.name))
            }
            let key = state.name.lowercased()
            if let first = seen[key] {
                diagnostics.report(.duplicateStateName, "'\(state.name)' differs from the state '\(first.name)' only in case",
                                   at: state.nameRange, notes: [Diagnostic.Note("'\(first.name)' is named here", at: first.nameRange)],
                                   help: "their cases of the generated State enum would be hard to tell apart: give the states names that differ in more than case")
            } else {
                seen[key] = state
            }
        }
    }

    /// `states` beside `segmented`, `segments`, `concreteDimension` or `headerHeight` (at the top
    /// level or in an override): one diagnostic naming what else is written, and nothing more
    /// from those keys.
    private static func checkFormsAreNotMixed(_ spec: SheetSpec, diagnostics: inout DiagnosticBag) {
        for layout in [LayoutKeys.base, .landscape, .wide] {
            let named = spec.isWritten(layout.states)
            let others = layout.seedForms.filter { spec.isWritten($0) }
            if named, !others.isEmpty {
                let names = others.map { "'\($0.path)'" }.joined(separator: ", ")
                diagnostics.report(.statesBesideSeedForms, "'\(layout.states.path)' cannot go beside \(names)",
                                   at: spec[layout.states]?.keyRange ?? spec.start,
                                   help: "'states' names every state and its height: remove \(names), or write the heights in 'states'")
            } else if layout.override != nil, spec.hasNamedStates != named, named || !others.isEmpty,
                      let entry = spec[named ? layout.states : others[0]] {
                let base = spec.hasNamedStates ? "'states'" : "'segmented'/'segments' or 'concreteDimension'/'headerHeight'"
                diagnostics.report(.statesBesideSeedForms, "'\(layout.path)' writes its heights otherwise than the sheet does",
                                   at: entry.keyRange, help: "the sheet gives its states with \(base): write the override's heights the same way")
            }
        }
    }

    /// What is wrong with `name` as a state's name, if anything.
    private static func nameProblem(_ name: String) -> String? {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else {
            return "a state's name starts with a lower-case letter a–z"
        }
        guard bytes.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }) else {
            return "a state's name holds only ASCII letters and digits"
        }
        guard bytes.count <= KeyCatalog.maxStateNameLength else {
            return "a state's name is at most \(KeyCatalog.maxStateNameLength) characters"
        }
        if name == KeyCatalog.dismissed { return "a dismissed sheet is in no state ('dismissed' is where a dismissal goes)" }
        if KeyCatalog.stateEnumMembers.contains(name) { return "the generated State enum has a member of that name" }
        if KeyCatalog.swiftKeywords.contains(name) { return "Swift reserves the word" }
        return nil
    }

    private static func nameHelp(_ name: String) -> String {
        let letters = name.unicodeScalars.filter { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
        var suggestion = String(String.UnicodeScalarView(letters))
        if let first = suggestion.first { suggestion = first.lowercased() + suggestion.dropFirst() }
        if suggestion.isEmpty || suggestion.first!.isNumber || KeyCatalog.reservedStateNames.contains(suggestion) || suggestion == name {
            suggestion = name == KeyCatalog.dismissed ? "hidden" : "state" + SheetState.capitalized(suggestion)
        }
        return "write a lowerCamelCase name such as '\(suggestion)'"
    }

    /// Every key that names a state names one the sheet has; `dimming.from` is below `fullFrom`.
    static func checkStateReferences(_ spec: SheetSpec, diagnostics: inout DiagnosticBag) {
        let names = spec.stateNames
        for key in stateNameKeys {
            guard let entry = spec[key], let name = spec.text(key), !names.contains(name) else { continue }
            // The backdrop may start clearing at height 0: `from: dismissed` (no state's name).
            if key == .dimmingFrom, name == KeyCatalog.dismissed { continue }
            reportUnknownState(name, at: entry.valueRange, what: "", spec: spec, diagnostics: &diagnostics)
        }
        for key in stateMapKeys {
            for state in spec.stateMap(key) where !names.contains(state.name) {
                reportUnknownState(state.name, at: state.nameRange, what: key == .accessibilityStates ? " to name" : "",
                                   spec: spec, diagnostics: &diagnostics)
            }
        }
        for layout in [LayoutKeys.landscape, .wide] where spec.hasNamedStates {
            for state in spec.stateMap(layout.states) where !names.contains(state.name) {
                let suggestion = Suggestion.closest(to: state.name, among: names).map { "did you mean '\($0)'? " } ?? ""
                diagnostics.report(.unknownState, "'\(layout.path)' gives a height to '\(state.name)', which is not a state of the sheet",
                                   at: state.nameRange,
                                   help: suggestion + "an override changes the heights of the sheet's states (\(names.joined(separator: ", "))); it cannot add one")
            }
        }
        checkDimmingRange(spec, diagnostics: &diagnostics)
    }

    /// A state name the sheet does not have, at `range`: the sheet's states listed, and the closest.
    private static func reportUnknownState(_ name: String, at range: SourceRange, what: String, spec: SheetSpec,
                                           diagnostics: inout DiagnosticBag) {
        let names = spec.stateNames
        if !spec.hasNamedStates, !spec.isSegmented, KeyCatalog.segmentedStates.contains(name) {
            diagnostics.report(.unknownState, "a two-state sheet has no state '\(name)'\(what)", at: range,
                               help: "use one of: " + names.joined(separator: ", ") + ", or make the sheet segmented")
            return
        }
        let suggestion = Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
        diagnostics.report(.unknownState, "the sheet has no state \(VisibleText.quoted(name))\(what)", at: range,
                           help: suggestion + "the sheet's states are " + names.joined(separator: ", "))
    }

    /// The backdrop darkens from `dimming.from` up to `fullFrom`, so `from` must be the lower state.
    private static func checkDimmingRange(_ spec: SheetSpec, diagnostics: inout DiagnosticBag) {
        // Neither written: the defaults (the lowest state and the one above it) are in order.
        guard let entry = spec[.dimmingFrom] ?? spec[.dimmingFullFrom] else { return }
        // On the system sheet an unwritten fullFrom follows from (`SystemSheetPairing`).
        if spec.target == .system, !spec.isWritten(.dimmingFullFrom) { return }
        let names = spec.stateNames
        guard spec.bool(.dimming) != false, !names.isEmpty,
              let from = names.firstIndex(of: spec.text(.dimmingFrom) ?? names[0]),
              let full = names.firstIndex(of: spec.text(.dimmingFullFrom) ?? names[min(1, names.count - 1)]),
              from > full || (from == full && names.count > 1) else { return }
        let notes = spec[.dimmingFullFrom].map { [Diagnostic.Note("fullFrom is set here", at: $0.valueRange)] } ?? []
        diagnostics.report(.dimmingRange,
                           "dimming 'from' (\(names[from])) must be below 'fullFrom' (\(names[full])): the backdrop darkens from one up to the other",
                           at: entry.valueRange, notes: notes,
                           help: "states rise " + names.joined(separator: " < ") + "; pick a lower 'from' or a higher 'fullFrom'")
    }

    /// Every named state is a resting state: one that comes to 0 on a device profile (a `fit`
    /// state: its max) is an error naming the profile. (Dismissal is the target `dismissed`,
    /// never a state.)
    static func checkNamedStateHeights(
        _ spec: SheetSpec, states: [SheetSpec.StateLength]?, layouts: inout ProfileLayouts, diagnostics: inout DiagnosticBag
    ) {
        guard spec.hasNamedStates, let states else { return }
        for state in states {
            let zero = layouts.profiles { $0.ceiling > 0 && $0.frameHeight(of: state.length) <= 0 }
            guard let first = zero.first else { continue }
            diagnostics.report(.namedStateHidden,
                               "'\(state.name)' is \(describe(state.length)), which comes to 0pt on \(first)\(andMore(zero.count - 1)): every named state is a resting position",
                               at: state.entry?.valueRange ?? spec.start,
                               help: "give it a height above 0 on every device (a dismissed sheet is in no state)")
        }
    }
}
