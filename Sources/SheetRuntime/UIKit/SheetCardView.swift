#if canImport(UIKit) && !os(watchOS)
// For the accessibility traits: C globals that are not `const`, which Swift 6 takes for shared
// mutable state; they are never written.
@preconcurrency import UIKit

/// The card: the spec's background (a colour, over glass for `material: glass`), corners and
/// border, the content view, the drawn handle and the handle's accessibility element. Where the
/// card is, its corner radii and the background's opacity are the controller's frame
/// (docs/behaviour.md#the-cards-geometry: `x`, `width`, `bottom`, `cornerRadius`, `bottomCornerRadius`, `opacity`):
/// the container sets the frame and calls `draw`; nothing here computes a margin, a radius or an
/// opacity. The surface clips to the top corners and the lower clip inside it to the bottom ones
/// (continuous curves); the handle sits outside both, so a negative `topMargin` draws it above.
@MainActor
final class SheetCardView: UIView {
    /// What VoiceOver focuses for the sheet's state (the handle, or the card's top edge).
    private(set) lazy var handleElement = SheetHandleAccessibilityElement(accessibilityContainer: self)
    /// Called for the escape gesture anywhere in the card (VoiceOver asks the focused element's
    /// containers in turn): returns whether the sheet was dismissed.
    var onEscape: (() -> Bool)?

    private var indicator: PopUpIndicator?
    private var appearance = Appearance.manifestBlank
    /// Clips to the top corners (and to all four when the radii are equal).
    private let surfaceView = UIView()
    /// Clips to the bottom corners when their radius differs from the top ones'.
    private let lowerClipView = UIView()
    /// The glass (`material: glass`): `UIGlassEffect` on iOS 26, the thick material blur before.
    private let glassView = UIVisualEffectView(effect: nil)
    /// The background colour, drawn at the frame's `opacity` over the glass.
    private let colourView = UIView()
    private let handleView = UIView()
    /// The content's own height: at least the card's, so that a card that slides partly off screen
    /// (`.fixed` sizing) does not lay its content out again at every frame.
    var contentHeight: CGFloat = 0 {
        didSet { if contentHeight != oldValue { setNeedsLayout() } }
    }
    private weak var contentView: UIView?
    /// The frame's corner radii as last drawn: the shadow's outline follows them.
    private var radii = (top: CGFloat(0), bottom: CGFloat(0))
    /// What the shadow path was made for, so a frame that changes none of it makes none.
    private var shadowOutline: (size: CGSize, top: CGFloat, bottom: CGFloat)?

    /// The height of the accessibility strip that stands for the card's top edge when there is no handle.
    private static let topEdgeHeight: CGFloat = 24

    init() {
        super.init(frame: .zero)
        for view in [surfaceView, lowerClipView] {
            view.clipsToBounds = true
            view.layer.cornerCurve = .continuous
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        addSubview(surfaceView)
        surfaceView.addSubview(lowerClipView)
        for view in [glassView, colourView] {
            view.frame = lowerClipView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.isUserInteractionEnabled = false
            lowerClipView.addSubview(view)
        }
        handleView.isUserInteractionEnabled = false
        addSubview(handleView)
    }

    /// Draws the card as `appearance` and `indicator` say — at creation, and again when the sheet is
    /// reconfigured while shown.
    func configure(appearance: Appearance, indicator: PopUpIndicator?) {
        self.appearance = appearance
        self.indicator = indicator
        colourView.backgroundColor = UIColor(sheetColor: appearance.drawnBackgroundColor)
        switch appearance.material {
        case .solid:
            glassView.effect = nil
            glassView.isHidden = true
        case .glass:
            glassView.isHidden = false
            if #available(iOS 26.0, *) {
                glassView.effect = UIGlassEffect(style: .regular)
            } else {
                glassView.effect = UIBlurEffect(style: .systemThickMaterial)
            }
        }
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
        updateShadowPath()
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
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            applyLayerColors()
            updateShadowPath()
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("SheetCardView is created in code")
    }

    /// Draws the frame's corners and background opacity (the card's own frame is set by the
    /// container): the top corners at `cornerRadius`, the bottom ones at `bottomCornerRadius`, both
    /// continuous; the colour at `opacity` over the glass.
    func draw(cornerRadius: Double, bottomCornerRadius: Double, opacity: Double) {
        let top = CGFloat(max(0, cornerRadius)), bottom = CGFloat(max(0, bottomCornerRadius))
        let topCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let bottomCorners: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        if abs(top - bottom) < 0.01 {
            set(surfaceView, radius: top, corners: topCorners.union(bottomCorners))
            set(lowerClipView, radius: 0, corners: bottomCorners)
        } else {
            set(surfaceView, radius: top, corners: topCorners)
            set(lowerClipView, radius: bottom, corners: bottomCorners)
        }
        let alpha = CGFloat(min(max(opacity, 0), 1))
        if colourView.alpha != alpha { colourView.alpha = alpha }
        radii = (top, bottom)
        updateShadowPath()  // with this frame's radii and size, not the last layout's
    }

    /// The shadow's outline: the card's rectangle with its top and bottom corners at this frame's
    /// radii (a path, so Core Animation does not render the card offscreen to find it).
    private func updateShadowPath() {
        guard layer.shadowOpacity > 0 else {
            if layer.shadowPath != nil { layer.shadowPath = nil }
            shadowOutline = nil
            return
        }
        if let drawn = shadowOutline, drawn.size == bounds.size, drawn.top == radii.top, drawn.bottom == radii.bottom { return }
        shadowOutline = (bounds.size, radii.top, radii.bottom)
        layer.shadowPath = Self.outline(of: bounds, top: radii.top, bottom: radii.bottom)
    }

    /// A rectangle with top corners of radius `top` and bottom corners of radius `bottom`, each
    /// within what the rectangle has room for.
    static func outline(of rect: CGRect, top: CGFloat, bottom: CGFloat) -> CGPath {
        let top = max(0, min(top, rect.width / 2, rect.height))
        let bottom = max(0, min(bottom, rect.width / 2, rect.height - top))
        let path = CGMutablePath()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY + top))
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.minX + top, y: rect.minY), radius: top)
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY + top), radius: top)
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.maxX - bottom, y: rect.maxY),
                    radius: bottom)
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY - bottom),
                    radius: bottom)
        path.closeSubpath()
        return path
    }

    private func set(_ view: UIView, radius: CGFloat, corners: CACornerMask) {
        if view.layer.cornerRadius != radius { view.layer.cornerRadius = radius }
        if view.layer.maskedCorners != corners { view.layer.maskedCorners = corners }
    }

    /// Puts the content view in the card, under the handle, over the background.
    func install(content: UIView) {
        contentView = content
        content.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(bounds.height, contentHeight))
        content.autoresizingMask = []
        lowerClipView.addSubview(content)
        accessibilityElements = [handleElement, content]
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let contentFrame = CGRect(x: 0, y: 0, width: width, height: max(bounds.height, contentHeight))
        if let contentView, contentView.frame != contentFrame { contentView.frame = contentFrame }
        updateShadowPath()
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
