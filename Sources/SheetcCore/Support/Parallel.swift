import Dispatch

/// Runs independent work on several threads and returns the results in input order, so a
/// run's output is the same whatever the number of workers.
enum Parallel {
    /// `transform` applied to every element, on up to `jobs` threads, results in order.
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], jobs: Int, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        map(elements, jobs: jobs, state: {}) { _, element in transform(element) }
    }

    /// `transform` applied to every element with a worker's own `State`, results in order: what
    /// a worker keeps from one element to the next (buffers) without sharing it with another.
    /// Each run of elements a thread takes starts from a new `makeState()`.
    static func map<Element: Sendable, State, Result: Sendable>(
        _ elements: [Element], jobs: Int, state makeState: @Sendable () -> State,
        _ transform: @Sendable (inout State, Element) -> Result
    ) -> [Result] {
        guard jobs > 1, elements.count > 1 else {
            var state = makeState()
            return elements.map { transform(&state, $0) }
        }
        let slots = Slots<Result>(count: elements.count)
        // Contiguous chunks, many per worker: taking one costs an atomic increment, and small
        // ones leave no worker idle at the end while another finishes a long run of files.
        let chunks = min(elements.count, jobs * 64)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let start = elements.count * chunk / chunks, end = elements.count * (chunk + 1) / chunks
            var state = makeState()
            for index in start..<end { slots.store(transform(&state, elements[index]), at: index) }
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
    private var taken = false

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        if !taken { buffer.deinitialize() }
        buffer.deallocate()
    }

    func store(_ result: Result, at index: Int) {
        buffer[index] = result
    }

    /// The results, moved out of the slots rather than copied (a copy of each would be
    /// retained and the original released, one by one, on the calling thread).
    var results: [Result] {
        precondition(!taken, "results are taken once")
        taken = true
        return Array(unsafeUninitializedCapacity: buffer.count) { items, count in
            for index in buffer.indices {
                (items.baseAddress! + index).initialize(to: (buffer.baseAddress! + index).move()!)
            }
            count = buffer.count
        }
    }
}
