/// The headless sheet: a configuration laid out on a container, and every
/// decision a sheet makes — where a release goes, how dark the backdrop is,
/// how far a drag may stretch. No UI framework is involved, so each decision
/// is tested directly and the UIKit adapter only applies them.
public struct SheetEngine: Hashable, Sendable {
    /// Where a release sends the sheet.
    public enum Target: Hashable, Sendable, CustomStringConvertible {
        /// A resting state, by name.
        case state(String)
        /// Off screen: the sheet is dismissed.
        case dismissed

        /// The state's name, or `dismissed`.
        public var description: String {
            switch self {
            case .state(let name): return name
            case .dismissed: return "dismissed"
            }
        }
    }

    /// The outcome of a release: the target, its height, and how to get there.
    public struct Decision: Hashable, Sendable {
        /// Where the sheet goes.
        public var target: Target
        /// The target's resting height in points (0 when dismissed).
        public var height: Double
        /// The backdrop's alpha once the sheet is there.
        public var alpha: Double
        /// How to get there: the configuration's animation.
        public var animation: SheetAnimation
    }

    /// The configuration the engine decides for.
    public let configuration: SheetConfiguration
    /// The configuration laid out on the container.
    public let layout: SheetLayout

    /// An engine for `configuration` on a container of the given metrics.
    public init(configuration: SheetConfiguration, container: ContainerMetrics, keyboard: Double = 0, contentHeight: Double? = nil) {
        self.configuration = configuration
        self.layout = SheetLayout(configuration: configuration, container: container, keyboard: keyboard, contentHeight: contentHeight)
    }

    /// The states the sheet can rest in (height above 0), lowest first.
    public var restingStates: [SheetLayout.ResolvedState] { layout.restingStates }

    /// `thresholds.dismissBelow` in points on this container; the default (half the lowest
    /// visible state's frame height) rises with the keyboard's raise, as that state does.
    public var dismissBelow: Double {
        let thresholds = configuration.thresholds
        // The default is taken from the states laid out here, with the override in use and the
        // keyboard's raise: a state hidden on this container, or lowered by an override, does not
        // leave the default of another layout behind (docs/language.md#states).
        // Half the lowest state's length above the bar, from the bar's top edge.
        if thresholds.dismissBelowIsHalfTheLowestState { return ((restingStates.first?.height ?? layout.bar) - layout.bar) / 2 + layout.bar }
        return layout.height(of: thresholds.dismissBelow)
    }

    /// The height the sheet appears at.
    public var initialHeight: Double { layout.height(ofState: configuration.initialState) ?? 0 }

    /// Where a release at visible height `height` with vertical `velocity` (pt/s, positive
    /// downward) sends the sheet — the release rule of docs/language.md#the-release-rule:
    /// 1. dismissible and a downward velocity of at least `dismissVelocity`: dismissed;
    /// 2. dismissible, below `dismissBelow` and not flicked up at `snapVelocity`: dismissed;
    /// 3. at least `snapVelocity`: the next resting state beyond `height` in the direction of
    ///    motion (past the lowest: dismissed, or the lowest when not dismissible; past the
    ///    highest: the highest) — or, with `snapTarget: bracket`, one of the two around it;
    /// 4. otherwise, by `atRest`: the resting state nearest `height` (a tie goes to the higher;
    ///    `boundaries` move the lines between states), or the one at or above, or at or below it.
    /// `dismissWhen: movingDown` lets rules 1, 2 and 3's dismissal act only on a sheet moving down
    /// at or below its highest state; `none` velocities switch rules 1 and 3 off.
    public func release(height: Double, velocity: Double) -> Decision {
        decision(for: releaseTarget(height: height, velocity: velocity))
    }

    private func releaseTarget(height: Double, velocity: Double) -> Target {
        let thresholds = configuration.thresholds
        let resting = restingStates
        guard let lowest = resting.first, let highest = resting.last else { return .dismissed }
        let dismissible = configuration.interaction.dismissible
            && (thresholds.dismissWhen == .any || (velocity > 0 && height <= highest.height))
        let bracket = thresholds.snapTarget == .bracket

        // 1. A hard flick down.
        if dismissible, let dismissVelocity = thresholds.dismissVelocity, velocity >= dismissVelocity { return .dismissed }
        // 2. Dropped low, unless flicked up hard enough to snap (with `bracket`, whatever the velocity).
        let snap = thresholds.snapVelocity
        let upwardFlickSaves: Bool
        switch snap {
        case nil: upwardFlickSaves = false
        case 0?: upwardFlickSaves = velocity < 0
        case let speed?: upwardFlickSaves = velocity <= -speed
        }
        if dismissible, height < dismissBelow, bracket || !upwardFlickSaves { return .dismissed }
        // 3. Fast enough to snap in the direction of motion.
        if let speed = snap, velocity != 0, abs(velocity) >= speed {
            if bracket { return .state(bracketing(height, in: resting, movingDown: velocity > 0).name) }
            if velocity > 0 {
                if let below = resting.last(where: { $0.height < height }) { return .state(below.name) }
                return dismissible ? .dismissed : .state(lowest.name)
            }
            return .state((resting.first { $0.height > height } ?? highest).name)
        }
        // 4. Slow: by `atRest`.
        switch thresholds.atRest {
        case .nearest:
            var chosen = lowest
            for (index, state) in resting.enumerated().dropFirst() where height >= boundary(of: index, in: resting) {
                chosen = state  // later states are higher, so the highest state whose boundary is passed wins
            }
            return .state(chosen.name)
        case .up:
            if bracket { return .state(bracketing(height, in: resting, movingDown: false).name) }
            return .state((resting.first { $0.height >= height - 0.5 } ?? highest).name)
        case .down:
            if bracket { return .state(bracketing(height, in: resting, movingDown: true).name) }
            if let below = resting.last(where: { $0.height <= height + 0.5 }) { return .state(below.name) }
            return dismissible ? .dismissed : .state(lowest.name)
        }
    }

