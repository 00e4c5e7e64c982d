/// The card's whole shape at one frame height: where it stands, how wide it is, how far its
/// bottom edge is off the container's, how round its corners are and how opaque its background.
///
/// The controller puts one in every frame, and front ends draw exactly that: none of them works
/// out a margin, a radius or an opacity of its own (docs/behaviour.md, "The card's geometry").
public struct CardGeometry: Hashable, Sendable {
    /// How much the card floats, 0 (attached to the sides and bottom edge) … 1 (floating fully).
    public var floating: Double
    /// The gap between a floating card and the sides and bottom edge its placement gives it, in points.
    public var margin: Double
    /// The card's left edge, in points from the container's left edge.
    public var x: Double
    /// The card's width, in points.
    public var width: Double
    /// The card's bottom edge above the container's bottom edge, in points. The card's own height
    /// is the frame height less this, never below 0.
    public var bottom: Double
    /// The radius of the card's two top corners, in points.
    public var cornerRadius: Double
    /// The radius of the card's two bottom corners, in points (0: square, as an attached card's).
    public var bottomCornerRadius: Double
    /// How opaque the card's background colour is over its material, 0 … 1: always 1 for a
    /// `solid` card; for `glass`, 0 while floating (the glass alone) rising to 1 as it attaches.
    public var opacity: Double

    /// The card's shape with its top edge `height` points above the container's bottom edge on
    /// `layout`, drawn as `appearance` says (its corner radius and material).
    ///
    /// With `placement.float` the card floats by f: 1 at and below the frame height of the
    /// resting state just under `attach` (0 when `attach` is the lowest), 0 at and above
    /// `attach`'s, linear in between; always 1 with `attach: never`; 0 without `float`. Then
    /// margin = m × f, x = x₀ + margin, width = w₀ − 2 × margin, bottom = (m + k) × f (k: the
    /// keyboard's raise), the top corners r (or, concentric, max(R − margin, minimum), R the
    /// display's corner radius, `minimum` on a square display) and the bottom ones that × f,
    /// and a glass background's opacity 1 − f. A detached card (`bottomMargin` > 0) stands on
    /// its margin above the keyboard, its four corners alike (concentric: R − bottomMargin),
    /// and counts as floating for glass.
    public init(layout: SheetLayout, appearance: Appearance, atFrameHeight height: Double) {
        self.init(layout: layout, appearance: appearance, atFrameHeight: height, keyboard: layout.keyboardHeight, bar: layout.bar)
    }

    /// The card's shape with the keyboard `keyboard` and the bar `bar` points high in place of the
    /// layout's: what a frame part-way through a keyboard or bar change draws (the height and
    /// these move along one curve).
    public init(layout: SheetLayout, appearance: Appearance, atFrameHeight height: Double, keyboard: Double, bar: Double) {
        let placement = layout.placement
        let display = layout.container.displayCornerRadius
        let glass = appearance.material == .glass
        if placement.isDetached {
            let radius = appearance.drawnCornerRadius.radius(displayCornerRadius: display, inset: placement.bottomMargin)
            self.init(floating: 1, margin: 0, x: layout.cardX, width: layout.cardWidth,
                      bottom: layout.cardBottom(atFrameHeight: height, keyboard: keyboard, bar: bar),
                      cornerRadius: radius, bottomCornerRadius: radius, opacity: glass ? 0 : 1)
            return
        }
        let floating = layout.floating(atFrameHeight: height)
        let margin = layout.floatMargin * floating
        let top = appearance.drawnCornerRadius.radius(displayCornerRadius: display, inset: margin)
        self.init(floating: floating, margin: margin, x: layout.cardX + margin, width: layout.cardWidth - 2 * margin,
                  bottom: layout.cardBottom(atFrameHeight: height, keyboard: keyboard, bar: bar),
                  cornerRadius: top, bottomCornerRadius: top * floating, opacity: glass ? 1 - floating : 1)
    }

    /// A geometry with every field given (a front end's tests state one this way).
    public init(floating: Double, margin: Double, x: Double, width: Double, bottom: Double, cornerRadius: Double,
                bottomCornerRadius: Double, opacity: Double) {
        self.floating = floating
        self.margin = margin
        self.x = x
        self.width = width
        self.bottom = bottom
        self.cornerRadius = cornerRadius
        self.bottomCornerRadius = bottomCornerRadius
        self.opacity = opacity
    }

    /// Whether a point `x` from the container's left edge and `h` above its bottom edge is on the
    /// card whose top edge is at frame height `height`: within its rectangle, corners included.
    /// The gap beside and under a floating or detached card is not the card.
    public func contains(x: Double, h: Double, atFrameHeight height: Double) -> Bool {
        x >= self.x && x <= self.x + width && h <= height && h >= max(0, bottom)
    }
}

extension SheetLayout {
    /// Where a floating card attaches, in frame heights: it floats fully at and below `floatsBelow`
    /// and is attached at and above `attachedFrom` (both infinite: it never attaches).
    public struct FloatSpan: Hashable, Sendable {
        /// The frame height of the resting state just under `attach` (0 when `attach` is the lowest).
        public var floatsBelow: Double
        /// `attach`'s frame height.
        public var attachedFrom: Double
    }

    /// How much the card floats at frame height `height`, 0 … 1 (see `CardGeometry`).
    public func floating(atFrameHeight height: Double) -> Double {
        guard let span = floatSpan else { return 0 }
        return Self.ramp(height, span)
    }

    /// 1 at and below `span.floatsBelow`, 0 at and above `span.attachedFrom`, linear between;
    /// where a keyboard or bar clamps the two together, 0 from there up (the state is reached).
    static func ramp(_ height: Double, _ span: FloatSpan) -> Double {
        if height >= span.attachedFrom { return 0 }
        if height <= span.floatsBelow { return 1 }
        return (span.attachedFrom - height) / (span.attachedFrom - span.floatsBelow)
    }

    /// The span of `float` over `resting` (the layout's resting states, lowest first); `nil` when
    /// the card does not float. An `attach` state this layout does not show floats the card always.
    /// `floor`: where the ramp starts when `attach` is the lowest state (the bar's top edge, or 0).
    static func floatSpan(of float: Placement.Floating?, resting: [ResolvedState], floor: Double = 0) -> FloatSpan? {
        guard let float else { return nil }
        guard case .state(let name) = float.attach, let index = resting.firstIndex(where: { $0.name == name }) else {
            return FloatSpan(floatsBelow: .infinity, attachedFrom: .infinity)
        }
        return FloatSpan(floatsBelow: index > 0 ? resting[index - 1].height : floor, attachedFrom: resting[index].height)
    }
}

extension SheetEngine {
    /// The card's shape with its top edge at frame height `height` on this engine's layout.
    @inlinable
    public func cardGeometry(atFrameHeight height: Double) -> CardGeometry {
        CardGeometry(layout: layout, appearance: configuration.appearance, atFrameHeight: height)
    }
}
