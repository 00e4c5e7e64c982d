#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// Keeps the container and the binding in step. Whether a binding value moves the sheet is the
/// controller's (`SheetController.follow`: only when it is not where the sheet is heading); what the
/// binding shows is the controller's too (`boundState`, written at each move, settle and dismissal).
@MainActor
final class SheetcCoordinator<State: SheetStateName> {
    var host: (any SheetcHostBindings<State>)?
    private(set) var sheet: SheetViewController<State>?
    private(set) var model: SheetcCardModel?
    private(set) var card: UIHostingController<SheetcCardRoot>?
    private(set) var background: UIHostingController<AnyView>?
    weak var anchor: SheetcAnchorViewController?
    private var observation: SheetObservation?
    /// Inside SwiftUI's view update: state written now (the binding, `coversContent`, what `onFrame`
    /// changes) waits for the update to end, as SwiftUI requires.
    private var isUpdating = false
    /// Writes waiting for the update to end, in the order they were made: while any waits, later ones
    /// (a display link's frame) queue behind it, so `onFrame` never gets an older frame after a newer one.
    private var pendingWrites: [@MainActor () -> Void] = []
    /// The sheet's own write to the binding, made during an update, that has not landed yet: the
    /// value from before it, which SwiftUI hands over again until it lands, is not followed; any
    /// other value handed over meanwhile is app code's, and is.
    private var bindingWrite = BindingWriteGate<State?>()
    /// `.presented`: the anchor left the screen (another tab, a push), so the sheet was taken away
    /// with it — not dismissed: the binding keeps its state, and the sheet is shown again, in that
    /// state, when the anchor is back.
    private var hiddenWithAnchor = false

    /// Runs `body` as part of a view update.
    func updating(_ body: () -> Void) {
        let outer = isUpdating
        isUpdating = true
        body()
        isUpdating = outer
    }

    /// Whether a write made now waits: inside a view update, or behind writes still waiting.
    private var writesWait: Bool { isUpdating || !pendingWrites.isEmpty }

