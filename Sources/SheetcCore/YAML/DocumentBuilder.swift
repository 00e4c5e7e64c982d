internal import CLibYAML

/// Turns libyaml's event stream into documents (`YAMLDocument`), with an explicit stack (no
/// recursion).
///
/// An open collection's children wait on scratch stacks shared by all open collections
/// (`pendingPairs`, `pendingItems`, `pendingMerges`), above those of the collections around
/// it; when it ends they are copied into the document's arrays at once, so each collection's
/// children lie together and nothing is allocated per collection. An alias is a copy of the
/// anchored node's few words with its own site: the anchored children are shared, not copied.
///
/// One builder reads file after file (`start(fileSize:)`): its stacks, and the arrays of the
/// documents it built before, keep their capacity, so a worker's steady state allocates
/// almost nothing per file (allocation, not parsing, was most of reading's cost: glibc's
/// malloc consolidates its free lists whenever a block of a kilobyte or more is requested).
struct DocumentBuilder {
    enum Outcome { case proceed, stop }

    /// A key waiting for its value: its bytes in the document's text and where it stands.
    struct Key {
        var nameFirst: Int32
        var nameCount: Int32
        var range: SourceRange
        /// A plain `<<`: its value is merged in when the mapping ends.
        var isMerge: Bool
    }

    /// A collection under construction. Plain words only (its anchor's name and its table of
    /// positions wait on stacks of their own): a frame is copied onto `outer` and back for every
    /// collection, and a copy with a string or a dictionary in it is retained and released.
    struct Frame {
        var isMapping: Bool
        /// Whether the collection is written in flow style (`{…}`, `[…]`), where a comma ends a plain value.
        var isFlow = false
        var start: SourceLocation
        /// Whether the collection has an anchor: its name is the last of `frameAnchors`.
        var hasAnchor: Bool
        /// Nodes inside, counting what aliases expanded to.
        var weight = 1
        /// Where this collection's children start on the scratch stacks.
        var pairsBase: Int
        var itemsBase: Int
        var mergesBase: Int
        var key: Key?
        /// Whether the mapping has a table of its keys' positions, the last of `positionTables`.
        var hasPositions = false
    }

    static let scanLimit = 64
    /// From this many keys on, keys equal as strings are one key whatever their lengths: the
    /// reader used to look them up in a table (hashed as strings) from 16 keys on, and still
    /// finds the same keys, by scanning, until `scanLimit`.
    static let stringEqualityFrom = 16

    let limits: YAMLLimits
    /// Text room reserved for a document: the file's size, up to just under a kilobyte.
    private var textCapacity = 0
    /// The documents of the file read last.
    private(set) var documents: [YAMLDocument] = []
    /// Documents of earlier files, emptied, their arrays kept for the next ones.
    private var spares: [YAMLDocument] = []
    var document = YAMLDocument(start: .start)
    /// The innermost open collection, kept out of `outer`: it is read and changed for every
    /// node, and a field of a local value costs less than one of an array's element.
    /// Meaningful only while `depth` > 0.
    var open = Frame(isMapping: false, start: .start, hasAnchor: false, pairsBase: 0, itemsBase: 0, mergesBase: 0)
    /// The collections around `open`, outermost first.
    var outer: [Frame] = []
    /// How many collections are open (`outer`'s and `open`).
    var depth = 0
    var pendingPairs: [YAMLPair] = []
    var pendingItems: [YAMLNode.Index] = []
    var pendingMerges: [YAMLNode.Index] = []
    var anchors: [String: (node: YAMLNode.Index, weight: Int)] = [:]
    /// The anchors of the open collections that have one, outermost first.
    var frameAnchors: [String] = []
    /// Each key's position among the pairs of an open mapping, once it has `scanLimit` of them
    /// (outermost first): a spec's mapping has a few dozen keys at most and a scan finds one
    /// faster than hashing it, but a huge mapping must not take quadratic time.
    var positionTables: [[String: Int]] = []
    var documentWeight = 0
    /// The bag's error count when the open document started (`YAMLDocument.readErrorCount`).
    private var errorsAtDocumentStart = 0

    init(limits: YAMLLimits) {
        self.limits = limits
        // Room for a spec's open mappings' keys at once, rather than regrowing from one.
        pendingPairs.reserveCapacity(32)
    }

