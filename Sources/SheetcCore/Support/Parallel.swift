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
/// and the results are read only after every worker has finished.
private final class Slots<Result>: @unchecked Sendable {
    private var storage: [Result?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func store(_ result: Result, at index: Int) {
        storage.withUnsafeMutableBufferPointer { $0[index] = result }
    }

    var results: [Result] { storage.map { $0! } }
}
