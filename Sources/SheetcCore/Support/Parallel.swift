import Dispatch

/// Runs independent work on several threads and returns the results in input order, so a
/// run's output is the same whatever the number of workers.
public enum Parallel {
    /// `transform` applied to every element, on up to `jobs` threads, results in order.
    public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], jobs: Int, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard jobs > 1, elements.count > 1 else { return elements.map(transform) }
        let slots = Slots<Result>(count: elements.count)
        // Contiguous chunks, a few per worker: little scheduling overhead, fair sharing of slow files.
        let chunks = min(elements.count, jobs * 4)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let start = elements.count * chunk / chunks, end = elements.count * (chunk + 1) / chunks
            for index in start..<end { slots.store(transform(elements[index]), at: index) }
        }
        return slots.results
    }
}

/// Result slots that workers fill at distinct indices: no two writes touch the same slot,
/// and the results are read only after every worker has finished. The slots live in one
/// buffer allocated up front, so a write touches its own slot and nothing shared (an
/// array's mutating methods would be accesses to the whole array, a data race).
private final class Slots<Result>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func store(_ result: Result, at index: Int) {
        buffer[index] = result
    }

    var results: [Result] { buffer.map { $0! } }
}
