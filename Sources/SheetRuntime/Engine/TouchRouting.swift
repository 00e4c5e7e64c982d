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
}
