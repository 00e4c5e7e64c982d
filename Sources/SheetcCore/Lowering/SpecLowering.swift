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
            topInset: spec.length(.topInset)!,
            initialState: spec.text(.initialState) ?? lowestVisible.name,
            popUpIndicator: popUpIndicator(spec),
            thresholds: Thresholds(
                dismissVelocity: spec.number(.thresholdsDismissVelocity)!,
                snapVelocity: spec.number(.thresholdsSnapVelocity)!,
                dismissBelow: spec.length(.thresholdsDismissBelow) ?? lowestVisible.height.halved),
            dimming: spec.bool(.dimming) == false ? nil : Dimming(
                color: spec.color(.dimmingColor)!,
                maxAlpha: spec.number(.dimmingMaxAlpha)!,
                fullFrom: spec.text(.dimmingFullFrom) ?? stateAboveLowest,
                tapToDismiss: spec.bool(.dimmingTapToDismiss)!),
            appearance: Appearance(
                cornerRadius: spec.number(.appearanceCornerRadius)!,
                backgroundColor: spec.color(.appearanceBackgroundColor)!),
            animation: animation(spec),
            interaction: Interaction(
                dismissible: spec.bool(.interactionDismissible)!,
                dragArea: Interaction.DragArea(rawValue: spec.text(.interactionDragArea)!)!,
                scrollTracking: spec.bool(.interactionScrollTracking)!,
                passthrough: spec.bool(.interactionPassthrough)!,
                rubberBand: spec.bool(.interactionRubberBand)!))
    }

    private static func popUpIndicator(_ spec: SheetSpec) -> PopUpIndicator? {
        guard spec.bool(.popUpIndicator) != false else { return nil }
        return PopUpIndicator(
            width: spec.number(.popUpIndicatorWidth)!,
            height: spec.number(.popUpIndicatorHeight)!,
            cornerRadius: spec.number(.popUpIndicatorCornerRadius)!,
            color: spec.color(.popUpIndicatorColor)!,
            topMargin: spec.number(.popUpIndicatorTopMargin)!)
    }

    /// Spring parameters are kept for a spring only (elsewhere the checker warned they are ignored).
    private static func animation(_ spec: SheetSpec) -> SheetAnimation {
        let curve = SheetAnimation.Curve(rawValue: spec.text(.animationCurve)!)!
        let isSpring = curve == .spring
        return SheetAnimation(
            curve: curve,
            duration: spec.number(.animationDuration)!,
            damping: isSpring ? spec.number(.animationDamping) : nil,
            initialVelocity: isSpring ? spec.number(.animationInitialVelocity) : nil)
    }
}
