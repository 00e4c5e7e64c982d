/// A vertical size measured upward from the container's bottom edge.
///
/// Specs write lengths as points (`320`, `"320pt"`) or as a percentage of the
/// container's *available height* (its height minus the top safe-area inset);
/// percentages are kept as a 0–1 fraction so that the value means the same on
/// every device until it is laid out on one.
public enum SheetLength: Hashable, Sendable {
    /// An absolute height in points.
    case points(Double)
    /// A fraction (0–1) of the container's available height.
    case fraction(Double)

    /// Zero points: a state of this height is hidden.
    public static let zero = SheetLength.points(0)

    /// Half of this length, in the same unit (used for the default `dismissBelow`).
    public var halved: SheetLength {
        switch self {
        case .points(let value): return .points(value / 2)
        case .fraction(let value): return .fraction(value / 2)
        }
    }

    /// Whether the length is strictly positive, whatever its unit.
    public var isPositive: Bool {
        switch self {
        case .points(let value), .fraction(let value): return value > 0
        }
    }
}

extension SheetLength: Codable {
    private enum CodingKeys: String, CodingKey {
        case points, fraction
    }

    /// Decodes `{"points": n}` or `{"fraction": f}` — exactly one of the two.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let points = try container.decodeIfPresent(Double.self, forKey: .points)
        let fraction = try container.decodeIfPresent(Double.self, forKey: .fraction)
        switch (points, fraction) {
        case (let value?, nil): self = .points(value)
        case (nil, let value?): self = .fraction(value)
        default:
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "a length has exactly one of 'points' or 'fraction'"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .points(let value): try container.encode(value, forKey: .points)
        case .fraction(let value): try container.encode(value, forKey: .fraction)
        }
    }
}
