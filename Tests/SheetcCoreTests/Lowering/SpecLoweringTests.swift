import SheetRuntime
import SheetcCore
import Testing

struct SpecLoweringTests {
    private func configuration(_ yaml: String) throws -> SheetConfiguration {
        let result = check(yaml)
        #expect(result.diagnostics.diagnostics.isEmpty, "\(codes(result))")
        return try #require(result.sheets.first?.configuration)
    }

    @Test func twoStateSheetGetsEveryDefault() throws {
        let config = try configuration("version: 1\nsheet: Menu\nconcreteDimension: half\n")
        #expect(config == SheetConfiguration(
            sheet: "Menu", segmented: false,
            states: [SheetState(name: "closed", height: .points(0), spokenName: LocalizedText(key: "Menu.accessibility.states.closed", defaultValue: "Closed")),
                     SheetState(name: "open", height: .fraction(0.5), spokenName: LocalizedText(key: "Menu.accessibility.states.open", defaultValue: "Open"))],
            topInset: .points(0), initialState: "open", popUpIndicator: nil,
            thresholds: Thresholds(dismissVelocity: 1500, snapVelocity: 300, dismissBelow: .fraction(0.25), dismissBelowIsHalfTheLowestState: true),
            dimming: Dimming(color: .black, maxAlpha: 0.7, from: "closed", fullFrom: "open", tapToDismiss: true),
            appearance: Appearance(cornerRadius: 10, backgroundColor: SheetColorPair(light: .white, dark: SheetColor(red: 0x1C, green: 0x1C, blue: 0x1E))),
            animation: SheetAnimation(curve: .easeIn, duration: 0.25),
            interaction: Interaction(dismissible: true, dragArea: .sheet, scrollTracking: true, passthrough: false, rubberBand: true),
            accessibilityLabel: LocalizedText(key: "Menu.accessibility.label", defaultValue: "Sheet")))
    }

    @Test func segmentedDefaultsFollowTheStates() throws {
        let config = try configuration("""
            version: 1
            sheet: Drawer
            segmented: true
            segments: {open: 90%, compressed: 300pt, closed: 80}
            popUpIndicator: {width: 40}
            animation: {curve: spring}
            """)
        #expect(config.states.map(\.name) == ["closed", "compressed", "open"])
        #expect(config.states.map(\.height) == [.points(80), .points(300), .fraction(0.9)])
        #expect(config.initialState == "closed")
        #expect(config.thresholds.dismissBelow == .points(40))
        #expect(config.dimming?.fullFrom == "compressed")
        #expect(config.dimming?.from == "closed")  // §7: the lowest state, by default
        #expect(config.popUpIndicator == PopUpIndicator(
            width: 40, height: 5, cornerRadius: 2.5, color: SheetColorPair(light: SheetColor(red: 0xC7, green: 0xC7, blue: 0xCC), dark: SheetColor(red: 0x48, green: 0x48, blue: 0x4A)),
            topMargin: 6))
        #expect(config.animation == SheetAnimation(curve: .spring, duration: 0.25, damping: 0.8, initialVelocity: 0))
    }

    @Test func concreteDimensionPresetsAreFractionsOfTheAvailableHeight() throws {
        for (name, fraction) in [("fullScreen", 1.0), ("half", 0.5), ("oneThird", 1.0 / 3), ("oneFourth", 0.25)] {
            let config = try configuration("version: 1\nsheet: S\nconcreteDimension: \(name)\n")
            #expect(config.states.last?.height == .fraction(fraction))
        }
        let custom = try configuration("version: 1\nsheet: S\nconcreteDimension: {custom: 320pt}\nheaderHeight: 80\n")
        #expect(custom.states.map(\.height) == [.points(80), .points(320)])
        #expect(custom.initialState == "closed")
    }

    @Test func offSwitchesAndSpringParametersOutsideSprings() throws {
        let config = try configuration("version: 1\nsheet: S\nconcreteDimension: half\ndimming: false\npopUpIndicator: true\n")
        #expect(config.dimming == nil)
        #expect(config.popUpIndicator?.width == 36)
        let warned = check("version: 1\nsheet: S\nconcreteDimension: half\nanimation: {damping: 0.5}\n")
        #expect(codes(warned) == ["W003@4:13"])
        #expect(warned.sheets.first?.configuration.animation.damping == nil)
    }

    /// docs/language.md `placement`: every field explicit, `none` a nil width; a detached card's
    /// default `dismissBelow` is half its lowest state's frame height (the margin included).
    @Test func placementGetsItsDefaultsAndMovesTheDefaultDismissBelow() throws {
        let plain = try configuration("version: 1\nsheet: S\nconcreteDimension: half\nheaderHeight: 100\n")
        #expect(plain.placement == Placement(maxWidth: nil, alignment: .center, horizontalMargin: 0, bottomMargin: 0))
        #expect(plain.thresholds.dismissBelow == .points(50))
        let floating = try configuration("""
            version: 1
            sheet: S
            concreteDimension: half
            headerHeight: 100
            placement: {maxWidth: 420, alignment: trailing, bottomMargin: 20}
            """)
        #expect(floating.placement == Placement(maxWidth: 420, alignment: .trailing, horizontalMargin: 0, bottomMargin: 20))
        #expect(floating.thresholds.dismissBelow == .points(60))
        let mapped = try configuration("version: 1\nsheet: S\nconcreteDimension: half\nplacement: {bottomMargin: 20}\n")
        #expect(mapped.thresholds.dismissBelow == .half(.offset(.fraction(0.5), by: 20)))
    }

    /// docs/language.md: `appearance.shadow` (true: the default one) and `interaction.passthrough: <state>`.
    @Test func shadowAndPassthroughState() throws {
        let config = try configuration("""
            version: 1
            sheet: S
            segmented: true
            segments: {open: 90%, compressed: 50%, closed: 100}
            appearance: {shadow: true}
            interaction: {passthrough: compressed}
            """)
        #expect(config.appearance.shadow == Appearance.Shadow(color: SheetColorPair(SheetColor(red: 0, green: 0, blue: 0, alpha: 0x33)), radius: 10, offsetY: -2))
        #expect(config.interaction.passthrough == false && config.interaction.passthroughUpTo == "compressed")
        let plain = try configuration("version: 1\nsheet: S\nconcreteDimension: half\ndimming: false\ninteraction: {passthrough: true}\n")
        #expect(plain.appearance.shadow == nil)
        #expect(plain.interaction.passthrough && plain.interaction.passthroughUpTo == nil)
    }

    /// docs/language.md `fit`: `concreteDimension: fit`, `{fit: {min, max}}` and a segmented state.
    @Test func fitStates() throws {
        #expect(try configuration("version: 1\nsheet: S\nconcreteDimension: fit\n").states[1].height == .fit(min: .zero, max: nil))
        #expect(try configuration("version: 1\nsheet: S\nconcreteDimension: {fit: {min: 120, max: 60%}}\n").states[1].height
                == .fit(min: .points(120), max: .fraction(0.6)))
        let segmented = try configuration("""
            version: 1
            sheet: S
            segmented: true
            segments: {open: 95%, compressed: {fit: {max: 300}}, closed: 100}
            """)
        #expect(segmented.states[1].height == .fit(min: .zero, max: .points(300)))
        #expect(try configuration("version: 1\nsheet: S\nconcreteDimension: {custom: fit}\n").states[1].height == .fit(min: .zero, max: nil))
    }
}
