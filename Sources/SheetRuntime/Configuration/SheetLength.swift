/// A vertical size measured upward from the container's bottom edge.
///
/// Specs write lengths as points (`320`, `"320pt"`), as a percentage of the container's
/// *available height* (its height minus the top safe-area inset), or — as the articles
/// sheetc came from measure — as a percentage of the whole container (`UIScreen` bounds),
/// a distance below the top safe-area edge, or points above the bottom safe-area edge, any
/// of them moved by a signed offset (docs/language.md#lengths). Each is kept as written, so it
/// means the same on every device until it is laid out on one (`SheetLayout`).
public enum SheetLength: Hashable, Sendable {
    /// An absolute height in points.
    case points(Double)
    /// A fraction (0–1) of the container's available height.
    case fraction(Double)
    /// A fraction (0–1) of the container's whole height.
    case fractionOfContainer(Double)
    /// The card's top this many points below the container's top safe-area edge:
    /// the available height less it (at least 0).
    case fromTop(Double)
    /// This many points above the bottom safe-area edge: it plus the bottom inset.
    case aboveSafeArea(Double)
    /// A length moved by a signed number of points.
    indirect case offset(SheetLength, by: Double)
    /// Half a length: the default `dismissBelow` under a lowest state written as a mapping.
    indirect case half(SheetLength)
    /// A state as tall as its content (`fit`, docs/language.md#states): the content's height plus the
    /// bottom safe-area inset (for a card on the bottom edge), within `min…max` (`nil`: the
    /// highest allowed height). Until the content reports a height it is `max`. The layout
    /// resolves it (`SheetLayout`), knowing the content; on a container alone it is `max`.
    indirect case fit(min: SheetLength, max: SheetLength?)
    /// The system sheet's own detent (`medium`, `large`; `target: system` only): UIKit's
    /// `.medium()` / `.large()`, SwiftUI's `.medium` / `.large`. sheetc models large as the
    /// largest detent M and medium as M ÷ 2, inactive in compact height (`SystemDetents`).
    case system(SystemDetent)

    /// One of the system sheet's own detents.
    public enum SystemDetent: String, Hashable, Sendable, CaseIterable {
        /// About half the screen; inactive in compact height.
        case medium
        /// The sheet at full height.
        case large
    }

    /// Zero points: a state of this height is hidden.
    public static let zero = SheetLength.points(0)

    /// Half of this length (used for the default `dismissBelow`): in the same unit for points
    /// and fractions, else `.half`.
    public var halved: SheetLength {
        switch self {
        case .points(let value): return .points(value / 2)
        case .fraction(let value): return .fraction(value / 2)
        case .fractionOfContainer(let value): return .fractionOfContainer(value / 2)
        default: return .half(self)
        }
    }

    /// Whether the length is meant to show something: a plain number above 0, or any of the
    /// mapped forms (which may still resolve to 0 on a small container; the checker warns).
    public var isPositive: Bool {
        switch self {
        case .points(let value), .fraction(let value), .fractionOfContainer(let value): return value > 0
        case .fromTop, .aboveSafeArea, .offset, .half, .fit, .system: return true
        }
    }

    /// Whether the length places the card's top edge below the container's top (`{fromTop: n}`,
    /// moved by any offset): a frame height, which a detached card's bottom margin does not raise.
    public var isMeasuredFromTop: Bool {
        switch self {
        case .fromTop: return true
        case .offset(let base, _): return base.isMeasuredFromTop
        default: return false
        }
    }

    /// The length in points on `container`, before any clamping to the sheet's bounds.
    public func points(on container: ContainerMetrics) -> Double {
        switch self {
        case .points(let value): return value
        case .fraction(let value): return value * container.availableHeight
        case .fractionOfContainer(let value): return value * container.height
        case .fromTop(let value): return max(0, container.availableHeight - value)
        case .aboveSafeArea(let value): return value + container.bottomSafeAreaInset
        case .offset(let base, let offset): return base.points(on: container) + offset
        case .half(let base): return base.points(on: container) / 2
        case .fit(_, let max): return max?.points(on: container) ?? .greatestFiniteMagnitude
        // What the runtime would mean by them (`50%`, `{fromTop: 0}`); the checker refuses them there.
        case .system(.medium): return container.availableHeight / 2
        case .system(.large): return container.availableHeight
        }
    }
}
