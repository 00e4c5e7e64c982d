/// A configuration laid out on a container: every length turned into points.
///
/// This is the one resolver of lengths. The runtime uses it to place the sheet,
/// and the compiler uses it to check the order of states on each device profile,
/// so a spec is judged by exactly the arithmetic that will run on the device.
public struct SheetLayout: Hashable, Sendable {
    /// A state with its height in points.
    public struct ResolvedState: Hashable, Sendable {
        /// The state's name.
        public var name: String
        /// The state's frame height in points: how far the card's top edge is above the container's
        /// bottom edge (its length, plus the bottom margin of a detached card; 0 when hidden).
        public var height: Double
    }

    /// The container the lengths were resolved on.
    public let container: ContainerMetrics
    /// The highest a sheet may rise: the available height less the configuration's `topInset`.
    public let ceiling: Double
    /// Every state of the configuration, lowest first, in points.
    public let states: [ResolvedState]

    /// Where the card sits across the container and above its bottom edge.
    public let placement: Placement
    /// The card's width on this container, in points.
    public let cardWidth: Double
    /// The card's left edge on this container, in points (a `leading` card's is on the right
    /// of a right-to-left container).
    public let cardX: Double

    /// Where a floating card attaches (`placement.float`); `nil` when it does not float.
    public let floatSpan: FloatSpan?
    /// A floating card's full margin: `placement.float`'s, at most half the card's width (so no
    /// container, however narrow, turns the card inside out; the compiler refuses a margin that
    /// large on every built-in profile); 0 when the card does not float.
    public let floatMargin: Double

    /// How far the keyboard raises every resting state (0 when it is hidden or ignored): only
    /// what rises above a bar's top edge (the keyboard covers the bar).
    public let keyboardRaise: Double
    /// How far the keyboard covers the container's bottom edge, when the sheet avoids it (0: hidden
    /// or ignored): a floating or detached card keeps its margin above it, whatever bar it covers.
    public let keyboardHeight: Double
    /// The height of the bar below the sheet (`ContainerMetrics.bottomBar`; 0: none): every resting
    /// state's frame height, `dismissBelow` and `boundaries` stand this much higher.
    public let bar: Double
    /// Where the card covers the bar (`placement.bar.coverFrom`), like `floatSpan`: it stands on the
    /// bar at and below `floatsBelow` and covers it at and above `attachedFrom`; `nil`: it never does.
    public let coverSpan: FloatSpan?
    /// The height the content reports for a `fit` state (`nil`: not yet; the state is its `max`).
    public let contentHeight: Double?

    /// Lays `configuration` out on `container`, with a keyboard `keyboard` points above its bottom
    /// edge (raising the states unless the sheet ignores it, `keyboard`,
    /// docs/language.md#look-motion-and-feel). The layout is the configuration's own, or the override's
    /// that applies on `container` (`overrides`,
    /// docs/language.md#other-layouts-in-landscape-and-on-wide-screens): the states keep their names,
    /// so the controller keeps the state. A system sheet's (`target: system`) states stand at the
    /// heights UIKit shows them at (`SystemDetents`), so the playground moves such a sheet between
    /// the detents a device shows.
    public init(configuration: SheetConfiguration, container: ContainerMetrics, keyboard: Double = 0, contentHeight: Double? = nil) {
        let variant = configuration.overrides.variant(for: container)
        self.init(states: variant?.states ?? configuration.states, topInset: variant?.topInset ?? configuration.topInset,
                  placement: variant?.placement ?? configuration.placement,
                  container: container, keyboardRaise: configuration.keyboard.avoid == .none ? 0 : keyboard, contentHeight: contentHeight,
                  target: configuration.target)
    }

