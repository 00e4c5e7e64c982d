import SheetRuntime

/// The rules that look across keys: which keys go together, the order of
/// states (on every device profile when units are mixed), state names, and
/// keys that are ignored in their company. Per-value rules live in `SpecDecoder`.
enum SpecChecker {
    /// Reports what is wrong with `spec`; returns its own layout as read for the rules, which
    /// lowering starts from (`SpecLowering.lower(_:base:)`).
    @discardableResult
    static func check(_ spec: SheetSpec, diagnostics: inout DiagnosticBag) -> BaseLayout {
        var cache = ProfileLayoutCache()
        return check(spec, diagnostics: &diagnostics, layoutCache: &cache)
    }

    /// `check(_:diagnostics:)`, taking the profile layouts from a worker's `layoutCache` when
    /// an earlier spec had the same inputs, and keeping new ones there.
    static func check(_ spec: SheetSpec, diagnostics: inout DiagnosticBag, layoutCache: inout ProfileLayoutCache) -> BaseLayout {
        // Read once for the rules below (and lowering), not once in each.
        let base = BaseLayout(spec)
        let states = base.states
        let landscape = spec.hasEntry(.overridesLandscape), wide = spec.hasEntry(.overridesWide)
        let key = ProfileLayoutCache.Key(topInset: base.topInset, placement: base.placement,
                                         landscapeOverridden: landscape, wideOverridden: wide)
        let cached = key.flatMap { layoutCache.layouts(for: $0) }
        var layouts = ProfileLayouts(topInset: base.topInset, placement: base.placement, profiles: baseProfiles(spec),
                                     made: cached)
        defer {
            if let key, cached == nil, let made = layouts.madeLayouts { layoutCache.keep(made, for: key) }
        }
        checkSegmentation(spec, diagnostics: &diagnostics)
        for keys in [LayoutKeys.base, .landscape, .wide] { checkOpenHeightForm(spec, keys: keys, diagnostics: &diagnostics) }
        // The system sheet measures heights itself and honours fewer keys (`SystemSheetChecks`).
        if spec.target == .system {
            checkStateDefinitions(spec, diagnostics: &diagnostics)
            checkStateReferences(spec, diagnostics: &diagnostics)
            checkNameShadowing(spec, diagnostics: &diagnostics)
            checkSystemSheet(spec, states: states, diagnostics: &diagnostics)
            return base
        }
        for state in states ?? [] {
            guard case .system(let detent) = state.length, let entry = state.entry else { continue }
            diagnostics.report(.systemSheetOnlyKey, "'\(detent.rawValue)' is the system sheet's own detent; SheetRuntime has none",
                               at: entry.valueRange,
                               help: "write '\(detent == .medium ? "50%" : "{fromTop: 0}")' for the same height on target: runtime, or write 'target: system'")
        }
        if let entry = spec[.edgeAttachedInCompactHeight] {
            diagnostics.report(.systemSheetOnlyKey, "'edgeAttachedInCompactHeight' is a key of the system sheet; SheetRuntime's sheet is always on the bottom edge",
                               at: entry.keyRange, help: "remove it, or write 'target: system'")
        }
        checkFit(spec, states: states, diagnostics: &diagnostics)
        checkStateOrder(spec, states: states, layouts: &layouts, diagnostics: &diagnostics)
        checkClampedStates(spec, states: states, layouts: &layouts, diagnostics: &diagnostics)
        checkStateDefinitions(spec, diagnostics: &diagnostics)
        checkStateReferences(spec, diagnostics: &diagnostics)
        checkNamedStateHeights(spec, states: states, layouts: &layouts, diagnostics: &diagnostics)
        checkIgnoredKeys(spec, diagnostics: &diagnostics)
        // A state hidden everywhere is part of a sheet never seen: one error says it, not a warning beside it.
        if !checkVisibility(spec, states: states, layouts: &layouts, diagnostics: &diagnostics) {
            checkLengthsOnProfiles(spec, states: states, layouts: &layouts, diagnostics: &diagnostics)
        }
        checkBoundaries(spec, states: states, layouts: &layouts, diagnostics: &diagnostics)
        checkStateSpacing(spec, states: states, layouts: &layouts, diagnostics: &diagnostics)
        checkNameShadowing(spec, diagnostics: &diagnostics)
        checkRoom(spec, layouts: &layouts, diagnostics: &diagnostics)
        checkDismissBelow(spec, states: states, layouts: &layouts, diagnostics: &diagnostics)
        checkPlacement(spec, layouts: &layouts, diagnostics: &diagnostics)
        checkLook(spec, base: base, layouts: &layouts, diagnostics: &diagnostics)
        checkBar(spec, diagnostics: &diagnostics)
        return base
    }

