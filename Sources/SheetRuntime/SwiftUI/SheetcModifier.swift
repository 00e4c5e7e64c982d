#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI

extension View {
    /// Shows a generated sheet over this view, driven by the same `SheetController` as the UIKit
    /// container, so a drag, a fling or VoiceOver behave exactly as they do there and in
    /// `sheetc simulate`.
    ///
    /// `state` is the two-way link: `nil` is dismissed; setting it moves the sheet (from `nil`, it
    /// rises from the bottom edge); when the sheet settles or is dismissed — by a drag, a backdrop
    /// tap or VoiceOver — it is set to the state, or to `nil`. Apply it to a view that fills the
    /// screen: the sheet is laid out in this view's frame, extended over the safe area it touches.
    ///
    /// A scroll view inside the content does not share its drags with the sheet here (runtime.md
    /// §5 needs the scroll view's offset, which SwiftUI gives no control of before iOS 17); use
    /// the UIKit container for such content.
    @MainActor
    public func sheetc<Sheet: SheetDefinition, Content: View>(
        _ sheet: Sheet.Type, state: Binding<Sheet.State?>, @ViewBuilder content: () -> Content
    ) -> some View {
        modifier(SheetcModifier<Sheet, Content>(state: state, sheetContent: content()))
    }
}

/// The modifier behind `.sheetc`: keeps the binding and the controller in step, and lays the
/// sheet over the modified view.
@MainActor
struct SheetcModifier<Sheet: SheetDefinition, SheetContent: View>: ViewModifier {
    @Binding var state: Sheet.State?
    let sheetContent: SheetContent
    @StateObject private var model = SheetModel<Sheet>()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    init(state: Binding<Sheet.State?>, sheetContent: SheetContent) {
        _state = state
        self.sheetContent = sheetContent
    }

    func body(content: Content) -> some View {
        content
            .overlay {
                GeometryReader { proxy in
                    let metrics = Self.metrics(of: proxy)
                    let bottom = Double(proxy.frame(in: .global).maxY)
                    SheetLayerView(model: model, content: sheetContent, size: proxy.size)
                        .onAppear {
                            model.resize(to: metrics)
                            model.follow(state)  // presents the sheet once the layout is known
                        }
                        .onChange(of: metrics) { metrics in model.resize(to: metrics) }
                        // The keyboard and its duration go to the controller, which raises or expands the
                        // sheet as the spec says (spec-language §7 `keyboard`) and animates it (runtime.md §10).
                        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)) { note in
                            let top = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.minY
                            let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
                            model.setKeyboard(height: max(0, bottom - Double(top ?? .infinity)), duration: duration)
                        }
                        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) { note in
                            let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
                            model.setKeyboard(height: 0, duration: duration)
                        }
                }
                // Out to the screen's edges, as the controller measures its container (the reader still
                // reports the insets it covers), and under the keyboard: the controller is told of it.
                .ignoresSafeArea([.container, .keyboard])
            }
            .onChange(of: state) { state in model.follow(state) }
            .onReceive(model.stateChanges) { settled in
                if state != settled { state = settled }
            }
            .onAppear { model.setReduceMotion(reduceMotion) }
            .onChange(of: reduceMotion) { enabled in model.setReduceMotion(enabled) }
    }

    /// The container as the controller measures it: its full height, with the safe-area insets it covers.
    private static func metrics(of proxy: GeometryProxy) -> ContainerMetrics {
        ContainerMetrics(width: Double(proxy.size.width), height: Double(proxy.size.height),
                         topSafeAreaInset: Double(proxy.safeAreaInsets.top),
                         bottomSafeAreaInset: Double(proxy.safeAreaInsets.bottom))
    }
}
#endif
