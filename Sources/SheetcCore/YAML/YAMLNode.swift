/// A YAML node with the source span it came from: what libyaml's events say,
/// minus nothing a diagnostic needs (both ends of every node, the site of an alias).
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case mapping([YAMLPair])
        case sequence([YAMLNode])
    }

    public var content: Content
    /// Where the node's own text is (for a node reached through an alias: the anchored text).
    public var range: SourceRange
    /// Where the alias (or the merge key's alias) that brought this node here stands.
    public var aliasSite: SourceRange?

    public init(_ content: Content, range: SourceRange, aliasSite: SourceRange? = nil) {
        self.content = content
        self.range = range
        self.aliasSite = aliasSite
    }

    /// A short name of the node's kind for messages ("a mapping", "the string 'abc'").
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .scalar(let scalar): return scalar.kindDescription
        }
    }
}

/// One key and its value. Keys are scalars (the reader rejects others), so a key is
/// kept as its text and where it stands: all a diagnostic about it needs.
public struct YAMLPair: Sendable {
    /// The key's text.
    public var name: String
    public var keyRange: SourceRange
    public var value: YAMLNode
}

/// A scalar's text and what the core schema makes of it.
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

    public var text: String
    /// Whether the scalar was written without quotes (only plain scalars resolve to non-strings).
    public var isPlain: Bool
    public var value: Value

    public var kindDescription: String {
        switch value {
        case .null: return "nothing (null)"
        case .bool(let flag): return "the boolean \(flag)"
        case .number: return "the number \(text)"
        case .string, .yaml11Boolean: return "the string '\(text)'"
        }
    }
}

/// One document of a file: its root node (`nil` for an empty document) and where it starts.
public struct YAMLDocument: Sendable {
    public var root: YAMLNode?
    public var start: SourceLocation
}
