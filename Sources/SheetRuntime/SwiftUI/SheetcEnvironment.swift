#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import CoreData
import SwiftUI

/// Dismisses the sheet the content is on: `@Environment(\.sheetDismiss) var dismiss`, then
/// `dismiss()`. SwiftUI's own `\.dismiss` is not the sheet's (the card is not a SwiftUI
/// presentation); this goes through the sheet's controller, so the card slides out, `onDismiss`
/// runs once and the `state` binding becomes `nil`. Outside a sheet it does nothing.
public struct SheetDismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    @MainActor public func callAsFunction() { action() }
}

/// Moves the sheet the content is on to one of its states, typed as the sheet's `State`:
/// `@Environment(\.sheetMove) var move`, then `move(PlacesDrawer.State.full)`. A state of another
/// sheet's type does nothing (an assertion in a debug build: a programming error); so does the action
/// outside a sheet. For the frames, a completion or the container, use `SheetcController`.
public struct SheetMoveAction: Sendable {
    let action: @MainActor @Sendable (any SheetStateName) -> Void

    @MainActor public func callAsFunction<State: SheetStateName>(_ state: State) { action(state) }
}

private struct SheetDismissKey: EnvironmentKey {
    static let defaultValue = SheetDismissAction { }
}

private struct SheetDismissStackKey: EnvironmentKey {
    static let defaultValue = SheetDismissAction { }
}

/// Whether this view is on a sheetc sheet's card: a `.sheetc` written there stacks over that sheet.
private struct SheetcIsInSheetKey: EnvironmentKey {
    static let defaultValue = false
}

private struct SheetMoveKey: EnvironmentKey {
    static let defaultValue = SheetMoveAction { _ in }
}

private struct SheetStateNameKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

extension EnvironmentValues {
    /// Dismisses the sheet this content is on (see `SheetDismissAction`).
    public var sheetDismiss: SheetDismissAction {
        get { self[SheetDismissKey.self] }
        set { self[SheetDismissKey.self] = newValue }
    }

    /// Dismisses every sheet stacked above the base of the stack this content's sheet is in — the
    /// sheet itself when it is not the base — each card leaving by its own animation, and the base
    /// returns (`SheetViewController.dismissStack`: vaul's "close all nested"). On a sheet with none
    /// stacked over it, and outside a sheet, it does nothing.
    public var sheetDismissStack: SheetDismissAction {
        get { self[SheetDismissStackKey.self] }
        set { self[SheetDismissStackKey.self] = newValue }
    }

    /// Whether this view is on a sheetc sheet's card (a `.sheetc` here stacks over that sheet).
    var sheetcIsInSheet: Bool {
        get { self[SheetcIsInSheetKey.self] }
        set { self[SheetcIsInSheetKey.self] = newValue }
    }

    /// Moves the sheet this content is on to one of its states (see `SheetMoveAction`).
    public var sheetMove: SheetMoveAction {
        get { self[SheetMoveKey.self] }
        set { self[SheetMoveKey.self] = newValue }
    }

    /// The name of the state the sheet this content is on rests in or is heading to (`nil`:
    /// dismissed, or not on a sheet). It changes when a move starts or ends, never per frame;
    /// follow the frames with `.sheetc`'s `onFrame`.
    public var sheetStateName: String? {
        get { self[SheetStateNameKey.self] }
        set { self[SheetStateNameKey.self] = newValue }
    }
}

/// The environment the card's content gets from the place `.sheetc` is written: the values that
/// shape how it reads and looks, and Core Data's context. Not the whole environment: that carried
/// SwiftUI's `\.dismiss` (and presentation state) of the screen that owns the modifier, so
/// `@Environment(\.dismiss)` in the sheet popped or dismissed that screen. What SwiftUI keeps by type
/// and does not let a view read back — environment objects, `@Observable` objects, SwiftData's
/// `\.modelContext` (a framework iOS 16 lacks, which SheetRuntime does not link), `.tint` — is passed
/// by the content itself, inside the `content` closure (docs/app-code.md).
struct SheetcEnvironmentSnapshot {
    var colorScheme: ColorScheme
    var dynamicTypeSize: DynamicTypeSize
    var legibilityWeight: LegibilityWeight?
    var layoutDirection: LayoutDirection
    var locale: Locale
    var calendar: Calendar
    var timeZone: TimeZone
    var isEnabled: Bool
    var font: Font?
    var imageScale: Image.Scale
    var symbolRenderingMode: SymbolRenderingMode?
    var openURL: OpenURLAction
    var managedObjectContext: NSManagedObjectContext
    /// The bar below the sheet: a `.sheetc` in the content stacks over this sheet, on the same bar.
    var sheetcBarHeight: CGFloat

    @MainActor
    init(_ environment: EnvironmentValues) {
        colorScheme = environment.colorScheme
        dynamicTypeSize = environment.dynamicTypeSize
        legibilityWeight = environment.legibilityWeight
        layoutDirection = environment.layoutDirection
        locale = environment.locale
        calendar = environment.calendar
        timeZone = environment.timeZone
        isEnabled = environment.isEnabled
        font = environment.font
        imageScale = environment.imageScale
        symbolRenderingMode = environment.symbolRenderingMode
        openURL = environment.openURL
        managedObjectContext = environment.managedObjectContext
        sheetcBarHeight = environment.sheetcBarHeight
    }
}

extension View {
    /// Applies a snapshot of the host's environment.
    func sheetcEnvironment(_ snapshot: SheetcEnvironmentSnapshot) -> some View {
        environment(\.colorScheme, snapshot.colorScheme)
            .environment(\.dynamicTypeSize, snapshot.dynamicTypeSize)
            .environment(\.legibilityWeight, snapshot.legibilityWeight)
            .environment(\.layoutDirection, snapshot.layoutDirection)
            .environment(\.locale, snapshot.locale)
            .environment(\.calendar, snapshot.calendar)
            .environment(\.timeZone, snapshot.timeZone)
            .environment(\.isEnabled, snapshot.isEnabled)
            .environment(\.font, snapshot.font)
            .environment(\.imageScale, snapshot.imageScale)
            .environment(\.symbolRenderingMode, snapshot.symbolRenderingMode)
            .environment(\.openURL, snapshot.openURL)
            .environment(\.managedObjectContext, snapshot.managedObjectContext)
            .environment(\.sheetcBarHeight, snapshot.sheetcBarHeight)
    }
}
#endif
