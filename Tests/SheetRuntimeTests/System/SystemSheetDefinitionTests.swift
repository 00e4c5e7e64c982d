import GeneratedSamples
import SheetRuntime
import Testing

/// A sheet compiled with `target: system` (Samples/SystemShareMenu): its detents, their heights
/// through `SystemDetents`, and its configuration saying the target.
struct SystemSheetDefinitionTests {
    @Test func theSampleIsASystemSheet() {
        #expect(SystemShareMenu.configuration.target == .system)
        #expect(ShareMenu.configuration.target == .runtime)
        #expect(SystemShareMenu.detentStates == [.half, .full])
        #expect(SystemShareMenu.initialState == .half)
    }

    @Test func detentHeightsComeFromSystemDetents() {
        // The system's largest detent on some device, and half of it.
        #expect(SystemShareMenu.detentValue(of: .half, maximumDetentValue: 749) == 374.5)
        #expect(SystemShareMenu.detentValue(of: .full, maximumDetentValue: 749) == 749)
        for m in [365.0, 637, 1140] {
            for state in SystemShareMenu.State.allCases {
                let length = SystemShareMenu.configuration.state(named: state.rawValue)!.height
                #expect(SystemShareMenu.detentValue(of: state, maximumDetentValue: m) == SystemDetents.value(of: length, maximumDetentValue: m))
            }
        }
    }

    /// The sample writes no look: its generated Swift (compiled here against SheetRuntime) leaves
    /// the corner radius and the background to the system, so iOS 26 draws Liquid Glass.
    @Test func anUnwrittenLookIsTheSystems() {
        #expect(SystemShareMenu.configuration.appearance.cornerRadius == nil)
        #expect(SystemShareMenu.configuration.appearance.backgroundColor == nil)
        #expect(ShareMenu.configuration.appearance.backgroundColor != nil)
    }

    /// The sample rests at the system's own detents: UIKit's `.medium()` and `.large()`.
    @Test func theSampleUsesTheSystemsOwnDetents() {
        #expect(SystemShareMenu.systemDetent(of: .half) == .medium)
        #expect(SystemShareMenu.systemDetent(of: .full) == .large)
        #expect(ShareMenu.configuration.states.allSatisfy { if case .system = $0.height { false } else { true } })
    }

    @Test func aDetentIdentifierReadsBackAsItsState() {
        #expect(SystemShareMenu.state(named: "full") == .full)
        #expect(SystemShareMenu.state(named: "open") == nil)
    }

    /// The system ties pass-through to the undimmed range and tap-to-dismiss to dismissal: the
    /// manifest says what the system will do.
    @Test func pairedKeysAreWhatTheSystemDoes() {
        let configuration = SystemShareMenu.configuration
        #expect(configuration.interaction.passthroughUpTo == configuration.dimming?.from)
        #expect(configuration.dimming?.fullFrom == "full")
        #expect(configuration.dimming?.tapToDismiss == configuration.interaction.dismissible)
    }
}

/// The sample's typed states give its detents with no sheet named beside them: `half` is the
/// system's medium, `full` its large (what `Detent.Identifier(SystemShareMenu.State.half)` is).
struct SystemSheetStateOfTheSampleTests {
    @Test func theSamplesStatesAreTheSystemsOwnDetents() {
        #expect(SystemShareMenu.State.half.systemDetent == .medium)
        #expect(SystemShareMenu.State.full.systemDetent == .large)
        #expect(SystemShareMenu.State.Definition.self == SystemShareMenu.self)
    }
}
