#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What app code follows and steers (issue 27): every frame the controller returns, to any
/// number of observers (FloatingPanel's `floatingPanelDidMove`: a "locate me" button riding
/// above the drawer), the target of a move, and a move that says when it is done. Nothing is
/// decided here: the frames and events are the controller's.
extension SheetViewController {
    /// The frame on screen: height, alpha, `progress` (0 at the lowest resting state, 1 at the
    /// highest), phase, state and target (docs/behaviour.md#the-frame).
    public var frame: SheetFrame<State> { driver.frame }

    /// Where the sheet is going while it animates (a state or a dismissal); `nil` otherwise.
    public var target: SheetTarget<State>? { driver.frame.target }

    /// The state the sheet is animating to, else the one it rests in (`nil` while dragging,
    /// leaving or dismissed) — FloatingPanel's `state` during a move.
    public var targetState: State? { driver.controller.accessibilityState }

    /// Calls `observer` with every frame from now on — after each event and at each display
    /// refresh while the sheet animates — until the returned observation is cancelled or released
    /// (either stops it at once: `SheetObservers`).
    public func addFrameObserver(_ observer: @escaping (SheetFrame<State>) -> Void) -> SheetObservation {
        let observation = frameObservers.add(observer)
        observer(frame)
        return observation
    }

    /// Moves the sheet to `state` as `move(to:animated:)` does, then calls `completion(true)` when
    /// it rests there — at once when it already does — or `completion(false)` when something else
    /// (a finger, another move, a dismissal, a sheet stacked over it) takes it elsewhere first, or
    /// at once when it takes no move (covered by a sheet of its stack, or leaving it).
    public func move(to state: State, animated: Bool = true, completion: @escaping (Bool) -> Void) {
        guard driver.layer.takesInput else { return completion(false) }
        moveCompletions.append((state, completion))
        move(to: state, animated: animated)
        if driver.controller.currentState == state { completeMoves(resting: state) }
    }

    func notifyFrameObservers(_ frame: SheetFrame<State>) {
        frameObservers.notify(frame)
    }

    /// A settle completes the moves to that state; a move elsewhere, a drag or a dismissal ends the others.
    func completeMoves(after event: SheetEvent<State>) {
        guard !moveCompletions.isEmpty else { return }
        switch event.kind {
        case .settled(let state): completeMoves(resting: state)
        case .willMove(.state(let state)): finishMoves { $0 != state }
        case .willMove(.dismissed), .dismissed: finishMoves { _ in true }
        case .touch: break
        }
        if driver.controller.frame.phase == .dragging { finishMoves { _ in true } }
    }

    /// A sheet stacked over this one covers it: the moves asked of it will not end where they were going.
    func endMovesForStack() {
        finishMoves { _ in true }
    }

    private func completeMoves(resting state: State) {
        let done = moveCompletions.filter { $0.state == state }
        moveCompletions.removeAll { $0.state == state }
        finishMoves { _ in true }
        done.forEach { $0.completion(true) }
    }

    private func finishMoves(where ended: (State) -> Bool) {
        let over = moveCompletions.filter { ended($0.state) }
        moveCompletions.removeAll { ended($0.state) }
        over.forEach { $0.completion(false) }
    }
}
#endif
