#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A sheet in UIKit: a content view controller on a draggable card over a backdrop, for a
/// configuration value — a manifest decoded at run time (`SheetViewController<NamedSheetState>`),
/// or a generated sheet's (`SheetContainerViewController<GlideCard>`, this class with the sheet's
/// typed states).
///
/// It is a thin front end over `SheetController` (runtime.md): gestures, sizes, the layout
/// direction, VoiceOver actions and Reduce Motion become the controller's events, and a
/// `CADisplayLink` draws the controller's frame at each refresh while it animates. Every decision
/// — which touch drags, where a release goes, what a touch during an animation does, who moves in
/// a shared scroll view, what a rotation or a new configuration keeps — is the controller's,
/// tested headlessly; nothing here animates with `UIView.animate`, so any motion can be
/// interrupted at any frame.
///
/// Present it (its own presentation controller keeps the screen behind in place and passes the
/// touches the controller gives away to it; the sheet rises from the bottom edge as it appears),
/// or embed it with `embed(in:)` over a `background` view controller — the Maps layout, where
/// pass-through sends the touches outside the sheet to the background.
@MainActor
public class SheetViewController<State: SheetStateName>: UIViewController {
    /// The view controller shown on the card.
    public let content: UIViewController
    /// Shown behind the sheet, inside the container, and given the touches that pass through.
    public let background: UIViewController?
    /// The configuration the sheet follows (`reconfigure(_:)` replaces it).
    public var configuration: SheetConfiguration { driver.controller.configuration }

    /// Called when the sheet comes to rest in a state, by a drag, code or VoiceOver alike.
    public var onSettle: ((State) -> Void)?
    /// Called once the sheet has gone — by its own dismissal, a parent's or the system's; when it
    /// was presented, after its presentation was removed.
    public var onDismiss: (() -> Void)?
    /// Called when the sheet starts towards a state or a dismissal (also when retargeted), before it gets there.
    public var onWillMove: ((SheetTarget<State>) -> Void)?

    /// The scroll view whose drags the sheet shares (runtime.md §5); when `nil`, the content's
    /// first `UIScrollView` (breadth first) — for SwiftUI content, the one a `List` or `ScrollView`
    /// is drawn in. Set it when the content holds several.
    public weak var sharedScrollView: UIScrollView?

    /// VoiceOver's name for the handle: by default the spec's `accessibility.label`, looked up in
    /// the app's strings under its key (`<Sheet>.accessibility.label`).
    public var handleAccessibilityLabel: String {
        didSet { cardView.handleElement.accessibilityLabel = handleAccessibilityLabel }
    }

    /// The state the sheet rests in; `nil` while it moves, before it appears and once dismissed.
    public var currentState: State? {
        driver.controller.currentState
    }

    let driver: SheetDriver<State>
    /// App code's frame observers (`addFrameObserver`), by the id their observation removes.
    var frameObservers: [Int: (SheetFrame<State>) -> Void] = [:]
    var nextFrameObserver = 0
    /// `move(to:animated:completion:)`'s completions still waiting, with the state each asked for.
    var moveCompletions: [(state: State, completion: (Bool) -> Void)] = []
    /// Completions of UIKit's `dismiss(animated:completion:)` sent through the controller, run once the presentation is gone.
    private var dismissalCompletions: [() -> Void] = []
    let input = SheetTouchInput()
    let backdropView = UIView()
    /// Follows the software keyboard (`SheetViewController+Keyboard.swift`).
    let keyboardObservation = KeyboardObservation()
    let cardView = SheetCardView()
    private let reduceMotion = ReduceMotionObserver()
    /// The presentation this container brings when presented (`SheetPresentation.swift`).
    private let presentationDelegate = SheetPresentation()
    /// The container the controller was last given.
    private var container: ContainerMetrics?
    /// What the content has been told of its appearance (`SheetViewController+Appearance.swift`).
    var contentAppearance = ContentAppearance.disappeared
    /// Whether this container is on screen (between `viewWillAppear` and `viewDidDisappear`).
    var containerAppears = false

    /// Presenting is the front end's business (runtime.md §9): the sheet rises from height 0
    /// once the container has its size, in the state asked for by then.
    private enum Presentation {
        /// Not shown yet: the state to appear in (`nil`: dismissed before appearing).
        case waiting(State?, animated: Bool)
        /// Appearing was asked for; it happens at the next layout with a real size.
        case due(State?, animated: Bool)
        /// Handed to the controller; from here on everything goes to it.
        case presented
    }
    private var presentation: Presentation
    /// The sheet is to rise at the next layout (the content is about to appear).
    var presentationIsDue: Bool {
        if case .due(_?, _) = presentation { return true }
        return false
    }
    /// The current dismissal came from UIKit (a parent's or the system's): the presentation is
    /// already going, so it is not removed again.
    private var dismissedByUIKit = false

