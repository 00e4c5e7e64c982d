#if canImport(UIKit) && !os(watchOS)
// For the accessibility traits: C globals that are not `const`, which Swift 6 takes for shared
// mutable state; they are never written.
@preconcurrency import UIKit

/// The card: the spec's background, top corners and border, the content view, the drawn handle
/// and the handle's accessibility element. It only lays these out; where the card is comes from
/// the controller's frame (the container sets its frame). The surface clips the content to the
/// corners; the handle sits outside it, so a negative `topMargin` draws it above the card.
@MainActor
final class SheetCardView: UIView {
    /// What VoiceOver focuses for the sheet's state (the handle, or the card's top edge).
    private(set) lazy var handleElement = SheetHandleAccessibilityElement(accessibilityContainer: self)
    /// Called for the escape gesture anywhere in the card (VoiceOver asks the focused element's
    /// containers in turn): returns whether the sheet was dismissed.
    var onEscape: (() -> Bool)?

    private var indicator: PopUpIndicator?
    private var appearance = Appearance.manifestBlank
    private let surfaceView = UIView()
    private let handleView = UIView()
    private weak var contentView: UIView?

    /// The height of the accessibility strip that stands for the card's top edge when there is no handle.
    private static let topEdgeHeight: CGFloat = 24

    init() {
        super.init(frame: .zero)
        surfaceView.clipsToBounds = true
        surfaceView.frame = bounds
        surfaceView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(surfaceView)
        handleView.isUserInteractionEnabled = false
        addSubview(handleView)
    }

    /// Draws the card as `appearance` and `indicator` say — at creation, and again when the sheet is
    /// reconfigured while shown.
    func configure(appearance: Appearance, indicator: PopUpIndicator?, detached: Bool) {
        self.appearance = appearance
        self.indicator = indicator
        surfaceView.backgroundColor = UIColor(sheetColor: appearance.backgroundColor)
        surfaceView.layer.cornerRadius = CGFloat(appearance.cornerRadius.radius(displayCornerRadius: 0, inset: 0))
        // A card on a bottom margin floats clear of the screen's edge, so its lower corners show and
        // round too; an attached card's lower corners lie at or below the edge, out of sight.
        surfaceView.layer.maskedCorners = detached
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        surfaceView.layer.borderWidth = CGFloat(appearance.border?.width ?? 0)
        // The shadow belongs to this view, which does not clip (the surface does).
        layer.shadowRadius = CGFloat(appearance.shadow?.radius ?? 0)
        layer.shadowOffset = CGSize(width: 0, height: CGFloat(appearance.shadow?.offsetY ?? 0))
        layer.shadowOpacity = 0
        handleView.isHidden = indicator == nil
        if let indicator {
            handleView.backgroundColor = UIColor(sheetColor: indicator.color)
            handleView.layer.cornerRadius = CGFloat(indicator.cornerRadius)
        }
        handleElement.accessibilityTraits = indicator == nil ? [.button, .adjustable] : .adjustable
        applyLayerColors()
        setNeedsLayout()
    }

    /// The border's and the shadow's colours: layers take `CGColor`s, which do not follow the
    /// interface style as a dynamic `UIColor` does, so they are set again whenever it changes.
    private func applyLayerColors() {
        let dark = traitCollection.userInterfaceStyle == .dark
        if let border = appearance.border {
            surfaceView.layer.borderColor = UIColor(sheetColor: border.color.resolved(dark: dark)).cgColor
        }
        if let shadow = appearance.shadow {
            let color = shadow.color.resolved(dark: dark)
            layer.shadowColor = UIColor(sheetColor: SheetColor(red: color.red, green: color.green, blue: color.blue)).cgColor
            layer.shadowOpacity = Float(color.alpha) / 255
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { applyLayerColors() }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("SheetCardView is created in code")
    }

    /// Puts the content view in the card, under the handle.
    func install(content: UIView) {
        contentView = content
        content.frame = surfaceView.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        surfaceView.addSubview(content)
        accessibilityElements = [handleElement, content]
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        if layer.shadowOpacity > 0 {
            // A path, so Core Animation does not render the card offscreen to find its outline.
            layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: surfaceView.layer.cornerRadius).cgPath
        }
        if let indicator {
            let handle = CGRect(x: (width - CGFloat(indicator.width)) / 2, y: CGFloat(indicator.topMargin),
                                width: CGFloat(indicator.width), height: CGFloat(indicator.height))
            handleView.frame = handle
            // VoiceOver's target is at least 44 pt wide, and reaches from the card's top edge to the
            // handle and a margin past it (above the card, for a handle drawn there).
            let targetWidth = max(handle.width, 44)
            let top = min(0, handle.minY - 8), bottom = max(handle.maxY + 8, 0)
            handleElement.accessibilityFrameInContainerSpace = CGRect(
                x: (width - targetWidth) / 2, y: top, width: targetWidth, height: bottom - top)
        } else {
            handleElement.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: width, height: Self.topEdgeHeight)
        }
    }

    /// Declared without an actor by UIKit (an informal protocol on NSObject), called on the main thread.
    override func accessibilityPerformEscape() -> Bool {
        MainActor.assumeIsolated { onEscape?() ?? false }
    }
}
#endif
