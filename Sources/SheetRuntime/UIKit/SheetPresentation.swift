#if canImport(UIKit) && !os(watchOS)
import UIKit

/// How a sheet container is presented: over the screen that presents it, which stays in the
/// window (`shouldRemovePresentersView` is false) so that the touches the controller routes to
/// `passthrough` reach it — the container's view hit-tests them into the presenting view
/// (`SheetContainerView`). The transition itself is instant: the sheet rises and leaves by the
/// controller's own animation, so there is no cross-dissolve or slide of UIKit's on top of it.
@MainActor
final class SheetPresentation: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        SheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetInstantTransition()
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetInstantTransition()
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
#endif