    /// Readies the builder for a file of `fileSize` bytes: the last file's documents become
    /// spares (read them before), and whatever a stopped file left open is dropped.
    mutating func start(fileSize: Int) {
        textCapacity = min(fileSize, 960)
        if !documents.isEmpty {
            spares.append(contentsOf: documents)
            documents.removeAll(keepingCapacity: true)
        }
        document = YAMLDocument(start: .start)
        if depth > 0 {
            outer.removeAll(keepingCapacity: true)
            pendingPairs.removeAll(keepingCapacity: true)
            pendingItems.removeAll(keepingCapacity: true)
            pendingMerges.removeAll(keepingCapacity: true)
            frameAnchors.removeAll(keepingCapacity: true)
            positionTables.removeAll(keepingCapacity: true)
            depth = 0
        }
        if !anchors.isEmpty { anchors.removeAll(keepingCapacity: true) }
        documentWeight = 0
    }

    /// Whether the next node completes is a key of the innermost mapping.
    private var expectsKey: Bool {
        depth > 0 && open.isMapping && open.key == nil
    }

    /// Takes libyaml's next event: each kind is a method of its own below.
    mutating func handle(_ event: yaml_event_t, diagnostics: inout DiagnosticBag) -> Outcome {
        let range = SourceRange(start: YAMLReader.location(event.start_mark), end: YAMLReader.location(event.end_mark))
        switch event.type {
        case YAML_DOCUMENT_START_EVENT: return startDocument(at: range, diagnostics: &diagnostics)
        case YAML_DOCUMENT_END_EVENT: endDocument(errorCount: diagnostics.errorCount)
        case YAML_SCALAR_EVENT: return addScalar(event, at: range, diagnostics: &diagnostics)
        case YAML_ALIAS_EVENT: return addAlias(event, at: range, diagnostics: &diagnostics)
        case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT: return startCollection(event, at: range, diagnostics: &diagnostics)
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT: return endCollection(at: range, diagnostics: &diagnostics)
        default: break  // stream start/end, no-op events
        }
        return .proceed
    }

    /// A document starts: a spare document's arrays are reused, with room reserved for a spec.
    private mutating func startDocument(at range: SourceRange, diagnostics: inout DiagnosticBag) -> Outcome {
        guard documents.count < limits.maxDocuments else {
            diagnostics.report(.tooManyDocuments,
                "the file holds more than \(limits.maxDocuments) documents", at: range,
                help: "split it into several spec files")
            return .stop
        }
        if !anchors.isEmpty { anchors.removeAll(keepingCapacity: true) }
        if var spare = spares.popLast() {
            spare.reuse(start: range.start)
            document = spare
        } else {
            document = YAMLDocument(start: range.start)
        }
        // Room for a spec's text at once, rather than regrowing from one, in a block under a
        // kilobyte (glibc's malloc consolidates its free lists for larger blocks).
        document.text.reserveCapacity(textCapacity)
        document.nodes.reserveCapacity(15)
        document.pairs.reserveCapacity(32)
        documentWeight = 0
        errorsAtDocumentStart = diagnostics.errorCount
        return .proceed
    }

    /// A document ends, `errorCount` errors reported so far in the file: it joins `documents`.
    private mutating func endDocument(errorCount: Int) {
        document.readErrorCount = errorCount - errorsAtDocumentStart
        documents.append(document)
        document = YAMLDocument(start: .start)
    }

    /// A scalar: its bytes join the document's text, its value resolved unless it is a key.
    private mutating func addScalar(_ event: yaml_event_t, at range: SourceRange, diagnostics: inout DiagnosticBag) -> Outcome {
        let scalar = event.data.scalar
        let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
        // Strings are made only for a tag or an anchor actually written (rare in a spec).
        var tagKeepsText = false
        if let tagPointer = scalar.tag {
            let tag = String(cString: tagPointer)
            checkTag(tag, at: range, diagnostics: &diagnostics)
            tagKeepsText = tag == "tag:yaml.org,2002:str" || tag == "!"
        }
        let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE
        // A key is only ever read as text (unless an alias may use it as a value): skip resolving it.
        let value = scalar.anchor == nil && expectsKey
            ? .string : ScalarResolver.resolve(bytes, isPlain: isPlain, tagKeepsText: tagKeepsText)
        let first = Int32(document.text.count)
        document.text.append(contentsOf: bytes)
        let node = YAMLNode(kind: .scalar, isPlain: isPlain, value: value, first: first, count: Int32(bytes.count),
                            range: range, aliasSite: nil)
        if let anchor = scalar.anchor {
            return add(node, weight: 1, anchor: String(cString: anchor), diagnostics: &diagnostics)
        }
        return add(node, weight: 1, anchor: nil, diagnostics: &diagnostics)
    }