    /// Lays out states that need not come from a complete configuration (the compiler checks specs this way).
    public init(states: [SheetState], topInset: SheetLength, placement: Placement = .edgeToEdge, container: ContainerMetrics,
                keyboardRaise: Double = 0, contentHeight: Double? = nil, target: SheetConfiguration.Target = .runtime) {
        self.container = container
        self.placement = placement
        self.contentHeight = contentHeight.flatMap { $0.isFinite ? max(0, $0) : nil }
        let bar = target == .system ? 0 : container.barHeight
        self.bar = bar
        let keyboard = keyboardRaise.isFinite ? max(0, keyboardRaise) : 0
        keyboardHeight = keyboard
        // The keyboard covers the bar: only what passes the bar's top edge raises the states.
        let raise = max(0, keyboard - bar)
        self.keyboardRaise = raise
        cardWidth = placement.width(in: container.width)
        cardX = placement.x(in: container.width, rightToLeft: container.rightToLeft)
        // Lengths measure from the bar's top edge: they are resolved on the container above it,
        // and every resting state then stands `bar` higher (a hidden one stays at 0).
        let container = target == .system ? container : container.aboveBar
        // A `topInset` is a distance below the top safe-area edge, so it is clamped to 0 … the
        // available height before it is taken off (docs/language.md#lengths): a negative offset never
        // lifts the sheet above the safe area, and no extreme one makes a height infinite.
        let inset = Self.clamp(topInset.points(on: container), ceiling: max(0, container.availableHeight))
        let ceiling = max(0, container.availableHeight - inset)
        let content = self.contentHeight
        if target == .system {
            // The system's own top (its largest detent) and each detent above the home indicator; a
            // hidden state stays at 0.
            self.ceiling = SystemDetents.maximumDetentValue(on: container) + container.bottomSafeAreaInset
            self.states = states.map { state in
                ResolvedState(name: state.name,
                              height: state.height.isPositive ? SystemDetents.frameHeight(of: state.height, on: container) ?? 0 : 0)
            }
        } else {
            self.ceiling = ceiling + bar
            self.states = states.map { state in
                let length = Self.stateLength(of: state.height, on: container, placement: placement, ceiling: ceiling, content: content)
                let height = Self.frameHeight(length: length, placement: placement, raise: raise, ceiling: ceiling)
                return ResolvedState(name: state.name, height: height > 0 ? height + bar : 0)
            }
        }
        // A system sheet rests at its detents smallest first on each container, as UIKit is given
        // them; a runtime sheet's states rise in the written order. An insertion sort: stable (ties
        // keep the written order), and no generic sort instantiated in the playground's module.
        var ordered = self.states.filter { $0.height > 0 }
        if target == .system {
            for index in ordered.indices.dropFirst() {
                var at = index
                while at > 0, ordered[at - 1].height > ordered[at].height {
                    ordered.swapAt(at - 1, at)
                    at -= 1
                }
            }
        }
        self.restingStates = ordered
        floatSpan = Self.floatSpan(of: placement.float, resting: restingStates, floor: bar)
        let resting = restingStates
        coverSpan = placement.bar.coverState.flatMap { Self.floatSpan(of: Placement.Floating(margin: 0, attach: .state($0)), resting: resting, floor: bar) }
        let width = cardWidth
        floatMargin = placement.float.map { min(max(0, $0.margin), width / 2) } ?? 0
    }

    /// The frame height of a state of `length` (the card's top edge above the container's bottom
    /// edge): the length, plus a detached card's bottom margin, within `0...ceiling`. A hidden
    /// state (0) stays at 0.
    public func frameHeight(of length: SheetLength) -> Double {
        let above = container.aboveBar, innerCeiling = ceiling - bar
        let points = Self.stateLength(of: length, on: above, placement: placement, ceiling: innerCeiling, content: contentHeight)
        let height = Self.frameHeight(length: points, placement: placement, raise: keyboardRaise, ceiling: innerCeiling)
        return height > 0 ? height + bar : 0
    }

    /// A state's length in points: as `length(of:…)` gives it, except that `{fromTop: n}` (with
    /// any offset) places the card's *top edge* n below the safe area whatever the card stands
    /// on, so on a detached card its length is that frame height less the bottom margin (at
    /// least 0) — the margin is not added on top of a height already measured from the top.
    private static func stateLength(of length: SheetLength, on container: ContainerMetrics, placement: Placement, ceiling: Double,
                                    content: Double?) -> Double {
        let points = Self.length(of: length, on: container, placement: placement, ceiling: ceiling, content: content)
        guard placement.isDetached, length.isMeasuredFromTop else { return points }
        return max(0, points - placement.bottomMargin)
    }

    /// A state's length in points: a `fit` state's is its content's height plus the bottom
    /// safe-area inset (on the bottom edge only), within its bounds (`max` until the content
    /// reports a height); any other length as `SheetLength` resolves it.
    private static func length(of length: SheetLength, on container: ContainerMetrics, placement: Placement, ceiling: Double,
                               content: Double?) -> Double {
        switch length {
        case .fit(let min, let max):
            let upper = max.map { $0.points(on: container) } ?? ceiling
            guard let content else { return upper }
            let inset = placement.isDetached ? 0 : container.bottomSafeAreaInset
            return Swift.min(Swift.max(content + inset, min.points(on: container)), upper)
        // Half of a fit state (its default `dismissBelow`) follows the content too.
        case .half(let base): return Self.length(of: base, on: container, placement: placement, ceiling: ceiling, content: content) / 2
        case .offset(let base, let offset):
            return Self.length(of: base, on: container, placement: placement, ceiling: ceiling, content: content) + offset
        default: return length.points(on: container)
        }
    }

