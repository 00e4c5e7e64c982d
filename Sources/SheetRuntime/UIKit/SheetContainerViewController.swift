#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A generated sheet in UIKit: a content view controller on a draggable card over a backdrop.
///
/// It is a thin front end over `SheetController` (runtime.md): gestures, sizes, VoiceOver
/// actions and Reduce Motion become the controller's events, and a `CADisplayLink` draws the
/// controller's frame at each refresh while it animates. Every decision — where a release
/// goes, what a touch during an animation does, who moves in a shared scroll view, what a
/// rotation keeps — is the controller's, tested headlessly; nothing here animates with
/// `UIView.animate`, so any motion can be interrupted at any frame.
///
/// Generic over the generated sheet, so states are typed: `SheetContainerViewController<GlideCard>`,
/// `move(to: .open)`. Present it (`.overFullScreen` is the default style, and the sheet rises
/// from the bottom edge when it appears), or embed it as a child that covers a `background`
/// view controller — the Maps layout, where pass-through sends the touches outside the
/// sheet to the background.
@MainActor
public final class SheetContainerViewController<Sheet: SheetDefinition>: UIViewController {
    /// The view controller shown on the card.
    public let content: UIViewController
    /// Shown behind the sheet, inside the container, and given the touches that pass through.
    public let background: UIViewController?

    /// Called when the sheet comes to rest in a state, by a drag, code or VoiceOver alike.
    public var onSettle: ((Sheet.State) -> Void)?
    /// Called once the sheet has gone; when it was presented, after its presentation was removed.
    public var onDismiss: (() -> Void)?
    /// Called when the sheet starts towards a state or a dismissal (also when retargeted), before it gets there.
    public var onWillMove: ((SheetTarget<Sheet.State>) -> Void)?

    /// The scroll view whose drags the sheet shares (runtime.md §5); when `nil`, the content's
    /// first `UIScrollView` (breadth first). Set it when the content holds several.
    public weak var sharedScrollView: UIScrollView?

    /// VoiceOver's name for the handle: by default the spec's `accessibility.label`, looked up in
    /// the app's strings under its key (`<Sheet>.accessibility.label`).
    public var handleAccessibilityLabel = Sheet.configuration.accessibilityLabel.localized {
        didSet { cardView.handleElement.accessibilityLabel = handleAccessibilityLabel }
    }

    /// The state the sheet rests in; `nil` while it moves, before it appears and once dismissed.
    public var currentState: Sheet.State? {
        driver.controller.currentState
    }

    let driver = SheetDriver<Sheet.State>(configuration: Sheet.configuration)
    let input = SheetTouchInput()
    let backdropView = UIView()
    /// Follows the software keyboard (`SheetContainerViewController+Keyboard.swift`).
    let keyboardObservation = KeyboardObservation()
    let cardView = SheetCardView(appearance: Sheet.configuration.appearance, indicator: Sheet.configuration.popUpIndicator,
                                 detached: Sheet.configuration.placement.isDetached)
    private let reduceMotion = ReduceMotionObserver()
    /// The dimming colour, drawn with its own alpha times the frame's.
    /// The backdrop's colour pair (clear without dimming); its alpha is scaled by the frame's.
    private let dimmingColor = Sheet.configuration.dimming?.color ?? SheetColorPair(SheetColor(red: 0, green: 0, blue: 0, alpha: 0))
    /// The container the controller was last given.
    private var container: ContainerMetrics?

    /// Presenting is the front end's business (runtime.md §9): the sheet rises from height 0
    /// once the container has its size, in the state asked for by then.
    private enum Presentation {
        /// Not shown yet: the state to appear in (`nil`: dismissed before appearing).
        case waiting(Sheet.State?, animated: Bool)
        /// Appearing was asked for; it happens at the next layout with a real size.
        case due(Sheet.State?, animated: Bool)
        /// Handed to the controller; from here on everything goes to it.
        case presented
    }
    private var presentation = Presentation.waiting(Sheet.initialState, animated: true)

