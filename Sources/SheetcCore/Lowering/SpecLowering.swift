import SheetRuntime

/// Turns a checked spec into the runtime's configuration, making every
/// default explicit. Constant defaults come from `KeyCatalog` (through
/// `SheetSpec`'s accessors); the derived ones are computed here.
enum SpecLowering {
    /// The configuration of `spec`, or `nil` when the spec lacks what a configuration needs
    /// (the checker has reported that as an error). `base`: the spec's own layout, when the
    /// checker has read it already.
    static func lower(_ spec: SheetSpec, base: BaseLayout? = nil) -> SheetConfiguration? {
        let base = base ?? BaseLayout(spec)
        guard let name = spec.name, let stateLengths = base.states else { return nil }
        let states = stateLengths.map {
            SheetState(name: $0.name, height: $0.length, spokenName: LocalizedText(
                key: localizationKey(name, ".accessibility.states.", $0.name),
                defaultValue: spokenName(spec, $0.name) ?? spokenDefault($0.name)))
        }
        let lowestVisible = states.first { $0.height.isPositive } ?? states[states.count - 1]
        let stateAboveLowest = states[min(1, states.count - 1)].name
        let placement = base.placement
        var records = SpecRecordReader(spec)

        let configuration = SheetConfiguration(
            sheet: name,
            segmented: spec.isSegmented,
            states: states,
            topInset: base.topInset,
            initialState: spec.text(.initialState) ?? lowestVisible.name,
            popUpIndicator: spec.isWritten(.popUpIndicator) ? records.record(at: .popUpIndicator) : unwritten.popUpIndicator,
            thresholds: thresholds(spec, states: states, lowestVisible: lowestVisible, bottomMargin: placement.bottomMargin),
            dimming: spec.bool(.dimming) == false ? nil : Dimming(
                color: spec.defaulted(.dimmingColor),
                maxAlpha: spec.defaulted(.dimmingMaxAlpha),
                from: spec.text(.dimmingFrom) ?? defaultDimmingFrom(spec, states: states),
                fullFrom: spec.text(.dimmingFullFrom) ?? stateAboveLowest,
                tapToDismiss: spec.defaulted(.dimmingTapToDismiss)),
            appearance: Appearance(
                cornerRadius: LookLowering.cornerRadius(spec),
                backgroundColor: spec.defaulted(.appearanceBackgroundColor),
                border: spec.isWritten(.appearanceBorder) ? records.record(at: .appearanceBorder) : unwritten.border,
                shadow: spec.isWritten(.appearanceShadow) ? records.record(at: .appearanceShadow) : unwritten.shadow,
                material: LookLowering.material(spec)),
            animation: animation(spec),
            interaction: Interaction(
                dismissible: spec.defaulted(.interactionDismissible),
                dragArea: spec.defaulted(.interactionDragArea),
                scrollTracking: spec.defaulted(.interactionScrollTracking),
                passthrough: spec.bool(.interactionPassthrough) ?? false,
                rubberBand: spec.defaulted(.interactionRubberBand),
                passthroughUpTo: spec.text(.interactionPassthrough)),
            placement: placement,
            accessibilityLabel: LocalizedText(key: localizationKey(name, ".accessibility.label"), defaultValue: spec.defaulted(.accessibilityLabel)),
            feedback: spec.isWritten(.feedback) ? records.defaulted(at: .feedback) : unwritten.feedback,
            keyboard: spec.isWritten(.keyboard) ? records.defaulted(at: .keyboard) : unwritten.keyboard,
            overrides: overrides(spec, states: states, topInset: base.topInset, placement: placement),
            stack: spec.isWritten(.stack) ? records.defaulted(at: .stack) : unwritten.stack)
        return spec.target == .system ? SystemSheetLowering.lowered(configuration, spec) : configuration
    }

    /// The records of the mappings a spec may leave out, as a spec that writes none of them
    /// lowers them. A key inside a mapping is only ever decoded (or marked written) under the
    /// mapping written, so an unwritten mapping's record is made of the catalog's constant
    /// defaults alone: read once from an empty spec, not field by field (each field's key looked
    /// up by name) for every spec.
    private static let unwritten: (popUpIndicator: PopUpIndicator?, border: Appearance.Border?, shadow: Appearance.Shadow?,
                                   feedback: Feedback, keyboard: KeyboardAvoidance, stack: Stacking) = {
        var records = SpecRecordReader(SheetSpec(file: "", start: SourceRange(at: .start)))
        return (records.record(at: .popUpIndicator), records.record(at: .appearanceBorder), records.record(at: .appearanceShadow),
                records.defaulted(at: .feedback), records.defaulted(at: .keyboard), records.defaulted(at: .stack))
    }()

    /// `<sheet><path><state>` (`Menu.accessibility.states.open`): a key of the generated Swift's localizations.
    private static func localizationKey(_ sheet: String, _ path: String, _ state: String = "") -> String {
        sheet + path + state
    }

    /// What `accessibility.states` says a state is called aloud, if anything.
    private static func spokenName(_ spec: SheetSpec, _ state: String) -> String? {
        if case .text(let text)? = spec.entry(.accessibilityStates, state: state)?.value { return text }
        return nil
    }

    /// What a state is called aloud when the spec does not say (`Open`).
    private static func spokenDefault(_ state: String) -> String {
        SheetState.capitalized(state)
    }

