#if canImport(UIKit) && !os(watchOS)
import UIKit

/// How a sheet container is presented: over the screen that presents it, which stays in the
/// window (`shouldRemovePresentersView` is false) so that the touches the controller routes to
/// `passthrough` reach it — the container's view hit-tests them into the presenting view
/// (`SheetContainerView`). There is no cross-dissolve or slide of UIKit's: presenting adds the view
/// at once and the sheet then rises by the controller's animation; dismissing — however UIKit is
/// asked to (the presenter's `dismiss(animated:)`, the content's) — runs the controller's leaving
/// (`SheetController.leave`) inside the transition, which ends when the controller says `dismissed`.
@MainActor
final class SheetPresentation: NSObject, UIViewControllerTransitioningDelegate {
    /// Told the view controller whose `present` was called (a sheet's container or content: the
    /// presented sheet stacks on that sheet).
    var presentedFrom: ((UIViewController) -> Void)?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        presentedFrom?(source)
        return SheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetInstantTransition()
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetDismissalTransition()
    }
}

/// The presentation: the container fills the presentation's container view, over the presenting
/// view, which stays.
@MainActor
final class SheetPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        containerView?.bounds ?? super.frameOfPresentedViewInContainerView
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// The presentation is gone: a sheet whose dismissal nothing else told the controller of (it was
    /// off screen under a full-screen view controller its content presented when a parent dismissed
    /// the chain) leaves now, so `onDismiss` still comes and the next presentation rises.
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed, let sheet = presentedViewController as? any SheetDismissalTransitioning else { return }
        sheet.presentationDidEnd()
    }
}

/// A transition with nothing to animate: the presented view is added (or removed) at once.
final class SheetInstantTransition: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let view = transitionContext.view(forKey: .to), let presented = transitionContext.viewController(forKey: .to) {
            view.frame = transitionContext.finalFrame(for: presented)
            transitionContext.containerView.addSubview(view)
        }
        transitionContext.view(forKey: .from)?.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}
/// What the dismissal transition asks of the container it takes away.
@MainActor
protocol SheetDismissalTransitioning: AnyObject {
    /// Tells the controller the sheet is being taken away (animated or not), then calls `completion`
    /// once it is dismissed — at once when it already is.
    func runDismissalTransition(animated: Bool, completion: @escaping @MainActor () -> Void)
    /// The presentation has been removed: a sheet not dismissed yet leaves at once.
    func presentationDidEnd()
    /// How long the controller's leaving takes from where the sheet is (`SheetLeavingDuration`).
    func leavingDuration(animated: Bool) -> TimeInterval
}

/// The dismissal: the controller animates the card out, and the transition completes on its
/// `dismissed`, so `presentingViewController.dismiss(animated: true)` slides the card down as a drag's
/// dismissal does (and `animated: false` removes it at once). UIKit runs it only for the view
/// controller on top of what is dismissed: a sheet under an alert it presented ends in its
/// `viewDidDisappear` instead, one under a full-screen view controller when its presentation ends.
final class SheetDismissalTransition: NSObject, UIViewControllerAnimatedTransitioning {
    /// The controller's leaving, from where the sheet is (a glass card's spring, not a nominal 0.3 s): what animations
    /// run alongside the dismissal last. The transition itself ends on the controller's `dismissed`.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        nonisolated(unsafe) let context = transitionContext
        return MainActor.assumeIsolated {
            guard let context, let sheet = context.viewController(forKey: .from) as? any SheetDismissalTransitioning else { return 0 }
            return sheet.leavingDuration(animated: context.isAnimated)
        }
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        nonisolated(unsafe) let context = transitionContext
        MainActor.assumeIsolated {
            let finish: @MainActor () -> Void = {
                context.view(forKey: .from)?.removeFromSuperview()
                context.completeTransition(!context.transitionWasCancelled)
            }
            guard let sheet = context.viewController(forKey: .from) as? any SheetDismissalTransitioning else { return finish() }
            sheet.runDismissalTransition(animated: context.isAnimated, completion: finish)
        }
    }
}
#endif
