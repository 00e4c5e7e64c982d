extension SheetConfiguration {
    /// The float margin iOS 26 gives a sheet at a partial detent, as sheetc draws it.
    public static let systemFloatMargin: Double = 8

    /// The sheet as the system draws it, for the pictures sheetc makes of a device (`preview`, the
    /// playground): a `target: system` sheet that leaves its look to the system is drawn as iOS 26
    /// draws its own sheet — floating glass with concentric corners at a partial detent, attached
    /// and opaque at the largest detent. Keys the spec writes are drawn as written (a written
    /// background is opaque at every detent, a written radius is that radius); a runtime sheet is
    /// returned as it is. The front ends never call this: on a device the system draws its look.
    public var drawnAsTheSystemDoes: SheetConfiguration {
        guard target == .system else { return self }
        var drawn = self
        if appearance.backgroundColor == nil {
            drawn.appearance.material = .glass
            drawn.appearance.backgroundColor = Appearance.systemBackgroundColor
        }
        if appearance.cornerRadius == nil { drawn.appearance.cornerRadius = Appearance.systemCornerRadius }
        // The detent that is the largest (the system's full height) attaches, wherever it is
        // written (the written order need not rise); any lower one floats, as iOS 26's sheet does
        // at a partial detent.
        let largest = SystemDetents.restingStates(of: self).first { SystemDetents.reachesLargest($0.height) }
        let attach: Placement.Floating.Attachment = largest.map { .state($0.name) } ?? .never
        drawn.placement.float = Placement.Floating(margin: Self.systemFloatMargin, attach: attach)
        return drawn
    }
}
