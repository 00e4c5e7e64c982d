import SheetRuntime

/// `sheetc simulate`: one release of a checked sheet on a device profile, decided by the
/// runtime's own engine — the same code an app runs.
public struct Simulation: Sendable {
    public let sheet: String
    public let profile: DeviceProfile
    public let engine: SheetEngine
    public let height: Double
    public let velocity: Double
    public let decision: SheetEngine.Decision
    /// The backdrop's alpha at the release height.
    public let alpha: Double

    /// `contentHeight`: what the content reports, for a `fit` state (`nil`: nothing, the state is its max).
    public init(configuration: SheetConfiguration, profile: DeviceProfile, height: Double, velocity: Double, contentHeight: Double? = nil) {
        self.sheet = configuration.sheet
        self.profile = profile
        self.engine = SheetEngine(configuration: configuration, container: profile.container, contentHeight: contentHeight)
        self.height = height
        self.velocity = velocity
        self.decision = engine.release(height: height, velocity: velocity)
        self.alpha = engine.dimmingAlpha(atHeight: height)
    }

    /// `{"alpha", "dismissBelow", "height", "states": [{"height", "name"}], "target"}`, as
    /// docs/simulate.md#one-release---height-and---velocity shows it: the decision, and the
    /// layout it was made on that the text shows too (`dismissBelow` is null for a sheet that
    /// cannot be dismissed).
    public var json: JSONValue {
        .object([
            "target": .string(decision.target.description),
            "height": .number(Self.rounded(decision.height)),
            "alpha": .number(Self.rounded(alpha)),
            "states": .array(engine.layout.states.map { .object(["name": .string($0.name), "height": .number(Self.rounded($0.height))]) }),
            "dismissBelow": engine.configuration.interaction.dismissible ? .number(Self.rounded(engine.dismissBelow)) : .null,
        ])
    }

    /// A readable account of the layout and the decision.
    public var text: String {
        let container = profile.container
        let states = engine.layout.states.map { "\($0.name) \(Self.points($0.height))" }.joined(separator: ", ")
        // A sheet that cannot be dismissed has no dismissal height to show.
        let dismissal = engine.configuration.interaction.dismissible ? "; dismissBelow \(Self.points(engine.dismissBelow))" : ""
        let motion = velocity == 0 ? "at rest" : "moving \(velocity > 0 ? "down" : "up") at \(NumberFormatting.text(abs(velocity)))pt/s"
        return """
            \(sheet) on \(profile.name) (\(NumberFormatting.text(container.width))×\(Self.points(container.height)), top safe-area inset \(Self.points(container.topSafeAreaInset)), available \(Self.points(container.availableHeight)))
              states: \(states)\(dismissal)
              release at \(Self.points(height)), \(motion)
              → \(decision.target) (\(Self.points(decision.height)))
              backdrop alpha at \(Self.points(height)): \(NumberFormatting.text(Self.rounded(alpha)))

            """
    }

    /// Four decimals: enough for points and alphas, and stable to print (`simulate --events` too).
    static func rounded(_ value: Double) -> Double {
        (value * 10_000).rounded() / 10_000
    }

    private static func points(_ value: Double) -> String {
        "\(NumberFormatting.text(rounded(value)))pt"
    }
}
