import SheetRuntime

/// `sheetc preview`: a picture of a sheet — for each device profile a row, for each state a
/// screen with the card at that state's resolved height (name and points), drawn with the
/// controller's geometry at that height (`CardGeometry`: a narrower card, a floating or detached
/// one with its gaps and rounded bottom corners, concentric radii, glass as a translucent grey), the
/// backdrop shaded at that height's dimming, the pop-up indicator, the shadow, the `dismissBelow`
/// line, and a mark on a state that follows its content (`fit`). Every number comes from
/// `SheetEngine`, the code the app runs. The picture is as wide as its widest caption, so no text
/// runs off its right edge.
public enum PreviewSVG {
    /// The default devices: a phone upright, a phone on its side, an iPad.
    public static let defaultDevices = ["iphone-15", "iphone-15-landscape", "ipad-11"]

    /// Screens are drawn at this many pixels per point.
    static let scale = 0.3
    static let margin = 24.0
    static let labelHeight = 34.0
    /// A shadow is drawn with at least this blur (a standard deviation, in pixels) and opacity: a
    /// card's shadow is a few points wide, and at the picture's scale it would not show at all.
    static let shadowMinimumBlur = 4.0
    static let shadowMinimumOpacity = 0.5

    /// The page's own colours in each interface style; the sheet's come from its colour pairs.
    struct Palette {
        var page, screen, screenEdge, content, outline, guide, label, caption, dismiss: String
        /// Drawn around the `dismissBelow` label (under its glyphs), so it reads on a dark backdrop
        /// as on a light card: the page's own colour.
        var halo: String { page }

        static let light = Palette(page: "#FFFFFF", screen: "#DDE6EE", screenEdge: "#333333", content: "#AAB7C4", outline: "#555555",
                                   guide: "#888888", label: "#111111", caption: "#555555", dismiss: "#D0021B")
        /// The page is lighter than a card's default dark colour (#1C1C1E), so the card's edge shows against it.
        static let dark = Palette(page: "#2C2C2E", screen: "#2B3440", screenEdge: "#8E8E93", content: "#4A5A6A", outline: "#8E8E93",
                                  guide: "#8E8E93", label: "#F2F2F7", caption: "#AEAEB2", dismiss: "#FF6961")
    }

