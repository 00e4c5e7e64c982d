import SheetRuntime
import SheetTestSupport
import Testing

/// docs/behaviour.md#size-changes-and-other-new-heights applied to a new configuration while shown (issue 27 item 2): the sheet keeps its
/// state by name, never dismisses, and a state that is gone gives way to the lowest resting one.
struct ReconfigurationTests {
    typealias F = ControllerFixtures

    /// Named states, lowest first.
    private func sheet(_ states: [(String, SheetLength)], initial: String = "half",
                       animation: SheetAnimation = SheetAnimation(curve: .linear, duration: 0.2)) -> SheetConfiguration {
        var configuration = SheetConfiguration.test(animation: animation)
        configuration.states = states.map { SheetState(name: $0.0, height: $0.1) }
        configuration.initialState = initial
        configuration.dimming = nil
        return configuration
    }

    private let three: [(String, SheetLength)] = [("peek", .points(120)), ("half", .points(400)), ("full", .points(700))]

    @Test func aRestingSheetStaysInItsStateAtItsNewHeightAtOnce() {
        var controller = F.controller(sheet(three))
        controller.reconfigure(sheet([("peek", .points(120)), ("half", .points(450)), ("full", .points(700))]), time: 1)
        #expect(controller.frame.phase == .resting && controller.frame.state == NamedSheetState("half"))
        #expect(controller.frame.height == 450)
        #expect(controller.takeEvents().isEmpty)
    }

    @Test func aReleaseFromAStateThatIsGoneSurvivesASecondReconfiguration() {
        // Found by the property tests: the released-from state, gone in one reload, was looked up
        // past the end of the states in the next one (a trap).
        var controller = F.controller(sheet(three))                  // resting in half, 400
        controller.touchDown(atHeight: 390, time: 0)
        controller.touchMoved(toHeight: 600, time: 0.1)
        controller.touchUp(velocity: 0, time: 0.1)                   // released towards full
        controller.reconfigure(sheet([("peek", .points(120)), ("full", .points(700))], initial: "peek"), time: 0.15)
        controller.reconfigure(sheet([("full", .points(650))], initial: "full"), time: 0.16)
        controller.advance(to: 2)
        #expect(controller.frame.state == NamedSheetState("full") && controller.frame.height == 650)
    }

    @Test func statesAddedBelowKeepTheStateByNameNotByIndex() {
        var controller = F.controller(sheet(three))
        controller.reconfigure(sheet([("tiny", .points(60))] + three), time: 1)   // half is now index 2
        #expect(controller.frame.state == NamedSheetState("half") && controller.frame.height == 400)
        controller.perform(.decrement, time: 2)
        controller.advance(to: 3)
        #expect(controller.restingPlace == "peek")
    }

    @Test func aStateThatIsGoneGivesWayToTheLowestRestingStateNeverADismissal() {
        var controller = F.controller(sheet(three))
        controller.reconfigure(sheet([("low", .points(200)), ("full", .points(700))]), time: 1)
        #expect(controller.frame.phase == .resting && controller.frame.state == NamedSheetState("low"))
        #expect(controller.eventNames() == ["willMove low", "settled low"])
    }

    @Test func anAnimationGoesOnToItsTargetsNewHeight() {
        var controller = F.controller(sheet(three))
        controller.move(to: NamedSheetState("full"), time: 0)
        let shown = controller.frame(at: 0.1).height
        controller.reconfigure(sheet([("peek", .points(120)), ("half", .points(400)), ("full", .points(650))]), time: 0.1)
        #expect(controller.frame.height == shown && controller.frame.target == .state(NamedSheetState("full")))
        controller.advance(to: 1)
        #expect(controller.restingPlace == "full" && controller.frame.height == 650)
        #expect(controller.eventNames() == ["willMove full", "settled full"])
    }

