/// A type whose values name the states of a sheet: the `State` enum sheetc generates for
/// each sheet conforms, so app code moves and observes a sheet with typed values
/// (`controller.move(to: .open, time: t)`, `frame.state == .compressed`) and a misspelt
/// state is a compile error rather than a silent no-op. The raw value is the state's name
/// in the spec and the manifest.
public protocol SheetStateName: RawRepresentable, Hashable, Sendable where RawValue == String {}

/// A sheet sheetc generated: its states and its resolved configuration.
///
/// Each generated sheet type conforms (`enum GlideCard: SheetRuntime.SheetDefinition`),
/// which is what lets the UIKit and SwiftUI front ends be generic over the sheet:
/// `SheetContainerViewController<GlideCard>`, `.sheetc(GlideCard.self, state: $state)`.
public protocol SheetDefinition {
    /// The sheet's states, lowest first, in the order of `configuration.states`.
    associatedtype State: SheetStateName & CaseIterable
    /// The resolved configuration (equal to the manifest decoded).
    static var configuration: SheetConfiguration { get }
    /// The state the sheet appears in.
    static var initialState: State { get }
}

/// A state named at run time: what tools that read a manifest rather than generated code
/// (`sheetc simulate`, the playground) use as their state type.
public struct NamedSheetState: SheetStateName, CustomStringConvertible {
    /// The state's name in the spec.
    public let rawValue: String
    /// Names a state; any string is accepted (the controller checks it against its configuration).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Names a state.
    public init(_ name: String) { self.rawValue = name }
    /// The state's name.
    public var description: String { rawValue }
}
