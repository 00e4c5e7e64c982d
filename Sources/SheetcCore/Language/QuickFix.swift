/// One text edit that fixes a diagnostic, as its help proposes.
public struct QuickFix: Hashable, Sendable {
    public var title: String
    public var range: SourceRange
    public var replacement: String
}

extension SpecDocument {
    /// The fix a diagnostic's help proposes, when it proposes exactly one replacement of the
    /// diagnosed text: "did you mean 'segments'?", "write 'true'; …", "did you mean a percentage?
    /// write \"90%\"", "in quotes, a number is text: remove the quotes".
    public func quickFix(for diagnostic: Diagnostic) -> QuickFix? {
        guard let help = diagnostic.help, let range = diagnostic.range, range.start != range.end else { return nil }
        let replacement: String
        if let word = Self.quoted(after: "did you mean '", in: help) ?? Self.quoted(after: "write '", in: help) {
            replacement = word
        } else if help.hasPrefix("did you mean a percentage? write \""), help.hasSuffix("\"") {
            replacement = String(help.dropFirst("did you mean a percentage? write ".count))
        } else if help == "in quotes, a number is text: remove the quotes" {
            let written = text.text(in: range)
            guard written.count >= 2, let first = written.first, first == "\"" || first == "'", written.last == first else { return nil }
            replacement = String(written.dropFirst().dropLast())
        } else {
            return nil
        }
        guard text.text(in: range) != replacement else { return nil }
        return QuickFix(title: "Replace with \(replacement)", range: range, replacement: replacement)
    }

    /// The one word in quotes right after `opening` at the start of `help` (`did you mean 'segments'?`).
    private static func quoted(after opening: String, in help: String) -> String? {
        guard help.hasPrefix(opening) else { return nil }
        let rest = help.dropFirst(opening.count)
        guard let close = rest.firstIndex(of: "'") else { return nil }
        let word = rest[..<close]
        guard !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
        return String(word)
    }
}
