/// A key of the spec language, by its place in `KeyCatalog.allEntries`. The checker and
/// lowering name keys by the constants below: reading a key is then an array index rather
/// than building and hashing a path, and a path missing from the catalog stops the program
/// the first time it is used (every test would), instead of silently reading nothing.
public struct SpecKey: Hashable, Sendable, ExpressibleByStringLiteral {
    public let index: Int

    public init(_ path: String) {
        guard let index = KeyCatalog.index(of: path) else { preconditionFailure("'\(path)' is not in the key catalog") }
        self.index = index
    }

    public init(stringLiteral path: String) {
        self.init(path)
    }

    /// The key at a catalog index (from `KeyCatalog.MappingKeys`, no path built or hashed).
    init(index: Int) {
        self.index = index
    }

    /// The key's dotted path (`thresholds.dismissVelocity`).
    public var path: String { KeyCatalog.allEntries[index].path }
}

extension SpecKey {
    public static let version: SpecKey = "version"
    public static let sheet: SpecKey = "sheet"
    public static let description: SpecKey = "description"
    public static let target: SpecKey = "target"
    public static let edgeAttachedInCompactHeight: SpecKey = "edgeAttachedInCompactHeight"
    public static let states: SpecKey = "states"
    public static let segmented: SpecKey = "segmented"
    public static let segments: SpecKey = "segments"
    public static let segmentsOpen: SpecKey = "segments.open"
    public static let segmentsCompressed: SpecKey = "segments.compressed"
    public static let segmentsClosed: SpecKey = "segments.closed"
    public static let concreteDimension: SpecKey = "concreteDimension"
    public static let concreteDimensionCustom: SpecKey = "concreteDimension.custom"
    public static let headerHeight: SpecKey = "headerHeight"
    public static let topInset: SpecKey = "topInset"
    public static let initialState: SpecKey = "initialState"
    public static let popUpIndicator: SpecKey = "popUpIndicator"
    public static let thresholds: SpecKey = "thresholds"
    public static let thresholdsDismissVelocity: SpecKey = "thresholds.dismissVelocity"
    public static let thresholdsSnapVelocity: SpecKey = "thresholds.snapVelocity"
    public static let thresholdsDismissBelow: SpecKey = "thresholds.dismissBelow"
    public static let thresholdsDismissWhen: SpecKey = "thresholds.dismissWhen"
    public static let thresholdsAtRest: SpecKey = "thresholds.atRest"
    public static let thresholdsSnapTarget: SpecKey = "thresholds.snapTarget"
    public static let thresholdsBoundaries: SpecKey = "thresholds.boundaries"
    public static let dimming: SpecKey = "dimming"
    public static let dimmingColor: SpecKey = "dimming.color"
    public static let dimmingMaxAlpha: SpecKey = "dimming.maxAlpha"
    public static let dimmingFrom: SpecKey = "dimming.from"
    public static let dimmingFullFrom: SpecKey = "dimming.fullFrom"
    public static let dimmingTapToDismiss: SpecKey = "dimming.tapToDismiss"
    public static let appearance: SpecKey = "appearance"
    public static let appearanceStyle: SpecKey = "appearance.style"
    public static let appearanceMaterial: SpecKey = "appearance.material"
    public static let appearanceCornerRadius: SpecKey = "appearance.cornerRadius"
    public static let appearanceCornerRadiusConcentricMinimum: SpecKey = "appearance.cornerRadius.concentric.minimum"
    public static let appearanceBackgroundColor: SpecKey = "appearance.backgroundColor"
    public static let appearanceBorder: SpecKey = "appearance.border"
    public static let appearanceShadow: SpecKey = "appearance.shadow"
    public static let animation: SpecKey = "animation"
    public static let animationCurve: SpecKey = "animation.curve"
    public static let animationDuration: SpecKey = "animation.duration"
    public static let animationDamping: SpecKey = "animation.damping"
    public static let animationInitialVelocity: SpecKey = "animation.initialVelocity"
    public static let animationDismiss: SpecKey = "animation.dismiss"
    public static let animationDismissCurve: SpecKey = "animation.dismiss.curve"
    public static let animationDismissDuration: SpecKey = "animation.dismiss.duration"
    public static let animationDismissDamping: SpecKey = "animation.dismiss.damping"
    public static let animationDismissInitialVelocity: SpecKey = "animation.dismiss.initialVelocity"
    public static let interaction: SpecKey = "interaction"
    public static let interactionDismissible: SpecKey = "interaction.dismissible"
    public static let interactionDragArea: SpecKey = "interaction.dragArea"
    public static let interactionScrollTracking: SpecKey = "interaction.scrollTracking"
    public static let interactionPassthrough: SpecKey = "interaction.passthrough"
    public static let interactionRubberBand: SpecKey = "interaction.rubberBand"
    public static let placement: SpecKey = "placement"
    public static let feedback: SpecKey = "feedback"
    public static let keyboard: SpecKey = "keyboard"
    public static let accessibilityLabel: SpecKey = "accessibility.label"
    public static let accessibilityStates: SpecKey = "accessibility.states"
    public static let overridesLandscape: SpecKey = "overrides.landscape"
    public static let overridesWide: SpecKey = "overrides.wide"
    public static let stack: SpecKey = "stack"
    public static let stackBelow: SpecKey = "stack.below"
}

