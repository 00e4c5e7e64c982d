#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A sheet in UIKit: a content view controller on a draggable card over a backdrop, for a
/// configuration value — a manifest decoded at run time (`SheetViewController<NamedSheetState>`),
/// or a generated sheet's (`SheetContainerViewController<GlideCard>`, this class with the sheet's
/// typed states).
///
/// It is a thin front end over `SheetController` (docs/behaviour.md): gestures, sizes, the layout
/// direction, VoiceOver actions and Reduce Motion become the controller's events, and a
/// `CADisplayLink` draws the controller's frame at each refresh while it animates. Every decision
/// — which touch drags, where a release goes, what a touch during an animation does, who moves in
/// a shared scroll view, what a rotation or a new configuration keeps — is the controller's,
/// tested headlessly; nothing here animates with `UIView.animate`, so any motion can be
/// interrupted at any frame.
///
/// Present it (its own presentation controller keeps the screen behind in place and passes the
/// touches the controller gives away to it; the sheet rises from the bottom edge as it appears, and
/// leaves by the controller's animation however UIKit is asked to dismiss it), or embed it with
/// `embed(in:)` over a `background` view controller — the Maps layout, where pass-through sends the
/// touches outside the sheet to the background — and take it out with `remove(animated:completion:)`.
/// Presented from a sheet — from its container or from a view controller on its card — it stacks on
/// that sheet (`SheetViewController+Stack.swift`): the one under it does what this one's
/// `stack.below` says until this one starts to leave, and `dismissStack(animated:completion:)`
/// closes every sheet stacked over the base.
///
/// Open, so an app can subclass it; the escape hatches (`panGestureRecognizer`, `cardView`,
/// `backdropView`, `setContent(_:)`, `trackScrollView(_:)`) are described in docs/app-code.md.
@MainActor
open class SheetViewController<State: SheetStateName>: UIViewController {
    /// The view controller shown on the card (`setContent(_:)` replaces it).
    public private(set) var content: UIViewController
    /// Shown behind the sheet, inside the container, and given the touches that pass through.
    public let background: UIViewController?
    /// The configuration the sheet follows (`reconfigure(_:)` replaces it).
    public var configuration: SheetConfiguration { driver.controller.configuration }

    /// Called when the sheet comes to rest in a state, by a drag, code or VoiceOver alike.
    public var onSettle: ((State) -> Void)?
    /// Called once the sheet has gone — by its own dismissal, a parent's or the system's; when it
    /// was presented, after its presentation was removed. Exactly once per dismissal, always after
    /// the controller's `dismissed` (docs/behaviour.md#the-frame); a sheet dismissed before it ever
    /// appeared was never shown, and is not reported.
    public var onDismiss: (() -> Void)?
    /// Called when the sheet starts towards a state or a dismissal (also when retargeted), before it gets there.
    public var onWillMove: ((SheetTarget<State>) -> Void)?

    /// The scroll view whose drags the sheet shares (docs/behaviour.md#an-inner-scroll-view), as `trackScrollView(_:)` set it.
    public var sharedScrollView: UIScrollView? {
        get { trackedScrollView }
        set { trackScrollView(newValue) }
    }
    /// Set by `trackScrollView(_:)`.
    weak var trackedScrollView: UIScrollView?
    /// Without one tracked, the content's vertically scrolling view, found once (`SheetViewController+Input.swift`).
    weak var discoveredScrollView: UIScrollView?
    /// Views that mark the scroll views content means to share the drags (SwiftUI's
    /// `.sheetcTrackedScrollView()`): the one on screen wins over the content's own search, and a
    /// tracked one over it (`SheetViewController+Input.swift`).
    var scrollViewMarks: (@MainActor () -> [UIView])?
    /// The content was searched and has none: not searched again until it may have one (a layout,
    /// a touch's end, new content).
    var scrollViewSearchMissed = false

    /// The radius of the display's rounded corners, in points, for a `concentric` card
    /// (`appearance.cornerRadius`, docs/language.md). `nil` (the default): found with public API only
    /// (`SheetViewController+DisplayCorners.swift`: UIKit's own on iOS 26, a built-in device profile's
    /// before), else 0 (square corners: a concentric card uses its minimum). Set it to give the exact one.
    public var displayCornerRadius: CGFloat? {
        didSet { view.setNeedsLayout() }
    }
    /// On iOS 26, the view whose container-concentric corners measure the display's.
    lazy var cornerProbe = UIView()

