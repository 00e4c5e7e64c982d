import SheetRuntime
import SheetcCore
import Testing

/// `appearance.style: glass` lowered: the preset fills the leaves a spec leaves out, a written
/// leaf wins, and `placement.float` attaches by default at the highest of two or more resting states.
struct GlassPresetLoweringTests {
    private func configuration(_ yaml: String) throws -> SheetConfiguration {
        let result = check("version: 1\nsheet: Glass\n" + yaml)
        #expect(result.diagnostics.errorCount == 0, "\(codes(result))")
        return try #require(result.sheets.first?.configuration)
    }

    @Test func thePresetFillsEveryLeafLeftOut() throws {
        let glass = try configuration("states: {peek: 120, full: 90%}\nappearance: {style: glass}\n")
        #expect(glass.appearance.material == .glass)
        #expect(glass.appearance.cornerRadius == .concentric(minimum: 10))
        #expect(glass.appearance.shadow == nil)
        #expect(glass.placement.float == Placement.Floating(margin: 8, attach: .state("full")))
        #expect(glass.animation == SheetAnimation(curve: .spring, duration: 0.5, damping: 1, initialVelocity: 0))
        // `card`, written or not, is the classic look.
        let card = try configuration("states: {peek: 120, full: 90%}\nappearance: {style: card}\n")
        #expect(card.appearance == Appearance(cornerRadius: 10, backgroundColor: glass.appearance.backgroundColor))
        #expect(card.placement.float == nil && card.animation == SheetAnimation(curve: .easeIn, duration: 0.25))
    }

    @Test func aWrittenLeafWinsAndTheRestComeFromThePreset() throws {
        let shorter = try configuration("states: {peek: 120, full: 90%}\nappearance: {style: glass}\nanimation: {duration: 0.3}\n")
        #expect(shorter.animation == SheetAnimation(curve: .spring, duration: 0.3, damping: 1, initialVelocity: 0))
        let eased = try configuration("states: {peek: 120, full: 90%}\nappearance: {style: glass}\nanimation: {curve: easeOut}\n")
        #expect(eased.animation == SheetAnimation(curve: .easeOut, duration: 0.5))
        let solid = try configuration("""
            states: {peek: 120, full: 90%}
            appearance: {style: glass, material: solid, cornerRadius: 12, shadow: true}
            placement: {float: {margin: 12, attach: none}}
            """)
        #expect(solid.appearance.material == .solid && solid.appearance.cornerRadius == .points(12) && solid.appearance.shadow != nil)
        #expect(solid.placement.float == Placement.Floating(margin: 12, attach: .never))
        let attached = try configuration("states: {peek: 120, full: 90%}\nappearance: {style: glass}\nplacement: {float: false}\n")
        #expect(attached.placement.float == nil && attached.appearance.material == .glass)
    }

    @Test func attachDefaultsToTheHighestOfTwoOrMoreRestingStates() throws {
        #expect(try configuration("states: {card: 400}\nplacement: {float: true}\n").placement.float?.attach == .never)
        // A two-state sheet with a hidden `closed` has one resting state.
        #expect(try configuration("concreteDimension: half\nplacement: {float: {}}\n").placement.float?.attach == .never)
        #expect(try configuration("concreteDimension: half\nheaderHeight: 80\nplacement: {float: true}\n").placement.float?.attach == .state("open"))
        #expect(try configuration("states: {peek: 120, half: 50%}\nplacement: {float: {attach: peek}}\n").placement.float?.attach == .state("peek"))
    }

    @Test func anOverrideMergesItsFloatKeyByKey() throws {
        let drawer = try configuration("""
            states: {peek: 120, half: 50%, full: 90%}
            placement: {float: {margin: 10, attach: half}}
            overrides:
              landscape: {placement: {float: {margin: 4}}}
              wide: {placement: {float: false}}
            """)
        #expect(drawer.overrides.landscape?.placement.float == Placement.Floating(margin: 4, attach: .state("half")))
        #expect(drawer.overrides.wide?.placement.float == nil)
        // An override that floats a card the base does not takes the defaults for what it leaves out.
        let late = try configuration("states: {peek: 120, full: 90%}\noverrides:\n  wide: {placement: {float: {margin: 16}}}\n")
        #expect(late.placement.float == nil)
        #expect(late.overrides.wide?.placement.float == Placement.Floating(margin: 16, attach: .state("full")))
    }
}
