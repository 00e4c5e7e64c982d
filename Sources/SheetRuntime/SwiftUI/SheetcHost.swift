#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The UIKit container behind `.sheetc`. With `.overlay` it is this representable's view controller
/// and hosts the modified view itself, as its `background` — so pass-through hands touches to real
/// SwiftUI views behind the card, and a dismissed sheet leaves nothing over them. With `.presented`
/// this representable is an invisible anchor that presents the container (kept by the coordinator)
/// while the binding asks for a state and the anchor is on screen.
///
/// SwiftUI only hands over what it has: the binding (the controller decides whether it moves the
/// sheet, `SheetController.follow`), the content (the card's model) and the configuration
/// (`reconfigure`). The container's moves, settles and dismissals set the binding.
@MainActor
struct SheetcHost<State: SheetStateName, SheetContent: View, Background: View>: UIViewControllerRepresentable {
    let configuration: SheetConfiguration
    @Binding var state: State?
    let presentation: SheetcPresentation
    let onFrame: ((SheetFrame<State>) -> Void)?
    @Binding var coversContent: Bool
    let sheetContent: SheetContent
    /// `.overlay`: the modified view, hosted behind the card.
    let background: Background?

    func makeCoordinator() -> SheetcCoordinator<State> { SheetcCoordinator() }

    func makeUIViewController(context: Context) -> UIViewController {
        let coordinator = context.coordinator
        // A configuration whose states `State` does not all name (SheetStateMismatch) shows nothing —
        // loudly in a debug build, where the mismatch is a programming error.
        do throws(SheetStateMismatch) {
            try SheetStateMismatch.check(configuration, against: State.self)
        } catch {
            assertionFailure("sheetc: \(error) — the sheet is not shown")
            return background.map { UIHostingController(rootView: $0) } ?? UIViewController()
        }
        let model = SheetcCardModel()
        let card = UIHostingController(rootView: cardRoot(model, context))
        card.view.backgroundColor = .clear
        // The card sets its content's bottom inset itself (`SheetcCardRoot`), fixed as the card moves.
        if #available(iOS 16.4, *) { card.safeAreaRegions = [] }
        // A `fit` state's height is the content's (docs/language.md): the hosting controller reports it.
        if configuration.hasFitState { card.sizingOptions = .preferredContentSize }
        let behind = background.map { UIHostingController(rootView: AnyView($0.environment(\.self, context.environment))) }
        let sheet = SheetViewController<State>(checkedConfiguration: configuration, content: card, background: behind)
        sheet.insetsSharedScrollView = false
        coordinator.updating {
            coordinator.connect(sheet, card: card, model: model, background: behind, host: self)
            // Before it is shown, the state it will rise to (or none).
            sheet.followBinding(state)
        }
        switch presentation {
        case .overlay:
            return sheet
        case .presented:
            let anchor = SheetcAnchorViewController()
            anchor.onScreen = { [weak coordinator] shown in coordinator?.anchor(isOnScreen: shown) }
            coordinator.anchor = anchor
            return anchor
        }
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
        let coordinator = context.coordinator
        coordinator.host = self
        guard coordinator.sheet != nil else { return }  // a configuration that did not fit: nothing shown
        if let model = coordinator.model { coordinator.card?.rootView = cardRoot(model, context) }
        if let background { coordinator.background?.rootView = AnyView(background.environment(\.self, context.environment)) }
        coordinator.updating {
            coordinator.take(configuration)
            coordinator.follow(state)
        }
    }

    /// The card's root view for this update: the content with a snapshot of this place's environment.
    private func cardRoot(_ model: SheetcCardModel, _ context: Context) -> SheetcCardRoot {
        SheetcCardRoot(content: AnyView(sheetContent), environment: SheetcEnvironmentSnapshot(context.environment), model: model)
    }

    /// A presented sheet leaves with the view that presented it.
    static func dismantleUIViewController(_ controller: UIViewController, coordinator: SheetcCoordinator<State>) {
        guard let sheet = coordinator.sheet, sheet.presentingViewController != nil else { return }
        sheet.dismiss()
    }
}

/// What the sheet tells the card's content between SwiftUI's updates (written outside them): the
/// bottom inset that stays what the card rests on as it moves (the hosting controller's safe area is
/// turned off: a card partly off screen would otherwise change a `List`'s safe area at every frame),
/// the state it is heading to, and the actions on it.
@MainActor
final class SheetcCardModel: ObservableObject {
    @Published var bottomInset: CGFloat = 0
    @Published var stateName: String?
    var dismiss = SheetDismissAction { }
    var move = SheetMoveAction { _ in }
}

/// The card's root view: the content (handed over at each update of the place `.sheetc` is written)
/// with the sheet's own environment values.
@MainActor
struct SheetcCardRoot: View {
    let content: AnyView
    let environment: SheetcEnvironmentSnapshot
    @ObservedObject var model: SheetcCardModel

    var body: some View {
        content
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: model.bottomInset) }
            // The keyboard is the controller's to avoid (it raises the card), so the content does
            // not move up inside the card as well.
            .ignoresSafeArea(.keyboard)
            .sheetcEnvironment(environment)
            .environment(\.sheetDismiss, model.dismiss)
            .environment(\.sheetMove, model.move)
            .environment(\.sheetStateName, model.stateName)
    }
}

/// The invisible view controller a `.presented` sheet is presented from. It says when it leaves the
/// screen (another tab, a navigation push) and comes back, so the sheet goes and comes with it.
@MainActor
final class SheetcAnchorViewController: UIViewController {
    var onScreen: ((Bool) -> Void)?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onScreen?(true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onScreen?(false)
    }
}
#endif
