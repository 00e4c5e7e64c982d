#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIColor {
    /// A spec's colour, as UIKit draws it: specs write sRGB with 8-bit components.
    convenience init(sheetColor color: SheetColor) {
        self.init(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255,
                  blue: CGFloat(color.blue) / 255, alpha: CGFloat(color.alpha) / 255)
    }

    /// A spec's colour pair as a dynamic colour (docs/language.md#look-motion-and-feel): UIKit takes
    /// the light or the dark member for the trait collection it draws in, so a change of interface
    /// style redraws views with it. `alpha` scales the colour's own alpha (the backdrop's dimming).
    convenience init(sheetColor pair: SheetColorPair, alpha scale: Double = 1) {
        self.init { traits in
            let color = pair.resolved(dark: traits.userInterfaceStyle == .dark)
            return UIColor(sheetColor: color).withAlphaComponent(CGFloat(Double(color.alpha) / 255 * scale))
        }
    }
}
#endif
