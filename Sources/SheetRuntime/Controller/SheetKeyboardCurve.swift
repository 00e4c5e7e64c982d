/// The curve of the software keyboard's move, as the platform reports it with the move's duration
/// (UIKit: `keyboardAnimationCurveUserInfoKey`). The controller moves the sheet along it, so the
/// card and the keyboard arrive together (docs/behaviour.md); without one it uses `easeOut`, as
/// `sheetc simulate`'s `keyboard <k> over <d>` does.
public enum SheetKeyboardCurve: Hashable, Sendable {
    case linear, easeIn, easeOut, easeInOut
    /// The keyboard's own curve (UIKit's undocumented `UIView.AnimationCurve(rawValue: 7)`).
    case keyboard
}
