/// The backdrop behind the sheet, darkening as the sheet rises.
public struct Dimming: Hashable, Sendable {
    /// The backdrop's colour (its alpha multiplies the dimming alpha).
    public var color: SheetColor
    /// The backdrop's alpha once the sheet reaches `fullFrom` (0–1).
    public var maxAlpha: Double
    /// The state from which the backdrop is fully dimmed.
    public var fullFrom: String
    /// Whether a tap on the backdrop dismisses the sheet.
    public var tapToDismiss: Bool

    /// Creates backdrop settings.
    public init(color: SheetColor, maxAlpha: Double, fullFrom: String, tapToDismiss: Bool) {
        self.color = color
        self.maxAlpha = maxAlpha
        self.fullFrom = fullFrom
        self.tapToDismiss = tapToDismiss
    }
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension Dimming: Codable {}
#endif
