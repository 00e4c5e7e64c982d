/// One node of a document, kept in the document's flat arena (`YAMLDocument.nodes`) and named
/// by its index there. It holds no class, array or string of its own: a document is a handful
/// of plain arrays, built without an allocation per node and freed without walking a tree.
///
/// It keeps what a diagnostic needs: both ends of the node and the site of an alias.
public struct YAMLNode: Sendable {
    public enum Kind: UInt8, Sendable {
        case scalar, mapping, sequence
    }

    public var kind: Kind
    /// Whether a scalar was written without quotes (only plain scalars resolve to non-strings).
    public var isPlain: Bool
    /// What a scalar resolves to (`.string` for collections; unused there).
    public var value: YAMLScalar.Value
    /// A scalar's text: `count` bytes at `first` in `YAMLDocument.text`. A mapping's pairs:
    /// `count` at `first` in `YAMLDocument.pairs`; a sequence's items, in `YAMLDocument.items`.
    /// Children are written once, when their collection ends, so an alias shares them.
    var first: Int32
    var count: Int32
    /// Where the node's own text is (for a node reached through an alias: the anchored text).
    public var range: SourceRange
    /// Where the alias (or the merge key's alias) that brought this node here stands.
    public var aliasSite: SourceRange?

    /// An index into `YAMLDocument.nodes`.
    public typealias Index = Int32
}

/// One key and its value. Keys are scalars (the reader rejects others), so a key is kept as
/// its bytes in `YAMLDocument.text` and where it stands: all a lookup or a diagnostic needs.
public struct YAMLPair: Sendable {
    var nameFirst: Int32
    var nameCount: Int32
    public var keyRange: SourceRange
    public var value: YAMLNode.Index
}

/// A scalar's text and what the core schema makes of it: a view of one scalar node, with its
/// bytes shared with the document (its `text` is made only where text is kept or shown).
public struct YAMLScalar: Sendable {
    /// What the text resolves to. Strings carry no copy of the text: it is the scalar's `text`.
    public enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string
        /// YAML 1.1's `yes`/`no`/`on`/`off`: not a boolean here, a diagnostic wherever a boolean belongs.
        case yaml11Boolean
    }

    public var bytes: ArraySlice<UInt8>
    public var isPlain: Bool
    public var value: Value

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the text is `word`, compared as bytes (no string is made).
    func `is`(_ word: StaticString) -> Bool {
        YAMLDocument.equal(bytes, word)
    }

    /// The text as a message shows it: at most 40 characters (docs/robustness.md), so a long
    /// value, aliased many times, is not printed whole each time.
    public var shownText: String { VisibleText.shortened(bytes) }

    public var kindDescription: String {
        switch value {
        case .null: return "nothing (null)"
        case .bool(let flag): return "the boolean \(flag)"
        case .number: return "the number \(shownText)"
        case .string, .yaml11Boolean: return "the string '\(shownText)'"
        }
    }
}

/// One document of a file: the arena of its nodes, its root (`nil` for an empty document) and
/// where it starts.
public struct YAMLDocument: Sendable {
    public var root: YAMLNode.Index?
    public var start: SourceLocation
    public internal(set) var nodes: [YAMLNode] = []
    /// Every mapping's pairs, each mapping's together.
    public internal(set) var pairs: [YAMLPair] = []
    /// Every sequence's items, each sequence's together.
    public internal(set) var items: [YAMLNode.Index] = []
    /// The text of every scalar and key, one after another.
    public internal(set) var text: [UInt8] = []
    /// How many errors reading the document's YAML reported (a duplicate key, say): its sheet is
    /// not valid, though its decoding and checks find nothing more.
    public internal(set) var readErrorCount = 0

    init(start: SourceLocation) {
        self.start = start
    }

    /// Empties the document for another one starting at `start`, its arrays' capacity kept.
    mutating func reuse(start: SourceLocation) {
        root = nil
        self.start = start
        readErrorCount = 0
        nodes.removeAll(keepingCapacity: true)
        pairs.removeAll(keepingCapacity: true)
        items.removeAll(keepingCapacity: true)
        text.removeAll(keepingCapacity: true)
    }

    public subscript(node: YAMLNode.Index) -> YAMLNode {
        nodes[Int(node)]
    }

    /// The pairs of a mapping node (empty for any other kind).
    public func pairs(of node: YAMLNode.Index) -> ArraySlice<YAMLPair> {
        let node = nodes[Int(node)]
        guard node.kind == .mapping else { return [] }
        return pairs[Int(node.first)..<Int(node.first + node.count)]
    }

    /// The items of a sequence node (empty for any other kind).
    public func items(of node: YAMLNode.Index) -> ArraySlice<YAMLNode.Index> {
        let node = nodes[Int(node)]
        guard node.kind == .sequence else { return [] }
        return items[Int(node.first)..<Int(node.first + node.count)]
    }

    /// The scalar a node is, or `nil` for a collection.
    public func scalar(_ node: YAMLNode.Index) -> YAMLScalar? {
        let node = nodes[Int(node)]
        guard node.kind == .scalar else { return nil }
        return YAMLScalar(bytes: text[Int(node.first)..<Int(node.first + node.count)], isPlain: node.isPlain, value: node.value)
    }

    /// A key's bytes.
    func nameBytes(_ pair: YAMLPair) -> ArraySlice<UInt8> {
        text[Int(pair.nameFirst)..<Int(pair.nameFirst + pair.nameCount)]
    }

    /// A key's text (made for messages and rare paths; lookups compare `nameBytes`).
    public func name(_ pair: YAMLPair) -> String {
        String(decoding: nameBytes(pair), as: UTF8.self)
    }

    /// A short name of the node's kind for messages ("a mapping", "the string 'abc'").
    public func kindDescription(_ node: YAMLNode.Index) -> String {
        switch nodes[Int(node)].kind {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .scalar: return scalar(node)!.kindDescription
        }
    }

    /// Whether `bytes` spell `word`.
    static func equal(_ bytes: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
        guard bytes.count == word.utf8CodeUnitCount else { return false }
        let start = word.utf8Start
        var offset = 0
        for byte in bytes {
            guard byte == start[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// Whether `bytes` spell `name`.
    static func equal(_ bytes: ArraySlice<UInt8>, _ name: String) -> Bool {
        guard bytes.count == name.utf8.count else { return false }
        return name.utf8.elementsEqual(bytes)
    }
}
