import SheetRuntime

/// The resolved values `sheetc diff` compares, named and shown as a spec writes them, so a
/// reviewer reads the keys of the spec under review: the manifest's own fields that no spec key
/// names (`interaction.passthroughUpTo`, `accessibilityLabel.key`, the merged
/// `overrides.wideLandscape`) are folded into the key that sets them or left out, a value that
/// cannot act on either side is left out, and a renamed state's old name is read as its new one,
/// so the rename is reported once, as the API change it is, and not again as `dimming.from`.
enum SpecValues {
    /// Every value a reviewer would see change, in the model's field order.
    static func changes(old: SheetConfiguration, new: SheetConfiguration, renamed: [String: String]) -> [SheetDiff.ValueChange] {
        var changes = ResolvedValues.changes(written(old, renamed: renamed) + spokenNames(old, renamed: renamed),
                                             written(new, renamed: [:]) + spokenNames(new, renamed: [:]))
        changes.removeAll(where: { isSpokenNameOfTheAPI($0, renamed: renamed) })
        if !old.interaction.dismissible && !new.interaction.dismissible {
            changes.removeAll { inertWhenNotDismissible.contains($0.path) }
        }
        // An override that does not write a key takes the sheet's value: that change is the
        // sheet's, reported once at its own key.
        let base = Dictionary(changes.filter { !$0.path.hasPrefix("overrides.") }.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        changes.removeAll { change in
            guard let key = overriddenKey(change.path), let inherited = base[key] else { return false }
            return inherited.old == change.old && inherited.new == change.new
        }
        return changes
    }

    /// Each state's spoken name (`accessibility.states.<state>`), which the manifest holds in the
    /// state itself, where the values leave states to the API and heights parts (its
    /// localization key follows the state's name: the rename says that).
    static func spokenNames(_ configuration: SheetConfiguration, renamed: [String: String]) -> [(path: String, text: String)] {
        configuration.states.map { state in
            ("accessibility.states." + (renamed[state.name] ?? state.name), state.spokenName.defaultValue)
        }
    }

    /// Whether `change` is a spoken name the API part already reports: that of a state on one
    /// side only, or of a renamed state whose spoken name is its name's default on both sides
    /// (`Half` → `Middle` is the rename, said once).
    private static func isSpokenNameOfTheAPI(_ change: SheetDiff.ValueChange, renamed: [String: String]) -> Bool {
        guard change.path.hasPrefix("accessibility.states.") else { return false }
        guard let old = change.old, let new = change.new else { return true }
        let state = String(change.path.dropFirst("accessibility.states.".count))
        guard let before = renamed.first(where: { $0.value == state })?.key else { return false }
        return old == SheetState.capitalized(before) && new == SheetState.capitalized(state)
    }

    /// What only a dismissal by the user reads (the engine's releases and the backdrop's tap): on
    /// a sheet that is not dismissible no value of these changes what the sheet does. A dismissal
    /// from code still animates, so `animation.dismiss` is not among them.
    static let inertWhenNotDismissible: Set<String> = [
        "thresholds.dismissBelow", "thresholds.dismissVelocity", "thresholds.dismissWhen", "dimming.tapToDismiss",
    ]

    /// The key a value has under `overrides.landscape.` or `overrides.wide.`, when it is one.
    private static func overriddenKey(_ path: String) -> String? {
        for prefix in ["overrides.landscape.", "overrides.wide."] where path.hasPrefix(prefix) {
            return String(path.dropFirst(prefix.count))
        }
        return nil
    }

    /// `configuration`'s values under the spec's keys; `renamed` maps an old state name to the
    /// new one wherever a value names a state.
    static func written(_ configuration: SheetConfiguration, renamed: [String: String]) -> [(path: String, text: String)] {
        let values = ResolvedValues.of(configuration)
        // `passthrough: <state>` is one spec key, held by the model as a flag and a state.
        let passthroughState = values.first { $0.path == "interaction.passthroughUpTo" }?.text
        var result: [(path: String, text: String)] = []
        for (path, text) in values {
            var path = path, text = text
            switch path {
            case "interaction.passthroughUpTo", "thresholds.dismissBelowIsHalfTheLowestState", "accessibilityLabel.key":
                // The state is shown as `passthrough`'s value; the flag says how `dismissBelow`
                // was derived, whose value is compared; the key is derived from the sheet's name.
                continue
            case "interaction.passthrough":
                if let state = passthroughState, state != "none" { text = renamed[state] ?? state }
            case "accessibilityLabel.defaultValue":
                path = "accessibility.label"
            case "dimming.from", "dimming.fullFrom":
                text = renamed[text] ?? text
            default:
                // `wide` merged over `landscape`, where both apply: what changes it is reported at
                // the two overrides a spec writes.
                if path.hasPrefix("overrides.wideLandscape") { continue }
                if path.hasPrefix("thresholds.boundaries."), let state = path.split(separator: ".").last, let after = renamed[String(state)] {
                    path = "thresholds.boundaries." + after
                }
                for (before, after) in renamed where text.hasSuffix("attach: \(before)}") {
                    text = String(text.dropLast(before.count + 1)) + after + "}"
                }
            }
            result.append((path, text))
        }
        return result
    }
}
