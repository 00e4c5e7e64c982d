@testable import SheetcCore
import SheetRuntime

/// The sheet the simulation tests drive: three named states on an iPhone 15 (available 793pt:
/// 852 less the top safe-area inset of 59), dismissible, dimmed from half.
enum SimulationFixtures {
    static let yaml = """
        version: 1
        sheet: Drawer
        states:
          peek: 100
          half: 50%
          full: 90%
        initialState: half
        dimming: {from: half, fullFrom: full, maxAlpha: 0.5}
        """

    static let configuration: SheetConfiguration = {
        let result = check(yaml)
        precondition(result.diagnostics.errorCount == 0, "the fixture spec must check cleanly")
        return result.sheets[0].configuration
    }()

    static let iPhone = DeviceProfile.named("iphone-15")!

    /// A script for the fixture's sheet.
    static func script(_ text: String) -> EventScript {
        EventScript(path: "test.events", bytes: Array(text.utf8), sheet: "Drawer", states: ["peek", "half", "full"])
    }
}
