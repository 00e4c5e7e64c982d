extension SheetConfiguration {
    /// What shows a sheet (a spec's `target`): SheetRuntime's own controller, which honours every
    /// key, or the system's sheet (`UISheetPresentationController`, SwiftUI's `.sheet`), which
    /// honours the keys docs/language.md lists under "Targets" and measures heights otherwise
    /// (`SystemDetents`).
    ///
    /// Kept outside the field list every serialisation walks (`fields(_:)`): a runtime sheet's
    /// manifest and Swift say nothing of it, as they did before there was a choice, and a system
    /// sheet's write it once (`"target": "system"`, `target: .system`).
    public enum Target: String, Hashable, Sendable, CaseIterable {
        /// SheetRuntime's controller and its UIKit and SwiftUI front ends.
        case runtime
        /// UIKit's and SwiftUI's own sheet, in typed detents (`SystemSheetDefinition`).
        case system
    }

    /// The manifest member that names a system sheet's target (absent for `runtime`).
    public static let targetMember: StaticString = "target"
    /// The manifest member of a system sheet's `edgeAttachedInCompactHeight` (absent for `runtime`).
    public static let edgeAttachedMember: StaticString = "edgeAttachedInCompactHeight"
}
