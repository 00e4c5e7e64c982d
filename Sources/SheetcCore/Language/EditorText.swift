/// A position as editors count it (Language Server Protocol): 0-based line, 0-based offset in
/// UTF-16 code units.
public struct EditorPosition: Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// A span between two editor positions, end excluded.
public struct EditorRange: Hashable, Sendable {
    public var start: EditorPosition
    public var end: EditorPosition

    public init(start: EditorPosition, end: EditorPosition) {
        self.start = start
        self.end = end
    }
}

/// An editor's text split into lines, converting the compiler's locations (1-based line,
/// 1-based column in Unicode scalars, as libyaml counts) to editor positions and back: an
/// emoji is one column to the compiler and two code units to the editor.
public struct EditorText: Sendable {
    public let text: String
    /// The lines, without their terminators (`\n` or `\r\n`).
    public let lines: [Substring]

    public init(_ text: String) {
        self.text = text
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
    }

    /// The editor position of a compiler location (clamped to the text).
    public func position(of location: SourceLocation) -> EditorPosition {
        let line = max(0, location.line - 1)
        guard line < lines.count else { return EditorPosition(line: line, character: 0) }
        var character = 0
        var column = 1
        for scalar in lines[line].unicodeScalars {
            if column >= location.column { break }
            character += scalar.utf16.count
            column += 1
        }
        return EditorPosition(line: line, character: character)
    }

    /// The editor range of a compiler range.
    public func range(of range: SourceRange) -> EditorRange {
        EditorRange(start: position(of: range.start), end: position(of: range.end))
    }

    /// The compiler location of an editor position (a position inside a surrogate pair is the scalar's).
    public func location(of position: EditorPosition) -> SourceLocation {
        guard position.line >= 0, position.line < lines.count else { return SourceLocation(line: position.line + 1, column: 1) }
        var character = 0
        var column = 1
        for scalar in lines[position.line].unicodeScalars {
            if character + scalar.utf16.count > position.character { break }
            character += scalar.utf16.count
            column += 1
        }
        return SourceLocation(line: position.line + 1, column: column)
    }

    /// The text of a line up to an editor position on it.
    func prefix(of position: EditorPosition) -> Substring {
        guard position.line >= 0, position.line < lines.count else { return "" }
        let line = lines[position.line]
        var end = line.startIndex
        var character = 0
        for index in line.unicodeScalars.indices {
            let scalar = line.unicodeScalars[index]
            if character + scalar.utf16.count > position.character { end = index; return line[line.startIndex..<end] }
            character += scalar.utf16.count
            end = line.unicodeScalars.index(after: index)
        }
        return line[line.startIndex..<end]
    }

    /// The text a compiler range spans on one line (empty when it spans lines).
    func text(in range: SourceRange) -> Substring {
        guard range.start.line == range.end.line, range.start.line >= 1, range.start.line <= lines.count else { return "" }
        let scalars = lines[range.start.line - 1].unicodeScalars
        let start = scalars.index(scalars.startIndex, offsetBy: range.start.column - 1, limitedBy: scalars.endIndex) ?? scalars.endIndex
        let end = scalars.index(scalars.startIndex, offsetBy: range.end.column - 1, limitedBy: scalars.endIndex) ?? scalars.endIndex
        guard start <= end else { return "" }
        return Substring(scalars[start..<end])
    }
}
