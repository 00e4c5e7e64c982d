#if canImport(UIKit) && !os(watchOS)
import UIKit

// The display's corner radius, which a `concentric` card follows (docs/behaviour.md#the-cards-geometry),
// found with public API only: UIKit publishes none before iOS 26, and reading `UIScreen`'s private
// value is what App Store review's scans flag. App code that knows the exact radius sets
// `displayCornerRadius`.
extension SheetViewController {
    /// The screen's corner radius when this container's bottom corners are the screen's (full width
    /// down to its bottom edge); 0 in a window or view that does not reach them (split view, a
    /// container inside a smaller view), where the screen's corners are not the card's concern.
    var screenCornerRadiusAtContainer: CGFloat {
        guard let screen = view.window?.screen else { return 0 }
        let frame = view.convert(view.bounds, to: screen.coordinateSpace), edges = screen.bounds
        guard abs(frame.minX - edges.minX) < 0.5, abs(frame.maxX - edges.maxX) < 0.5, abs(frame.maxY - edges.maxY) < 0.5 else { return 0 }
        if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            let radius = concentricCornerRadius()
            if radius > 0 { return radius }
        }
        return Self.profileCornerRadius(forScreenOf: screen.bounds.size)
    }

    /// The display's radius as UIKit resolves a container-concentric corner at no inset: a clear,
    /// untouchable view filling the container, whose bottom-left corner's effective radius is the
    /// screen's own (0 where UIKit gives none).
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    private func concentricCornerRadius() -> CGFloat {
        let probe = cornerProbe
        if probe.superview !== view {
            probe.isUserInteractionEnabled = false
            probe.isAccessibilityElement = false
            probe.alpha = 0
            probe.cornerConfiguration = .corners(radius: .containerConcentric())
            view.insertSubview(probe, at: 0)
        }
        if probe.frame != view.bounds { probe.frame = view.bounds }
        let radius = probe.effectiveRadius(corner: .bottomLeft)
        return radius.isFinite && radius > 0 ? radius : 0
    }

    /// The corner radius of the built-in device profile whose screen is `size` in either orientation
    /// (docs/language.md#device-profiles: the iPhone 15's 55 pt, the 11" iPad's 18 pt); 0 for a screen
    /// none of them has.
    static func profileCornerRadius(forScreenOf size: CGSize) -> CGFloat {
        let short = Double(min(size.width, size.height)), long = Double(max(size.width, size.height))
        let profile = DeviceProfile.builtIn.first { profile in
            let container = profile.container
            return abs(min(container.width, container.height) - short) < 0.5 && abs(max(container.width, container.height) - long) < 0.5
        }
        return CGFloat(profile?.container.displayCornerRadius ?? 0)
    }
}
#endif
