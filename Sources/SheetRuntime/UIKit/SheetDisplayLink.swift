#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `CADisplayLink` that runs only while asked to: the front ends turn it on while the
/// controller animates and off when the sheet rests, so a resting sheet costs no frames.
///
/// The link retains its target, so the target is a small proxy holding this object weakly:
/// when the owner goes away the proxy invalidates the link at its next tick, and nothing
/// needs a `deinit` (which Swift 6 would not let touch the main-actor link).
@MainActor
final class SheetDisplayLink {
    /// Called once per screen refresh while running, with the time (`CACurrentMediaTime()`'s clock)
    /// at which the frame drawn now will be shown (`targetTimestamp`).
    var onTick: ((CFTimeInterval) -> Void)?
    private var link: CADisplayLink?

    /// Whether the link is delivering frames.
    var isRunning: Bool {
        get { link != nil }
        set {
            guard newValue != isRunning else { return }
            if newValue {
                let link = CADisplayLink(target: SheetDisplayLinkProxy(owner: self), selector: #selector(SheetDisplayLinkProxy.tick(_:)))
                // ProMotion screens refresh up to 120 Hz; a sheet under the finger should use them. An
                // iPhone app also needs `CADisableMinimumFrameDurationOnPhone` in its Info.plist for
                // more than 60 Hz (docs/app-code.md).
                link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
                // `.common`, so frames keep coming while a scroll view tracks a finger.
                link.add(to: .main, forMode: .common)
                self.link = link
            } else {
                link?.invalidate()
                link = nil
            }
        }
    }

    fileprivate func tick(target: CFTimeInterval) {
        onTick?(target)
    }
}

/// The link's target: holds the owner weakly so a running link never keeps it alive.
@MainActor
private final class SheetDisplayLinkProxy: NSObject {
    weak var owner: SheetDisplayLink?

    init(owner: SheetDisplayLink) {
        self.owner = owner
    }

    @objc func tick(_ link: CADisplayLink) {
        guard let owner else {
            link.invalidate()
            return
        }
        owner.tick(target: link.targetTimestamp)
    }
}
#endif