    /// Margins that leave the card no width on a profile: it could never be seen or touched.
    private static func checkPlacement(_ spec: SheetSpec, layouts: inout ProfileLayouts, diagnostics: inout DiagnosticBag) {
        guard let entry = spec[LayoutKeys.base.placementHorizontalMargin], case .number(let margin) = entry.value, margin > 0 else { return }
        let narrow = layouts.profiles { $0.cardWidth <= 0 }
        guard let first = narrow.first, let profile = DeviceProfile.named(first) else { return }
        diagnostics.report(.noRoomAcross,
                           "'horizontalMargin' \(NumberFormatting.text(margin))pt leaves the card no width on \(first) (\(NumberFormatting.text(profile.width))pt wide)\(andMore(narrow.count - 1))",
                           at: entry.valueRange,
                           help: "the card is the container's width less twice the margin; use a margin below half the narrowest width (\(NumberFormatting.text(DeviceProfile.builtIn.map(\.width).min() ?? 0))pt)")
    }

    /// A `topInset` that leaves no height at all below it on a profile: every state is 0 there,
    /// so the sheet can never show.
    private static func checkRoom(_ spec: SheetSpec, layouts: inout ProfileLayouts, diagnostics: inout DiagnosticBag) {
        let topInset = layouts.topInset
        guard topInset.isPositive else { return }
        let closed = layouts.profileIndices { $0.ceiling <= 0 }
        guard let firstIndex = closed.first else { return }
        let first = layouts.profiles[firstIndex]
        diagnostics.report(.noRoom,
                           "'topInset' \(describe(topInset)) leaves the sheet no room on \(first.name) (available \(NumberFormatting.text(first.container.availableHeight))pt)\(andMore(closed.count - 1)): every state is 0pt there",
                           at: spec[.topInset]?.valueRange ?? spec.start,
                           help: "the sheet's top stops this far below the top safe-area edge; use a smaller distance")
    }

    /// A `dismissBelow` above the highest visible state: every slow release dismisses.
    private static func checkDismissBelow(
        _ spec: SheetSpec, states: [SheetSpec.StateLength]?, layouts: inout ProfileLayouts, diagnostics: inout DiagnosticBag
    ) {
        guard spec.bool(.interactionDismissible) != false, let entry = spec[.thresholdsDismissBelow],
              case .length(let dismissBelow) = entry.value, let states else { return }
        let above = layouts.profiles { layout in
            // The highest resting state: the last state, lowest first, with a height above 0 (what
            // `SheetLayout.restingStates.last` holds, without laying the states out as a whole).
            for index in states.indices.reversed() {
                let height = layout.frameHeight(of: states[index].length)
                if height > 0 { return layout.height(of: dismissBelow) > height }
            }
            return false
        }
        guard let first = above.first else { return }
        diagnostics.report(.dismissBelowAboveHighest,
                           "'dismissBelow' \(describe(dismissBelow)) is above the highest state on \(first)\(andMore(above.count - 1)): every slow release there dismisses the sheet",
                           at: entry.valueRange, help: "set it below the lowest visible state (its default is half of it)")
    }

    /// Types an app's own code names every day. A sheet named like one declares a type of that
    /// name in the app's module, which hides the standard one everywhere in the module. The
    /// generated code itself is immune (it spells `Swift.String`, `SheetRuntime.…`); the app's is not.
    static let standardTypeNames: Set<String> = [
        // Swift
        "Any", "AnyObject", "Array", "Bool", "Character", "ClosedRange", "Codable", "Collection", "Comparable",
        "Decodable", "Dictionary", "Double", "Encodable", "Equatable", "Error", "Float", "Hashable", "Identifiable",
        "Int", "Never", "Optional", "Range", "RawRepresentable", "Result", "Sendable", "Sequence", "Set", "String",
        "Substring", "UInt", "Void", "Task", "MainActor", "Actor", "Duration", "ContinuousClock", "AsyncStream",
        // Foundation
        "Data", "Date", "URL", "UUID", "Locale", "Calendar", "TimeInterval", "Notification", "NotificationCenter",
        "JSONDecoder", "JSONEncoder", "UserDefaults", "Bundle", "FileManager", "IndexPath", "Timer", "DateFormatter",
        // SwiftUI
        "View", "Text", "Image", "Color", "Button", "List", "Binding", "State", "Environment", "ObservableObject",
        "Published", "App", "Scene", "Font", "Animation", "Spacer", "Group", "Section", "Form", "Label", "Toggle",
        // UIKit
        "UIView", "UIViewController", "UIColor", "UIImage", "UIFont", "UIScrollView", "UITableView", "UIButton",
    ]