    /// How the content is laid out while the card moves.
    public enum ContentSizing: Sendable {
        /// The card is as tall as the sheet's highest state and slides partly off screen; the content
        /// is laid out once, and its bottom safe-area inset stays what it is resting on screen (a
        /// table's `adjustedContentInset`, a `List`'s safe area do not change as it moves).
        case fixed
        /// The card is as tall as it shows: the content is laid out again at every frame of a move
        /// (for content that must end at the visible bottom edge, a toolbar say).
        case visibleHeight
    }
    /// Whether `.fixed` sizing keeps the content root's safe area as the card rests, through its
    /// `additionalSafeAreaInsets` (`SheetViewController+ContentInsets.swift`); a SwiftUI card on iOS
    /// 16.4 and later turns its safe area off and sets its own insets.
    var keepsContentSafeArea = true
    /// Whether `.fixed` sizing gives the shared scroll view fixed insets as the card rests; a SwiftUI
    /// card's scroll views are SwiftUI's, which take theirs from the card's safe area.
    var fixesScrollViewInsets = true
    /// Whether the card clears the default backgrounds of its content's table or collection view so
    /// that a glass card's glass shows behind them (`SheetContentBackground`): `.clearedOnGlass` by
    /// default; `.kept` leaves them, for an app that keeps its own background on purpose.
    public var contentBackground = SheetContentBackground.clearedOnGlass {
        didSet { applyContentBackground() }
    }
    /// What `applyContentBackground` cleared, to give back.
    var clearedBackgrounds: [ClearedBackground] = []
    /// Whether the container clears UIKit scroll views' backgrounds itself; a SwiftUI card's are
    /// SwiftUI's, which hides its scroll-content backgrounds (`SheetcCardRoot`).
    var clearsContentBackgrounds = true
    /// How a `fit` state measures content that is not measured with Auto Layout (a SwiftUI card's
    /// hosting controller), at the width given (the card's resting in that state); `nil`: as UIKit
    /// content (`SheetViewController+Content.swift`).
    var measuresContent: (@MainActor (CGFloat) -> ContentMeasurement?)?
    /// `.fixed` by default (FloatingPanel's default too).
    public var contentSizing = ContentSizing.fixed {
        didSet {
            if contentSizing != .fixed { setContentSafeAreaAdjustment(.zero) }
            applyContentInsets()
            driver.redraw()
        }
    }

    /// VoiceOver's name for the handle: by default the spec's `accessibility.label`, looked up in
    /// the app's strings under its key (`<Sheet>.accessibility.label`).
    public var handleAccessibilityLabel: String {
        didSet { card.handleElement.accessibilityLabel = handleAccessibilityLabel }
    }

    /// VoiceOver's hint for the handle: what swiping does. Set it to the app's own words (and language).
    public var handleAccessibilityHint = "Swipe up or down to resize the sheet." {
        didSet { card.handleElement.accessibilityHint = handleAccessibilityHint }
    }

    /// The state the sheet rests in; `nil` while it moves, before it appears and once dismissed.
    public var currentState: State? {
        driver.controller.currentState
    }

