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
        guard let document = outline.document(holding: location), let (entry, onKey) = document.entry(holding: location) else { return nil }
        let configuration = configuration(of: document)
        let catalogEntry = KeyCatalog.entry(at: entry.path)
        var parts: [String] = []
        if onKey {
            if let catalogEntry { parts.append("**`\(entry.path)`**\n\n" + Self.documentation(of: catalogEntry)) }
            if let configuration {
                if let state = state(heightOf: entry.path, in: configuration) {
                    parts.append(Self.heightTable(of: state, configuration))
                } else if entry.path == "states" || entry.path == "segments" {
                    parts.append(Self.orderTable(configuration))
                } else if entry.path == "thresholds.dismissBelow" {
                    parts.append(Self.table(header: "dismissBelow (pt)", configuration) { SheetEngine(configuration: configuration, container: $0).dismissBelow })
                }
            }
        } else if let configuration, let value = entry.scalar, catalogEntry?.form.namesState == true,
                  configuration.state(named: value) != nil {
            parts.append("State **`\(value)`**\n\n" + Self.heightTable(of: value, configuration))
        } else if let catalogEntry {
            parts.append("**`\(entry.path)`**\n\n" + Self.documentation(of: catalogEntry))
        }
        guard !parts.isEmpty else { return nil }
        return HoverText(markdown: parts.joined(separator: "\n\n"), range: onKey ? entry.keyRange : entry.valueRange)
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
