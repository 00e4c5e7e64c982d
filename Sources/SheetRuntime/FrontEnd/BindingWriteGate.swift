/// A two-way binding whose own writes land late — SwiftUI's `state:` binding, which the sheet may
/// write only after the view update it moved in — seen from the side that hands the binding over:
/// until such a write lands, the binding still holds the value from before it, which must not be
/// followed (it would move the sheet back); any other value is app code's, and is
/// (docs/behaviour.md#what-front-ends-decide). Headless, so the rule is tested where SwiftUI is not.
struct BindingWriteGate<Value: Equatable> {
    /// The write that has not landed: the binding's value before it, and the value written.
    private var pending: (old: Value, new: Value)?

    /// Whether a write is waiting to land.
    var isPending: Bool { pending != nil }

    /// A write of `new` over `old` will land later. Several before one lands keep the first `old`:
    /// the binding holds it until they do.
    mutating func willWrite(_ new: Value, over old: Value) {
        guard new != old || pending != nil else { return }
        pending = (old: pending?.old ?? old, new: new)
    }

    /// The waiting write has landed (or was given up).
    mutating func landed() {
        pending = nil
    }

    /// The binding is handed over holding `value`: whether to follow it. The stale value is not
    /// followed while the write waits; any other ends the wait (the written value has arrived, or
    /// app code wrote its own) and is followed.
    mutating func shouldFollow(_ value: Value) -> Bool {
        guard let pending else { return true }
        if value == pending.old, value != pending.new { return false }
        self.pending = nil
        return true
    }
}
