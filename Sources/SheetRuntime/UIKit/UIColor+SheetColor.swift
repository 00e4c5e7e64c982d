#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIColor {
    /// A spec's colour, as UIKit draws it: specs write sRGB with 8-bit components.
    convenience init(sheetColor color: SheetColor) {
        self.init(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255,
                  blue: CGFloat(color.blue) / 255, alpha: CGFloat(color.alpha) / 255)
    }
}
#endif
