#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Presents a content view controller as a draggable bottom sheet driven by
/// `SheetEngine`.
///
/// This adapter is deliberately thin: every decision (layout, where a release
/// goes, the backdrop's alpha, rubber banding, who gets a touch, whether an
/// inner scroll view or the sheet takes a drag) is the engine's, which is tested
/// on every platform. The adapter only reads gestures and geometry from UIKit
/// and applies the engine's answers. It is compiled on Apple platforms only and
/// is not built by the Linux CI.
///
/// Use it full-screen over other content (present it with
/// `modalPresentationStyle = .overFullScreen`), or embed it as a child that covers
/// a `background` view controller — the Maps layout, where `passthrough` sends
/// touches outside the sheet to the background.
@MainActor
public final class SheetContainerViewController: UIViewController, UIGestureRecognizerDelegate {
    /// The sheet's configuration.
    public let configuration: SheetConfiguration
    /// The view controller shown inside the card.
    public let content: UIViewController
    /// Shown behind the sheet and given the touches that pass through (optional).
    public let background: UIViewController?

    /// Called after the sheet settles in a state or is dismissed.
    public var onSettle: ((SheetEngine.Target) -> Void)?

    private let dimmingView = UIView()
    private let cardView = UIView()
    private let indicatorView = UIView()
    private lazy var panGesture = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    private var engine: SheetEngine?
    private var session: DragSession?
    private var currentHeight: Double = 0
    private var hasAppeared = false
    private weak var trackedScrollView: UIScrollView?

    /// A sheet showing `content`, over `background` when given (the pass-through layout).
    public init(configuration: SheetConfiguration, content: UIViewController, background: UIViewController? = nil) {
        self.configuration = configuration
        self.content = content
        self.background = background
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("SheetContainerViewController is created in code")
    }

    /// Installs the view that routes touches as the engine decides.
    public override func loadView() {
        let routing = TouchRoutingView()
        routing.owner = self
        view = routing
    }

