/// The fully resolved configuration of one sheet: every default explicit.
///
/// This is the one model of a resolved sheet. The compiler lowers a checked spec
/// into it, the manifest (`S.json`) is its encoding, the generated Swift (`S.swift`)
/// spells it as a literal, and the engine lays it out and decides releases from it.
public struct SheetConfiguration: Hashable, Sendable {
    /// The manifest format this runtime reads and writes.
    public static let manifestVersion = 1

    /// The sheet's name (an UpperCamelCase Swift identifier).
    public var sheet: String = ""
    /// Three states (`closed`, `compressed`, `open`) rather than two.
    public var segmented: Bool = false
    /// The states, lowest first.
    public var states: [SheetState] = []
    /// The sheet's top never rises above this distance below the container's top safe-area edge.
    public var topInset: SheetLength = .zero
    /// The state the sheet appears in.
    public var initialState: String = ""
    /// The grab handle; `nil` when there is none.
    public var popUpIndicator: PopUpIndicator?
    /// The numbers behind the release rule.
    public var thresholds: Thresholds = .manifestBlank
    /// The backdrop; `nil` when the sheet does not dim what is behind it.
    public var dimming: Dimming?
    /// How the card looks.
    public var appearance: Appearance = .manifestBlank
    /// How the sheet moves to a state.
    public var animation: SheetAnimation = .manifestBlank
    /// How the sheet responds to touches.
    public var interaction: Interaction = .manifestBlank
    /// Where the card sits across the container and above its bottom edge.
    public var placement: Placement = .edgeToEdge
    /// What VoiceOver calls the grab handle (`accessibility.label`, docs/language.md#look-motion-and-feel).
    public var accessibilityLabel = LocalizedText(key: "Sheet", defaultValue: "Sheet")
    /// The haptics the sheet plays.
    public var feedback = Feedback()
    /// What the sheet does while the software keyboard shows.
    public var keyboard = KeyboardAvoidance()
    /// The layouts it takes in landscape and on wide containers.
    public var overrides = SheetOverrides()
    /// What the sheet under this one does while this one is stacked over it.
    public var stack = Stacking()
    /// What shows the sheet; not in `fields(_:)` (see `Target`).
    public var target: Target = .runtime
    /// A system sheet's `edgeAttachedInCompactHeight`: in compact height (a phone on its side) it
    /// stays a sheet on the bottom edge, at its detents, rather than going full screen. Not in
    /// `fields(_:)`: written for a system sheet only, as `target` is.
    public var edgeAttachedInCompactHeight: Bool = false

    /// Creates a configuration; generated code calls this with every value explicit.
    public init(
        sheet: String, segmented: Bool, states: [SheetState], topInset: SheetLength, initialState: String,
        popUpIndicator: PopUpIndicator?, thresholds: Thresholds, dimming: Dimming?,
        appearance: Appearance, animation: SheetAnimation, interaction: Interaction, placement: Placement = .edgeToEdge,
        accessibilityLabel: LocalizedText = LocalizedText(key: "Sheet", defaultValue: "Sheet"), feedback: Feedback = Feedback(),
        keyboard: KeyboardAvoidance = KeyboardAvoidance(), overrides: SheetOverrides = SheetOverrides(),
        stack: Stacking = Stacking(), target: Target = .runtime, edgeAttachedInCompactHeight: Bool = false
    ) {
        self.sheet = sheet
        self.segmented = segmented
        self.states = states
        self.topInset = topInset
        self.initialState = initialState
        self.popUpIndicator = popUpIndicator
        self.thresholds = thresholds
        self.dimming = dimming
        self.appearance = appearance
        self.animation = animation
        self.interaction = interaction
        self.placement = placement
        self.accessibilityLabel = accessibilityLabel
        self.feedback = feedback
        self.keyboard = keyboard
        self.overrides = overrides
        self.stack = stack
        self.target = target
        self.edgeAttachedInCompactHeight = edgeAttachedInCompactHeight
    }

    /// Whether a state follows its content (`fit`, docs/language.md#states): the front ends then measure it.
    public var hasFitState: Bool {
        states.contains { if case .fit = $0.height { return true } else { return false } }
    }

    /// The state named `name`, if the sheet has it.
    public func state(named name: String) -> SheetState? {
        states.first { $0.name == name }
    }
}

extension SheetConfiguration: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: SheetConfiguration { SheetConfiguration() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.SheetConfiguration" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("sheet", &sheet)
        visitor.field("segmented", &segmented)
        visitor.field("states", &states)
        visitor.field("topInset", &topInset)
        visitor.field("initialState", &initialState)
        visitor.field("popUpIndicator", &popUpIndicator)
        visitor.field("thresholds", &thresholds)
        visitor.field("dimming", &dimming)
        visitor.field("appearance", &appearance)
        visitor.field("animation", &animation)
        visitor.field("interaction", &interaction)
        visitor.field("placement", &placement)
        visitor.field("accessibilityLabel", &accessibilityLabel)
        visitor.field("feedback", &feedback)
        visitor.field("keyboard", &keyboard)
        visitor.field("overrides", &overrides)
        visitor.field("stack", &stack)
    }

    private init() {}
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension SheetConfiguration: Codable {
    /// Decodes a manifest, refusing one written for another manifest version.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ManifestCodingKey.self)
        let key = ManifestCodingKey("manifestVersion")
        let version = try container.decode(Int.self, forKey: key)
        guard version == Self.manifestVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "manifest version \(version) is not supported; this runtime reads version \(Self.manifestVersion)")
        }
        self = try CodableFieldReader.record(Self.self, in: container)
        target = try container.decodeIfPresent(Target.self, forKey: ManifestCodingKey("target")) ?? .runtime
        edgeAttachedInCompactHeight = try container.decodeIfPresent(Bool.self, forKey: ManifestCodingKey(Self.edgeAttachedMember)) ?? false
    }

    /// Encodes the manifest version, then every field (an absent indicator or backdrop as `null`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ManifestCodingKey.self)
        try container.encode(Self.manifestVersion, forKey: ManifestCodingKey("manifestVersion"))
        try CodableFieldWriter.encode(self, into: container)
        if target != .runtime {
            try container.encode(target, forKey: ManifestCodingKey("target"))
            try container.encode(edgeAttachedInCompactHeight, forKey: ManifestCodingKey(Self.edgeAttachedMember))
        }
    }
}
extension SheetConfiguration.Target: Codable {}
#endif
