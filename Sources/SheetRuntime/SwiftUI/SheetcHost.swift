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
        // A configuration whose states `State` does not all name (SheetStateMismatch) shows no sheet —
        // loudly in a debug build, where the mismatch is a programming error. `.overlay` still shows
        // the modified view, with its environment, and keeps it updated.
        do throws(SheetStateMismatch) {
            try SheetStateMismatch.check(configuration, against: State.self)
        } catch {
            assertionFailure("sheetc: \(error) — the sheet is not shown")
            let behind = background.map { UIHostingController(rootView: backgroundRoot($0, context)) }
            coordinator.keep(background: behind)
            return behind ?? UIViewController()
        }
        let model = SheetcCardModel(content: AnyView(sheetContent), environment: SheetcEnvironmentSnapshot(context.environment))
        // Its root view is set once: each update hands the content over through the model.
        let card = UIHostingController(rootView: SheetcCardRoot(model: model))
        card.view.backgroundColor = .clear
        // The card gives its content the insets it rests on itself (`SheetcCardRoot`), fixed as the card moves.
        if #available(iOS 16.4, *) { card.safeAreaRegions = [] }
        // A `fit` state's height is the content's (docs/language.md): measured at the card's width
        // (`sizeThatFits`), less the bottom inset the card adds to it; the hosting controller's
        // preferred size — the content's ideal size, not at the card's width — only says when to measure again.
        if configuration.hasFitState { card.sizingOptions = .preferredContentSize }
        let behind = background.map { UIHostingController(rootView: backgroundRoot($0, context)) }
        let sheet = SheetViewController<State>(checkedConfiguration: configuration, content: card, background: behind)
        sheet.keepsContentInsets = false
        sheet.measuresContent = { [weak card, weak model] width in
            guard let card, let model else { return nil }
            let size = card.sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude))
            return (size.height, model.bottomInset)
        }
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
        if let background { coordinator.background?.rootView = backgroundRoot(background, context) }
        guard coordinator.sheet != nil else { return }  // a configuration that did not fit: no sheet
        coordinator.model?.hand(content: AnyView(sheetContent), environment: SheetcEnvironmentSnapshot(context.environment))
        coordinator.updating {
            coordinator.take(configuration)
            coordinator.follow(state)
        }
    }

    /// `.overlay`'s modified view, with this place's whole environment (it is this place's content).
    private func backgroundRoot(_ background: Background, _ context: Context) -> AnyView {
        AnyView(background.environment(\.self, context.environment))
    }

    /// A presented sheet leaves with the view that presented it.
    static func dismantleUIViewController(_ controller: UIViewController, coordinator: SheetcCoordinator<State>) {
        guard let sheet = coordinator.sheet, sheet.presentingViewController != nil else { return }
        sheet.dismiss()
    }
}

/// What the card's content gets from the sheet and from the place `.sheetc` is written, outside
/// SwiftUI's updates of that place: the content itself and that place's environment (handed over at
/// each of its updates), the insets the card rests on — the bottom one the card keeps as it moves,
/// and the left and right safe areas it overlaps (the hosting controller's safe area is turned off:
/// a card partly off screen would otherwise change a `List`'s safe area at every frame) — the state
/// it is heading to, and the actions on it.
@MainActor
final class SheetcCardModel: ObservableObject {
    @Published private(set) var content: AnyView
    @Published private(set) var environment: SheetcEnvironmentSnapshot
    @Published var bottomInset: CGFloat = 0
    /// The container's left and right safe areas where the card overlaps them (landscape's sensor housing).
    @Published var horizontalInsets = SheetcHorizontalInsets()
    @Published var stateName: String?
    var dismiss = SheetDismissAction { }
    var move = SheetMoveAction { _ in }

    init(content: AnyView, environment: SheetcEnvironmentSnapshot) {
        self.content = content
        self.environment = environment
    }

    /// An update of the place `.sheetc` is written hands over its content and environment.
    func hand(content: AnyView, environment: SheetcEnvironmentSnapshot) {
        self.content = content
        self.environment = environment
    }
}

/// Left and right insets, in points, as UIKit measures them (not leading and trailing).
struct SheetcHorizontalInsets: Equatable {
    var left: CGFloat = 0
    var right: CGFloat = 0
}

/// The card's root view, set once: the content with the sheet's insets and environment values, all
/// read from the model.
@MainActor
struct SheetcCardRoot: View {
    @ObservedObject var model: SheetcCardModel

    var body: some View {
        let rightToLeft = model.environment.layoutDirection == .rightToLeft
        let insets = model.horizontalInsets
        model.content
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: model.bottomInset) }
            .safeAreaInset(edge: .leading, spacing: 0) { Color.clear.frame(width: rightToLeft ? insets.right : insets.left) }
            .safeAreaInset(edge: .trailing, spacing: 0) { Color.clear.frame(width: rightToLeft ? insets.left : insets.right) }
            // The keyboard is the controller's to avoid (it raises the card), so the content does
            // not move up inside the card as well.
            .ignoresSafeArea(.keyboard)
            .sheetcEnvironment(model.environment)
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
