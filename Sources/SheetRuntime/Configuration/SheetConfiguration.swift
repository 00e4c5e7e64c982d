/// The fully resolved configuration of one sheet: every default explicit.
///
/// This is the one model of a resolved sheet. The compiler lowers a checked spec
/// into it, the manifest (`S.json`) is its encoding, the generated Swift (`S.swift`)
/// spells it as a literal, and the engine lays it out and decides releases from it.
public struct SheetConfiguration: Hashable, Sendable {
    /// The manifest format this runtime reads and writes.
    public static let manifestVersion = 1

    /// The sheet's name (an UpperCamelCase Swift identifier).
    public var sheet: String
    /// Three states (`closed`, `compressed`, `open`) rather than two.
    public var segmented: Bool
    /// The states, lowest first.
    public var states: [SheetState]
    /// The sheet's top never rises above this distance below the container's top safe-area edge.
    public var topInset: SheetLength
    /// The state the sheet appears in.
    public var initialState: String
    /// The grab handle; `nil` when there is none.
    public var popUpIndicator: PopUpIndicator?
    /// The numbers behind the release rule.
    public var thresholds: Thresholds
    /// The backdrop; `nil` when the sheet does not dim what is behind it.
    public var dimming: Dimming?
    /// How the card looks.
    public var appearance: Appearance
    /// How the sheet moves to a state.
    public var animation: SheetAnimation
    /// How the sheet responds to touches.
    public var interaction: Interaction

    /// Creates a configuration; generated code calls this with every value explicit.
    public init(
        sheet: String, segmented: Bool, states: [SheetState], topInset: SheetLength, initialState: String,
        popUpIndicator: PopUpIndicator?, thresholds: Thresholds, dimming: Dimming?,
        appearance: Appearance, animation: SheetAnimation, interaction: Interaction
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
    }

    /// The state named `name`, if the sheet has it.
    public func state(named name: String) -> SheetState? {
        states.first { $0.name == name }
    }
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension SheetConfiguration: Codable {
    private enum CodingKeys: String, CodingKey {
        case manifestVersion, sheet, segmented, states, topInset, initialState, popUpIndicator
        case thresholds, dimming, appearance, animation, interaction
    }

    /// Decodes a manifest, refusing one written for another manifest version.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .manifestVersion)
        guard version == Self.manifestVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .manifestVersion, in: container,
                debugDescription: "manifest version \(version) is not supported; this runtime reads version \(Self.manifestVersion)")
        }
        sheet = try container.decode(String.self, forKey: .sheet)
        segmented = try container.decode(Bool.self, forKey: .segmented)
        states = try container.decode([SheetState].self, forKey: .states)
        topInset = try container.decode(SheetLength.self, forKey: .topInset)
        initialState = try container.decode(String.self, forKey: .initialState)
        popUpIndicator = try container.decodeIfPresent(PopUpIndicator.self, forKey: .popUpIndicator)
        thresholds = try container.decode(Thresholds.self, forKey: .thresholds)
        dimming = try container.decodeIfPresent(Dimming.self, forKey: .dimming)
        appearance = try container.decode(Appearance.self, forKey: .appearance)
        animation = try container.decode(SheetAnimation.self, forKey: .animation)
        interaction = try container.decode(Interaction.self, forKey: .interaction)
    }

    /// Encodes every field, writing `null` for an absent indicator or backdrop rather than leaving the key out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.manifestVersion, forKey: .manifestVersion)
        try container.encode(sheet, forKey: .sheet)
        try container.encode(segmented, forKey: .segmented)
        try container.encode(states, forKey: .states)
        try container.encode(topInset, forKey: .topInset)
        try container.encode(initialState, forKey: .initialState)
        try container.encode(popUpIndicator, forKey: .popUpIndicator)
        try container.encode(thresholds, forKey: .thresholds)
        try container.encode(dimming, forKey: .dimming)
        try container.encode(appearance, forKey: .appearance)
        try container.encode(animation, forKey: .animation)
        try container.encode(interaction, forKey: .interaction)
    }
}
#endif
