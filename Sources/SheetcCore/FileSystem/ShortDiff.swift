/// A short unified diff of an output as it is on disk against what the specs compile to now,
/// for `compile --check`: hunks with up to three lines of context, cut after `maxLines` changed
/// lines with a count of the rest, so a stale file costs a few lines of a CI log, not the file.
/// Control characters in a line (the file on disk may hold anything) are shown escaped, as in
/// every diagnostic.
public enum ShortDiff {
    public static let maxLines = 12
    static let context = 3
    /// The largest middle part (lines × lines, once the shared start and end are taken off)
    /// matched line by line; a larger one is shown as one block removed and one added.
    static let maxMatchedArea = 4_000_000

    enum Line: Equatable {
        case same(String), removed(String), added(String)
        var isChange: Bool { if case .same = self { false } else { true } }
    }

    /// The diff of `old` (the file on disk, labelled `path`) against `new`; `nil` when they are the same text.
    public static func of(old: String, new: String, path: String) -> String? {
        let before = lines(old), after = lines(new)
        guard before != after else { return nil }
        let script = edits(before, after)
        var out = "--- \(path) (on disk)\n+++ \(path) (from the specs)\n"
        var budget = maxLines
        var index = 0
        var oldLine = 0, newLine = 0
        var shownChanges = 0
        let totalChanges = script.count { $0.isChange }
        while index < script.count, budget > 0 {
            // The next change, and its hunk: changes closer than twice the context share one.
            guard let first = script[index...].firstIndex(where: \.isChange) else { break }
            let start = max(index, first - context)
            for line in script[index..<start] { advance(line, &oldLine, &newLine) }
            var end = first
            var lastChange = first
            while end < script.count, end - lastChange <= 2 * context {
                if script[end].isChange { lastChange = end }
                end += 1
            }
            end = min(script.count, lastChange + 1 + context)
            var body = ""
            var oldCount = 0, newCount = 0
            let hunkOld = oldLine, hunkNew = newLine
            var cut = false
            for line in script[start..<end] {
                switch line {
                case .same(let text):
                    body += " \(text)\n"; oldCount += 1; newCount += 1
                case .removed(let text):
                    guard budget > 0 else { cut = true; break }
                    body += "-\(text)\n"; oldCount += 1; budget -= 1; shownChanges += 1
                case .added(let text):
                    guard budget > 0 else { cut = true; break }
                    body += "+\(text)\n"; newCount += 1; budget -= 1; shownChanges += 1
                }
                if cut { break }
                advance(line, &oldLine, &newLine)
            }
            out += "@@ -\(range(hunkOld, oldCount)) +\(range(hunkNew, newCount)) @@\n" + body
            index = end
        }
        let rest = totalChanges - shownChanges
        if rest > 0 { out += "… \(rest) more changed line\(rest == 1 ? "" : "s")\n" }
        return out
    }

    private static func advance(_ line: Line, _ oldLine: inout Int, _ newLine: inout Int) {
        switch line {
        case .same: oldLine += 1; newLine += 1
        case .removed: oldLine += 1
        case .added: newLine += 1
        }
    }

    /// The lines of both files as kept, removed and added: the shared start and end kept, the
    /// middle matched by its longest common subsequence.
    static func edits(_ before: [String], _ after: [String]) -> [Line] {
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
              before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        let old = Array(before[prefix..<(before.count - suffix)]), new = Array(after[prefix..<(after.count - suffix)])
        var middle: [Line] = []
        if old.count * new.count > maxMatchedArea {
            middle = old.map(Line.removed) + new.map(Line.added)
        } else {
            // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
            let width = new.count + 1
            var lengths = [Int](repeating: 0, count: (old.count + 1) * width)
            for i in stride(from: old.count - 1, through: 0, by: -1) {
                for j in stride(from: new.count - 1, through: 0, by: -1) {
                    lengths[i * width + j] = old[i] == new[j] ? lengths[(i + 1) * width + j + 1] + 1
                                                              : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
                }
            }
            var i = 0, j = 0
            while i < old.count || j < new.count {
                if i < old.count, j < new.count, old[i] == new[j] {
                    middle.append(.same(old[i])); i += 1; j += 1
                } else if j == new.count || (i < old.count && lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
                    middle.append(.removed(old[i])); i += 1
                } else {
                    middle.append(.added(new[j])); j += 1
                }
            }
        }
        return before[..<prefix].map(Line.same) + middle + before[(before.count - suffix)...].map(Line.same)
    }

    /// The first line (1-based) where `old` and `new` differ: where a stale output's diagnostic points.
    public static func firstChangedLine(old: String, new: String) -> Int {
        var line = 1
        for (a, b) in zip(old.split(separator: "\n", omittingEmptySubsequences: false),
                          new.split(separator: "\n", omittingEmptySubsequences: false)) {
            guard a == b else { break }
            line += 1
        }
        return line
    }

    /// `start,count` as a hunk header writes it (1-based; an empty range names the line before it).
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { VisibleText.escaped(String($0)) }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
