#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI

/// Draws one frame of the sheet over the whole container (backdrop, card, handle) and turns
/// touches on it into the model's events. It draws; it decides nothing.
@MainActor
struct SheetLayerView<Sheet: SheetDefinition, SheetContent: View>: View {
    @ObservedObject var model: SheetModel<Sheet>
    /// Which member of each colour pair the card draws (spec-language §9).
    @Environment(\.colorScheme) private var colorScheme
    let content: SheetContent
    /// The container's full size, safe area included.
    let size: CGSize

    @GestureState private var isDragging = false
    private static var space: String { "sheetc.container" }

    /// A colour pair's member for the environment's colour scheme.
    private func color(_ pair: SheetColorPair) -> Color {
        Color(sheetColor: pair.resolved(dark: colorScheme == .dark))
    }

    var body: some View {
        let frame = model.frame
        ZStack(alignment: .topLeading) {
            if frame.phase != .dismissed {
                backdrop(alpha: frame.alpha)
                card(frame)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .coordinateSpace(name: Self.space)
        .onChange(of: isDragging) { dragging in
            if !dragging { model.dragReset() }
        }
    }

    /// Heights above the container's bottom edge, as the controller measures them; the
    /// controller estimates the release velocity from the moves.
    private var drag: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .named(Self.space))
            .updating($isDragging) { _, dragging, _ in dragging = true }
            .onChanged { value in
                model.dragChanged(startHeight: Double(size.height - value.startLocation.y), startX: Double(value.startLocation.x),
                                  height: Double(size.height - value.location.y))
            }
            .onEnded { _ in model.dragEnded() }
    }

    private func backdrop(alpha: Double) -> some View {
        let tint = model.configuration.dimming.map { color($0.color) } ?? .clear
        return Rectangle()
            .fill(tint.opacity(alpha))
            .frame(width: size.width, height: size.height)
            .contentShape(Rectangle())
            .onTapGesture { model.tapBackdrop() }
            // The controller decides where the drag belongs (runtime.md §10): from the backdrop it
            // moves the sheet only with `dragArea: container`.
            .simultaneousGesture(drag)
            // Pass-through: the touches go to the view under the modifier.
            .allowsHitTesting(model.backdropTakesTouches)
            .accessibilityHidden(true)
    }

    private func card(_ frame: SheetFrame<Sheet.State>) -> some View {
        let height = frame.height
        let appearance = model.configuration.appearance
        let cardHeight = CGFloat(model.cardHeight(atFrameHeight: height))
        // A card on a bottom margin floats clear of the screen's edge, so its lower corners show and
        // round too; an attached card's lower corners lie at or below the edge, out of sight.
        let shape = SheetTopRoundedRectangle(radius: CGFloat(appearance.cornerRadius),
                                             roundsBottom: model.configuration.placement.isDetached)
        let border = appearance.border
        return measured(content)
            .frame(width: CGFloat(frame.width), height: cardHeight, alignment: .top)
            .background(color(appearance.backgroundColor))
            .clipShape(shape)
            .overlay(shape.stroke(border.map { color($0.color) } ?? .clear, lineWidth: CGFloat(border?.width ?? 0)))
            .contentShape(shape)
            .shadow(color: appearance.shadow.map { color($0.color) } ?? .clear,
                    radius: CGFloat(appearance.shadow?.radius ?? 0), x: 0, y: CGFloat(appearance.shadow?.offsetY ?? 0))
            // Outside the clip, so a negative `topMargin` draws the handle above the card.
            .overlay(alignment: .top) { handle }
        .offset(x: CGFloat(frame.x), y: size.height - CGFloat(height))
        // Beside the content's own gestures, so its buttons keep working; a tap moves no sheet.
        .simultaneousGesture(drag)
    }

    /// For a `fit` state (spec-language §7), the content at its own height, which it reports.
    @ViewBuilder private func measured(_ content: SheetContent) -> some View {
        if model.configuration.hasFitState {
            content
                .fixedSize(horizontal: false, vertical: true)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: SheetContentHeightKey.self, value: Double(proxy.size.height))
                })
                .onPreferenceChange(SheetContentHeightKey.self) { height in model.setContentHeight(height) }
        } else {
            content
        }
    }

    @ViewBuilder private var handle: some View {
        let accessibility = SheetHandleAccessibility(
            label: model.configuration.accessibilityLabel.localized,
            value: model.accessibilityValue,
            isButton: model.configuration.popUpIndicator == nil,
            isDismissible: model.isDismissible,
            perform: { [model] action in model.perform(action) })
        if let indicator = model.configuration.popUpIndicator {
            RoundedRectangle(cornerRadius: CGFloat(indicator.cornerRadius))
                .fill(color(indicator.color))
                .frame(width: CGFloat(indicator.width), height: CGFloat(indicator.height))
                .frame(minWidth: 44, minHeight: 44)
                .offset(y: CGFloat(indicator.topMargin) + CGFloat(indicator.height) / 2 - 22)
                .allowsHitTesting(false)
                .modifier(accessibility)
        } else {
            // The card's top edge stands for the handle.
            Color.clear
                .frame(width: size.width, height: 24)
                .allowsHitTesting(false)
                .modifier(accessibility)
        }
    }
}

/// The handle as VoiceOver sees it (runtime.md §7): adjustable, valued with the state's name;
/// a button too when there is no drawn handle; escape only when the sheet can be dismissed,
/// so that otherwise the gesture goes on to what is around the sheet.
struct SheetHandleAccessibility: ViewModifier {
    let label: String
    let value: String
    let isButton: Bool
    let isDismissible: Bool
    let perform: (SheetAccessibilityAction) -> Void

    func body(content: Content) -> some View {
        let element = content
            .accessibilityElement()
            .accessibilityLabel(Text(label))
            .accessibilityValue(Text(value))
            .accessibilityAddTraits(isButton ? .isButton : [])
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: perform(.increment)
                case .decrement: perform(.decrement)
                @unknown default: break
                }
            }
        if isDismissible {
            element.accessibilityAction(.escape) { perform(.escape) }
        } else {
            element
        }
    }
}

/// A rectangle with rounded top corners, and bottom ones for a detached card
/// (`UnevenRoundedRectangle` needs iOS 17).
struct SheetTopRoundedRectangle: Shape {
    var radius: CGFloat
    var roundsBottom = false

    func path(in rect: CGRect) -> Path {
        let r = max(0, min(radius, rect.width / 2, rect.height / (roundsBottom ? 2 : 1)))
        let bottom = roundsBottom ? r : 0
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY - bottom))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.minX + r, y: rect.minY), radius: r)
        path.addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY + r), radius: r)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottom))
        if roundsBottom {
            path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.maxX - r, y: rect.maxY), radius: r)
            path.addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
            path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY - r), radius: r)
        }
        path.closeSubpath()
        return path
    }
}

/// The content's own height, reported up from the card for a `fit` state.
struct SheetContentHeightKey: PreferenceKey {
    static let defaultValue = 0.0
    static func reduce(value: inout Double, nextValue: () -> Double) { value = max(value, nextValue()) }
}

extension Color {
    /// A spec's colour (sRGB, 8-bit components).
    init(sheetColor color: SheetColor) {
        self.init(.sRGB, red: Double(color.red) / 255, green: Double(color.green) / 255,
                  blue: Double(color.blue) / 255, opacity: Double(color.alpha) / 255)
    }
}
#endif