    let driver: SheetDriver<State>
    /// App code's frame observers (`addFrameObserver`).
    let frameObservers = SheetObservers<SheetFrame<State>>()
    /// `move(to:animated:completion:)`'s completions still waiting, with the state each asked for.
    var moveCompletions: [(state: State, completion: (Bool) -> Void)] = []
    /// Completions of UIKit's `dismiss(animated:completion:)` sent through the controller, run once the presentation is gone.
    private var dismissalCompletions: [() -> Void] = []
    let input = SheetTouchInput()
    /// The backdrop: the dimming the controller draws, and the taps on it. Style it beyond the spec
    /// as you like; its frame, colour and visibility are the controller's.
    public let backdropView = UIView()
    /// Follows the software keyboard (`SheetViewController+Keyboard.swift`).
    let keyboardObservation = KeyboardObservation()
    /// The last keyboard notification, in screen coordinates: applied again when the container
    /// is back in a window (one that arrived while it was not is not lost).
    var lastKeyboardChange: KeyboardChange?
    let card = SheetCardView()
    /// Holds the backdrop and the card, clipping them at a bar's top edge while the card is under the
    /// bar (`SheetViewController+Bar.swift`).
    let barClipView = SheetBarClipView()
    /// The card: its surface holds the content. Add a shadow, a border or subviews beyond the
    /// spec's appearance; its frame is the controller's.
    public var cardView: UIView { card }
    /// The sheet's pan, for `require(toFail:)` against a map's gestures and the like. Its delegate
    /// is the sheet's: do not replace it.
    public var panGestureRecognizer: UIPanGestureRecognizer { input.pan }
    /// `remove(animated:completion:)`'s completions, run once the sheet is dismissed and removed.
    private var removalCompletions: [() -> Void]?
    /// A UIKit dismissal of the presented container runs the controller's animation inside its
    /// transition, which ends on `dismissed` (`SheetPresentation.swift`).
    private var endDismissalTransition: (() -> Void)?
    /// A frame drawn now rides UIKit's animation (a rotation's), instead of being drawn without one.
    var drawsInsideTransition = false
    /// The backdrop's dimming colour, set once per configuration; each frame sets only its alpha
    /// (`SheetViewController+Drawing.swift`).
    let dimmingView = UIView()
    /// What `SheetViewController+ContentInsets.swift` added to the content's `additionalSafeAreaInsets`.
    var contentSafeAreaAdjustment = UIEdgeInsets.zero
    /// The content's `additionalSafeAreaInsets` as the container last wrote them (`nil`: not yet, or
    /// for other content): an edge that differs now was set by app code since.
    var contentSafeAreaWritten: UIEdgeInsets?
    /// The shared scroll view given fixed insets, and what it had before (restored when another one shares the drags).
    var insetScrollView: InsetScrollView?
    /// The container is appearing: the keyboard's last frame is applied again at the next layout in a window.
    private var keyboardNeedsReapply = false
    private let reduceMotion = ReduceMotionObserver()
    /// The presentation this container brings when presented (`SheetPresentation.swift`).
    private let presentationDelegate = SheetPresentation()
    /// The stack of sheets this one is in (`SheetViewController+Stack.swift`).
    var stackLink: SheetStackLink?
    /// An `addSheet(_:)` base is hit-testing the tab bar controller's other views for a touch passing
    /// through: a touch that comes back here from one of them (a sheet presented inside that view
    /// hands its pass-through to this one) is taken by none.
    private var hitTestsBesideTabBar = false
    /// The container the controller was last given.
    private var container: ContainerMetrics?
    /// What the content has been told of its appearance (`SheetViewController+Appearance.swift`).
    var contentAppearance = ContentAppearance.disappeared
    /// Whether this container is on screen (between `viewWillAppear` and `viewDidDisappear`).
    var containerAppears = false
    /// The tab bar the sheet stands on, followed (`UITabBarController.addSheet(_:)`, SwiftUI's
    /// `.sheetc` on a `TabView`; `SheetViewController+TabBar.swift`).
    var tabBarFollowing: SheetTabBarFollowing?

