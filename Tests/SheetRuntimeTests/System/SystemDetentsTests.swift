import SheetRuntime
import Testing

/// The system sheet's heights (`SystemDetents`): each length form measured against the maximum
/// detent value M, offsets, the clamp to 1 … M, and the compiler's M on every built-in profile.
struct SystemDetentsTests {
    /// M on iPhone 15 portrait: 852 − 59 (top) − 34 (bottom) − 10.
    let m = 749.0

    @Test func pointsAndPointsAboveTheSafeAreaAreThemselves() {
        #expect(SystemDetents.value(of: .points(120), maximumDetentValue: m) == 120)
        #expect(SystemDetents.value(of: .aboveSafeArea(120), maximumDetentValue: m) == 120)
    }

    @Test func aPercentageOfTheAvailableHeightIsThatMuchOfM() {
        #expect(SystemDetents.value(of: .fraction(0.5), maximumDetentValue: m) == 374.5)
        #expect(SystemDetents.value(of: .fraction(1), maximumDetentValue: m) == m)
    }

    @Test func fromTopIsMLessTheDistance() {
        #expect(SystemDetents.value(of: .fromTop(0), maximumDetentValue: m) == m)
        #expect(SystemDetents.value(of: .fromTop(100), maximumDetentValue: m) == 649)
    }

    @Test func anOffsetAddsToEveryForm() {
        #expect(SystemDetents.value(of: .offset(.points(100), by: 20), maximumDetentValue: m) == 120)
        #expect(SystemDetents.value(of: .offset(.aboveSafeArea(100), by: -20), maximumDetentValue: m) == 80)
        #expect(SystemDetents.value(of: .offset(.fraction(0.5), by: 10.5), maximumDetentValue: m) == 385)
        #expect(SystemDetents.value(of: .offset(.fromTop(100), by: -49), maximumDetentValue: m) == 600)
    }

    @Test func valuesAreClampedToOneThroughM() {
        #expect(SystemDetents.value(of: .points(0), maximumDetentValue: m) == 1)
        #expect(SystemDetents.value(of: .points(0.25), maximumDetentValue: m) == 1)
        #expect(SystemDetents.value(of: .points(2000), maximumDetentValue: m) == m)
        #expect(SystemDetents.value(of: .fromTop(900), maximumDetentValue: m) == 1)
        #expect(SystemDetents.value(of: .offset(.fraction(1), by: 40), maximumDetentValue: m) == m)
        #expect(SystemDetents.value(of: .offset(.points(10), by: -30), maximumDetentValue: m) == 1)
        // Before the clamp, what the checker compares with 1.
        #expect(SystemDetents.unclampedValue(of: .offset(.points(10), by: -30), maximumDetentValue: m) == -20)
    }

    @Test func formsTheSystemCannotMeasureHaveNoValue() {
        #expect(SystemDetents.value(of: .fractionOfContainer(0.5), maximumDetentValue: m) == nil)
        #expect(SystemDetents.value(of: .fit(min: .zero, max: nil), maximumDetentValue: m) == nil)
        #expect(SystemDetents.value(of: .offset(.fractionOfContainer(0.5), by: 10), maximumDetentValue: m) == nil)
    }

    /// The compiler's model of M: available height − bottom safe-area inset − 10, on each profile.
    @Test func theCompilersMaximumOnEveryProfile() {
        let expected: [String: Double] = [
            "iphone-se": 637, "iphone-se-landscape": 365,
            "iphone-15": 749, "iphone-15-landscape": 362,
            "iphone-15-pro-max": 829, "iphone-15-pro-max-landscape": 399,
            "ipad-11": 1140, "ipad-11-landscape": 780,
        ]
        #expect(Set(DeviceProfile.builtIn.map(\.name)) == Set(expected.keys))
        for profile in DeviceProfile.builtIn {
            #expect(SystemDetents.maximumDetentValue(on: profile.container) == expected[profile.name], "\(profile.name)")
        }
    }

    @Test func aFrameHeightIsTheValueAboveTheBottomSafeAreaEdge() throws {
        let phone = try #require(DeviceProfile.named("iphone-15")).container
        #expect(SystemDetents.frameHeight(of: .points(120), on: phone) == 154)
        #expect(SystemDetents.frameHeight(of: .fraction(1), on: phone) == 783)
        let se = try #require(DeviceProfile.named("iphone-se")).container
        #expect(SystemDetents.frameHeight(of: .fraction(0.5), on: se) == 318.5)
    }

    @Test func aTinyContainerStillHasAMaximumOfOne() {
        let tiny = ContainerMetrics(width: 100, height: 20, topSafeAreaInset: 10, bottomSafeAreaInset: 5)
        #expect(SystemDetents.maximumDetentValue(on: tiny) == 1)
        #expect(SystemDetents.value(of: .points(50), maximumDetentValue: 1) == 1)
    }

    /// A system sheet laid out by the engine (what the playground drives) stands at the detents'
    /// frame heights, not at SheetRuntime's: 50 % is half of M above the home indicator, and the
    /// system's largest detent is the ceiling.
    @Test func aSystemSheetsLayoutStandsAtItsDetents() throws {
        let phone = try #require(DeviceProfile.named("iphone-15")).container
        var configuration = systemConfiguration
        let runtime = SheetLayout(configuration: configuration, container: phone)
        configuration.target = .system
        let system = SheetLayout(configuration: configuration, container: phone)
        #expect(system.states.map(\.height) == [0, 408.5, 783]) // 374.5 and 749 above the 34-pt inset
        #expect(system.ceiling == 783)
        #expect(runtime.states.map(\.height) == [0, 396.5, 793])
    }

    private var systemConfiguration: SheetConfiguration {
        let states = [SheetState(name: "closed", height: .zero), SheetState(name: "half", height: .fraction(0.5)),
                      SheetState(name: "full", height: .fromTop(0))]
        return SheetConfiguration(
            sheet: "S", segmented: false, states: states, topInset: .zero, initialState: "half", popUpIndicator: nil,
            thresholds: .manifestBlank, dimming: nil, appearance: .manifestBlank, animation: .manifestBlank, interaction: .manifestBlank)
    }

    @Test func restingStatesLeaveOutHiddenOnes() {
        let configuration = systemConfiguration
        #expect(SystemDetents.restingStates(of: configuration).map(\.name) == ["half", "full"])
    }
}