    /// A sheet showing `content` with `configuration`, whose every state `State` names (the
    /// subclasses and initialisers that app code calls check it), over `background` when given.
    init(checkedConfiguration configuration: SheetConfiguration, content: UIViewController, background: UIViewController?) {
        self.content = content
        self.background = background
        driver = SheetDriver<State>(configuration: configuration)
        presentation = .waiting(State(rawValue: configuration.initialState), animated: true)
        handleAccessibilityLabel = configuration.accessibilityLabel.localized
        super.init(nibName: nil, bundle: nil)
        // Its own presentation: the screen behind stays and takes the touches passed through;
        // the sheet animates itself in and out, with no cross-dissolve of UIKit's.
        modalPresentationStyle = .custom
        transitioningDelegate = presentationDelegate
        cardView.configure(appearance: configuration.appearance, indicator: configuration.popUpIndicator,
                           detached: configuration.placement.isDetached)
        driver.draw = { [weak self] frame in
            self?.draw(frame)
            self?.notifyFrameObservers(frame)
        }
        driver.handle = { [weak self] event in
            self?.handle(event)
            self?.completeMoves(after: event)
        }
        let reduceMotionEnabled = reduceMotion.isEnabled
        driver.send { controller, _ in controller.reduceMotion = reduceMotionEnabled }
        reduceMotion.onChange = { [weak self] enabled in
            self?.driver.send { controller, _ in controller.reduceMotion = enabled }
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("SheetViewController is created in code")
    }

    /// The sheet follows `configuration` from now on, while shown too (a manifest reloaded, states
    /// added or removed, heights changed): the controller keeps its state by name (runtime.md §6;
    /// a state that is gone gives way to the lowest one, never a dismissal), and the card takes the
    /// new appearance. Throws, changing nothing, when `State` does not name every state.
    public func reconfigure(_ configuration: SheetConfiguration) throws(SheetStateMismatch) {
        try SheetStateMismatch.check(configuration, against: State.self)
        let label = self.configuration.accessibilityLabel
        cardView.configure(appearance: configuration.appearance, indicator: configuration.popUpIndicator,
                           detached: configuration.placement.isDetached)
        if handleAccessibilityLabel == label.localized { handleAccessibilityLabel = configuration.accessibilityLabel.localized }
        driver.send { controller, time in controller.reconfigure(configuration, time: time) }
        // Not shown yet: a state to appear in that is gone gives way to the new initial state.
        switch presentation {
        case .waiting(let state?, let animated) where configuration.state(named: state.rawValue) == nil:
            presentation = .waiting(State(rawValue: configuration.initialState), animated: animated)
        case .due(let state?, let animated) where configuration.state(named: state.rawValue) == nil:
            presentation = .due(State(rawValue: configuration.initialState), animated: animated)
        default:
            break
        }
        measureContent()
    }

    /// Embeds the container as a child of `parent` covering its whole view, in one call
    /// (FloatingPanel's `addPanel(toParent:)`): the sheet rises from the bottom edge as it appears.
    public func embed(in parent: UIViewController) {
        parent.addChild(self)
        view.frame = parent.view.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.view.addSubview(view)
        didMove(toParent: parent)
    }

    // MARK: - Moving from code

    /// Moves the sheet to `state` (runtime.md §4: a retarget while animating, the end of a drag
    /// while dragging, nothing when it is there or going there). Without animation the sheet
    /// is there at once, and `onWillMove` and `onSettle` are still called. Before the sheet
    /// has appeared, this is the state it will appear in.
    public func move(to state: State, animated: Bool = true) {
        if case .presented = presentation, driver.controller.isDismissed, viewIfLoaded?.window == nil {
            presentation = .waiting(state, animated: animated)  // dismissed and off screen: it rises when shown again
            return
        }
        guard case .presented = presentation else {
            presentation = Self.replacing(presentation, with: state, animated: animated)
            return
        }
        driver.send { controller, time in controller.move(to: state, animated: animated, time: time) }
    }

    /// Moves the sheet off screen, then calls `onDismiss` and removes its own presentation.
    /// From code this always works (`dismissible` governs gestures and VoiceOver only). During
    /// the presentation's own transition it waits for the transition to end.
    public func dismiss() {
        guard case .presented = presentation else {
            presentation = Self.replacing(presentation, with: nil, animated: false)
            return
        }
        afterTransition { [weak self] in
            self?.driver.send { controller, time in controller.dismiss(time: time) }
        }
    }

    /// UIKit's dismissal of the sheet itself goes through the controller (runtime.md §10), so that
    /// `dismiss(animated: true)` cannot bypass it: the card leaves as the controller animates it
    /// (at once with `animated: false`), `onDismiss` is called once, the presentation is removed and
    /// then `completion` runs. While the sheet presents another view controller, or is not the
    /// presented one, UIKit's own meaning is kept (a parent's or the system's dismissal of it is
    /// still told to the controller, in `viewWillDisappear`).
    public override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, case .presented = presentation, !driver.controller.isDismissed,
              let presenting = presentingViewController, presenting.presentedViewController === self else {
            return super.dismiss(animated: flag, completion: completion)
        }
        if let completion { dismissalCompletions.append(completion) }
        afterTransition { [weak self] in
            self?.driver.send { controller, time in controller.dismiss(animated: flag, time: time) }
        }
    }

