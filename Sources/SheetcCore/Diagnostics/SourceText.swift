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
    /// diagnostics show, not its bytes. Looked at as bytes, since every file pays for it; the
    /// wanted numbers are visited in order, so the scan stops after the last one.
    public static func lines(_ wanted: [Int], of bytes: [UInt8]) -> [Line] {
        let targets = wanted.filter { $0 >= 1 }.sorted()
        guard let last = targets.last else { return [] }
        var found: [Line] = []
        var next = 0  // the position in `targets` of the next line wanted
        var number = 1, start = 0
        // A byte-order mark is not part of the first line.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        func close(_ end: Int) {
            guard number == targets[next] else { return }
            found.append((number, String(decoding: bytes[start..<end], as: UTF8.self)))
            while next < targets.count - 1, targets[next] == number { next += 1 }
        }
        while number <= last {
            let (end, breakLength) = lineEnd(in: bytes, from: start)
            close(end)
            guard breakLength > 0 else { break }  // the last line
            number += 1
            start = end + breakLength
        }
        return found
    }

    /// Where the line that starts at `start` of `bytes` ends, and how many bytes its break takes
    /// (0 for the last line): the one line splitting of spec files and `simulate` scripts, so a
    /// diagnostic's line number finds the line its excerpt shows.
    static func lineEnd(in bytes: [UInt8], from start: Int) -> (end: Int, breakLength: Int) {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            // Most bytes are text, which one range test passes (the breaks start 0x0A, 0x0D, 0xC2, 0xE2).
            if byte > 0x0D && byte < 0xC2 {
                index += 1
                continue
            }
            let breakLength = lineBreakLength(in: bytes, at: index)
            if breakLength > 0 { return (index, breakLength) }
            index += 1
        }
        return (bytes.count, 0)
    }

    /// How many bytes the line break at `index` of `bytes` takes, or 0 where there is none.
    private static func lineBreakLength(in bytes: [UInt8], at index: Int) -> Int {
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return next == 0x0A ? 2 : 1
        case 0xC2: return next == 0x85 ? 2 : 0
        case 0xE2: return next == 0x80 && index + 2 < bytes.count && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
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