    /// The height from which a slow release settles in the resting state at `index` (not the
    /// lowest): its `boundaries` entry, else the midpoint to the state below (so "nearest, a tie
    /// going up").
    private func boundary(of index: Int, in resting: [SheetLayout.ResolvedState]) -> Double {
        if let length = configuration.thresholds.boundaries[resting[index].name] {
            return layout.height(of: length)
        }
        return (resting[index - 1].height + resting[index].height) / 2
    }

    /// `snapTarget: bracket`: of the adjacent resting states s_i < s_i+1 with s_i < h ≤ s_i+1
    /// (below the second-lowest, the lowest pair; above the second-highest, the top pair),
    /// s_i moving down and s_i+1 otherwise.
    private func bracketing(_ height: Double, in resting: [SheetLayout.ResolvedState], movingDown: Bool) -> SheetLayout.ResolvedState {
        guard resting.count > 1 else { return resting[0] }
        var upper = 1
        while upper < resting.count - 1, height > resting[upper].height { upper += 1 }
        return movingDown ? resting[upper - 1] : resting[upper]
    }

    /// The decision for moving straight to `target` (a programmatic open, close or dismiss).
    public func decision(for target: Target) -> Decision {
        let height: Double
        switch target {
        case .dismissed: height = 0
        case .state(let name): height = layout.height(ofState: name) ?? 0
        }
        let animation = target == .dismissed ? (configuration.animation.dismiss ?? configuration.animation) : configuration.animation
        return Decision(target: target, height: height, alpha: dimmingAlpha(atHeight: height), animation: animation)
    }

    /// The backdrop's alpha with the sheet at `height`: `maxAlpha × clamp((h − h_from) / (h_full − h_from), 0, 1)`,
    /// with `h_from` the height of `dimming.from` (clear at and below it: UIKit's largest undimmed
    /// detent; 0 for `dismissed`, so a one-state sheet's backdrop fades in as it rises) and `h_full`
    /// that of `dimming.fullFrom` (on a system sheet, the next detent above `from`'s on the
    /// container, as UIKit dims); where they coincide, `maxAlpha` at or above it and 0 below; 0
    /// without dimming.
    public func dimmingAlpha(atHeight height: Double) -> Double {
        // A sheet with no height showing (dismissed, or on its way out at 0) dims nothing, even
        // where `from` and `fullFrom` coincide at 0.
        guard let dimming = configuration.dimming, height > 0 else { return 0 }
        // `from: dismissed` starts at the bar's top edge, where the lowest a card shows stands.
        let low = dimming.from == Target.dismissed.description ? layout.bar
            : layout.height(ofState: dimming.from) ?? layout.states.first?.height ?? 0
        var full = layout.height(ofState: dimming.fullFrom) ?? low
        if configuration.target == .system {
            // UIKit dims above its largest undimmed detent, fully from the next detent up on this
            // container: the written state above `from` may be lower here, or inactive (medium in
            // compact height); clear everywhere when `from` is the highest.
            guard let next = restingStates.first(where: { $0.height > low })?.height else { return 0 }
            full = next
        }
        guard full > low else { return height >= full ? dimming.maxAlpha : 0 }
        return dimming.maxAlpha * min(max((height - low) / (full - low), 0), 1)
    }

    /// The heights a drag may reach without resistance: from 0 (when dismissible) or the
    /// lowest resting state, up to the highest resting state.
    public var dragBounds: ClosedRange<Double> {
        let highest = restingStates.last?.height ?? 0
        let lowest = configuration.interaction.dismissible ? 0 : (restingStates.first?.height ?? 0)
        return lowest...max(lowest, highest)
    }

    /// The height shown for a drag that proposes `proposed`: inside `dragBounds` as is; past
    /// them, with `rubberBand`, a stretch that grows ever slower (UIScrollView's curve,
    /// `(1 − 1 / (x·c / d + 1))·d` with c = 0.55 and d the container height), else stopped at the bound.
    public func displayedHeight(forProposed proposed: Double) -> Double {
        let bounds = dragBounds
        if bounds.contains(proposed) { return proposed }
        let bound = proposed > bounds.upperBound ? bounds.upperBound : bounds.lowerBound
        guard configuration.interaction.rubberBand else { return bound }
        let dimension = max(layout.container.height, 1)
        let overshoot = abs(proposed - bound)
        let stretch = (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
        return max(0, proposed > bound ? bound + stretch : bound - stretch)
    }

    /// The inverse of `displayedHeight(forProposed:)`: the proposed height that shows `displayed`,
    /// so a drag that starts on a sheet caught past its bounds (an overshooting spring) starts
    /// exactly where the sheet is. Without `rubberBand` a height is its own proposal.
    public func proposedHeight(forDisplayed displayed: Double) -> Double {
        let bounds = dragBounds
        guard configuration.interaction.rubberBand, !bounds.contains(displayed) else { return displayed }
        let bound = displayed > bounds.upperBound ? bounds.upperBound : bounds.lowerBound
        let dimension = max(layout.container.height, 1)
        let stretch = min(abs(displayed - bound), dimension * 0.999_999)
        let overshoot = (1 / (1 - stretch / dimension) - 1) * dimension / 0.55
        return displayed > bound ? bound + overshoot : bound - overshoot
    }
}
