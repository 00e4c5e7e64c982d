import SheetRuntime

/// Turns a checked spec into the runtime's configuration, making every
/// default explicit. Constant defaults come from `KeyCatalog` (through
/// `SheetSpec`'s accessors); the derived ones are computed here.
enum SpecLowering {
    /// The configuration of `spec`, or `nil` when the spec lacks what a configuration needs
    /// (the checker has reported that as an error).
    static func lower(_ spec: SheetSpec) -> SheetConfiguration? {
        guard let name = spec.name, let stateLengths = spec.stateLengths else { return nil }
        let states = stateLengths.map { SheetState(name: $0.name, height: $0.length) }
        let lowestVisible = states.first { $0.height.isPositive } ?? states[states.count - 1]
        let stateAboveLowest = states[1].name

        return SheetConfiguration(
            sheet: name,
            segmented: spec.isSegmented,
            states: states,
            topInset: spec.length("topInset")!,
            initialState: spec.text("initialState") ?? lowestVisible.name,
            popUpIndicator: popUpIndicator(spec),
            thresholds: Thresholds(
                dismissVelocity: spec.number("thresholds.dismissVelocity")!,
                snapVelocity: spec.number("thresholds.snapVelocity")!,
                dismissBelow: spec.length("thresholds.dismissBelow") ?? lowestVisible.height.halved),
            dimming: spec.bool("dimming") == false ? nil : Dimming(
                color: spec.color("dimming.color")!,
                maxAlpha: spec.number("dimming.maxAlpha")!,
                fullFrom: spec.text("dimming.fullFrom") ?? stateAboveLowest,
                tapToDismiss: spec.bool("dimming.tapToDismiss")!),
            appearance: Appearance(
                cornerRadius: spec.number("appearance.cornerRadius")!,
                backgroundColor: spec.color("appearance.backgroundColor")!),
            animation: animation(spec),
            interaction: Interaction(
                dismissible: spec.bool("interaction.dismissible")!,
                dragArea: Interaction.DragArea(rawValue: spec.text("interaction.dragArea")!)!,
                scrollTracking: spec.bool("interaction.scrollTracking")!,
                passthrough: spec.bool("interaction.passthrough")!,
                rubberBand: spec.bool("interaction.rubberBand")!))
    }

    private static func popUpIndicator(_ spec: SheetSpec) -> PopUpIndicator? {
        guard spec.bool("popUpIndicator") != false else { return nil }
        return PopUpIndicator(
            width: spec.number("popUpIndicator.width")!,
            height: spec.number("popUpIndicator.height")!,
            cornerRadius: spec.number("popUpIndicator.cornerRadius")!,
            color: spec.color("popUpIndicator.color")!,
            topMargin: spec.number("popUpIndicator.topMargin")!)
    }

    /// Spring parameters are kept for a spring only (elsewhere the checker warned they are ignored).
    private static func animation(_ spec: SheetSpec) -> SheetAnimation {
        let curve = SheetAnimation.Curve(rawValue: spec.text("animation.curve")!)!
        let isSpring = curve == .spring
        return SheetAnimation(
            curve: curve,
            duration: spec.number("animation.duration")!,
            damping: isSpring ? spec.number("animation.damping") : nil,
            initialVelocity: isSpring ? spec.number("animation.initialVelocity") : nil)
    }
}
