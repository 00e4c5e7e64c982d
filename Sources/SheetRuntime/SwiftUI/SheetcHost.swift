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
/// sheet, `SheetController.follow`), the content and its environment (the card's root view) and the
/// configuration (`reconfigure`). The container's moves, settles and dismissals set the binding.
@MainActor
struct SheetcHost<State: SheetStateName, SheetContent: View, Background: View>: UIViewControllerRepresentable {
    let configuration: SheetConfiguration
    @Binding var state: State?
    let presentation: SheetcPresentation
    /// Whether a glass card hides its content's scroll-content backgrounds (`SheetcOptions`).
    let contentBackground: SheetContentBackground
    let onFrame: ((SheetFrame<State>) -> Void)?
    /// App code's handle on the sheet, if it passed one.
    let controller: SheetcController<State>?
    @Binding var coversContent: Bool
    let sheetContent: SheetContent
    /// `.overlay`: the modified view, hosted behind the card.
    let background: Background?
    /// The modified view is a `TabView`: the sheet follows the tab bar it draws (`TabView.sheetc`).
    let followsTabBar: Bool

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
        let model = SheetcCardModel()
        let card = UIHostingController(rootView: cardRoot(context, model: model))
        card.view.backgroundColor = .clear
        let behind = background.map { UIHostingController(rootView: backgroundRoot($0, context)) }
        let sheet = SheetViewController<State>(checkedConfiguration: configuration, content: card, background: behind)
        // The card's content keeps the insets it rests on as the card moves (a `List`'s safe area does
        // not change at every frame). iOS 16.4+: the hosting controller's safe area is off and the card
        // sets them itself (`SheetcCardRoot`, from the model); before, there is no `safeAreaRegions`, so
        // the container holds the hosting controller's own safe area (`additionalSafeAreaInsets`) as it
        // does a UIKit content's, and the model's insets stay 0. SwiftUI's scroll views take their
        // insets from that safe area either way: the container leaves them alone.
        sheet.fixesScrollViewInsets = false
        sheet.clearsContentBackgrounds = false  // SwiftUI's own: the card root hides them (`SheetcCardRoot`)
        if #available(iOS 16.4, *) {
            card.safeAreaRegions = []
            sheet.keepsContentSafeArea = false
        }
        // A `fit` state's height is the content's (docs/language.md): its ideal height at the width it
        // rests at (`SheetcCardLayout`: a flexible view counts its ideal height, not the ceiling), less
        // the bottom inset the measurement counted — the card's own spacer (iOS 16.4+), else the safe
        // area the hosting controller adds to its size. The hosting controller's preferred size — the
        // ideal size at no width — only says when to measure again.
        if configuration.hasFitState { card.sizingOptions = .preferredContentSize }
        sheet.measuresContent = { [weak card, weak model] width in
            guard let card, let model else { return nil }
            // SwiftUI gets no height for this one, or this less the hosting controller's safe area:
            // `SheetcCardLayout` measures either way.
            let size = card.sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude))
            if #available(iOS 16.4, *) { return (size.height, model.bottomInset) }
            let insets = card.view.safeAreaInsets
            return (size.height - insets.top, insets.bottom)
        }
        if followsTabBar { sheet.followTabBarInBackground() }
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
        if let sheet = coordinator.sheet { self.controller?.attach(sheet) }  // a controller handed over later
        if let background { coordinator.background?.rootView = backgroundRoot(background, context) }
        guard coordinator.sheet != nil, let model = coordinator.model else { return }  // a configuration that did not fit: no sheet
        // The content and this place's environment, handed over as SwiftUI hands any hosted view its
        // new value: the card diffs its content (same type, same identity: a `List` keeps its state).
        coordinator.card?.rootView = cardRoot(context, model: model)
        // `.sheetcBar(height:)`'s height, the same again changing nothing. Not from a host that measures
        // its tab bar, nor from one inside a sheet's card: a stacked sheet stands on its base's bar,
        // given at the push and at every change through the stack, and this place's environment holds
        // no bar (a `TabView` base measures its own) — passing it would set the whole stack's bar to 0.
        if !followsTabBar, !context.environment.sheetcIsInSheet {
            coordinator.sheet?.setBottomBar(height: context.environment.sheetcBarHeight)
        }
        coordinator.updating {
            coordinator.take(configuration)
            coordinator.follow(state)
        }
    }

    /// The card's root view: the content, with what it gets of this place's environment.
    private func cardRoot(_ context: Context, model: SheetcCardModel) -> SheetcCardRoot {
        let hidesBackgrounds = contentBackground.clears(platformDefault: true, material: configuration.appearance.material)
        return SheetcCardRoot(content: AnyView(sheetContent), environment: SheetcEnvironmentSnapshot(context.environment),
                              hidesScrollContentBackground: hidesBackgrounds, model: model)
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

/// What the card's content gets from the sheet, written outside SwiftUI's updates (the container
/// writes after an update has ended): the insets the card rests on — the bottom one the card keeps as
/// it moves, and the left and right safe areas it overlaps (iOS 16.4+, where the hosting controller's
/// safe area is off: a card partly off screen would otherwise change a `List`'s safe area at every
/// frame) — the state it is heading to, and the actions on it. The content and the environment of
/// the place `.sheetc` is written are not here: they are the root view's, set at that place's updates.
@MainActor
final class SheetcCardModel: ObservableObject {
    @Published var bottomInset: CGFloat = 0
    /// The container's left and right safe areas where the card overlaps them (landscape's sensor housing).
    @Published var horizontalInsets = SheetcHorizontalInsets()
    @Published var stateName: String?
    var dismiss = SheetDismissAction { }
    /// Dismisses every sheet stacked above the stack's base (`SheetViewController.dismissStack`).
    var dismissStack = SheetDismissAction { }
    var move = SheetMoveAction { _ in }
    /// The content's marked scroll views (`.sheetcTrackedScrollView()`).
    let scrollViewMarks = SheetcScrollViewMarks()
}

/// Left and right insets, in points, as UIKit measures them (not leading and trailing).
struct SheetcHorizontalInsets: Equatable {
    var left: CGFloat = 0
    var right: CGFloat = 0
}

/// The card's root view: the content, with this place's environment values (both set at each update
/// of the place `.sheetc` is written) and the sheet's insets and actions (read from the model).
@MainActor
struct SheetcCardRoot: View {
    let content: AnyView
    let environment: SheetcEnvironmentSnapshot
    /// A glass card: its content's `List`s, `Form`s and text editors draw no scroll-content background
    /// of their own (SwiftUI's default), so the glass shows behind them, as in a system sheet on iOS 26.
    /// An inner `.scrollContentBackground(.visible)` keeps one.
    let hidesScrollContentBackground: Bool
    @ObservedObject var model: SheetcCardModel

    var body: some View {
        let rightToLeft = environment.layoutDirection == .rightToLeft
        let insets = model.horizontalInsets
        SheetcCardLayout {
            content
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: model.bottomInset) }
                .safeAreaInset(edge: .leading, spacing: 0) { Color.clear.frame(width: rightToLeft ? insets.right : insets.left) }
                .safeAreaInset(edge: .trailing, spacing: 0) { Color.clear.frame(width: rightToLeft ? insets.left : insets.right) }
                // The keyboard is the controller's to avoid (it raises the card), so the content does
                // not move up inside the card as well.
                .ignoresSafeArea(.keyboard)
                .scrollContentBackground(hidesScrollContentBackground ? .hidden : .automatic)
                .sheetcEnvironment(environment)
                .environment(\.sheetDismiss, model.dismiss)
                .environment(\.sheetDismissStack, model.dismissStack)
                .environment(\.sheetcIsInSheet, true)
                .environment(\.sheetMove, model.move)
                .environment(\.sheetStateName, model.stateName)
                .environment(\.sheetcScrollViewMarks, model.scrollViewMarks)
        }
    }
}

/// The card's root layout. Shown, it sizes and places the content as a hosting controller's root
/// view is (the content is proposed the card's size). Measured for a `fit` state — proposed no height,
/// or `measuringHeight` or more — it answers the content's ideal height at the proposed width
/// (SwiftUI's unspecified proposal, what `fixedSize(horizontal: false, vertical: true)` gives): text
/// wraps at the width, a `Spacer` counts its minimum length and a `frame(maxHeight: .infinity)` its
/// content's ideal height, rather than filling whatever height the measurement offered.
struct SheetcCardLayout: Layout {
    /// A height no card reaches: a proposal this tall or taller measures (the measurement proposes the
    /// largest there is, less any safe area the hosting controller takes off).
    static let measuringHeight: CGFloat = 1_000_000

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(Self.contentProposal(proposal)) ?? proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: Self.contentProposal(proposal))
    }

    /// What the content is proposed: the card's size, or — measuring — the width and no height.
    private static func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        guard let height = proposal.height, height < measuringHeight else { return ProposedViewSize(width: proposal.width, height: nil) }
        return proposal
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
