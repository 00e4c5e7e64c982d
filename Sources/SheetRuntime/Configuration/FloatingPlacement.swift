extension Placement {
    /// A card that floats clear of the container's sides and bottom edge at low heights and
    /// attaches to them as it rises (`placement.float` in a spec: the iOS 26 look).
    public struct Floating: Hashable, Sendable {
        /// Where the card is attached: from a state's frame height up, or never.
        public enum Attachment: Hashable, Sendable {
            /// Attached (margin 0) at and above this state's frame height; floating fully at and
            /// below the resting state just under it, and in between the margin falls linearly.
            case state(String)
            /// Never attached: the card floats at every height (`attach: none` in a spec).
            case never
        }

        /// The gap between the floating card and the container's sides and bottom edge, in points.
        public var margin: Double
        /// Where the card attaches.
        public var attach: Attachment

        /// A floating card, `margin` points clear of the edges until it reaches `attach`.
        public init(margin: Double, attach: Attachment) {
            self.margin = margin
            self.attach = attach
        }
    }
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
/// The manifest's spelling: `{"margin": m, "attach": "<state>" | "none"}` (a placement that does
/// not float writes `false` instead).
extension Placement.Floating: Codable {
    private enum CodingKeys: String, CodingKey { case margin, attach }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let attach = try container.decode(String.self, forKey: .attach)
        self.init(margin: try container.decode(Double.self, forKey: .margin), attach: attach == "none" ? .never : .state(attach))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(margin, forKey: .margin)
        try container.encode(attach.manifestName, forKey: .attach)
    }
}
#endif

extension Placement.Floating.Attachment {
    /// How the manifest spells it: the state's name, or `none`.
    public var manifestName: String {
        switch self {
        case .state(let name): return name
        case .never: return "none"
        }
    }
}
