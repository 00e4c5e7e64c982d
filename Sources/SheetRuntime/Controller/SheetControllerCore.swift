/// The controller's rules, on states named by their index in `configuration.states`.
///
/// `SheetController<State>` is the public face: a thin generic wrapper whose methods are
/// inlinable, so that app code calling it is specialised and pays no generic-metadata
/// look-ups per frame; every rule is here, compiled once, non-generic.
///
/// This file holds its state, its clock and the helpers its sections share; the sections are
/// extensions in files of their own: `SheetControllerCore+Reading.swift` (what a front end reads),
/// `+Touches`, `+FrontEndInputs`, `+MovesFromCode`, `+SizeChanges` and `+Reconfiguration`. So that
/// they reach it, the state is internal rather than private: only the controller's own files set it.
@usableFromInline
struct SheetControllerCore: Sendable {
    /// The configuration the sheet follows (`reconfigure` replaces it).
    @usableFromInline var configuration: SheetConfiguration
    /// The configuration laid out on the current container (layout, release rule, dimming).
    @usableFromInline var engine: SheetEngine
    /// Reduce Motion: every animation started from now on is a critically damped spring
    /// of the same duration (no overshoot).
    @usableFromInline var reduceMotion: Bool
    /// The time of the latest event or frame, in seconds.
    @usableFromInline private(set) var time: Double

    var motion: Motion
    /// The state the sheet last rested in (where a cancelled touch returns from a dismissal).
    var lastResting: Int
    var touch: Touch?
    var scrollOffset = 0.0
    /// Whether the last lift left the fling to the scroll view
    /// (docs/behaviour.md#an-inner-scroll-view): the content scrolled at the highest state, so the
    /// sheet stays and the list decelerates.
    @usableFromInline var scrollViewKeepsFling = false
    /// Events since the last `takeEvents()`: (time, kind) with states as indices.
    var events: [CoreEvent] = []
    /// While an animation a release started runs: the state the touch began in (or was going to).
    var releasedFrom: Int?
    /// How far the software keyboard covers the container's bottom edge (0: hidden).
    @usableFromInline var keyboardHeight = 0.0
    /// The height the content reports, for a `fit` state (`nil`: not yet).
    @usableFromInline var contentHeight: Double?
    /// With `keyboard: {avoid: expand}`, the state to go back to when the keyboard hides.
    var stateBeforeKeyboard: Int?
    /// Whether the running animation is motion that is not a gesture (the keyboard's,
    /// docs/behaviour.md#size-changes-and-other-new-heights): it goes to the state the sheet rests in
    /// and ends with no `settled`.
    var quietMotion = false
    /// The platform is taking the sheet away (`leave`): until it is dismissed, nothing stops that.
    @usableFromInline var isLeaving = false
    /// While a keyboard or bar change animates: the keyboard and bar heights the card's geometry
    /// moves between, along the height's curve (`SheetControllerCore+Bar.swift`).
    var geometryTransition: GeometryTransition?

    /// Where an animation goes, by state index.
    @usableFromInline
    enum TargetIndex: Hashable, Sendable {
        case state(Int)
        case dismissed
    }

    /// An event with its state as an index.
    @usableFromInline
    struct CoreEvent: Hashable, Sendable {
        @usableFromInline enum Kind: Hashable, Sendable {
            case willMove(TargetIndex)
            case settled(Int)
            case dismissed
            /// A touch went down and started no drag: where it belongs
            /// (docs/behaviour.md#dragging-and-releasing).
            case touch(SheetTouchDestination)
        }
        @usableFromInline var time: Double
        @usableFromInline var kind: Kind
        /// For `settled`: a release moved the sheet here from another state (see `SheetEvent.byGesture`).
        @usableFromInline var byGesture = false
    }

    /// A frame with its state and target as indices.
    @usableFromInline
    struct CoreFrame: Hashable, Sendable {
        @usableFromInline var time: Double
        @usableFromInline var height: Double
        @usableFromInline var alpha: Double
        @usableFromInline var phase: SheetPhase
        @usableFromInline var state: Int?
        @usableFromInline var target: TargetIndex?
        @usableFromInline var scrollOffset: Double
        @usableFromInline var x: Double
        @usableFromInline var width: Double
        @usableFromInline var progress: Double
        @usableFromInline var bottom: Double
        @usableFromInline var cornerRadius: Double
        @usableFromInline var bottomCornerRadius: Double
        @usableFromInline var opacity: Double
        /// The bar's height under the sheet (part-way through an animated bar change, as far as the height is).
        @usableFromInline var bar: Double = 0
    }

    enum Motion: Hashable, Sendable {
        case resting(Int)
        case dragging(height: Double)
        case animating(SheetAnimator, target: Int?)
        case dismissed
    }

