import SheetRuntime

/// The fixed grid of releases `sheetc diff` replays on both sides
/// (docs/ci.md#what-a-pull-request-does-to-the-sheets-sheetc-diff): every frame height from 0 to the
/// highest allowed height in 1 pt steps, at each of `velocities`. Each release is decided by
/// SheetRuntime's `SheetEngine`, the code an app runs.
public enum DecisionGrid {
    /// pt/s, positive downward.
    public static let velocities: [Double] = [-3000, -1500, -800, -300, -100, 0, 100, 300, 800, 1500, 3000]
    /// The releases whose outcome changed on `profile`, as ranges of heights per velocity, every
    /// one (a review merges and caps them, `DiffDigest`; JSON keeps them all). A renamed state's
    /// old name is read as its new one, so a rename alone changes no decision.
    static func changes(old: SheetConfiguration, new: SheetConfiguration, renamed: [String: String],
                        on profile: DeviceProfile) -> [SheetDiff.DecisionRange] {
        let before = SheetEngine(configuration: old, container: profile.container)
        let after = SheetEngine(configuration: new, container: profile.container)
        let highest = Int(max(before.layout.ceiling, after.layout.ceiling).rounded(.down))
        var ranges: [SheetDiff.DecisionRange] = []
        for velocity in velocities {
            var open: SheetDiff.DecisionRange?
            for height in 0...max(0, highest) {
                let h = Double(height)
                var was = before.release(height: h, velocity: velocity).target.description
                was = renamed[was] ?? was
                let now = after.release(height: h, velocity: velocity).target.description
                if was != now, let current = open, current.old == was, current.new == now, current.to == h - 1 {
                    open?.to = h
                    continue
                }
                if let current = open { ranges.append(current) }
                open = was != now ? SheetDiff.DecisionRange(profile: profile.name, velocity: velocity, from: h, to: h, old: was, new: now) : nil
            }
            if let current = open { ranges.append(current) }
        }
        return ranges
    }
}
