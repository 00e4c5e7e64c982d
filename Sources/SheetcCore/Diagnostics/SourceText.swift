/// The lines of a spec file, split where libyaml breaks lines, so that a
/// diagnostic's line number finds the text the user sees.
public struct SourceText: Sendable {
    private let lines: [Substring]
    /// Only some lines, by number: what a checked file keeps for its diagnostics (a handful,
    /// looked up by a scan).
    private var sparse: [Line]?

    /// A line's 1-based number and its text.
    public typealias Line = (number: Int, text: String)

    /// Only the lines given, by 1-based number (the rest are unknown).
    public init(lines: [Int: String]) {
        self.init(lines: lines.map { ($0.key, $0.value) })
    }

    /// Only the lines given (the rest are unknown).
    public init(lines: [Line]) {
        self.lines = []
        self.sparse = lines
    }

    /// The 1-based line numbers `wanted` of `bytes`, split where libyaml breaks lines (`\n`,
    /// `\r\n`, `\r`, U+0085, U+2028, U+2029) and decoded alone: a file keeps the lines its
    /// diagnostics show, not its bytes. (Scanning bytes, not scalars: every file pays for it.)
    ///
    /// The wanted numbers are visited in order, so a line is checked against the next one wanted
    /// rather than hashed; text is passed over eight bytes at a time while none of them can be
    /// part of a break (`skipText`), and then a byte at a time with one comparison each. A file
    /// usually wants one line (its sheet's name): an array, sorted here, costs less than a set
    /// and a dictionary for every file.
    public static func lines(_ wanted: [Int], of bytes: [UInt8]) -> [Line] {
        // Sorted in place, not filtered or deduplicated into new arrays: numbers below 1 are
        // passed over, and a number wanted twice is found once.
        var targets = wanted
        if targets.count > 1 { targets.sort() }
        guard let last = targets.last, last >= 1 else { return [] }
        var found: [Line] = []
        found.reserveCapacity(targets.count)
        bytes.withUnsafeBufferPointer { bytes in
            var next = targets.firstIndex { $0 >= 1 } ?? targets.count  // the position in `targets` of the next line wanted
            var number = 1, start = 0, index = 0
            // A byte-order mark is not part of the first line.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3; index = 3 }
            func close(_ end: Int) {
                guard number == targets[next] else { return }
                found.append((number, String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
                while next < targets.count - 1, targets[next] == number { next += 1 }
            }
            let count = bytes.count
            while index < count, number <= last {
                index = skipText(bytes, from: index)
                guard index < count else { break }
                let byte = bytes[index]
                // Most bytes are text: one range test passes each (the breaks are 0x0A, 0x0D, 0xC2…, 0xE2…).
                if byte > 0x0D, byte < 0xC2 { index += 1; continue }
                var breakLength = 0
                if byte == 0x0A { breakLength = 1 }
                else if byte == 0x0D { breakLength = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1 }
                else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { breakLength = 2 }
                else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 { breakLength = 3 }
                if breakLength > 0 {
                    close(index)
                    number += 1
                    index += breakLength
                    start = index
                } else {
                    index += 1
                }
            }
            if number <= last { close(bytes.count) }
        }
        return found
    }

    /// `index`, moved on past text eight bytes at a time: to the first eight bytes that may hold
    /// part of a line break, or to the last seven bytes. The bytes passed over are all in
    /// 0x0E...0x7F, and no break (0x0A, 0x0D, 0xC2 0x85, 0xE2 0x80 0xA8/0xA9) holds one: a byte
    /// below 0x0E borrows when 0x0E is taken from it, which sets its top bit, and a byte from
    /// 0x80 up has it set. (A byte at a time, finding the lines cost ~10 instructions a byte:
    /// SourceText.lines took 4.7M instructions per 1,000 specs, now 3.0M.)
    private static func skipText(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        guard let base = bytes.baseAddress else { return index }
        var index = index
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if (word | (word &- 0x0E0E_0E0E_0E0E_0E0E)) & 0x8080_8080_8080_8080 != 0 { break }
            index += 8
        }
        return index
    }

    /// Splits `text` at `\n`, `\r\n`, `\r`, U+0085, U+2028 and U+2029 — libyaml's line breaks.
    /// A leading byte-order mark is not part of the first line (libyaml skips it too).
    public init(_ text: String) {
        var text = Substring(text)
        if text.unicodeScalars.first == "\u{FEFF}" {
            text = Substring(text.unicodeScalars.dropFirst())
        }
        var lines: [Substring] = []
        var lineStart = text.unicodeScalars.startIndex
        var index = lineStart
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            switch scalar {
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append(Substring(scalars[lineStart..<index]))
                var next = scalars.index(after: index)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" {
                    next = scalars.index(after: next)
                }
                index = next
                lineStart = next
            default:
                index = scalars.index(after: index)
            }
        }
        lines.append(Substring(scalars[lineStart..<scalars.endIndex]))
        self.lines = lines
    }

    /// The text of 1-based line `number`, or `nil` past the end.
    public func line(_ number: Int) -> Substring? {
        if let sparse { return sparse.first { $0.number == number }.map { Substring($0.text) } }
        return number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }
}
