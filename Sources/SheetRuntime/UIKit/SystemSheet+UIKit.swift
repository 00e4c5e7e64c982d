#if canImport(UIKit) && !os(watchOS)
import UIKit

/// UIKit's own sheet driven by a sheet compiled with `target: system`: typed detents, each the
/// height `SystemDetents` gives for the system's largest detent, and the keys the system honours
/// (docs/language.md, "Targets"). Only `SystemSheetDefinition` types are taken, so a sheet written
/// for SheetRuntime, whose keys the system would drop, does not compile here.
extension UISheetPresentationController {
    /// Sets the detents, the selected detent, the grabber, the dimming, the scrolling, the
    /// modality, and the corner radius and background colour where the spec writes them, as
    /// `sheet` says; leaves everything else as UIKit has it. An unwritten radius leaves
    /// `preferredCornerRadius` as it is (nil: the system's own) and an unwritten colour leaves the
    /// presented view's background as the app set it, so iOS 26 draws Liquid Glass with concentric
    /// corners and earlier iOS its own sheet. `selectedState`: the detent to show (`nil`: the
    /// sheet's `initialState`). The background colour and `isModalInPresentation` live on the
    /// presented view controller, and are set there.
    ///
    /// The detents are given smallest first, as UIKit wants them, on the container the sheet has
    /// now (the window the presented view is in before it is shown; the written order when there
    /// is neither); each time a custom detent resolves on a container where the order differs,
    /// the detents are given again in that container's order (`SystemSheetDefinition.detentStates(reordering:maximumDetentValue:)`).
    @MainActor
    public func configure<Sheet: SystemSheetDefinition>(_ sheet: Sheet.Type, selectedState: Sheet.State? = nil) {
        let configuration = Sheet.configuration
        detents = systemDetents(Self.orderedDetentStates(Sheet.self, in: containerView ?? presentedViewController.viewIfLoaded?.window))
        prefersEdgeAttachedInCompactHeight = configuration.edgeAttachedInCompactHeight
        selectedDetentIdentifier = Detent.Identifier(selectedState ?? Sheet.initialState)
        prefersGrabberVisible = configuration.popUpIndicator != nil
        // Undimmed up to `dimming.from` (a hidden `from`, the seeds' `closed`, dims everything);
        // `dimming: false` leaves every detent undimmed.
        if let dimming = configuration.dimming {
            largestUndimmedDetentIdentifier = Sheet.state(named: dimming.from)
                .flatMap { Sheet.detentStates.contains($0) ? Detent.Identifier($0) : nil }
        } else {
            largestUndimmedDetentIdentifier = Sheet.detentStates.last.map { Detent.Identifier($0) }
        }
        // A written fixed radius only (the checker refuses `concentric` on this target); unwritten
        // (`nil`), the system's own.
        if case .points(let radius)? = configuration.appearance.cornerRadius { preferredCornerRadius = CGFloat(radius) }
        prefersScrollingExpandsWhenScrolledToEdge = configuration.interaction.scrollTracking
        presentedViewController.isModalInPresentation = !configuration.interaction.dismissible
        if let background = configuration.appearance.backgroundColor {
            presentedViewController.view.backgroundColor = UIColor(sheetColor: background)
        }
    }

    /// One detent per state, in the order given: UIKit's `.medium()` / `.large()` for the system's
    /// own, else a custom detent identified by the state's name whose resolver returns the height
    /// `SystemDetents` gives for the container's largest detent, and gives the detents again in
    /// that container's order when it differs from theirs.
    @MainActor
    private func systemDetents<State: SystemSheetState>(_ states: [State]) -> [Detent] {
        states.map { state in
            switch state.systemDetent {
            case .medium?: return .medium()
            case .large?: return .large()
            case nil:
                return .custom(identifier: Detent.Identifier(state)) { [weak self] context in
                    let m = Double(context.maximumDetentValue)
                    self?.reorderDetents(State.self, maximumDetentValue: m)
                    return CGFloat(State.Definition.detentValue(of: state, maximumDetentValue: m))
                }
            }
        }
    }

    /// Gives the detents again, smallest first for a largest detent of `maximumDetentValue`, when
    /// they are not in that order; after the resolution under way (UIKit is reading the detents),
    /// keeping the selected detent. A reordering moves no detent: each keeps its height.
    @MainActor
    private func reorderDetents<State: SystemSheetState>(_ state: State.Type, maximumDetentValue: Double) {
        let current = detents.compactMap { detent in State.allCases.first { Detent.Identifier($0) == detent.identifier } }
        guard State.Definition.detentStates(reordering: current, maximumDetentValue: maximumDetentValue) != nil else { return }
        Task { @MainActor [weak self] in
            guard let self else { return }
            // Read again: the detents may have changed since.
            let current = self.detents.compactMap { detent in State.allCases.first { Detent.Identifier($0) == detent.identifier } }
            guard let ordered = State.Definition.detentStates(reordering: current, maximumDetentValue: maximumDetentValue) else { return }
            let selected = self.selectedDetentIdentifier
            self.detents = self.systemDetents(ordered)
            self.selectedDetentIdentifier = selected
        }
    }

    /// The detent states smallest first, as UIKit wants them, on the container `view` gives (the
    /// sheet's container while it is shown, else the window the presented view is in); in the
    /// written order when there is neither yet.
    @MainActor
    static func orderedDetentStates<Sheet: SystemSheetDefinition>(_ sheet: Sheet.Type, in view: UIView?) -> [Sheet.State] {
        guard let view else { return Sheet.detentStates }
        let insets = view.safeAreaInsets
        let container = ContainerMetrics(width: Double(view.bounds.width), height: Double(view.bounds.height),
                                         topSafeAreaInset: Double(insets.top), bottomSafeAreaInset: Double(insets.bottom))
        return Sheet.orderedDetentStates(maximumDetentValue: SystemDetents.maximumDetentValue(on: container))
    }

    /// The selected detent as the sheet's state: `nil` when none is selected or the identifier is
    /// not one of `sheet`'s states.
    @MainActor
    public func selectedState<Sheet: SystemSheetDefinition>(_ sheet: Sheet.Type) -> Sheet.State? {
        selectedDetentIdentifier.flatMap { identifier in Sheet.detentStates.first { Detent.Identifier($0) == identifier } }
    }
}

extension UISheetPresentationController.Detent.Identifier {
    /// The identifier of a system sheet's detent for `state`, as `configure(_:selectedState:)`
    /// gives it: `.medium` / `.large` for a state written as the system's own detent
    /// (`SystemSheetState.systemDetent`), else the state's name (its custom detent's identifier).
    public init<State: SystemSheetState>(_ state: State) {
        switch state.systemDetent {
        case .medium?: self = .medium
        case .large?: self = .large
        case nil: self.init(state.rawValue)
        }
    }
}
#endif
