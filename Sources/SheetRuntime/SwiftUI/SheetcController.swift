#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The sheet a `.sheetc` shows, for app code: what UIKit app code gets from the container — a typed
/// `move(to:completion:)`, the frame stream, and the container itself with its escape hatches
/// (`panGestureRecognizer`, `cardView`, `trackScrollView(_:)`, …). Make one, keep it
/// (`@State private var drawer = SheetcController<PlacesDrawer.State>()`) and pass it to
/// `.sheetc(…, controller: drawer)`. It decides nothing: every call goes to the container's
/// `SheetController`, and the `state` binding follows as it does for a drag.
@MainActor
public final class SheetcController<State: SheetStateName> {
    /// The UIKit container showing the sheet: `nil` until `.sheetc` has made it (its first update),
    /// and for a configuration whose states `State` does not all name (no sheet is shown).
    public private(set) weak var container: SheetViewController<State>?
    /// App code's frame observers: they hear every frame, after SwiftUI's update when one is drawn
    /// during it, as `onFrame` does.
    let observers = SheetObservers<SheetFrame<State>>()

    /// A controller for one `.sheetc`: it reaches the sheet once that place has made it.
    public init() {}

    /// The frame on screen (`nil` before the sheet is made).
    public var frame: SheetFrame<State>? { container?.frame }

    /// The state the sheet is animating to, else the one it rests in.
    public var targetState: State? { container?.targetState }

    /// Moves the sheet to `state` as `SheetViewController.move(to:animated:completion:)` does: the
    /// binding shows it when the move starts. Before the sheet is made, `completion(false)` — set the
    /// binding instead.
    public func move(to state: State, animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        guard let container else { completion?(false); return }
        container.move(to: state, animated: animated) { completion?($0) }
    }

    /// Dismisses the sheet through its controller (the binding becomes `nil`).
    public func dismiss() {
        container?.dismiss()
    }

    /// Calls `observer` with every frame from now on — at once with the frame on screen when the sheet
    /// is made, else from its first frame — until the observation is cancelled or released (either
    /// stops it at once).
    public func addFrameObserver(_ observer: @escaping (SheetFrame<State>) -> Void) -> SheetObservation {
        let observation = observers.add(observer)
        if let frame { observer(frame) }
        return observation
    }

    /// `.sheetc` made its container (or handed this controller to another place). Called during
    /// SwiftUI's update, so it notifies no one: the frames reach the observers through the coordinator,
    /// after the update, from the first one on.
    func attach(_ container: SheetViewController<State>) {
        self.container = container
    }
}
#endif
