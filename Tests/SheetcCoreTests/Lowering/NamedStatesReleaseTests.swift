@testable import SheetcCore
import SheetRuntime
import SheetTestSupport
import Testing

/// Named states (docs/language.md#states) are resting states like the seeds': for random specs of 1 to
/// 16 states, their heights in random units, compiled by the compiler and laid out on a random
/// device profile, a drag released at a random height and velocity goes where the release rule
/// of docs/language.md (the defaults: snapVelocity 300, dismissVelocity 1500, dismissBelow half
/// the lowest state) says on the resolved heights — the rule written out here once more, as the
/// contract states it, and the controller holding it.
struct NamedStatesReleaseTests {
    /// A spec of `count` states rising in random units: percentages of the available height
    /// spread from 2 % to 98 %, written as "p%" or {percent: p, of: available}; the lowest
    /// sometimes in points (below its percentage on the smallest profile, so the order holds on
    /// every one), the highest sometimes up to the safe area ({fromTop: 0}).
    static func spec(states count: Int, random: inout SeededGenerator) -> String {
        var lines = ["version: 1", "sheet: Random", "states:"]
        for index in 0..<count {
            let percent = ((2 + 96 * (Double(index) + random.between(0.2, 0.8)) / Double(count)) * 10).rounded() / 10
            let length: String
            if index == 0, random.below(3) == 0 {
                length = "\((percent * 3.5).rounded())"  // points: under p % of the smallest available height, 375pt
            } else if index == count - 1, count > 1, random.below(3) == 0 {
                length = "{fromTop: 0}"
            } else {
                length = random.below(2) == 0 ? "\(percent)%" : "{percent: \(percent), of: available}"
            }
            lines.append("  s\(index): \(length)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// §3's release rule with its default numbers, on the resting heights (lowest first).
    static func rule(height h: Double, velocity v: Double, resting: [(name: String, height: Double)]) -> String {
        let dismissBelow = resting[0].height / 2
        if v >= 1500 { return "dismissed" }
        if h < dismissBelow, v > -300 { return "dismissed" }
        if abs(v) >= 300 {
            if v > 0 { return resting.last { $0.height < h }?.name ?? "dismissed" }
            return (resting.first { $0.height > h } ?? resting[resting.count - 1]).name
        }
        var nearest = resting[0]
        for state in resting.dropFirst() where abs(state.height - h) <= abs(nearest.height - h) { nearest = state }
        return nearest.name
    }

    @Test func releasesGoWhereTheRuleSaysForAnyNumberOfStates() throws {
        var random = SeededGenerator(seed: 26)
        var checked = 0
        for _ in 0..<160 {
            let count = 1 + random.below(16)
            let text = Self.spec(states: count, random: &random)
            let result = Compiler().check([SpecSource(path: "random.sheet.yaml", bytes: Array(text.utf8))])[0]
            guard let configuration = result.sheets.first?.configuration else {
                Issue.record("a random spec did not check:\n\(text)\n\(result.diagnostics.diagnostics.map(\.message))")
                continue
            }
            #expect(configuration.states.count == count)
            let profile = DeviceProfile.builtIn[random.below(DeviceProfile.builtIn.count)]
            let layout = SheetEngine(configuration: configuration, container: profile.container).layout
            let resting = layout.restingStates.map { (name: $0.name, height: $0.height) }
            #expect(resting.count == count, "every named state rests on \(profile.name)")
            for _ in 0..<12 {
                var controller = SheetController<NamedSheetState>(configuration: configuration, container: profile.container)
                let start = controller.frame.height
                let target = random.between(1, resting[resting.count - 1].height)
                let velocity = [-3000, -800, -300, -100, 0, 100, 299, 300, 800, 1499, 1500, 3000][random.below(12)]
                controller.touchDown(atHeight: start - 1, time: 1)
                controller.touchMoved(toHeight: target - 1, time: 1.2)
                let released = controller.frame.height
                controller.touchUp(velocity: Double(velocity), time: 1.3)
                let expected = Self.rule(height: released, velocity: Double(velocity), resting: resting)
                let got: String = switch controller.frame.target {
                case .state(let state)?: state.rawValue
                case .dismissed?: "dismissed"
                case nil: controller.currentState?.rawValue ?? "none"
                }
                #expect(got == expected, "\(count) states on \(profile.name), released at \(released) moving \(velocity): \(text)")
                checked += 1
            }
        }
        #expect(checked > 1_500)
    }

    /// The defaults that name a state: the lowest appears; dimming runs from the lowest to the
    /// second-lowest; with one state, from `dismissed` (height 0) up to it, so the backdrop of a
    /// one-state sheet fades in as it rises rather than switching on at its state.
    @Test func defaultsThatNameAStateFollowTheNamedStates() throws {
        let four = try #require(check("version: 1\nsheet: Four\nstates: {a: 100, b: 30%, c: 60%, d: 90%}\n").sheets.first?.configuration)
        #expect(four.initialState == "a" && four.dimming?.from == "a" && four.dimming?.fullFrom == "b")
        #expect(four.thresholds.dismissBelow == .points(50))
        let one = try #require(check("version: 1\nsheet: One\nstates: {card: 300}\n").sheets.first?.configuration)
        #expect(one.initialState == "card" && one.dimming?.from == "dismissed" && one.dimming?.fullFrom == "card")
        let engine = SheetEngine(configuration: one, container: DeviceProfile.named("iphone-15")!.container)
        #expect(engine.dimmingAlpha(atHeight: 300) == 0.7 && engine.dimmingAlpha(atHeight: 400) == 0.7)
        #expect(abs(engine.dimmingAlpha(atHeight: 150) - 0.35) < 1e-12 && engine.dimmingAlpha(atHeight: 0) == 0)
        // Written, `from` is kept: the backdrop then switches on at the state, as before.
        let written = try #require(check("version: 1\nsheet: One\nstates: {card: 300}\ndimming: {from: card}\n").sheets.first?.configuration)
        let switched = SheetEngine(configuration: written, container: DeviceProfile.named("iphone-15")!.container)
        #expect(switched.dimmingAlpha(atHeight: 300) == 0.7 && switched.dimmingAlpha(atHeight: 299) == 0)
    }
}
