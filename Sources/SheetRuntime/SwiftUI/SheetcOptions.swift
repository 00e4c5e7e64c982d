#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI

/// Call-site options of `.sheetc`, the counterparts of what SwiftUI's `.sheet` takes as
/// `presentationBackgroundInteraction`, `presentationCornerRadius` and `interactiveDismissDisabled`.
/// Each one given replaces the spec's value for this place; `nil` keeps the spec's. They edit the
/// configuration the controller follows — nothing is decided here.
public struct SheetcOptions: Hashable, Sendable {
    /// Whether touches outside the card reach the view behind (the spec's `interaction.passthrough`).
    public var backgroundInteraction: Bool?
    /// The card's corner radius in points (the spec's `appearance.cornerRadius`).
    public var cornerRadius: Double?
    /// Whether a drag, a backdrop tap and VoiceOver's escape may not dismiss the sheet (the opposite
    /// of the spec's `interaction.dismissible`); code still can.
    public var interactiveDismissDisabled: Bool?
    /// Whether a glass card hides the scroll-content backgrounds of its `List`s, `Form`s and text
    /// editors so its glass shows behind them (`SheetContentBackground`; `nil`: `.clearedOnGlass`).
    /// `.kept` leaves them; so does `.scrollContentBackground(.visible)` on one list, and a list's own
    /// `.background` is drawn either way. Not the spec's: how the content is drawn.
    public var contentBackground: SheetContentBackground?

    /// Options for one call site; each left `nil` keeps the spec's value.
    public init(backgroundInteraction: Bool? = nil, cornerRadius: Double? = nil, interactiveDismissDisabled: Bool? = nil,
                contentBackground: SheetContentBackground? = nil) {
        self.backgroundInteraction = backgroundInteraction
        self.cornerRadius = cornerRadius
        self.interactiveDismissDisabled = interactiveDismissDisabled
        self.contentBackground = contentBackground
    }

    /// `configuration` with these options applied.
    func applied(to configuration: SheetConfiguration) -> SheetConfiguration {
        var configuration = configuration
        if let backgroundInteraction { configuration.interaction.passthrough = backgroundInteraction }
        if let cornerRadius { configuration.appearance.cornerRadius = .points(max(0, cornerRadius)) }
        if let interactiveDismissDisabled { configuration.interaction.dismissible = !interactiveDismissDisabled }
        return configuration
    }
}
#endif