    @Test func anAnimationTowardsAStateThatIsGoneIsRetargetedToTheLowest() {
        var controller = F.controller(sheet(three))
        controller.move(to: NamedSheetState("full"), time: 0)
        controller.advance(to: 0.1)
        controller.reconfigure(sheet([("peek", .points(120)), ("half", .points(400))]), time: 0.1)
        controller.advance(to: 1)
        #expect(controller.restingPlace == "peek")
        // The `willMove full` not yet taken keeps its name; then the retarget.
        #expect(controller.eventNames() == ["willMove full", "willMove peek", "settled peek"])
    }

    @Test func aDragGoesOnAndItsReleaseUsesTheNewStates() {
        var controller = F.controller(sheet(three))
        controller.touchDown(atHeight: 380, time: 0)
        controller.touchMoved(toHeight: 480, time: 0.1)                   // 500
        controller.reconfigure(sheet([("peek", .points(120)), ("half", .points(400)), ("tall", .points(560))]), time: 0.2)
        #expect(controller.frame.phase == .dragging && controller.frame.height == 500)
        controller.touchMoved(toHeight: 520, time: 0.3)                   // 540: nearest is tall
        controller.touchUp(velocity: 0, time: 0.4)
        controller.advance(to: 2)
        #expect(controller.restingPlace == "tall")
    }

    @Test func aDismissedSheetStaysDismissedAndTheSameConfigurationChangesNothing() {
        var controller = F.controller(sheet(three, animation: SheetAnimation(curve: .easeInOut, duration: 0.25)))
        controller.move(to: NamedSheetState("full"), time: 0)
        let before = controller.frame(at: 0.1)
        controller.reconfigure(controller.configuration, time: 0.1)
        #expect(controller.frame == before)
        controller.advance(to: 1)
        #expect(controller.takeEvents().last?.time == 0.25)
        controller.dismiss(time: 1)
        controller.advance(to: 2)
        controller.reconfigure(sheet([("peek", .points(100)), ("full", .points(700))]), time: 2)
        #expect(controller.frame.phase == .dismissed)
        controller.move(to: NamedSheetState("peek"), time: 3)
        controller.advance(to: 4)
        #expect(controller.restingPlace == "peek")
    }

    @Test func eventsNotYetTakenKeepNamingTheirStates() {
        var controller = F.controller(sheet(three))
        controller.move(to: NamedSheetState("full"), time: 0)
        controller.reconfigure(sheet([("tiny", .points(60))] + three), time: 1)   // the settle at 0.2 is not taken yet
        #expect(controller.eventNames() == ["willMove full", "settled full"])
    }
}

extension ReconfigurationTests {
    @Test func aReconfigurationTakenAfterAMoveNamesTheFirstEventsInTheOldStates() {
        var controller = F.controller(sheet(three))
        controller.move(to: NamedSheetState("full"), time: 0)
        #expect(controller.eventNames() == ["willMove full"])
        controller.advance(to: 0.1)
        controller.reconfigure(sheet(three + [("max", .points(780))]), time: 0.1)
        controller.advance(to: 1)
        #expect(controller.eventNames() == ["settled full"])
        #expect(controller.frame.height == 700)
    }
}

/// A configuration value handed to a typed front end (a manifest loaded at run time for a
/// generated sheet) is checked against the state type before the controller sees it.
struct StateMismatchTests {
    enum Card: String, SheetStateName { case closed, compressed, open }

    @Test func aManifestWhoseStatesTheTypeNamesPasses() throws {
        try SheetStateMismatch.check(.test(), against: Card.self)
    }

    @Test func aStateTheTypeDoesNotNameIsReportedByName() {
        var configuration = SheetConfiguration.test()
        configuration.states[2].name = "full"
        configuration.states.append(SheetState(name: "max", height: .fraction(0.95)))
        #expect(throws: SheetStateMismatch(unknownStates: ["full", "max"], stateType: "Card")) {
            try SheetStateMismatch.check(configuration, against: Card.self)
        }
        let error = SheetStateMismatch(unknownStates: ["full", "max"], stateType: "Card")
        #expect(error.description == "the configuration's states 'full', 'max' are not states of Card")
    }
}
