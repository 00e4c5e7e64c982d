import SheetRuntime

/// The releases whose outcome a change alters, worked out exactly (`sheetc diff`,
/// docs/ci.md#what-a-pull-request-does-to-the-sheets-sheetc-diff). SheetRuntime's
/// `SheetEngine.release(height:velocity:)` compares a release's height and velocity only with a
/// few values of the sheet — its resting heights, the lines between them, `dismissBelow`,
/// `snapVelocity`, `dismissVelocity`, and 0 — so between two such values its answer cannot change.
/// Cutting heights and velocities at the values of both sides gives cells that each decide
/// alike; the engine decides one release in each cell (the values themselves are cells of their
/// own: a tie is decided as it is), and neighbouring cells that changed alike are joined. No
/// release rule is restated here: the candidates are only where to ask the engine, and
/// `ReleaseRegionsTests` checks that no release between them decides otherwise.
public enum ReleaseRegions {
    /// A value the rule compares a release with, and the spec keys that set it, most likely first
    /// (where a GitHub annotation of a change bounded by it stands).
    struct Cut {
        var value: Double
        var keys: [String]
    }

    /// The releases whose outcome changed on `profile`, one region per run of alike cells: every
    /// one (a review merges them across profiles, `DiffDigest`). A renamed state's old name is
    /// read as its new one, so a rename alone changes no decision.
    static func changes(old: SheetConfiguration, new: SheetConfiguration, renamed: [String: String],
                        on profile: DeviceProfile) -> [SheetDiff.DecisionRange] {
        let before = SheetEngine(configuration: old, container: profile.container)
        let after = SheetEngine(configuration: new, container: profile.container)
        let top = max(before.layout.ceiling, after.layout.ceiling)
        let oldHeights = heightCuts(before, renamed: renamed), newHeights = heightCuts(after, renamed: [:])
        let oldVelocities = velocityCuts(old.thresholds), newVelocities = velocityCuts(new.thresholds)
        let heights = cells(of: (oldHeights + newHeights).map(\.value).filter { $0 > 0 && $0 < top }, from: 0, to: top)
        let velocities = cells(of: (oldVelocities + newVelocities).map(\.value), from: -.infinity, to: .infinity)

        // Per velocity cell, the runs of height cells that changed alike; then runs alike in
        // neighbouring velocity cells joined.
        var regions: [SheetDiff.DecisionRange] = []
        var open: [Int] = []  // indices into `regions` that the previous velocity cell extended
        for velocity in velocities {
            var runs: [(heights: Interval, old: String, new: String)] = []
            for height in heights {
                var was = before.release(height: height.sample, velocity: velocity.sample).target.description
                was = renamed[was] ?? was
                let now = after.release(height: height.sample, velocity: velocity.sample).target.description
                guard was != now else { continue }
                if let last = runs.last, last.old == was, last.new == now, let joined = last.heights.joined(to: height.interval) {
                    runs[runs.count - 1].heights = joined
                } else {
                    runs.append((height.interval, was, now))
                }
            }
            var extended: [Int] = []
            for run in runs {
                if let index = open.first(where: { regions[$0].heights == run.heights && regions[$0].old == run.old && regions[$0].new == run.new }),
                   let joined = regions[index].velocities.joined(to: velocity.interval) {
                    regions[index].velocities = joined
                    extended.append(index)
                } else {
                    regions.append(.init(profile: profile.name, heights: run.heights, velocities: velocity.interval, old: run.old, new: run.new))
                    extended.append(regions.count - 1)
                }
            }
            open = extended
        }
        // The keys of the values that bound each region on one side only: what moved it.
        let oneSided = Dictionary(grouping: symmetricDifference(oldHeights, newHeights), by: \.value).mapValues { $0.flatMap(\.keys) }
        let oneSidedVelocities = Dictionary(grouping: symmetricDifference(oldVelocities, newVelocities), by: \.value).mapValues { $0.flatMap(\.keys) }
        for index in regions.indices {
            let region = regions[index]
            var keys = (oneSided[region.heights.lower] ?? []) + (oneSided[region.heights.upper] ?? [])
            keys += (oneSidedVelocities[region.velocities.lower] ?? []) + (oneSidedVelocities[region.velocities.upper] ?? [])
            regions[index].keys = keys.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        }
        return regions
    }

