/// A sheet's heights and decisions as a reviewer reads them (text, Markdown, GitHub): most of
/// what a change does repeats across profiles — a state in points moves alike on every phone, a
/// threshold changes the same region of releases on each — so rows that differ only by profile
/// are one row, and each part shows at most `maxRows` rows, then says how many more there are.
/// `--format json` keeps every region of every profile.
public struct DiffDigest: Sendable, Equatable {
    /// At most this many rows per part of a sheet; the rest are counted ("and 12 more").
    public static let maxRows = 20

    /// A state that moved alike on `profiles`.
    public struct HeightRow: Sendable, Equatable {
        public var state: String
        public var profiles: [String]
        public var old: Double
        public var new: Double
    }

    /// Releases at `heights` moving at `velocities` on each of `profiles` that went to `old` and
    /// now go to `new`; `keys`, the spec keys that moved the region (on any of the profiles).
    public struct DecisionRow: Sendable, Equatable {
        public var profiles: [String]
        public var heights: Interval
        public var velocities: Interval
        public var old: String
        public var new: String
        public var keys: [String]
    }

    public var heights: [HeightRow] = []
    public var decisions: [DecisionRow] = []
    /// The profiles compared: a row on all of them says "every profile".
    public var profiles: [String] = []

    public init(_ diff: SheetDiff) {
        profiles = diff.profiles
        // Heights: one row per state and move, its profiles in the order compared; a state's rows together.
        for change in diff.heights {
            if let index = heights.firstIndex(where: { $0.state == change.state && $0.old == change.old && $0.new == change.new }) {
                heights[index].profiles.append(change.profile)
            } else {
                let after = heights.lastIndex { $0.state == change.state }.map { $0 + 1 } ?? heights.endIndex
                heights.insert(HeightRow(state: change.state, profiles: [change.profile], old: change.old, new: change.new), at: after)
            }
        }
        // Decisions: the profiles of the same region are one row.
        for region in diff.decisions {
            if let index = decisions.firstIndex(where: { $0.heights == region.heights && $0.velocities == region.velocities
                                                         && $0.old == region.old && $0.new == region.new }) {
                decisions[index].profiles.append(region.profile)
                decisions[index].keys += region.keys.filter { !decisions[index].keys.contains($0) }
            } else {
                decisions.append(DecisionRow(profiles: [region.profile], heights: region.heights, velocities: region.velocities,
                                             old: region.old, new: region.new, keys: region.keys))
            }
        }
    }

    /// `rows` as shown: the first `maxRows`, and how many more there are.
    public static func capped<Row>(_ rows: [Row]) -> (shown: ArraySlice<Row>, more: Int) {
        (rows.prefix(maxRows), max(0, rows.count - maxRows))
    }

    // MARK: Phrases

    /// "every profile" for all of them (when more than one was compared), else their names.
    public func profileList(_ names: [String]) -> String {
        names.count == profiles.count && profiles.count > 1 ? "every profile" : names.joined(separator: ", ")
    }

    /// The releases of a row's velocities: "at rest", "moving up at 400 to under 500 pt/s",
    /// "moving down faster than 1500 pt/s" — an interval's parts up, at rest and down, an end that
    /// is not included said so ("under", "over"), and "at rest or moving slower than 300 pt/s"
    /// where up and down agree.
    public static func motion(_ velocities: Interval) -> String {
        if !velocities.lower.isFinite && !velocities.upper.isFinite { return "at any velocity" }
        let rest = velocities.contains(0)
        // The part moving up, as speeds (positive), and the part moving down.
        let up = velocities.lower < 0
            ? speeds(from: velocities.upper < 0 ? -velocities.upper : 0, including: velocities.upper < 0 && velocities.includesUpper,
                     to: -velocities.lower, including: velocities.includesLower)
            : nil
        let down = velocities.upper > 0
            ? speeds(from: velocities.lower > 0 ? velocities.lower : 0, including: velocities.lower > 0 && velocities.includesLower,
                     to: velocities.upper, including: velocities.includesUpper)
            : nil
        if let up, let down, up == down { return (rest ? "at rest or " : "") + "moving \(up)" }
        var parts: [String] = []
        if let up { parts.append("moving up \(up)") }
        if rest { parts.append("at rest") }
        if let down { parts.append("moving down \(down)") }
        return parts.joined(separator: " or ")
    }

    /// Speeds from `low` to `high` pt/s: "at 400 to under 500 pt/s", "slower than 300 pt/s",
    /// "faster than 1500 pt/s", "at 800 pt/s".
    private static func speeds(from low: Double, including lowIncluded: Bool, to high: Double, including highIncluded: Bool) -> String {
        func number(_ value: Double) -> String { NumberFormatting.text(value, decimals: 1) }
        if low == high { return "at \(number(low)) pt/s" }
        if low == 0 && !lowIncluded {
            if !high.isFinite { return "at any speed" }
            return highIncluded ? "at up to \(number(high)) pt/s" : "slower than \(number(high)) pt/s"
        }
        if !high.isFinite { return lowIncluded ? "at \(number(low)) pt/s or faster" : "faster than \(number(low)) pt/s" }
        return "at \(lowIncluded ? "" : "over ")\(number(low)) to \(highIncluded ? "" : "under ")\(number(high)) pt/s"
    }

    /// A row's heights: "250", "120 to under 140", "over 300 to 402".
    public static func heights(_ heights: Interval) -> String {
        func number(_ value: Double) -> String { NumberFormatting.text(value, decimals: 1) }
        if heights.isPoint { return number(heights.lower) }
        return "\(heights.includesLower ? "" : "over ")\(number(heights.lower)) to \(heights.includesUpper ? "" : "under ")\(number(heights.upper))"
    }
}