    /// A visible state stands on the bottom margin and on the keyboard it avoids.
    private static func frameHeight(length: Double, placement: Placement, raise: Double, ceiling: Double) -> Double {
        clamp(length > 0 ? length + placement.bottomMargin + raise : length, ceiling: ceiling)
    }

    /// A length in points on this container (a `fit` one with this content), clamped to `0...ceiling`.
    /// With a bar, the length is measured from the bar's top edge (`dismissBelow`, `boundaries`).
    public func height(of length: SheetLength) -> Double {
        let innerCeiling = ceiling - bar
        return Self.clamp(Self.length(of: length, on: container.aboveBar, placement: placement, ceiling: innerCeiling, content: contentHeight),
                          ceiling: innerCeiling) + bar
    }

    /// The height of the state named `name`, if there is one.
    public func height(ofState name: String) -> Double? {
        states.first { $0.name == name }?.height
    }

    /// The states the sheet can rest in: those with a height above zero (a zero state is "hidden"),
    /// lowest first (a system sheet's ordered by height on this container). Kept, not computed: the controller asks for them on every move of a finger.
    public let restingStates: [ResolvedState]

    /// How tall the card is laid out with its top `height` points above the bottom edge — what a
    /// front end lays `.fixed` content out at — measured down from its top edge for every placement
    /// alike, never less than what shows of it (`height` less `cardBottom`). An attached card reaches
    /// at least as far down as from the highest state to the bottom edge (a floating one less its
    /// current margin), so the content does not resize mid-drag and no gap shows under a stretch; a
    /// detached card stands on its bottom margin above its lowest state and slides down rigidly
    /// below it, as tall as at that state.
    public func cardHeight(atFrameHeight height: Double) -> Double {
        let bottom = cardBottom(atFrameHeight: height)
        guard placement.isDetached else { return max(0, max(height, restingStates.last?.height ?? 0) - bottom) }
        let lowest = (restingStates.first?.height ?? bottom) - bottom
        return max(height - bottom, lowest, 0)
    }

    /// The card's bottom edge above the container's bottom edge with its top `height` points above
    /// it (`CardGeometry.bottom`): a detached card's margin, a floating card's current margin, each
    /// above the keyboard it avoids; 0 for a card attached to the bottom edge.
    public func cardBottom(atFrameHeight height: Double) -> Double {
        cardBottom(atFrameHeight: height, keyboard: keyboardHeight, bar: bar)
    }

    /// `cardBottom(atFrameHeight:)` with the keyboard `keyboard` and the bar `bar` points high:
    /// while a keyboard or bar change animates, the controller passes the values part-way along
    /// the height's own curve, so the card's own height changes smoothly with its top edge.
    ///
    /// Without a bar: a detached card's margin, a floating card's current margin, each above the
    /// keyboard; 0 attached. With one, that on the keyboard above the bar's top edge, plus the bar
    /// by how much the card stands on it (1 below `coverFrom`, 0 at and above it, linear between),
    /// and never below the same card's bottom on the whole container with the keyboard.
    public func cardBottom(atFrameHeight height: Double, keyboard: Double, bar: Double) -> Double {
        let f = floating(atFrameHeight: height)
        func bottom(raise: Double) -> Double {
            placement.isDetached ? placement.bottomMargin + raise : (floatMargin + raise) * f
        }
        guard bar > 0 else { return bottom(raise: keyboard) }
        return max(bottom(raise: max(0, keyboard - bar)) + bar * standing(atFrameHeight: height), bottom(raise: keyboard))
    }

    /// How much the card stands on the bar at frame height `height`, 1 … 0 (`placement.bar`):
    /// 1 at and below the resting state under `coverFrom` (the bar's top when it is the lowest),
    /// 0 at and above `coverFrom`, linear between; 1 at every height when it never covers the bar.
    public func standing(atFrameHeight height: Double) -> Double {
        guard let span = coverSpan else { return 1 }
        return Self.ramp(height, span)
    }

    private static func clamp(_ value: Double, ceiling: Double) -> Double {
        min(max(0, value), ceiling)
    }
}
