import SheetRuntime

/// Compares the sheets of two checked sides of a change (`sheetc diff`): each side's
/// configurations come from the same compiler, and every height and decision from
/// SheetRuntime's own layout and engine — nothing here restates a rule.
public enum SheetComparison {
    /// One checked sheet on one side: its configuration and its file.
    public struct Side: Sendable {
        public var configuration: SheetConfiguration
        public var file: String

        public init(configuration: SheetConfiguration, file: String) {
            self.configuration = configuration
            self.file = file
        }
    }

    /// Every sheet of either side, matched by name, in the order of their files and names.
    public static func compare(old: [Side], new: [Side], profiles: [DeviceProfile] = DeviceProfile.builtIn) -> [SheetDiff] {
        let olds = Dictionary(old.map { ($0.configuration.sheet, $0) }, uniquingKeysWith: { first, _ in first })
        let news = Dictionary(new.map { ($0.configuration.sheet, $0) }, uniquingKeysWith: { first, _ in first })
        let names = Set(olds.keys).union(news.keys).sorted { lhs, rhs in
            let left = (news[lhs] ?? olds[lhs])!.file, right = (news[rhs] ?? olds[rhs])!.file
            return left != right ? left < right : lhs < rhs
        }
        return names.map { compare(old: olds[$0], new: news[$0], profiles: profiles) }
    }

    /// One sheet: added, removed, or both sides compared.
    public static func compare(old: Side?, new: Side?, profiles: [DeviceProfile] = DeviceProfile.builtIn) -> SheetDiff {
        guard let old else {
            let new = new!
            var diff = SheetDiff(sheet: new.configuration.sheet, file: new.file, status: .added)
            diff.api = [.init(message: "sheet '\(new.configuration.sheet)' added", isBreaking: false)]
            return diff
        }
        guard let new else {
            var diff = SheetDiff(sheet: old.configuration.sheet, file: old.file, status: .removed)
            diff.api = [.init(message: "sheet '\(old.configuration.sheet)' removed: app code that names it no longer compiles", isBreaking: true)]
            return diff
        }
        var diff = SheetDiff(sheet: new.configuration.sheet, file: new.file, status: .unchanged)
        let renamed = renamedStates(old.configuration, new.configuration)
        diff.api = apiChanges(old.configuration, new.configuration, renamed: renamed)
        diff.profiles = profiles.map(\.name)
        if old.configuration.target != new.configuration.target {
            // The generated type's protocol changes, so the API app code passes it to changes.
            diff.api.append(.init(message: "target \(old.configuration.target.rawValue) → \(new.configuration.target.rawValue): the sheet is shown by \(new.configuration.target == .system ? "the system's sheet" : "SheetRuntime"); app code that presents it must change", isBreaking: true))
        }
        for profile in profiles {
            diff.heights += heightChanges(old.configuration, new.configuration, renamed: renamed, on: profile)
            // UIKit decides a system sheet's releases: there are no decisions of sheetc's to compare.
            guard new.configuration.target == .runtime, old.configuration.target == .runtime else { continue }
            diff.decisions += ReleaseRegions.changes(old: old.configuration, new: new.configuration, renamed: renamed, on: profile)
        }
        diff.values = SpecValues.changes(old: old.configuration, new: new.configuration, renamed: renamed)
        if diff.changeCount > 0 { diff.status = .changed }
        return diff
    }

    /// States renamed: where both sides have as many states and differ at some positions, the
    /// name at each such position is taken as renamed (a state's place is its identity then).
    static func renamedStates(_ old: SheetConfiguration, _ new: SheetConfiguration) -> [String: String] {
        let oldNames = old.states.map(\.name), newNames = new.states.map(\.name)
        guard oldNames.count == newNames.count else { return [:] }
        var renamed: [String: String] = [:]
        for (before, after) in zip(oldNames, newNames) where before != after && !newNames.contains(before) && !oldNames.contains(after) {
            renamed[before] = after
        }
        return renamed
    }

    private static func apiChanges(_ old: SheetConfiguration, _ new: SheetConfiguration, renamed: [String: String]) -> [SheetDiff.APIChange] {
        var changes: [SheetDiff.APIChange] = []
        let oldNames = old.states.map(\.name), newNames = new.states.map(\.name)
        for name in oldNames {
            if let after = renamed[name] {
                changes.append(.init(message: "state '\(name)' renamed to '\(after)': code that names '.\(name)' no longer compiles", isBreaking: true,
                                     key: stateKey(new, after)))
            } else if !newNames.contains(name) {
                changes.append(.init(message: "state '\(name)' removed: code that names '.\(name)' or switches over the states no longer compiles", isBreaking: true,
                                     key: stateKey(new, nil)))
            }
        }
        for name in newNames where !oldNames.contains(name) && !renamed.values.contains(name) {
            changes.append(.init(message: "state '\(name)' added: a switch over the states without 'default' needs a case for it", isBreaking: false,
                                 key: stateKey(new, name)))
        }
        if old.initialState != new.initialState, renamed[old.initialState] != new.initialState {
            changes.append(.init(message: "initialState: \(old.initialState) → \(new.initialState)", isBreaking: false, key: "initialState"))
        }
        return changes
    }

    /// Where a sheet writes its states (`states`, `segments`, or the two-state keys), and the
    /// key of `state` there when it has one.
    static func stateKey(_ configuration: SheetConfiguration, _ state: String?) -> String {
        let map = configuration.segmented ? "segments" : "states"
        return state.map { map + "." + $0 } ?? map
    }

    private static func heightChanges(_ old: SheetConfiguration, _ new: SheetConfiguration, renamed: [String: String],
                                      on profile: DeviceProfile) -> [SheetDiff.HeightChange] {
        let before = heights(old, on: profile.container)
        return heights(new, on: profile.container).compactMap { state in
            let oldName = renamed.first { $0.value == state.name }?.key ?? state.name
            guard let oldHeight = before.first(where: { $0.name == oldName })?.height, abs(oldHeight - state.height) >= 0.5 else { return nil }
            return .init(profile: profile.name, state: state.name, old: rounded(oldHeight), new: rounded(state.height))
        }
    }

    /// Each state's height on `container`: SheetRuntime's layout, or for a system sheet its detent
    /// value (`SystemDetents`, with the compiler's largest detent) where the system shows detents
    /// and the detent is active (none full screen in compact height or as an iPad's form sheet,
    /// no medium in compact height), as `simulate` lists them.
    static func heights(_ configuration: SheetConfiguration, on container: ContainerMetrics) -> [(name: String, height: Double)] {
        guard configuration.target == .system else {
            return SheetLayout(configuration: configuration, container: container).states.map { ($0.name, $0.height) }
        }
        guard SystemDetents.presentation(of: configuration, on: container) == .detents else { return [] }
        return SystemDetents.detents(of: configuration, on: container).map { ($0.name, $0.value) }
    }

    /// To 0.1 pt.
    static func rounded(_ value: Double) -> Double {
        (value * 10).rounded() / 10
    }
}
