/// The heights of a sheet shown by the system's own sheet (`UISheetPresentationController`,
/// SwiftUI's `.sheet`), a spec written with `target: system`.
///
/// The system measures a detent upward from the bottom safe-area edge, up to its *maximum detent
/// value* M (the large detent's height, which the system chooses). A spec's lengths are measured
/// in that space on this target, so `peek: 120` is 120 pt above the home indicator here, where
/// SheetRuntime puts it 120 pt above the screen's bottom edge. This is the one function that says
/// how: the UIKit and SwiftUI detents' resolvers call it with the system's M, and the compiler's
/// checks, `simulate` and `preview` call it with `maximumDetentValue(on:)`, so what was checked is
/// what a device shows. Headless and Foundation-free, like the engine.
public enum SystemDetents {
    /// How far below the available height minus the bottom inset the compiler models the large
    /// detent's top (the system leaves a strip of the presenting view showing above it).
    public static let largeDetentGap: Double = 10

    /// The compiler's model of M on `container`: its available height less the bottom safe-area
    /// inset and `largeDetentGap` (at least 1). A device uses the system's own M.
    public static func maximumDetentValue(on container: ContainerMetrics) -> Double {
        max(1, container.availableHeight - container.bottomSafeAreaInset - largeDetentGap)
    }

    /// The detent value of a state of height `length` when the largest detent is `maximumDetentValue`
    /// (M): points and points above the safe area are themselves, a percentage of the available
    /// height is that much of M, `{fromTop: n}` is M − n, an offset adds to any of them, and the
    /// result is clamped to 1 … M (the system takes no detent of 0 or above its largest).
    /// `nil` for a length the system sheet cannot measure: a percentage of the whole container (the
    /// system gives no screen size) and `fit` (no fitting detent before iOS 18); the checker refuses
    /// both on this target, so a compiled system sheet never meets them.
    public static func value(of length: SheetLength, maximumDetentValue: Double) -> Double? {
        guard let unclamped = unclampedValue(of: length, maximumDetentValue: maximumDetentValue) else { return nil }
        return max(1, min(unclamped, maximumDetentValue))
    }

    /// Whether a state of height `length` is the system's largest detent whatever M is (`100%`,
    /// `{fromTop: 0}` or above, moved up by any offset): where an iOS 26 sheet attaches to the
    /// screen's edges and turns opaque (`SheetConfiguration.drawnAsTheSystemDoes`).
    public static func reachesLargest(_ length: SheetLength) -> Bool {
        switch length {
        case .fraction(let fraction): return fraction >= 1
        case .fromTop(let distance): return distance <= 0
        case .system(let detent): return detent == .large
        case .offset(let base, let offset): return offset >= 0 && reachesLargest(base)
        default: return false
        }
    }

    /// The value before clamping: what the checker compares with 1 to warn that a state collapses.
    public static func unclampedValue(of length: SheetLength, maximumDetentValue m: Double) -> Double? {
        switch length {
        case .points(let value), .aboveSafeArea(let value): return value
        case .fraction(let fraction): return fraction * m
        case .fromTop(let distance): return m - distance
        case .offset(let base, let offset): return unclampedValue(of: base, maximumDetentValue: m).map { $0 + offset }
        // The system's own: large is M, medium about half of it (a device uses its own).
        case .system(.large): return m
        case .system(.medium): return m / 2
        case .fractionOfContainer, .fit, .half: return nil
        }
    }

    /// Whether a detent of height `length` is active on `container`: UIKit's medium detent is
    /// inactive in compact height (its documentation: "inactive in compact height"); every
    /// other detent is active wherever the system shows detents.
    public static func isActive(_ length: SheetLength, on container: ContainerMetrics) -> Bool {
        length != .system(.medium) || !container.isCompactHeight
    }

    /// The detent's frame height on `container`: its value (with the compiler's M) above the bottom
    /// safe-area edge, which is how `simulate` and `preview` place a system sheet's top.
    public static func frameHeight(of length: SheetLength, on container: ContainerMetrics) -> Double? {
        guard isActive(length, on: container) else { return 0 }
        return value(of: length, maximumDetentValue: maximumDetentValue(on: container)).map { $0 + container.bottomSafeAreaInset }
    }

    /// The system sheet's detents on `container` with the compiler's M, smallest first as UIKit is
    /// given them there (`orderedForDetents`), the inactive left out: each resting state's name, its
    /// detent value and its frame height (the value above the bottom safe-area edge). What
    /// `simulate`, `diff` and the playground's note list.
    public static func detents(of configuration: SheetConfiguration, on container: ContainerMetrics)
        -> [(name: String, value: Double, height: Double)] {
        let m = maximumDetentValue(on: container)
        let active = restingStates(of: configuration).filter { isActive($0.height, on: container) }
        return orderedForDetents(active, maximumDetentValue: m).map { state in
            let value = Self.value(of: state.height, maximumDetentValue: m) ?? 0
            return (state.name, value, value + container.bottomSafeAreaInset)
        }
    }

    /// How the system presents its sheet in a container, by the container's size classes (UIKit's
    /// documentation: `prefersEdgeAttachedInCompactHeight`, `UIModalPresentationStyle.formSheet`, docs/language.md).
    public enum Presentation: String, Sendable, Equatable {
        /// A sheet on the bottom edge, resting at its detents: compact width and regular height (a
        /// phone upright), or compact height with `edgeAttachedInCompactHeight`.
        case detents
        /// Full screen, no detents: compact height (a phone on its side) by default.
        case fullScreen
        /// A form sheet centred on the screen, no detents: regular width and regular height
        /// (an iPad, or a large window).
        case formSheet
    }

    /// At and above this width a container of regular height is regular width (an iPad).
    public static let regularWidthFrom: Double = SheetOverrides.wideWidth

    /// How the system presents the sheet on `container`: compact height first (full screen, or
    /// edge-attached at its detents), then regular width (a centred form sheet), else detents.
    public static func presentation(on container: ContainerMetrics, edgeAttachedInCompactHeight: Bool) -> Presentation {
        if container.isCompactHeight { return edgeAttachedInCompactHeight ? .detents : .fullScreen }
        if container.width >= regularWidthFrom { return .formSheet }
        return .detents
    }

    /// `configuration`'s presentation on `container`.
    public static func presentation(of configuration: SheetConfiguration, on container: ContainerMetrics) -> Presentation {
        presentation(on: container, edgeAttachedInCompactHeight: configuration.edgeAttachedInCompactHeight)
    }

    /// The resting states in the order UIKit wants its detents, smallest first, for a largest
    /// detent of `maximumDetentValue`: by value, ties (and lengths it cannot measure) in the
    /// written order. The order can differ from one container to another (`peek: 300` is above
    /// `half: 50%` where M is below 600), so the front end orders them on the container it has.
    public static func orderedForDetents(_ states: [SheetState], maximumDetentValue m: Double) -> [SheetState] {
        states.enumerated().sorted { a, b in
            let left = value(of: a.element.height, maximumDetentValue: m) ?? 0, right = value(of: b.element.height, maximumDetentValue: m) ?? 0
            return left != right ? left < right : a.offset < b.offset
        }.map { $0.element }
    }

    /// The resting states of `configuration` (those of a height above 0), lowest first: the
    /// system sheet's detents, each with its name.
    public static func restingStates(of configuration: SheetConfiguration) -> [SheetState] {
        configuration.states.filter { $0.height.isPositive }
    }
}
