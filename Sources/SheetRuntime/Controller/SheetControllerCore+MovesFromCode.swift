// Moves from code (docs/behaviour.md): to a state, at once, a dismissal, the platform taking the sheet
// away, a tap on the backdrop and VoiceOver's actions.
extension SheetControllerCore {
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

    /// Draws the sheet from `height` back to the state it rests in, quietly as the keyboard's moves
    /// are (no `willMove`, no `settled`), with its animation: a sheet a stack hid comes back into
    /// sight (`SheetStackLayer.uncover`). Its own motion, so a touch holds it where it is drawn and a
    /// move from code or a dismissal starts from there. Nothing unless it rests.
    mutating func returnQuietly(from height: Double, time: Double) {
        advance(to: time)
        guard case .resting(let index) = motion, engine.layout.states.indices.contains(index) else { return }
        let target = engine.layout.states[index].height
        guard abs(target - height) > 1e-9 else { return }
        motion = .animating(SheetAnimator(from: height, velocity: 0, to: target, dismisses: false,
                                          animation: configuration.animation, reduceMotion: reduceMotion, time: self.time),
                            target: index)
        quietMotion = true
        geometryTransition = nil  // a keyboard's or bar's, from an earlier quiet move
        settleIfEnded()
    }
}
