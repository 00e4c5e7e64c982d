import SheetRuntime

/// Turns a checked spec into the runtime's configuration, making every
/// default explicit. Constant defaults come from `KeyCatalog` (through
/// `SheetSpec`'s accessors); the derived ones are computed here.
enum SpecLowering {
    /// The configuration of `spec`, or `nil` when the spec lacks what a configuration needs
    /// (the checker has reported that as an error).
    static func lower(_ spec: SheetSpec) -> SheetConfiguration? {
        guard let name = spec.name, let stateLengths = spec.stateLengths else { return nil }
        let states = stateLengths.map {
            SheetState(name: $0.name, height: $0.length, spokenName: LocalizedText(
                key: "\(name).accessibility.states.\($0.name)",
                defaultValue: spec.text(SpecKey("accessibility.states." + $0.name)) ?? SheetState.capitalized($0.name)))
        }
        let lowestVisible = states.first { $0.height.isPositive } ?? states[states.count - 1]
        let stateAboveLowest = states[1].name
        let placement: Placement = SpecRecordReader.defaulted(spec, at: "placement")

        return SheetConfiguration(
            sheet: name,
            segmented: spec.isSegmented,
            states: states,
            topInset: spec.length(.topInset)!,
            initialState: spec.text(.initialState) ?? lowestVisible.name,
            popUpIndicator: SpecRecordReader.record(spec, at: .popUpIndicator),
            thresholds: thresholds(spec, states: states, lowestVisible: lowestVisible, bottomMargin: placement.bottomMargin),
            dimming: spec.bool(.dimming) == false ? nil : Dimming(
                color: spec.color(.dimmingColor)!,
                maxAlpha: spec.number(.dimmingMaxAlpha)!,
                from: spec.text("dimming.from") ?? states[0].name,
                fullFrom: spec.text(.dimmingFullFrom) ?? stateAboveLowest,
                tapToDismiss: spec.bool(.dimmingTapToDismiss)!),
            appearance: Appearance(
                cornerRadius: spec.number(.appearanceCornerRadius)!,
                backgroundColor: spec.color(.appearanceBackgroundColor)!,
                border: SpecRecordReader.record(spec, at: .appearanceBorder),
                shadow: SpecRecordReader.record(spec, at: "appearance.shadow")),
            animation: animation(spec),
            interaction: Interaction(
                dismissible: spec.bool(.interactionDismissible)!,
                dragArea: Interaction.DragArea(rawValue: spec.text(.interactionDragArea)!)!,
                scrollTracking: spec.bool(.interactionScrollTracking)!,
                passthrough: spec.bool(.interactionPassthrough) ?? false,
                rubberBand: spec.bool(.interactionRubberBand)!,
                passthroughUpTo: spec.text(.interactionPassthrough)),
            placement: placement,
            accessibilityLabel: LocalizedText(key: "\(name).accessibility.label", defaultValue: spec.text("accessibility.label")!),
            feedback: SpecRecordReader.defaulted(spec, at: "feedback"),
            keyboard: SpecRecordReader.defaulted(spec, at: "keyboard"),
            overrides: overrides(spec, over: SheetVariant(states: states, topInset: spec.length(.topInset)!, placement: placement)))
    }

    /// `none` velocities are `nil`; boundaries are kept where they act (on a visible state above
    /// the lowest, with `atRest: nearest`; elsewhere the checker warned they are ignored).
    private static func thresholds(_ spec: SheetSpec, states: [SheetState], lowestVisible: SheetState, bottomMargin: Double) -> Thresholds {
        let atRest = Thresholds.AtRest(rawValue: spec.text(.thresholdsAtRest)!)!
        var boundaries: [String: SheetLength] = [:]
        if atRest == .nearest {
            for state in states.filter(\.height.isPositive).dropFirst() {
                if let length = spec.length(.thresholdsBoundary(state.name)) { boundaries[state.name] = length }
            }
        }
        return Thresholds(
            dismissVelocity: spec.number(.thresholdsDismissVelocity),
            snapVelocity: spec.number(.thresholdsSnapVelocity),
            dismissBelow: spec.length(.thresholdsDismissBelow) ?? defaultDismissBelow(lowestVisible.height, bottomMargin: bottomMargin),
            dismissWhen: Thresholds.DismissWhen(rawValue: spec.text(.thresholdsDismissWhen)!)!,
            atRest: atRest,
            snapTarget: Thresholds.SnapTarget(rawValue: spec.text(.thresholdsSnapTarget)!)!,
            boundaries: boundaries,
            dismissBelowIsHalfTheLowestState: spec.length(.thresholdsDismissBelow) == nil)
    }