    /// Runs `body` now, or — while this container is being presented or dismissed — once that
    /// transition has ended, so that nothing asks UIKit to dismiss in the middle of it.
    private func afterTransition(_ body: @escaping @MainActor () -> Void) {
        guard isBeingPresented || isBeingDismissed, let coordinator = transitionCoordinator else { return body() }
        coordinator.animate(alongsideTransition: nil) { _ in MainActor.assumeIsolated { body() } }
    }

    private static func replacing(_ presentation: Presentation, with state: State?, animated: Bool) -> Presentation {
        if case .due = presentation { return .due(state, animated: animated) }
        return .waiting(state, animated: animated)
    }

    // MARK: - View life cycle

    /// Installs the view that routes each touch where the controller says it belongs.
    public override func loadView() {
        let container = SheetContainerView()
        container.backgroundColor = .clear
        container.router = self
        view = container
    }

    /// Builds the background, the backdrop and the card, and connects the gestures.
    public override func viewDidLoad() {
        super.viewDidLoad()
        if let background {
            addChild(background)
            background.view.frame = view.bounds
            background.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(background.view)
            background.didMove(toParent: self)
        }

        // Opaque to hit testing even where it is clear: `alpha` would let touches through below 0.01,
        // so the dimming is drawn in the colour's alpha and the view's own stays 1.
        backdropView.frame = view.bounds
        backdropView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdropView.backgroundColor = .clear
        backdropView.isAccessibilityElement = false
        backdropView.addGestureRecognizer(input.backdropTap)
        view.addSubview(backdropView)

        addChild(content)
        cardView.install(content: content.view)
        view.addSubview(cardView)
        content.didMove(toParent: self)
        connectAccessibility()

        input.handler = self
        view.addGestureRecognizer(input.pan)
        observeKeyboard()
        driver.redraw()
    }

