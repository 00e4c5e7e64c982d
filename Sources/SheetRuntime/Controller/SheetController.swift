/// The headless sheet over time: events in, a frame out (docs/behaviour.md).
///
/// Everything a sheet does — following a finger, animating, being interrupted or
/// cancelled, sharing a drag with a scroll view, resizing, moving from code, VoiceOver —
/// is decided here and nowhere else. It has no clock, run loop or UI framework: every
/// event carries its time in seconds, and animations are closed-form, so the frame at a
/// time is the same whoever asks and however often. Front ends (the UIKit adapter, the
/// SwiftUI modifier, `sheetc simulate --events`, the browser playground) only feed it
/// events and draw `frame`; they read `takeEvents()` for `willMove`, `settled` and
/// `dismissed`.
///
/// Heights are points above the container's bottom edge; velocities are points per
/// second, positive downward (UIKit's pan velocity). Times never go backwards: an event
/// stamped earlier than the last one is taken as happening at the last one's time.
///
/// States are typed: `SheetController<GlideCard.State>` takes and gives `GlideCard.State`
/// values. (The rules live in a non-generic core; these inlinable methods only translate
/// states, so a display link's frame costs no generic dispatch.)
public struct SheetController<State: SheetStateName>: Sendable {
    @usableFromInline var core: SheetControllerCore
    /// The typed state of each entry of `configuration.states`.
    @usableFromInline private(set) var stateValues: [State]
    /// Events translated before a reconfiguration changed the states' indices, not yet taken.
    @usableFromInline var eventsBeforeReconfiguration: [SheetEvent<State>] = []

    /// A controller for `configuration` on `container`, resting in the initial state at `time` —
    /// or, with `presented: false`, dismissed, so that a front end presents it with
    /// `move(to: initialState)` and the sheet rises from the bottom edge.
    ///
    /// Every state of the configuration must be a value of `State` (generated code and
    /// `NamedSheetState` always are).
    public init(configuration: SheetConfiguration, container: ContainerMetrics, reduceMotion: Bool = false, time: Double = 0,
                presented: Bool = true) {
        core = SheetControllerCore(configuration: configuration, container: container, reduceMotion: reduceMotion, time: time,
                                   presented: presented)
        stateValues = Self.values(of: configuration)
    }

    /// The typed state of each of the configuration's states.
    @usableFromInline static func values(of configuration: SheetConfiguration) -> [State] {
        configuration.states.map { state in
            guard let value = State(rawValue: state.name) else {
                preconditionFailure("the configuration's state '\(state.name)' is not a value of \(State.self)")
            }
            return value
        }
    }

    /// A controller for a generated sheet, resting in its initial state at `time`.
    public init<Sheet: SheetDefinition>(_ sheet: Sheet.Type, container: ContainerMetrics, reduceMotion: Bool = false, time: Double = 0,
                                        presented: Bool = true)
    where Sheet.State == State {
        self.init(configuration: Sheet.configuration, container: container, reduceMotion: reduceMotion, time: time, presented: presented)
    }

    // MARK: - What a front end reads

    /// The configuration the sheet follows.
    @inlinable public var configuration: SheetConfiguration { core.configuration }
    /// The configuration laid out on the current container (layout, release rule, dimming).
    @inlinable public var engine: SheetEngine { core.engine }
    /// The time of the latest event or frame, in seconds.
    @inlinable public var time: Double { core.time }

    /// Reduce Motion: every animation started from now on is a critically damped spring of the
    /// same duration (no overshoot). Front ends set it from the system setting.
    @inlinable public var reduceMotion: Bool {
        get { core.reduceMotion }
        set { core.reduceMotion = newValue }
    }

    /// The frame at `time`.
    @inlinable public var frame: SheetFrame<State> {
        typed(core.frame)
    }

    /// This frame moved to `height` by something other than the controller (a stack hiding or
    /// bringing back a covered sheet): the same phase, state and target, its alpha, progress and
    /// card shape for that height, with the keyboard and bar as they stand.
    func frame(movedTo height: Double) -> SheetFrame<State> {
        var frame = core.frame
        frame.height = height
        core.fillShape(of: &frame, keyboard: core.engine.layout.keyboardHeight, bar: frame.bar)
        return typed(frame)
    }

