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
    /// Called with every frame: after each event, and at each refresh while animating.
    var draw: ((SheetFrame<State>) -> Void)?
    /// Called with each of the controller's events, in order, after the frame is drawn.
    var handle: ((SheetEvent<State>) -> Void)?

    /// `CACurrentMediaTime()` at the controller's time 0.
    private let epoch: CFTimeInterval
    private let displayLink = SheetDisplayLink()

    /// A driver for `configuration`, not yet presented: dismissed, at height 0.
    init(configuration: SheetConfiguration) {
        // Presenting is the adapter's business (runtime.md §9): the sheet starts dismissed and
        // rises from the bottom edge when the container moves it to its first state.
        let controller = SheetController<State>(
            configuration: configuration, container: ContainerMetrics(width: 0, height: 0, topSafeAreaInset: 0, bottomSafeAreaInset: 0),
            presented: false)
        self.controller = controller
        epoch = CACurrentMediaTime() - controller.time
        displayLink.onTick = { [weak self] in self?.tick() }
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

    /// Draws the current frame without an event: the first one, so the card and backdrop start
    /// as the controller has them (dismissed, hidden) rather than as UIKit made them.
    func redraw() {
        draw?(controller.frame)
    }

    private func tick() {
        controller.advance(to: now)
        render()
    }

    private func render() {
        let frame = controller.frame
        draw?(frame)
        // Frames are needed only while the sheet moves on its own; a finger's moves draw themselves.
        displayLink.isRunning = frame.phase == .animating
        // Taken before dispatching: a callback may send new events, which dispatch themselves.
        for event in controller.takeEvents() {
            handle?(event)
        }
    }
}
#endif
