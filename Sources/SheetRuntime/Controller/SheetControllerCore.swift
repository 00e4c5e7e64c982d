/// The controller's rules, on states named by their index in `configuration.states`.
///
/// `SheetController<State>` is the public face: a thin generic wrapper whose methods are
/// inlinable, so that app code calling it is specialised and pays no generic-metadata
/// look-ups per frame; every rule is here, compiled once, non-generic.
@usableFromInline
struct SheetControllerCore: Sendable {
    /// The configuration the sheet follows (`reconfigure` replaces it).
    @usableFromInline private(set) var configuration: SheetConfiguration
    /// The configuration laid out on the current container (layout, release rule, dimming).
    @usableFromInline private(set) var engine: SheetEngine
    /// Reduce Motion: every animation started from now on is a critically damped spring
    /// of the same duration (no overshoot).
    @usableFromInline var reduceMotion: Bool
    /// The time of the latest event or frame, in seconds.
    @usableFromInline private(set) var time: Double

    private var motion: Motion
    /// The state the sheet last rested in (where a cancelled touch returns from a dismissal).
    private var lastResting: Int
    private var touch: Touch?
    private var scrollOffset = 0.0
    /// Whether the last lift left the fling to the scroll view
    /// (docs/behaviour.md#an-inner-scroll-view): the content scrolled at the highest state, so the
    /// sheet stays and the list decelerates.
    @usableFromInline private(set) var scrollViewKeepsFling = false
    /// Events since the last `takeEvents()`: (time, kind) with states as indices.
    private var events: [CoreEvent] = []
    /// While an animation a release started runs: the state the touch began in (or was going to).
    private var releasedFrom: Int?
    /// How far the software keyboard covers the container's bottom edge (0: hidden).
    @usableFromInline private(set) var keyboardHeight = 0.0
    /// The height the content reports, for a `fit` state (`nil`: not yet).
    @usableFromInline private(set) var contentHeight: Double?
    /// With `keyboard: {avoid: expand}`, the state to go back to when the keyboard hides.
    private var stateBeforeKeyboard: Int?
    /// Whether the running animation is motion that is not a gesture (the keyboard's,
    /// docs/behaviour.md#size-changes-and-other-new-heights): it goes to the state the sheet rests in
    /// and ends with no `settled`.
    private var quietMotion = false
    /// The platform is taking the sheet away (`leave`): until it is dismissed, nothing stops that.
    @usableFromInline private(set) var isLeaving = false
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

    private enum Motion: Hashable, Sendable {
        case resting(Int)
        case dragging(height: Double)
        case animating(SheetAnimator, target: Int?)
        case dismissed
    }

    /// One finger on the screen, from its touch-down to its lift or cancel.
    private struct Touch: Sendable {
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

    // MARK: - What a front end reads

    /// The frame at `time`.
    @usableFromInline
    var frame: CoreFrame {
        let container = engine.layout.container.height
        var frame = CoreFrame(time: time, height: 0, alpha: 0, phase: .dismissed, state: nil, target: nil, scrollOffset: scrollOffset,
                              x: 0, width: 0, progress: 0, bottom: 0, cornerRadius: 0, bottomCornerRadius: 0, opacity: 1)
        switch motion {
        case .resting(let index):
            frame.height = engine.layout.states[index].height
            frame.phase = .resting
            frame.state = index
        case .dragging(let height):
            frame.height = height
            frame.phase = .dragging
        case .animating(let animator, let target):
            frame.height = Self.clamp(animator.state(at: time).height, 0, container)
            frame.phase = .animating
            frame.target = target.map { .state($0) } ?? .dismissed
        case .dismissed:
            break
        }
        frame.alpha = engine.dimmingAlpha(atHeight: frame.height)
        frame.progress = progress(atHeight: frame.height)
        // The card's shape at this height, from the one geometry every front end draws, with the
        // keyboard and bar where an animated change of theirs has brought them.
        let inputs = geometryInputs(atHeight: frame.height)
        frame.bar = inputs.bar
        let card = CardGeometry(layout: engine.layout, appearance: configuration.appearance, atFrameHeight: frame.height,
                                keyboard: inputs.keyboard, bar: inputs.bar)
        frame.x = card.x
        frame.width = card.width
        frame.bottom = card.bottom
        frame.cornerRadius = card.cornerRadius
        frame.bottomCornerRadius = card.bottomCornerRadius
        frame.opacity = card.opacity
        return frame
    }