    /// Presenting is the front end's business, not the controller's: the sheet rises from height 0
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
    /// already going, so it is not removed again. Set in `viewWillDisappear`, cleared by the
    /// `dismissed` it ends in, or at the latest in `viewDidDisappear`.
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
        card.configure(appearance: configuration.appearance, indicator: configuration.popUpIndicator)
        driver.draw = { [weak self] frame in
            self?.draw(frame)
            self?.notifyFrameObservers(frame)
        }
        driver.handle = { [weak self] event, heard in
            self?.handle(event, heard: heard)
            self?.completeMoves(after: event)
        }
        // Presented from a sheet, it stacks on that sheet from the moment UIKit takes the presentation,
        // before its first layout: a `dismissStack()` in the same turn then takes it too.
        presentationDelegate.presentedFrom = { [weak self] source in
            self?.joinStack(presentedFrom: source)
        }
        let reduceMotionEnabled = reduceMotion.isEnabled
        driver.send { controller, _ in controller.reduceMotion = reduceMotionEnabled }
        reduceMotion.onChange = { [weak self] enabled in
            self?.driver.send { controller, _ in controller.reduceMotion = enabled }
        }
    }

    /// Not available: the container is created in code. Public because the class is open (a
    /// subclass inherits it).
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("SheetViewController is created in code")
    }

    /// The sheet follows `configuration` from now on, while shown too (a manifest reloaded, states
    /// added or removed, heights changed): the controller keeps its state by name
    /// (docs/behaviour.md#size-changes-and-other-new-heights; a state that is gone gives way to the
    /// lowest one, never a dismissal), and the card takes the new appearance. Throws, changing nothing,
    /// when `State` does not name every state.
    public func reconfigure(_ configuration: SheetConfiguration) throws(SheetStateMismatch) {
        try SheetStateMismatch.check(configuration, against: State.self)
        let label = self.configuration.accessibilityLabel
        card.configure(appearance: configuration.appearance, indicator: configuration.popUpIndicator)
        if handleAccessibilityLabel == label.localized { handleAccessibilityLabel = configuration.accessibilityLabel.localized }
        driver.send { controller, time in controller.reconfigure(configuration, time: time) }
        driver.sendToLayer { layer, controller in layer.sheetReconfigured(controller) }  // a covered sheet's return state
        applyDimmingColour()
        applyContentBackground()  // the material may have changed
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

    /// The inverse of `embed(in:)` (and of `UITabBarController.addSheet(_:)`): the sheet leaves by the
    /// controller's dismissal (at once with `animated: false`; `onDismiss` is called), then the
    /// container leaves its parent and `completion` runs. Presented, it is dismissed instead.
    public func remove(animated: Bool = true, completion: (() -> Void)? = nil) {
        if isPresentedContainer { return dismiss(animated: animated, completion: completion) }
        guard parent != nil || isTabBarBase else { completion?(); return }
        removalCompletions = (removalCompletions ?? []) + (completion.map { [$0] } ?? [])
        if case .presented = presentation, !driver.controller.isDismissed {
            requestDismissal(animated: animated)
        } else {
            finishRemoval()
        }
    }

    /// Takes the container out of its parent once its sheet is gone (`remove`).
    private func finishRemoval() {
        guard let completions = removalCompletions else { return }
        removalCompletions = nil
        if parent != nil {
            willMove(toParent: nil)
            view.removeFromSuperview()
            removeFromParent()
        } else if isTabBarBase {
            stopFollowingTabBar()  // `UITabBarController.addSheet(_:)`'s base leaves the tab bar controller's view
        }
        completions.forEach { $0() }
    }

    /// Shows `newContent` on the card in place of the current content (FloatingPanel's `set(contentViewController:)`):
    /// the old one leaves the card and its parent, the new one takes its appearance state, a `fit`
    /// state measures it, and its scroll view is looked for again unless one is tracked.
    public func setContent(_ newContent: UIViewController) {
        guard newContent !== content else { return }
        let old = content
        setContentSafeAreaAdjustment(.zero)  // the old content's safe area is its own again
        content = newContent
        contentSafeAreaWritten = nil
        discoveredScrollView = nil
        scrollViewSearchMissed = false
        input.stopObservingScrollView()
        guard isViewLoaded else { return }
        let shown = contentAppearance == .appeared || contentAppearance == .appearing
        old.willMove(toParent: nil)
        if shown { old.beginAppearanceTransition(false, animated: false) }
        old.view.removeFromSuperview()
        if shown { old.endAppearanceTransition() }
        old.removeFromParent()
        addChild(newContent)
        card.install(content: newContent.view)
        if shown { newContent.beginAppearanceTransition(true, animated: false) }
        newContent.didMove(toParent: self)
        if contentAppearance == .appeared { newContent.endAppearanceTransition() }
        applyContentInsets()
        measureContent()
    }

    /// The scroll view whose drags the sheet shares (docs/behaviour.md#an-inner-scroll-view) — FloatingPanel's
    /// `track(scrollView:)`. Without one, the content's first vertically scrolling view (breadth
    /// first, a horizontal carousel and a text view passed over) is found once and kept. Set it when
    /// the content holds several, or one inside another.
    public func trackScrollView(_ scrollView: UIScrollView?) {
        guard scrollView !== trackedScrollView else { return }
        trackedScrollView = scrollView
        scrollViewSearchMissed = false
        input.stopObservingScrollView()
        applyContentInsets()  // the scroll view that shared the drags before gets its own insets back
    }

    // MARK: - Moving from code

    /// Moves the sheet to `state` (docs/behaviour.md#interrupting-cancelling-moving-from-code: a
    /// retarget while animating, the end of a drag while dragging, nothing when it is there or going
    /// there). Without animation the sheet is there at once, and `onWillMove` and `onSettle` are still
    /// called. Before the sheet has appeared, this is the state it will appear in.
    public func move(to state: State, animated: Bool = true) {
        if case .presented = presentation, driver.controller.isDismissed, viewIfLoaded?.window == nil {
            presentation = .waiting(state, animated: animated)  // dismissed and off screen: it rises when shown again
            return
        }
        guard case .presented = presentation else {
            presentation = Self.replacing(presentation, with: state, animated: animated)
            return
        }
        guard driver.layer.takesInput else { return }  // covered (it returns when uncovered) or leaving its stack
        driver.send { controller, time in controller.move(to: state, animated: animated, time: time) }
    }

    /// A two-way binding (SwiftUI's `state:`) hands over `state`: the controller decides whether that
    /// moves the sheet (`SheetController.follow`: only when it is not where the sheet is heading).
    /// Before the sheet is shown (or while it is dismissed off screen), the state it will appear in.
    func followBinding(_ state: State?) {
        if case .presented = presentation, !(driver.controller.isDismissed && viewIfLoaded?.window == nil) {
            guard driver.layer.takesInput else {
                // Covered or leaving, it goes nowhere of its own; `nil` asks its dismissal, which the
                // stack decides (a covered sheet leaves with the sheets over it; a leaving one is going).
                if state == nil { dismiss() }
                return
            }
            driver.send { controller, time in controller.follow(state, time: time) }
        } else if let state {
            move(to: state)
        } else {
            dismiss()
        }
    }

    /// Moves the sheet off screen, then calls `onDismiss` and removes its own presentation.
    /// From code this always works (`dismissible` governs gestures and VoiceOver only). During
    /// the presentation's own transition it waits for the transition to end; before the sheet has
    /// appeared (not presented or embedded yet), it will not appear.
    public func dismiss() {
        requestDismissal(animated: true)
    }

    /// Every dismissal from code — ours and UIKit's `dismiss(animated:completion:)` — goes to the
    /// controller (docs/behaviour.md#the-frame), so `dismissed` and `onDismiss` come once. A container being
    /// presented, whose sheet has not risen yet, waits for the transition's end, when the sheet has
    /// been handed to the controller; one that is not shown yet just will not show its sheet.
    private func requestDismissal(animated: Bool) {
        switch presentation {
        case .presented:
            afterTransition { [weak self] in
                guard let self else { return }
                // In a stack, the stack decides (a covered sheet leaves with every sheet over it).
                if let stackLink = self.stackLink {
                    return stackLink.dismissalAsked(of: self, animated: animated)
                }
                self.driver.send { controller, time in controller.dismiss(animated: animated, time: time) }
            }
        case .waiting, .due:
            if isPresentedContainer {
                afterTransition { [weak self] in self?.dismissOncePresented(animated: animated) }
            } else {
                presentation = Self.replacing(presentation, with: nil, animated: false)
            }
        }
    }

    /// Whether this container is the view controller presented (or being presented) by its presenter.
    private var isPresentedContainer: Bool {
        presentingViewController?.presentedViewController === self
    }

    /// The dismissal of a container that was being presented: the layout that hands the sheet to the
    /// controller is made now if it is due, and the controller dismisses the sheet; a container that
    /// never reached a window leaves without a sheet to dismiss (its completions still run).
    private func dismissOncePresented(animated: Bool) {
        if case .due = presentation, view.window != nil {
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        if case .presented = presentation {
            driver.send { controller, time in controller.dismiss(animated: animated, time: time) }
        } else {
            presentation = Self.replacing(presentation, with: nil, animated: false)
            removeUnshownPresentation()
        }
    }

    /// UIKit's dismissal of the sheet itself goes through the controller (docs/behaviour.md#the-frame), so that
    /// `dismiss(animated: true)` cannot bypass it: the card leaves as the controller animates it
    /// (at once with `animated: false`), `onDismiss` is called once, the presentation is removed and
    /// then `completion` runs. While the sheet presents another view controller, or is not the
    /// presented one, UIKit's own meaning is kept (a parent's or the system's dismissal of it is
    /// still told to the controller, in `viewWillDisappear`).
    open override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        var leaving = false
        if case .presented = presentation { leaving = driver.controller.isDismissed }  // already on its way out
        guard presentedViewController == nil, isPresentedContainer, !leaving else {
            return super.dismiss(animated: flag, completion: completion)
        }
        if let completion { dismissalCompletions.append(completion) }
        requestDismissal(animated: flag)
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
    open override func loadView() {
        let container = SheetContainerView()
        container.backgroundColor = .clear
        container.router = self
        view = container
    }

    /// Builds the background, the backdrop and the card, and connects the gestures.
    open override func viewDidLoad() {
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
        dimmingView.frame = backdropView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.isUserInteractionEnabled = false
        backdropView.addSubview(dimmingView)
        applyDimmingColour()
        barClipView.frame = view.bounds
        barClipView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        barClipView.addSubview(backdropView)
        view.addSubview(barClipView)

        addChild(content)
        card.install(content: content.view)
        barClipView.addSubview(card)
        content.didMove(toParent: self)
        connectAccessibility()

        input.handler = self
        view.addGestureRecognizer(input.pan)
        observeKeyboard()
        driver.redraw()
    }

    /// Marks the sheet to appear at the next layout, once the container has its size — also when
    /// this container is presented or embedded again after its sheet was dismissed: it rises from
    /// height 0, never pops in at the state it had. A sheet presented or embedded anew that was never
    /// told it went (`presentationDidEnd` not called: UIKit took it away while it was off screen)
    /// leaves first, at once — `dismissed` and `onDismiss` for that presentation, exactly once.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        containerAppears = true
        keyboardNeedsReapply = true
        background?.beginAppearanceTransition(true, animated: animated)
        if case .presented = presentation, isBeingPresented || isMovingToParent {
            if !driver.controller.isDismissed { leaveTakenAway() }
            presentation = .waiting(State(rawValue: configuration.initialState), animated: true)
        }
        if case .waiting(let state, let rises) = presentation {
            // `present(_:animated: false)` shows the sheet in its state at once; an embedded
            // container's appearance says nothing of that (UIKit passes `false` there).
            presentation = .due(state, animated: rises && (animated || !isBeingPresented))
            view.setNeedsLayout()
        }
        updateContentAppearance(animated: animated)
    }

    /// Presents the sheet now if no layout with a real size came between `viewWillAppear` and here.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        background?.endAppearanceTransition()
        trackTabBar()
        if case .due = presentation {
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        finishContentAppearance()
        applyContentInsets()
        // VoiceOver moves into a presented sheet, as into any modal screen.
        if isBeingPresented { UIAccessibility.post(notification: .screenChanged, argument: card.handleElement) }
    }

    /// A dismissal that did not come through the controller — a parent's or the system's
    /// (`presentingViewController.dismiss`, the content's `dismiss(animated:)`, a scene going) — is
    /// told to it as the platform taking the sheet away (`SheetController.leave`): presented with its
    /// own transition, the transition runs the controller's leaving, animated as UIKit asked, and
    /// ends on `dismissed` (`runDismissalTransition`); otherwise (taken out of its parent by hand,
    /// presented another way) at once. `dismissed` and `onDismiss` come exactly once, and a later
    /// presentation rises from height 0.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        background?.beginAppearanceTransition(false, animated: animated)
        if isBeingDismissed || isMovingFromParent, case .presented = presentation, !driver.controller.isDismissed {
            dismissedByUIKit = true
            let transitionDismisses = isBeingDismissed && modalPresentationStyle == .custom
                && transitioningDelegate === presentationDelegate
            if !transitionDismisses {
                driver.send { controller, time in controller.leave(animated: false, time: time) }
            }
        }
        containerAppears = false
        updateContentAppearance(animated: animated)
    }

    /// Ends the appearance transitions `viewWillDisappear` began. A UIKit dismissal whose transition
    /// never ran the controller's leaving — a parent dismissed a chain of view controllers (the sheet
    /// had presented an alert or a share sheet), and UIKit runs only the top one's animator — ends
    /// here, at once, so `dismissed` and `onDismiss` still come and the next presentation rises.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if dismissedByUIKit, !driver.controller.isDismissed { leaveTakenAway() }
        dismissedByUIKit = false
        background?.endAppearanceTransition()
        finishContentAppearance()
    }

    /// The children's appearance follows the sheet, not only the container (an embedded sheet that is
    /// dismissed stays in its parent, but its content disappears): forwarded by hand.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Gives the controller the container's size when it changed (a rotation, split view,
    /// a window resize, the safe area), and presents the sheet the first time. A layout pass
    /// that changed none of the container draws nothing: the frame depends on nothing else
    /// (width included, since `ContainerMetrics` carries it), and `send` draws after a resize.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let metrics = ContainerMetrics(
            width: Double(view.bounds.width),
            height: Double(view.bounds.height),
            topSafeAreaInset: Double(view.safeAreaInsets.top),
            bottomSafeAreaInset: Double(view.safeAreaInsets.bottom),
            rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft,
            displayCornerRadius: Double(displayCornerRadius ?? screenCornerRadiusAtContainer))
        if metrics != container {
            container = metrics
            driver.send { controller, time in controller.resize(to: metrics, time: time) }
        }
        scrollViewSearchMissed = false  // the content may have made its scroll view by now
        trackTabBar()  // SwiftUI's `TabView` makes its tab bar in the background's first layout
        applyContentInsets()
        if keyboardNeedsReapply, view.window != nil {
            keyboardNeedsReapply = false
            reapplyKeyboard()
        }
        measureContent()
        if case .due(let state, let animated) = presentation, view.window != nil, metrics.height > 0 {
            presentation = .presented
            if let state { move(to: state, animated: animated) }
            // Dismissed before it appeared (or asked for a hidden state, or taken by its stack's
            // `dismissStack()` first): nothing showed, so nothing was dismissed (no `dismissed`, no
            // `onDismiss`); a presentation lets go.
            if driver.controller.isDismissed { removeUnshownPresentation() }
        }
    }

    /// A rotation (or any size transition): the frame drawn for the new size rides UIKit's animation
    /// of the container's bounds, so a detached or landscape card stays on its edge throughout.
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        drawsInsideTransition = true
        coordinator.animate(alongsideTransition: { [weak self] _ in
            MainActor.assumeIsolated { self?.view.layoutIfNeeded() }
        }, completion: { [weak self] _ in
            MainActor.assumeIsolated { self?.drawsInsideTransition = false }
        })
    }

    /// The content says its preferred size changed (`preferredContentSize`): a sign that its height may
    /// have, so a `fit` state measures it again.
    open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        measureContent()
    }

    /// Dynamic Type: text in the content changes size, so a `fit` state measures it again — at the next
    /// layout, by when labels that adjust to the content size category have their new fonts (UIKit
    /// content says nothing itself; a SwiftUI card's preferred size does). Measuring is `measureContent`'s.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory,
              configuration.hasFitState, isViewLoaded else { return }
        content.viewIfLoaded?.setNeedsLayout()
        view.setNeedsLayout()  // viewDidLayoutSubviews measures
    }

    // MARK: - Events out

    /// `heard`: whether the app hears of `event` (a hidden or rising sheet's own moves are silent);
    /// the content's appearance, the move completions and the stack follow every event, so a sheet
    /// hidden while it still rises still ends its content's appearance when its controller settles.
    private func handle(_ event: SheetEvent<State>, heard: Bool) {
        contentAppearanceFollows(event)  // the content hears of it before app code does
        switch event.kind {
        case .willMove(let target):
            if heard { onWillMove?(target) }  // while UIKit takes the container away, the controller refuses any other move
        case .settled(let state):
            guard heard else { break }
            onSettle?(state)
            if event.byGesture { configuration.feedback.settle.play() }
            SheetHandleAccessibilityElement.postSheetSettled()
        case .dismissed:
            // UIKit's transition ends first, so that `onDismiss` comes with the presentation gone.
            let byUIKit = dismissedByUIKit
            dismissedByUIKit = false
            if let end = endDismissalTransition {
                endDismissalTransition = nil
                end()
            }
            removePresentation(notifying: true, byUIKit: byUIKit)  // the one place `onDismiss` is called
            finishRemoval()
        case .touch:
            break  // routed where it went down: hit-testing and the pan asked the controller (docs/behaviour.md#dragging-and-releasing)
        }
        stackFollows(event)
    }

    /// A dismissal only ever removes this container's own presentation: when it is the view
    /// controller presented (not a child of the one presented), presents nothing itself and is
    /// not already being dismissed by UIKit. Embedded as a child, it stays where it is, drawing
    /// nothing (the card and backdrop are hidden and touches pass through) until `move(to:)`
    /// brings the sheet back. `notifying`: the controller emitted `dismissed`, so `onDismiss` is called.
    /// `byUIKit`: UIKit is removing (or has removed) the presentation itself.
    private func removePresentation(notifying: Bool, byUIKit: Bool = false) {
        removePresentation(notifying: notifying, byUIKit: byUIKit, stack: stackLink)
    }

    /// A presented sheet that never rose lets its presentation go; it leaves the stack it joined when
    /// presented (the sheet under it returns, if it was the top), which hears of the presentation's end.
    private func removeUnshownPresentation() {
        let stack = stackLink
        leaveStackUnshown()
        removePresentation(notifying: false, byUIKit: false, stack: stack)
    }

    /// `stack`: the stack the sheet was in when it was dismissed, told once its presentation is gone.
    private func removePresentation(notifying: Bool, byUIKit: Bool, stack: SheetStackLink?) {
        // Stacked: a sheet over this one whose card is still leaving ends its own presentation first
        // (ending this one would take that one's card off screen with it).
        if !byUIKit, let stack, let above = presentedViewController, stack.presentationOngoing(above) {
            return stack.afterPresentationGone(of: above) { [weak self] in
                self?.removePresentation(notifying: notifying, byUIKit: byUIKit, stack: stack)
            }
        }
        let onDismiss = notifying ? onDismiss : nil
        let completions = dismissalCompletions
        dismissalCompletions = []
        let sheet = ObjectIdentifier(self)
        let finish = {
            onDismiss?()
            completions.forEach { $0() }
            stack?.presentationGone(sheet)
        }
        guard !byUIKit, let presenting = presentingViewController, presentedViewController == nil,
              presenting.presentedViewController === self else { return finish() }
        afterTransition { [weak self] in
            // Asked again once the transition is over: it may have changed what is presented.
            guard let self, presenting.presentedViewController === self, self.presentedViewController == nil else {
                return finish()
            }
            presenting.dismiss(animated: false, completion: finish)
        }
    }
}