    private static func checkNameShadowing(_ spec: SheetSpec, diagnostics: inout DiagnosticBag) {
        guard let name = spec.name, standardTypeNames.contains(name), let entry = spec[.sheet] else { return }
        diagnostics.report(.shadowsStandardType,
                           "the sheet '\(name)' declares a type '\(name)' in your module, which hides the standard '\(name)' there: your code's '\(name)' will mean the sheet",
                           at: entry.valueRange, help: "rename the sheet, for example '\(name)Sheet'")
    }

    private static func checkSegmentation(_ spec: SheetSpec, diagnostics: inout DiagnosticBag) {
        if spec.hasNamedStates { return }  // `checkStateDefinitions` judges these keys beside `states`
        // A `segmented` whose value was refused (`True`, `yes`) already has its error: which keys
        // go with it is unknown, so none is blamed for it.
        if spec.isWritten(.segmented), spec[.segmented] == nil { return }
        if spec.isSegmented {
            if !spec.isWritten(.segments), !spec.misspelledKeys.contains("segments") {
                diagnostics.report(.segmentedWithoutSegments, "a segmented sheet needs 'segments'",
                                   at: spec[.segmented]?.keyRange ?? spec.start,
                                   help: "add 'segments:' with 'open', 'compressed' and 'closed' heights")
            }
            for key in [SpecKey.concreteDimension, .headerHeight] {
                if let entry = spec[key] {
                    diagnostics.report(.ignoredBySegmented, "'\(key.path)' is ignored because the sheet is segmented",
                                       at: entry.keyRange, help: "remove it, or set the heights in 'segments'")
                }
            }
        } else {
            if let segments = spec[.segments] {
                diagnostics.report(.segmentsWithoutSegmented, "'segments' is only for a segmented sheet",
                                   at: segments.keyRange, help: "add 'segmented: true', or remove 'segments'")
            }
            if !spec.isWritten(.concreteDimension), !spec.misspelledKeys.contains("concreteDimension") {
                diagnostics.report(.missingConcreteDimension, "a two-state sheet needs 'concreteDimension' (its open height)",
                                   at: spec.start,
                                   help: "add 'concreteDimension: half' (fullScreen, half, oneThird, oneFourth or {custom: <length>}), or 'segmented: true'")
            }
        }
    }

    /// A `concreteDimension` written as a mapping, at the top level or in an override, gives
    /// exactly one of `custom` and `fit`: with neither there is no open height, and with both
    /// one of them would be silently dropped. It is the value's own shape (the schema's
    /// `minProperties`/`maxProperties`), so it is judged whatever else the sheet writes, as a
    /// value's other errors are where the key is ignored.
    private static func checkOpenHeightForm(_ spec: SheetSpec, keys: LayoutKeys, diagnostics: inout DiagnosticBag) {
        guard let dimension = spec[keys.concreteDimension], case .mapping = dimension.value else { return }
        let path = keys.concreteDimension.path
        let written = [("custom", keys.concreteDimensionCustom), (LengthGrammar.fit, keys.concreteDimensionFit)]
            .compactMap { name, key in spec[key].map { (name: name, entry: $0) } }
            .sorted { $0.entry.keyRange.start < $1.entry.keyRange.start }
        if written.count == 2 {
            let (first, second) = (written[0], written[1])
            diagnostics.report(.openHeightTwoForms, "'\(path)' takes 'custom' or 'fit', not both",
                               at: second.entry.keyRange,
                               notes: [.init("'\(first.name)' is given here", at: first.entry.keyRange)],
                               help: "keep 'custom' for a fixed open height, or 'fit' for the content's height")
        } else if !spec.isWritten(keys.concreteDimensionCustom), !spec.isWritten(keys.concreteDimensionFit) {
            diagnostics.report(.missingKey, "'\(path)' written as a mapping needs 'custom' or 'fit'",
                               at: dimension.keyRange, help: "write 'concreteDimension: {custom: 320}', or a preset such as 'concreteDimension: half'")
        }
    }

