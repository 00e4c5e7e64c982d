import SheetRuntime

/// The defaults a `target: system` spec takes where the system sheet ties a key to another
/// (docs/language.md, "Targets"): it passes touches through exactly where it does not dim, lets a
/// backdrop tap dismiss exactly when the sheet is dismissible, and dims fully from the detent
/// above the largest undimmed one. The checker has refused a written value that differs, so these
/// only fill in what the spec leaves out, and the manifest says what the system will do.
///
/// The look is the system's own unless written: an unwritten `appearance.cornerRadius` or
/// `appearance.backgroundColor` is `nil` (`null` in the manifest), which the UIKit and SwiftUI
/// front ends leave to the system, so iOS 26 draws Liquid Glass with concentric corners.
enum SystemSheetLowering {
    static func lowered(_ configuration: SheetConfiguration, _ spec: SheetSpec) -> SheetConfiguration {
        var configuration = configuration
        configuration.target = .system
        configuration.edgeAttachedInCompactHeight = spec.bool(.edgeAttachedInCompactHeight) ?? false
        if !spec.isWritten(.appearanceCornerRadius) { configuration.appearance.cornerRadius = nil }
        if !spec.isWritten(.appearanceBackgroundColor) { configuration.appearance.backgroundColor = nil }
        configuration.interaction.passthrough = false
        configuration.interaction.passthroughUpTo = nil
        if var dimming = configuration.dimming {
            dimming.fullFrom = SystemSheetPairing.fullFrom(above: dimming.from, in: configuration.states.map(\.name))
            dimming.tapToDismiss = configuration.interaction.dismissible
            configuration.dimming = dimming
            // Touches pass through at and below the largest undimmed detent.
            configuration.interaction.passthroughUpTo = dimming.from
        } else {
            // Undimmed up to the highest detent: touches pass through wherever the sheet rests.
            configuration.interaction.passthrough = true
        }
        return configuration
    }
}

/// The pairs of keys the system sheet ties together (docs/language.md, "Targets"): one statement
/// of each, which lowering fills in and the checker compares a written value with.
enum SystemSheetPairing {
    /// `dimming.fullFrom` on the system sheet: the state just above `from` (where UIKit's dimming
    /// is complete), or `from` itself when it is the highest.
    static func fullFrom(above from: String, in states: [String]) -> String {
        guard let index = states.firstIndex(of: from) else { return from }
        return states[min(index + 1, states.count - 1)]
    }

    /// `interaction.passthrough` on the system sheet: the state `dimming.from` names, or `true`
    /// (every state) with `dimming: false`.
    static func passthrough(dimmingFrom: String?) -> SpecValue {
        dimmingFrom.map { .choice($0) } ?? .bool(true)
    }
}
