/// A configuration laid out on a container: every length turned into points.
///
/// This is the one resolver of lengths. The runtime uses it to place the sheet,
/// and the compiler uses it to check the order of states on each device profile,
/// so a spec is judged by exactly the arithmetic that will run on the device.
public struct SheetLayout: Hashable, Sendable {
    /// A state with its height in points.
    public struct ResolvedState: Hashable, Sendable {
        /// The state's name.
        public var name: String
        /// The state's visible height in points.
        public var height: Double
    }

    /// The container the lengths were resolved on.
    public let container: ContainerMetrics
    /// The highest a sheet may rise: the available height less the configuration's `topInset`.
    public let ceiling: Double
    /// Every state of the configuration, lowest first, in points.
    public let states: [ResolvedState]

    /// Lays `configuration` out on `container`.
    public init(configuration: SheetConfiguration, container: ContainerMetrics) {
        self.init(states: configuration.states, topInset: configuration.topInset, container: container)
    }

    /// Lays out states that need not come from a complete configuration (the compiler checks specs this way).
    public init(states: [SheetState], topInset: SheetLength, container: ContainerMetrics) {
        self.container = container
        let ceiling = max(0, container.availableHeight - topInset.points(on: container))
        self.ceiling = ceiling
        self.states = states.map {
            ResolvedState(name: $0.name, height: Self.clamp($0.height.points(on: container), ceiling: ceiling))
        }
        self.restingStates = self.states.filter { $0.height > 0 }
    }

    /// A length in points on this container, clamped to `0...ceiling`.
    public func height(of length: SheetLength) -> Double {
        Self.clamp(length.points(on: container), ceiling: ceiling)
    }

    /// The height of the state named `name`, if there is one.
    public func height(ofState name: String) -> Double? {
        states.first { $0.name == name }?.height
    }

    /// The states the sheet can rest in: those with a height above zero (a zero state is "hidden").
    /// Kept, not computed: the controller asks for them on every move of a finger.
    public let restingStates: [ResolvedState]

    private static func clamp(_ value: Double, ceiling: Double) -> Double {
        min(max(0, value), ceiling)
    }
}
