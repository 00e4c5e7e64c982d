// What a front end reads: the frame, the state and what VoiceOver says of it, and where a touch
// going down now belongs.
extension SheetControllerCore {
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
        // With the keyboard and bar where an animated change of theirs has brought them.
        let inputs = geometryInputs(atHeight: frame.height)
        fillShape(of: &frame, keyboard: inputs.keyboard, bar: inputs.bar)
        return frame
    }

    /// Fills in what follows from `frame`'s height alone, with the keyboard and the bar at
    /// `keyboard` and `bar`: the backdrop's alpha, the progress and the card's shape, from the one
    /// geometry every front end draws. The controller's frames and the stack's moves of a covered
    /// sheet both come through here.
    @usableFromInline
    func fillShape(of frame: inout CoreFrame, keyboard: Double, bar: Double) {
        frame.alpha = engine.dimmingAlpha(atHeight: frame.height)
        frame.progress = progress(atHeight: frame.height)
        frame.bar = bar
        let card = CardGeometry(layout: engine.layout, appearance: configuration.appearance, atFrameHeight: frame.height,
                                keyboard: keyboard, bar: bar)
        frame.x = card.x
        frame.width = card.width
        frame.bottom = card.bottom
        frame.cornerRadius = card.cornerRadius
        frame.bottomCornerRadius = card.bottomCornerRadius
        frame.opacity = card.opacity
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

    /// Whether the sheet is dismissed (only `move(to:)` brings it back).
    @usableFromInline var isDismissed: Bool { motion == .dismissed }

    /// Whether a keyboard's or bar's change is moving the sheet now (no gesture, no code).
    var isQuietlyMoving: Bool {
        if quietMotion, case .animating = motion { return true }
        return false
    }

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
    func route(height: Double, x: Double?, inScrollView: Bool) -> (destination: SheetTouchDestination, onCard: Bool) {
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
}
