// Reconfiguration (docs/behaviour.md#size-changes-and-other-new-heights): a new configuration, states
// kept by name.
extension SheetControllerCore {
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
}