    /// `frame` with its states as values of `State`.
    @inlinable func typed(_ frame: SheetControllerCore.CoreFrame) -> SheetFrame<State> {
        SheetFrame(time: frame.time, height: frame.height, alpha: frame.alpha, phase: frame.phase,
                          state: frame.state.map { stateValues[$0] }, target: frame.target.map(target),
                          scrollOffset: frame.scrollOffset, x: frame.x, width: frame.width, progress: frame.progress,
                          bottom: frame.bottom, cornerRadius: frame.cornerRadius, bottomCornerRadius: frame.bottomCornerRadius,
                          opacity: frame.opacity, bar: frame.bar)
    }

    /// Moves time on to `time` (finishing an animation that ends by then) and returns the frame.
    @inlinable public mutating func frame(at time: Double) -> SheetFrame<State> {
        core.advance(to: time)
        return frame
    }

    /// The events since the last call, in order.
    @inlinable public mutating func takeEvents() -> [SheetEvent<State>] {
        let earlier = eventsBeforeReconfiguration
        eventsBeforeReconfiguration = []
        return earlier + core.takeEvents().map { event in
            switch event.kind {
            case .willMove(let index): return SheetEvent(time: event.time, kind: .willMove(target(index)))
            case .settled(let index): return SheetEvent(time: event.time, kind: .settled(stateValues[index]), byGesture: event.byGesture)
            case .dismissed: return SheetEvent(time: event.time, kind: .dismissed)
            case .touch(let destination): return SheetEvent(time: event.time, kind: .touch(destination))
            }
        }
    }

    /// The state the sheet rests in; `nil` while it moves or is dismissed.
    @inlinable public var currentState: State? { core.currentState.map { stateValues[$0] } }

    /// What VoiceOver says the sheet's state is: the resting state, else the animation's target
    /// (`nil` while dragging, dismissed or leaving).
    @inlinable public var accessibilityState: State? { core.accessibilityState.map { stateValues[$0] } }

    /// What VoiceOver says for the handle's value: that state's spoken name
    /// (docs/language.md#look-motion-and-feel `accessibility.states`), for the front end to localize.
    @inlinable public var accessibilityText: LocalizedText? { core.accessibilityText }

    /// Whether the last lift left its fling to the scroll view (docs/behaviour.md#an-inner-scroll-view:
    /// the content scrolled at the highest state, or the sheet does not track its scroll view): a front
    /// end lets the scroll view decelerate then, and stops it otherwise.
    @inlinable public var scrollViewKeepsFling: Bool { core.scrollViewKeepsFling }

    /// Whether the sheet is dismissed (only `move(to:)` brings it back).
    @inlinable public var isDismissed: Bool { core.isDismissed }

    /// Whether VoiceOver's escape gesture, or a decrement past the lowest state, may dismiss the sheet.
    @inlinable public var isDismissible: Bool { core.isDismissible }

    /// Where a touch going down now `height` points above the container's bottom edge and `x`
    /// from its left edge (`nil`: the card's horizontal centre) belongs; `inScrollView`: inside the
    /// sheet's scroll view (docs/behaviour.md#dragging-and-releasing). `.sheet`: it starts a drag.
    /// Front ends ask this to hit-test (a `.passthrough` point is not theirs); `touchDown` applies the
    /// same rule.
    @inlinable public func destination(ofTouchAtHeight height: Double, x: Double? = nil, inScrollView: Bool = false) -> SheetTouchDestination {
        core.destination(ofTouchAtHeight: height, x: x, inScrollView: inScrollView)
    }

    /// Whether the area outside the card takes touches now (the backdrop; modal to VoiceOver) rather
    /// than passing them to the content behind.
    @inlinable public var backdropTakesTouches: Bool { core.backdropTakesTouches }

    @inlinable func target(_ index: SheetControllerCore.TargetIndex) -> SheetTarget<State> {
        switch index {
        case .state(let state): return .state(stateValues[state])
        case .dismissed: return .dismissed
        }
    }

    // MARK: - Events

    /// Moves time on to `time`: an animation that ends by then settles (or dismisses), stamped
    /// with its own end time.
    @inlinable public mutating func advance(to time: Double) { core.advance(to: time) }