/// The keys of a `segments` mapping, one per state of the seeds' forms (`segments.open`), made
/// once rather than built from a path and hashed at each use.
struct StateKeys: Sendable {
    let closed: SpecKey
    let compressed: SpecKey
    let open: SpecKey

    /// The keys `<prefix><state>`: `prefix` ends with a dot.
    init(_ prefix: String) {
        closed = SpecKey(prefix + "closed")
        compressed = SpecKey(prefix + "compressed")
        open = SpecKey(prefix + "open")
    }

    /// The key of the state called `state` (one of `KeyCatalog.segmentedStates`).
    subscript(state: String) -> SpecKey {
        switch state {
        case "closed": closed
        case "compressed": compressed
        case "open": open
        default: preconditionFailure("'\(state)' is not a state of the language")
        }
    }
}

/// The keys that say a layout (docs/language.md#other-layouts-in-landscape-and-on-wide-screens): the
/// states' heights, `topInset` and `placement`, written at the top level or inside an override, each
/// made once.
struct LayoutKeys: Sendable {
    /// The override's own key; `nil` for the top level.
    let override: SpecKey?
    /// The override's path (`overrides.wide`), for messages; "" for the top level.
    let path: String
    let states: SpecKey
    /// The keys `states` replaces there: `segmented` (top level only), `segments`,
    /// `concreteDimension` and `headerHeight`.
    let seedForms: [SpecKey]
    let segments: StateKeys
    let concreteDimension: SpecKey
    let concreteDimensionCustom: SpecKey
    let concreteDimensionFit: SpecKey
    let concreteDimensionFitMin: SpecKey
    let concreteDimensionFitMax: SpecKey
    let headerHeight: SpecKey
    let topInset: SpecKey
    let placementMaxWidth: SpecKey
    let placementAlignment: SpecKey
    let placementHorizontalMargin: SpecKey
    let placementBottomMargin: SpecKey
    let placementFloat: SpecKey
    let placementFloatMargin: SpecKey
    let placementFloatAttach: SpecKey
    let placementBarCoverFrom: SpecKey

    private init(override: String?) {
        let prefix = override.map { $0 + "." } ?? ""
        self.override = override.map { SpecKey($0) }
        path = override ?? ""
        states = SpecKey(prefix + "states")
        seedForms = (override == nil ? [SpecKey("segmented")] : [])
            + [SpecKey(prefix + "segments"), SpecKey(prefix + "concreteDimension"), SpecKey(prefix + "headerHeight")]
        segments = StateKeys(prefix + "segments.")
        concreteDimension = SpecKey(prefix + "concreteDimension")
        concreteDimensionCustom = SpecKey(prefix + "concreteDimension.custom")
        concreteDimensionFit = SpecKey(prefix + "concreteDimension.fit")
        concreteDimensionFitMin = SpecKey(prefix + "concreteDimension.fit.min")
        concreteDimensionFitMax = SpecKey(prefix + "concreteDimension.fit.max")
        headerHeight = SpecKey(prefix + "headerHeight")
        topInset = SpecKey(prefix + "topInset")
        placementMaxWidth = SpecKey(prefix + "placement.maxWidth")
        placementAlignment = SpecKey(prefix + "placement.alignment")
        placementHorizontalMargin = SpecKey(prefix + "placement.horizontalMargin")
        placementBottomMargin = SpecKey(prefix + "placement.bottomMargin")
        placementFloat = SpecKey(prefix + "placement.float")
        placementFloatMargin = SpecKey(prefix + "placement.float.margin")
        placementFloatAttach = SpecKey(prefix + "placement.float.attach")
        placementBarCoverFrom = SpecKey(prefix + "placement.bar.coverFrom")
    }

    /// The sheet's own layout.
    static let base = LayoutKeys(override: nil)
    /// `overrides.landscape`.
    static let landscape = LayoutKeys(override: "overrides.landscape")
    /// `overrides.wide`.
    static let wide = LayoutKeys(override: "overrides.wide")
}
