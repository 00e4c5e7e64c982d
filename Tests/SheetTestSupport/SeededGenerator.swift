/// SplitMix64: a small random number generator that gives the same sequence for the same seed
/// on every platform, so a property test's failure replays from the seed it prints.
package struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0 ..< 1, from the generator's top 53 bits.
    package mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    /// A number in `low` ..< `high`.
    package mutating func between(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
    /// A whole number in 0 ..< `count`.
    package mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }
    /// True with probability `p`.
    package mutating func chance(_ p: Double) -> Bool { unit() < p }
}
