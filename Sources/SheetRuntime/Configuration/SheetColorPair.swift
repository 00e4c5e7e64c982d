/// A colour for the light interface style and one for the dark (docs/language.md#look-motion-and-feel):
/// what every colour of a sheet is. A spec's plain colour is the same in both.
///
/// Front ends pick by the interface style (UIKit's trait collection, SwiftUI's colour scheme,
/// the playground's dark switch); the manifest writes `{"light": …, "dark": …}`.
public struct SheetColorPair: Hashable, Sendable {
    /// The colour in the light interface style.
    public var light: SheetColor
    /// The colour in the dark interface style.
    public var dark: SheetColor

    /// A colour for each interface style.
    public init(light: SheetColor, dark: SheetColor) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both styles.
    public init(_ color: SheetColor) {
        self.init(light: color, dark: color)
    }

    /// The colour for the dark style when `dark` is true, else the light one.
    public func resolved(dark isDark: Bool) -> SheetColor {
        isDark ? dark : light
    }

    /// Opaque black in both styles.
    public static let black = SheetColorPair(.black)
    /// Opaque white in both styles.
    public static let white = SheetColorPair(.white)
}

extension SheetColorPair: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: SheetColorPair { .black }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.SheetColorPair" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("light", &light)
        visitor.field("dark", &dark)
    }
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension SheetColorPair: Codable {}
#endif
