// Touches (docs/behaviour.md#dragging-and-releasing): a finger's touch-down, moves, lift and cancel,
// the direction test, and the drag shared with an inner scroll view.
extension SheetControllerCore {
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

    // MARK: - Helpers

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
}
