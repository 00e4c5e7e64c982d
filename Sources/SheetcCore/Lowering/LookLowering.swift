import SheetRuntime

/// The keys of the iOS 26 look, lowered: the card's corner radius and material, and whether it
/// floats. `style: glass` reaches these through the sheet's defaults (`SheetSpec.applyStyle()`),
/// so what is written wins and the preset fills the rest, here as everywhere else.
enum LookLowering {
    /// `appearance.cornerRadius`: a number of points, or concentric (`concentric` alone takes the
    /// default minimum).
    static func cornerRadius(_ spec: SheetSpec) -> Appearance.CornerRadius {
        switch spec.value(.appearanceCornerRadius) {
        case .number(let points)?: return .points(points)
        case .choice?, .mapping?:
            return .concentric(minimum: spec.number(.appearanceCornerRadiusConcentricMinimum) ?? KeyCatalog.concentricMinimum)
        default: return .points(0)  // refused, and reported: the sheet has an error and is not emitted
        }
    }

    /// `appearance.material`.
    static func material(_ spec: SheetSpec) -> Appearance.Material {
        spec.text(.appearanceMaterial).flatMap(Appearance.Material.init) ?? .solid
    }

    /// Where a float with no `attach` attaches: at the highest state when the sheet has two or
    /// more resting states, else never (a card with one position has nothing to attach at).
    static func defaultAttach(_ states: [SheetSpec.StateLength]?) -> String {
        let resting = (states ?? []).filter { $0.length.isPositive }
        return resting.count >= 2 ? resting[resting.count - 1].name : KeyCatalog.neverAttached
    }

    /// `placement.float` of the layout `keys` names: the sheet's own (with `style: glass`, on
    /// unless written `false`), or an override's merged key by key over `base`, the float of what
    /// applies without it (an override that does not write it keeps `base`).
    static func float(_ spec: SheetSpec, _ keys: LayoutKeys, over base: Placement.Floating?, defaultAttach: String) -> Placement.Floating? {
        if keys.override != nil, !spec.isWritten(keys.placementFloat) { return base }
        switch spec.value(keys.placementFloat) {
        case .bool(false)?, nil: return nil
        default:
            let margin = spec.number(keys.placementFloatMargin) ?? base?.margin ?? KeyCatalog.floatMargin
            let attach = spec.text(keys.placementFloatAttach) ?? base.map(\.attach.manifestName) ?? defaultAttach
            return Placement.Floating(margin: margin, attach: attach == KeyCatalog.neverAttached ? .never : .state(attach))
        }
    }
}
