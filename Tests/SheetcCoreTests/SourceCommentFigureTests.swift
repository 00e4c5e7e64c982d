import Foundation
import SheetTestSupport
import Testing

/// Performance figures and their history live in docs/performance.md and the commit log, never
/// in a source comment, where they go stale: a comment keeps the reason for an optimisation in a
/// clause ("compared as bytes: catalog keys are ASCII"). This reads every Swift file of Sources/,
/// Plugins/ and Benchmarks/ControllerBenchmark from disk and names each comment line that holds
/// an instruction count or a measured time.
struct SourceCommentFigureTests {
    /// What a figure looks like in a comment: a count of instructions ("3.7M instructions",
    /// "~450,000 instructions", "299.7M"), two figures joined by an arrow ("241.4M -> 241.2M",
    /// "0.185 s → 0.17 s"), or a time a run took ("took 0.185 s", "now 0.17 s").
    static let figures = [
        #"\d(?:[\d,]*\d)?(?:\.\d+)?\s*[KMG]?\s+instructions\b"#,
        #"\b\d+(?:\.\d+)?[KMG]\b"#,
        #"\d(?:\.\d+)?\s*(?:[KMG%]|s|ms)?\s*(?:->|→)\s*~?\d"#,
        #"\b(?:took|takes|taking|now|was|from)\s+~?\d+(?:\.\d+)?\s*(?:s|ms|µs|[KMG])\b"#,
        #"\b\d+(?:\.\d+)?\s*%\s+(?:of\s+)?(?:validate|compile|preview|the run|its instructions|instructions)\b"#,
    ].map { try! NSRegularExpression(pattern: $0) }

    /// The comment on `line` (after a `//` outside any string literal), or `nil`.
    static func comment(of line: String) -> String? {
        var inString = false, escaped = false, previous: Character = " "
        for (offset, character) in line.enumerated() {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/", previous == "/" {
                return String(line.dropFirst(offset + 1).drop { $0 == "/" })
            }
            previous = inString ? " " : character
        }
        return nil
    }

    /// Whether `text` holds a figure.
    static func holdsFigure(_ text: String) -> Bool {
        figures.contains { $0.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil }
    }

    /// `path:line: text` of each comment line holding a figure, alone or run on into the next
    /// comment line (a figure broken across two lines).
    static func offendingLines(in text: String, path: String) -> [String] {
        let comments = text.components(separatedBy: "\n").map(comment(of:))
        var found: [String] = []
        for (index, comment) in comments.enumerated() {
            guard let comment else { continue }
            let next = index + 1 < comments.count ? comments[index + 1].map { " " + $0 } ?? "" : ""
            if holdsFigure(comment) || (holdsFigure(comment + next) && !holdsFigure(next)) {
                found.append("\(path):\(index + 1): \(comment.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    @Test func theDetectorFindsFiguresAndPassesDomainNumbers() {
        let figures = [
            "// validate 299.7M -> 291.2M",
            "/// (with four per worker, validating 10,000 specs took 0.185 s, now 0.17 s).",
            "    /// environment is not read: ~450,000 instructions.)",
            "/// start-up 14.1M → 8.7M instructions",
            "// for 2.8 % of validate's instructions",
            "let x = 1 // costs ~10 instructions a byte",
        ]
        for line in figures { #expect(!Self.offendingLines(in: line, path: "F.swift").isEmpty, "\(line)") }
        let split = "/// appending them piece by piece cost 3,300,000\n/// instructions more."
        #expect(Self.offendingLines(in: split, path: "F.swift") == ["F.swift:1: appending them piece by piece cost 3,300,000"])
        let domain = [
            "/// time the run stopped, 60 s after the last line, if it never did).",
            "/// Plays `frames` frames of 1/120 s: a spring moving between the lowest state",
            "/// Times run from 0 to 1,000,000 s; heights within ±1,000,000 pt.",
            "/// `open` → `Open`: a state's spoken name",
            "// x = k·ln2 + r, |r| ≤ ln2/2; e^r by its Taylor series (|r| < 0.35: 18 terms are exact to an ulp).",
            "let url = \"https://example.com/a\" // a link, no figure",
            "let text = \"3.7M instructions // not a comment\"",
        ]
        for line in domain { #expect(Self.offendingLines(in: line, path: "F.swift").isEmpty, "\(line)") }
    }

    @Test func noSourceCommentHoldsAPerformanceFigure() throws {
        let root = RepositoryRoot.url
        var offending: [String] = []
        var files = 0
        for folder in ["Sources", "Plugins", "Benchmarks/ControllerBenchmark"] {
            let base = root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == "swift" {
                let text = try String(contentsOf: url, encoding: .utf8)
                let path = String(url.path.dropFirst(root.path.count + 1))
                offending += Self.offendingLines(in: text, path: path)
                files += 1
            }
        }
        #expect(files > 100, "the package's Swift sources were not found under \(root.path)")
        #expect(offending.isEmpty, "performance figures in source comments (they belong in docs/performance.md):\n\(offending.sorted().joined(separator: "\n"))")
    }
}
