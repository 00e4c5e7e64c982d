/// The size of the view a sheet is laid out in, in points.
public struct ContainerMetrics: Hashable, Sendable {
    /// The container's full width (a card's width and `x` depend on it, `placement`,
    /// docs/language.md#the-cards-width-and-a-floating-card).
    public var width: Double
    /// The container's full height.
    public var height: Double
    /// The top safe-area inset (status bar, notch).
    public var topSafeAreaInset: Double
    /// The bottom safe-area inset (home indicator).
    public var bottomSafeAreaInset: Double
    /// Whether the container lays out right to left (Arabic, Hebrew): its leading edge is then the
    /// right one, where a `leading` card keeps to (`placement`,
    /// docs/language.md#the-cards-width-and-a-floating-card). Positions stay measured from the left
    /// edge, as UIKit and the browser measure them.
    public var rightToLeft: Bool
    /// The radius of the display's rounded corners, in points (0: square corners). A card with
    /// concentric corners (`Appearance.CornerRadius.concentric`) follows it.
    public var displayCornerRadius: Double
    /// The height above the container's bottom edge of a bar the app keeps on screen below the
    /// sheet (a tab bar, a toolbar; the home-indicator area included), in points; 0: none. Every
    /// state measures from its top edge, so the bar stays usable below the card
    /// (`placement.bar`, docs/behaviour.md#a-bar-below-the-sheet).
    public var bottomBar: Double

    /// Creates container metrics, in points.
    public init(width: Double, height: Double, topSafeAreaInset: Double, bottomSafeAreaInset: Double, rightToLeft: Bool = false,
                displayCornerRadius: Double = 0, bottomBar: Double = 0) {
        self.width = width
        self.height = height
        self.topSafeAreaInset = topSafeAreaInset
        self.bottomSafeAreaInset = bottomSafeAreaInset
        self.rightToLeft = rightToLeft
        self.displayCornerRadius = displayCornerRadius
        self.bottomBar = bottomBar
    }

    /// The bar's height, as a length: finite and at least 0, at most the container's height.
    public var barHeight: Double {
        bottomBar.isFinite ? min(max(0, bottomBar), max(0, height)) : 0
    }

    /// The container a sheet standing on the bar is laid out on: `barHeight` shorter, its bottom
    /// safe-area inset what the bar leaves uncovered (the home indicator is under the bar), and
    /// nothing else changed, so lengths measure from the bar's top edge.
    public var aboveBar: ContainerMetrics {
        let bar = barHeight
        guard bar > 0 else { return self }
        return ContainerMetrics(width: width, height: height - bar, topSafeAreaInset: topSafeAreaInset,
                                bottomSafeAreaInset: max(0, bottomSafeAreaInset - bar), rightToLeft: rightToLeft,
                                displayCornerRadius: displayCornerRadius)
    }

    /// The height percentages refer to: everything below the top safe-area edge,
    /// the home-indicator area included.
    public var availableHeight: Double {
        max(0, height - topSafeAreaInset)
    }

    /// Whether the container is wider than tall (an `overrides.landscape` applies).
    public var isLandscape: Bool { width > height }

    /// Whether the container is compact height, as sheetc models size classes: below
    /// `SheetOverrides.wideHeight` (every phone on its side). The system sheet is full screen there
    /// by default, its medium detent is inactive there, and a state cut short there is not warned
    /// about (docs/diagnostics.md, `W014`).
    public var isCompactHeight: Bool { height < SheetOverrides.wideHeight }

    /// Whether the container is wide (an `overrides.wide` applies): at least `SheetOverrides.wideWidth`
    /// wide and `SheetOverrides.wideHeight` tall. The one test of it: the runtime's layout and the
    /// compiler's checks on each device profile both ask here.
    public var isWide: Bool { width >= SheetOverrides.wideWidth && height >= SheetOverrides.wideHeight }
}
