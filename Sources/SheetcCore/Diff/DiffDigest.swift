/// A sheet's heights and decisions as a reviewer reads them (text, Markdown, GitHub): the grid
/// replays every profile at eleven velocities, and most of what it finds repeats — a slow
/// release decides alike at −100, 0 and 100 pt/s, a state in points moves alike on every phone.
/// So ranges that differ only by velocity are one row, rows that differ only by profile are one
/// row, and each part shows at most `maxRows` rows, then says how many more there are.
/// `--format json` keeps every range of the grid.
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

    /// Releases between `from` and `to` at each of `velocities` on each of `profiles` that went to
    /// `old` and now go to `new`.
    public struct DecisionRow: Sendable, Equatable {
        public var profiles: [String]
        public var velocities: [Double]
        public var from: Double
        public var to: Double
        public var old: String
        public var new: String
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
        // Decisions: first the velocities of a profile's same range, then the profiles of the same row.
        var perProfile: [DecisionRow] = []
        for range in diff.decisions {
            if let index = perProfile.firstIndex(where: { $0.profiles == [range.profile] && $0.from == range.from && $0.to == range.to
                                                          && $0.old == range.old && $0.new == range.new }) {
                perProfile[index].velocities.append(range.velocity)
            } else {
                perProfile.append(DecisionRow(profiles: [range.profile], velocities: [range.velocity], from: range.from, to: range.to,
                                              old: range.old, new: range.new))
            }
        }
        for row in perProfile {
            if let index = decisions.firstIndex(where: { $0.velocities == row.velocities && $0.from == row.from && $0.to == row.to
                                                         && $0.old == row.old && $0.new == row.new }) {
                decisions[index].profiles += row.profiles
            } else {
                decisions.append(row)
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

    /// The releases of a row: "at rest", "moving down at 800 pt/s", and a run of the grid's
    /// velocities as one span ("moving down at 100–800 pt/s", "at rest or moving at up to 100 pt/s
    /// up, 300 pt/s down"); runs apart are joined with "; ".
    public static func motion(_ velocities: [Double]) -> String {
        let grid = DecisionGrid.velocities
        var runs: [[Double]] = []
        for velocity in velocities.sorted() {
            if let last = runs.last?.last, let index = grid.firstIndex(of: last), index + 1 < grid.count, grid[index + 1] == velocity {
                runs[runs.count - 1].append(velocity)
            } else {
                runs.append([velocity])
            }
        }
        return runs.map { run in span(run.first!, run.last!, wholeGrid: run.count == grid.count) }.joined(separator: "; ")
    }

    private static func span(_ low: Double, _ high: Double, wholeGrid: Bool) -> String {
        func speed(_ value: Double) -> String { NumberFormatting.text(abs(value), decimals: 1) }
        if wholeGrid { return "at any velocity" }
        if low == high { return low == 0 ? "at rest" : "moving \(low > 0 ? "down" : "up") at \(speed(low)) pt/s" }
        if low > 0 { return "moving down at \(speed(low))–\(speed(high)) pt/s" }
        if high < 0 { return "moving up at \(speed(high))–\(speed(low)) pt/s" }
        if low == 0 { return "at rest or moving down at up to \(speed(high)) pt/s" }
        if high == 0 { return "at rest or moving up at up to \(speed(low)) pt/s" }
        if -low == high { return "at rest or moving at up to \(speed(high)) pt/s" }
        return "at rest or moving at up to \(speed(low)) pt/s up, \(speed(high)) pt/s down"
    }
}
