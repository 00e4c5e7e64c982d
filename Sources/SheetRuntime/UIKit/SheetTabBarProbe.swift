#if canImport(UIKit) && !os(watchOS)
import UIKit

/// An invisible view in a sheet's container that follows a tab bar through Auto Layout: its top is
/// pinned to the tab bar's top edge and its bottom to the container's, so UIKit lays it out again
/// whenever the bar's top edge moves — a rotation, `hidesBottomBarWhenPushed`, `setTabBarHidden`,
/// iOS 26's minimise — inside the animation that moves the bar, when one does. It takes no touches
/// and VoiceOver does not see it. It also says when the container enters or leaves a window (a
/// sheet installed with `UITabBarController.addSheet(_:)` has no parent to tell it it appears).
@MainActor
final class SheetTabBarProbe: UIView {
    /// The bar's top edge may have moved (the probe was laid out at a new height).
    var moved: (() -> Void)?
    /// The container entered or left a window.
    var windowChanged: (() -> Void)?
    private var pins: [NSLayoutConstraint] = []

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        backgroundColor = .clear
        translatesAutoresizingMaskIntoConstraints = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Pins the probe, inside `container`, between `tabBar`'s top edge and the container's bottom
    /// edge. Refused (false) while the two are in no common view hierarchy, where no constraint can
    /// join them.
    func pin(to tabBar: UITabBar, in container: UIView) -> Bool {
        if superview !== container { container.addSubview(self) }
        var ancestor: UIView? = container
        while let view = ancestor, !tabBar.isDescendant(of: view) { ancestor = view.superview }
        guard ancestor != nil else { return false }
        NSLayoutConstraint.deactivate(pins)
        let top = topAnchor.constraint(equalTo: tabBar.topAnchor)
        top.priority = .required - 1  // gives way to the height's floor when the bar is out of sight below
        pins = [
            leadingAnchor.constraint(equalTo: container.leadingAnchor),
            widthAnchor.constraint(equalToConstant: 1),
            bottomAnchor.constraint(equalTo: container.bottomAnchor),
            heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
            top,
        ]
        NSLayoutConstraint.activate(pins)
        return true
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        moved?()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        windowChanged?()
    }
}
#endif
