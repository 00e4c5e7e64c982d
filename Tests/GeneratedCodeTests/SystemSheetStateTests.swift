import SheetRuntime
import Testing

/// A system sheet's generated `State` knows its sheet (`SystemSheetState`, `typealias Definition`),
/// so the typed state alone gives its detent — `.medium` / `.large` for a state written as the
/// system's own — and its sheet gives UIKit the detents smallest first on each container. Run on
/// the golden reference's `SystemMenu` (`peek: 300, half: medium, full: large`), compiled here.
struct SystemSheetStateTests {
    @Test func theTypedStateKnowsItsSheet() {
        #expect(SystemMenu.State.Definition.self == SystemMenu.self)
        #expect(SystemMenu.configuration.target == .system)
    }

    /// What `Detent.Identifier(SystemMenu.State.half)` and `PresentationDetent(SystemMenu.State.half)`
    /// decide by: the system's own detent of the typed state, with no sheet named beside it.
    @Test func theTypedStateGivesTheSystemsOwnDetent() {
        #expect(SystemMenu.State.half.systemDetent == .medium)
        #expect(SystemMenu.State.full.systemDetent == .large)
        #expect(SystemMenu.State.peek.systemDetent == nil)
        for state in SystemMenu.State.allCases {
            #expect(state.systemDetent == SystemMenu.systemDetent(of: state))
        }
    }

    /// `peek: 300` is below `half: medium` (M ÷ 2) where the largest detent is above 600 pt and
    /// above it where it is below: the order UIKit is given follows the container.
    @Test func theDetentOrderFollowsTheContainer() {
        #expect(SystemMenu.orderedDetentStates(maximumDetentValue: 749) == [.peek, .half, .full])
        #expect(SystemMenu.orderedDetentStates(maximumDetentValue: 500) == [.half, .peek, .full])
        // Given in one container's order, reordered for the other's; nil when already in order.
        #expect(SystemMenu.detentStates(reordering: [.peek, .half, .full], maximumDetentValue: 749) == nil)
        #expect(SystemMenu.detentStates(reordering: [.peek, .half, .full], maximumDetentValue: 500) == [.half, .peek, .full])
        #expect(SystemMenu.detentStates(reordering: [.half, .peek, .full], maximumDetentValue: 749) == [.peek, .half, .full])
        // At the crossing both are 300 pt: the written order (and W015 warns where a profile has it).
        #expect(SystemMenu.orderedDetentStates(maximumDetentValue: 600) == [.peek, .half, .full])
    }
}