    /// Builds the backdrop, the card, the handle and the pan gesture.
    public override func viewDidLoad() {
        super.viewDidLoad()
        if let background {
            addChild(background)
            background.view.frame = view.bounds
            background.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(background.view)
            background.didMove(toParent: self)
        }

        dimmingView.frame = view.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = configuration.dimming.map { UIColor($0.color) } ?? .clear
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleBackdropTap)))
        view.addSubview(dimmingView)

        cardView.backgroundColor = UIColor(configuration.appearance.backgroundColor)
        cardView.layer.cornerRadius = configuration.appearance.cornerRadius
        cardView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        cardView.clipsToBounds = true
        view.addSubview(cardView)

        addChild(content)
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cardView.addSubview(content.view)
        content.didMove(toParent: self)

        if let indicator = configuration.popUpIndicator {
            indicatorView.backgroundColor = UIColor(indicator.color)
            indicatorView.layer.cornerRadius = indicator.cornerRadius
            cardView.addSubview(indicatorView)
        }

        panGesture.delegate = self
        switch configuration.interaction.dragArea {
        case .sheet: cardView.addGestureRecognizer(panGesture)
        case .container: view.addGestureRecognizer(panGesture)
        }
    }

    /// Re-lays the sheet out when the container's size or safe area changes.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let container = ContainerMetrics(
            height: view.bounds.height, topSafeAreaInset: view.safeAreaInsets.top, bottomSafeAreaInset: view.safeAreaInsets.bottom)
        if engine?.layout.container != container {
            let wasShown = engine != nil && hasAppeared
            engine = SheetEngine(configuration: configuration, container: container)
            // After a rotation, settle on the same state re-laid out for the new size.
            if wasShown, let engine { currentHeight = engine.release(height: currentHeight, velocity: 0).height }
        }
        apply(height: currentHeight)
    }

    /// Moves the sheet in to its initial state.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasAppeared, let engine else { return }
        hasAppeared = true
        animate(to: engine.decision(for: .state(configuration.initialState)))
    }

    /// Moves the sheet to the state named `name` (one of `configuration.states`).
    public func move(to name: String, animated: Bool = true) {
        guard let engine else { return }
        let decision = engine.decision(for: .state(name))
        animated ? animate(to: decision) : settle(decision)
    }

    /// Dismisses the sheet as a release or a backdrop tap would.
    public func dismissSheet(animated: Bool = true) {
        guard let engine else { return }
        let decision = engine.decision(for: .dismissed)
        animated ? animate(to: decision) : settle(decision)
    }

    // MARK: Gestures

    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let engine else { return }
        switch gesture.state {
        case .began:
            session = DragSession(engine: engine, startHeight: currentHeight)
        case .changed:
            guard var current = session else { return }
            let translation = gesture.translation(in: view).y
            if let scrollView = trackedScrollView {
                let atTop = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top
                switch engine.dragOwner(sheetHeight: currentHeight, scrollViewAtTop: atTop, draggingDown: translation > 0) {
                case .scrollView:
                    // The list scrolls; the sheet stays, and the drag restarts from here.
                    gesture.setTranslation(.zero, in: view)
                    session = DragSession(engine: engine, startHeight: currentHeight)
                    return
                case .sheet:
                    scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
                }
            }
            apply(height: current.move(translation: translation))
            session = current
        case .ended, .cancelled:
            guard let current = session else { return }
            session = nil
            animate(to: current.end(velocity: gesture.velocity(in: view).y))
        default:
            break
        }
    }

    @objc private func handleBackdropTap() {
        guard let engine, engine.backdropTapDismisses else { return }
        animate(to: engine.decision(for: .dismissed))
    }

    /// Lets the sheet's pan run beside an inner scroll view's, when scroll tracking is on.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool {
        // With scroll tracking, the sheet's pan runs beside an inner scroll view's; the engine decides who moves.
        guard gestureRecognizer === panGesture, configuration.interaction.scrollTracking,
              let scrollView = other.view as? UIScrollView, scrollView.isDescendant(of: cardView) else { return false }
        trackedScrollView = scrollView
        return true
    }

    /// Starts a drag only where `dragArea` allows it.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGesture, let engine else { return true }
        trackedScrollView = nil
        let location = gestureRecognizer.location(in: view)
        let receiver = engine.receiver(ofTouchAt: view.bounds.height - location.y, sheetHeight: currentHeight)
        return engine.dragMovesSheet(touchReceiver: receiver)
    }

    // MARK: Applying the engine's answers

    /// Places the card with `height` points visible and dims the backdrop to match.
    private func apply(height: Double) {
        guard let engine else { return }
        currentHeight = height
        let bounds = view.bounds
        // The card is as tall as its highest state (or taller while stretched) so content does not resize mid-drag.
        let cardHeight = max(height, engine.restingStates.last?.height ?? height)
        cardView.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: cardHeight)
        content.view.frame = cardView.bounds
        if let indicator = configuration.popUpIndicator {
            indicatorView.frame = CGRect(
                x: (bounds.width - indicator.width) / 2, y: indicator.topMargin, width: indicator.width, height: indicator.height)
            cardView.bringSubviewToFront(indicatorView)
        }
        dimmingView.alpha = engine.dimmingAlpha(atHeight: height)
    }

    private func animate(to decision: SheetEngine.Decision) {
        let animator = Self.animator(for: decision.animation)
        // Since Swift 6.2 these blocks import as @Sendable rather than main-actor isolated
        // (swiftlang/swift#82127); UIKit calls them on the main thread.
        animator.addAnimations { [weak self] in MainActor.assumeIsolated { self?.apply(height: decision.height) } }
        animator.addCompletion { [weak self] _ in MainActor.assumeIsolated { self?.settle(decision) } }
        animator.startAnimation()
    }

    private func settle(_ decision: SheetEngine.Decision) {
        apply(height: decision.height)
        onSettle?(decision.target)
        if decision.target == .dismissed, presentingViewController != nil {
            dismiss(animated: false)
        }
    }

    private static func animator(for animation: SheetAnimation) -> UIViewPropertyAnimator {
        switch animation.curve {
        case .spring:
            let parameters = UISpringTimingParameters(
                dampingRatio: animation.damping ?? 1, initialVelocity: CGVector(dx: 0, dy: animation.initialVelocity ?? 0))
            return UIViewPropertyAnimator(duration: animation.duration, timingParameters: parameters)
        case .linear: return UIViewPropertyAnimator(duration: animation.duration, curve: .linear)
        case .easeIn: return UIViewPropertyAnimator(duration: animation.duration, curve: .easeIn)
        case .easeOut: return UIViewPropertyAnimator(duration: animation.duration, curve: .easeOut)
        case .easeInOut: return UIViewPropertyAnimator(duration: animation.duration, curve: .easeInOut)
        }
    }

    /// Whom a touch at `point` (in the container's coordinates) belongs to, for the routing view.
    fileprivate func passesThrough(_ point: CGPoint) -> Bool {
        guard let engine else { return false }
        return engine.receiver(ofTouchAt: view.bounds.height - point.y, sheetHeight: currentHeight) == .content
    }
}

/// The container's own view: sends touches the engine routes to the content behind the
/// sheet (pass-through) to the background, or lets them fall through to whatever is below.
private final class TouchRoutingView: UIView {
    weak var owner: SheetContainerViewController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let owner, owner.passesThrough(point) else { return super.hitTest(point, with: event) }
        guard let background = owner.background?.view else { return nil }
        return background.hitTest(background.convert(point, from: self), with: event)
    }
}

private extension UIColor {
    convenience init(_ color: SheetColor) {
        self.init(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255,
                  blue: CGFloat(color.blue) / 255, alpha: CGFloat(color.alpha) / 255)
    }
}
#endif
