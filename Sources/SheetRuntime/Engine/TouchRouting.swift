/// Where a touch that goes down on the sheet's container belongs (docs/behaviour.md#dragging-and-releasing).
///
/// The controller answers it (`SheetController.destination(ofTouchAtHeight:x:inScrollView:)`),
/// and reports every touch that starts no drag as a `touch` event with it, so that UIKit,
/// SwiftUI, the playground and `simulate` route each touch the same way.
public enum SheetTouchDestination: String, Hashable, Sendable, CaseIterable {
    /// It starts a drag of the sheet (or a drag shared with the sheet's scroll view).
    case sheet
    /// Outside the card, on the backdrop: a tap there is the front end's `tapBackdrop`.
    case backdrop
    /// Outside the card, where pass-through gives it to the content behind the sheet.
    case passthrough
    /// On the card, where `dragArea: handle` or a scroll view keeps it from the sheet.
    case content
    /// Below the software keyboard's top edge: the keyboard's.
    case keyboard
    /// Off the card, below the top edge of the bar under the sheet (a tab bar): the bar's. It never
    /// drags the sheet and is never a backdrop tap.
    case bar
}

/// The geometry and the small decisions about touches the controller asks the engine.
extension SheetEngine {
    /// The smallest side of a grab handle's touch area, in points (Apple's minimum hit target).
    public static let minimumTouchSide = 44.0

    /// How far, in points, a finger that went down on a resting sheet moves before its direction
    /// says whether it drags the sheet (the direction test of docs/behaviour.md#dragging-and-releasing;
    /// about UIKit's pan hysteresis).
    public static let directionSlop = 10.0

    /// Whether a tap on the backdrop dismisses the sheet: with dimming's `tapToDismiss`,
    /// when the sheet is dismissible and the backdrop does not always pass touches through
    /// (with `passthroughUpTo`, a tap reaches the backdrop only above that state).
    public var backdropTapDismisses: Bool {
        configuration.interaction.dismissible && configuration.dimming?.tapToDismiss == true
            && !configuration.interaction.passthrough
    }

    /// Whether touches outside the card reach the content behind with the sheet at `height`.
    public func passesTouchesThrough(atHeight height: Double) -> Bool {
        let interaction = configuration.interaction
        if interaction.passthrough { return true }
        guard let name = interaction.passthroughUpTo, let limit = layout.height(ofState: name) else { return false }
        return height <= limit + 0.5
    }

    /// Whether a point `x` from the container's left edge and `h` above its bottom edge is on
    /// the card whose top edge is at frame height `height`, as the frame draws it
    /// (`CardGeometry`): its rectangle, corners included. The gap beside and under a floating
    /// card, and under a detached one, is not the card.
    public func cardContains(x: Double, h: Double, atFrameHeight height: Double) -> Bool {
        cardGeometry(atFrameHeight: height).contains(x: x, h: h, atFrameHeight: height)
    }

    /// Whether the point is on the grab handle's touch area with the card's top edge at frame
    /// height `height`: the handle's frame (centred on the card, `topMargin` below its top edge —
    /// above it when negative) grown to at least 44 × 44 pt about its centre; without a handle,
    /// the card's top 44 pt.
    public func handleContains(x: Double, h: Double, atFrameHeight height: Double) -> Bool {
        guard let handle = configuration.popUpIndicator else {
            return cardContains(x: x, h: h, atFrameHeight: height) && h >= height - Self.minimumTouchSide
        }
        let centreX = layout.cardX + layout.cardWidth / 2
        let centreH = height - handle.topMargin - handle.height / 2
        let halfWidth = max(handle.width, Self.minimumTouchSide) / 2
        let halfHeight = max(handle.height, Self.minimumTouchSide) / 2
        return abs(x - centreX) <= halfWidth && abs(h - centreH) <= halfHeight
    }
}
