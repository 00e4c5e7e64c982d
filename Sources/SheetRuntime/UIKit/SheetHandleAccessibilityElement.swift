#if canImport(UIKit) && !os(watchOS)
// UIKit's accessibility traits and notifications are C globals that are not `const`, which
// Swift 6 takes for shared mutable state; they are never written.
@preconcurrency import UIKit

/// The grab handle as VoiceOver sees it (docs/behaviour.md#voiceover): adjustable, valued with the state's
/// name; swiping up or down and the escape gesture are moves from code in the controller.
///
/// An accessibility element rather than a view, so it can be larger than the drawn handle
/// (or stand for the card's top edge when there is none) without taking touches from the content.
@MainActor
final class SheetHandleAccessibilityElement: UIAccessibilityElement {
    /// The state's name (the resting state, else the animation's target).
    var currentValue: (() -> String?)?
    /// Performs a VoiceOver action; returns whether the sheet handled it (escape: only when dismissible).
    var perform: ((SheetAccessibilityAction) -> Bool)?

    // UIKit declares the accessibility methods without an actor (an informal protocol on
    // NSObject) but calls them on the main thread, as it does everything in UIKit.

    override var accessibilityValue: String? {
        get { MainActor.assumeIsolated { currentValue?() } }
        set {}
    }

    override func accessibilityIncrement() {
        MainActor.assumeIsolated { _ = perform?(.increment) }
    }

    override func accessibilityDecrement() {
        MainActor.assumeIsolated { _ = perform?(.decrement) }
    }

    override func accessibilityPerformEscape() -> Bool {
        MainActor.assumeIsolated { perform?(.escape) ?? false }
    }
}

extension SheetHandleAccessibilityElement {
    /// Tells VoiceOver that the sheet settled: the handle's value and the visible content changed.
    static func postSheetSettled() {
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }
}
#endif
