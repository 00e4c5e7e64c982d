internal import CLibYAML

/// Reads YAML text into located node trees by pulling libyaml's events
/// (`yaml_parser_parse`), the only place sheetc touches libyaml.
///
/// It keeps what a loader usually drops: both ends of every node, where each
/// alias stands, and the *second* occurrence of a duplicate key. It applies
/// merge keys (`<<`), resolves scalars (see `ScalarResolver`) and enforces
/// `YAMLLimits`; a limit reached ends the file's reading with a diagnostic.
struct YAMLReader {
    var limits: YAMLLimits

    /// The documents of `bytes`; problems go to `diagnostics`.
    func read(_ bytes: [UInt8], diagnostics: inout DiagnosticBag) -> [YAMLDocument] {
        guard bytes.count <= limits.maxFileSize else {
            diagnostics.error(.fileTooLarge,
                "the file is larger than the limit of \(limits.maxFileSize) bytes",
                at: SourceRange(at: .start), help: "split it into several spec files")
            return []
        }
        guard !bytes.isEmpty else { return [] }

        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            diagnostics.error(.yamlSyntax, "libyaml could not start (out of memory)", at: nil)
            return []
        }
        defer { yaml_parser_delete(&parser) }

        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = TreeBuilder(limits: limits)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    Self.reportParserError(parser, bytes: bytes, into: &diagnostics)
                    break
                }
                let isStreamEnd = event.type == YAML_STREAM_END_EVENT
                let outcome = builder.handle(event, diagnostics: &diagnostics)
                yaml_event_delete(&event)
                if outcome == .stop || isStreamEnd { break }
            }
            return builder.documents
        }
    }

    /// libyaml's error, at its `problem_mark`, with its `context_mark` as a note.
    private static func reportParserError(_ parser: yaml_parser_t, bytes: [UInt8], into diagnostics: inout DiagnosticBag) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.error == YAML_READER_ERROR {
            let location = Self.location(ofByte: parser.problem_offset, in: bytes)
            diagnostics.error(.yamlSyntax, "the file is not valid text: \(problem) at byte \(parser.problem_offset)",
                              at: SourceRange(at: location), help: "save the file as UTF-8")
            return
        }
        if parser.error == YAML_MEMORY_ERROR {
            diagnostics.error(.yamlSyntax, "libyaml ran out of memory", at: nil)
            return
        }
        var notes: [Diagnostic.Note] = []
        if let context = parser.context {
            let mark = parser.context_mark
            notes.append(.init(String(cString: context), at: SourceRange(at: Self.location(mark))))
        }
        diagnostics.error(.yamlSyntax, "YAML syntax error: \(problem)",
                          at: SourceRange(at: Self.location(parser.problem_mark)), notes: notes)
    }

    static func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: mark.line + 1, column: mark.column + 1)
    }

    /// libyaml reports invalid text by byte offset; count lines and scalars up to it.
    private static func location(ofByte offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let prefix = String(decoding: bytes[..<min(offset, bytes.count)], as: UTF8.self)
        var line = 1, column = 1
        for scalar in prefix.unicodeScalars {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return SourceLocation(line: line, column: column)
    }
}

/// Turns the event stream into trees, with an explicit stack (no recursion).
private struct TreeBuilder {
    enum Outcome { case proceed, stop }

    /// A collection under construction; its items so far are `items[firstItem...]`.
    struct Frame {
        var isMapping: Bool
        var start: SourceLocation
        var anchor: String?
        var firstItem: Int
        /// Nodes inside, counting what aliases expanded to.
        var weight = 1
    }

    let limits: YAMLLimits
    var documents: [YAMLDocument] = []
    var stack: [Frame] = []
    /// The finished items of every open collection, innermost last: one array for all of them,
    /// so a collection's items are copied out once, when it ends, instead of growing an array each.
    var items: [YAMLNode] = []
    var anchors: [String: (node: YAMLNode, weight: Int)] = [:]
    var documentStart = SourceLocation.start
    var documentRoot: YAMLNode?
    var documentWeight = 0

