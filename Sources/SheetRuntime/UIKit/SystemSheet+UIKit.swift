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
    @MainActor
    public func configure<Sheet: SystemSheetDefinition>(_ sheet: Sheet.Type, selectedState: Sheet.State? = nil) {
        let configuration = Sheet.configuration
        detents = Self.orderedDetentStates(Sheet.self, in: containerView ?? presentedViewController.viewIfLoaded?.window).map { state in
            switch Sheet.systemDetent(of: state) {
            case .medium?: return .medium()
            case .large?: return .large()
            case nil:
                return .custom(identifier: Detent.Identifier(state)) { context in
                    CGFloat(Sheet.detentValue(of: state, maximumDetentValue: Double(context.maximumDetentValue)))
                }
            }
        }
        prefersEdgeAttachedInCompactHeight = configuration.edgeAttachedInCompactHeight
        selectedDetentIdentifier = Detent.Identifier(Sheet.self, selectedState ?? Sheet.initialState)
        prefersGrabberVisible = configuration.popUpIndicator != nil
        // Undimmed up to `dimming.from` (a hidden `from`, the seeds' `closed`, dims everything);
        // `dimming: false` leaves every detent undimmed.
        if let dimming = configuration.dimming {
            largestUndimmedDetentIdentifier = Sheet.state(named: dimming.from)
                .flatMap { Sheet.detentStates.contains($0) ? Detent.Identifier(Sheet.self, $0) : nil }
        } else {
            largestUndimmedDetentIdentifier = Sheet.detentStates.last.map { Detent.Identifier(Sheet.self, $0) }
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

    /// The detent states smallest first, as UIKit wants them, on the container `view` gives (the
    /// sheet's container while it is shown, else the window the presented view is in); in the
    /// written order when there is neither yet. Where the order depends on the container (a
    /// length in points beside a percentage), call `configure` again in `animateChanges` when it
    /// changes size (`viewWillTransition(to:with:)`).
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
        selectedDetentIdentifier.flatMap { identifier in Sheet.detentStates.first { Detent.Identifier(Sheet.self, $0) == identifier } }
    }
}

extension UISheetPresentationController.Detent.Identifier {
    /// The identifier of a custom detent's state: its name.
    public init<State: SheetStateName>(_ state: State) {
        self.init(state.rawValue)
    }

    /// The identifier of `sheet`'s `state` as `configure(_:selectedState:)` gives it: `.medium` /
    /// `.large` for a state written as the system's own detent, else the state's name.
    public init<Sheet: SystemSheetDefinition>(_ sheet: Sheet.Type, _ state: Sheet.State) {
        switch Sheet.systemDetent(of: state) {
        case .medium?: self = .medium
        case .large?: self = .large
        case nil: self.init(state)
        }
    }
}
#endif
