/// The small decisions about touches an adapter asks the engine.
extension SheetEngine {
    /// Who receives a touch.
    public enum TouchReceiver: Hashable, Sendable {
        /// The sheet itself.
        case sheet
        /// The backdrop (dimming view) over the content behind the sheet.
        case backdrop
        /// The content behind the sheet (pass-through, as over a map).
        case content
    }

    /// Whether a tap on the backdrop dismisses the sheet: with dimming's `tapToDismiss`,
    /// when the sheet is dismissible and the backdrop does not always pass touches through
    /// (with `passthroughUpTo`, a tap reaches the backdrop only above that state).
    public var backdropTapDismisses: Bool {
        configuration.interaction.dismissible && configuration.dimming?.tapToDismiss == true
            && !configuration.interaction.passthrough
    }

    /// Who receives a touch `distanceFromBottom` points above the container's bottom edge, `x`
    /// points from its left edge (`nil`: across the card), while the sheet's frame height is
    /// `sheetHeight`: the card, else the content behind where touches pass through
    /// (`passthrough`, or at most `passthroughUpTo`'s frame height + 0.5 pt), else the backdrop.
    public func receiver(ofTouchAt distanceFromBottom: Double, x: Double? = nil, sheetHeight: Double) -> TouchReceiver {
        let acrossCard = x.map { $0 >= layout.cardX && $0 <= layout.cardX + layout.cardWidth } ?? true
        if distanceFromBottom <= sheetHeight && acrossCard { return .sheet }
        return passesTouchesThrough(atHeight: sheetHeight) ? .content : .backdrop
    }

    /// Whether touches outside the card reach the content behind with the sheet at `height`.
    public func passesTouchesThrough(atHeight height: Double) -> Bool {
        let interaction = configuration.interaction
        if interaction.passthrough { return true }
        guard let name = interaction.passthroughUpTo, let limit = layout.height(ofState: name) else { return false }
        return height <= limit + 0.5
    }

    /// Whether a drag starting at a touch may move the sheet (`dragArea`).
    public func dragMovesSheet(touchReceiver: TouchReceiver) -> Bool {
        switch configuration.interaction.dragArea {
        case .sheet: return touchReceiver == .sheet
        case .container: return true
        }
    }
}
