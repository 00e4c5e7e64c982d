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
    public init(configuration: SheetConfiguration, container: ContainerMetrics) {
        self.configuration = configuration
        self.layout = SheetLayout(configuration: configuration, container: container)
    }

    /// The states the sheet can rest in (height above 0), lowest first.
    public var restingStates: [SheetLayout.ResolvedState] { layout.restingStates }

    /// `thresholds.dismissBelow` in points on this container.
    public var dismissBelow: Double { layout.height(of: configuration.thresholds.dismissBelow) }

    /// The height the sheet appears at.
    public var initialHeight: Double { layout.height(ofState: configuration.initialState) ?? 0 }

    /// Where a release at visible height `height` with vertical `velocity` (pt/s, positive
    /// downward) sends the sheet — the release rule of the spec language, §3:
    /// 1. dismissible and a downward velocity of at least `dismissVelocity`: dismissed;
    /// 2. dismissible, below `dismissBelow` and not flicked up at `snapVelocity`: dismissed;
    /// 3. at least `snapVelocity`: the next resting state beyond `height` in the direction of
    ///    motion (past the lowest: dismissed, or the lowest when not dismissible; past the highest: the highest);
    /// 4. otherwise the resting state nearest `height` (a tie goes to the higher).
    public func release(height: Double, velocity: Double) -> Decision {
        decision(for: releaseTarget(height: height, velocity: velocity))
    }

    private func releaseTarget(height: Double, velocity: Double) -> Target {
        let thresholds = configuration.thresholds
        let dismissible = configuration.interaction.dismissible
        let resting = restingStates
        guard let lowest = resting.first, let highest = resting.last else { return .dismissed }

        if dismissible, velocity >= thresholds.dismissVelocity { return .dismissed }
        if dismissible, height < dismissBelow, velocity > -thresholds.snapVelocity { return .dismissed }
        if abs(velocity) >= thresholds.snapVelocity, velocity != 0 {
            if velocity > 0 {
                if let below = resting.last(where: { $0.height < height }) { return .state(below.name) }
                return dismissible ? .dismissed : .state(lowest.name)
            }
            return .state((resting.first { $0.height > height } ?? highest).name)
        }
        var nearest = lowest
        for state in resting where abs(state.height - height) <= abs(nearest.height - height) {
            nearest = state  // later states are higher, so a tie goes to the higher
        }
        return .state(nearest.name)
    }

    /// The decision for moving straight to `target` (a programmatic open, close or dismiss).
    public func decision(for target: Target) -> Decision {
        let height: Double
        switch target {
        case .dismissed: height = 0
        case .state(let name): height = layout.height(ofState: name) ?? 0
        }
        return Decision(target: target, height: height, alpha: dimmingAlpha(atHeight: height), animation: configuration.animation)
    }

    /// The backdrop's alpha with the sheet at `height`: `maxAlpha × clamp((h − h_low) / (h_full − h_low), 0, 1)`,
    /// with `h_low` the lowest state's height and `h_full` that of `dimming.fullFrom`; 0 without dimming.
    public func dimmingAlpha(atHeight height: Double) -> Double {
        guard let dimming = configuration.dimming else { return 0 }
        let low = layout.states.first?.height ?? 0
        let full = layout.height(ofState: dimming.fullFrom) ?? low
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
