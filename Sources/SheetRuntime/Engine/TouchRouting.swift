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

    /// Who takes a vertical drag that starts in a scroll view inside the sheet.
    public enum DragOwner: Hashable, Sendable {
        case sheet
        case scrollView
    }

    /// Whether a tap on the backdrop dismisses the sheet: with dimming's `tapToDismiss`,
    /// when the sheet is dismissible and the backdrop does not pass touches through.
    public var backdropTapDismisses: Bool {
        configuration.interaction.dismissible && configuration.dimming?.tapToDismiss == true
            && !configuration.interaction.passthrough
    }

    /// Who receives a touch `distanceFromBottom` points above the container's bottom edge
    /// while the sheet shows `sheetHeight` points.
    public func receiver(ofTouchAt distanceFromBottom: Double, sheetHeight: Double) -> TouchReceiver {
        if distanceFromBottom <= sheetHeight { return .sheet }
        return configuration.interaction.passthrough ? .content : .backdrop
    }

    /// Whether a drag starting at a touch may move the sheet (`dragArea`).
    public func dragMovesSheet(touchReceiver: TouchReceiver) -> Bool {
        switch configuration.interaction.dragArea {
        case .sheet: return touchReceiver == .sheet
        case .container: return true
        }
    }

    /// Who takes a drag that starts in a scroll view inside the sheet. With `scrollTracking`,
    /// the sheet moves until it is at its highest state; there, the scroll view scrolls, except
    /// that a downward drag with the scroll view at its top moves the sheet. Without it,
    /// the scroll view keeps its drags.
    public func dragOwner(sheetHeight: Double, scrollViewAtTop: Bool, draggingDown: Bool) -> DragOwner {
        guard configuration.interaction.scrollTracking else { return .scrollView }
        let highest = restingStates.last?.height ?? 0
        guard sheetHeight >= highest - 0.5 else { return .sheet }
        return draggingDown && scrollViewAtTop ? .sheet : .scrollView
    }
}