    /// A finger goes down `height` points above the container's bottom edge and `x` from its left
    /// edge (`nil`: the card's horizontal centre); with `scrollOffset`, inside the sheet's scroll
    /// view, whose content offset that is (0 = top). Where `destination(ofTouchAtHeight:x:inScrollView:)`
    /// says `.sheet` it starts a drag, stopping an animation where it is; elsewhere it is reported
    /// (a `touch` event, and the result) and the rest of it is ignored — except in a scroll view
    /// that keeps it, whose offset follows the finger.
    @inlinable @discardableResult
    public mutating func touchDown(atHeight height: Double, x: Double? = nil, scrollOffset: Double? = nil, time: Double) -> SheetTouchDestination {
        core.touchDown(atHeight: height, x: x, scrollOffset: scrollOffset, time: time)
    }

    /// The finger is now `height` points above the container's bottom edge, at `time`: the touch's
    /// own timestamp, from which the controller estimates the release velocity
    /// (docs/behaviour.md#dragging-and-releasing).
    ///
    /// With `x` (from the container's left edge), the controller applies the direction test: a touch
    /// that went down with an x on a resting sheet moves nothing until the finger is
    /// `SheetEngine.directionSlop` points from where it landed; then a mostly horizontal movement
    /// hands it back (a `touch` event: `content`, or `backdrop` beside the card) and any other starts
    /// the drag, 1:1 from where the finger landed. A touch that stopped an animation holds the sheet
    /// whatever its direction. Returns whether the sheet still takes the touch (`false` once handed
    /// back or ignored): a front end lets its platform's other gestures have it then.
    @inlinable @discardableResult
    public mutating func touchMoved(toHeight height: Double, x: Double? = nil, time: Double) -> Bool {
        core.touchMoved(toHeight: height, x: x, time: time)
    }

    /// Whether a finger is down and holds the sheet: it stopped an animation
    /// (docs/behaviour.md#interrupting-cancelling-moving-from-code: the sheet keyboard motion
    /// included), or its drag has begun. A front end whose gesture waits for a movement before it
    /// begins asks this after `touchDown`, and begins at once when it says so.
    @inlinable public var fingerHoldsSheet: Bool { core.fingerHoldsSheet }

    /// The finger lifts at `time` (the touch's own timestamp). Front ends pass no `velocity`: the
    /// controller's estimate from the finger's last 0.1 s is the one every front end uses
    /// (docs/behaviour.md#dragging-and-releasing); `velocity` (pt/s, positive downward) is for tests
    /// and `simulate`'s `up <v>`.
    @inlinable public mutating func touchUp(velocity: Double? = nil, time: Double) {
        core.touchUp(velocity: velocity, time: time)
    }

    /// The system cancelled the touch: the sheet goes back to the state it rested in, or was
    /// going to, when the touch went down — never to a dismissal.
    @inlinable public mutating func touchCancelled(time: Double) { core.touchCancelled(time: time) }

    /// Moves the sheet to `state`: nothing when it rests there or is going there; a retarget when
    /// animating elsewhere; the end of a drag (the rest of that touch is ignored). A state of
    /// height 0 (a hidden `closed`) is `dismiss()`. A dismissed sheet is presented again from 0.
    @inlinable public mutating func move(to state: State, time: Double) {
        guard let index = stateValues.firstIndex(of: state) else { return core.advance(to: time) }
        core.move(to: index, time: time)
    }

    /// Moves the sheet to `state` without animating (`animated: false`): it is there at once, with
    /// `willMove` and `settled` at `time` (nothing when it already rests there).
    @inlinable public mutating func move(to state: State, animated: Bool, time: Double) {
        guard !animated else { return move(to: state, time: time) }
        guard let index = stateValues.firstIndex(of: state) else { return core.advance(to: time) }
        core.place(at: index, time: time)
    }

    /// Draws the sheet from `height` back to the state it rests in, with no event: a stack's hidden
    /// sheet returning (`SheetStackLayer`).
    mutating func returnQuietly(from height: Double, time: Double) {
        core.returnQuietly(from: height, time: time)
    }

    /// Moves the sheet off screen. From code it always works (`dismissible` governs gestures
    /// and VoiceOver only).
    @inlinable public mutating func dismiss(time: Double) { core.dismiss(time: time) }

    /// Dismisses the sheet at once, without animating (`willMove` and `dismissed` at `time`).
    @inlinable public mutating func dismiss(animated: Bool, time: Double) {
        guard !animated else { return dismiss(time: time) }
        core.place(at: nil, time: time)
    }