    init(limits: YAMLLimits) {
        self.limits = limits
    }

    mutating func handle(_ event: yaml_event_t, diagnostics: inout DiagnosticBag) -> Outcome {
        let range = SourceRange(start: YAMLReader.location(event.start_mark), end: YAMLReader.location(event.end_mark))
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            guard documents.count < limits.maxDocuments else {
                diagnostics.error(.tooManyDocuments,
                    "the file holds more than \(limits.maxDocuments) documents", at: range,
                    help: "split it into several spec files")
                return .stop
            }
            anchors = [:]
            documentRoot = nil
            documentWeight = 0
            documentStart = range.start
        case YAML_DOCUMENT_END_EVENT:
            documents.append(YAMLDocument(root: documentRoot, start: documentStart))
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let tag = Self.string(scalar.tag)
            checkTag(tag, at: range, diagnostics: &diagnostics)
            let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE
            let anchor = Self.string(scalar.anchor)
            // A key is only ever read as text (unless an alias may use it as a value): skip resolving it.
            let isKey = anchor == nil && stack.last.map { $0.isMapping && (items.count - $0.firstItem) % 2 == 0 } == true
            let value = isKey ? .string : ScalarResolver.resolve(text, isPlain: isPlain, tag: tag)
            let node = YAMLNode(.scalar(YAMLScalar(text: text, isPlain: isPlain, value: value)), range: range)
            return add(node, weight: 1, anchor: anchor, diagnostics: &diagnostics)
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                diagnostics.error(.undefinedAlias, "no anchor '&\(name)' is defined before this alias in this document",
                                  at: range, help: "define '&\(name)' earlier in the same document; anchors do not cross '---'")
                return .stop
            }
            var node = anchored.node
            node.aliasSite = range
            return add(node, weight: anchored.weight, anchor: nil, diagnostics: &diagnostics)
        case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let tag = Self.string(isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag)
            checkTag(tag, at: range, diagnostics: &diagnostics)
            guard stack.count < limits.maxDepth else {
                diagnostics.error(.nestingTooDeep, "mappings and sequences nest deeper than \(limits.maxDepth) levels",
                                  at: range)
                return .stop
            }
            documentWeight += 1
            let anchor = Self.string(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
            stack.append(Frame(isMapping: isMapping, start: range.start, anchor: anchor, firstItem: items.count))
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            let frame = stack.removeLast()
            let fullRange = SourceRange(start: frame.start, end: range.end)
            let content: YAMLNode.Content
            if frame.isMapping {
                let pairs = Self.pairs(items[frame.firstItem...], diagnostics: &diagnostics)
                items.removeSubrange(frame.firstItem...)
                guard let pairs else { return .stop }
                content = .mapping(pairs)
            } else {
                content = .sequence(Array(items[frame.firstItem...]))
                items.removeSubrange(frame.firstItem...)
            }
            return add(YAMLNode(content, range: fullRange), weight: frame.weight, anchor: frame.anchor,
                       diagnostics: &diagnostics, counted: true)
        default:
            break  // stream start/end, no-op events
        }
        return .proceed
    }

    /// Places a finished node in its parent (or as the document's root) and keeps count.
    private mutating func add(
        _ node: YAMLNode, weight: Int, anchor: String?, diagnostics: inout DiagnosticBag, counted: Bool = false
    ) -> Outcome {
        if !counted {
            documentWeight += weight
            guard documentWeight <= limits.maxNodesPerDocument else {
                diagnostics.error(.aliasExpansionTooLarge,
                    "the document holds more than \(limits.maxNodesPerDocument) nodes once its aliases are expanded",
                    at: node.aliasSite ?? node.range,
                    help: "aliases here multiply the document's size; write the values out or use fewer aliases")
                return .stop
            }
        }
        if let anchor {
            anchors[anchor] = (node, weight)
        }
        if stack.isEmpty {
            documentRoot = node
        } else {
            items.append(node)
            stack[stack.count - 1].weight += weight
        }
        return .proceed
    }

    private static let coreTags = ["str", "int", "float", "bool", "null", "map", "seq"].map { "tag:yaml.org,2002:" + $0 }

    /// Tags of the core schema are allowed (and only `!!str` changes anything); others are refused.
    private func checkTag(_ tag: String?, at range: SourceRange, diagnostics: inout DiagnosticBag) {
        guard let tag, tag != "!", !Self.coreTags.contains(tag) else { return }
        diagnostics.error(.unsupportedTag, "the tag '\(tag)' is not supported", at: range,
                          help: "remove the tag; sheet specs use plain YAML values")
    }

    /// Pairs up a mapping's alternating keys and values, drops (and reports) the
    /// second of a duplicate key, and applies merge keys. `nil` when a key is not a scalar.
    private static func pairs(_ items: ArraySlice<YAMLNode>, diagnostics: inout DiagnosticBag) -> [YAMLPair]? {
        var list = PairList(capacity: items.count / 2)
        var merges: [YAMLNode] = []
        var index = items.startIndex
        while index + 1 < items.endIndex {
            let key = items[index], value = items[index + 1]
            index += 2
            guard case .scalar(let scalar) = key.content else {
                diagnostics.error(.nonScalarKey, "a key must be a name, not \(key.kindDescription)", at: key.range)
                return nil
            }
            if scalar.isPlain, scalar.text == "<<" {
                merges.append(value)
                continue
            }
            if let first = list.position(of: scalar.text) {
                diagnostics.error(.duplicateKey, "the key '\(scalar.text)' appears twice in this mapping",
                                  at: key.range, notes: [.init("'\(scalar.text)' is first given here", at: list.pairs[first].keyRange)],
                                  help: "remove one of them; only one value can hold")
                continue
            }
            list.append(YAMLPair(name: scalar.text, keyRange: key.range, value: value))
        }
        for merge in merges {
            let sources: [YAMLNode]
            switch merge.content {
            case .mapping: sources = [merge]
            case .sequence(let nodes): sources = nodes
            case .scalar: sources = [merge]
            }
            for source in sources {
                guard case .mapping(let merged) = source.content else {
                    diagnostics.error(.invalidMerge, "a merge key ('<<') takes a mapping or a list of mappings, not \(source.kindDescription)",
                                      at: source.aliasSite ?? source.range, help: "write '<<: *anchor' where '&anchor' names a mapping")
                    continue
                }
                // Explicit keys (and earlier merges) win over merged ones.
                for var pair in merged where list.position(of: pair.name) == nil {
                    pair.value.aliasSite = pair.value.aliasSite ?? source.aliasSite ?? merge.aliasSite
                    list.append(pair)
                }
            }
        }
        return list.pairs
    }

    /// A mapping's pairs so far, and where each key stands. A spec's mapping has a handful of
    /// keys: a scan finds one faster than hashing it. Past `scanLimit` keys a table takes over,
    /// so a huge mapping cannot take quadratic time.
    private struct PairList {
        static let scanLimit = 16
        private(set) var pairs: [YAMLPair] = []
        private var positions: [String: Int]?

        init(capacity: Int) {
            pairs.reserveCapacity(capacity)
        }

        func position(of name: String) -> Int? {
            if let positions { return positions[name] }
            return pairs.firstIndex { $0.name == name }
        }

        mutating func append(_ pair: YAMLPair) {
            pairs.append(pair)
            if positions != nil {
                positions![pair.name] = pairs.count - 1
            } else if pairs.count == Self.scanLimit {
                positions = Dictionary(uniqueKeysWithValues: pairs.enumerated().map { ($1.name, $0) })
            }
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
