/// Where each key of a spec text is written, document by document: what hover, definitions,
/// symbols and `sheetc diff`'s annotations look positions up in. It is read with the
/// compiler's own YAML reader (anchors, aliases and merge keys as the compiler sees them);
/// a text the reader cannot read has the documents it read before the problem.
public struct SpecOutline: Sendable {
    /// One written key: its dotted path from the document's root (`thresholds.dismissVelocity`),
    /// where the key and its value stand, and the value's text when it is a scalar.
    public struct Entry: Sendable {
        public var path: String
        public var keyRange: SourceRange
        public var valueRange: SourceRange
        public var scalar: String?
        /// Whether the value is a mapping (its own keys follow as entries).
        public var isMapping: Bool
    }

    /// One YAML document: one sheet.
    public struct Document: Sendable {
        public var entries: [Entry]
        /// From the document's start to the end of its last entry.
        public var range: SourceRange

        /// The value of `sheet`, when written.
        public var sheetName: String? { entry(at: "sheet")?.scalar }

        /// The entry at a dotted path.
        public func entry(at path: String) -> Entry? {
            entries.first { $0.path == path }
        }

        /// The entries directly below a mapping key, in written order.
        public func children(of path: String) -> [Entry] {
            let prefix = path.isEmpty ? "" : path + "."
            return entries.filter { $0.path.hasPrefix(prefix) && !$0.path.dropFirst(prefix.count).contains(".") }
        }

        /// The innermost entry whose key or scalar value holds `location`.
        func entry(holding location: SourceLocation) -> (entry: Entry, onKey: Bool)? {
            var found: (entry: Entry, onKey: Bool)?
            for entry in entries {
                if Self.holds(entry.keyRange, location) { found = (entry, true) }
                else if !entry.isMapping, Self.holds(entry.valueRange, location) { found = (entry, false) }
            }
            return found
        }

        /// A range holds a location at its start, inside it, and just after its end (a caret there).
        static func holds(_ range: SourceRange, _ location: SourceLocation) -> Bool {
            range.start <= location && location <= range.end && range.start != range.end
        }
    }

    public let documents: [Document]

    public init(bytes: [UInt8], limits: YAMLLimits = .default) {
        var diagnostics = DiagnosticBag(file: "")
        let read = YAMLReader(limits: limits).read(bytes, diagnostics: &diagnostics)
        documents = read.map(Self.outline(of:))
    }

    public init(text: String, limits: YAMLLimits = .default) {
        self.init(bytes: Array(text.utf8), limits: limits)
    }

    /// The document that holds a location (the last one starting at or before it).
    public func document(holding location: SourceLocation) -> Document? {
        documents.last { $0.range.start <= location } ?? documents.first
    }

    private static func outline(of document: YAMLDocument) -> Document {
        var entries: [Entry] = []
        var end = document.start
        func walk(_ node: YAMLNode.Index, prefix: String, depth: Int) {
            guard depth < 64 else { return }
            for pair in document.pairs(of: node) {
                let value = document[pair.value]
                let path = prefix + document.name(pair)
                // A value brought by an alias stands where the alias is written.
                let valueRange = value.aliasSite ?? value.range
                entries.append(Entry(path: path, keyRange: pair.keyRange, valueRange: valueRange,
                                     scalar: document.scalar(pair.value)?.text, isMapping: value.kind == .mapping))
                if valueRange.end > end { end = valueRange.end }
                if value.kind == .mapping, value.aliasSite == nil { walk(pair.value, prefix: path + ".", depth: depth + 1) }
            }
        }
        if let root = document.root { walk(root, prefix: "", depth: 0) }
        return Document(entries: entries, range: SourceRange(start: document.start, end: end))
    }
}
