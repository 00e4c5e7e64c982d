// Inputs front ends pass as they are (issue 40): a two-way binding's target, the keyboard's frame and
// a `fit` measurement's safe area, so that the rules about them are the controller's.
extension SheetControllerCore {
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
}
