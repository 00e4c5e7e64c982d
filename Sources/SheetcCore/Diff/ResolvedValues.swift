import SheetRuntime

/// A resolved configuration as `key.path → value` lines, walked with the model's own field list
/// (`ManifestRecord.fields`), so every value the manifest holds is compared and none is named
/// here. The sheet's name, states and `initialState` are left to the API and heights parts.
struct ResolvedValues: ManifestVisitor {
    private(set) var values: [(path: String, text: String)] = []
    private var prefix = ""

    static let comparedElsewhere: Set<String> = ["sheet", "states", "initialState"]

    static func of(_ configuration: SheetConfiguration) -> [(path: String, text: String)] {
        var walker = ResolvedValues()
        configuration.visitFields(&walker)
        return walker.values.filter { value in
            // An override's states are the sheet's states at other heights: their names are the
            // API part's, their heights the heights part's (on the profiles where it applies).
            !comparedElsewhere.contains(String(value.path.prefix { $0 != "." && $0 != "[" }))
                && !(value.path.hasPrefix("overrides.") && value.path.contains(".states["))
        }
    }

    /// Every value that differs between two lists of values, in the new list's order, then
    /// the values only the old one has.
    static func changes(_ before: [(path: String, text: String)], _ after: [(path: String, text: String)]) -> [SheetDiff.ValueChange] {
        let oldByPath = Dictionary(before.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        let newByPath = Dictionary(after.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        var changes: [SheetDiff.ValueChange] = []
        for (path, text) in after where oldByPath[path] != text {
            changes.append(.init(path: path, old: oldByPath[path], new: text))
        }
        for (path, text) in before where newByPath[path] == nil {
            changes.append(.init(path: path, old: text, new: nil))
        }
        // A record switched on or off (`dimming: on → none`) is one change, not one per field.
        let switched = Set(changes.filter { $0.old != nil && $0.new != nil }.map(\.path))
        return changes.filter { change in
            guard change.old == nil || change.new == nil else { return true }
            var ancestor = Substring(change.path)
            while let dot = ancestor.lastIndex(of: ".") {
                ancestor = ancestor[..<dot]
                if switched.contains(String(ancestor)) { return false }
            }
            return true
        }
    }

    private mutating func add(_ name: StaticString, _ text: String) {
        values.append((prefix + name.description, text))
    }

    mutating func field(_ name: StaticString, _ value: inout Double) { add(name, NumberFormatting.text(value)) }
    mutating func field(_ name: StaticString, _ value: inout Double?) { add(name, value.map(NumberFormatting.text) ?? "none") }
    mutating func field(_ name: StaticString, _ value: inout Bool) { add(name, value ? "true" : "false") }
    mutating func field(_ name: StaticString, _ value: inout String) { add(name, value) }
    mutating func field(_ name: StaticString, _ value: inout String?) { add(name, value ?? "none") }
    /// As a spec writes it: `#RRGGBB`, with the alpha only when it is not opaque.
    mutating func field(_ name: StaticString, _ value: inout SheetColor) {
        add(name, Self.text(value))
    }
    /// As a spec writes it: one colour when light and dark agree, else `{light: …, dark: …}`.
    mutating func field(_ name: StaticString, _ value: inout SheetColorPair) {
        add(name, value.light == value.dark ? Self.text(value.light) : "{light: \(Self.text(value.light)), dark: \(Self.text(value.dark))}")
    }

    /// A colour pair as one is written; `system` for the system's own.
    mutating func field(_ name: StaticString, _ value: inout SheetColorPair?) {
        guard var pair = value else { return add(name, Self.systemOwn) }
        field(name, &pair)
    }

    /// What an unwritten look of a system sheet reads as: the system's own.
    static let systemOwn = "system"

    private static func text(_ color: SheetColor) -> String {
        color.alpha == 0xFF ? String(color.hexString.dropLast(2)) : color.hexString
    }
    mutating func field(_ name: StaticString, _ value: inout SheetLength) { add(name, Self.text(value)) }
    mutating func field(_ name: StaticString, _ value: inout [String: SheetLength]) {
        if value.isEmpty { add(name, "none") }
        for (key, length) in value.sorted(by: { $0.key < $1.key }) {
            values.append((prefix + name.description + "." + key, Self.text(length)))
        }
    }
    /// As a spec writes it: a number, or `{concentric: {minimum: m}}`; `system` for the system's own.
    mutating func field(_ name: StaticString, _ value: inout Appearance.CornerRadius?) {
        switch value {
        case nil: add(name, Self.systemOwn)
        case .points(let points): add(name, NumberFormatting.text(points))
        case .concentric(let minimum): add(name, "{concentric: {minimum: " + NumberFormatting.text(minimum) + "}}")
        }
    }
    /// As a spec writes it: `false`, or `{margin: m, attach: <state> | none}`.
    mutating func field(_ name: StaticString, _ value: inout Placement.Floating?) {
        guard let floating = value else { return add(name, "false") }
        add(name, "{margin: " + NumberFormatting.text(floating.margin) + ", attach: " + floating.attach.manifestName + "}")
    }
    mutating func field<Choice: ManifestChoice>(_ name: StaticString, _ value: inout Choice) { add(name, value.rawValue) }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record) {
        let outer = prefix
        prefix += name.description + "."
        value.fields(&self)
        prefix = outer
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record?) {
        guard var record = value else { return add(name, "none") }
        add(name, "on")
        field(name, &record)
    }
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout [Record]) {
        let outer = prefix
        for index in value.indices {
            prefix = outer + name.description + "[\(index)]."
            value[index].fields(&self)
        }
        prefix = outer
    }

    /// A length as a spec writes it.
    static func text(_ length: SheetLength) -> String {
        switch length {
        case .points(let value): return NumberFormatting.text(value) + "pt"
        case .fraction(let value): return NumberFormatting.text(value * 100, decimals: 4) + "%"
        case .fractionOfContainer(let value): return NumberFormatting.text(value * 100, decimals: 4) + "% of container"
        case .fromTop(let value): return "fromTop " + NumberFormatting.text(value)
        case .aboveSafeArea(let value): return NumberFormatting.text(value) + "pt above safeArea"
        case .system(let detent): return detent.rawValue
        case .offset(let base, let offset): return text(base) + (offset < 0 ? " − " : " + ") + NumberFormatting.text(abs(offset)) + "pt"
        case .half(let base): return "half of " + text(base)
        case .fit(let min, let max): return "fit (min " + text(min) + ", max " + (max.map(text) ?? "the highest allowed height") + ")"
        }
    }
}
