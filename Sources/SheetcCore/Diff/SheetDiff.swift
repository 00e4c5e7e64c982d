import SheetRuntime

/// What a change does to one sheet (docs/ci.md#what-a-pull-request-does-to-the-sheets-sheetc-diff): its
/// API, its heights per state and profile, the regions of releases whose decision changed, and
/// every other resolved value.
public struct SheetDiff: Sendable, Equatable {
    public enum Status: String, Sendable {
        case added, removed, changed, unchanged
    }

    /// A change app code sees: a sheet or state added, removed or renamed; `initialState` changed.
    public struct APIChange: Sendable, Equatable {
        public var message: String
        /// App code that names what was removed or renamed no longer compiles.
        public var isBreaking: Bool
        /// The spec key the change is written at (`states.mid`, `initialState`, `sheet`): where
        /// its GitHub annotation stands.
        public var key: String = "sheet"
    }

    /// A state's resolved frame height on one profile, rounded to 0.1 pt.
    public struct HeightChange: Sendable, Equatable {
        public var profile: String
        public var state: String
        public var old: Double
        public var new: Double
    }

    /// Releases at heights in `heights` (frame heights, pt) moving at velocities in `velocities`
    /// (pt/s, positive downward) that went to `old` and now go to `new` (a state's name, or
    /// `dismissed`): a region of the release rule's exact cells (`ReleaseRegions`).
    public struct DecisionRange: Sendable, Equatable {
        public var profile: String
        public var heights: Interval
        public var velocities: Interval
        public var old: String
        public var new: String
        /// The spec keys of the values that bound the region on one side only (`states.half`,
        /// `thresholds.snapVelocity`): what moved it, where its GitHub annotation stands.
        public var keys: [String] = []
    }

    /// A resolved value as `key.path: old → new`; `nil` where the value is not there on that side.
    public struct ValueChange: Sendable, Equatable {
        public var path: String
        public var old: String?
        public var new: String?
    }

    public var sheet: String
    public var file: String
    public var status: Status
    public var api: [APIChange] = []
    public var heights: [HeightChange] = []
    /// Every region, per profile: the review formats merge and cap them (`DiffDigest`).
    public var decisions: [DecisionRange] = []
    public var values: [ValueChange] = []
    /// The profiles compared, in order: a review says "every profile" when a change is on all.
    public var profiles: [String] = []

    /// How many changes of each kind `--fail-on` counts.
    public var breakingCount: Int { api.count { $0.isBreaking } }
    public var behaviourCount: Int { breakingCount + heights.count + decisions.count }
    public var changeCount: Int { api.count + heights.count + decisions.count + values.count }
}

/// Which changes make `sheetc diff` fail (`--fail-on`).
public enum DiffFailOn: String, Sendable, CaseIterable {
    case breaking, behaviour, any

    /// The changes of `diff` this counts.
    public func count(in diff: SheetDiff) -> Int {
        switch self {
        case .breaking: return diff.breakingCount
        case .behaviour: return diff.behaviourCount
        case .any: return diff.changeCount
        }
    }
}