    /// Runs `change` now, or — inside a view update, or behind writes still waiting — once the update
    /// is over, after those.
    private func write(_ change: @escaping @MainActor () -> Void) {
        guard writesWait else { return change() }
        pendingWrites.append(change)
        guard pendingWrites.count == 1 else { return }
        DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.runPendingWrites() } }
    }

    private func runPendingWrites() {
        while !pendingWrites.isEmpty {
            let next = pendingWrites.removeFirst()
            next()
        }
    }

    func connect<Content: View, Background: View>(_ sheet: SheetViewController<State>, card: UIHostingController<SheetcCardRoot>,
                                                  model: SheetcCardModel,
                                                  background: UIHostingController<AnyView>?,
                                                  host: SheetcHost<State, Content, Background>) {
        self.sheet = sheet
        self.card = card
        self.model = model
        self.background = background
        self.host = host
        configuration = host.configuration
        model.dismiss = SheetDismissAction { [weak sheet] in sheet?.dismiss() }
        model.dismissStack = SheetDismissAction { [weak sheet] in sheet?.dismissStack() }
        model.move = SheetMoveAction { [weak sheet] state in
            guard let state = state as? State else {
                return assertionFailure("sheetc: \\.sheetMove was given a \(type(of: state)), not this sheet's \(State.self)")
            }
            sheet?.move(to: state)
        }
        // Marked scroll views (`.sheetcTrackedScrollView()`) in the card's content.
        sheet.scrollViewMarks = { [weak model] in model?.scrollViewMarks.views ?? [] }
        host.controller?.attach(sheet)
        sheet.onWillMove = { [weak self] _ in self?.sheetMoved() }
        sheet.onSettle = { [weak self] _ in self?.sheetMoved() }
        sheet.onDismiss = { [weak self] in self?.sheetMoved() }
        observation = sheet.addFrameObserver { [weak self, weak sheet] frame in
            guard let self, let sheet else { return }
            let covers = frame.phase != .dismissed && sheet.driver.controller.backdropTakesTouches
            let bottom = CGFloat(sheet.driver.controller.contentBottomInset)
            let sides = sheet.contentHorizontalInsets
            let horizontal = SheetcHorizontalInsets(left: sides.left, right: sides.right)
            self.write { [weak self] in
                guard let self, let host = self.host else { return }
                host.onFrame?(frame)
                host.controller?.observers.notify(frame)
                if host.coversContent != covers { host.coversContent = covers }
                // iOS 16.4+ only: before, the hosting controller keeps a safe area of its own (held by
                // the container), and spacers on top of it would count the insets twice.
                if #available(iOS 16.4, *), let model = self.model {
                    if model.bottomInset != bottom { model.bottomInset = bottom }
                    if model.horizontalInsets != horizontal { model.horizontalInsets = horizontal }
                }
            }
        }
    }

    /// `.overlay` with a configuration whose states `State` does not name: no sheet, but the modified
    /// view is still hosted, and kept up to date.
    func keep(background: UIHostingController<AnyView>?) {
        self.background = background
    }

    /// The configuration last handed over; a new one reconfigures the sheet (once: one whose states
    /// `State` does not name is not taken — an assertion in a debug build — and not tried again).
    private var configuration: SheetConfiguration?

    /// The modifier's configuration is now `configuration`.
    func take(_ configuration: SheetConfiguration) {
        guard let sheet, configuration != self.configuration else { return }
        self.configuration = configuration
        guard configuration != sheet.configuration else { return }
        do throws(SheetStateMismatch) {
            try sheet.reconfigure(configuration)
        } catch {
            assertionFailure("sheetc: \(error) — the sheet keeps its configuration")
        }
    }

    /// SwiftUI hands over the binding's value (at every update): the controller decides whether it
    /// moves the sheet. With `.presented`, a state asked for presents the container.
    func follow(_ state: State?) {
        guard bindingWrite.shouldFollow(state), let sheet, !hiddenWithAnchor else { return }
        sheet.followBinding(state)
        if state != nil { presentIfAsked() }
    }

    /// `.presented`: the anchor came on screen or left it. Leaving takes the sheet away at once,
    /// whatever it is doing — resting, moving or under a finger — so that a tab switch or a push does
    /// not leave it over the next screen; coming back shows it again in the state the binding holds,
    /// without the rise.
    func anchor(isOnScreen shown: Bool) {
        guard let sheet else { return }
        if shown {
            guard hiddenWithAnchor else { return presentIfAsked() }
            hiddenWithAnchor = false
            if let state = host?.state {
                sheet.move(to: state, animated: false)
                presentIfAsked()
            }
        } else if sheet.presentingViewController != nil, !sheet.isBeingDismissed, !sheet.driver.controller.isDismissed {
            hiddenWithAnchor = true
            sheet.presentingViewController?.dismiss(animated: false)
        }
    }

    /// With `.presented`: presents the container from the anchor's place when the binding asks for a
    /// state and it is not shown yet — from the view controller the anchor's screen presents last
    /// (UIKit presents from the top of that chain).
    func presentIfAsked() {
        guard let sheet, let anchor, anchor.viewIfLoaded?.window != nil, host?.state != nil, !hiddenWithAnchor,
              sheet.presentingViewController == nil, !sheet.isBeingPresented else { return }
        var presenter: UIViewController = anchor
        while let next = presenter.presentedViewController, !next.isBeingDismissed { presenter = next }
        presenter.present(sheet, animated: true)
    }

    /// The sheet started a move, settled or was dismissed: the binding shows where it is heading. A
    /// write that waits (inside an update, or behind writes made in one) holds back the binding's
    /// value from before it until it lands.
    private func sheetMoved() {
        guard let sheet, let host, !hiddenWithAnchor else { return }
        let state = sheet.driver.controller.boundState
        if writesWait { bindingWrite.willWrite(state, over: host.state) }
        write { [weak self] in self?.showBoundState() }
    }

    /// Writes where the sheet is heading now — not where it was when the write was asked for: app code
    /// may have moved it meanwhile — to the binding and the card's environment.
    private func showBoundState() {
        bindingWrite.landed()  // written now, or given up (the sheet left with its anchor)
        guard let sheet, let host, !hiddenWithAnchor else { return }
        let state = sheet.driver.controller.boundState
        if model?.stateName != state?.rawValue { model?.stateName = state?.rawValue }
        if host.state != state { host.state = state }
    }
}

/// What the coordinator reads and writes of the representable it serves (whatever its content type).
@MainActor
protocol SheetcHostBindings<State> {
    associatedtype State: SheetStateName
    var state: State? { get nonmutating set }
    var coversContent: Bool { get nonmutating set }
    var onFrame: ((SheetFrame<State>) -> Void)? { get }
    var controller: SheetcController<State>? { get }
}

extension SheetcHost: SheetcHostBindings {}
#endif