    /// Marks the sheet to appear at the next layout, once the container has its size — also when
    /// this container is presented or embedded again after its sheet was dismissed: it rises from
    /// height 0, never pops in at the state it had.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        containerAppears = true
        background?.beginAppearanceTransition(true, animated: animated)
        if case .presented = presentation, isBeingPresented || isMovingToParent, driver.controller.isDismissed {
            presentation = .waiting(State(rawValue: configuration.initialState), animated: true)
        }
        if case .waiting(let state, let animated) = presentation {
            presentation = .due(state, animated: animated)
            view.setNeedsLayout()
        }
        updateContentAppearance(animated: animated)
    }

    /// Presents the sheet now if no layout with a real size came between `viewWillAppear` and here.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        background?.endAppearanceTransition()
        if case .due = presentation {
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        finishContentAppearance()
    }

    /// A dismissal that did not come through the controller — a parent's or the system's
    /// (`presentingViewController.dismiss`, a scene going) — is told to it now, at once: `dismissed`
    /// and `onDismiss` come exactly once, and a later presentation rises from height 0.
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        background?.beginAppearanceTransition(false, animated: animated)
        if isBeingDismissed || isMovingFromParent, case .presented = presentation, !driver.controller.isDismissed {
            dismissedByUIKit = true
            driver.send { controller, time in controller.dismiss(animated: false, time: time) }
        }
        containerAppears = false
        updateContentAppearance(animated: animated)
    }

    /// Ends the appearance transitions `viewWillDisappear` began.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        background?.endAppearanceTransition()
        finishContentAppearance()
    }

    /// The children's appearance follows the sheet, not only the container (an embedded sheet that is
    /// dismissed stays in its parent, but its content disappears): forwarded by hand.
    public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Gives the controller the container's size when it changed (a rotation, split view,
    /// a window resize, the safe area), and presents the sheet the first time. A layout pass
    /// that changed none of the container draws nothing: the frame depends on nothing else
    /// (width included, since `ContainerMetrics` carries it), and `send` draws after a resize.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let metrics = ContainerMetrics(
            width: Double(view.bounds.width),
            height: Double(view.bounds.height),
            topSafeAreaInset: Double(view.safeAreaInsets.top),
            bottomSafeAreaInset: Double(view.safeAreaInsets.bottom),
            rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        if metrics != container {
            container = metrics
            driver.send { controller, time in controller.resize(to: metrics, time: time) }
        }
        measureContent()
        if case .due(let state, let animated) = presentation, view.window != nil, metrics.height > 0 {
            presentation = .presented
            if let state { move(to: state, animated: animated) }
            // Dismissed before it appeared (or asked for a hidden state): nothing will show, so let go.
            if driver.controller.isDismissed { finishDismissal() }
        }
    }

    /// The content says its preferred size changed (`preferredContentSize`): measure it again for a `fit` state.
    public override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        measureContent()
    }

    /// Lets the rotation's animation carry the layout pass in which the controller learns the new
    /// size; the sheet's own motion stays on the display link.
    public override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.view.layoutIfNeeded() })
    }

    // MARK: - Drawing

    /// Draws one frame: the card's top `frame.height` points above the bottom edge, the backdrop's
    /// dimming, and — while a finger the controller owns is in the shared scroll view — its offset.
    private func draw(_ frame: SheetFrame<State>) {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let shown = frame.phase != .dismissed
        cardView.isHidden = !shown
        backdropView.isHidden = !shown
        let height = CGFloat(frame.height)
        // The card's own height is the layout's (it keeps the content from resizing mid-drag).
        let cardHeight = CGFloat(driver.controller.engine.layout.cardHeight(atFrameHeight: frame.height))
        let cardFrame = CGRect(x: CGFloat(frame.x), y: bounds.height - height, width: CGFloat(frame.width), height: cardHeight)
        if cardView.frame != cardFrame { cardView.frame = cardFrame }
        // The backdrop's colour pair (clear without dimming); its alpha is scaled by the frame's.
        let dimming = configuration.dimming?.color ?? SheetColorPair(SheetColor(red: 0, green: 0, blue: 0, alpha: 0))
        backdropView.backgroundColor = UIColor(sheetColor: dimming, alpha: frame.alpha)
        // Where the backdrop takes the touches around the sheet, VoiceOver stays in the sheet too —
        // presented, the presentation's container view is the one whose siblings (the screen behind) it leaves out.
        let modal = shown && driver.controller.backdropTakesTouches
        view.accessibilityViewIsModal = modal
        if presentingViewController?.presentedViewController === self { view.superview?.accessibilityViewIsModal = modal }
        if let scrollView = input.scrollViewUnderFinger {
            apply(scrollOffset: frame.scrollOffset, to: scrollView)
        }
    }

    /// Sets a scroll view's offset from the controller's (0 = its top, whatever its insets).
    func apply(scrollOffset: Double, to scrollView: UIScrollView) {
        let y = CGFloat(scrollOffset) - scrollView.adjustedContentInset.top
        if scrollView.contentOffset.y != y {
            scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: y)
        }
    }

    // MARK: - Events out

    private func handle(_ event: SheetEvent<State>) {
        contentAppearanceFollows(event)  // the content hears of it before app code does
        switch event.kind {
        case .willMove(let target):
            onWillMove?(target)
        case .settled(let state):
            onSettle?(state)
            if event.byGesture { configuration.feedback.settle.play() }
            SheetHandleAccessibilityElement.postSheetSettled()
        case .dismissed:
            finishDismissal()
        case .touch:
            break  // routed where it went down: hit-testing and the pan asked the controller (runtime.md §10)
        }
    }

    /// A dismissal only ever removes this container's own presentation: when it is the view
    /// controller presented (not a child of the one presented), presents nothing itself and is
    /// not already being dismissed by UIKit. Embedded as a child, it stays where it is, drawing
    /// nothing (the card and backdrop are hidden and touches pass through) until `move(to:)`
    /// brings the sheet back.
    private func finishDismissal() {
        let onDismiss = onDismiss
        let completions = dismissalCompletions
        dismissalCompletions = []
        let byUIKit = dismissedByUIKit
        dismissedByUIKit = false
        if !byUIKit, let presenting = presentingViewController, presentedViewController == nil,
           presenting.presentedViewController === self {
            afterTransition {
                presenting.dismiss(animated: false) {
                    onDismiss?()
                    completions.forEach { $0() }
                }
            }
        } else {
            onDismiss?()
            completions.forEach { $0() }
        }
    }
}

// MARK: - Touch routing

extension SheetViewController: SheetTouchRouting {
    func destination(ofTouchAtHeight height: Double, x: Double?) -> SheetTouchDestination {
        driver.controller.destination(ofTouchAtHeight: height, x: x)
    }

    /// The view that takes the touches passing through: the embedded background's, else — presented —
    /// the presenting view controller's, which the sheet's presentation keeps in the window.
    var viewBehindSheet: UIView? {
        if let background { return background.viewIfLoaded }
        guard presentingViewController?.presentedViewController === self else { return nil }
        return presentingViewController?.viewIfLoaded
    }
}
#endif
