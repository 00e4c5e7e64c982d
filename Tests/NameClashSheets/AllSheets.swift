// The registry of this module's sheets, for NameClashTests. Every name below is a sheet
// type of this module, so everything else is written with its module: `Swift.`, `SheetRuntime.`.
import SheetRuntime

/// One sheet of this module: its name, its configuration, and where a typed controller takes it
/// when moved to its highest state (`nil`: it did not settle there).
public struct NameClashSheet: Swift.Sendable {
    public let name: Swift.String
    public let configuration: SheetRuntime.SheetConfiguration
    public let movedToHighest: @Sendable () -> Swift.String?
}

/// Drives `Sheet` with its own typed states: moved to its highest state, where does it rest?
private func movedToHighest<Sheet: SheetRuntime.SheetDefinition>(_ sheet: Sheet.Type) -> Swift.String? {
    let phone = SheetRuntime.ContainerMetrics(width: 393, height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34)
    var controller = SheetRuntime.SheetController(sheet, container: phone)
    guard let highest = Sheet.State.allCases.reversed().first else { return nil }
    controller.move(to: highest, time: 0)
    controller.advance(to: 10)
    return controller.currentState?.rawValue
}

/// Every sheet of the module, by name.
public let allNameClashSheets: [NameClashSheet] = [
    NameClashSheet(name: "Appearance", configuration: Appearance.configuration, movedToHighest: { movedToHighest(Appearance.self) }),
    NameClashSheet(name: "Array", configuration: Array.configuration, movedToHighest: { movedToHighest(Array.self) }),
    NameClashSheet(name: "Binding", configuration: Binding.configuration, movedToHighest: { movedToHighest(Binding.self) }),
    NameClashSheet(name: "Bool", configuration: Bool.configuration, movedToHighest: { movedToHighest(Bool.self) }),
    NameClashSheet(name: "CaseIterable", configuration: CaseIterable.configuration, movedToHighest: { movedToHighest(CaseIterable.self) }),
    NameClashSheet(name: "Character", configuration: Character.configuration, movedToHighest: { movedToHighest(Character.self) }),
    NameClashSheet(name: "Closed", configuration: Closed.configuration, movedToHighest: { movedToHighest(Closed.self) }),
    NameClashSheet(name: "Codable", configuration: Codable.configuration, movedToHighest: { movedToHighest(Codable.self) }),
    NameClashSheet(name: "Collection", configuration: Collection.configuration, movedToHighest: { movedToHighest(Collection.self) }),
    NameClashSheet(name: "Color", configuration: Color.configuration, movedToHighest: { movedToHighest(Color.self) }),
    NameClashSheet(name: "Comparable", configuration: Comparable.configuration, movedToHighest: { movedToHighest(Comparable.self) }),
    NameClashSheet(name: "Compressed", configuration: Compressed.configuration, movedToHighest: { movedToHighest(Compressed.self) }),
    NameClashSheet(name: "Configuration", configuration: Configuration.configuration, movedToHighest: { movedToHighest(Configuration.self) }),
    NameClashSheet(name: "ContainerMetrics", configuration: ContainerMetrics.configuration, movedToHighest: { movedToHighest(ContainerMetrics.self) }),
    NameClashSheet(name: "Data", configuration: Data.configuration, movedToHighest: { movedToHighest(Data.self) }),
    NameClashSheet(name: "Date", configuration: Date.configuration, movedToHighest: { movedToHighest(Date.self) }),
    NameClashSheet(name: "Decodable", configuration: Decodable.configuration, movedToHighest: { movedToHighest(Decodable.self) }),
    NameClashSheet(name: "Dictionary", configuration: Dictionary.configuration, movedToHighest: { movedToHighest(Dictionary.self) }),
    NameClashSheet(name: "Dimming", configuration: Dimming.configuration, movedToHighest: { movedToHighest(Dimming.self) }),
    NameClashSheet(name: "Double", configuration: Double.configuration, movedToHighest: { movedToHighest(Double.self) }),
    NameClashSheet(name: "Encodable", configuration: Encodable.configuration, movedToHighest: { movedToHighest(Encodable.self) }),
    NameClashSheet(name: "Equatable", configuration: Equatable.configuration, movedToHighest: { movedToHighest(Equatable.self) }),
    NameClashSheet(name: "Error", configuration: Error.configuration, movedToHighest: { movedToHighest(Error.self) }),
    NameClashSheet(name: "Float", configuration: Float.configuration, movedToHighest: { movedToHighest(Float.self) }),
    NameClashSheet(name: "Hashable", configuration: Hashable.configuration, movedToHighest: { movedToHighest(Hashable.self) }),
    NameClashSheet(name: "Identifiable", configuration: Identifiable.configuration, movedToHighest: { movedToHighest(Identifiable.self) }),
    NameClashSheet(name: "Image", configuration: Image.configuration, movedToHighest: { movedToHighest(Image.self) }),
    NameClashSheet(name: "InitialState", configuration: InitialState.configuration, movedToHighest: { movedToHighest(InitialState.self) }),
    NameClashSheet(name: "Int", configuration: Int.configuration, movedToHighest: { movedToHighest(Int.self) }),
    NameClashSheet(name: "Interaction", configuration: Interaction.configuration, movedToHighest: { movedToHighest(Interaction.self) }),
    NameClashSheet(name: "NamedSheetState", configuration: NamedSheetState.configuration, movedToHighest: { movedToHighest(NamedSheetState.self) }),
    NameClashSheet(name: "Never", configuration: Never.configuration, movedToHighest: { movedToHighest(Never.self) }),
    NameClashSheet(name: "ObservableObject", configuration: ObservableObject.configuration, movedToHighest: { movedToHighest(ObservableObject.self) }),
    NameClashSheet(name: "Open", configuration: Open.configuration, movedToHighest: { movedToHighest(Open.self) }),
    NameClashSheet(name: "Optional", configuration: Optional.configuration, movedToHighest: { movedToHighest(Optional.self) }),
    NameClashSheet(name: "PopUpIndicator", configuration: PopUpIndicator.configuration, movedToHighest: { movedToHighest(PopUpIndicator.self) }),
    NameClashSheet(name: "Published", configuration: Published.configuration, movedToHighest: { movedToHighest(Published.self) }),
    NameClashSheet(name: "RawRepresentable", configuration: RawRepresentable.configuration, movedToHighest: { movedToHighest(RawRepresentable.self) }),
    NameClashSheet(name: "Result", configuration: Result.configuration, movedToHighest: { movedToHighest(Result.self) }),
    NameClashSheet(name: "Sendable", configuration: Sendable.configuration, movedToHighest: { movedToHighest(Sendable.self) }),
    NameClashSheet(name: "Sequence", configuration: Sequence.configuration, movedToHighest: { movedToHighest(Sequence.self) }),
    NameClashSheet(name: "Set", configuration: Set.configuration, movedToHighest: { movedToHighest(Set.self) }),
    NameClashSheet(name: "SheetAccessibilityAction", configuration: SheetAccessibilityAction.configuration, movedToHighest: { movedToHighest(SheetAccessibilityAction.self) }),
    NameClashSheet(name: "SheetAnimation", configuration: SheetAnimation.configuration, movedToHighest: { movedToHighest(SheetAnimation.self) }),
    NameClashSheet(name: "SheetColor", configuration: SheetColor.configuration, movedToHighest: { movedToHighest(SheetColor.self) }),
    NameClashSheet(name: "SheetConfiguration", configuration: SheetConfiguration.configuration, movedToHighest: { movedToHighest(SheetConfiguration.self) }),
    NameClashSheet(name: "SheetContainerViewController", configuration: SheetContainerViewController.configuration, movedToHighest: { movedToHighest(SheetContainerViewController.self) }),
    NameClashSheet(name: "SheetController", configuration: SheetController.configuration, movedToHighest: { movedToHighest(SheetController.self) }),
    NameClashSheet(name: "SheetDefinition", configuration: SheetDefinition.configuration, movedToHighest: { movedToHighest(SheetDefinition.self) }),
    NameClashSheet(name: "SheetEngine", configuration: SheetEngine.configuration, movedToHighest: { movedToHighest(SheetEngine.self) }),
    NameClashSheet(name: "SheetEvent", configuration: SheetEvent.configuration, movedToHighest: { movedToHighest(SheetEvent.self) }),
    NameClashSheet(name: "SheetFrame", configuration: SheetFrame.configuration, movedToHighest: { movedToHighest(SheetFrame.self) }),
    NameClashSheet(name: "SheetLayout", configuration: SheetLayout.configuration, movedToHighest: { movedToHighest(SheetLayout.self) }),
    NameClashSheet(name: "SheetLength", configuration: SheetLength.configuration, movedToHighest: { movedToHighest(SheetLength.self) }),
    NameClashSheet(name: "SheetPhase", configuration: SheetPhase.configuration, movedToHighest: { movedToHighest(SheetPhase.self) }),
    NameClashSheet(name: "SheetRuntimeAPIVersion7", configuration: SheetRuntimeAPIVersion7.configuration, movedToHighest: { movedToHighest(SheetRuntimeAPIVersion7.self) }),
    NameClashSheet(name: "SheetState", configuration: SheetState.configuration, movedToHighest: { movedToHighest(SheetState.self) }),
    NameClashSheet(name: "SheetStateName", configuration: SheetStateName.configuration, movedToHighest: { movedToHighest(SheetStateName.self) }),
    NameClashSheet(name: "SheetTarget", configuration: SheetTarget.configuration, movedToHighest: { movedToHighest(SheetTarget.self) }),
    NameClashSheet(name: "SheetcModifier", configuration: SheetcModifier.configuration, movedToHighest: { movedToHighest(SheetcModifier.self) }),
    NameClashSheet(name: "State", configuration: State.configuration, movedToHighest: { movedToHighest(State.self) }),
    NameClashSheet(name: "String", configuration: String.configuration, movedToHighest: { movedToHighest(String.self) }),
    NameClashSheet(name: "Substring", configuration: Substring.configuration, movedToHighest: { movedToHighest(Substring.self) }),
    NameClashSheet(name: "Task", configuration: Task.configuration, movedToHighest: { movedToHighest(Task.self) }),
    NameClashSheet(name: "Text", configuration: Text.configuration, movedToHighest: { movedToHighest(Text.self) }),
    NameClashSheet(name: "Thresholds", configuration: Thresholds.configuration, movedToHighest: { movedToHighest(Thresholds.self) }),
    NameClashSheet(name: "UIColor", configuration: UIColor.configuration, movedToHighest: { movedToHighest(UIColor.self) }),
    NameClashSheet(name: "UIView", configuration: UIView.configuration, movedToHighest: { movedToHighest(UIView.self) }),
    NameClashSheet(name: "UIViewController", configuration: UIViewController.configuration, movedToHighest: { movedToHighest(UIViewController.self) }),
    NameClashSheet(name: "UInt", configuration: UInt.configuration, movedToHighest: { movedToHighest(UInt.self) }),
    NameClashSheet(name: "URL", configuration: URL.configuration, movedToHighest: { movedToHighest(URL.self) }),
    NameClashSheet(name: "UUID", configuration: UUID.configuration, movedToHighest: { movedToHighest(UUID.self) }),
    NameClashSheet(name: "View", configuration: View.configuration, movedToHighest: { movedToHighest(View.self) }),
]
