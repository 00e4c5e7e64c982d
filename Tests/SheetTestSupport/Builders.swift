import SheetRuntime

// Builders of the model's records for tests: every parameter defaulted, so a test states only
// what it is about, and a field added to a record is added here rather than in every test that
// makes one.

extension SheetConfiguration {
    /// A three-state sheet (hidden `closed`, `compressed` 300 pt, `open` 600 pt) resting in
    /// `compressed`, with a linear 0.2 s animation unless told otherwise; two heights make
    /// `closed` and `open`.
    package static func test(
        states: [SheetLength] = [.zero, .points(300), .points(600)],
        initial: String = "compressed",
        topInset: SheetLength = .zero,
        thresholds: Thresholds = .test(),
        animation: SheetAnimation = SheetAnimation(curve: .linear, duration: 0.2),
        dismissible: Bool = true,
        scrollTracking: Bool = true,
        rubberBand: Bool = true,
        dragArea: Interaction.DragArea = .sheet,
        dimming: Dimming? = .test(),
        passthrough: Bool = false
    ) -> SheetConfiguration {
        SheetConfiguration(
            sheet: "Test", segmented: states.count == 3, states: .test(states),
            topInset: topInset, initialState: initial, popUpIndicator: nil,
            thresholds: thresholds,
            dimming: dimming,
            appearance: Appearance(cornerRadius: 10, backgroundColor: .white),
            animation: animation,
            interaction: Interaction(dismissible: dismissible, dragArea: dragArea, scrollTracking: scrollTracking,
                                     passthrough: passthrough, rubberBand: rubberBand))
    }
}

extension [SheetState] {
    /// `closed`, `compressed` and `open` at three heights, lowest first, or `closed` and `open` at two.
    package static func test(_ heights: [SheetLength]) -> [SheetState] {
        let names = heights.count == 3 ? ["closed", "compressed", "open"] : ["closed", "open"]
        return zip(names, heights).map { SheetState(name: $0, height: $1) }
    }
}

extension Thresholds {
    /// The release rule with a 1500 pt/s dismissal, a 300 pt/s snap and `dismissBelow` 100 pt.
    /// The options past these keep `Thresholds`' own defaults.
    package static func test(
        dismissVelocity: Double? = 1500, snapVelocity: Double? = 300, dismissBelow: SheetLength = .points(100),
        dismissBelowIsHalfTheLowestState: Bool = false
    ) -> Thresholds {
        Thresholds(dismissVelocity: dismissVelocity, snapVelocity: snapVelocity, dismissBelow: dismissBelow,
                   dismissBelowIsHalfTheLowestState: dismissBelowIsHalfTheLowestState)
    }
}

extension Dimming {
    /// Black up to half opaque, from `closed` to fully at `open`; a tap on it dismisses.
    package static func test(
        maxAlpha: Double = 0.5, fullFrom: String = "open", tapToDismiss: Bool = true
    ) -> Dimming {
        Dimming(color: .black, maxAlpha: maxAlpha, from: "closed", fullFrom: fullFrom, tapToDismiss: tapToDismiss)
    }
}

extension PopUpIndicator {
    /// The usual 36 × 5 pt black handle, `topMargin` below the card's top edge (negative: above it).
    package static func test(topMargin: Double) -> PopUpIndicator {
        PopUpIndicator(width: 36, height: 5, cornerRadius: 2.5, color: .black, topMargin: topMargin)
    }
}
