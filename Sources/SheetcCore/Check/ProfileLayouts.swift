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

    init(topInset: SheetLength, placement: Placement, profiles: [DeviceProfile] = DeviceProfile.builtIn) {
        self.topInset = topInset
        self.placement = placement
        self.profiles = profiles
    }

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
