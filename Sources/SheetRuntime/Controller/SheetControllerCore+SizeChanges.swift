// Size changes (docs/behaviour.md#size-changes-and-other-new-heights): the container's, the software
// keyboard's and a `fit` content's, all laid out again by `relayout`.
extension SheetControllerCore {
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
}
