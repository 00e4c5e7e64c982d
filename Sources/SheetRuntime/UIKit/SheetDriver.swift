#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The part every UIKit-based front end shares: the controller, its clock, the display link
/// and the pump that draws each frame and hands out the controller's events.
///
/// The UIKit container and the SwiftUI modifier both feed events through `send` and draw what
/// `draw` is given; neither keeps a clock or a rule of its own. Times are seconds on
/// `CACurrentMediaTime()`'s clock (which `UITouch` timestamps share: both count from the system's
/// start), less an epoch.
@MainActor
final class SheetDriver<State: SheetStateName> {
    /// The headless sheet. Read freely; change it only through `send`, so every change is drawn.
    private(set) var controller: SheetController<State>
    /// What a stack of sheets does to this one (`SheetStackLayer`): covered by another, hiding, or
    /// leaving with the stack. Change it only through `sendToLayer`, so every change is drawn.
    private(set) var layer = SheetStackLayer()
    /// Called with every frame: after each event, and at each refresh while animating.
    var draw: ((SheetFrame<State>) -> Void)?
    /// Called with each of the controller's events, in order, after the frame is drawn; `heard`:
    /// whether the app hears of it (`SheetStackLayer.passes`: a hidden sheet's own moves, and a
    /// rising one's, are silent). The container's own bookkeeping follows every event.
    var handle: ((_ event: SheetEvent<State>, _ heard: Bool) -> Void)?

    /// `CACurrentMediaTime()` at the controller's time 0.
    private let epoch: CFTimeInterval
    private let displayLink = SheetDisplayLink()
    /// A frame is being drawn and its events dispatched: a `send` from inside (a frame observer's
    /// `move(to:)`, a `fit` re-measure that layout triggers) changes the controller at once and
    /// is drawn by the loop already running, after the frame in hand.
    private var isRendering = false
    private var needsRender = false

    /// A driver for `configuration`, not yet presented: dismissed, at height 0.
    init(configuration: SheetConfiguration) {
        // Presenting is the adapter's business: the sheet starts dismissed and
        // rises from the bottom edge when the container moves it to its first state.
        let controller = SheetController<State>(
            configuration: configuration, container: ContainerMetrics(width: 0, height: 0, topSafeAreaInset: 0, bottomSafeAreaInset: 0),
            presented: false)
        self.controller = controller
        epoch = CACurrentMediaTime() - controller.time
        displayLink.onTick = { [weak self] target in self?.tick(target: target) }
    }

    /// The controller's clock now.
    var now: Double {
        CACurrentMediaTime() - epoch
    }

    /// Feeds the controller one event at the current time — or, for a touch, at `timestamp`, its
    /// own (`UITouch.timestamp`), so that the release velocity the controller estimates follows the
    /// finger, not the moments UIKit dispatched it — then draws and dispatches.
    func send(at timestamp: TimeInterval? = nil, _ event: (inout SheetController<State>, _ time: Double) -> Void) {
        let time = timestamp.map { $0 - epoch } ?? now
        event(&controller, time)
        render()
    }

    /// Feeds the stack's rules one change of this sheet at the current time (it is covered, it
    /// returns, it leaves with the stack), then draws and dispatches.
    func sendToLayer(_ change: (inout SheetStackLayer, inout SheetController<State>) -> Void) {
        controller.advance(to: max(now, controller.time))
        layer.advance(to: controller.time)
        change(&layer, &controller)
        render()
    }

    /// The sheet has left its stack (dismissed): shown again, it stands alone.
    func leaveStack() {
        layer = SheetStackLayer()
    }

    /// The frame drawn: the controller's, as the stack shows it (a covered sheet's phase is `covered`).
    var frame: SheetFrame<State> {
        layer.frame(of: controller)
    }

    /// Draws the current frame without an event: the first one, so the card and backdrop start
    /// as the controller has them (dismissed, hidden) rather than as UIKit made them.
    func redraw() {
        draw?(frame)
    }

    /// A refresh: the frame for the moment it will be on screen (the link's `targetTimestamp`),
    /// not the moment the callback happens to run, so the motion does not judder with its jitter.
    private func tick(target: CFTimeInterval) {
        controller.advance(to: max(target - epoch, controller.time))
        layer.advance(to: controller.time)
        render()
    }

    /// Draws the controller's frame and hands out its events, until neither brings another change;
    /// only then does the phase decide whether the display link runs, so a callback that starts a
    /// move (or a `send` nested in one) never has the link switched off under it.
    private func render() {
        guard !isRendering else {
            needsRender = true
            return
        }
        isRendering = true
        repeat {
            needsRender = false
            draw?(frame)
            // Taken before dispatching: a callback may send new events, which the loop draws next.
            for event in controller.takeEvents() {
                handle?(event, layer.passes(event))
            }
        } while needsRender
        isRendering = false
        // Frames are needed only while the sheet moves on its own; a finger's moves draw themselves.
        // A sheet hiding under another moves by the stack's motion (rising back, by its controller's).
        displayLink.isRunning = controller.frame.phase == .animating || layer.isMoving(at: controller.time)
    }
}
#endif