// MARK: - UIKit's dismissal transition

extension SheetViewController: SheetDismissalTransitioning {
    /// The presentation was removed (`SheetPresentationController.dismissalTransitionDidEnd`). A sheet
    /// whose dismissal no transition or appearance callback told the controller of — the card's content
    /// had presented a full-screen view controller, so the container was off screen already, with no
    /// `viewWillDisappear` to come, when a parent dismissed the chain — leaves now, at once.
    func presentationDidEnd() {
        guard case .presented = presentation, !driver.controller.isDismissed else { return }
        leaveTakenAway()
    }

    /// UIKit has taken the container away (or is doing so) without running the controller's leaving:
    /// `leave` at once; the presentation is UIKit's to remove, so only `onDismiss` follows.
    func leaveTakenAway() {
        dismissedByUIKit = true
        driver.send { controller, time in controller.leave(animated: false, time: time) }
        dismissedByUIKit = false  // cleared by `dismissed` already; a refused leave leaves nothing behind
    }

    /// How long the controller's leaving would take now: the dismissal transition's duration.
    func leavingDuration(animated: Bool) -> TimeInterval {
        guard case .presented = presentation else { return 0 }
        var now = driver.controller
        now.advance(to: max(now.time, driver.now))  // from where the card is at this moment
        return SheetLeavingDuration.of(now, animated: animated)
    }

