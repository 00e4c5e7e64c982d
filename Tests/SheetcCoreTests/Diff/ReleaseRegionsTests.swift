import Foundation
@testable import SheetcCore
import SheetRuntime
import SheetTestSupport
import Testing

/// `sheetc diff`'s decisions are exact: the engine's release rule decides alike everywhere inside
/// a cell that `ReleaseRegions` cuts, so asking it once per cell misses no change, however narrow.
struct ReleaseRegionsTests {
    /// Every runtime Sample, and sheets that use each option of the rule the Samples do not.
    static func configurations() throws -> [SheetConfiguration] {
        let samples = try FileManager.default.contentsOfDirectory(atPath: RepositoryRoot.url.appendingPathComponent("Samples").path)
            .filter { $0.hasSuffix(".sheet.yaml") }.sorted()
        var sources = try samples.map { name in
            SpecSource(path: name, bytes: Array(try Data(contentsOf: RepositoryRoot.url.appendingPathComponent("Samples/" + name))))
        }
        let extra = [
            "states: {low: 150, mid: 45%, high: {fromTop: 40}}\nthresholds: {atRest: down, snapVelocity: 0}",
            "states: {low: 150, mid: 45%, high: {fromTop: 40}}\nthresholds: {snapTarget: bracket, snapVelocity: 250, dismissVelocity: none}",
            "states: {low: 100, mid: 50%, high: {fromTop: 40}}\nthresholds: {boundaries: {mid: 120, high: 70%}, dismissBelow: 60}",
            "states: {low: 150, high: 60%}\nthresholds: {dismissWhen: movingDown, snapVelocity: none}\ninteraction: {dismissible: false}",
        ]
        sources += extra.enumerated().map { index, body in
            SpecSource(path: "extra\(index).sheet.yaml", bytes: Array("version: 1\nsheet: Extra\(index)\n\(body)\n".utf8))
        }
        let results = Compiler().check(sources)
        for result in results { #expect(!result.diagnostics.hasErrors, "\(result.path): \(result.diagnostics.sorted.map(\.message))") }
        return results.flatMap { $0.sheets.map(\.configuration) }.filter { $0.target == .runtime }
    }

    @Test func theRuleDecidesAlikeInsideEveryCell() throws {
        var random = SeededGenerator(seed: 48)
        let configurations = try Self.configurations()
        #expect(configurations.count >= 12)
        for configuration in configurations {
            for profile in [DeviceProfile.named("iphone-se")!, DeviceProfile.named("ipad-11-landscape")!] {
                let engine = SheetEngine(configuration: configuration, container: profile.container)
                let top = engine.layout.ceiling
                let heights = ReleaseRegions.cells(of: ReleaseRegions.heightCuts(engine, renamed: [:]).map(\.value), from: 0, to: top)
                let velocities = ReleaseRegions.cells(of: ReleaseRegions.velocityCuts(configuration.thresholds).map(\.value),
                                                      from: -.infinity, to: .infinity)
                for height in heights {
                    for velocity in velocities {
                        let expected = engine.release(height: height.sample, velocity: velocity.sample).target
                        for _ in 0..<6 {
                            let h = Self.inside(height.interval, using: &random), v = Self.inside(velocity.interval, using: &random)
                            let decided = engine.release(height: h, velocity: v).target
                            #expect(decided == expected, "\(configuration.sheet) on \(profile.name): a release at \(h) pt, \(v) pt/s goes to \(decided), the cell's sample to \(expected)")
                        }
                    }
                }
            }
        }
    }

    /// A value inside `interval` (its ends only when included; far out where it has no end).
    static func inside(_ interval: Interval, using random: inout SeededGenerator) -> Double {
        if interval.isPoint { return interval.lower }
        let lower = interval.lower.isFinite ? interval.lower : interval.upper - 20_000
        let upper = interval.upper.isFinite ? interval.upper : lower + 20_000
        var value = Double.random(in: lower...upper, using: &random)
        if !interval.contains(value) { value = (lower + upper) / 2 }
        return value
    }

    /// The change: `snapVelocity` 400 → 500 moves where a fling at 400 to under 500 pt/s
    /// goes — a band the old fixed grid of velocities never sampled.
    @Test func aMovedSnapVelocityIsTheBandBetweenTheTwo() throws {
        let spec = "version: 1\nsheet: Ride\nstates: {summary: 200, options: 300, full: 90%}\nthresholds: {snapVelocity: 400}\n"
        let old = try SheetComparisonTests.side(spec)
        let new = try SheetComparisonTests.side(spec.replacingOccurrences(of: "Velocity: 400}", with: "Velocity: 500}"))
        let diff = SheetComparison.compare(old: old, new: new, profiles: [DeviceProfile.named("iphone-15")!])
        // Flings at 400 to under 500 pt/s, up and down, and no others.
        let band = Interval(lower: -500, upper: -400, includesLower: false, includesUpper: true)
        let down = Interval(lower: 400, upper: 500, includesLower: true, includesUpper: false)
        #expect(!diff.decisions.isEmpty && diff.decisions.allSatisfy { $0.velocities == band || $0.velocities == down }, "\(diff.decisions)")
        let summary = try #require(diff.decisions.first { $0.new == "summary" })
        #expect(summary.old == "options" && summary.heights == Interval(lower: 200, upper: 250, includesLower: true, includesUpper: false))
        #expect(summary.keys == ["thresholds.snapVelocity"])
        #expect(DiffDigest.motion(band) == "moving up at 400 to under 500 pt/s")
    }

    /// A state moved by less than a point changes the releases between its two heights: found.
    @Test func aChangeNarrowerThanAPointIsFound() throws {
        let spec = "version: 1\nsheet: Ride\nstates: {summary: 200, options: 400}\nthresholds: {snapVelocity: none, dismissVelocity: none}\n"
        let diff = SheetComparison.compare(old: try SheetComparisonTests.side(spec),
                                           new: try SheetComparisonTests.side(spec.replacingOccurrences(of: "400}", with: "401}")),
                                           profiles: [DeviceProfile.named("iphone-15")!])
        // The midpoint moves from 300 to 300.5: releases at 300 to under 300.5 pt now settle in summary.
        let region = try #require(diff.decisions.first, "\(diff)")
        #expect(diff.decisions.count == 1)
        #expect(region.heights == Interval(lower: 300, upper: 300.5, includesLower: true, includesUpper: false))
        #expect(region.velocities == Interval(lower: -.infinity, upper: .infinity, includesLower: false, includesUpper: false))
        #expect(region.old == "options" && region.new == "summary" && region.keys.first == "states.options")
    }

    @Test func motionPhrases() {
        func interval(_ lower: Double, _ upper: Double, _ includesLower: Bool, _ includesUpper: Bool) -> Interval {
            Interval(lower: lower, upper: upper, includesLower: includesLower, includesUpper: includesUpper)
        }
        #expect(DiffDigest.motion(.point(0)) == "at rest")
        #expect(DiffDigest.motion(interval(-300, 300, false, false)) == "at rest or moving slower than 300 pt/s")
        #expect(DiffDigest.motion(interval(1500, .infinity, true, false)) == "moving down at 1500 pt/s or faster")
        #expect(DiffDigest.motion(interval(-.infinity, -300, false, false)) == "moving up faster than 300 pt/s")
        #expect(DiffDigest.motion(interval(0, 700, false, false)) == "moving down slower than 700 pt/s")
        #expect(DiffDigest.motion(interval(-300, 1500, true, false)) == "moving up at up to 300 pt/s or at rest or moving down slower than 1500 pt/s")
        #expect(DiffDigest.heights(interval(120, 140, true, false)) == "120 to under 140")
        #expect(DiffDigest.heights(.point(250)) == "250")
    }
}
