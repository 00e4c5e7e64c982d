/// Generated code names this type, so code generated for one version of the
/// runtime's API fails to compile — with a message naming the version — against
/// a runtime with another, instead of misbehaving at run time.
/// A change to the API that generated code uses renames it (version 2 added `SheetDefinition`
/// and `SheetStateName`; version 3, the configuration fields of docs/language.md#look-motion-and-feel;
/// version 4, colours for light and dark, `SheetColorPair`; version 5, the iOS 26 look:
/// `Appearance.material`, `Appearance.CornerRadius`, `Placement.float`; version 6, a bar below
/// the sheet and sheets stacked on it: `Placement.bar`, `SheetConfiguration.stack`, `SheetPhase.covered`;
/// version 7, a system sheet's states that know their sheet: `SystemSheetState`).
public enum SheetRuntimeAPIVersion7 {
    /// The number in the name.
    public static let number = 7
}
