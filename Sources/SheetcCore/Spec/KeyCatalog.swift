import SheetRuntime

/// The spec language's keys: the one table the decoder, the JSON Schema
/// (`sheetc schema`) and the reference documentation are all derived from.
public enum KeyCatalog {
    /// The segmented states, lowest first.
    public static let segmentedStates = ["closed", "compressed", "open"]
    /// The states of a two-state sheet, lowest first.
    public static let twoStates = ["closed", "open"]
    /// How many states `states` may name, and how long a name may be (docs/language.md#states).
    public static let stateCount = 1...16
    public static let maxStateNameLength = 64
    /// The words Swift reserves that would need backticks as a case of the generated `State` enum.
    public static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try",
    ]
    /// The members the generated `State` enum's conformances give it.
    public static let stateEnumMembers: Set<String> = ["allCases", "rawValue", "hashValue"]
    /// Where a dismissal goes: a sheet there is in no state, so no state may take the name.
    public static let dismissed = "dismissed"
    /// Every name a state may not take.
    public static let reservedStateNames = swiftKeywords.union(stateEnumMembers).union([dismissed])
    /// The interface styles a colour may name (`{light: …, dark: …}`, docs/language.md#look-motion-and-feel).
    public static let colorStyles = ["light", "dark"]
    /// Top-level keys starting with this are extension fields, ignored (a home for anchors).
    public static let extensionPrefix = "x-"

    /// `appearance.style`'s presets: the first is the default.
    public static let styles = ["card", "glass"]
    /// `appearance.material`'s values: the first is the default.
    public static let materials = Appearance.Material.allCases.map(\.rawValue)
    /// `appearance.cornerRadius: concentric`, and the default `minimum` of a concentric radius.
    public static let concentric = "concentric"
    public static let concentricMinimum = 10.0
    /// `placement.float`'s default `margin`, and the `attach` that means "never attached".
    public static let floatMargin = 8.0
    public static let neverAttached = "none"

    /// The concrete-dimension presets and the fraction of the available height each means.
    public static let concreteDimensions: [(name: String, fraction: Double)] = [
        ("fullScreen", 1), ("half", 1.0 / 2), ("oneThird", 1.0 / 3), ("oneFourth", 1.0 / 4),
    ]

    public static let popUpIndicatorKeys: [KeyEntry] = [
        KeyEntry("width", .number(.positive), default: .number(36), "Width of the handle, in points."),
        KeyEntry("height", .number(.positive), default: .number(5), "Height of the handle, in points."),
        KeyEntry("cornerRadius", .number(.radius), default: .number(2.5), "Corner radius of the handle, in points."),
        KeyEntry("color", .color, default: .color(SheetColorPair(light: SheetColor(red: 0xC7, green: 0xC7, blue: 0xCC), dark: SheetColor(red: 0x48, green: 0x48, blue: 0x4A))), "Colour of the handle."),
        KeyEntry("topMargin", .number(.any), default: .number(6),
                 "Distance from the card's top edge down to the handle, in points; negative puts the handle above the card."),
    ]

    // Keys an override (`overrides.landscape`, `overrides.wide`) may hold as well.
    static let statesEntry = KeyEntry("states", .stateMap(.stateHeight),
             "Named states, lowest first: 1 to 16 lowerCamelCase names, each to its height (a length, fit or {fit: {min, max}}); instead of segmented/segments or concreteDimension/headerHeight.")
    static let segmentsEntry = KeyEntry("segments", .mapping(segmentedStates.reversed().map {
        KeyEntry($0, .stateHeight, required: true, "Visible height of the sheet when \($0).")
    }), "Visible height of the sheet in each state; required when segmented.")
    static let concreteDimensionEntry = KeyEntry("concreteDimension", .either([
        .choice(concreteDimensions.map(\.name) + [LengthGrammar.fit]),
        .mapping([
            KeyEntry("custom", .stateHeight, "The open height; clamped to the container."),
            KeyEntry(LengthGrammar.fit, .mapping([
                KeyEntry("min", .length, default: .length(.zero), "The smallest the content makes the sheet."),
                KeyEntry("max", .length, derivedDefault: "the highest allowed height", "The tallest the content makes the sheet."),
            ]), "As tall as the content (its height plus the bottom safe-area inset on the bottom edge), within min and max."),
        ]),
    ]), "The open height of a two-state sheet: a fraction of the available height, fit (as tall as the content), {fit: {min, max}} or {custom: <length>}; required when not segmented.")
    static let headerHeightEntry = KeyEntry("headerHeight", .length, default: .length(.zero),
             "Visible height while closed, for a two-state sheet (a card floating at the bottom); 0 hides it.")
    static let topInsetEntry = KeyEntry("topInset", .length, default: .length(.zero),
             "The sheet's top never rises above this distance below the container's top safe-area edge.")
    static let placementEntry = KeyEntry("placement", .mapping([
        KeyEntry("maxWidth", .either([.number(.width), .choice(["none"])]), default: .choice("none"),
                 "The card's largest width, in points; none: as wide as the container less the margins."),
        KeyEntry("alignment", .choice(Placement.Alignment.allCases.map(\.rawValue)), default: .choice("center"),
                 "Where a narrower card sits: centred, or horizontalMargin from the leading or trailing edge."),
        KeyEntry("horizontalMargin", .number(.nonNegative), default: .number(0), "Space kept free on each side of the card, in points."),
        KeyEntry("bottomMargin", .number(.nonNegative), default: .number(0),
                 "How far the card floats above the bottom edge, in points; above 0 the card is detached (four rounded corners) and a state's length is the card's own height."),
        KeyEntry("float", .either([.boolean, .mapping([
            KeyEntry("margin", .number(.floatMargin), default: .number(floatMargin),
                     "The gap between the floating card and the container's sides and bottom edge, in points (0 to 40)."),
            KeyEntry("attach", .stateName, derivedDefault: "the highest state when the sheet has two or more resting states, else none",
                     "The resting state at and above which the card is attached to the edges (margin 0, square bottom corners); between it and the resting state below the margin falls linearly; none: it always floats."),
        ])]), default: .bool(false),
                 "The iOS 26 look: the card floats margin points clear of the sides and bottom edge at low heights and attaches as it rises to attach; false: it never floats, true: it floats with the defaults. Not beside a bottomMargin above 0."),
        KeyEntry("bar", .mapping([
            KeyEntry("coverFrom", .stateName, default: .choice(Placement.Bar.never),
                     "The resting state at and above which the card comes down over the bar to where it would stand without one; below the state under it, the card stands on the bar's top edge, and in between it moves linearly; none: it never covers the bar."),
        ]), "How the card meets a bar the app keeps below it (a tab bar, a toolbar), whose height the app passes at run time: states measure from the bar's top edge, and the bar stays usable below the card."),
    ]), "The card's width, alignment and margins: a narrower card on an iPad or in landscape, or a detached floating card.")

    /// The keys of one override: the layout keys, without defaults (a key left out keeps what applies without it).
    static let overrideEntries: [KeyEntry] = [statesEntry, segmentsEntry, concreteDimensionEntry, headerHeightEntry, topInsetEntry, placementEntry]
        .map { $0.withoutDefaults(derived: "as without this override") }

    static let overridesEntry = KeyEntry("overrides", .mapping([
        KeyEntry("landscape", .mapping(overrideEntries),
                 "The layout on a container wider than tall; segments and placement merge key by key, the other keys replace."),
        KeyEntry("wide", .mapping(overrideEntries),
                 "The layout on a container at least \(NumberFormatting.text(SheetOverrides.wideWidth))pt wide and \(NumberFormatting.text(SheetOverrides.wideHeight))pt tall (an iPad in either orientation or a large window, never a phone on its side), applied after landscape where both apply."),
    ]), "Other layouts in landscape and on wide containers (an iPad): the states keep their names, and a state the base shows stays shown.")

    public static let topLevel: [KeyEntry] = [
        KeyEntry("version", .version, required: true, "Language version; must be 1."),
        KeyEntry("sheet", .identifier, required: true,
                 "The sheet's name: an UpperCamelCase Swift identifier, unique in one compile; names the generated type."),
        KeyEntry("description", .text, "What the sheet is for; carried into the generated doc comments."),
        KeyEntry("target", .choice(SheetConfiguration.Target.allCases.map(\.rawValue)), default: .choice("runtime"),
                 "What shows the sheet: runtime (SheetRuntime, every key honoured) or system (UIKit's and SwiftUI's own sheet, in typed detents; a key it cannot honour is an error)."),
        KeyEntry("edgeAttachedInCompactHeight", .boolean, default: .bool(false),
                 "target: system only. In compact height (a phone on its side) the system sheet stays on the bottom edge at its detents instead of going full screen (UIKit's prefersEdgeAttachedInCompactHeight)."),
        statesEntry,
        KeyEntry("segmented", .boolean, default: .bool(false),
                 "Three states (closed, compressed, open) instead of two (closed, open)."),
        segmentsEntry,
        concreteDimensionEntry,
        headerHeightEntry,
        topInsetEntry,
        KeyEntry("initialState", .stateName, derivedDefault: "the lowest state with states; else closed if its height is above 0, else the lowest visible state",
                 "The state the sheet appears in."),
        KeyEntry("popUpIndicator", .either([.boolean, .mapping(popUpIndicatorKeys)]), default: .bool(false),
                 "The grab handle on top of the card: true for the default handle, or its dimensions."),
        KeyEntry("thresholds", .mapping([
            KeyEntry("dismissVelocity", .either([.number(.velocityThreshold), .choice(["none"])]), default: .number(1500),
                     "A downward release at least this fast (pt/s) dismisses, when dismissible; none: never."),
            KeyEntry("snapVelocity", .either([.number(.snapVelocity), .choice(["none"])]), default: .number(300),
                     "A release at least this fast (pt/s) moves to the next state in its direction; a slower one settles by atRest. 0: any motion snaps; none: never (a positional sheet)."),
            KeyEntry("dismissBelow", .length, derivedDefault: "half the lowest visible state",
                     "A slow release with less visible height than this dismisses, when dismissible."),
            KeyEntry("dismissWhen", .choice(Thresholds.DismissWhen.allCases.map(\.rawValue)), default: .choice("any"),
                     "movingDown: only a release moving down, at or below the highest state, may dismiss."),
            KeyEntry("atRest", .choice(Thresholds.AtRest.allCases.map(\.rawValue)), default: .choice("nearest"),
                     "Where a slow release goes: the nearest state, the one at or above it (up), or at or below it (down)."),
            KeyEntry("snapTarget", .choice(Thresholds.SnapTarget.allCases.map(\.rawValue)), default: .choice("beyond"),
                     "Which state a snap picks: the next one beyond the release, or one of the two around it (bracket)."),
            KeyEntry("boundaries", .stateMap(.length),
                     "Where a slow release changes from one state to the next: per state, with atRest: nearest, the height at or above which a slow release settles in it (default: the midpoint to the state below)."),
        ]), "Release and dismissal decisions."),
        KeyEntry("dimming", .either([.boolean, .mapping([
            KeyEntry("color", .color, default: .color(.black), "Colour of the backdrop."),
            KeyEntry("maxAlpha", .number(.alpha), default: .number(0.7), "Alpha of the backdrop once fully dimmed (0–1)."),
            KeyEntry("from", .stateName, derivedDefault: "the lowest state; dismissed for a sheet with one named state",
                     "The backdrop is clear at and below this state (dismissed: only at height 0) and darkens linearly up to fullFrom; must be below fullFrom."),
            KeyEntry("fullFrom", .stateName, derivedDefault: "the state above the lowest (the only one when there is one)",
                     "The state from which the backdrop is fully dimmed."),
            KeyEntry("tapToDismiss", .boolean, default: .bool(true), "A tap on the backdrop dismisses the sheet."),
        ])]), derivedDefault: "on, with the defaults of its keys", "The backdrop: false for none, or its settings."),
        KeyEntry("appearance", .mapping([
            KeyEntry("style", .choice(styles), default: .choice(styles[0]),
                     "A preset: card is the classic look; glass is the iOS 26 look (material: glass, cornerRadius: concentric, placement.float: {margin: 8}, shadow: false, and a spring with damping 1 over 0.5 s). A key written beside it wins over the preset."),
            KeyEntry("material", .choice(materials), default: .choice(materials[0]),
                     "What the background is made of: solid, the background colour; glass, the platform's glass while the card floats, the background colour fading in over it as the card attaches."),
            KeyEntry("cornerRadius", .either([.number(.radius), .choice([concentric]), .mapping([
                KeyEntry(concentric, .mapping([
                    KeyEntry("minimum", .number(.radius), default: .number(concentricMinimum), "The smallest the radius becomes, in points; the radius on a display with square corners."),
                ]), required: true, "Concentric corners that never get sharper than minimum."),
            ])]), default: .number(10),
                     "Radius of the card's rounded corners, in points (the top two; all four while it floats or is detached); concentric: the display's corner radius less the card's float margin, at least 10 points, or {concentric: {minimum: <points>}}."),
            KeyEntry("backgroundColor", .color, default: .color(Appearance.systemBackgroundColor),
                     "The card's background colour."),
            KeyEntry("border", .mapping([
                KeyEntry("color", .color, default: .color(.black), "Colour of the border."),
                KeyEntry("width", .number(.positive), default: .number(1), "Width of the border, in points."),
            ]), "A line around the card's edge (none unless written)."),
            KeyEntry("shadow", .either([.boolean, .mapping([
                KeyEntry("color", .color, default: .color(SheetColorPair(SheetColor(red: 0, green: 0, blue: 0, alpha: 0x33))), "Colour of the shadow, its alpha included."),
                KeyEntry("radius", .number(.radius), default: .number(10), "Blur radius, in points."),
                KeyEntry("offsetY", .number(.any), default: .number(-2), "How far the shadow moves down, in points; negative casts it above the card."),
            ])]), default: .bool(false), "The card's shadow: false for none, true for the default one, or its settings."),
        ]), "The card's look."),
        KeyEntry("animation", .mapping([
            KeyEntry("curve", .choice(SheetAnimation.Curve.allCases.map(\.rawValue)), default: .choice("easeIn"), "The timing curve of a move."),
            KeyEntry("duration", .number(.duration), default: .number(0.25), "Duration of a move, in seconds (at most 600); with `curve: spring`, the spring's period: the move lasts longer, until the spring settles."),
            KeyEntry("damping", .number(.damping), default: .number(0.8), "Spring damping ratio (0.05 <= d <= 1); spring only."),
            KeyEntry("initialVelocity", .number(.springVelocity), default: .number(0), "Spring initial velocity, in fractions of the distance per second (-1000 to 1000); spring only."),
            KeyEntry("dismiss", .mapping([
                KeyEntry("curve", .choice(SheetAnimation.Curve.allCases.map(\.rawValue)), "The timing curve of a dismissal."),
                KeyEntry("duration", .number(.duration), "Duration of a dismissal, in seconds (at most 600); with `curve: spring`, the spring's period."),
                KeyEntry("damping", .number(.damping), "Spring damping ratio of a dismissal; spring only."),
                KeyEntry("initialVelocity", .number(.springVelocity), "Spring initial velocity of a dismissal (-1000 to 1000); spring only."),
            ]), "How the sheet moves to dismissed, where it differs (missing keys are taken from the animation)."),
        ]), "How the sheet moves to a state."),
        KeyEntry("interaction", .mapping([
            KeyEntry("dismissible", .boolean, default: .bool(true), "The user can dismiss the sheet."),
            KeyEntry("dragArea", .choice(Interaction.DragArea.allCases.map(\.rawValue)), default: .choice("sheet"), "Where a drag that moves the sheet may start."),
            KeyEntry("scrollTracking", .boolean, default: .bool(true),
                     "A scroll view inside the sheet hands a downward drag to the sheet once scrolled to its top."),
            KeyEntry("passthrough", .either([.boolean, .stateName]), default: .bool(false),
                     "Touches outside the sheet reach the content behind it: always (true), or while the sheet is at or below the named state (above it the backdrop takes them)."),
            KeyEntry("rubberBand", .boolean, default: .bool(true),
                     "Dragging past the highest (or lowest, when not dismissible) state stretches with resistance."),
        ]), "How the sheet responds to touches."),
        placementEntry,
        KeyEntry("accessibility", .mapping([
            KeyEntry("label", .text, default: .text("Sheet"),
                     "What VoiceOver calls the grab handle; localizable under the key <sheet>.accessibility.label."),
            KeyEntry("states", .stateMap(.text),
                     "The spoken name of each state (default: its name, first letter capitalised); localizable under <sheet>.accessibility.states.<state>."),
        ]), "What VoiceOver says: the handle's label and the states' names, each localizable in the generated Swift (a key and a default value)."),
        KeyEntry("feedback", .mapping([
            KeyEntry("settle", .choice(Feedback.Haptic.allCases.map(\.rawValue)), default: .choice("none"),
                     "The haptic the UIKit adapter plays when a gesture settles the sheet in a new state."),
        ]), "Haptic feedback."),
        KeyEntry("keyboard", .mapping([
            KeyEntry("avoid", .choice(KeyboardAvoidance.Avoid.allCases.map(\.rawValue)), default: .choice("raise"),
                     "raise: every resting state rises by the keyboard's height (within the top inset); expand: that, and the sheet moves to its highest state while the keyboard shows and back after; none: the keyboard is ignored."),
        ]), "What the sheet does while the software keyboard shows."),
        overridesEntry,
        KeyEntry("stack", .mapping([
            KeyEntry("below", .choice(Stacking.Below.allCases.map(\.rawValue)), default: .choice(Stacking.Below.stay.rawValue),
                     "stay: the sheet below stays where it is, under this one's backdrop; hide: it slides out of sight and returns to its state when this one leaves; lowest: it moves to its lowest resting state, and back."),
        ]), "What the sheet under this one does while this one is stacked over it (a place card over a search sheet)."),
    ]

    /// The entry at a dotted path (`thresholds.dismissVelocity`), looking inside `either` forms.
    public static func entry(at path: String) -> KeyEntry? {
        index(of: path).map { allEntries[$0].entry }
    }

    /// Every key with its dotted path, parents before children, in catalog order. A key's
    /// position here is its index: a `SheetSpec` keeps its values by it.
    public static let allEntries: [(path: String, entry: KeyEntry)] = flattened(topLevel, prefix: "")

    /// Each key's constant default, by index: read for every key a sheet leaves out.
    static let defaultValues: [SpecValue?] = allEntries.map(\.entry.defaultValue)

    /// `appearance.style: glass`, the iOS 26 look: the leaves it fills where the sheet writes
    /// none (a written leaf wins, so `animation: {duration: 0.3}` is still a critically damped
    /// spring). `placement.float: true` is a float with its defaults (margin 8, the default attach).
    public static let glassPreset: [(path: String, value: SpecValue)] = [
        ("appearance.material", .choice("glass")),
        ("appearance.cornerRadius", .choice(concentric)),
        ("placement.float", .bool(true)),
        ("appearance.shadow", .bool(false)),
        ("animation.curve", .choice(SheetAnimation.Curve.spring.rawValue)),
        ("animation.damping", .number(1)),
        ("animation.duration", .number(0.5)),
    ]

    /// The defaults of a sheet with `style: glass`: the catalog's, with the preset's leaves.
    static let glassDefaultValues: [SpecValue?] = {
        var values = defaultValues
        for (path, value) in glassPreset { values[index(of: path)!] = value }
        return values
    }()

    /// The index in `allEntries` of a dotted path.
    public static func index(of path: String) -> Int? {
        indicesByPath[path]
    }

    /// The catalog by dotted path, built once.
    private static let indicesByPath: [String: Int] = Dictionary(
        allEntries.indices.map { (allEntries[$0].path, $0) }, uniquingKeysWith: { first, _ in first })

    /// The keys the top-level mapping takes.
    static let topLevelKeys = MappingKeys(parent: nil)

    /// The keys each mapping key takes, by the mapping's index (`nil` for a key that is no mapping).
    static let childKeys: [MappingKeys?] = allEntries.indices.map { index in
        allEntries[index].entry.form.mappingEntries == nil ? nil : MappingKeys(parent: index)
    }

    /// The keys one mapping of the language takes, with their catalog indices: the one place a
    /// written key is looked up, by the decoder and by lowering's record reader. (A class: one
    /// table per mapping, made once and shared.)
    final class MappingKeys: Sendable {
        /// The mapping's own index; `nil` for the top level.
        let parent: Int?
        let names: [String]
        /// Each name's UTF-8 bytes, which a written key is compared with.
        private let nameBytes: [[UInt8]]
        let indices: [Int]
        /// Each key's form and whether it is required, copied out of the catalog once.
        let forms: [ValueForm]
        let required: [Bool]
        /// Whether this is a `segments` mapping (the sheet's or an override's): its keys are the
        /// three fixed state names, which a diagnostic lists.
        let isSegments: Bool

        init(parent: Int?) {
            self.parent = parent
            let prefix = parent.map { KeyCatalog.allEntries[$0].path + "." } ?? ""
            let entries = parent.map { KeyCatalog.allEntries[$0].entry.form.mappingEntries ?? [] } ?? KeyCatalog.topLevel
            names = entries.map(\.name)
            nameBytes = names.map { Array($0.utf8) }
            indices = entries.map { KeyCatalog.index(of: prefix + $0.name)! }
            forms = entries.map(\.form)
            required = entries.map(\.isRequired)
            isSegments = parent.map { KeyCatalog.allEntries[$0].entry.name == KeyCatalog.segmentsEntry.name } ?? false
            // The decoder marks the keys it met in one 64-bit word.
            precondition(names.count <= 64, "a mapping of the catalog has more than 64 keys")
        }

        /// The position among this mapping's keys of the key spelled by `bytes` (UTF-8). Compared as
        /// bytes, no string made: a mapping has a handful of keys, and they are ASCII.
        func position(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            nameBytes.firstIndex { name in
                name.count == bytes.count && name.withUnsafeBufferPointer { $0.elementsEqual(bytes) }
            }
        }

        /// The dotted path of the mapping with a final dot ("thresholds."), empty at the top level.
        var prefix: String {
            parent.map { KeyCatalog.allEntries[$0].path + "." } ?? ""
        }
    }

    private static func flattened(_ entries: [KeyEntry], prefix: String) -> [(path: String, entry: KeyEntry)] {
        entries.flatMap { entry -> [(path: String, entry: KeyEntry)] in
            let path = prefix + entry.name
            return [(path, entry)] + flattened(entry.form.mappingEntries ?? [], prefix: path + ".")
        }
    }
}

