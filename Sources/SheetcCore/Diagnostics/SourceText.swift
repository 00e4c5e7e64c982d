/// The lines of a spec file, split where libyaml breaks lines, so that a
/// diagnostic's line number finds the text the user sees.
public struct SourceText: Sendable {
    private let lines: [Substring]

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
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }
}