    /// `closed < compressed < open`. Same units compare directly; then every spec is laid out on
    /// each device profile by the runtime's own resolver, where mixed units meet and where states
    /// in points meet at the highest the sheet can rise (`peek: 900, full: 1000` are both 793pt on
    /// an iPhone 15: the sheet would have two states at one place).
    private static func checkStateOrder(
        _ spec: SheetSpec, states: [SheetSpec.StateLength]?, layouts: inout ProfileLayouts, diagnostics: inout DiagnosticBag
    ) {
        guard let states else { return }
        // Mixed: two lengths (the top inset among them) of different units, or any mapped one.
        var firstUnit: Unit?
        var mixed = false
        func note(_ length: SheetLength) {
            guard let found = unit(length) else { return }
            if found == .mapped || (firstUnit != nil && firstUnit != found) { mixed = true }
            if firstUnit == nil { firstUnit = found }
        }
        note(layouts.topInset)
        for index in states.indices { note(states[index].length) }
        // A detached card's states stand on its bottom margin, so two may meet under the ceiling.
        let margin = layouts.placement.bottomMargin
        if margin > 0 { mixed = true }
        if !mixed {
            var reported = false
            for index in states.indices.dropLast() where magnitude(states[index].length) >= magnitude(states[index + 1].length) {
                let lower = states[index], upper = states[index + 1]
                reportOrder(lower: lower, upper: upper, detail: "\(lower.name) is \(describe(lower.length)) and \(upper.name) is \(describe(upper.length))",
                            spec: spec, diagnostics: &diagnostics)
                reported = true
            }
            if reported { return }
        }
        // Points against percentages only compare once laid out: on every built-in device, by
        // the runtime's own layout. Profile by profile, for every pair of states, then reported
        // pair by pair.
        var broken: [(pair: Int, detail: String)] = []
        for (position, layout) in layouts.all().enumerated() {
            var lowerHeight = layout.frameHeight(of: states[0].length)
            for index in states.indices.dropLast() {
                let upperLength = states[index + 1].length
                // A fit state is checked with both bounds: the state below under its min, its max under the state above.
                let low = lowerHeight, high = layout.frameHeight(of: Self.lowestBound(of: upperLength))
                if case .fit = upperLength { lowerHeight = layout.frameHeight(of: upperLength) } else { lowerHeight = high }
                guard low >= high else { continue }
                // No room here at all: E206 says so. A mapped visible state that comes to 0 here is
                // hidden here: W008 says so. Neither is also an order error.
                if layout.ceiling <= 0 { continue }
                if high == 0, unit(upperLength) == .mapped, upperLength.isPositive { continue }
                let lower = states[index], upper = states[index + 1]
                broken.append((index, "on \(layouts.profiles[position].name) \(lower.name) is \(describe(lower.length, resolved: low)) and \(upper.name) is \(describe(upper.length, resolved: high))"))
            }
        }
        guard !broken.isEmpty else { return }
        let frames = margin > 0 ? " (the card's top, \(NumberFormatting.text(margin))pt bottom margin included)" : ""
        for index in states.indices.dropLast() {
            let details = broken.filter { $0.pair == index }
            guard let first = details.first else { continue }
            reportOrder(lower: states[index], upper: states[index + 1], detail: first.detail + andMore(details.count - 1) + frames,
                        spec: spec, diagnostics: &diagnostics)
        }
    }

    private static func reportOrder(
        lower: SheetSpec.StateLength, upper: SheetSpec.StateLength, detail: String, spec: SheetSpec, diagnostics: inout DiagnosticBag
    ) {
        let lowerName = spec.isSegmented || lower.name != "closed" ? lower.name : "closed (headerHeight)"
        let notes = lower.entry.map { [Diagnostic.Note("\(lower.name) is set here", at: $0.valueRange)] } ?? []
        diagnostics.report(.stateOrder, "'\(upper.name)' must be higher than '\(lowerName)': \(detail)",
                           at: upper.entry?.valueRange ?? spec.start, notes: notes,
                           help: "states must rise strictly: " + spec.stateNames.joined(separator: " < "))
    }

    /// The keys only a spring reads, with their names.
    private static let springKeys: [(SpecKey, String)] = [(.animationDamping, "damping"), (.animationInitialVelocity, "initialVelocity")]

