import SheetcCore
import SheetRuntime
import Testing

/// `sheetc diff`'s comparison, on configurations the compiler checked.
struct SheetComparisonTests {
    static func side(_ text: String) throws -> SheetComparison.Side {
        let result = Compiler().check([SpecSource(path: "s.sheet.yaml", bytes: Array(text.utf8))])[0]
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted.map(\.message))")
        return SheetComparison.Side(configuration: try #require(result.sheets.first).configuration, file: "s.sheet.yaml")
    }

    static let base = """
        version: 1
        sheet: Demo
        segmented: true
        segments: {open: 90%, compressed: 300, closed: 0}
        thresholds: {dismissVelocity: 1500}

        """

    @Test func sameSheetIsUnchanged() throws {
        let diff = SheetComparison.compare(old: try Self.side(Self.base), new: try Self.side(Self.base + "# a comment\n"))
        #expect(diff.status == .unchanged)
        #expect(diff.changeCount == 0)
    }

    @Test func aLowerDismissVelocityDismissesFasterFlicks() throws {
        let diff = SheetComparison.compare(old: try Self.side(Self.base),
                                           new: try Self.side(Self.base.replacingOccurrences(of: "1500}", with: "700}")))
        #expect(diff.status == .changed)
        #expect(diff.values.map(\.path) == ["thresholds.dismissVelocity"])
        #expect(diff.breakingCount == 0)
        // Only the flicks down at 700 to under 1500 pt/s change: now dismissed, wherever they were released.
        let iphone = diff.decisions.filter { $0.profile == "iphone-15" }
        #expect(!iphone.isEmpty)
        #expect(iphone.allSatisfy { $0.velocities == Interval(lower: 700, upper: 1500, includesLower: true, includesUpper: false) && $0.new == "dismissed" })
    }

    @Test func removingAStateIsBreaking() throws {
        let two = "version: 1\nsheet: Demo\nconcreteDimension: half\nheaderHeight: 80\n"
        let diff = SheetComparison.compare(old: try Self.side(Self.base), new: try Self.side(two))
        #expect(diff.breakingCount == 1)
        #expect(diff.api.contains { $0.isBreaking && $0.message.contains("'compressed' removed") })
    }

    /// A state renamed in place (named states, docs/language.md#states) is breaking, and changes no decision.
    @Test func renamingAStateIsBreakingAndNothingElse() throws {
        let old = try Self.side(Self.base)
        var new = old
        new.configuration.states[1].name = "middle"
        let diff = SheetComparison.compare(old: old, new: new)
        #expect(diff.api.map(\.message) == ["state 'compressed' renamed to 'middle': code that names '.compressed' no longer compiles"])
        #expect(diff.breakingCount == 1)
        #expect(diff.decisions.isEmpty && diff.heights.isEmpty)
    }

    @Test func heightsMoveByProfile() throws {
        let diff = SheetComparison.compare(old: try Self.side(Self.base),
                                           new: try Self.side(Self.base.replacingOccurrences(of: "compressed: 300", with: "compressed: 320")))
        #expect(diff.heights.count == DeviceProfile.builtIn.count)
        #expect(diff.heights.allSatisfy { $0.state == "compressed" && $0.old == 300 && $0.new == 320 })
    }

    @Test func addedAndRemovedSheets() throws {
        let diffs = SheetComparison.compare(old: [try Self.side(Self.base)],
                                            new: [try Self.side(Self.base.replacingOccurrences(of: "Demo", with: "Renamed"))])
        #expect(diffs.map(\.status) == [.removed, .added])
        #expect(diffs[0].breakingCount == 1 && diffs[1].breakingCount == 0)
    }

    /// The model keeps every region of every profile (JSON shows them all); a review merges the
    /// profiles that agree.
    @Test func everyRegionIsKeptAndTheDigestMergesThem() throws {
        let old = try Self.side(Self.base)
        let new = try Self.side(Self.base.replacingOccurrences(of: "{dismissVelocity: 1500}", with: "{dismissVelocity: 100, snapVelocity: 50}"))
        let diff = SheetComparison.compare(old: old, new: new)
        let digest = DiffDigest(diff)
        #expect(digest.decisions.count < diff.decisions.count)
        #expect(digest.decisions.reduce(0) { $0 + $1.profiles.count } == diff.decisions.count)
    }

    @Test func aRecordSwitchedOffIsOneChange() throws {
        let diff = SheetComparison.compare(old: try Self.side(Self.base),
                                           new: try Self.side(Self.base + "dimming: false\nappearance: {backgroundColor: \"#EEEEEE\"}\n"))
        #expect(diff.values.map { "\($0.path): \($0.old ?? "—") → \($0.new ?? "—")" } == [
            "dimming: on → none", "appearance.backgroundColor: {light: #FFFFFF, dark: #1C1C1E} → #EEEEEE",
        ])
    }

    /// A renamed state is one breaking API change, also where an override gives it another
    /// height: the override's copy of the states adds no value lines of its own.
    @Test func aRenamedStateWithAnOverrideIsOneAPIChange() throws {
        let spec = """
            version: 1
            sheet: Named
            states: {half: {fromTop: 400}, full: 100%}
            overrides: {landscape: {states: {half: 120}}}

            """
        let diff = SheetComparison.compare(old: try Self.side(spec),
                                           new: try Self.side(spec.replacingOccurrences(of: "half", with: "middle")))
        #expect(diff.values.allSatisfy { !$0.path.hasPrefix("overrides.") }, "\(diff.values.map(\.path))")
        #expect(diff.breakingCount == 1 && diff.heights.isEmpty)
    }
}
