import SheetRuntime

/// The built-in device profiles laid out once for one spec's `topInset`, shared by every rule
/// that judges lengths per device.
///
/// The layouts are made on first use, so a spec no rule needs them for (same units throughout,
/// nothing mapped) pays nothing. Heights come from the runtime's own
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
/// `placement` and which profiles its overrides leave to the base layout, and on nothing else;
/// most specs share these, so most specs lay nothing out.
struct ProfileLayoutCache {
    /// Everything one spec's profile layouts are made from: equal keys, equal layouts.
    struct Key: Hashable {
        let topInset: SheetLength
        let placement: Placement
        /// Which built-in profiles the spec's own layout applies on (`SpecChecker.baseProfiles`).
        let landscapeOverridden: Bool
        let wideOverridden: Bool

        /// `nil` for a `topInset` built of other lengths (`offset`, `fit`, …): rare enough to be
        /// laid out afresh each time.
        init?(topInset: SheetLength, placement: Placement, landscapeOverridden: Bool, wideOverridden: Bool) {
            switch topInset {
            case .points, .fraction, .fractionOfContainer, .fromTop, .aboveSafeArea, .system: break
            case .offset, .half, .fit: return nil
            }
            self.topInset = topInset
            self.placement = placement
            self.landscapeOverridden = landscapeOverridden
            self.wideOverridden = wideOverridden
        }
    }

    /// At most `capacity` keys are kept, the first met: a worker fed ever-new insets keeps a
    /// bounded cache and lays the others out as before.
    static let capacity = 16
    private var entries: [Key: [SheetLayout]] = [:]

    /// The layouts kept for `key`, if any.
    func layouts(for key: Key) -> [SheetLayout]? {
        entries[key]
    }

    /// Keeps `layouts` for `key` while there is room.
    mutating func keep(_ layouts: [SheetLayout], for key: Key) {
        guard entries.count < Self.capacity else { return }
        entries[key] = layouts
    }
}
