/// A sheet compiled with `target: system`: shown by UIKit's `UISheetPresentationController` or
/// SwiftUI's `.sheet`, in one detent per resting state.
///
/// Generated code declares the conformance; only such types are taken by the system sheet's API
/// (`UISheetPresentationController.configure(_:selectedState:)`, `View.presentationDetents(_:selection:)`),
/// so a sheet written for SheetRuntime — whose keys the system sheet would silently drop — cannot
/// be handed to it. The compiler has refused every key the system sheet cannot honour.
public protocol SystemSheetDefinition: SheetDefinition where State: SystemSheetState, State.Definition == Self {}

/// The state of a sheet compiled with `target: system`: it knows its sheet, so the typed state
/// alone gives its detent (`UISheetPresentationController.Detent.Identifier(Menu.State.half)` is
/// `.medium` when `half` is written `medium`; SwiftUI's `PresentationDetent(Menu.State.half)` is
/// `.medium`). Generated code declares the conformance with `typealias Definition = <the sheet>`,
/// which is why no sheet may be named `Definition`.
public protocol SystemSheetState: SheetStateName, CaseIterable {
    /// The sheet whose state this is.
    associatedtype Definition: SystemSheetDefinition where Definition.State == Self
}

extension SystemSheetState {
    /// The system's own detent this state rests at (`medium` / `large` written as its height), if
    /// any: its detent is then UIKit's `.medium()` / `.large()` and SwiftUI's `.medium` / `.large`,
    /// and its identifier `.medium` / `.large`; else a custom detent identified by the state's name.
    public var systemDetent: SheetLength.SystemDetent? { Definition.systemDetent(of: self) }
}

extension SystemSheetDefinition {
    /// The states the system sheet rests in (those of a height above 0), in the written order: one
    /// detent each.
    public static var detentStates: [State] {
        let resting = Set(SystemDetents.restingStates(of: configuration).map(\.name))
        return State.allCases.filter { resting.contains($0.rawValue) }
    }

    /// The detent states smallest first for a largest detent of `maximumDetentValue`, as UIKit
    /// wants its detents (`SystemDetents.orderedForDetents`; ties keep the written order).
    public static func orderedDetentStates(maximumDetentValue: Double) -> [State] {
        let ordered = SystemDetents.orderedForDetents(SystemDetents.restingStates(of: configuration), maximumDetentValue: maximumDetentValue)
        return ordered.compactMap { state(named: $0.name) }
    }

    /// `current` — the states of the detents the system was given, in that order — put smallest
    /// first for a largest detent of `maximumDetentValue`; `nil` when they already are. A custom
    /// detent's resolver sees the container (its `maximumDetentValue`), so UIKit's front end asks
    /// this each time one resolves and gives the system the new order when there is one: the
    /// order can differ from one container to another (`peek: 300` is above `half: 50%` where the
    /// largest detent is below 600).
    public static func detentStates(reordering current: [State], maximumDetentValue: Double) -> [State]? {
        let ordered = orderedDetentStates(maximumDetentValue: maximumDetentValue).filter(current.contains)
        return ordered == current ? nil : ordered
    }

    /// The detent value of `state` when the system's largest detent is `maximumDetentValue`
    /// (`SystemDetents`, the function the compiler checked the sheet with).
    public static func detentValue(of state: State, maximumDetentValue: Double) -> Double {
        let length = configuration.state(named: state.rawValue)?.height ?? .zero
        // A compiled system sheet has only lengths the system can measure; 1 for anything else.
        return SystemDetents.value(of: length, maximumDetentValue: maximumDetentValue) ?? 1
    }

    /// The system's own detent `state` rests at (`medium` / `large` written as its height), if any
    /// (`SystemSheetState.systemDetent`).
    public static func systemDetent(of state: State) -> SheetLength.SystemDetent? {
        if case .system(let detent)? = configuration.state(named: state.rawValue)?.height { return detent }
        return nil
    }

    /// The state named `name`, if the sheet has it: what a detent identifier reads back as.
    public static func state(named name: String) -> State? {
        State.allCases.first { $0.rawValue == name }
    }
}