    /// The platform takes the sheet away — UIKit dismissing the presentation it is in, a parent's
    /// dismissal — so it leaves (animated from where it is, or at once) and nothing stops it: until
    /// `dismissed`, touches pass through and start no drag, the backdrop takes none, and `move(to:)`,
    /// `follow(_:)` and VoiceOver are refused (docs/behaviour.md#interrupting-cancelling-moving-from-code).
    /// `leave(animated: false)` while leaving finishes the dismissal at once.
    @inlinable public mutating func leave(animated: Bool, time: Double) { core.leave(animated: animated, time: time) }

    /// Whether the sheet is being taken away (`leave`) and is not dismissed yet.
    @inlinable public var isLeaving: Bool { core.isLeaving }

    /// A tap on the backdrop: dismisses when the spec allows it (`tapToDismiss`, `dismissible`,
    /// no pass-through) and no drag is under way. Front ends pass the tap's point (`height` above
    /// the bottom edge, `x` from the left edge): a tap that is not on the backdrop by
    /// `destination(ofTouchAtHeight:x:)` — on a grab handle drawn above the card, beside the card with
    /// `dragArea: container` — changes nothing. Without a point it is a backdrop tap (`tap-backdrop`).
    @inlinable public mutating func tapBackdrop(atHeight height: Double? = nil, x: Double? = nil, time: Double) {
        core.tapBackdrop(atHeight: height, x: x, time: time)
    }

    /// A VoiceOver action on the grab handle (ignored during a drag and once dismissed).
    @inlinable public mutating func perform(_ action: SheetAccessibilityAction, time: Double) {
        core.perform(action, time: time)
    }

    /// The sheet now follows `configuration` — a manifest reloaded while it is shown, states added or
    /// removed, heights changed — keeping its state by name
    /// (docs/behaviour.md#size-changes-and-other-new-heights): resting in a state that still exists, it
    /// rests there at the new height at once, with no event; animating, it goes on to its target's new
    /// height; a drag goes on. A state that no longer exists is replaced by the lowest resting state
    /// (`willMove` and `settled` at once), never by a dismissal; a dismissed sheet stays dismissed.
    /// Every state of `configuration` must be a value of `State` (`NamedSheetState` always is).
    @inlinable public mutating func reconfigure(_ configuration: SheetConfiguration, time: Double) {
        let values = Self.values(of: configuration)
        core.advance(to: time)
        eventsBeforeReconfiguration = takeEvents()  // named with the states they happened in
        core.reconfigure(configuration, time: time)
        stateValues = values
    }

    /// The container changed size (rotation, split view, a window resize). The sheet keeps its
    /// state by identity: resting, it stays in it at its new height; animating, it is retargeted
    /// to its target's new height; dragging, the drag is cancelled. No event but a cancelled
    /// drag's `willMove`; never a dismissal.
    @inlinable public mutating func resize(to container: ContainerMetrics, time: Double) {
        core.resize(to: container, time: time)
    }

    /// The software keyboard now covers `height` points above the container's bottom edge (0:
    /// hidden). The spec's `keyboard.avoid` says what the sheet does: `raise` its resting states
    /// by that much (a state keeps its identity, a drag goes on), `expand` that and a move to the
    /// highest state while the keyboard shows and back after, `none` nothing. With `duration` (UIKit:
    /// the keyboard notification's), the sheet follows over that time, ease-out, as an animation with
    /// no `willMove` or `settled` (docs/behaviour.md#size-changes-and-other-new-heights); without, at
    /// once. The same height again changes nothing.
    @inlinable public mutating func setKeyboard(height: Double, duration: Double? = nil, time: Double) {
        core.setKeyboard(height: height, duration: duration, time: time)
    }

    /// The content now reports `height` points (`nil`: none): a `fit` state (docs/language.md#states)
    /// takes its height from it — keeping its identity, a drag going on
    /// (docs/behaviour.md#size-changes-and-other-new-heights).
    @inlinable public mutating func setContentHeight(_ height: Double?, time: Double) {
        core.setContentHeight(height, time: time)
    }

    /// The content's height, as last reported (`nil`: none yet).
    @inlinable public var contentHeight: Double? { core.contentHeight }

    /// How far the software keyboard covers the container's bottom edge, as last set (0: hidden).
    @inlinable public var keyboardHeight: Double { core.keyboardHeight }
}
