#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

extension View {
    /// SwiftUI's own sheet driven by a sheet compiled with `target: system`: one custom detent per
    /// resting state, its height the one `SystemDetents` gives for the system's largest detent, the
    /// selection typed as the sheet's state, and the keys the system honours (docs/language.md,
    /// "Targets"); the iOS 16.4 options (background interaction, corner radius, background, content
    /// interaction) where the system has them. A corner radius or background the spec does not
    /// write is not applied, so iOS 26 draws its Liquid Glass and concentric corners. Only `SystemSheetDefinition` types are taken, so a
    /// sheet written for SheetRuntime does not compile here. Apply it to the sheet's content.
    @MainActor
    public func presentationDetents<Sheet: SystemSheetDefinition>(_ sheet: Sheet.Type, selection: Binding<Sheet.State>) -> some View {
        modifier(SystemSheetDetents<Sheet>(selection: selection))
    }
}

extension PresentationDetent {
    /// The detent of a system sheet's `state`, as `presentationDetents(_:selection:)` gives it:
    /// `.medium` / `.large` for a state written as the system's own detent
    /// (`SystemSheetState.systemDetent`), else the state's custom detent; `nil` for a state the
    /// sheet does not rest in (a height of 0).
    public init?<State: SystemSheetState>(_ state: State) {
        guard let index = State.Definition.detentStates.firstIndex(of: state) else { return nil }
        self = SystemDetent<State.Definition>.detent(at: index)
    }
}

/// `presentationDetents(_:selection:)`'s modifier.
struct SystemSheetDetents<Sheet: SystemSheetDefinition>: ViewModifier {
    @Binding var selection: Sheet.State

    @ViewBuilder
    func body(content: Content) -> some View {
        let configuration = Sheet.configuration
        let states = Sheet.detentStates
        let detents = SystemDetent<Sheet>.detents
        let selected = Binding<PresentationDetent>(
            get: { detents[states.firstIndex(of: selection) ?? 0] },
            set: { detent in if let index = detents.firstIndex(of: detent) { selection = states[index] } })
        let base = content
            .presentationDetents(Set(detents), selection: selected)
            .presentationDragIndicator(configuration.popUpIndicator != nil ? .visible : .hidden)
            .interactiveDismissDisabled(!configuration.interaction.dismissible)
        if #available(iOS 16.4, *) {
            // SwiftUI's nearest to UIKit's edge-attached sheet in compact height.
            let options = base
                .presentationBackgroundInteraction(Self.backgroundInteraction(configuration, detents: detents))
                .presentationContentInteraction(configuration.interaction.scrollTracking ? .resizes : .scrolls)
                .presentationCompactAdaptation(horizontal: .automatic, vertical: configuration.edgeAttachedInCompactHeight ? .sheet : .automatic)
            // Only what the spec writes; unwritten, the system's own look (no modifier at all).
            switch (Self.cornerRadius(configuration), configuration.appearance.backgroundColor) {
            case (let radius?, let background?):
                options.presentationCornerRadius(radius).presentationBackground(Color(uiColor: UIColor(sheetColor: background)))
            case (let radius?, nil):
                options.presentationCornerRadius(radius)
            case (nil, let background?):
                options.presentationBackground(Color(uiColor: UIColor(sheetColor: background)))
            case (nil, nil):
                options
            }
        } else {
            // Before 16.4 the system dims behind every detent (docs/language.md, "Targets").
            base
        }
    }

    /// The spec's written fixed corner radius; `nil` (the system's own) when it writes none (the
    /// checker refuses any other form on this target).
    static func cornerRadius(_ configuration: SheetConfiguration) -> CGFloat? {
        if case .points(let radius)? = configuration.appearance.cornerRadius { return CGFloat(radius) }
        return nil
    }

    /// Undimmed, and so passing touches through, up to `dimming.from` (every detent with
    /// `dimming: false`; none when `from` is a hidden state).
    @available(iOS 16.4, *)
    static func backgroundInteraction(_ configuration: SheetConfiguration, detents: [PresentationDetent]) -> PresentationBackgroundInteraction {
        guard let dimming = configuration.dimming else { return .enabled }
        guard let from = Sheet.state(named: dimming.from), let index = Sheet.detentStates.firstIndex(of: from) else { return .disabled }
        return .enabled(upThrough: detents[index])
    }
}

/// One custom detent of a system sheet: SwiftUI tells custom detents apart by type, so each
/// resting state's position (at most 16, the language's limit) is a type of its own.
struct SystemDetent<Sheet: SystemSheetDefinition> {
    /// One detent per resting state, in the written order; SwiftUI takes them as a set, so the order
    /// on each container is the system's own. (A loop, not a closure: nothing captures the
    /// sheet's metatype, which need not be Sendable.)
    static var detents: [PresentationDetent] {
        var detents: [PresentationDetent] = []
        for index in Sheet.detentStates.indices { detents.append(detent(at: index)) }
        return detents
    }

    /// The detent of the resting state at `index` (in the written order).
    static func detent(at index: Int) -> PresentationDetent {
        let states = Sheet.detentStates
        if index < states.count, let system = states[index].systemDetent {
            return system == .medium ? .medium : .large
        }
        return switch index {
        case 0: .custom(Position<P0>.self)
        case 1: .custom(Position<P1>.self)
        case 2: .custom(Position<P2>.self)
        case 3: .custom(Position<P3>.self)
        case 4: .custom(Position<P4>.self)
        case 5: .custom(Position<P5>.self)
        case 6: .custom(Position<P6>.self)
        case 7: .custom(Position<P7>.self)
        case 8: .custom(Position<P8>.self)
        case 9: .custom(Position<P9>.self)
        case 10: .custom(Position<P10>.self)
        case 11: .custom(Position<P11>.self)
        case 12: .custom(Position<P12>.self)
        case 13: .custom(Position<P13>.self)
        case 14: .custom(Position<P14>.self)
        default: .custom(Position<P15>.self)
        }
    }

    /// The detent of the resting state at `Index.value`: its height for the system's largest detent.
    struct Position<Index: SystemDetentIndex>: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? {
            let states = Sheet.detentStates
            guard Index.value < states.count else { return nil }
            return CGFloat(Sheet.detentValue(of: states[Index.value], maximumDetentValue: Double(context.maxDetentValue)))
        }
    }
}

/// A resting state's position as a type (`SystemDetent.Position`).
protocol SystemDetentIndex { static var value: Int { get } }
enum P0: SystemDetentIndex { static var value: Int { 0 } }
enum P1: SystemDetentIndex { static var value: Int { 1 } }
enum P2: SystemDetentIndex { static var value: Int { 2 } }
enum P3: SystemDetentIndex { static var value: Int { 3 } }
enum P4: SystemDetentIndex { static var value: Int { 4 } }
enum P5: SystemDetentIndex { static var value: Int { 5 } }
enum P6: SystemDetentIndex { static var value: Int { 6 } }
enum P7: SystemDetentIndex { static var value: Int { 7 } }
enum P8: SystemDetentIndex { static var value: Int { 8 } }
enum P9: SystemDetentIndex { static var value: Int { 9 } }
enum P10: SystemDetentIndex { static var value: Int { 10 } }
enum P11: SystemDetentIndex { static var value: Int { 11 } }
enum P12: SystemDetentIndex { static var value: Int { 12 } }
enum P13: SystemDetentIndex { static var value: Int { 13 } }
enum P14: SystemDetentIndex { static var value: Int { 14 } }
enum P15: SystemDetentIndex { static var value: Int { 15 } }
#endif