    /// The resolved layouts of `overrides` (spec-language §7): `landscape` and `wide` each merged
    /// over the base, and where both apply, `wide` merged over `landscape`.
    private static func overrides(_ spec: SheetSpec, over base: SheetVariant) -> SheetOverrides {
        let landscape = variant(spec, "overrides.landscape.", over: base)
        let wide = variant(spec, "overrides.wide.", over: base)
        let both = landscape == nil && wide == nil ? nil : variant(spec, "overrides.wide.", over: landscape ?? base) ?? landscape
        return SheetOverrides(landscape: landscape, wide: wide, wideLandscape: both)
    }

    /// `base` with what the override at `prefix` writes: state heights and placement key by key,
    /// the other keys whole; `nil` when the spec has no such override.
    static func variant(_ spec: SheetSpec, _ prefix: String, over base: SheetVariant) -> SheetVariant? {
        guard spec[SpecKey(String(prefix.dropLast()))] != nil else { return nil }
        var variant = base
        for index in variant.states.indices {
            let name = variant.states[index].name
            let written: SheetLength?
            if spec.isSegmented {
                written = spec.length(SpecKey(prefix + "segments." + name))
            } else {
                written = name == "closed" ? spec.length(SpecKey(prefix + "headerHeight")) : spec.openLength(in: prefix)?.length
            }
            if let written { variant.states[index].height = written }
        }
        if let topInset = spec.length(SpecKey(prefix + "topInset")) { variant.topInset = topInset }
        let placement = prefix + "placement."
        if spec[SpecKey(placement + "maxWidth")] != nil { variant.placement.maxWidth = spec.number(SpecKey(placement + "maxWidth")) }
        if let alignment = spec.text(SpecKey(placement + "alignment")).flatMap(Placement.Alignment.init) { variant.placement.alignment = alignment }
        if let margin = spec.number(SpecKey(placement + "horizontalMargin")) { variant.placement.horizontalMargin = margin }
        if let margin = spec.number(SpecKey(placement + "bottomMargin")) { variant.placement.bottomMargin = margin }
        return variant
    }

    /// Half the lowest visible state's frame height (spec-language §7: a detached card's states
    /// stand on its bottom margin).
    private static func defaultDismissBelow(_ lowest: SheetLength, bottomMargin: Double) -> SheetLength {
        guard bottomMargin > 0 else { return lowest.halved }
        if case .points(let points) = lowest { return .points((points + bottomMargin) / 2) }
        return .half(.offset(lowest, by: bottomMargin))
    }

    /// Spring parameters are kept for a spring only (elsewhere the checker warned they are ignored);
    /// a dismissal's animation takes what it does not say from the animation.
    private static func animation(_ spec: SheetSpec) -> SheetAnimation {
        let curve = SheetAnimation.Curve(rawValue: spec.text(.animationCurve)!)!
        let isSpring = curve == .spring
        var animation = SheetAnimation(
            curve: curve,
            duration: spec.number(.animationDuration)!,
            damping: isSpring ? spec.number(.animationDamping) : nil,
            initialVelocity: isSpring ? spec.number(.animationInitialVelocity) : nil)
        if spec[.animationDismiss] != nil {
            let dismissCurve = spec.text(.animationDismissCurve).flatMap(SheetAnimation.Curve.init) ?? curve
            let dismissSpring = dismissCurve == .spring
            animation.dismiss = SheetAnimation(
                curve: dismissCurve,
                duration: spec.number(.animationDismissDuration) ?? animation.duration,
                damping: dismissSpring ? spec.number(.animationDismissDamping) ?? spec.number(.animationDamping) : nil,
                initialVelocity: dismissSpring ? spec.number(.animationDismissInitialVelocity) ?? spec.number(.animationInitialVelocity) : nil)
        }
        return animation
    }
}
