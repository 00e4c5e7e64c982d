#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import Combine
import SwiftUI

/// The SwiftUI front end's state: the shared `SheetDriver` (controller, clock, display link),
/// published frame by frame, and the settles and dismissals the binding is told about.
///
/// An `ObservableObject` rather than `@Observable`, which needs iOS 17.
@MainActor
final class SheetModel<Sheet: SheetDefinition>: ObservableObject {
    /// The frame to draw.
    @Published private(set) var frame: SheetFrame<Sheet.State>
    /// A settled state, or `nil` for a dismissal: what the binding is set to.
    let stateChanges = PassthroughSubject<Sheet.State?, Never>()

    private let driver = SheetDriver<Sheet.State>(configuration: Sheet.configuration)
    /// The container the controller was last given; `nil` until the layout is known.
    private var container: ContainerMetrics?
    /// What the binding asked for before the layout was known (`.some(nil)`: dismissed).
    private var requestBeforeLayout: Sheet.State??
    /// A drag sent its touch-down and neither its lift nor a cancel yet.
    private var touchIsDown = false

    init() {
        frame = driver.controller.frame
        driver.draw = { [weak self] frame in
            guard let self, self.frame != frame else { return }
            self.frame = frame
        }
        driver.handle = { [weak self] event in self?.handle(event) }
    }

    // MARK: What the views read

    /// The sheet's configuration.
    var configuration: SheetConfiguration { Sheet.configuration }

    /// The card's own height with its top `height` points up (`SheetLayout.cardHeight`).
    func cardHeight(atFrameHeight height: Double) -> Double {
        driver.controller.engine.layout.cardHeight(atFrameHeight: height)
    }

    /// Whether the area above the card takes touches (the backdrop) or lets them through to the
    /// content under the modifier: the controller's answer for a point above any sheet.
    var backdropTakesTouches: Bool {
        driver.controller.backdropTakesTouches
    }

    /// The handle's accessibility value: the state's spoken name, localized.
    var accessibilityValue: String {
        driver.controller.accessibilityText?.localized ?? ""
    }

    /// Whether VoiceOver's escape gesture is offered.
    var isDismissible: Bool {
        driver.controller.isDismissible
    }

    // MARK: Events in

    /// The container's size or safe area changed (or is known for the first time).
    func resize(to metrics: ContainerMetrics) {
        guard metrics != container else { return }
        container = metrics
        driver.send { controller, time in controller.resize(to: metrics, time: time) }
        if let request = requestBeforeLayout, metrics.height > 0 {
            requestBeforeLayout = nil
            follow(request)
        }
    }

    /// The binding asks for `state` (`nil`: dismissed); from `nil`, the sheet rises from the
    /// bottom edge. Before the layout is known the request waits for it.
    func follow(_ state: Sheet.State?) {
        guard let container, container.height > 0 else {
            requestBeforeLayout = .some(state)
            return
        }
        if let state {
            driver.send { controller, time in controller.move(to: state, time: time) }
        } else {
            driver.send { controller, time in controller.dismiss(time: time) }
        }
    }

    /// Reduce Motion changed.
    /// The software keyboard now covers `height` points of the container's bottom edge (spec-language §7 `keyboard`).
    /// The controller animates the move over the keyboard's `duration` (runtime.md §10).
    func setKeyboard(height: Double, duration: Double) {
        driver.send { controller, time in controller.setKeyboard(height: height, duration: duration, time: time) }
    }

    /// The content reports its own height, for a `fit` state (spec-language §7); changes under half a point are noise.
    func setContentHeight(_ height: Double) {
        guard height.isFinite, height > 0, driver.controller.contentHeight.map({ abs($0 - height) > 0.5 }) ?? true else { return }
        driver.send { controller, time in controller.setContentHeight(height, time: time) }
    }

    func setReduceMotion(_ enabled: Bool) {
        guard driver.controller.reduceMotion != enabled else { return }
        driver.send { controller, _ in controller.reduceMotion = enabled }
    }

    /// A drag's finger went down at (`startX`, `startHeight`) (first call) and is now at `height`.
    /// The controller routes the touch by its point (runtime.md §10) — a drag on the backdrop beside
    /// a narrow card moves nothing — and estimates the release velocity from the moves' times.
    func dragChanged(startHeight: Double, startX: Double, height: Double) {
        if !touchIsDown {
            touchIsDown = true
            driver.send { controller, time in controller.touchDown(atHeight: startHeight, x: startX, time: time) }
        }
        driver.send { controller, time in controller.touchMoved(toHeight: height, time: time) }
    }

    /// The finger lifted. SwiftUI's velocity is a prediction, so the controller estimates it (runtime.md §2).
    func dragEnded() {
        guard touchIsDown else { return }
        touchIsDown = false
        driver.send { controller, time in controller.touchUp(velocity: nil, time: time) }
    }

    /// The drag's gesture state reset: without a lift first, the system took the touch.
    func dragReset() {
        guard touchIsDown else { return }
        touchIsDown = false
        driver.send { controller, time in controller.touchCancelled(time: time) }
    }

    /// A tap on the backdrop.
    func tapBackdrop() {
        driver.send { controller, time in controller.tapBackdrop(time: time) }
    }

    /// A VoiceOver action on the handle.
    func perform(_ action: SheetAccessibilityAction) {
        driver.send { controller, time in controller.perform(action, time: time) }
    }

    // MARK: Events out

    private func handle(_ event: SheetEvent<Sheet.State>) {
        switch event.kind {
        case .willMove:
            break
        case .settled(let state):
            stateChanges.send(state)
            if event.byGesture { configuration.feedback.settle.play() }
            SheetHandleAccessibilityElement.postSheetSettled()
        case .dismissed:
            stateChanges.send(nil)
        case .touch:
            break  // routed where it went down: the gesture asked the controller (runtime.md §10)
        }
    }
}
#endif
