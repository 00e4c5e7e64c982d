/// Inputs a front end passes as the platform gives them, so that the rules about them are the
/// controller's and tested headlessly (issue 40): the keyboard's curve and frame, a `fit`
/// measurement with what it includes, and a two-way state binding (SwiftUI's `state:`).
extension SheetController {
    /// The keyboard now covers `height` points, moving over `duration` along `curve` (UIKit: the
    /// notification's duration and curve), so the card arrives with the keyboard. Otherwise as
    /// `setKeyboard(height:duration:time:)`, whose ease-out is this with `.easeOut`.
    @inlinable public mutating func setKeyboard(height: Double, duration: Double?, curve: SheetKeyboardCurve, time: Double) {
        core.setKeyboard(height: height, duration: duration, curve: curve, time: time)
    }

    /// The keyboard's frame as the platform reports it: its top and bottom edges, in points above
    /// the container's bottom edge (the bottom ≤ 0 for a docked keyboard). One that does not reach
    /// the container's bottom edge — floating or undocked on an iPad — covers nothing; else it
    /// covers up to its top (0 when that is below the container).
    @inlinable public mutating func setKeyboard(top: Double, bottom: Double, duration: Double? = nil,
                                                curve: SheetKeyboardCurve = .easeOut, time: Double) {
        core.setKeyboard(height: SheetControllerCore.keyboardCover(top: top, bottom: bottom), duration: duration,
                         curve: curve, time: time)
    }

    /// The content measures `height` points; with `includingBottomSafeArea`, the measurement
    /// counts the bottom safe-area inset (content laid out to its safe area's bottom), which a `fit`
    /// state adds itself (docs/language.md), so it is taken off here and counted once.
    @inlinable public mutating func setContentHeight(_ height: Double?, includingBottomSafeArea: Bool, time: Double) {
        let inset = includingBottomSafeArea ? core.fitSafeAreaInset : 0
        core.setContentHeight(height.map { Swift.max(0, $0 - inset) }, time: time)
    }

    /// The bottom inset the card's content keeps whatever the card's position: the bottom safe
    /// area for a card on the container's bottom edge (what a `fit` state adds), 0 for a detached
    /// one. Front ends give a content that is laid out once (UIKit's `.fixed` sizing) this inset
    /// rather than the safe area of a card partly off screen, which changes at every frame.
    @inlinable public var contentBottomInset: Double { core.fitSafeAreaInset }

    /// What a two-way state binding shows: the state the sheet rests in or is animating to; `nil`
    /// when it is dismissed or on its way out; during a drag, where it was heading when the finger
    /// went down. A front end writes it to the binding at each `willMove`, `settled` and `dismissed`.
    @inlinable public var boundState: State? {
        guard case .state(let index) = core.boundTarget else { return nil }
        return stateValues[index]
    }

    /// The binding now holds `state` (`nil`: dismissed). The sheet moves there — presented again
    /// from height 0 when dismissed, at once with `animated: false` — only when that is not
    /// `boundState`: a binding handed over again unchanged (every re-render) changes nothing, and
    /// one written while the sheet heads elsewhere (a fling) is obeyed. A state `State` has but the
    /// configuration does not is ignored.
    @inlinable public mutating func follow(_ state: State?, animated: Bool = true, time: Double) {
        guard let state else { return core.follow(.dismissed, animated: animated, time: time) }
        guard let index = stateValues.firstIndex(of: state) else { return core.advance(to: time) }
        core.follow(.state(index), animated: animated, time: time)
    }

    /// The bar below the sheet (a tab bar, a toolbar) is now `height` points above the container's
    /// bottom edge (0: none): the states stand on it (`placement.bar`). With `duration`, the sheet
    /// moves over it along `curve` as the bar does, the card's geometry following the height;
    /// without, at once. The same height again changes nothing.
    @inlinable public mutating func setBar(height: Double, duration: Double? = nil, curve: SheetKeyboardCurve = .easeOut, time: Double) {
        core.setBar(height: height, duration: duration, curve: curve, time: time)
    }

    /// Where a frame height lies between the lowest and the highest resting states (the frame's
    /// `progress` rule), for a height drawn by someone other than this controller (`SheetStack`).
    @inlinable public func progress(atHeight height: Double) -> Double {
        core.progress(atHeight: height)
    }
}
