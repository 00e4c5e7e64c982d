/// App code's observers of a sheet — the frames `addFrameObserver` hands out in UIKit, and in SwiftUI
/// through `SheetcController` — each kept by the `SheetObservation` app code holds, not by this
/// list: the list only refers to it weakly. So releasing the observation removes its observer at
/// once — the closure is released with it, and a frame drawn in the same turn of the run loop no
/// longer reaches it — on whatever thread the release happens, without hopping to the main actor.
/// Headless, so the rule is tested where UIKit and SwiftUI are not.
@MainActor
final class SheetObservers<Value> {
    private struct Entry {
        weak var slot: SheetObserverSlot<Value>?
    }

    private var entries: [Entry] = []

    /// The observers that have not been cancelled or released.
    var count: Int { entries.filter { $0.slot?.observer != nil }.count }

    /// Adds `observer`; it is called by `notify` until the returned observation is cancelled or released.
    func add(_ observer: @escaping (Value) -> Void) -> SheetObservation {
        let slot = SheetObserverSlot(observer)
        entries.removeAll { $0.slot?.observer == nil }
        entries.append(Entry(slot: slot))
        return SheetObservation(slot: slot)
    }

    /// Calls each observer with `value`, in the order they were added. An observer added or removed
    /// by an observer takes effect from the next value.
    func notify(_ value: Value) {
        let current = entries
        for entry in current {
            guard let slot = entry.slot, let observer = slot.observer else { continue }
            observer(value)
        }
        if current.contains(where: { $0.slot?.observer == nil }) {
            entries.removeAll { $0.slot?.observer == nil }
        }
    }
}

/// What a `SheetObservation` owns: the observer, until it is cancelled.
@MainActor
protocol SheetObserverCancelling: AnyObject {
    func cancel()
}

/// One observer, owned by its observation alone.
@MainActor
final class SheetObserverSlot<Value>: SheetObserverCancelling {
    private(set) var observer: ((Value) -> Void)?

    init(_ observer: @escaping (Value) -> Void) {
        self.observer = observer
    }

    func cancel() {
        observer = nil
    }
}

/// An observation app code holds (`addFrameObserver`): its observer is called until `cancel()` is
/// called or the observation is released — either takes effect at once.
@MainActor
public final class SheetObservation {
    /// The only strong reference to the observer: releasing the observation releases it.
    private let slot: any SheetObserverCancelling

    init(slot: any SheetObserverCancelling) {
        self.slot = slot
    }

    /// Stops the observation.
    public func cancel() {
        slot.cancel()
    }
}
