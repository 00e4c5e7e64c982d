import SheetRuntime

/// Must NOT typecheck (scripts/ios-typecheck.sh expects the failure): app code is outside sheetc's
/// package, so SheetRuntime's `package` declarations — here the playground module's frame fields —
/// are out of its reach, as they are in an app that adds the package as a dependency. Checked with
/// the package's name, as app code once was, this typechecked.
// refused-for: PlaygroundFrameField
func readsAPlaygroundFrameField() -> Int {
    PlaygroundFrameField.height.rawValue
}