extension KeyEntry {
    /// The entry, and those it holds, with no default: `derived` says what applies instead.
    func withoutDefaults(derived: String) -> KeyEntry {
        var entry = self
        entry.defaultValue = nil
        entry.derivedDefault = derived
        entry.isRequired = false
        if case .mapping(let entries) = form { entry.form = .mapping(entries.map { $0.withoutDefaults(derived: derived) }) }
        if case .either(let forms) = form {
            entry.form = .either(forms.map { form in
                if case .mapping(let entries) = form { return .mapping(entries.map { $0.withoutDefaults(derived: derived) }) }
                return form
            })
        }
        return entry
    }
}

extension ValueForm {
    /// The keys of the mapping this form is, or holds as an alternative.
    var mappingEntries: [KeyEntry]? {
        switch self {
        case .mapping(let entries): return entries
        case .either(let forms): return forms.lazy.compactMap(\.mappingEntries).first
        default: return nil
        }
    }

    /// Whether a mapping written for this form is decoded as one: a mapping, or an `either`
    /// with a mapping among its alternatives (`SpecDecoder.alternative(for:_:among:)`).
    var takesMapping: Bool {
        switch self {
        case .mapping: return true
        case .either(let forms): return forms.contains { if case .mapping = $0 { true } else { false } }
        default: return false
        }
    }
}
