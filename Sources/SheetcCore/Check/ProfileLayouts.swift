import SheetRuntime

/// The built-in device profiles laid out once for one spec's `topInset`, shared by every rule
/// that judges lengths per device.
///
/// Each rule used to lay the eight profiles out again (and one with its states as well): about
/// a quarter of checking a spec. The layouts are made on first use, so a spec no rule needs them
/// for (same units throughout, nothing mapped) pays nothing. Heights come from the runtime's own
/// `SheetLayout.height(of:)`, so a spec is still judged by the arithmetic that runs on the device.
struct ProfileLayouts {
    let topInset: SheetLength
    /// Where the card sits: a detached card's states stand on its bottom margin.
    let placement: Placement
    /// The profiles the spec's own layout applies on (those an override takes are checked with it).
    let profiles: [DeviceProfile]
    private var made: [SheetLayout]?

    /// `made`: the layouts of these inputs laid out before, when a worker's cache has them.
    init(topInset: SheetLength, placement: Placement, profiles: [DeviceProfile] = DeviceProfile.builtIn, made: [SheetLayout]? = nil) {
        self.topInset = topInset
        self.placement = placement
        self.profiles = profiles
        self.made = made
    }

    /// The layouts, if `all()` has been asked for them (to be kept in a worker's cache).
    var madeLayouts: [SheetLayout]? { made }

    /// One layout per profile of `profiles`, in its order.
    mutating func all() -> [SheetLayout] {
        if let made { return made }
        // By position: a profile taken whole copies its name.
        let layouts = profiles.indices.map { SheetLayout(states: [], topInset: topInset, placement: placement, container: profiles[$0].container) }
        made = layouts
        return layouts
    }

    /// The names of the profiles, in positions `all()` returns, where `isBroken` holds.
    mutating func profiles(where isBroken: (SheetLayout) -> Bool) -> [String] {
        profileIndices(where: isBroken).map { profiles[$0].name }
    }

    /// The positions in `all()` of the layouts where `isBroken` holds (none allocated when none does).
    mutating func profileIndices(where isBroken: (SheetLayout) -> Bool) -> [Int] {
        var found: [Int] = []
        // One copy of each layout (it holds arrays) however often `isBroken` reads it.
        for (position, layout) in all().enumerated() where isBroken(layout) { found.append(position) }
        return found
    }
}

/// The profile layouts of the few `topInset`s and `placement`s a worker meets, kept from one
/// spec to the next (`FileChecking`, one per worker: never shared between threads).
///
/// A spec's profile layouts hold no state (`states: []`): they depend on its `topInset`, its
/// `placement` and which profiles its overrides leave to the base layout, and on nothing else.
/// Most specs share these (a corpus of a thousand had four `topInset`s and one `placement`),
/// and laying the eight profiles out again for each, then freeing them, cost ~4,000
/// instructions a spec.
struct ProfileLayoutCache {
    /// The inputs of one spec's profile layouts, compared bit for bit: `0` and `-0`, equal as
    /// numbers, are different keys, so a layout is only ever reused for identical inputs.
    /// `nil` for a `topInset` built of other lengths (`offset`, `fit`, …), which is laid out afresh.
    struct Key: Equatable {
        let topInsetCase: UInt8
        let topInsetBits: UInt64
        let maxWidthBits: UInt64?
        let alignment: Placement.Alignment
        let horizontalMarginBits: UInt64
        let bottomMarginBits: UInt64
        /// Which built-in profiles the spec's own layout applies on (`SpecChecker.baseProfiles`).
        let landscapeOverridden: Bool
        let wideOverridden: Bool

        init?(topInset: SheetLength, placement: Placement, landscapeOverridden: Bool, wideOverridden: Bool) {
            switch topInset {
            case .points(let value): (topInsetCase, topInsetBits) = (0, value.bitPattern)
            case .fraction(let value): (topInsetCase, topInsetBits) = (1, value.bitPattern)
            case .fractionOfContainer(let value): (topInsetCase, topInsetBits) = (2, value.bitPattern)
            case .fromTop(let value): (topInsetCase, topInsetBits) = (3, value.bitPattern)
            case .aboveSafeArea(let value): (topInsetCase, topInsetBits) = (4, value.bitPattern)
            default: return nil
            }
            maxWidthBits = placement.maxWidth?.bitPattern
            alignment = placement.alignment
            horizontalMarginBits = placement.horizontalMargin.bitPattern
            bottomMarginBits = placement.bottomMargin.bitPattern
            self.landscapeOverridden = landscapeOverridden
            self.wideOverridden = wideOverridden
        }
    }

    /// At most `capacity` inputs are kept, the first met: a worker fed ever-new insets keeps a
    /// bounded cache and lays the others out as before.
    private static let capacity = 16
    private var entries: [(key: Key, layouts: [SheetLayout])] = []

    /// The layouts kept for `key`, if any.
    func layouts(for key: Key) -> [SheetLayout]? {
        for entry in entries where entry.key == key { return entry.layouts }
        return nil
    }

    /// Keeps `layouts` for `key` while there is room.
    mutating func keep(_ layouts: [SheetLayout], for key: Key) {
        guard entries.count < Self.capacity else { return }
        entries.append((key, layouts))
    }
}