    /// The heights `release` compares with on `engine`'s layout: each resting height (and half a
    /// point either side, where `atRest: up`/`down` take a state as reached), the line between
    /// each pair of neighbours (the midpoint, or the `boundaries` entry), `dismissBelow`.
    /// `renamed` gives the keys a state of this side is written under on the new side.
    static func heightCuts(_ engine: SheetEngine, renamed: [String: String]) -> [Cut] {
        let resting = engine.restingStates
        func keys(_ state: String) -> [String] {
            let name = renamed[state] ?? state
            return ["states.\(name)", "segments.\(name)"]
        }
        var cuts: [Cut] = [Cut(value: engine.dismissBelow, keys: ["thresholds.dismissBelow"] + (resting.first.map { keys($0.name) } ?? []))]
        for (index, state) in resting.enumerated() {
            for offset in [-0.5, 0, 0.5] { cuts.append(Cut(value: state.height + offset, keys: keys(state.name))) }
            guard index > 0 else { continue }
            let boundary = "thresholds.boundaries.\(renamed[state.name] ?? state.name)"
            cuts.append(Cut(value: (resting[index - 1].height + state.height) / 2, keys: keys(state.name) + keys(resting[index - 1].name)))
            if let length = engine.configuration.thresholds.boundaries[state.name] {
                cuts.append(Cut(value: engine.layout.height(of: length), keys: [boundary] + keys(state.name)))
            }
        }
        return cuts
    }

    /// The velocities `release` compares with: 0, ± `snapVelocity`, `dismissVelocity`.
    static func velocityCuts(_ thresholds: Thresholds) -> [Cut] {
        var cuts = [Cut(value: 0, keys: [])]
        if let snap = thresholds.snapVelocity {
            cuts += [Cut(value: snap, keys: ["thresholds.snapVelocity"]), Cut(value: -snap, keys: ["thresholds.snapVelocity"])]
        }
        if let dismiss = thresholds.dismissVelocity { cuts.append(Cut(value: dismiss, keys: ["thresholds.dismissVelocity"])) }
        return cuts
    }

    /// A cell of one axis: an interval that decides alike, and the value decided for it.
    struct Cell {
        var interval: Interval
        var sample: Double
    }

    /// `lower...upper` cut at `values`: each value a cell, and each open stretch between two.
    static func cells(of values: [Double], from lower: Double, to upper: Double) -> [Cell] {
        let points = Set(values.filter { $0 > lower && $0 < upper } + [lower, upper].filter(\.isFinite)).sorted()
        var cells: [Cell] = []
        var previous = lower
        for point in points {
            if point > previous {
                let sample = previous.isFinite ? (previous + point) / 2 : point - 1
                cells.append(Cell(interval: Interval(lower: previous, upper: point, includesLower: false, includesUpper: false), sample: sample))
            }
            cells.append(Cell(interval: .point(point), sample: point))
            previous = point
        }
        if !upper.isFinite {
            cells.append(Cell(interval: Interval(lower: previous, upper: upper, includesLower: false, includesUpper: false),
                              sample: previous.isFinite ? previous + 1 : 0))
        }
        return cells
    }

    /// The cuts of either side that the other does not have at the same value.
    private static func symmetricDifference(_ old: [Cut], _ new: [Cut]) -> [Cut] {
        let oldValues = Set(old.map(\.value)), newValues = Set(new.map(\.value))
        return old.filter { !newValues.contains($0.value) } + new.filter { !oldValues.contains($0.value) }
    }
}
