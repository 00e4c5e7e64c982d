#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The UIKit container behind `.sheetc`: with `.overlay` it is this representable's view
/// controller; with `.presented` that view controller is an invisible anchor that presents the
/// container (kept by the coordinator) while the binding is not `nil`.
///
/// SwiftUI only hands over what changed: the binding (a move or a dismissal, only when it differs
/// from what it was last time — a re-render during a drag must not end the drag), the content
/// (the card's hosting controller's root view) and the configuration (`reconfigure`). The
/// container's settles and dismissals set the binding.
@MainActor
struct SheetcHost<State: SheetStateName, SheetContent: View>: UIViewControllerRepresentable {
    let configuration: SheetConfiguration
    @Binding var state: State?
    let presentation: SheetcPresentation
    let onFrame: ((SheetFrame<State>) -> Void)?
    @Binding var coversContent: Bool
    let sheetContent: SheetContent

    func makeCoordinator() -> SheetcCoordinator<State> { SheetcCoordinator() }

    func makeUIViewController(context: Context) -> UIViewController {
        let coordinator = context.coordinator
        // A configuration whose states `State` does not all name (SheetStateMismatch) shows nothing.
        guard (try? SheetStateMismatch.check(configuration, against: State.self)) != nil else { return UIViewController() }
        let card = UIHostingController(rootView: rootView(context))
        card.view.backgroundColor = .clear
        // A `fit` state's height is the content's (spec-language §7): the hosting controller reports it.
        if configuration.hasFitState { card.sizingOptions = .preferredContentSize }
        let sheet = SheetViewController<State>(checkedConfiguration: configuration, content: card, background: nil)
        coordinator.updating {
            coordinator.connect(sheet, card: card, host: self)
            // Before it is shown, the state it will rise to (or none).
            if let state { sheet.move(to: state, animated: true) } else { sheet.dismiss() }
        }
        switch presentation {
        case .overlay:
            return sheet
        case .presented:
            let anchor = SheetcAnchorViewController()
            anchor.onWindow = { [weak coordinator] in coordinator?.presentIfAsked() }
            coordinator.anchor = anchor
            return anchor
        }
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
        let coordinator = context.coordinator
        coordinator.host = self
        guard coordinator.sheet != nil else { return }  // a configuration that did not fit: nothing shown
        coordinator.card?.rootView = rootView(context)
        coordinator.updating {
            coordinator.take(configuration)
            coordinator.follow(state)
        }
    }

    /// A presented sheet leaves with the view that presented it.
    static func dismantleUIViewController(_ controller: UIViewController, coordinator: SheetcCoordinator<State>) {
        guard let sheet = coordinator.sheet, sheet.presentingViewController != nil else { return }
        sheet.dismiss()
    }

    /// The content with this place's environment (colour scheme, Dynamic Type, environment objects).
    /// The keyboard is the controller's to avoid (it raises the card), so the content does not move
    /// up inside the card as well.
    private func rootView(_ context: Context) -> AnyView {
        AnyView(sheetContent.ignoresSafeArea(.keyboard).environment(\.self, context.environment))
    }
}

/// Keeps the container and the binding in step.
@MainActor
final class SheetcCoordinator<State: SheetStateName> {
    var host: (any SheetcHostBindings<State>)?
    private(set) var sheet: SheetViewController<State>?
    private(set) var card: UIHostingController<AnyView>?
    weak var anchor: SheetcAnchorViewController?
    /// The binding's value as last followed or set: only a change of it moves the sheet.
    private var followed: State??
    private var observation: SheetObservation?
    /// Inside SwiftUI's view update: state written now (the binding, `coversContent`, what `onFrame`
    /// changes) waits for the update to end, as SwiftUI requires.
    private var isUpdating = false

    /// Runs `body` as part of a view update.
    func updating(_ body: () -> Void) {
        let outer = isUpdating
        isUpdating = true
        body()
        isUpdating = outer
    }

    /// Runs `change` now, or after the view update it would otherwise happen in.
    private func write(_ change: @escaping @MainActor () -> Void) {
        guard isUpdating else { return change() }
        DispatchQueue.main.async { MainActor.assumeIsolated { change() } }
    }

    func connect<Content: View>(_ sheet: SheetViewController<State>, card: UIHostingController<AnyView>, host: SheetcHost<State, Content>) {
        self.sheet = sheet
        self.card = card
        self.host = host
        configuration = host.configuration
        followed = .some(host.state)
        sheet.onSettle = { [weak self] settled in self?.sheetMoved(to: settled) }
        sheet.onDismiss = { [weak self] in self?.sheetMoved(to: nil) }
        observation = sheet.addFrameObserver { [weak self, weak sheet] frame in
            guard let self, let sheet, let host = self.host else { return }
            let covers = frame.phase != .dismissed && sheet.driver.controller.backdropTakesTouches
            self.write {
                host.onFrame?(frame)
                if host.coversContent != covers { host.coversContent = covers }
            }
        }
    }

    /// The configuration last handed over; a new one reconfigures the sheet (once: one whose states
    /// `State` does not name is not taken, and not tried again).
    private var configuration: SheetConfiguration?

    /// The modifier's configuration is now `configuration`.
    func take(_ configuration: SheetConfiguration) {
        guard let sheet, configuration != self.configuration else { return }
        self.configuration = configuration
        if configuration != sheet.configuration { try? sheet.reconfigure(configuration) }
    }

    /// The binding is now `state`: a move or a dismissal when it changed.
    func follow(_ state: State?) {
        guard followed != .some(state) else { return }
        followed = .some(state)
        guard let sheet else { return }
        if let state {
            sheet.move(to: state, animated: true)
            presentIfAsked()
        } else {
            sheet.dismiss()
        }
    }

    /// With `.presented`: presents the container from the anchor's place when the binding asks for a
    /// state and it is not shown yet (the topmost presented view controller presents it).
    func presentIfAsked() {
        guard let sheet, let anchor, anchor.viewIfLoaded?.window != nil, followed.flatMap({ $0 }) != nil,
              sheet.presentingViewController == nil, !sheet.isBeingPresented else { return }
        var presenter: UIViewController = anchor
        while let next = presenter.presentedViewController, !next.isBeingDismissed { presenter = next }
        presenter.present(sheet, animated: false)
    }

    private func sheetMoved(to state: State?) {
        followed = .some(state)
        guard let host else { return }
        write { if host.state != state { host.state = state } }
    }
}

/// What the coordinator reads and writes of the representable it serves (whatever its content type).
@MainActor
protocol SheetcHostBindings<State> {
    associatedtype State: SheetStateName
    var state: State? { get nonmutating set }
    var coversContent: Bool { get nonmutating set }
    var onFrame: ((SheetFrame<State>) -> Void)? { get }
}

extension SheetcHost: SheetcHostBindings {}

/// The invisible view controller a `.presented` sheet is presented from: it says when it is in a window.
@MainActor
final class SheetcAnchorViewController: UIViewController {
    var onWindow: (() -> Void)?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onWindow?()
    }
}
#endif
