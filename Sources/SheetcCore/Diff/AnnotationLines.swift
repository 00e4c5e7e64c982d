/// Where `sheetc diff --format github` puts a change's annotation: on a line of the new file that
/// the change came from, so it shows beside the edit in the pull request's "Files changed" view
/// (an annotation on an unchanged line is folded away there). A change names the keys that can
/// make it, most likely first (a state's height: its own `states.<name>` line, then the layout
/// keys); the annotation stands on the first changed line inside the first of them that holds
/// one, else on the sheet's first changed line, else on the first key that is written.
public struct AnnotationLines: Sendable {
    private let outline: SpecOutline
    /// The new file's lines (from 1) that are not in the old file, as a line diff finds them.
    private let changed: [Int]

    /// `old`: the file at the ref (`nil` when the file is new there: every line is changed).
    public init(old: [UInt8]?, new: [UInt8]) {
        outline = SpecOutline(bytes: new)
        let after = Self.lines(new)
        guard let old else {
            changed = Array(after.indices.map { $0 + 1 })
            return
        }
        var lines: [Int] = []
        var line = 0
        for edit in ShortDiff.edits(Self.lines(old), after) {
            switch edit {
            case .same: line += 1
            case .added: line += 1; lines.append(line)
            case .removed: break
            }
        }
        changed = lines
    }

    /// The line for a change of `sheet` that `keys` (dotted spec paths, most likely first) can
    /// make; a key that is not written is looked for at its nearest written parent.
    public func line(sheet: String, keys: [String]) -> Int? {
        guard let document = outline.documents.first(where: { $0.sheetName == sheet }) else { return nil }
        let entries = keys.compactMap { Self.written($0, in: document) }
        for entry in entries {
            let span = entry.keyRange.start.line...max(entry.keyRange.start.line, entry.valueRange.end.line)
            if let line = changed.first(where: span.contains) { return line }
        }
        let whole = document.range.start.line...max(document.range.start.line, document.range.end.line)
        if let line = changed.first(where: whole.contains) { return line }
        return (entries.first ?? document.entry(at: "sheet"))?.keyRange.start.line
    }

    /// The entry that writes `path`, or its nearest written parent.
    private static func written(_ path: String, in document: SpecOutline.Document) -> SpecOutline.Entry? {
        var components = path.split(separator: ".").map(String.init)
        while !components.isEmpty {
            if let entry = document.entry(at: components.joined(separator: ".")) { return entry }
            components.removeLast()
        }
        return nil
    }

    private static func lines(_ bytes: [UInt8]) -> [String] {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