    /// The presentation's dismissal transition (`SheetPresentation.swift`): the controller's leaving
    /// — animated when UIKit's dismissal is — and the transition ends on `dismissed`. Meanwhile the
    /// controller lets no touch take the card and refuses moves (`SheetController.leave`).
    func runDismissalTransition(animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard case .presented = presentation, !driver.controller.isDismissed, endDismissalTransition == nil else {
            return completion()
        }
        endDismissalTransition = completion
        driver.send { controller, time in controller.leave(animated: animated, time: time) }
    }
}

// MARK: - Touch routing

extension SheetViewController: SheetTouchRouting {
    /// A covered sheet takes no touch: it passes to what is behind the whole stack.
    func destination(ofTouchAtHeight height: Double, x: Double?) -> SheetTouchDestination {
        driver.layer.destination(of: driver.controller, touchAtHeight: height, x: x)
    }

    /// Hit-tests a touch passing through into the embedded background's view, else — presented — the
    /// presenting view controller's, which the sheet's presentation keeps in the window; an
    /// `addSheet(_:)` base, which has neither, into the tab bar controller's views other than its own,
    /// front to back (never the tab bar controller's view itself, which would come back here). A sheet
    /// stacked on the base is presented by it, so its pass-through comes here too.
    func hitTestBehindSheet(_ point: CGPoint, of view: UIView, with event: UIEvent?) -> UIView? {
        if let behind = background?.viewIfLoaded ?? presentingView {
            return behind.hitTest(behind.convert(point, from: view), with: event)
        }
        guard isTabBarBase, !hitTestsBesideTabBar, let root = tabBarFollowing?.tabBarController?.viewIfLoaded,
              self.view.superview === root else { return nil }
        hitTestsBesideTabBar = true
        defer { hitTestsBesideTabBar = false }
        for sibling in root.subviews.reversed() where sibling !== self.view {
            if let hit = sibling.hitTest(sibling.convert(point, from: view), with: event) { return hit }
        }
        return nil
    }

    /// The presenting view controller's view, while this sheet is what it presents.
    private var presentingView: UIView? {
        guard presentingViewController?.presentedViewController === self else { return nil }
        return presentingViewController?.viewIfLoaded
    }
}
#endif
