#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// Where `.sheetc` shows the sheet.
public enum SheetcPresentation: Hashable, Sendable {
    /// Over the modified view, in its frame (extended over the safe area it touches): the sheet's
    /// container hosts the modified view behind the card, so pass-through hands touches to it and a
    /// dismissed sheet leaves it untouched. The form for a persistent drawer (a map's), inside one
    /// tab, under the tab bar: it goes with its screen. Write `.navigationTitle` and `.toolbar`
    /// after `.sheetc` (outside it), since the modified view is hosted apart.
    case overlay
    /// Presented over the whole window — above navigation and tab bars — from the view controller
    /// that shows the modified view (the last one its screen presents), as `SheetViewController`
    /// is in UIKit. It leaves with its screen (a tab switch, a push) and comes back with it in the
    /// binding's state. The form for a modal sheet: while it is shown the screen beneath cannot
    /// present anything itself (UIKit presents one view controller at a time), so present from the
    /// sheet's content, or use `.overlay`.
    case presented
}

extension View {
    /// Shows a generated sheet, driven by the same `SheetController` as the UIKit container — in
    /// fact by that container, `SheetViewController`, with `content` on its card — so a drag, a
    /// fling, a scroll hand-off, the keyboard or VoiceOver behave exactly as there and in
    /// `sheetc simulate`.
    ///
    /// `state` is the two-way link: `nil` is dismissed; setting it moves the sheet (from `nil`, it
    /// rises from the bottom edge); when the sheet starts a move, settles or is dismissed — by a drag,
    /// a backdrop tap, VoiceOver or code — it is set to where the sheet is heading, or to `nil`; a value
    /// written while a fling heads elsewhere is obeyed. `options` overrides the spec at this place
    /// (`SheetcOptions`: background interaction, corner radius, interactive dismissal). `controller`
    /// is app code's handle on the sheet (`SheetcController`: a typed move with a completion, the frame
    /// stream, the UIKit container's escape hatches). In `content`,
    /// `@Environment(\.sheetDismiss)` dismisses this sheet (SwiftUI's `\.dismiss` is the screen's),
    /// `\.sheetMove` moves it to one of its typed states and `\.sheetStateName` says where it is heading. `onFrame` is called with every frame
    /// the sheet draws (height, `progress`, phase, state, target): a floating button rides on it;
    /// nothing else in SwiftUI is re-evaluated per frame. A `List` or `ScrollView` in `content`
    /// shares its drags with the sheet (docs/behaviour.md#an-inner-scroll-view): the one marked with
    /// `.sheetcTrackedScrollView()` that is on screen, else the first scroll view UIKit draws the
    /// content in. Written inside another sheetc sheet's `content`, the sheet is presented from that
    /// card and stacks over that sheet (whatever `presentation` says): the one under it does what
    /// this one's `stack.below` says until this one leaves, and `\.sheetDismissStack` closes every
    /// sheet stacked over the base (docs/behaviour.md, "Sheets stacked on a sheet").
    @MainActor
    public func sheetc<Sheet: SheetDefinition, Content: View>(
        _ sheet: Sheet.Type, state: Binding<Sheet.State?>, presentation: SheetcPresentation = .overlay,
        options: SheetcOptions = SheetcOptions(), controller: SheetcController<Sheet.State>? = nil,
        onFrame: ((SheetFrame<Sheet.State>) -> Void)? = nil, @ViewBuilder content: () -> Content
    ) -> some View {
        SheetcView(base: self, configuration: options.applied(to: Sheet.configuration), state: state,
                   presentation: presentation, contentBackground: options.contentBackground ?? .clearedOnGlass,
                   controller: controller, onFrame: onFrame, sheetContent: content())
    }

    /// The same for a configuration value — a manifest decoded at run time, typed by the generated
    /// sheet's `State` or by `NamedSheetState` when there is no generated code. A new value while the
    /// sheet is shown reconfigures it (docs/behaviour.md#size-changes-and-other-new-heights: the state
    /// is kept by name). A configuration with a state `State` does not name (`SheetStateMismatch`) is
    /// not taken: the sheet keeps the one it has, or — the first one — the sheet is not shown.
    @MainActor
    public func sheetc<State: SheetStateName, Content: View>(
        configuration: SheetConfiguration, state: Binding<State?>, presentation: SheetcPresentation = .overlay,
        options: SheetcOptions = SheetcOptions(), controller: SheetcController<State>? = nil,
        onFrame: ((SheetFrame<State>) -> Void)? = nil, @ViewBuilder content: () -> Content
    ) -> some View {
        SheetcView(base: self, configuration: options.applied(to: configuration), state: state,
                   presentation: presentation, contentBackground: options.contentBackground ?? .clearedOnGlass,
                   controller: controller, onFrame: onFrame, sheetContent: content())
    }
}