    /// Where `height` lies between the lowest and the highest resting states' frame heights
    /// (docs/behaviour.md#the-frame): 0 at the lowest, 1 at the highest, below 0 towards a dismissal, above 1
    /// rubber-banding; with one resting state, the height over its height.
    @usableFromInline
    func progress(atHeight height: Double) -> Double {
        let resting = engine.restingStates
        guard let lowest = resting.first?.height, let highest = resting.last?.height else { return 0 }
        // With one resting state, measured from the bar's top edge (the floor the card rises from).
        let floor = engine.layout.bar
        let progress = highest > lowest ? (height - lowest) / (highest - lowest) : (height - floor) / (highest - floor)
        return progress.isFinite ? progress : 0
    }

    /// The events since the last call, in order.
    @usableFromInline
    mutating func takeEvents() -> [CoreEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// The state the sheet rests in; `nil` while it moves or is dismissed.
    @usableFromInline
    var currentState: Int? {
        if case .resting(let index) = motion { return index }
        return nil
    }

    /// What VoiceOver says the sheet's state is: the resting state, else the animation's target
    /// (`nil` while dragging, dismissed or leaving).
    @usableFromInline
    var accessibilityState: Int? {
        switch motion {
        case .resting(let index): return index
        case .animating(_, let target): return target
        case .dragging, .dismissed: return nil
        }
    }

    /// Whether a keyboard's or bar's change is moving the sheet now (no gesture, no code).
    var isQuietlyMoving: Bool {
        if quietMotion, case .animating = motion { return true }
        return false
    }

    /// Whether the sheet is dismissed (only `move(to:)` brings it back).
    @usableFromInline var isDismissed: Bool { motion == .dismissed }

    /// Whether the sheet can be dismissed by VoiceOver's escape gesture or a decrement past its lowest state.
    @usableFromInline var isDismissible: Bool { configuration.interaction.dismissible }

    /// Whether the area outside the card takes touches now (a backdrop, modal to VoiceOver) rather
    /// than passing them to the content behind: shown, and not passing through at this height.
    @usableFromInline var backdropTakesTouches: Bool {
        motion != .dismissed && !isLeaving && !engine.passesTouchesThrough(atHeight: frame.height)
    }

    /// What VoiceOver says for the handle's value: the spoken name of `accessibilityState`.
    @usableFromInline var accessibilityText: LocalizedText? {
        accessibilityState.map { configuration.states[$0].spokenName }
    }

    /// Where a touch going down now at `height` above the container's bottom edge and `x` from its
    /// left edge (`nil`: the card's horizontal centre) belongs — `inScrollView`: inside the sheet's
    /// scroll view (docs/behaviour.md#dragging-and-releasing). `.sheet` when it starts a drag: on the
    /// card, or on a grab handle drawn above it, or anywhere with `dragArea: container` except where
    /// pass-through gives the touch away; with `dragArea: handle`, only on the handle's area.
    @usableFromInline
    func destination(ofTouchAtHeight height: Double, x: Double? = nil, inScrollView: Bool = false) -> SheetTouchDestination {
        route(height: height, x: x, inScrollView: inScrollView).destination
    }

    /// `destination(ofTouchAtHeight:x:inScrollView:)`, and whether the point is on the card or its
    /// handle (where a touch handed back by the direction test belongs: `content`, else `backdrop`).
    private func route(height: Double, x: Double?, inScrollView: Bool) -> (destination: SheetTouchDestination, onCard: Bool) {
        // Dismissed, or being taken away by the platform: nothing of the sheet takes a touch.
        guard motion != .dismissed, !isLeaving else { return (.passthrough, false) }
        if keyboardHeight > 0, height < keyboardHeight { return (.keyboard, false) }
        let shown = frame.height
        let x = x ?? engine.layout.cardX + engine.layout.cardWidth / 2
        let onHandle = engine.handleContains(x: x, h: height, atFrameHeight: shown)
        let onCard = engine.cardContains(x: x, h: height, atFrameHeight: shown)
        let interaction = configuration.interaction
        if onHandle || onCard {
            if interaction.dragArea == .handle { return (onHandle && !inScrollView ? .sheet : .content, true) }
            return (inScrollView && !interaction.scrollTracking ? .content : .sheet, true)
        }
        // Off the card and below the bar's top edge: the bar's (the backdrop stops at its top).
        if height < engine.layout.bar { return (.bar, false) }
        if engine.passesTouchesThrough(atHeight: shown) { return (.passthrough, false) }
        return (interaction.dragArea == .container && !inScrollView ? .sheet : .backdrop, false)
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

    private mutating func finish(at end: Double, target: Int?) {
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

    // MARK: - Touches (docs/behaviour.md#dragging-and-releasing)

    /// A finger goes down `height` points above the container's bottom edge and `x` from its left
    /// edge (`nil`: the card's horizontal centre); with `scrollOffset`, inside the sheet's scroll
    /// view, whose content offset that is (0 = top).
    ///
    /// Where `destination(ofTouchAtHeight:x:inScrollView:)` says it starts a drag, it does,
    /// stopping an animation where it is; a touch that starts none is reported as a `touch` event
    /// (and returned), and the rest of it is ignored — but for a scroll view that keeps it, whose
    /// offset then follows the finger.
    @usableFromInline @discardableResult
    mutating func touchDown(atHeight height: Double, x: Double? = nil, scrollOffset: Double? = nil, time: Double) -> SheetTouchDestination {
        advance(to: time)
        let shown = frame.height
        let (destination, onCard) = route(height: height, x: x, inScrollView: scrollOffset != nil)
        var kind: Touch.Kind = .ignored
        switch destination {
        case .sheet: kind = scrollOffset == nil ? .sheet : .scroll
        case .content where scrollOffset != nil: kind = .scrollOnly
        default: break
        }
        if destination != .sheet { events.append(CoreEvent(time: self.time, kind: .touch(destination))) }
        if let scrollOffset, kind != .ignored {
            self.scrollOffset = Self.clamp(scrollOffset, 0, .greatestFiniteMagnitude)
        }
        var anchor = lastResting
        switch motion {
        case .resting(let index): anchor = index
        case .animating(_, let target): anchor = target ?? lastResting
        case .dragging, .dismissed: break
        }
        var touch = Touch(kind: kind, finger: height, proposed: engine.proposedHeight(forDisplayed: shown),
                          startHeight: shown, anchor: anchor)
        touch.heading = boundTarget
        touch.tracker.add(position: height, time: self.time)
        if kind == .sheet || kind == .scroll, case .resting = motion {
            // A resting sheet takes the touch once its first movement is mostly vertical; a touch
            // that stops an animation holds the sheet at once, whatever its direction.
            touch.undecidedFromX = x
            touch.handBack = onCard ? .content : .backdrop
        }
        if kind == .sheet || kind == .scroll, case .animating = motion {
            motion = .dragging(height: shown)  // stopped where it is: no jump, no settle
            quietMotion = false
        }
        self.touch = touch
        return destination
    }

    /// The finger is now `height` points above the container's bottom edge and, when known, `x`
    /// from its left edge. Returns whether the sheet still takes the touch: `false` once it was
    /// ignored or handed back.
    ///
    /// The direction test (docs/behaviour.md#dragging-and-releasing): a touch that went down with an x
    /// on a resting sheet is undecided — nothing moves — until the finger is
    /// `SheetEngine.directionSlop` points from where it landed; then a mostly horizontal movement (|dx|
    /// > |dy|) hands it back (a `touch` event: `content` on the card, `backdrop` beside it) and the
    /// rest of it is ignored, and any other starts the drag, the sheet following the finger 1:1 from
    /// where it landed. A move without an x decides for the sheet.
    @usableFromInline @discardableResult
    mutating func touchMoved(toHeight height: Double, x: Double? = nil, time: Double) -> Bool {
        advance(to: time)
        guard var touch, touch.kind != .ignored, height.isFinite else { return false }
        self.touch = nil  // the copy is the only owner of the tracker's buffers while it changes
        touch.tracker.add(position: height, time: self.time)
        if let x, let originX = touch.undecidedFromX {
            let dx = x - originX, dy = height - touch.finger
            if dx * dx + dy * dy < SheetEngine.directionSlop * SheetEngine.directionSlop {
                self.touch = touch  // not moved enough to tell: nothing moves yet
                return true
            }
            if abs(dx) > abs(dy) { touch.kind = .ignored }
        }
        touch.undecidedFromX = nil
        if touch.kind == .ignored {
            events.append(CoreEvent(time: self.time, kind: .touch(touch.handBack)))
            self.touch = touch
            return false
        }
        let delta = height - touch.finger
        touch.finger = height
        switch touch.kind {
        case .ignored:
            break
        case .scrollOnly:
            scrollOffset = max(0, scrollOffset + delta)
            touch.contentScrolled = true
        case .sheet:
            touch.proposed += delta
        case .scroll:
            moveSharedDrag(&touch, by: delta)
        }
        if touch.kind == .sheet || touch.kind == .scroll {
            let shown = displayed(touch)
            if case .resting(let index) = motion, shown == engine.layout.states[index].height, touch.proposed == touch.startHeight {
                // Still where it rests (a tap so far, or only the content scrolled).
            } else {
                motion = .dragging(height: shown)
            }
        }
        self.touch = touch
        return true
    }

    /// Whether a finger is down and holds the sheet: it stopped an animation
    /// (docs/behaviour.md#interrupting-cancelling-moving-from-code), or its drag has begun. A front end
    /// whose gesture waits for a movement begins it at once when this says so after `touchDown`.
    @usableFromInline var fingerHoldsSheet: Bool {
        guard let touch, touch.kind == .sheet || touch.kind == .scroll, touch.undecidedFromX == nil else { return false }
        if case .dragging = motion { return true }
        return false
    }

    /// Shares a move between the sheet and its scroll view (docs/behaviour.md#an-inner-scroll-view):
    /// below the highest state the sheet moves; at it, an upward move scrolls the content, and a
    /// downward one scrolls it back to the top before moving the sheet.
    private mutating func moveSharedDrag(_ touch: inout Touch, by delta: Double) {
        let highest = engine.restingStates.last?.height ?? 0
        let belowHighest = displayed(touch) < highest - 0.5
        if delta > 0 {
            var rest = delta
            if belowHighest {
                let step = min(delta, max(0, highest - touch.proposed))
                touch.proposed += step
                rest -= step
            }
            if rest > 0 {
                scrollOffset += rest
                touch.contentScrolled = true
            }
        } else if delta < 0 {
            var rest = delta
            if !belowHighest, scrollOffset > 0 {
                let step = min(-delta, scrollOffset)
                scrollOffset -= step
                rest += step
                touch.contentScrolled = true
            }
            touch.proposed += rest
        }
    }

    /// The finger lifts, moving at `velocity` (pt/s, positive downward) when the platform knows
    /// it; else the controller estimates it from the finger's last 0.1 s.
    @usableFromInline
    mutating func touchUp(velocity: Double? = nil, time: Double) {
        advance(to: time)
        guard let touch else { return }
        self.touch = nil
        scrollViewKeepsFling = (touch.kind == .scroll || touch.kind == .scrollOnly) && touch.contentScrolled
            && (touch.kind == .scrollOnly || abs(frame.height - (engine.restingStates.last?.height ?? -1)) <= 0.5)
        guard touch.kind == .sheet || touch.kind == .scroll, case .dragging(let height) = motion else { return }
        let velocity = velocity.flatMap { $0.isFinite ? $0 : nil } ?? touch.tracker.velocity(at: self.time)
        let highest = engine.restingStates.last
        if touch.kind == .scroll, touch.contentScrolled, let highest, abs(height - highest.height) <= 0.5 {
            // The list scrolled at the top state: the sheet stays; the scroll view keeps the fling.
            let index = engine.layout.states.firstIndex { $0.name == highest.name } ?? lastResting
            animate(to: index, velocity: 0, fromCode: false, releasedFrom: touch.anchor)
            return
        }
        let decision = engine.release(height: height, velocity: velocity)
        animate(to: index(of: decision.target), velocity: velocity, fromCode: false, releasedFrom: touch.anchor)
    }

    /// The system cancelled the touch: the sheet goes back to the state it rested in, or was
    /// going to, when the touch went down — never to a dismissal.
    @usableFromInline
    mutating func touchCancelled(time: Double) {
        advance(to: time)
        guard let touch else { return }
        self.touch = nil
        guard touch.kind == .sheet || touch.kind == .scroll, case .dragging = motion else { return }
        animate(to: restingIndex(near: touch.anchor), velocity: touch.tracker.velocity(at: self.time), fromCode: false)
    }

    // MARK: - Inputs front ends pass as they are (issue 40)

    /// Where the sheet is heading, as a two-way binding shows it: the state it rests in or animates
    /// to, a dismissal when it is dismissed or on its way there, and during a drag where it was
    /// heading when the touch went down (the drag decides nothing until it lifts).
    @usableFromInline var boundTarget: TargetIndex {
        switch motion {
        case .resting(let index): return .state(index)
        case .animating(_, let target): return target.map { .state($0) } ?? .dismissed
        case .dismissed: return .dismissed
        case .dragging: return touch?.heading ?? .state(lastResting)
        }
    }

    /// A two-way binding now holds `target`: the sheet moves there (at once with `animated: false`)
    /// when that is not where it is heading, and otherwise nothing happens — so a binding passed
    /// again unchanged (a re-render) never ends a drag or restarts a move, and a value written
    /// while a fling heads elsewhere is obeyed.
    @usableFromInline
    mutating func follow(_ target: TargetIndex, animated: Bool, time: Double) {
        advance(to: time)
        guard target != boundTarget, !isLeaving else { return }
        switch (target, animated) {
        case (.state(let index), true): move(to: index, time: time)
        case (.state(let index), false): place(at: index, time: time)
        case (.dismissed, true): dismiss(time: time)
        case (.dismissed, false): place(at: nil, time: time)
        }
    }

    /// How far a keyboard whose top and bottom edges are `top` and `bottom` points above the
    /// container's bottom edge covers it: one that does not reach within half a point of the edge
    /// (floating or undocked on an iPad) covers nothing the sheet should avoid.
    @usableFromInline
    static func keyboardCover(top: Double, bottom: Double) -> Double {
        guard top.isFinite, bottom.isFinite, bottom <= 0.5 else { return 0 }
        return max(0, top)
    }

    /// The inset a `fit` state adds to the content's height (the bottom safe area, on the bottom
    /// edge only): taken off a measurement that already includes it, so it counts once.
    @usableFromInline var fitSafeAreaInset: Double {
        engine.layout.placement.isDetached ? 0 : engine.layout.container.bottomSafeAreaInset
    }

    // MARK: - Moves from code (docs/behaviour.md)

    /// Moves the sheet to `state`: nothing when it rests there or is going there; a retarget when
    /// animating elsewhere; the end of a drag (the rest of that touch is ignored). A state of
    /// height 0 (a hidden `closed`) is `dismiss()`. A dismissed sheet is presented again from 0.
    @usableFromInline
    mutating func move(to index: Int, time: Double) {
        advance(to: time)
        guard engine.layout.states.indices.contains(index), !isLeaving else { return }
        guard engine.layout.states[index].height > 0 else { return dismiss(time: time) }
        switch motion {
        case .resting(let current) where current == index: return
        case .animating(_, let target) where target == index: return
        default: break
        }
        endTouchForMoveFromCode()
        animate(to: index, velocity: currentVelocity, fromCode: true)
    }

    /// Puts the sheet in the state at `index` (`nil`: dismissed) at once, as a move from code
    /// whose animation has already ended: `willMove` and `settled` (or `dismissed`) at `time` — only
    /// `dismissed` for a dismissal that was already animating.
    @usableFromInline
    mutating func place(at index: Int?, time: Double) {
        advance(to: time)
        if index != nil, isLeaving { return }  // only the dismissal itself may finish at once
        if let index, !(engine.layout.states.indices.contains(index) && engine.layout.states[index].height > 0) {
            return place(at: nil, time: time)
        }
        switch (motion, index) {
        case (.resting(let current), let target?) where current == target: return
        case (.dismissed, nil): return
        default: break
        }
        endTouchForMoveFromCode()
        // A dismissal finished at once while it was animating already said `willMove`.
        var dismissing = false
        if case .animating(_, target: nil) = motion { dismissing = true }
        if !(index == nil && dismissing) {
            events.append(CoreEvent(time: self.time, kind: .willMove(index.map { .state($0) } ?? .dismissed)))
        }
        finish(at: self.time, target: index)
    }

    /// Moves the sheet off screen. From code it always works (`dismissible` governs gestures
    /// and VoiceOver only).
    @usableFromInline
    mutating func dismiss(time: Double) {
        advance(to: time)
        switch motion {
        case .dismissed, .animating(_, target: nil): return
        default: break
        }
        endTouchForMoveFromCode()
        animate(to: nil, velocity: currentVelocity, fromCode: true)
    }

    /// The platform takes the sheet away (docs/behaviour.md#interrupting-cancelling-moving-from-code:
    /// UIKit dismissing the presentation it is in): a dismissal from code — animated from where it is
    /// with its velocity, or at once — that nothing stops. Until `dismissed`, a touch starts no drag
    /// (it passes through), the backdrop takes none, and a move to a state, a binding's value and
    /// VoiceOver's actions are refused; a size, keyboard or configuration change retargets the
    /// dismissal as any animation's. `leave(animated: false)` during it finishes it at once.
    @usableFromInline
    mutating func leave(animated: Bool, time: Double) {
        advance(to: time)
        guard motion != .dismissed else { return }
        isLeaving = true
        endTouchForMoveFromCode()
        if animated { dismiss(time: time) } else { place(at: nil, time: time) }
    }

    /// A tap on the backdrop: dismisses when the spec allows it (`tapToDismiss`, `dismissible`,
    /// no pass-through) and no drag is under way. With its point (`height`, `x`), a tap that is not
    /// on the backdrop — on the card, on a grab handle drawn above it, where `dragArea: container`
    /// makes it a drag — is no backdrop tap and changes nothing.
    @usableFromInline
    mutating func tapBackdrop(atHeight height: Double? = nil, x: Double? = nil, time: Double) {
        advance(to: time)
        if let height, destination(ofTouchAtHeight: height, x: x) != .backdrop { return }
        guard engine.backdropTapDismisses, !engine.passesTouchesThrough(atHeight: frame.height) else { return }
        if case .dragging = motion { return }
        dismiss(time: time)
    }

    /// A VoiceOver action on the grab handle (ignored during a drag and once dismissed).
    @usableFromInline
    mutating func perform(_ action: SheetAccessibilityAction, time: Double) {
        advance(to: time)
        guard !isLeaving else { return }
        switch motion {
        case .dragging, .dismissed: return
        case .resting, .animating: break
        }
        let resting = restingIndices
        let current: Int?
        switch motion {
        case .resting(let index): current = index
        case .animating(_, let target): current = target
        default: current = nil
        }
        switch action {
        case .increment:
            guard let current else {
                if let lowest = resting.first { move(to: lowest, time: time) }
                return
            }
            let height = engine.layout.states[current].height
            let position = resting.firstIndex(of: current)
            let next = position.map { $0 + 1 < resting.count ? resting[$0 + 1] : nil }
                ?? resting.first { engine.layout.states[$0].height > height }
            if let next { move(to: next, time: time) }
        case .decrement:
            guard let current else { return }
            let height = engine.layout.states[current].height
            let position = resting.firstIndex(of: current)
            let next = position.map { $0 > 0 ? resting[$0 - 1] : nil }
                ?? resting.last { engine.layout.states[$0].height < height }
            if let next {
                move(to: next, time: time)
            } else if isDismissible {
                dismiss(time: time)
            }
        case .escape:
            if isDismissible { dismiss(time: time) }
        }
    }

    // MARK: - Size changes (docs/behaviour.md#size-changes-and-other-new-heights)

    /// The container changed size (rotation, split view, a window resize). The sheet keeps its
    /// state by identity: resting, it stays in it at its new height; animating, it is retargeted
    /// to its target's new height; dragging, the drag is cancelled. No event but a cancelled
    /// drag's `willMove`; never a dismissal.
    @usableFromInline
    mutating func resize(to container: ContainerMetrics, time: Double) {
        advance(to: time)
        // The bar is the container's and outlasts a size change (it changes by `setBar` alone).
        var container = container
        container.bottomBar = engine.layout.container.bottomBar
        guard container != engine.layout.container else { return }  // the same size: nothing changes
        relayout(container: container, cancelsDrag: true)
    }

    /// The software keyboard now covers `height` points above the container's bottom edge (0:
    /// hidden; `keyboard`, docs/language.md#look-motion-and-feel). With `raise` every resting state's
    /// frame height grows by it, as a size change does
    /// (docs/behaviour.md#size-changes-and-other-new-heights) except that a drag goes on; with `expand`
    /// the sheet also moves to its highest state when the keyboard appears, and back to the state it
    /// was in (or going to) when it hides, unless it was dismissed meanwhile; `none` ignores it. With
    /// `duration`, a sheet resting in its state moves to the state's new height over it, ease-out, as
    /// the keyboard does (docs/behaviour.md#size-changes-and-other-new-heights: no `willMove`, no
    /// `settled`); without, at once. The same height again changes nothing.
    @usableFromInline
    mutating func setKeyboard(height: Double, duration: Double? = nil, curve: SheetKeyboardCurve = .easeOut, time: Double) {
        advance(to: time)
        let height = height.isFinite ? max(0, height) : 0
        guard height != keyboardHeight else { return }
        let appeared = keyboardHeight == 0 && height > 0, hid = keyboardHeight > 0 && height == 0
        keyboardHeight = height
        guard configuration.keyboard.avoid != .none else { return }
        relayout(container: engine.layout.container, cancelsDrag: false, over: duration, curve: TimingCurve(curve))
        guard configuration.keyboard.avoid == .expand else { return }
        if appeared, motion != .dismissed, let highest = restingIndices.last {
            switch motion {
            case .animating(_, let target?): stateBeforeKeyboard = target
            case .resting(let index): stateBeforeKeyboard = index
            default: stateBeforeKeyboard = lastResting
            }
            move(to: highest, time: time)
        } else if hid, let state = stateBeforeKeyboard {
            stateBeforeKeyboard = nil
            if motion != .dismissed { move(to: state, time: time) }
        }
    }

    /// The content now reports `height` points (`fit`, docs/language.md#states): a `fit` state takes its
    /// new height as a size change does (docs/behaviour.md#size-changes-and-other-new-heights), except
    /// that a drag goes on.
    @usableFromInline
    mutating func setContentHeight(_ height: Double?, time: Double) {
        advance(to: time)
        let height = height.flatMap { $0.isFinite ? max(0, $0) : nil }
        guard height != contentHeight else { return }
        contentHeight = height
        relayout(container: engine.layout.container, cancelsDrag: false)
    }

    /// Lays the configuration out again on `container` with the current keyboard, keeping the
    /// state by identity (docs/behaviour.md#size-changes-and-other-new-heights); a drag is cancelled for a size change only. With
    /// `duration` (the keyboard's), a sheet that keeps its state moves to its new height over it.
    /// When no state's height changes and the drag would go on, nothing else changes: a running
    /// animation goes on as it was.
    /// `shownBefore`: the height on screen before a reconfiguration (whose indices have changed).
    mutating func relayout(container: ContainerMetrics, cancelsDrag: Bool, over duration: Double? = nil,
                           curve: TimingCurve = .easeOut, shownBefore: Double? = nil) {
        let before = shownBefore ?? frame.height
        let shownInputs = geometryInputs(atHeight: before)
        let old = engine.layout.states
        engine = SheetEngine(configuration: configuration, container: container, keyboard: keyboardHeight, contentHeight: contentHeight)
        let new = engine.layout.states
        if !cancelsDrag, shownBefore == nil, old.count == new.count, old.indices.allSatisfy({ old[$0].height == new[$0].height }) { return }
        // A size change starts a move from at most the new highest state; any other change
        // (the keyboard, the content) from the frame on screen, so the height stays continuous.
        let ceiling = cancelsDrag ? engine.restingStates.last?.height ?? 0 : .greatestFiniteMagnitude
        if quietMotion, case .animating(_, let target?) = motion {
            motion = .resting(target)  // the keyboard moves again: its new move starts from the frame on screen
            quietMotion = false
        }
        switch motion {
        case .dismissed:
            touch = nil
        case .resting(let index):
            touch = nil
            let kept = restingIndex(near: index)
            motion = .resting(kept)
            let height = kept < engine.layout.states.count ? engine.layout.states[kept].height : 0
            if kept == index, let duration, duration > 0, duration.isFinite, abs(height - before) > 1e-9 {
                motion = .animating(SheetAnimator(easeOutFrom: min(before, ceiling), to: height, duration: duration, curve: curve, time: time), target: kept)
                quietMotion = true
                geometryTransition = GeometryTransition(from: shownInputs, to: (engine.layout.keyboardHeight, engine.layout.bar),
                                                        fromHeight: min(before, ceiling), toHeight: height)
            }
            if kept != index {
                // Its state is hidden on this container (docs/language.md#lengths): the lowest visible one
                // takes its place, and front ends hear of the new state.
                events.append(CoreEvent(time: self.time, kind: .willMove(.state(kept))))
                finish(at: self.time, target: kept)
            }
        case .animating(let animator, let target):
            let velocity = animator.state(at: self.time).velocity
            let from = min(before, ceiling)
            let index = target.map { restingIndex(near: $0) }
            if index != target, let index {
                events.append(CoreEvent(time: self.time, kind: .willMove(.state(index))))
            }
            let targetHeight = index.map { engine.layout.states[$0].height } ?? 0
            let restarted = SheetAnimator(from: from, velocity: velocity, to: targetHeight, dismisses: index == nil,
                                          animation: animation(dismissing: index == nil), reduceMotion: reduceMotion, time: self.time)
            motion = .animating(restarted, target: index)
            settleIfEnded()
        case .dragging where !cancelsDrag:
            // The drag goes on over the new heights; its release decides with them.
            break
        case .dragging:
            let anchor = touch.map { restingIndex(near: $0.anchor) } ?? lastResting
            let velocity = touch?.tracker.velocity(at: self.time) ?? 0
            touch = nil
            motion = .dragging(height: min(before, ceiling))
            animate(to: anchor, velocity: velocity, fromCode: false)
        }
        if let resting = restingIndices.first, !engine.layout.states.indices.contains(lastResting) || engine.layout.states[lastResting].height == 0 {
            lastResting = resting
        }
    }

    // MARK: - Reconfiguration (docs/behaviour.md#size-changes-and-other-new-heights)

    /// The sheet now follows `configuration` (a live reload, new states or heights): it keeps its
    /// state by name — resting in S, it rests in S at S's new height, at once and with no event;
    /// animating to T, it goes on to T's new height; a drag goes on over the new heights. A state
    /// that no longer exists (or is hidden here) is replaced by the lowest resting state, with
    /// `willMove` and `settled` at once (or a retarget while animating); never a dismissal.
    /// A dismissed sheet stays dismissed. Heights that do not change leave a running animation as it was.
    /// Events are stamped with state indices: a front end takes those of the old configuration first.
    @usableFromInline
    mutating func reconfigure(_ configuration: SheetConfiguration, time: Double) {
        advance(to: time)
        let before = frame.height
        let old = self.configuration.states
        // A state's new index by name; one that no longer exists gets an index past the end,
        // which the relayout replaces with the lowest resting state (an index that was already past
        // the end — a state gone in an earlier reconfiguration — stays so).
        let missing = configuration.states.count
        func index(_ old: [SheetState], _ index: Int) -> Int {
            guard old.indices.contains(index) else { return missing }
            return configuration.states.firstIndex { $0.name == old[index].name } ?? missing
        }
        // The same states in the same order: indices stand, and heights that did not change leave
        // a running animation as it was (as for any input that changes no height).
        let sameStates = old.count == missing && old.indices.allSatisfy { index(old, $0) == $0 }
        self.configuration = configuration
        switch motion {
        case .resting(let state): motion = .resting(index(old, state))
        case .animating(let animator, let target): motion = .animating(animator, target: target.map { index(old, $0) })
        case .dragging, .dismissed: break
        }
        lastResting = index(old, lastResting)
        stateBeforeKeyboard = stateBeforeKeyboard.map { index(old, $0) }
        releasedFrom = releasedFrom.map { index(old, $0) }
        if let anchor = touch?.anchor { touch?.anchor = index(old, anchor) }
        if case .state(let heading)? = touch?.heading { touch?.heading = .state(index(old, heading)) }
        relayout(container: engine.layout.container, cancelsDrag: false, shownBefore: sameStates ? nil : before)
        switch motion {
        case .resting(missing), .animating(_, target: missing?):
            motion = .dismissed  // nothing of the new configuration is visible here: nothing to rest in
            isLeaving = false
        default: break
        }
        lastResting = restingIndex(near: lastResting)
        if let anchor = touch?.anchor {
            let kept = restingIndex(near: anchor)
            touch?.anchor = kept
        }
        if case .state(let heading)? = touch?.heading {
            let kept = restingIndex(near: heading)
            touch?.heading = .state(kept)
        }
        if let state = stateBeforeKeyboard, state == missing { stateBeforeKeyboard = restingIndices.first }
    }

    // MARK: - Helpers

    /// The rest of a touch is ignored once code takes the sheet over.
    private mutating func endTouchForMoveFromCode() {
        if var taken = touch, taken.kind != .scrollOnly {
            taken.kind = .ignored
            touch = taken
        }
    }

    /// The sheet's current velocity (pt/s, positive downward): the animation's, or the finger's while dragging.
    private var currentVelocity: Double {
        switch motion {
        case .animating(let animator, _): return -animator.state(at: time).velocity
        case .dragging: return touch?.tracker.velocity(at: time) ?? 0
        case .resting, .dismissed: return 0
        }
    }

    /// Starts an animation to the state at `target` (`nil`: dismissed) from the current height,
    /// moving at `velocity` (pt/s, positive downward), and emits `willMove`. A spring from rest
    /// moved by code starts with the spec's `initialVelocity` instead. `releasedFrom`: a release
    /// started it, from a touch that began in that state (the settle says whether it changed state).
    private mutating func animate(to target: Int?, velocity: Double, fromCode: Bool, releasedFrom: Int? = nil) {
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
    private mutating func settleIfEnded() {
        if case .animating(var animator, let target) = motion {
            if let end = animator.ended(by: time) {
                finish(at: end, target: target)
            } else {
                motion = .animating(animator, target: target)
            }
        }
    }

    /// The animation of a move: the spec's, or its `dismiss` animation for a move towards dismissed.
    private func animation(dismissing: Bool) -> SheetAnimation {
        dismissing ? (configuration.animation.dismiss ?? configuration.animation) : configuration.animation
    }

    /// Indices of the states the sheet can rest in on this container, lowest first.
    private var restingIndices: [Int] {
        engine.layout.states.indices.filter { engine.layout.states[$0].height > 0 }
    }

    /// `index` if that state is visible here, else the lowest resting state (`nil`: none is visible).
    private func restingIndexIfAny(near index: Int) -> Int? {
        if engine.layout.states.indices.contains(index), engine.layout.states[index].height > 0 { return index }
        return restingIndices.first
    }

    /// `index` if that state is visible here, else the lowest resting state (else `index` itself).
    private func restingIndex(near index: Int) -> Int {
        restingIndexIfAny(near: index) ?? index
    }

    private func index(of target: SheetEngine.Target) -> Int? {
        switch target {
        case .dismissed: return nil
        case .state(let name): return configuration.states.firstIndex { $0.name == name }
        }
    }

    /// The height shown for a touch's proposed height: rubber banded past the drag bounds (or,
    /// with `rubberBand: false`, stopped at them — widened to where the touch found the sheet,
    /// so stopping an overshooting animation never jumps), within the container.
    private func displayed(_ touch: Touch) -> Double {
        let container = engine.layout.container.height
        if configuration.interaction.rubberBand {
            return Self.clamp(engine.displayedHeight(forProposed: touch.proposed), 0, container)
        }
        let bounds = engine.dragBounds
        return Self.clamp(touch.proposed, min(bounds.lowerBound, touch.startHeight), max(bounds.upperBound, touch.startHeight))
    }

    private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        value.isNaN ? low : min(max(value, low), max(low, high))
    }
}
