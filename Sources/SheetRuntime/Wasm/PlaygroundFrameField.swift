/// The numbers of a playground frame, in the order `PlaygroundSession.frame` writes them. sheetc
/// hands the page these names in this order, so the page reads `frame.height`, never a bare
/// index, and a field added here reaches the page without a second list to keep in step.
package enum PlaygroundFrameField: Int, CaseIterable {
    /// The frame's time in seconds.
    case time
    /// The frame height: the card's top edge above the container's bottom edge, in points.
    case height
    /// The backdrop's dimming alpha.
    case alpha
    /// 0 resting, 1 dragging, 2 animating, 3 dismissed, 4 covered (a sheet under another).
    case phase
    /// The resting state's index, or -1.
    case state
    /// The target state's index, -1 for none, -2 for dismissed.
    case target
    /// The sheet's scroll view's offset.
    case scrollOffset
    /// 1 when the last lift left its fling to the scroll view, else 0.
    case scrollKeepsFling
    /// The card's left edge, in points from the container's.
    case x
    /// The card's width.
    case width
    /// How tall the card is laid out, down from its top edge (`SheetLayout.cardHeight`).
    case cardHeight
    /// Where the height lies between the lowest and the highest resting states (`SheetFrame.progress`).
    case progress
    /// The card's bottom edge above the container's (`SheetFrame.bottom`).
    case bottom
    /// The card's top corners' radius.
    case cornerRadius
    /// The card's bottom corners' radius.
    case bottomCornerRadius
    /// How opaque the card's background is over its glass (1 for a solid card).
    case opacity
    /// The bar below the sheet, in points (0: none): the card is drawn over it exactly when
    /// `bottom` is below it, and the backdrop stops at its top edge.
    case bar
    /// The sheet's index in the page's catalog (0 the page's own sheet; `PlaygroundSession`).
    case sheet
}
