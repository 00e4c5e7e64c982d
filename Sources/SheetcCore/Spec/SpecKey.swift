/// A key of the spec language, by its place in `KeyCatalog.allEntries`. The checker and
/// lowering name keys by the constants made from the catalog (SpecKey+Catalog.generated.swift,
/// `SpecKey.thresholdsDismissVelocity`): reading a key is then an array index rather than
/// building and hashing a path. A path built at run time (an override's keys) that is missing
/// from the catalog stops the program the first time it is used, instead of silently reading
/// nothing.
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