extension TabView {
    /// A persistent sheet above this `TabView`'s tab bar — Maps' search — kept through tab switches:
    /// `.sheetc` written on the `TabView` itself (not on a tab's content, where the sheet would go with
    /// its tab). The sheet stands on the tab bar (`placement.bar`): the bar's height is measured from the
    /// tab bar SwiftUI draws, and follows it (hidden on a push, iOS 26's minimise); the tab bar keeps
    /// the touches below its top edge wherever the card leaves it uncovered, and pass-through hands
    /// the others to the selected tab. Everything else is `.sheetc`'s with `.overlay`, the tab view
    /// hosted behind the card; the card is drawn over the tab bar where it covers it (`coverFrom`), and
    /// clipped at the bar's top edge where it stands on it, as if under it — a sheet stacked on it
    /// (a `.sheetc` in its content) too. Write it directly on the `TabView`: after another modifier, the view
    /// is no longer a `TabView`, and `.sheetc` is the general one.
    @MainActor
    public func sheetc<Sheet: SheetDefinition, SheetContent: View>(
        _ sheet: Sheet.Type, state: Binding<Sheet.State?>, options: SheetcOptions = SheetcOptions(),
        controller: SheetcController<Sheet.State>? = nil, onFrame: ((SheetFrame<Sheet.State>) -> Void)? = nil,
        @ViewBuilder content: () -> SheetContent
    ) -> some View {
        var view = SheetcView(base: self, configuration: options.applied(to: Sheet.configuration), state: state,
                              presentation: .overlay, contentBackground: options.contentBackground ?? .clearedOnGlass,
                              controller: controller, onFrame: onFrame, sheetContent: content())
        view.followsTabBar = true
        return view
    }
}

/// The view `.sheetc` returns: the modified view (`base`) with the UIKit container — the container
/// hosting it behind the card (`.overlay`), or presenting the card from an anchor behind it
/// (`.presented`). A view rather than a `ViewModifier`: a modifier's `content` cannot be hosted in
/// another hosting controller, and `.overlay` hosts the modified view itself.
@MainActor
struct SheetcView<Base: View, State: SheetStateName, SheetContent: View>: View {
    let base: Base
    let configuration: SheetConfiguration
    @Binding var state: State?
    let presentation: SheetcPresentation
    let contentBackground: SheetContentBackground
    let controller: SheetcController<State>?
    let onFrame: ((SheetFrame<State>) -> Void)?
    let sheetContent: SheetContent
    /// `.sheetc` written on a `TabView`: the sheet stands on the tab bar the `TabView` draws, measured
    /// (`.sheetcBar(height:)` is not read).
    var followsTabBar = false
    /// Whether a modal sheet covers the modified view: VoiceOver then leaves it out. Changes when the
    /// backdrop starts or stops taking touches, not per frame.
    @SwiftUI.State private var coversContent = false
    /// On a sheetc sheet's card, the sheet is presented from the card, so it stacks over that sheet
    /// (drawn inside the card, `.overlay` would be a sheet in a sheet).
    @Environment(\.sheetcIsInSheet) private var isInSheet

    init(base: Base, configuration: SheetConfiguration, state: Binding<State?>, presentation: SheetcPresentation,
         contentBackground: SheetContentBackground, controller: SheetcController<State>?, onFrame: ((SheetFrame<State>) -> Void)?, sheetContent: SheetContent) {
        self.base = base
        self.configuration = configuration
        _state = state
        self.presentation = presentation
        self.contentBackground = contentBackground
        self.controller = controller
        self.onFrame = onFrame
        self.sheetContent = sheetContent
    }

    var body: some View {
        switch isInSheet ? .presented : presentation {
        case .overlay:
            // The container hosts the modified view behind the card (VoiceOver leaves it out while a
            // modal sheet covers it: the container hides it), out to the screen's edges, as the
            // controller measures its container, and under the keyboard, which it measures itself.
            SheetcHost(configuration: configuration, state: $state, presentation: presentation,
                       contentBackground: contentBackground, onFrame: onFrame,
                       controller: controller, coversContent: $coversContent, sheetContent: sheetContent, background: base,
                       followsTabBar: followsTabBar)
                .ignoresSafeArea([.container, .keyboard])
        case .presented:
            // A zero-size view controller in the background presents the container from its place.
            base
                .accessibilityHidden(coversContent)
                .background {
                    SheetcHost(configuration: configuration, state: $state, presentation: .presented,
                               contentBackground: contentBackground, onFrame: onFrame,
                               controller: controller, coversContent: $coversContent, sheetContent: sheetContent, background: Optional<EmptyView>.none,
                               followsTabBar: false)
                        .frame(width: 0, height: 0)
                }
        }
    }
}
#endif
