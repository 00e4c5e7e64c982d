/// What an editor may insert at a position: a key, a value word or a state name.
public struct CompletionItem: Hashable, Sendable {
    public enum Kind: Sendable { case key, value, state }

    public var label: String
    public var kind: Kind
    /// The form the value takes (a key), or the key the word is for.
    public var detail: String
    /// The key's meaning and default, as the reference says (Markdown).
    public var documentation: String
    public var insertText: String
}

extension SpecDocument {
    /// The completions at `position`. Worked out from the lines above it (indentation names the
    /// enclosing keys), so it works on the half-written text a user is typing, which YAML may
    /// not read yet.
    public func completions(at position: EditorPosition) -> [CompletionItem] {
        let prefix = text.prefix(of: position)
        let indent = prefix.prefix { $0 == " " }.count
        let written = prefix.dropFirst(indent)
        if let colon = written.firstIndex(of: ":") {
            let key = written[..<colon]
            let partial = written[written.index(after: colon)...].drop { $0 == " " }
            guard Self.isKey(key), !partial.hasPrefix("{"), !partial.hasPrefix("["), !partial.hasPrefix("\"") else { return [] }
            let path = (enclosingKeys(line: position.line, indent: indent) + [String(key)]).joined(separator: ".")
            return values(for: path, at: position)
        }
        guard written.isEmpty || Self.isKey(written) else { return [] }
        let parent = enclosingKeys(line: position.line, indent: indent).joined(separator: ".")
        let siblings = Set(siblingKeys(line: position.line, indent: indent))
        if KeyCatalog.keysAreStates(at: parent) {
            let entry = KeyCatalog.entry(at: parent)
            return stateNamesAt(position).filter { !siblings.contains($0) }.map {
                CompletionItem(label: $0, kind: .state, detail: "a state of this sheet", documentation: entry?.doc ?? "", insertText: $0 + ": ")
            }
        }
        let entries: [KeyEntry]
        if parent.isEmpty { entries = KeyCatalog.topLevel }
        else if let children = KeyCatalog.entry(at: parent)?.form.mappingEntries { entries = children }
        else { return [] }
        // Beside `target: system`, only the keys the system sheet honours (`KeyCatalog.systemSheetKeys`);
        // elsewhere, none of the system sheet's alone.
        let system = document(at: position)?.isSystemTarget ?? false
        let parentPath = parent.isEmpty ? "" : parent + "."
        return entries.filter { entry in
            let path = parentPath + entry.name
            return !siblings.contains(entry.name)
                && (system ? KeyCatalog.isOfferedOnSystemSheet(path) : !KeyCatalog.systemSheetOnlyKeys.contains(path))
        }.map { entry in
            CompletionItem(label: entry.name, kind: .key, detail: entry.form.summary,
                           documentation: Self.documentation(of: entry), insertText: entry.name + ": ")
        }
    }

    /// The words a value at `path` may be, and the sheet's state names where a state is expected.
    private func values(for path: String, at position: EditorPosition) -> [CompletionItem] {
        guard let entry = KeyCatalog.entry(at: path) else { return [] }
        var items = entry.form.words.map {
            CompletionItem(label: $0, kind: .value, detail: path, documentation: entry.doc, insertText: $0)
        }
        if entry.form.namesState {
            items += stateNamesAt(position).map {
                CompletionItem(label: $0, kind: .state, detail: "a state of this sheet", documentation: entry.doc, insertText: $0)
            }
        }
        return items
    }

    private func stateNamesAt(_ position: EditorPosition) -> [String] {
        guard let document = document(at: position) else { return KeyCatalog.twoStates }
        return stateNames(of: document)
    }

    /// The keys of the mappings enclosing a line indented by `indent`, outermost first.
    func enclosingKeys(line: Int, indent: Int) -> [String] {
        var keys: [String] = []
        var current = indent
        var index = line - 1
        while index >= 0, current > 0 {
            let line = text.lines[index]
            index -= 1
            if line.hasPrefix("---") { break }
            let lineIndent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(lineIndent)
            if content.isEmpty || content.hasPrefix("#") || lineIndent >= current { continue }
            guard let colon = content.firstIndex(of: ":"), Self.isKey(content[..<colon]) else { break }
            keys.insert(String(content[..<colon]), at: 0)
            current = lineIndent
        }
        return keys
    }

    /// The keys written beside `line` in the same block mapping (at the same indentation).
    func siblingKeys(line: Int, indent: Int) -> [String] {
        var keys: [String] = []
        for step in [-1, 1] {
            var index = line + step
            while index >= 0, index < text.lines.count {
                let text = self.text.lines[index]
                index += step
                if text.hasPrefix("---") { break }
                let lineIndent = text.prefix { $0 == " " }.count
                let content = text.dropFirst(lineIndent)
                if content.isEmpty || content.hasPrefix("#") || lineIndent > indent { continue }
                if lineIndent < indent { break }
                if let colon = content.firstIndex(of: ":"), Self.isKey(content[..<colon]) { keys.append(String(content[..<colon])) }
            }
        }
        return keys
    }

    private static func isKey(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }

    /// A key's entry as the reference gives it: form, default, meaning.
    static func documentation(of entry: KeyEntry) -> String {
        "\(entry.doc)\n\nForm: \(entry.form.summary). Default: \(SpecReference.defaultText(entry))."
    }
}