    /// A sheet showing `content` with `Sheet.configuration`, over `background` when given
    /// (the pass-through layout of a map and its drawer).
    public init(content: UIViewController, background: UIViewController? = nil) {
        self.content = content
        self.background = background
        super.init(nibName: nil, bundle: nil)
        // The sheet animates itself in and out over what stays visible behind it.
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
        driver.draw = { [weak self] frame in self?.draw(frame) }
        driver.handle = { [weak self] event in self?.handle(event) }
        let reduceMotionEnabled = reduceMotion.isEnabled
        driver.send { controller, _ in controller.reduceMotion = reduceMotionEnabled }
        reduceMotion.onChange = { [weak self] enabled in
            self?.driver.send { controller, _ in controller.reduceMotion = enabled }
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("SheetContainerViewController is created in code")
    }

    // MARK: - Moving from code

    /// Moves the sheet to `state` (runtime.md §4: a retarget while animating, the end of a drag
    /// while dragging, nothing when it is there or going there). Without animation the sheet
    /// is there at once, and `onWillMove` and `onSettle` are still called. Before the sheet
    /// has appeared, this is the state it will appear in.
    public func move(to state: Sheet.State, animated: Bool = true) {
        guard case .presented = presentation else {
            presentation = Self.replacing(presentation, with: state, animated: animated)
            return
        }
        driver.send { controller, time in controller.move(to: state, animated: animated, time: time) }
    }

    /// Moves the sheet off screen, then calls `onDismiss` and removes its own presentation.
    /// From code this always works (`dismissible` governs gestures and VoiceOver only).
    public func dismiss() {
        guard case .presented = presentation else {
            presentation = Self.replacing(presentation, with: nil, animated: false)
            return
        }
        driver.send { controller, time in controller.dismiss(time: time) }
    }

    private static func replacing(_ presentation: Presentation, with state: Sheet.State?, animated: Bool) -> Presentation {
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

    /// Marks the sheet to appear at the next layout, once the container has its size — also
    /// when this container is presented again after its sheet was dismissed.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if case .presented = presentation, isBeingPresented, driver.controller.isDismissed {
            presentation = .waiting(Sheet.initialState, animated: true)
        }
        if case .waiting(let state, let animated) = presentation {
            presentation = .due(state, animated: animated)
            view.setNeedsLayout()
        }
    }

    /// Presents the sheet now if no layout with a real size came between `viewWillAppear` and here.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if case .due = presentation {
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
    }

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
            bottomSafeAreaInset: Double(view.safeAreaInsets.bottom))
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
    private func draw(_ frame: SheetFrame<Sheet.State>) {
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
        backdropView.backgroundColor = UIColor(sheetColor: dimmingColor, alpha: frame.alpha)
        // Where the backdrop takes the touches around the sheet, VoiceOver stays in the sheet too.
        view.accessibilityViewIsModal = shown && driver.controller.backdropTakesTouches
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


    private func handle(_ event: SheetEvent<Sheet.State>) {
        switch event.kind {
        case .willMove(let target):
            onWillMove?(target)
        case .settled(let state):
            onSettle?(state)
            if event.byGesture { Sheet.configuration.feedback.settle.play() }
            SheetHandleAccessibilityElement.postSheetSettled()
        case .dismissed:
            finishDismissal()
        case .touch:
            break  // routed where it went down: hit-testing and the pan asked the controller (runtime.md §10)
        }
    }

    /// A dismissal only ever removes this container's own presentation: when it is the view
    /// controller presented (not a child of the one presented) and presents nothing itself.
    /// Embedded as a child, it stays where it is, drawing nothing (the card and backdrop are
    /// hidden and touches pass through) until `move(to:)` brings the sheet back.
    private func finishDismissal() {
        let onDismiss = onDismiss
        if let presenting = presentingViewController, presentedViewController == nil,
           presenting.presentedViewController === self {
            presenting.dismiss(animated: false) { onDismiss?() }
        } else {
            onDismiss?()
        }
    }
}

// MARK: - Touch routing

extension SheetContainerViewController: SheetTouchRouting {
    func destination(ofTouchAtHeight height: Double, x: Double?) -> SheetTouchDestination {
        driver.controller.destination(ofTouchAtHeight: height, x: x)
    }

    var viewBehindSheet: UIView? {
        background?.viewIfLoaded
    }
}
#endif
