import SheetRuntime

/// What an editor shows over a key or a value: Markdown, and the span it is about.
public struct HoverText: Hashable, Sendable {
    public var markdown: String
    public var range: SourceRange
}

extension SpecDocument {
    /// On a key: its reference entry; on a state's height or a state's name: its resolved height
    /// on every built-in device profile; on `states`/`segments`: the order as resolved.
    public func hover(at position: EditorPosition) -> HoverText? {
        let location = text.location(of: position)
        guard let document = outline.document(holding: location), let (found, onKey) = document.entry(holding: location) else { return nil }
        let configuration = configuration(of: document)
        // Inside a length written as a mapping (`full: {fromTop: 64}`): the form's meaning, then
        // what the length's own key shows.
        var entry = found, parts: [String] = []
        if let (form, owner) = Self.lengthForm(at: found.path, in: document) {
            parts.append("**`\(found.path.split(separator: ".").last!)`** — \(form)")
            entry = owner
        }
        // A key of a mapping keyed by state names (`states.peek`) has its mapping's entry.
        let parent = entry.path.split(separator: ".").dropLast().joined(separator: ".")
        let catalogEntry = KeyCatalog.entry(at: entry.path) ?? KeyCatalog.entry(at: parent).flatMap { parentEntry in
            if case .stateMap = parentEntry.form { return parentEntry } else { return nil }
        }
        if !onKey, let configuration, let value = entry.scalar, catalogEntry?.form.namesState == true,
           configuration.state(named: value) != nil {
            parts.append("State **`\(value)`**\n\n" + Self.heightTable(of: value, configuration))
        } else {
            if let catalogEntry { parts.append("**`\(entry.path)`**\n\n" + Self.documentation(of: catalogEntry)) }
            if let configuration, let resolved = resolvedTable(at: entry.path, configuration) { parts.append(resolved) }
        }
        // Without a checked configuration there is nothing to lay out: say why the table is missing.
        if configuration == nil, Self.hasTable(entry.path) || (!onKey && catalogEntry?.form.namesState == true) {
            parts.append("_The heights on each device show once the spec has no errors._")
        }
        guard !parts.isEmpty else { return nil }
        return HoverText(markdown: parts.joined(separator: "\n\n"), range: onKey ? found.keyRange : found.valueRange)
    }

    /// For a key inside a length mapping (`states.full.fromTop`), what the form means and the
    /// entry of the length it is part of (`states.full`).
    private static func lengthForm(at path: String, in document: SpecOutline.Document) -> (String, SpecOutline.Entry)? {
        let components = path.split(separator: ".")
        guard components.count >= 2, let last = components.last,
              let owner = document.entry(at: components.dropLast().joined(separator: ".")) else { return nil }
        if let form = LengthGrammar.forms.first(where: { $0.key == last }) {
            return ("`{\(form.key): \(form.placeholder)}`: \(form.meaning)", owner)
        }
        if last == Substring(LengthGrammar.offset) { return ("a signed distance added to the length, in points", owner) }
        if let companion = LengthGrammar.forms.first(where: { $0.companion?.key == String(last) }) {
            return ("goes with `\(companion.key)`: \(companion.meaning)", owner)
        }
        return nil
    }

    /// Whether the key at `path` shows a table on every profile once the spec checks: a state's
    /// height, the states' order, or `dismissBelow`.
    private static func hasTable(_ path: String) -> Bool {
        let components = path.split(separator: ".")
        return ["states", "segments", "thresholds.dismissBelow", "concreteDimension", "headerHeight"].contains(path)
            || (components.count >= 2 && ["states", "segments"].contains(components[components.count - 2]))
    }

    /// What a key (or its value) resolves to on every profile: a state's height, every state's
    /// (`states`, `segments`), or `dismissBelow`.
    private func resolvedTable(at path: String, _ configuration: SheetConfiguration) -> String? {
        if let state = state(heightOf: path, in: configuration) { return Self.heightTable(of: state, configuration) }
        if path == "states" || path == "segments" { return Self.orderTable(configuration) }
        if path == "thresholds.dismissBelow" {
            return Self.table(header: "dismissBelow (pt)", configuration) { SheetEngine(configuration: configuration, container: $0).dismissBelow }
        }
        return nil
    }

    /// The state whose height the key at `path` writes: a key of `states` or `segments` (also in
    /// an override), or a two-state sheet's `concreteDimension` (its highest) and `headerHeight` (its lowest).
    func state(heightOf path: String, in configuration: SheetConfiguration) -> String? {
        let components = path.split(separator: ".").map(String.init)
        if components.count >= 2, ["states", "segments"].contains(components[components.count - 2]),
           configuration.state(named: components.last!) != nil {
            return components.last
        }
        guard !configuration.segmented, configuration.states.count == 2 else { return nil }
        switch components.last {
        case "concreteDimension": return configuration.states.last?.name
        case "headerHeight": return configuration.states.first?.name
        default: return nil
        }
    }

    /// A state's frame height on every built-in profile (overrides applied where they apply).
    static func heightTable(of state: String, _ configuration: SheetConfiguration) -> String {
        table(header: "\(state) (pt)", configuration) { SheetLayout(configuration: configuration, container: $0).height(ofState: state) ?? 0 }
    }

    private static func table(header: String, _ configuration: SheetConfiguration, _ value: (ContainerMetrics) -> Double) -> String {
        var rows = "| profile | \(header) |\n|---|---:|\n"
        for profile in DeviceProfile.builtIn {
            rows += "| \(profile.name) | \(NumberFormatting.text(value(profile.container), decimals: 1)) |\n"
        }
        return rows
    }

    /// Every state's height on every profile, lowest first: the order as resolved.
    static func orderTable(_ configuration: SheetConfiguration) -> String {
        let names = configuration.states.map(\.name)
        var rows = "| profile | " + names.map { "\($0) (pt)" }.joined(separator: " | ") + " |\n"
        rows += "|---|" + String(repeating: "---:|", count: names.count) + "\n"
        for profile in DeviceProfile.builtIn {
            let layout = SheetLayout(configuration: configuration, container: profile.container)
            rows += "| \(profile.name) | " + layout.states.map { NumberFormatting.text($0.height, decimals: 1) }.joined(separator: " | ") + " |\n"
        }
        return rows
    }
}