    /// `none` velocities are `nil`; boundaries are kept where they act (on a visible state above
    /// the lowest, with `atRest: nearest`; elsewhere the checker warned they are ignored).
    private static func thresholds(_ spec: SheetSpec, states: [SheetState], lowestVisible: SheetState, bottomMargin: Double) -> Thresholds {
        let atRest: Thresholds.AtRest = spec.defaulted(.thresholdsAtRest)
        var boundaries: [String: SheetLength] = [:]
        // A boundary has no default, so a spec without `boundaries` has none (and its states'
        // keys are not looked up by name).
        if atRest == .nearest, spec.isWritten(.thresholdsBoundaries) {
            // Every visible state but the lowest visible one.
            var isLowest = true
            for state in states where state.height.isPositive {
                if isLowest { isLowest = false; continue }
                if case .length(let length)? = spec.entry(.thresholdsBoundaries, state: state.name)?.value { boundaries[state.name] = length }
            }
        }
        let dismissBelow = spec.length(.thresholdsDismissBelow)
        return Thresholds(
            dismissVelocity: spec.number(.thresholdsDismissVelocity),
            snapVelocity: spec.number(.thresholdsSnapVelocity),
            dismissBelow: dismissBelow ?? defaultDismissBelow(lowestVisible.height, bottomMargin: bottomMargin),
            dismissWhen: spec.defaulted(.thresholdsDismissWhen),
            atRest: atRest,
            snapTarget: spec.defaulted(.thresholdsSnapTarget),
            boundaries: boundaries,
            dismissBelowIsHalfTheLowestState: dismissBelow == nil)
    }

    /// The resolved layouts of `overrides`
    /// (docs/language.md#other-layouts-in-landscape-and-on-wide-screens): `landscape` and `wide` each
    /// merged over the base, and where both apply, `wide` merged over `landscape`. Most specs write
    /// none, and then no base variant is assembled at all.
    private static func overrides(_ spec: SheetSpec, states: [SheetState], topInset: SheetLength, placement: Placement) -> SheetOverrides {
        guard spec.hasEntry(.overridesLandscape) || spec.hasEntry(.overridesWide) else { return SheetOverrides() }
        let base = SheetVariant(states: states, topInset: topInset, placement: placement)
        let landscape = variant(spec, .landscape, over: base)
        let wide = variant(spec, .wide, over: base)
        let both = variant(spec, .wide, over: landscape ?? base) ?? landscape
        return SheetOverrides(landscape: landscape, wide: wide, wideLandscape: both)
    }

    /// `base` with what the override `keys` name writes: state heights and placement key by key,
    /// the other keys whole; `nil` when the spec has no such override.
    static func variant(_ spec: SheetSpec, _ keys: LayoutKeys, over base: SheetVariant) -> SheetVariant? {
        guard let override = keys.override, spec.hasEntry(override) else { return nil }
        var variant = base
        for index in variant.states.indices {
            let name = variant.states[index].name
            let written: SheetLength?
            if spec.hasNamedStates {
                if case .length(let length)? = spec.entry(keys.states, state: name)?.value { written = length } else { written = nil }
            } else if spec.isSegmented {
                written = spec.length(keys.segments[name])
            } else {
                written = name == "closed" ? spec.length(keys.headerHeight) : spec.openLength(in: keys)?.length
            }
            if let written { variant.states[index].height = written }
        }
        if let topInset = spec.length(keys.topInset) { variant.topInset = topInset }
        if spec.hasEntry(keys.placementMaxWidth) { variant.placement.maxWidth = spec.number(keys.placementMaxWidth) }
        if let alignment = spec.text(keys.placementAlignment).flatMap(Placement.Alignment.init) { variant.placement.alignment = alignment }
        if let margin = spec.number(keys.placementHorizontalMargin) { variant.placement.horizontalMargin = margin }
        if let margin = spec.number(keys.placementBottomMargin) { variant.placement.bottomMargin = margin }
        if let cover = spec.text(keys.placementBarCoverFrom) { variant.placement.bar.coverFrom = cover }
        variant.placement.float = LookLowering.float(spec, keys, over: base.placement.float, defaultAttach: LookLowering.defaultAttach(spec.stateLengths))
        return variant
    }

    /// The lowest state; for a sheet with one named state, `dismissed`: its only state is where
    /// its backdrop is full, so the backdrop fades in from height 0 as the sheet rises (the seeds'
    /// forms have a `closed` state, which is at 0 already when hidden).
    private static func defaultDimmingFrom(_ spec: SheetSpec, states: [SheetState]) -> String {
        spec.hasNamedStates && states.count == 1 ? KeyCatalog.dismissed : states[0].name
    }

    /// Half the lowest visible state's frame height (docs/language.md#the-release-rule: a detached
    /// card's states stand on its bottom margin, except one measured from the top, whose length is its
    /// frame height).
    private static func defaultDismissBelow(_ lowest: SheetLength, bottomMargin: Double) -> SheetLength {
        guard bottomMargin > 0, !lowest.isMeasuredFromTop else { return lowest.halved }
        if case .points(let points) = lowest { return .points((points + bottomMargin) / 2) }
        return .half(.offset(lowest, by: bottomMargin))
    }

    /// Spring parameters are kept for a spring only (elsewhere the checker warned they are ignored);
    /// a dismissal's animation takes what it does not say from the animation.
    private static func animation(_ spec: SheetSpec) -> SheetAnimation {
        let curve: SheetAnimation.Curve = spec.defaulted(.animationCurve)
        let isSpring = curve == .spring
        var animation = SheetAnimation(
            curve: curve,
            duration: spec.defaulted(.animationDuration),
            damping: isSpring ? spec.number(.animationDamping) : nil,
            initialVelocity: isSpring ? spec.number(.animationInitialVelocity) : nil)
        if spec.hasEntry(.animationDismiss) {
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