    private static func checkIgnoredKeys(_ spec: SheetSpec, diagnostics: inout DiagnosticBag) {
        if spec.text(.animationCurve) != SheetAnimation.Curve.spring.rawValue {
            for (key, name) in springKeys {
                if let entry = spec[key] {
                    diagnostics.report(.springParameterWithoutSpring, "'\(name)' is ignored without 'curve: spring'",
                                       at: entry.keyRange, help: "add 'curve: spring', or remove '\(name)'")
                }
            }
        }
        if let tap = spec[.dimmingTapToDismiss], spec.bool(.dimmingTapToDismiss) == true, spec.bool(.dimming) != false,
           spec.bool(.interactionDismissible) == false {
            let notes = spec[.interactionDismissible].map { [Diagnostic.Note("dismissible is set here", at: $0.valueRange)] } ?? []
            diagnostics.report(.tapToDismissNotDismissible, "'tapToDismiss: true' cannot act: the sheet is not dismissible",
                               at: tap.valueRange, notes: notes,
                               help: "remove 'tapToDismiss', or make the sheet 'dismissible: true'")
        }
        if spec.bool(.interactionDismissible) == false {
            let notes = spec[.interactionDismissible].map { [Diagnostic.Note("dismissible is set here", at: $0.valueRange)] } ?? []
            for (key, name) in [(SpecKey.thresholdsDismissBelow, "dismissBelow"), (.thresholdsDismissVelocity, "dismissVelocity")] {
                // `dismissVelocity: none` says what `dismissible: false` does: nothing to warn of.
                guard let entry = spec[key], spec.text(key) != "none" else { continue }
                diagnostics.report(.dismissThresholdNotDismissible, "'\(name)' cannot act: the sheet is not dismissible",
                                   at: entry.keyRange, notes: notes,
                                   help: "remove '\(name)', or make the sheet 'dismissible: true'")
            }
        }
        // `passthrough: <state>` naming the highest state passes every tap outside a resting sheet
        // through, as `true` does: a written `tapToDismiss: true` could act only mid-stretch.
        if let passthrough = spec[.interactionPassthrough], let state = spec.text(.interactionPassthrough),
           state == spec.stateNames.last, spec.bool(.dimming) != false, let tap = spec[.dimmingTapToDismiss],
           spec.bool(.dimmingTapToDismiss) == true {
            diagnostics.report(.passthroughWithTapToDismiss,
                               "with 'passthrough: \(state)', the highest state, taps outside the sheet always reach the content behind it, so dimming's 'tapToDismiss' never fires",
                               at: passthrough.valueRange, notes: [Diagnostic.Note("tapToDismiss is set here", at: tap.valueRange)],
                               help: "name a lower state in 'passthrough', or set 'dimming: {tapToDismiss: false}'")
        }
        if let passthrough = spec[.interactionPassthrough], spec.bool(.interactionPassthrough) == true,
           spec.bool(.dimming) != false, spec.bool(.dimmingTapToDismiss) == true {
            let notes = spec[.dimmingTapToDismiss].map { [Diagnostic.Note("tapToDismiss is set here", at: $0.valueRange)] } ?? []
            diagnostics.report(.passthroughWithTapToDismiss,
                               "with 'passthrough: true' taps outside the sheet reach the content behind it, so dimming's 'tapToDismiss' never fires",
                               at: passthrough.valueRange, notes: notes,
                               help: "set 'dimming: {tapToDismiss: false}' or 'dimming: false'")
        }
    }

    /// A length written as a mapping that comes to 0 on a profile although it means a visible
    /// height (a state or a boundary): a warning naming the profile (docs/language.md#device-profiles).
    private static func checkLengthsOnProfiles(
        _ spec: SheetSpec, states: [SheetSpec.StateLength]?, layouts: inout ProfileLayouts, diagnostics: inout DiagnosticBag
    ) {
        guard let states, !spec.hasNamedStates else { return }  // a named state at 0 is an error (`checkNamedStateHeights`)
        for state in states where state.length.isPositive && unit(state.length) == .mapped {
            let zero = layouts.profiles { $0.frameHeight(of: state.length) == 0 }
            guard let first = zero.first else { continue }
            let others = andMore(zero.count - 1)
            diagnostics.report(.lengthResolvesToZero,
                               "'\(state.name)' is \(describe(state.length)), which comes to 0pt on \(first)\(others): the state is hidden there",
                               at: state.entry?.valueRange ?? spec.start,
                               help: "a sheet resting there moves to its lowest visible state; use a smaller distance or a percentage")
        }
    }

