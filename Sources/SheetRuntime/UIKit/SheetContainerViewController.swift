#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A generated sheet in UIKit, its states typed: `SheetContainerViewController<GlideCard>`,
/// `move(to: .open)`, `onSettle: (GlideCard.State) -> Void`. Everything is `SheetViewController`'s;
/// this only names the sheet, so that its compiled-in configuration is the default and a
/// configuration value handed to it (a manifest loaded at run time, `reconfigure`) is checked
/// against its states.
///
/// Open: an app may subclass it (as FloatingPanel users subclass `FloatingPanelController`).
@MainActor
open class SheetContainerViewController<Sheet: SheetDefinition>: SheetViewController<Sheet.State> {
    /// A sheet showing `content` with `Sheet.configuration`, over `background` when given
    /// (the pass-through layout of a map and its drawer).
    public init(content: UIViewController, background: UIViewController? = nil) {
        super.init(checkedConfiguration: Sheet.configuration, content: content, background: background)
    }

    /// A sheet showing `content` with `configuration` — the sheet's manifest loaded at run time,
    /// say — over `background` when given. Throws when the configuration has a state
    /// `Sheet.State` does not name (a manifest newer or older than the generated code).
    public init(configuration: SheetConfiguration, content: UIViewController, background: UIViewController? = nil)
        throws(SheetStateMismatch) {
        try SheetStateMismatch.check(configuration, against: Sheet.State.self)
        super.init(checkedConfiguration: configuration, content: content, background: background)
    }
}

extension SheetViewController where State == NamedSheetState {
    /// A sheet for a configuration known only at run time (a manifest decoded with
    /// `ManifestReader` or `JSONDecoder`, no generated code): its states are named by strings,
    /// `move(to: NamedSheetState("open"))`.
    public convenience init(configuration: SheetConfiguration, content: UIViewController, background: UIViewController? = nil) {
        self.init(checkedConfiguration: configuration, content: content, background: background)
    }
}
#endif
