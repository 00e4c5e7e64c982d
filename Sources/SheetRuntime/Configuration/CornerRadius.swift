extension Appearance {
    /// The radius of the card's rounded corners (`appearance.cornerRadius` in a spec, docs/language.md): a fixed
    /// number of points, or concentric with the display's own rounded corners.
    ///
    /// A literal number is a fixed radius (`cornerRadius: 10`), so code written when this was a
    /// plain `Double` keeps compiling.
    public enum CornerRadius: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        /// This many points.
        case points(Double)
        /// The display's corner radius less the card's distance from the display's edge, never
        /// below `minimum` points; `minimum` on a display with square corners. The card's corners
        /// then run parallel to the screen's, as the system's floating sheets do (iOS 26).
        case concentric(minimum: Double)

        /// A fixed radius of `value` points.
        public init(floatLiteral value: Double) { self = .points(value) }
        /// A fixed radius of `value` points.
        public init(integerLiteral value: Int) { self = .points(Double(value)) }

        /// The radius of a rounded corner standing `inset` points in from the edges of a display
        /// whose own corners have radius `displayCornerRadius` (0: square corners).
        public func radius(displayCornerRadius: Double, inset: Double) -> Double {
            switch self {
            case .points(let value): return max(0, value)
            case .concentric(let minimum):
                let floor = max(0, minimum)
                return displayCornerRadius > 0 ? max(displayCornerRadius - inset, floor) : floor
            }
        }
    }

    /// What the card's background is made of (`appearance.material` in a spec).
    public enum Material: String, Hashable, Sendable, CaseIterable {
        /// The background colour, opaque as written, at every height.
        case solid
        /// The platform's glass while the card floats, the background colour fading in over it as
        /// the card attaches (the frame's `opacity`): the iOS 26 look.
        case glass
    }
}

extension Appearance.Material: ManifestChoice {}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension Appearance.Material: Codable {}

/// The manifest's spelling: a number, or `{"concentric": {"minimum": m}}`.
extension Appearance.CornerRadius: Codable {
    private enum CodingKeys: String, CodingKey { case concentric }
    private enum ConcentricKeys: String, CodingKey { case minimum }

    public init(from decoder: any Decoder) throws {
        if let value = try? decoder.singleValueContainer().decode(Double.self) {
            self = .points(value)
            return
        }
        let concentric = try decoder.container(keyedBy: CodingKeys.self).nestedContainer(keyedBy: ConcentricKeys.self, forKey: .concentric)
        self = .concentric(minimum: try concentric.decode(Double.self, forKey: .minimum))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .points(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .concentric(let minimum):
            var container = encoder.container(keyedBy: CodingKeys.self)
            var concentric = container.nestedContainer(keyedBy: ConcentricKeys.self, forKey: .concentric)
            try concentric.encode(minimum, forKey: .minimum)
        }
    }
}
#endif