    /// `boundaries`: each on a state the sheet has, not the lowest or a hidden one, only with
    /// `atRest: nearest`, and strictly between its state and the resting state below on every profile.
    private static func checkBoundaries(
        _ spec: SheetSpec, states: [SheetSpec.StateLength]?, layouts: inout ProfileLayouts, diagnostics: inout DiagnosticBag
    ) {
        guard spec.isWritten(.thresholdsBoundaries), let states else { return }
        let visible = states.filter { $0.length.isPositive }
        for boundary in spec.stateMap(.thresholdsBoundaries) {
            let name = boundary.name
            guard spec.stateNames.contains(name), let entry = boundary.entry, case .length(let length) = entry.value else { continue }
            guard let index = visible.firstIndex(where: { $0.name == name }) else {
                diagnostics.report(.ignoredBoundary, "the boundary of '\(name)' is ignored: '\(name)' is hidden (0pt)",
                                   at: entry.keyRange, help: "remove it")
                continue
            }
            if index == 0 {
                diagnostics.report(.ignoredBoundary, "the boundary of '\(name)' is ignored: it is the lowest visible state, which takes every slow release below the others",
                                   at: entry.keyRange, help: "remove it, or set the boundary of the state above")
                continue
            }
            if let atRest = spec[.thresholdsAtRest], spec.text(.thresholdsAtRest) != Thresholds.AtRest.nearest.rawValue {
                diagnostics.report(.ignoredBoundary, "the boundary of '\(name)' is ignored with 'atRest: \(spec.text(.thresholdsAtRest) ?? "")'",
                                   at: entry.keyRange, notes: [Diagnostic.Note("atRest is set here", at: atRest.valueRange)],
                                   help: "boundaries apply to 'atRest: nearest'")
                continue
            }
            let below = visible[index - 1], state = visible[index]
            let laidOut = layouts.all()
            let broken = laidOut.indices.compactMap { position -> String? in
                let layout = laidOut[position], profile = layouts.profiles[position]
                let low = layout.frameHeight(of: below.length), high = layout.frameHeight(of: state.length), line = layout.height(of: length)
                guard !(low < line && line < high) else { return nil }
                return "on \(profile.name) it is \(describe(length, resolved: line)), with \(below.name) at \(describe(below.length, resolved: low)) and \(name) at \(describe(state.length, resolved: high))"
            }
            guard let first = broken.first else { continue }
            let others = andMore(broken.count - 1)
            diagnostics.report(.boundaryOrder, "the boundary of '\(name)' must lie strictly between '\(below.name)' and '\(name)': \(first)\(others)",
                               at: entry.valueRange, help: "a boundary is the height from which a slow release settles in its state")
        }
    }

    /// Resting states closer than this (points) are one place to a finger: a release between
    /// them picks either by a hair, and a move from one to the other barely shows.
    static let closestStates = 20.0

    /// Two neighbouring visible states that rise by less than `closestStates` on a profile (by
    /// more than nothing: not rising at all is E203's). A `fit` state's height is its content's,
    /// so it is left out.
    private static func checkStateSpacing(
        _ spec: SheetSpec, states: [SheetSpec.StateLength]?, layouts: inout ProfileLayouts, diagnostics: inout DiagnosticBag
    ) {
        guard let states else { return }
        let visible = states.indices.filter { index in
            if case .fit = states[index].length { return false }
            return states[index].length.isPositive
        }
        guard visible.count > 1 else { return }
        // Each visible state's frame height on each profile, laid out once.
        let heights = layouts.all().map { layout in visible.map { layout.frameHeight(of: states[$0].length) } }
        for index in visible.indices.dropFirst() {
            // Out of order on some profile: E203 says what is wrong with the pair.
            guard heights.allSatisfy({ $0[index - 1] < $0[index] || $0[index - 1] == 0 }) else { continue }
            let close = heights.indices.compactMap { position -> (name: String, low: Double, high: Double)? in
                let low = heights[position][index - 1], high = heights[position][index]
                guard low > 0, high - low < closestStates else { return nil }
                return (layouts.profiles[position].name, low, high)
            }
            guard let first = close.first else { continue }
            let below = states[visible[index - 1]], state = states[visible[index]]
            let apart = NumberFormatting.text(first.high - first.low, decimals: 1)
            diagnostics.report(.statesTooClose,
                               "'\(state.name)' is only \(apart)pt above '\(below.name)' on \(first.name) (at \(NumberFormatting.text(first.low, decimals: 2))pt and \(NumberFormatting.text(first.high, decimals: 2))pt)\(andMore(close.count - 1)): too close for a finger to choose between them",
                               at: state.entry?.valueRange ?? spec.start,
                               notes: below.entry.map { [Diagnostic.Note("\(below.name) is set here", at: $0.valueRange)] } ?? [],
                               help: "set neighbouring states at least \(NumberFormatting.text(closestStates))pt apart on every device profile, or make them one state")
        }
    }

