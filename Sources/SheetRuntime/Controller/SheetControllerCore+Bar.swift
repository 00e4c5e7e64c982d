/// The bar below the sheet (`ContainerMetrics.bottomBar`), and the card's geometry following a
/// keyboard or bar change along the height's own curve.
extension SheetControllerCore {
    /// The keyboard and bar heights a geometry is drawn with, from where a change started to
    /// where it goes, while its animation runs.
    struct GeometryTransition: Sendable {
        var fromKeyboard: Double, toKeyboard: Double
        var fromBar: Double, toBar: Double
        var fromHeight: Double, toHeight: Double

        init(from: (keyboard: Double, bar: Double), to: (keyboard: Double, bar: Double), fromHeight: Double, toHeight: Double) {
            fromKeyboard = from.keyboard; toKeyboard = to.keyboard
            fromBar = from.bar; toBar = to.bar
            self.fromHeight = fromHeight; self.toHeight = toHeight
        }

        /// The heights at frame height `height`: as far from the start as the height is along its
        /// move (the same curve, so the card's own height changes smoothly).
        func inputs(atHeight height: Double) -> (keyboard: Double, bar: Double) {
            let span = toHeight - fromHeight
            let done = span == 0 ? 1 : min(max((height - fromHeight) / span, 0), 1)
            return (fromKeyboard + (toKeyboard - fromKeyboard) * done, fromBar + (toBar - fromBar) * done)
        }
    }

    /// The keyboard and bar heights the card is drawn with at frame height `height`: the layout's,
    /// or, while a keyboard or bar change animates, part-way there as the height is. Without this
    /// a glass card given a keyboard would stand on the whole keyboard at once while its top edge
    /// still rose: a card of no height mid-animation.
    func geometryInputs(atHeight height: Double) -> (keyboard: Double, bar: Double) {
        if isQuietlyMoving, let transition = geometryTransition { return transition.inputs(atHeight: height) }
        return (engine.layout.keyboardHeight, engine.layout.bar)
    }

    /// The bar below the sheet is now `height` points high (0: none; `placement.bar`): every
    /// resting state stands on it, as on the keyboard. With `duration` a sheet resting in its state
    /// moves to the state's new height over it along `curve`, from the frame on screen, with no
    /// `willMove` or `settled`; without one, at once. The same height again changes nothing.
    @usableFromInline
    mutating func setBar(height: Double, duration: Double? = nil, curve: SheetKeyboardCurve = .easeOut, time: Double) {
        advance(to: time)
        var container = engine.layout.container
        let height = height.isFinite ? max(0, height) : 0
        guard height != container.bottomBar else { return }
        container.bottomBar = height
        relayout(container: container, cancelsDrag: false, over: duration, curve: TimingCurve(curve))
    }
}