    /// One finger on the screen, from its touch-down to its lift or cancel.
    struct Touch: Sendable {
        enum Kind: Hashable, Sendable {
            /// Started no drag, or was taken over (a move from code, a size change): the rest is ignored.
            case ignored
            /// Moves the sheet.
            case sheet
            /// Inside the sheet's scroll view, shared with the sheet (`scrollTracking`).
            case scroll
            /// Inside the scroll view with `scrollTracking: false`: scrolls only.
            case scrollOnly
        }
        var kind: Kind
        var finger: Double
        /// The sheet's height before rubber banding.
        var proposed: Double
        /// The height shown when the touch went down (bounds for `rubberBand: false`).
        var startHeight: Double
        /// The state to return to when the system cancels the touch.
        var anchor: Int
        /// Where the sheet was heading when the touch went down (a state, or a dismissal): what a
        /// two-way binding holds during the drag (`boundTarget`).
        var heading: TargetIndex = .dismissed
        var contentScrolled = false
        var tracker = VelocityTracker()
        /// While the direction test waits (docs/behaviour.md#dragging-and-releasing), the x the finger
        /// went down at (its height is `finger`, which does not change until the test decides); `nil`
        /// once decided, or with none.
        var undecidedFromX: Double?
        /// Where a touch handed back belongs: on the card or its handle, `content`; beside it, `backdrop`.
        var handBack = SheetTouchDestination.content
    }

    @usableFromInline
    init(configuration: SheetConfiguration, container: ContainerMetrics, reduceMotion: Bool, time: Double, presented: Bool) {
        self.configuration = configuration
        self.engine = SheetEngine(configuration: configuration, container: container)
        self.reduceMotion = reduceMotion
        self.time = time
        let initial = configuration.states.firstIndex { $0.name == configuration.initialState } ?? 0
        lastResting = initial
        motion = .dismissed
        if let resting = restingIndexIfAny(near: initial) {
            lastResting = resting
            if presented { motion = .resting(resting) }
        }
    }

    // MARK: - Time

    /// Moves time on to `time`: an animation that ends by then settles (or dismisses), stamped
    /// with its own end time.
    @usableFromInline
    mutating func advance(to time: Double) {
        let time = time.isNaN ? self.time : time
        if case .animating(var animator, let target) = motion {
            if let end = animator.ended(by: max(time, self.time)) {
                finish(at: end, target: target)
            } else {
                motion = .animating(animator, target: target)
            }
        }
        self.time = max(self.time, time)
    }

    mutating func finish(at end: Double, target: Int?) {
        let gestureFrom = releasedFrom
        releasedFrom = nil
        let quiet = quietMotion
        quietMotion = false
        if let target {
            motion = .resting(target)
            lastResting = target
            if quiet { return }
            events.append(CoreEvent(time: end, kind: .settled(target), byGesture: gestureFrom.map { $0 != target } ?? false))
        } else {
            motion = .dismissed
            isLeaving = false
            events.append(CoreEvent(time: end, kind: .dismissed))
        }
    }

    // MARK: - Helpers the sections share

    /// Starts an animation to the state at `target` (`nil`: dismissed) from the current height,
    /// moving at `velocity` (pt/s, positive downward), and emits `willMove`. A spring from rest
    /// moved by code starts with the spec's `initialVelocity` instead. `releasedFrom`: a release
    /// started it, from a touch that began in that state (the settle says whether it changed state).
    mutating func animate(to target: Int?, velocity: Double, fromCode: Bool, releasedFrom: Int? = nil) {
        self.releasedFrom = releasedFrom
        quietMotion = false
        let startsFromRest: Bool
        switch motion {
        case .resting, .dismissed: startsFromRest = true
        case .dragging, .animating: startsFromRest = false
        }
        let from = frame.height
        let targetHeight = target.map { engine.layout.states[$0].height } ?? 0
        let animation = animation(dismissing: target == nil)
        var upward = -velocity
        if fromCode, startsFromRest, let relative = animation.initialVelocity, animation.curve == .spring {
            upward = relative * (targetHeight - from)
        }
        if !upward.isFinite { upward = 0 }
        let animator = SheetAnimator(from: from, velocity: upward, to: targetHeight, dismisses: target == nil,
                                     animation: animation, reduceMotion: reduceMotion, time: time)
        motion = .animating(animator, target: target)
        events.append(CoreEvent(time: time, kind: .willMove(target.map { .state($0) } ?? .dismissed)))
        settleIfEnded()
    }

    /// An animation that ends at once (a zero-length spring) settles now.
    mutating func settleIfEnded() {
        if case .animating(var animator, let target) = motion {
            if let end = animator.ended(by: time) {
                finish(at: end, target: target)
            } else {
                motion = .animating(animator, target: target)
            }
        }
    }

    /// The animation of a move: the spec's, or its `dismiss` animation for a move towards dismissed.
    func animation(dismissing: Bool) -> SheetAnimation {
        dismissing ? (configuration.animation.dismiss ?? configuration.animation) : configuration.animation
    }

    /// Indices of the states the sheet can rest in on this container, lowest first.
    var restingIndices: [Int] {
        engine.layout.states.indices.filter { engine.layout.states[$0].height > 0 }
    }

    /// `index` if that state is visible here, else the lowest resting state (`nil`: none is visible).
    func restingIndexIfAny(near index: Int) -> Int? {
        if engine.layout.states.indices.contains(index), engine.layout.states[index].height > 0 { return index }
        return restingIndices.first
    }

    /// `index` if that state is visible here, else the lowest resting state (else `index` itself).
    func restingIndex(near index: Int) -> Int {
        restingIndexIfAny(near: index) ?? index
    }

    static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        value.isNaN ? low : min(max(value, low), max(low, high))
    }
}