    /// Each state on each of `profiles`, in the light interface style or (`dark`) the dark one.
    /// `contentHeight`: the content a `fit` state is drawn around (without it, a `fit` state is
    /// drawn at its max). A hidden state (0 pt) is not drawn: it is the sheet off screen. `bar`: a
    /// bar below the sheet (a tab bar), which every state stands on, drawn under the card or over it
    /// as the frame's `bottom` and `bar` say.
    public static func picture(of written: SheetConfiguration, on profiles: [DeviceProfile], dark: Bool = false,
                               contentHeight: Double? = nil, bar: Double = 0) -> OutputFile {
        // A system sheet is drawn as the system draws it (iOS 26's look where the spec leaves it
        // to the system), and says so.
        let configuration = written.drawnAsTheSystemDoes
        let look = written.target == .system && (written.appearance.cornerRadius == nil || written.appearance.backgroundColor == nil)
            ? " · the system's look" : ""
        let palette = dark ? Palette.dark : .light
        var rows: [String] = []
        var y = margin + 28
        var width = 0.0
        var blurs: Set<String> = []
        for profile in profiles {
            var container = profile.container
            container.bottomBar = bar
            let engine = SheetEngine(configuration: configuration, container: container, contentHeight: contentHeight)
            let screenWidth = profile.width * scale, screenHeight = profile.container.height * scale
            let layout = engine.layout
            let span = layout.cardWidth == profile.width ? "" : " · card \(format(layout.cardWidth))pt wide at x \(format(layout.cardX))"
            let detached = layout.placement.isDetached ? " · floating \(format(layout.placement.bottomMargin))pt above the bottom" : ""
            let applied = appliedOverrides(configuration.overrides, on: profile.container)
            let overridden = applied.isEmpty ? "" : " · overrides: " + applied.joined(separator: ", ")
            // A system sheet: its detents as UIKit shows them (SystemDetents), captioned so.
            let presentation = configuration.target == .system ? SystemDetents.presentation(of: configuration, on: profile.container) : .detents
            let system = configuration.target != .system ? ""
                : presentation == .detents ? " · system sheet: heights above the home indicator, largest detent \(format(SystemDetents.maximumDetentValue(on: profile.container)))pt"
                : " · system sheet: no detents"
            let glass = (configuration.appearance.material == .glass && look.isEmpty ? " · glass" : "")
                + (engine.layout.bar > 0 ? " · on a \(format(engine.layout.bar))pt bar" : "")
            let content = contentHeight != nil && !statesFollowingContent(configuration, on: profile.container).isEmpty
                ? " · content \(format(contentHeight!))pt" : ""
            let caption = "\(profile.name) — \(format(profile.width))×\(format(profile.container.height))pt\(overridden)\(span)\(detached)\(content)\(glass)\(system)\(look)"
            rows.append(text(x: margin, y: y + 12, caption, size: 13, weight: "bold", fill: palette.label))
            width = max(width, margin + textWidth(caption, size: 13, bold: true) + margin)
            let fitStates = Set(statesFollowingContent(configuration, on: profile.container))
            var x = margin
            // A hidden state (0 pt) is no panel of its own, unless every state is hidden.
            let states = shownStates(configuration, engine: engine, on: profile.container)
            let visible = states.filter { $0.height > 0 }
            if presentation != .detents {
                // No detents here: one screen with the sheet as the system shows it.
                rows.append(systemScreenWithoutDetents(presentation, profile: profile, x: x, y: y + 20, dark: dark, palette: palette))
                let note = SystemSheetSimulation.withoutDetents(presentation) ?? ""
                rows.append(text(x: x + screenWidth + margin, y: y + 34, "no detents: " + note, size: 11, fill: palette.caption))
                width = max(width, x + screenWidth + margin + textWidth("no detents: " + note, size: 11, bold: false) + margin)
                y += 20 + screenHeight + labelHeight + margin
                continue
            }
            // Made once per profile, and only what differs from state to state set for each: a
            // copy of the engine per screen costs a retain for every reference in the configuration.
            var screen = Screen(engine: engine, profile: profile, height: 0, label: "", fits: false, x: x, y: y + 20, index: 0,
                                dark: dark, palette: palette)
            for state in visible.isEmpty ? states : visible {
                let label = "\(state.name) \(format(state.value))pt"
                (screen.height, screen.label, screen.fits) = (state.height, label, fitStates.contains(state.name))
                (screen.x, screen.index) = (x, rows.count)
                rows.append(draw(screen, blurs: &blurs))
                x += max(screenWidth, textWidth(label, size: 11, bold: true)) + margin
            }
            width = max(width, x)
            y += 20 + screenHeight + labelHeight + margin
        }
        let title = "\(configuration.sheet)"
        // Whole pixels: a fractional edge would be drawn half transparent.
        width = max(width, margin + textWidth(title, size: 18, bold: true) + margin).rounded(.up)
        y = y.rounded(.up)
        let svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(y))" viewBox="0 0 \(format(width)) \(format(y))" font-family="-apple-system, Helvetica, Arial, sans-serif">
            <title>\(escape(title))</title>
            \(blurFilters(blurs))<rect width="100%" height="100%" fill="\(palette.page)"/>
            \(text(x: margin, y: margin + 8, title, size: 18, weight: "bold", fill: palette.label))
            \(rows.joined(separator: "\n"))
            </svg>

