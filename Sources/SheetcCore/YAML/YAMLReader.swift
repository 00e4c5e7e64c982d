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
            diagnostics.report(.fileTooLarge,
                "the file is larger than the limit of \(limits.maxFileSize) bytes",
                at: SourceRange(at: .start), help: "split it into several spec files")
            return []
        }
        guard !bytes.isEmpty else { return [] }

        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            diagnostics.report(.yamlSyntax, "libyaml could not start (out of memory)", at: nil)
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
            diagnostics.report(.yamlSyntax, "the file is not valid text: \(problem) at byte \(parser.problem_offset)",
                               at: SourceRange(at: location), help: "save the file as UTF-8")
            return
        }
        if parser.error == YAML_MEMORY_ERROR {
            diagnostics.report(.yamlSyntax, "libyaml ran out of memory", at: nil)
            return
        }
        var notes: [Diagnostic.Note] = []
        if let context = parser.context {
            let mark = parser.context_mark
            notes.append(.init(String(cString: context), at: SourceRange(at: Self.location(mark))))
        }
        diagnostics.report(.yamlSyntax, "YAML syntax error: \(problem)",
                           at: SourceRange(at: Self.location(parser.problem_mark)), notes: notes, help: Self.help(for: problem))
    }

    /// What libyaml's wording means for someone writing a spec, for its commonest problems.
    static func help(for problem: String) -> String? {
        if problem.contains("tab") {
            return "YAML indents with spaces only: replace the tab with spaces"
        }
        if problem.contains("mapping values are not allowed") {
            return "a key is indented deeper than the keys beside it, or a value holds ': ' — line keys up, or quote the value"
        }
        if problem.contains("did not find expected key") || problem.contains("did not find expected '-' indicator") {
            return "a line is indented less or more than the keys of its mapping: line them up"
        }
        if problem.contains("found unexpected end of stream") || problem.contains("found unexpected end") {
            return "a quote or bracket opened here is never closed"
        }
        if problem.contains("could not find expected ':'") {
            return "a key needs ': ' after it (a colon and a space)"
        }
        return nil
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
///
/// Each open collection gathers what it holds itself — a mapping its pairs, as each value
/// arrives after its key, a sequence its nodes — and hands them over whole when it ends:
/// no node is copied from one list into another on the way.
private struct TreeBuilder {
    enum Outcome { case proceed, stop }

    /// A key waiting for its value.
    struct Key {
        var name: String
        var range: SourceRange
        /// A plain `<<`: its value is merged in when the mapping ends.
        var isMerge: Bool
    }

    /// A collection under construction.
    struct Frame {
        var isMapping: Bool
        var start: SourceLocation
        var anchor: String?
        /// Nodes inside, counting what aliases expanded to.
        var weight = 1
        var nodes: [YAMLNode] = []
        var pairs = PairList()
        var merges: [YAMLNode] = []
        var key: Key?
    }

    let limits: YAMLLimits
    var documents: [YAMLDocument] = []
    var stack: [Frame] = []
    var anchors: [String: (node: YAMLNode, weight: Int)] = [:]
    var documentStart = SourceLocation.start
    var documentRoot: YAMLNode?
    var documentWeight = 0

    init(limits: YAMLLimits) {
        self.limits = limits
    }

    /// Whether the next node completes is a key of the innermost mapping.
    /// (Read field by field: `stack.last` would copy the whole frame, its lists retained, for every scalar.)
    private var expectsKey: Bool {
        guard !stack.isEmpty else { return false }
        let top = stack.count - 1
        return stack[top].isMapping && stack[top].key == nil
    }

    mutating func handle(_ event: yaml_event_t, diagnostics: inout DiagnosticBag) -> Outcome {
        let range = SourceRange(start: YAMLReader.location(event.start_mark), end: YAMLReader.location(event.end_mark))
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            guard documents.count < limits.maxDocuments else {
                diagnostics.report(.tooManyDocuments,
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
            let value = anchor == nil && expectsKey ? .string : ScalarResolver.resolve(text, isPlain: isPlain, tag: tag)
            let node = YAMLNode(.scalar(YAMLScalar(text: text, isPlain: isPlain, value: value)), range: range)
            return add(node, weight: 1, anchor: anchor, diagnostics: &diagnostics)
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                diagnostics.report(.undefinedAlias, "no anchor '&\(name)' is defined before this alias in this document",
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
                diagnostics.report(.nestingTooDeep, "mappings and sequences nest deeper than \(limits.maxDepth) levels",
                                   at: range)
                return .stop
            }
            documentWeight += 1
            let anchor = Self.string(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
            stack.append(Frame(isMapping: isMapping, start: range.start, anchor: anchor))
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            var frame = stack.removeLast()
            let fullRange = SourceRange(start: frame.start, end: range.end)
            let content: YAMLNode.Content
            if frame.isMapping {
                Self.merge(frame.merges, into: &frame.pairs, diagnostics: &diagnostics)
                content = .mapping(frame.pairs.pairs)
            } else {
                content = .sequence(frame.nodes)
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
        _ node: consuming YAMLNode, weight: Int, anchor: String?, diagnostics: inout DiagnosticBag, counted: Bool = false
    ) -> Outcome {
        if !counted {
            documentWeight += weight
            guard documentWeight <= limits.maxNodesPerDocument else {
                diagnostics.report(.aliasExpansionTooLarge,
                    "the document holds more than \(limits.maxNodesPerDocument) nodes once its aliases are expanded",
                    at: node.aliasSite ?? node.range,
                    help: "aliases here multiply the document's size; write the values out or use fewer aliases")
                return .stop
            }
        }
        if let anchor {
            anchors[anchor] = (node, weight)
        }
        guard !stack.isEmpty else {
            documentRoot = node
            return .proceed
        }
        let top = stack.count - 1
        stack[top].weight += weight
        guard stack[top].isMapping else {
            stack[top].nodes.append(node)
            return .proceed
        }
        // The waiting key is moved out of the frame, not copied and then cleared.
        var waiting: Key?
        swap(&waiting, &stack[top].key)
        guard let key = waiting else {
            guard case .scalar(let scalar) = node.content else {
                diagnostics.report(.nonScalarKey, "a key must be a name, not \(node.kindDescription)", at: node.range)
                return .stop
            }
            let isMerge = scalar.isPlain && scalar.text.utf8.count == 2 && scalar.text == "<<"
            // An alias used as a key is located where it is used, not at its anchor.
            stack[top].key = Key(name: scalar.text, range: node.aliasSite ?? node.range, isMerge: isMerge)
            return .proceed
        }
        if key.isMerge {
            stack[top].merges.append(node)
        } else if let first = stack[top].pairs.position(of: key.name) {
            let shown = SpecDecoder.quoted(key.name)
            diagnostics.report(.duplicateKey, "the key \(shown) appears twice in this mapping",
                               at: key.range, notes: [.init("\(shown) is first given here", at: stack[top].pairs.pairs[first].keyRange)],
                               help: "remove one of them; only one value can hold")
        } else {
            stack[top].pairs.append(YAMLPair(name: key.name, keyRange: key.range, value: node))
        }
        return .proceed
    }

    private static let coreTags = ["str", "int", "float", "bool", "null", "map", "seq"].map { "tag:yaml.org,2002:" + $0 }

    /// Tags of the core schema are allowed (and only `!!str` changes anything); others are refused.
    private func checkTag(_ tag: String?, at range: SourceRange, diagnostics: inout DiagnosticBag) {
        guard let tag, tag != "!", !Self.coreTags.contains(tag) else { return }
        diagnostics.report(.unsupportedTag, "the tag '\(tag)' is not supported", at: range,
                           help: "remove the tag; sheet specs use plain YAML values")
    }

    /// Applies a mapping's merge keys (`<<`), in order, once its own keys are all known:
    /// explicit keys (and earlier merges) win over merged ones.
    private static func merge(_ merges: [YAMLNode], into list: inout PairList, diagnostics: inout DiagnosticBag) {
        for merge in merges {
            let sources: [YAMLNode]
            switch merge.content {
            case .mapping: sources = [merge]
            case .sequence(let nodes): sources = nodes
            case .scalar: sources = [merge]
            }
            for source in sources {
                guard case .mapping(let merged) = source.content else {
                    diagnostics.report(.invalidMerge, "a merge key ('<<') takes a mapping or a list of mappings, not \(source.kindDescription)",
                                       at: source.aliasSite ?? source.range, help: "write '<<: *anchor' where '&anchor' names a mapping")
                    continue
                }
                for var pair in merged where list.position(of: pair.name) == nil {
                    pair.value.aliasSite = pair.value.aliasSite ?? source.aliasSite ?? merge.aliasSite
                    list.append(pair)
                }
            }
        }
    }

    /// A mapping's pairs so far, and where each key stands. A spec's mapping has a handful of
    /// keys: a scan finds one faster than hashing it. Past `scanLimit` keys a table takes over,
    /// so a huge mapping cannot take quadratic time.
    struct PairList {
        static let scanLimit = 16
        private(set) var pairs: [YAMLPair] = []
        private var positions: [String: Int]?

        func position(of name: String) -> Int? {
            if let positions { return positions[name] }
            // Different lengths are told apart without comparing text.
            let length = name.utf8.count
            return pairs.firstIndex { $0.name.utf8.count == length && $0.name == name }
        }

        mutating func append(_ pair: consuming YAMLPair) {
            // Room for a spec mapping's keys at once, rather than regrowing from one.
            if pairs.capacity == 0 { pairs.reserveCapacity(8) }
            if positions != nil { positions![pair.name] = pairs.count }
            pairs.append(pair)
            if positions == nil, pairs.count == Self.scanLimit {
                positions = Dictionary(uniqueKeysWithValues: pairs.enumerated().map { ($1.name, $0) })
            }
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
