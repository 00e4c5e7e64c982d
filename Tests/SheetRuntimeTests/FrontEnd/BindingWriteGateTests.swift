@testable import SheetRuntime
import Testing

/// Issue 40: the SwiftUI front end dropped every binding value handed over while one of the sheet's
/// own writes waited for the view update to end — a value app code wrote then (a state to move to
/// mid-fling) was lost. Only the stale value is passed over now.
struct BindingWriteGateTests {
    /// What the gate says of each value handed over, in turn.
    static func follows(_ values: [String?], _ gate: inout BindingWriteGate<String?>) -> [Bool] {
        values.map { gate.shouldFollow($0) }
    }

    @Test func theValueFromBeforeTheSheetsWriteIsNotFollowedUntilTheWriteLands() {
        var gate = BindingWriteGate<String?>()
        #expect(Self.follows(["half"], &gate) == [true])             // nothing waits: followed
        gate.willWrite("full", over: "half")                          // a fling heads to full
        #expect(Self.follows(["half", "half"], &gate) == [false, false] && gate.isPending)   // the stale value, again
        #expect(Self.follows(["full"], &gate) == [true] && !gate.isPending)                 // the write has landed
        #expect(Self.follows(["half"], &gate) == [true])             // from now on app code's
    }

    @Test func aValueAppCodeWritesWhileTheSheetsWriteWaitsIsFollowed() {
        var gate = BindingWriteGate<String?>()
        gate.willWrite("full", over: "half")
        #expect(Self.follows(["peek"], &gate) == [true] && !gate.isPending)   // neither old nor new: app code's
        gate.willWrite(nil, over: "peek")                                     // a dismissal
        #expect(Self.follows(["full"], &gate) == [true])
    }

    @Test func severalWritesBeforeOneLandsKeepTheFirstOldValue() {
        var gate = BindingWriteGate<String?>()
        gate.willWrite("full", over: "half")
        gate.willWrite(nil, over: "half")                             // the binding still holds half
        #expect(Self.follows(["half"], &gate) == [false])
        gate.landed()
        #expect(!gate.isPending && Self.follows(["half"], &gate) == [true])
    }

    @Test func aWriteOfTheValueTheBindingHoldsWaitsForNothing() {
        var gate = BindingWriteGate<String?>()
        gate.willWrite("half", over: "half")
        #expect(!gate.isPending && Self.follows(["half"], &gate) == [true])
    }
}
