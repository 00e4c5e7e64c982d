import SheetRuntime
import SheetTestSupport
import Testing

/// docs/language.md `fit`: a state as tall as its content, within its bounds.
struct FitTests {
    typealias F = ControllerFixtures

    private func configuration(_ fit: SheetLength, placement: Placement = .edgeToEdge) -> SheetConfiguration {
        var configuration = SheetConfiguration.test(states: [.points(100), fit])   // closed 100, open fit; iPhone 15: inset 34, ceiling 793
        configuration.initialState = "open"
        configuration.placement = placement
        return configuration
    }

    @Test func itIsItsMaxUntilTheContentReportsAHeight() {
        let layout = SheetLayout(configuration: configuration(.fit(min: .zero, max: .points(500))), container: .iPhone15)
        #expect(layout.states.map(\.height) == [100, 500])
        #expect(SheetLayout(configuration: configuration(.fit(min: .zero, max: nil)), container: .iPhone15).states[1].height == 793)
    }

    @Test func theContentPlusTheBottomInsetWithinTheBounds() {
        let fit = configuration(.fit(min: .points(200), max: .points(500)))
        #expect(SheetLayout(configuration: fit, container: .iPhone15, contentHeight: 300).states[1].height == 334)
        #expect(SheetLayout(configuration: fit, container: .iPhone15, contentHeight: 100).states[1].height == 200)
        #expect(SheetLayout(configuration: fit, container: .iPhone15, contentHeight: 900).states[1].height == 500)
        // A detached card holds its content above its margin: no inset, the margin instead.
        let floating = configuration(.fit(min: .zero, max: nil), placement: Placement(bottomMargin: 12))
        #expect(SheetLayout(configuration: floating, container: .iPhone15, contentHeight: 300).states[1].height == 312)
    }

    @Test func halfOfAFitStateFollowsTheContent() {
        let layout = SheetLayout(configuration: configuration(.fit(min: .zero, max: nil)), container: .iPhone15, contentHeight: 266)
        #expect(layout.height(of: .half(.fit(min: .zero, max: nil))) == 150)
    }

    @Test func theControllerTakesANewContentHeightAtOnceKeepingTheState() {
        var sheet = F.controller(configuration(.fit(min: .zero, max: .points(600))))
        #expect(sheet.frame.height == 600)
        sheet.setContentHeight(300, time: 1)
        #expect(sheet.frame.height == 334 && sheet.frame.state == NamedSheetState("open"))
        #expect(sheet.takeEvents().isEmpty)
        sheet.touchDown(atHeight: 330, time: 2)
        sheet.touchMoved(toHeight: 320, time: 2.1)
        sheet.setContentHeight(400, time: 2.2)   // a drag goes on
        #expect(sheet.frame.phase == .dragging)
        sheet.touchUp(velocity: 0, time: 2.3)
        #expect(sheet.frame(at: 4).height == 434)
    }
}
