#if !hasFeature(Embedded)  // an `Error` app code catches; the playground's WebAssembly build has no use for it
/// A configuration whose states a state type does not name: a manifest loaded at run time for
/// `GlideCard` that has gained, lost or renamed a state since `GlideCard.State` was generated.
///
/// The front ends check this before they take a configuration value (creating a sheet from it,
/// or `reconfigure`), so a stale manifest is an error app code can catch and report rather than
/// a trap in the controller.
public struct SheetStateMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// The configuration's states that the state type does not name, in the configuration's order.
    public var unknownStates: [String]
    /// The state type's name, as Swift prints it.
    public var stateType: String

    /// A mismatch naming the configuration's `unknownStates` that `stateType` does not name.
    public init(unknownStates: [String], stateType: String) {
        self.unknownStates = unknownStates
        self.stateType = stateType
    }

    /// Whether every state of `configuration` is a value of `State`; throws the ones that are not.
    public static func check<State: SheetStateName>(_ configuration: SheetConfiguration, against _: State.Type) throws(SheetStateMismatch) {
        let unknown = configuration.states.map(\.name).filter { State(rawValue: $0) == nil }
        guard unknown.isEmpty else { throw SheetStateMismatch(unknownStates: unknown, stateType: String(describing: State.self)) }
    }

    /// "the configuration's states 'peek', 'max' are not states of PlacesDrawer.State".
    public var description: String {
        let names = unknownStates.map { "'\($0)'" }.joined(separator: ", ")
        let verb = unknownStates.count == 1 ? "state \(names) is not a state" : "states \(names) are not states"
        return "the configuration's \(verb) of \(stateType)"
    }
}
#endif