    /// " (and on 2 more device profiles)" after the first profile a rule breaks on; "" for none.
    static func andMore(_ count: Int) -> String {
        count > 0 ? " (and on \(count) more device profile\(count > 1 ? "s" : ""))" : ""
    }

    /// The profiles the spec's own layout applies on: where an override applies instead, its
    /// checks (`checkOverrides`) judge the sheet.
    static func baseProfiles(_ spec: SheetSpec) -> [DeviceProfile] {
        let landscape = spec.hasEntry(.overridesLandscape), wide = spec.hasEntry(.overridesWide)
        guard landscape || wide else { return DeviceProfile.builtIn }
        return DeviceProfile.builtIn.filter { profile in
            !(landscape && profile.container.isLandscape) && !(wide && profile.container.isWide)
        }
    }

    /// The lowest height a state's length may come to: a fit state's `min`, else the length.
    private static func lowestBound(of length: SheetLength) -> SheetLength {
        if case .fit(let min, _) = length { return min }
        return length
    }

    /// At most one state follows its content (`fit`, docs/language.md#states), within bounds whose min is
    /// not above their max on any device profile.
    private static func checkFit(_ spec: SheetSpec, states: [SheetSpec.StateLength]?, diagnostics: inout DiagnosticBag) {
        let fits = (states ?? []).filter { if case .fit = $0.length { return true } else { return false } }
        for state in fits {
            guard case .fit(let min, let max?) = state.length else { continue }
            let inverted = DeviceProfile.builtIn.filter { profile in
                min.points(on: profile.container) > max.points(on: profile.container)
            }
            guard let first = inverted.first else { continue }
            diagnostics.report(.fitBoundsInverted,
                               "'\(state.name)' fits its content between a min of \(describe(min)) and a max of \(describe(max)), but the min is the higher on \(first.name)\(andMore(inverted.count - 1))",
                               at: state.entry?.valueRange ?? spec.start, help: "make 'min' at most 'max'")
        }
        guard fits.count > 1, let first = fits.first else { return }
        for extra in fits.dropFirst() {
            diagnostics.report(.secondFitState, "'\(extra.name)' is fit too: at most one state of a sheet follows its content",
                               at: extra.entry?.valueRange ?? spec.start,
                               notes: first.entry.map { [Diagnostic.Note("\(first.name) is fit here", at: $0.valueRange)] } ?? [],
                               help: "give '\(extra.name)' a length of its own")
        }
    }

    enum Unit { case points, fraction, mapped }

    /// The unit of a length; zero has none (0pt and 0% are the same height). The mapped forms
    /// depend on the device, so they are always compared on every profile.
    static func unit(_ length: SheetLength) -> Unit? {
        switch length {
        case .points(let value): return value == 0 ? nil : .points
        case .fraction(let value): return value == 0 ? nil : .fraction
        case .fractionOfContainer, .fromTop, .aboveSafeArea, .offset, .half, .fit, .system: return .mapped
        }
    }

    /// The number a same-unit comparison uses (points or fraction; mapped forms never compare so).
    private static func magnitude(_ length: SheetLength) -> Double {
        switch length {
        case .points(let value), .fraction(let value): return value
        default: return 0
        }
    }

    /// A length and what it came to on a device: "60% = 225pt", "900pt, clamped to 647pt".
    static func describe(_ length: SheetLength, resolved: Double) -> String {
        let points = "\(NumberFormatting.text(resolved, decimals: 2))pt"
        switch length {
        case .points(let value): return value == resolved ? points : "\(describe(length)), clamped to \(points)"
        default: return "\(describe(length)) = \(points)"
        }
    }

    /// A length as the spec writes it.
    static func describe(_ length: SheetLength) -> String {
        LengthGrammar.spelling(of: length)
    }
}
