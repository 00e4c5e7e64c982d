#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// Where `.sheetc` shows the sheet.
public enum SheetcPresentation: Hashable, Sendable {
    /// Over the modified view, in its frame (extended over the safe area it touches): a drawer
    /// inside one tab, under the tab bar, that pass-through shares with a map.
    case overlay
    /// Presented over the whole window — above navigation and tab bars — from the view controller
    /// that shows the modified view, as `SheetViewController` is in UIKit.
    case presented
}

extension View {
    /// Shows a generated sheet, driven by the same `SheetController` as the UIKit container — in
    /// fact by that container, `SheetViewController`, with `content` on its card — so a drag, a
    /// fling, a scroll hand-off, the keyboard or VoiceOver behave exactly as there and in
    /// `sheetc simulate`.
    ///
    /// `state` is the two-way link: `nil` is dismissed; setting it moves the sheet (from `nil`, it
    /// rises from the bottom edge); when the sheet settles or is dismissed — by a drag, a backdrop
    /// tap or VoiceOver — it is set to the state, or to `nil`. `onFrame` is called with every frame
    /// the sheet draws (height, `progress`, phase, state, target): a floating button rides on it;
    /// nothing else in SwiftUI is re-evaluated per frame. A `List` or `ScrollView` in `content`
    /// shares its drags with the sheet (runtime.md §5): the first scroll view UIKit draws the content
    /// in is the shared one.
    @MainActor
    public func sheetc<Sheet: SheetDefinition, Content: View>(
        _ sheet: Sheet.Type, state: Binding<Sheet.State?>, presentation: SheetcPresentation = .overlay,
        onFrame: ((SheetFrame<Sheet.State>) -> Void)? = nil, @ViewBuilder content: () -> Content
    ) -> some View {
        modifier(SheetcModifier(configuration: Sheet.configuration, state: state, presentation: presentation,
                                onFrame: onFrame, sheetContent: content()))
    }

    /// The same for a configuration value — a manifest decoded at run time, typed by the generated
    /// sheet's `State` or by `NamedSheetState` when there is no generated code. A new value while the
    /// sheet is shown reconfigures it (runtime.md §6: the state is kept by name). A configuration
    /// with a state `State` does not name (`SheetStateMismatch`) is not taken: the sheet keeps the one
    /// it has, or — the first one — the sheet is not shown.
    @MainActor
    public func sheetc<State: SheetStateName, Content: View>(
        configuration: SheetConfiguration, state: Binding<State?>, presentation: SheetcPresentation = .overlay,
        onFrame: ((SheetFrame<State>) -> Void)? = nil, @ViewBuilder content: () -> Content
    ) -> some View {
        modifier(SheetcModifier(configuration: configuration, state: state, presentation: presentation,
                                onFrame: onFrame, sheetContent: content()))
    }
}

/// The modifier behind `.sheetc`: the UIKit container, hosted in the overlay or presented.
@MainActor
struct SheetcModifier<State: SheetStateName, SheetContent: View>: ViewModifier {
    let configuration: SheetConfiguration
    @Binding var state: State?
    let presentation: SheetcPresentation
    let onFrame: ((SheetFrame<State>) -> Void)?
    let sheetContent: SheetContent
    /// Whether a modal sheet covers the modified view: VoiceOver then leaves it out. Changes when the
    /// backdrop starts or stops taking touches, not per frame.
    @SwiftUI.State private var coversContent = false

    init(configuration: SheetConfiguration, state: Binding<State?>, presentation: SheetcPresentation,
         onFrame: ((SheetFrame<State>) -> Void)?, sheetContent: SheetContent) {
        self.configuration = configuration
        _state = state
        self.presentation = presentation
        self.onFrame = onFrame
        self.sheetContent = sheetContent
    }

    func body(content: Content) -> some View {
        let host = SheetcHost(configuration: configuration, state: $state, presentation: presentation, onFrame: onFrame,
                              coversContent: $coversContent, sheetContent: sheetContent)
        switch presentation {
        case .overlay:
            // Out to the screen's edges, as the controller measures its container, and under the
            // keyboard: the container measures the keyboard itself.
            content
                .accessibilityHidden(coversContent)
                .overlay { host.ignoresSafeArea([.container, .keyboard]) }
        case .presented:
            // A zero-size view controller in the background presents the container from its place.
            content.background { host.frame(width: 0, height: 0) }
        }
    }
}
#endif
