/// Text from a spec made safe to print: what could act on a terminal or a CI log (escape
/// sequences, carriage returns, line breaks that forge a `path:1:1: warning:` line, bidi
/// overrides that reorder what is shown) becomes a visible `\u{…}` escape.
public enum VisibleText {
    /// Whether a scalar must not reach a terminal or log as itself.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true                 // C0 and C1 controls, ESC, DEL, CR, LF, tab
        case 0x2028, 0x2029: return true                            // line and paragraph separators
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true   // bidi marks, embeddings, overrides, isolates
        default: return false
        }
    }

    /// Whether `text` is printable ASCII alone, as nearly every message, path and source line
    /// is: then none of it is unsafe, known from its bytes without decoding its scalars.
    static func isPrintableASCII<S: StringProtocol>(_ text: S) -> Bool {
        func isPrintable(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }
        // In place: the view's iterator costs several times as much a byte.
        return text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPrintable) } ?? text.utf8.allSatisfy(isPrintable)
    }

    /// `text` with every unsafe scalar written as `\u{…}`.
    public static func escaped(_ text: String) -> String {
        guard !isPrintableASCII(text), text.unicodeScalars.contains(where: isUnsafe) else { return text }
        return ScalarEscaping.escape(text) { isUnsafe($0) ? "\\u{\(String($0.value, radix: 16))}" : nil }
    }

    /// The most characters of spec text a message shows.
    static let shownLimit = 40

    /// Spec text as a message quotes it: in single quotes, at most 40 characters (a 5,000-character
    /// value is not echoed whole), unsafe scalars escaped.
    static func quoted(_ text: String) -> String {
        "'" + shortened(text) + "'"
    }

    /// Spec text as a message shows it: at most 40 characters, then `…`, unsafe scalars escaped.
    static func shortened(_ text: String) -> String {
        let cut = text.unicodeScalars.count > shownLimit
        let shown = cut ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(shownLimit))) : text
        return escaped(shown) + (cut ? "…" : "")
    }

    /// `shortened` of UTF-8 bytes, decoding only the first of them: a megabyte value aliased a
    /// hundred times is not decoded a hundred times to show 40 characters of it. (Past 4 × 41
    /// bytes there are more than 40 characters, whatever they are.)
    static func shortened<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        shortened(String(decoding: bytes.prefix(4 * (shownLimit + 1)), as: UTF8.self))
    }

    /// A source line for a snippet: a tab shown as one `→` (a tab YAML refuses is seen, not taken
    /// for a space) and each other unsafe scalar as one `�`, so columns keep their places.
    static func sourceLine<S: StringProtocol>(_ line: S) -> String {
        String(String.UnicodeScalarView(line.unicodeScalars.map { $0 == "\t" ? "\u{2192}" : (isUnsafe($0) ? "\u{FFFD}" : $0) }))
    }
}