    /// An alias: a copy of the anchored node with the alias's site.
    private mutating func addAlias(_ event: yaml_event_t, at range: SourceRange, diagnostics: inout DiagnosticBag) -> Outcome {
        let name = Self.string(event.data.alias.anchor) ?? ""
        guard let anchored = anchors[name] else {
            diagnostics.report(.undefinedAlias, "no anchor '&\(name)' is defined before this alias in this document",
                               at: range, help: "define '&\(name)' earlier in the same document; anchors do not cross '---'")
            return .stop
        }
        var node = document[anchored.node]
        node.aliasSite = range
        return add(node, weight: anchored.weight, anchor: nil, diagnostics: &diagnostics)
    }

    /// A mapping or a sequence starts: it becomes `open`, the one it is in goes onto `outer`.
    private mutating func startCollection(_ event: yaml_event_t, at range: SourceRange, diagnostics: inout DiagnosticBag) -> Outcome {
        let isMapping = event.type == YAML_MAPPING_START_EVENT
        if let tag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag {
            checkTag(String(cString: tag), at: range, diagnostics: &diagnostics)
        }
        guard depth < limits.maxDepth else {
            diagnostics.report(.nestingTooDeep, "mappings and sequences nest deeper than \(limits.maxDepth) levels",
                               at: range)
            return .stop
        }
        documentWeight += 1
        let anchor = Self.string(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
        if let anchor { frameAnchors.append(anchor) }
        let frame = Frame(isMapping: isMapping, start: range.start, hasAnchor: anchor != nil, pairsBase: pendingPairs.count,
                          itemsBase: pendingItems.count, mergesBase: pendingMerges.count)
        if depth > 0 { outer.append(open) }
        open = frame
        open.isFlow = isMapping && event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
        depth += 1
        return .proceed
    }

    /// A mapping or a sequence ends: its children move from the scratch stacks into the
    /// document's arrays, and it is added to the collection around it.
    private mutating func endCollection(at range: SourceRange, diagnostics: inout DiagnosticBag) -> Outcome {
        // Merges are applied while the mapping is still open: they add to its pairs.
        if open.isMapping { applyMerges(diagnostics: &diagnostics) }
        let frame = open
        if frame.hasPositions { positionTables.removeLast() }
        depth -= 1
        if depth > 0 { open = outer.removeLast() }
        let fullRange = SourceRange(start: frame.start, end: range.end)
        let first: Int, count: Int
        if frame.isMapping {
            first = document.pairs.count
            count = pendingPairs.count - frame.pairsBase
            document.pairs.append(contentsOf: pendingPairs[frame.pairsBase...])
            pendingPairs.removeLast(count)
            pendingMerges.removeLast(pendingMerges.count - frame.mergesBase)
        } else {
            first = document.items.count
            count = pendingItems.count - frame.itemsBase
            document.items.append(contentsOf: pendingItems[frame.itemsBase...])
            pendingItems.removeLast(count)
        }
        let node = YAMLNode(kind: frame.isMapping ? .mapping : .sequence, isPlain: false, value: .string,
                            first: Int32(first), count: Int32(count), range: fullRange, aliasSite: nil)
        return add(node, weight: frame.weight, anchor: frame.hasAnchor ? frameAnchors.removeLast() : nil,
                   diagnostics: &diagnostics, counted: true)
    }

    /// Places a finished node in its parent (or as the document's root) and keeps count.
    private mutating func add(
        _ node: YAMLNode, weight: Int, anchor: String?, diagnostics: inout DiagnosticBag, counted: Bool = false
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
        // A node goes into the arena only where something refers to it: a key's scalar does not.
        var stored: YAMLNode.Index?
        if let anchor {
            stored = store(node)
            anchors[anchor] = (stored!, weight)
        }
        guard depth > 0 else {
            document.root = stored ?? store(node)
            return .proceed
        }
        open.weight += weight
        guard open.isMapping else {
            pendingItems.append(stored ?? store(node))
            return .proceed
        }
        guard let key = open.key else {
            guard node.kind == .scalar else {
                diagnostics.report(.nonScalarKey, "a key must be a name, not \(node.kind == .mapping ? "a mapping" : "a sequence")",
                                   at: node.range)
                return .stop
            }
            let isMerge = node.isPlain && node.count == 2
                && document.text[Int(node.first)] == UInt8(ascii: "<") && document.text[Int(node.first) + 1] == UInt8(ascii: "<")
            // An alias used as a key is located where it is used, not at its anchor.
            open.key = Key(nameFirst: node.first, nameCount: node.count, range: node.aliasSite ?? node.range, isMerge: isMerge)
            return .proceed
        }
        open.key = nil
        if key.isMerge {
            pendingMerges.append(stored ?? store(node))
        } else if let first = position(of: key.nameFirst, count: key.nameCount) {
            let shown = SpecDecoder.quoted(text(key.nameFirst, key.nameCount))
            diagnostics.report(.duplicateKey, "the key \(shown) appears twice in this mapping",
                               at: key.range, notes: [.init("\(shown) is first given here", at: pendingPairs[first].keyRange)],
                               help: "remove one of them; only one value can hold")
        } else if open.isFlow, let split = splitValue(key: key, value: node) {
            // The usual slip `{expanded: Now playing, full screen}`: one diagnostic that says
            // why, and the stray key dropped, rather than an unknown key and a null value.
            let name = text(key.nameFirst, key.nameCount)
            diagnostics.report(.unquotedComma, "a comma ends an unquoted value in '{…}': '\(name)' was read as a key of its own",
                               at: key.range, help: "quote the whole value: \(split.key): \"\(split.value), \(name)\"")
        } else {
            let pair = YAMLPair(nameFirst: key.nameFirst, nameCount: key.nameCount, keyRange: key.range, value: stored ?? store(node))
            append(pair)
        }
        return .proceed
    }

    /// The text of the plain value just before `key` in the open flow mapping, when `key` has no
    /// value of its own (no colon) and starts on that value's line after a comma: a value with an
    /// unquoted comma in it, split in two.
    private func splitValue(key: Key, value: YAMLNode) -> (key: String, value: String)? {
        // libyaml places a missing value at the end of its key; after a colon it is further on.
        guard value.kind == .scalar, value.value == .null, value.count == 0, value.range.start == key.range.end,
              value.range.end == key.range.end, pendingPairs.count > open.pairsBase else { return nil }
        let pair = pendingPairs[pendingPairs.count - 1], previous = document[pair.value]
        guard previous.kind == .scalar, previous.isPlain, previous.value == .string, previous.aliasSite == nil,
              previous.range.end.line == key.range.start.line else { return nil }
        return (text(pair.nameFirst, pair.nameCount), text(previous.first, previous.count))
    }

    /// Puts a node in the arena; its index.
    private mutating func store(_ node: YAMLNode) -> YAMLNode.Index {
        document.nodes.append(node)
        return YAMLNode.Index(document.nodes.count - 1)
    }

    private func text(_ first: Int32, _ count: Int32) -> String {
        String(decoding: document.text[Int(first)..<Int(first + count)], as: UTF8.self)
    }

    /// The place on `pendingPairs` of the innermost open mapping's key spelled like the `count`
    /// bytes at `first`. Keys are equal as strings are: compared as bytes, and as strings only
    /// where bytes that are not all ASCII differ. (Mutating though it only reads: a method that
    /// is not made a copy of the whole builder for every key, to call it from a mutating one.)
    private mutating func position(of first: Int32, count: Int32) -> Int? {
        let base = open.pairsBase
        if open.hasPositions {
            return positionTables[positionTables.count - 1][text(first, count)].map { base + $0 }
        }
        return document.text.withUnsafeBufferPointer { text in
            pendingPairs.withUnsafeBufferPointer { pending in
                let name = UnsafeBufferPointer(rebasing: text[Int(first)..<Int(first + count)])
                // Looked at only where another key's bytes differ from the same number of them.
                var nameIsASCII: Bool?
                // From `stringEqualityFrom` keys on, equal strings of different lengths are one key too.
                let anyLength = pending.count - base >= Self.stringEqualityFrom
                for index in base..<pending.count {
                    let other = pending[index]
                    let sameLength = other.nameCount == count
                    if sameLength, Self.memcmp(name, text, other.nameFirst) { return index }
                    guard sameLength || anyLength else { continue }
                    // ASCII strings are equal only when their bytes are.
                    let bytes = UnsafeBufferPointer(rebasing: text[Int(other.nameFirst)..<Int(other.nameFirst + other.nameCount)])
                    if nameIsASCII == nil { nameIsASCII = Self.isASCII(name) }
                    guard !nameIsASCII! || !Self.isASCII(bytes) else { continue }
                    if String(decoding: name, as: UTF8.self) == String(decoding: bytes, as: UTF8.self) { return index }
                }
                return nil
            }
        }
    }

    /// Whether `name` equals the same number of bytes at `first` in `text`.
    private static func memcmp(_ name: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>, _ first: Int32) -> Bool {
        var offset = Int(first)
        for byte in name {
            guard text[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    /// Adds a pair to the innermost open mapping, keeping its table of positions once it has one.
    private mutating func append(_ pair: YAMLPair) {
        let position = pendingPairs.count - open.pairsBase
        if open.hasPositions { positionTables[positionTables.count - 1][text(pair.nameFirst, pair.nameCount)] = position }
        pendingPairs.append(pair)
        if !open.hasPositions, position + 1 == Self.scanLimit {
            // The first of keys equal as strings but of different lengths (which the scan tells
            // apart) is kept, rather than trapping on them.
            let base = open.pairsBase
            positionTables.append(Dictionary(pendingPairs[base...].enumerated().map { (text($1.nameFirst, $1.nameCount), $0) },
                                             uniquingKeysWith: { first, _ in first }))
            open.hasPositions = true
        }
    }

    private static let coreTags = ["str", "int", "float", "bool", "null", "map", "seq"].map { "tag:yaml.org,2002:" + $0 }

    /// Tags of the core schema are allowed (and only `!!str` changes anything); others are refused.
    private func checkTag(_ tag: String, at range: SourceRange, diagnostics: inout DiagnosticBag) {
        guard tag != "!", !Self.coreTags.contains(tag) else { return }
        diagnostics.report(.unsupportedTag, "the tag '\(tag)' is not supported", at: range,
                           help: "remove the tag; sheet specs use plain YAML values")
    }

    /// Applies a mapping's merge keys (`<<`), in order, once its own keys are all known:
    /// explicit keys (and earlier merges) win over merged ones. A merged value keeps the site of
    /// the alias it came through: a copy of its node with that site, its children shared.
    private mutating func applyMerges(diagnostics: inout DiagnosticBag) {
        for mergeIndex in open.mergesBase..<pendingMerges.count {
            let merge = document[pendingMerges[mergeIndex]]
            let sources: Range<Int>
            let isList = merge.kind == .sequence
            if isList {
                sources = Int(merge.first)..<Int(merge.first + merge.count)
            } else {
                sources = mergeIndex..<mergeIndex + 1
            }
            for place in sources {
                let sourceIndex = isList ? document.items[place] : pendingMerges[place]
                let source = document[sourceIndex]
                guard source.kind == .mapping else {
                    diagnostics.report(.invalidMerge, "a merge key ('<<') takes a mapping or a list of mappings, not \(document.kindDescription(sourceIndex))",
                                       at: source.aliasSite ?? source.range, help: "write '<<: *anchor' where '&anchor' names a mapping")
                    continue
                }
                for pairIndex in Int(source.first)..<Int(source.first + source.count) {
                    var pair = document.pairs[pairIndex]
                    guard position(of: pair.nameFirst, count: pair.nameCount) == nil else { continue }
                    let value = document[pair.value]
                    if value.aliasSite == nil, let site = source.aliasSite ?? merge.aliasSite {
                        var copy = value
                        copy.aliasSite = site
                        pair.value = store(copy)
                    }
                    append(pair)
                }
            }
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
