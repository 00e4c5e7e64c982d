@testable import SheetRuntime
import Testing

/// Issue 44: releasing a `SheetObservation` removed its observer a run-loop turn late (a task hopped to
/// the main actor), so a frame drawn in the same turn still reached an observer app code had let go,
/// and what it captured lived on. The list holds observers weakly now: a release removes at once.
@MainActor
struct SheetObserversTests {
    /// Something an observer captures, to see when it is released.
    final class Captured {}

    @Test func releasingAnObservationRemovesItsObserverAtOnce() {
        let observers = SheetObservers<Int>()
        var seen: [Int] = []
        var observation: SheetObservation? = observers.add { seen.append($0) }
        observers.notify(1)
        #expect(observation != nil)
        observation = nil
        observers.notify(2)                       // the same turn: no task has run in between
        #expect(seen == [1])
        #expect(observers.count == 0)
    }

    @Test func releasingAnObservationReleasesWhatItsObserverCaptured() {
        let observers = SheetObservers<Int>()
        var captured: Captured? = Captured()
        weak let watched = captured
        var observation: SheetObservation? = observers.add { [captured] _ in _ = captured }
        captured = nil
        #expect(watched != nil && observation != nil)   // the observer keeps it
        observation = nil
        #expect(watched == nil)                          // released with the observation, at once
    }

    @Test func cancellingStopsAtOnceAndTheOthersGoOnInOrder() {
        let observers = SheetObservers<Int>()
        var seen: [String] = []
        let first = observers.add { seen.append("first \($0)") }
        let second = observers.add { seen.append("second \($0)") }
        observers.notify(1)
        first.cancel()
        first.cancel()                                   // twice is harmless
        observers.notify(2)
        #expect(seen == ["first 1", "second 1", "second 2"])
        #expect(observers.count == 1)
        _ = second
    }

    @Test func anObserverAddedByAnObserverHearsFromTheNextValue() {
        let observers = SheetObservers<Int>()
        var seen: [String] = []
        var added: SheetObservation?
        let outer = observers.add { value in
            seen.append("outer \(value)")
            if added == nil { added = observers.add { seen.append("inner \($0)") } }
        }
        observers.notify(1)
        observers.notify(2)
        #expect(seen == ["outer 1", "outer 2", "inner 2"])
        _ = outer
    }
}