            """
        return OutputFile(name: configuration.sheet + ".svg", contents: svg)
    }

    /// The states drawn, each with its frame height and the number its label gives: the engine's
    /// layout, where a system sheet's states stand at their detents (`SystemDetents`) and the
    /// label gives the detent's value, its height above the bottom safe-area edge.
    static func shownStates(_ configuration: SheetConfiguration, engine: SheetEngine, on container: ContainerMetrics)
        -> [(name: String, height: Double, value: Double)] {
        // A system sheet's detents smallest first on this container, as UIKit is given them (an
        // inactive one, at 0, is no detent); a runtime sheet's states as written.
        let system = configuration.target == .system
        let base = system ? container.bottomSafeAreaInset : 0
        let states = system && !engine.restingStates.isEmpty ? engine.restingStates : engine.layout.states
        return states.map { ($0.name, $0.height, $0.height > 0 ? $0.height - base : 0) }
    }

    /// The overrides the spec wrote that apply on `container`, in the order they apply: a spec
    /// that wrote only `wide` names `wide` on a wide landscape screen, not `landscape` as well.
    static func appliedOverrides(_ overrides: SheetOverrides, on container: ContainerMetrics) -> [String] {
        (container.isLandscape && overrides.landscape != nil ? ["landscape"] : []) + (container.isWide && overrides.wide != nil ? ["wide"] : [])
    }

    /// The names of the states whose height follows the content (`fit`) in the layout that applies on `container`.
    static func statesFollowingContent(_ configuration: SheetConfiguration, on container: ContainerMetrics) -> [String] {
        (configuration.overrides.variant(for: container)?.states ?? configuration.states).compactMap { state in
            if case .fit = state.height { return state.name }
            return nil
        }
    }

    /// About how wide `text` is drawn in the page's sans-serif font: a little wider than Helvetica's
    /// average character, so a caption is given room rather than cut off.
    static func textWidth(_ text: String, size: Double, bold: Bool) -> Double {
        Double(text.count) * size * (bold ? 0.62 : 0.56)
    }

    /// One screen of the picture: a state of the sheet on one device, and where it is drawn.
    struct Screen {
        /// The sheet laid out on `profile`'s container.
        var engine: SheetEngine
        var profile: DeviceProfile
        /// The state's frame height, in points.
        var height: Double
        /// The state's name and height, under the screen.
        var label: String
        /// Whether the state follows its content (`fit`): marked on the card and in the note.
        var fits: Bool
        /// The screen's top-left corner in the picture, in pixels.
        var x: Double
        var y: Double
        /// Makes the id of the shadow's clip (the screen's edge) unique in the picture.
        var index: Int
        /// The dark interface style (the sheet's colour pairs' dark sides) rather than the light one.
        var dark: Bool
        var palette: Palette
    }

    /// One screen: content, backdrop, card, indicator, guides and the state's label. The blur of
    /// a shadow drawn is added to `blurs` (the picture defines one filter per blur).
    private static func draw(_ screen: Screen, blurs: inout Set<String>) -> String {
        let (engine, profile, height, label, fits) = (screen.engine, screen.profile, screen.height, screen.label, screen.fits)
        let (x, y, index, dark, palette) = (screen.x, screen.y, screen.index, screen.dark, screen.palette)
        let configuration = engine.configuration
        let width = profile.width * scale, screenHeight = profile.container.height * scale
        let cardTop = y + screenHeight - height * scale
        var parts: [String] = []
        parts.append(rect(x: x, y: y, width: width, height: screenHeight, fill: palette.screen, stroke: palette.screenEdge, radius: 6))
        // The content behind: a few grey lines, so the backdrop's shade shows.
        var line = y + 14 + profile.container.topSafeAreaInset * scale
        while line < y + screenHeight - 8 {
            parts.append(rect(x: x + 10, y: line, width: width - 20, height: 4, fill: palette.content, stroke: nil, radius: 2))
            line += 14
        }
        // The backdrop stops at the bar's top edge: the bar stays usable.
        let barHeight = engine.layout.bar * scale
        if let dimming = configuration.dimming {
            let color = dimming.color.resolved(dark: dark)
            let alpha = engine.dimmingAlpha(atHeight: height) * Double(color.alpha) / 255
            parts.append(rect(x: x, y: y, width: width, height: screenHeight - barHeight, fill: rgb(color), stroke: nil, radius: 6,
                              opacity: alpha))
        }
        // A bar below the sheet: under the card where the card covers it (its bottom below the
        // bar's top), else over it, as a front end stacks them.
        let bar = barHeight > 0
            ? rect(x: x, y: y + screenHeight - barHeight, width: width, height: barHeight, fill: palette.content, stroke: palette.screenEdge, radius: 0)
                + "\n" + text(x: x + width / 2, y: y + screenHeight - barHeight / 2 + 3, "bar \(format(engine.layout.bar))pt", size: 8,
                               fill: palette.caption, anchor: "middle")
            : ""
        let cardCoversBar = height > 0 && engine.cardGeometry(atFrameHeight: height).bottom < engine.layout.bar
        if !bar.isEmpty, cardCoversBar { parts.append(bar) }
        if height > 0 {
            // The card as the controller's frame has it at this height: its sides, its bottom edge
            // (a floating or detached card's gap under it), its two radii and its opacity.
            let geometry = engine.cardGeometry(atFrameHeight: height)
            let cardX = x + geometry.x * scale, cardWidth = geometry.width * scale
            let cardBottom = max(cardTop, y + screenHeight - max(0, geometry.bottom) * scale)
            let limit = min((cardBottom - cardTop) / 2, cardWidth / 2)
            let radius = min(geometry.cornerRadius * scale, limit), bottomRadius = min(geometry.bottomCornerRadius * scale, limit)
            // The spec's border when it has one; else a thin grey outline, so a white card shows on the page.
            let border = configuration.appearance.border
            let stroke = border.map { rgb($0.color.resolved(dark: dark)) } ?? palette.outline
            let strokeWidth = border.map { format(max($0.width * scale, 0.5)) } ?? "1"
            let path = cardPath(x: cardX, top: cardTop, width: cardWidth, bottom: cardBottom, radius: radius, bottomRadius: bottomRadius)
            if let shadow = configuration.appearance.shadow {
                // The shadow as its own blurred copy of the card's outline, under the card, kept
                // within the screen's edge.
                let blur = format(max(shadow.radius * scale / 2, shadowMinimumBlur))
                let color = shadow.color.resolved(dark: dark)
                let clip = "screen\(index)"
                parts.append("<clipPath id=\"\(clip)\">\(rect(x: x, y: y, width: width, height: screenHeight, fill: "#000000", stroke: nil, radius: 6))</clipPath>")
                parts.append("<path d=\"\(path)\" transform=\"translate(0 \(format(shadow.offsetY * scale)))\" fill=\"\(rgb(color))\" "
                    + "fill-opacity=\"\(format(max(Double(color.alpha) / 255, shadowMinimumOpacity)))\" filter=\"url(#blur\(blur))\" clip-path=\"url(#\(clip))\"/>")
                blurs.insert(blur)
            }
            let background = configuration.appearance.drawnBackgroundColor.resolved(dark: dark)
            if configuration.appearance.material == .glass {
                // Glass: a translucent grey stands in for the blur; the background colour lies over
                // it at the frame's opacity (none while the card floats).
                let (grey, alpha) = dark ? ("#3A3A3C", 0.72) : ("#F2F2F7", 0.72)
                parts.append("<path d=\"\(path)\" fill=\"\(grey)\" fill-opacity=\"\(format(alpha))\"/>")
                let opacity = geometry.opacity * Double(background.alpha) / 255
                if opacity > 0 {
                    parts.append("<path d=\"\(path)\" fill=\"\(rgb(background))\" fill-opacity=\"\(format(opacity))\"/>")
                }
                parts.append("<path d=\"\(path)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(strokeWidth)\"/>")
            } else {
                parts.append("<path d=\"\(path)\" fill=\"\(rgb(background))\" stroke=\"\(stroke)\" stroke-width=\"\(strokeWidth)\"/>")
            }
            if let indicator = configuration.popUpIndicator {
                parts.append(rect(x: cardX + (cardWidth - indicator.width * scale) / 2, y: cardTop + indicator.topMargin * scale,
                                  width: indicator.width * scale, height: max(indicator.height * scale, 1), fill: rgb(indicator.color.resolved(dark: dark)),
                                  stroke: nil, radius: indicator.cornerRadius * scale))
            }
            if fits {
                // The mark of a state that follows its content: "fit" at the card's top right.
                parts.append(text(x: cardX + cardWidth - 4, y: cardTop + 11, "fit", size: 9, weight: "bold", fill: palette.guide, anchor: "end"))
            }
        }
        if !bar.isEmpty, !cardCoversBar { parts.append(bar) }
        // Guides: the top safe-area edge, the ceiling, and dismissBelow when the sheet can be dismissed.
        let safeTop = y + profile.container.topSafeAreaInset * scale
        parts.append(guide(x: x, y: safeTop, width: width, color: palette.guide))
        // (A system sheet's releases are UIKit's: no dismissBelow.)
        if configuration.interaction.dismissible, configuration.target != .system {
            let dismissY = y + screenHeight - engine.dismissBelow * scale
            parts.append(guide(x: x, y: dismissY, width: width, color: palette.dismiss))
            parts.append(text(x: x + 3, y: dismissY - 3, "dismissBelow \(format(engine.dismissBelow))pt", size: 8, fill: palette.dismiss,
                              halo: palette.halo))
        }
        parts.append(text(x: x, y: y + screenHeight + 16, label, size: 11, weight: "bold", fill: palette.label))
        let alpha = engine.dimmingAlpha(atHeight: height)
        let note = (fits ? "fit · " : "") + "backdrop α \(format((alpha * 100).rounded() / 100))"
        parts.append(text(x: x, y: y + screenHeight + 29, note, size: 9, fill: palette.caption))
        return "<g>\n" + parts.joined(separator: "\n") + "\n</g>"
    }

    /// A screen where the system shows no detents: the sheet full screen (compact height) or a
    /// page-sized sheet centred on it (regular width), opaque, as a system sheet without detents.
    private static func systemScreenWithoutDetents(_ presentation: SystemDetents.Presentation, profile: DeviceProfile, x: Double, y: Double,
                                                   dark: Bool, palette: Palette) -> String {
        let width = profile.width * scale, height = profile.container.height * scale
        let background = rgb(Appearance.systemBackgroundColor.resolved(dark: dark))
        var parts = [rect(x: x, y: y, width: width, height: height, fill: palette.screen, stroke: palette.screenEdge, radius: 6)]
        switch presentation {
        case .fullScreen:
            parts.append(rect(x: x, y: y, width: width, height: height, fill: background, stroke: palette.outline, radius: 6))
        case .formSheet, .detents:
            // A page: about two thirds of the width, less of the height, centred on a dimmed screen.
            parts.append(rect(x: x, y: y, width: width, height: height, fill: "#000000", stroke: nil, radius: 6, opacity: 0.2))
            let pageWidth = width * 2 / 3, pageHeight = height * 0.8
            parts.append(rect(x: x + (width - pageWidth) / 2, y: y + (height - pageHeight) / 2, width: pageWidth, height: pageHeight,
                              fill: background, stroke: palette.outline, radius: 10 * scale * 3))
        }
        let label = presentation == .fullScreen ? "full screen" : "form sheet"
        parts.append(text(x: x, y: y + height + 16, label, size: 11, weight: "bold", fill: palette.label))
        return "<g>\n" + parts.joined(separator: "\n") + "\n</g>"
    }

    /// One Gaussian blur per shadow radius drawn (sorted: the same bytes every time).
    private static func blurFilters(_ blurs: Set<String>) -> String {
        guard !blurs.isEmpty else { return "" }
        return "<defs>" + blurs.sorted().map {
            "<filter id=\"blur\($0)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\($0)\"/></filter>"
        }.joined() + "</defs>\n"
    }

    /// A card with top corners of `radius` and bottom ones of `bottomRadius` (0: square, as an
    /// attached card's).
    private static func cardPath(x: Double, top: Double, width: Double, bottom: Double, radius: Double, bottomRadius: Double) -> String {
        let r = format(radius), low = bottomRadius, b = format(bottomRadius)
        var path = "M\(format(x)) \(format(bottom - low)) L\(format(x)) \(format(top + radius)) "
            + "A\(r) \(r) 0 0 1 \(format(x + radius)) \(format(top)) L\(format(x + width - radius)) \(format(top)) "
            + "A\(r) \(r) 0 0 1 \(format(x + width)) \(format(top + radius)) L\(format(x + width)) \(format(bottom - low)) "
        if bottomRadius > 0 {
            path += "A\(b) \(b) 0 0 1 \(format(x + width - low)) \(format(bottom)) L\(format(x + low)) \(format(bottom)) "
                + "A\(b) \(b) 0 0 1 \(format(x)) \(format(bottom - low)) "
        }
        return path + "Z"
    }

    private static func rect(
        x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String?, radius: Double, opacity: Double = 1
    ) -> String {
        var attributes = "x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(width))\" height=\"\(format(height))\" "
            + "rx=\"\(format(radius))\" fill=\"\(fill)\""
        if let stroke { attributes += " stroke=\"\(stroke)\" stroke-width=\"1.5\"" }
        if opacity < 1 { attributes += " fill-opacity=\"\(format(opacity))\"" }
        return "<rect \(attributes)/>"
    }

    private static func guide(x: Double, y: Double, width: Double, color: String) -> String {
        "<line x1=\"\(format(x))\" y1=\"\(format(y))\" x2=\"\(format(x + width))\" y2=\"\(format(y))\" stroke=\"\(color)\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
    }

    /// A line of text; `anchor` is SVG's `text-anchor` (`end`: `x` is its right end), and `halo`
    /// a colour drawn around the glyphs, under them, so they read on any background.
    private static func text(x: Double, y: Double, _ content: String, size: Double, weight: String = "normal", fill: String,
                             anchor: String? = nil, halo: String? = nil) -> String {
        var attributes = "x=\"\(format(x))\" y=\"\(format(y))\" font-size=\"\(format(size))\" font-weight=\"\(weight)\" fill=\"\(fill)\""
        if let anchor { attributes += " text-anchor=\"\(anchor)\"" }
        if let halo { attributes += " stroke=\"\(halo)\" stroke-width=\"2.5\" stroke-linejoin=\"round\" paint-order=\"stroke\"" }
        return "<text \(attributes)>\(escape(content))</text>"
    }

    private static func rgb(_ color: SheetColor) -> String {
        String(color.hexString.prefix(7))
    }

    /// Two decimals at most: stable text, plenty for a picture. A coordinate past ±1,000,000
    /// (a 1e308-point handle, say) is drawn at that bound: huge, but a number an SVG can hold.
    private static func format(_ value: Double) -> String {
        let bounded = value.isNaN ? 0 : min(max(value, -1_000_000), 1_000_000)
        return NumberFormatting.text(bounded, decimals: 2)
    }

    /// XML text and attribute escaping (control characters, which XML cannot hold, as `?`).
    static func escape(_ text: String) -> String {
        MarkupEscaping.escape(text, replacingControls: true)
    }
}
