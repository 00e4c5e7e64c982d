import SheetRuntime

/// Decodes a spec straight from the parser's events, building no document: the fast path for
/// the files sheetc reads most — one document of keys the catalog knows, each with a value of
/// its form — where building the document (`DocumentBuilder`) and decoding it (`SpecDecoder`)
/// cost about 65M instructions per 1,000 specs, twice what checking and lowering them do.
///
/// It takes only what it decodes exactly as `SpecDecoder` would, with nothing to report. At the
/// first thing that would be reported, or that it does not take — a value of the wrong form or
/// out of range, an unknown, duplicate or missing key, a tag, an alias other than a merge key's
/// (`<<: *name`), an anchor anywhere but on an extension field's mapping (`x-defaults: &name`),
/// a sequence outside an extension field, `fit` bounds written as a mapping, an empty document,
/// a syntax error, a limit of `YAMLLimits` neared — it declines, and the caller reads the file
/// again the full way, which reports it. So every diagnostic comes from one place, and a spec
/// from here is the one the full way makes (`SpecEventDecoderTests` hold the two equal).
///
/// Merge keys work as in `DocumentBuilder`: an anchored extension mapping's events are kept
/// (`recorded`) and replayed into the mapping that merges them when it ends, where keys
/// written explicitly (or by an earlier merge) win. One decoder serves a worker's files one
/// after another, its arrays keeping their capacity.
struct SpecEventDecoder {
    enum Outcome { case proceed, decline }

    let limits: YAMLLimits

    /// An open mapping of the catalog: the top level, or a key's mapping.
    private struct Frame {
        /// What the next event is: a key, or the value of a key — the catalog key at this
        /// position among `keys`, or one of the kinds below.
        static let key = -1, extensionValue = -2, mergeValue = -3, skippedValue = -4

        /// The mapping's catalog index; `-1` for the top level.
        var mapping: Int
        /// Not retained: the catalog's tables live as long as the program, and a reference
        /// taken for every key and value (`_withUnsafeGuaranteedRef`) is then neither retained
        /// nor released.
        var keys: Unmanaged<KeyCatalog.MappingKeys>
        /// Where the mapping starts, and where the key it is the value of stands.
        var start: SourceLocation
        var entryKeyRange: SourceRange
        /// Where this mapping's merges start on `merges`.
        var mergesBase: Int
        /// The positions among `keys` written (explicitly, or by a merge).
        var found: UInt64 = 0
        var next = Frame.key
        /// Where the key whose value comes next stands.
        var keyRange = SourceRange(at: .start)
        /// Whether the keys come from a merge: a key written already is passed over, not a duplicate.
        var merging = false
    }

    /// An event kept for a merge: its text in `recordedText`.
    private struct Recorded {
        var kind: YAMLEvent.Kind
        var isPlain: Bool
        var first: Int32
        var count: Int32
        var range: SourceRange
    }

    /// An anchored extension mapping: its name in `recordedText`, its events in `recorded`
    /// (mapping start to end), and its nodes, which a merge adds to the document's count.
    private struct Anchor {
        var nameFirst: Int32
        var nameCount: Int32
        var events: Range<Int>
        var weight: Int
    }

    /// A collection open inside an extension field's value (or inside a value a merge passes over).
    private struct Level {
        var isMapping: Bool
        var expectsKey: Bool
        /// Where this mapping's keys start on `levelKeys`.
        var keysBase: Int
    }

    private var file = ""
    /// The file's specs decoded so far, one a document.
    private var specs: [SheetSpec] = []
    /// The spec of the document being read.
    private var spec: SheetSpec?
    /// Specs done with, whose storage the next ones are decoded into (`SheetSpec.reuse`).
    private var spares: [SheetSpec] = []
    /// A length written as a mapping, being read.
    private var length: LengthParts?
    /// The innermost open mapping (meaningful while `depth` > 0), kept out of `outer`: it is read
    /// and changed for nearly every event, and a field of a stored value costs less than one of
    /// an array's element.
    private var open = Frame(mapping: -1, keys: .passUnretained(KeyCatalog.topLevelKeys), start: .start, entryKeyRange: SourceRange(at: .start), mergesBase: 0)
    /// The mappings around `open`, outermost first.
    private var outer: [Frame] = []
    private var depth = 0
    private var merges: [Int] = []
    private var recorded: [Recorded] = []
    private var recordedText: [UInt8] = []
    private var anchors: [Anchor] = []
    /// The top level's extension keys so far (in `recordedText`), for duplicates.
    private var extensionKeys: [(first: Int32, count: Int32)] = []
    private var levels: [Level] = []
    /// The keys of the open mappings of `levels` (indices of `recorded`), for duplicates.
    private var levelKeys: [Int] = []
    /// The subtree being read: where its events and text start, its anchor's name, its nodes.
    private var subtreeStart = 0
    private var subtreeTextStart = 0
    private var subtreeAnchor: (first: Int32, count: Int32)?
    private var subtreeWeight = 0
    /// Whether the events come from `recorded` (a merge), not the parser: nothing is counted or kept.
    private var replaying = false
    /// Whether a document is open and its mapping has ended, decoded whole.
    private var inDocument = false
    private var documentDone = false
    /// The document's nodes so far, as `DocumentBuilder` counts them against `YAMLLimits`.
    private var weight = 0

    init(limits: YAMLLimits) {
        self.limits = limits
    }

    /// Readies the decoder for `file`: what the last file left (specs not taken, a spec half
    /// read) becomes storage for this one's.
    mutating func start(file: String) {
        self.file = file
        if !specs.isEmpty { recycle(takeSpecs()) }
        if let spec = spec.take() { spares.append(spec) }
        // After a file decoded whole these are empty already; after a decline, not always.
        if depth > 0 || !levels.isEmpty || !levelKeys.isEmpty || length != nil {
            outer.removeAll(keepingCapacity: true)
            depth = 0
            levels.removeAll(keepingCapacity: true)
            levelKeys.removeAll(keepingCapacity: true)
            length = nil
        }
        replaying = false
        inDocument = false
        documentDone = false
        startDocument()
    }

    /// Forgets what a document defined: anchors and extension keys do not cross `---`.
    private mutating func startDocument() {
        if !merges.isEmpty { merges.removeAll(keepingCapacity: true) }
        if !recorded.isEmpty {
            recorded.removeAll(keepingCapacity: true)
            anchors.removeAll(keepingCapacity: true)
        }
        if !recordedText.isEmpty {
            recordedText.removeAll(keepingCapacity: true)
            extensionKeys.removeAll(keepingCapacity: true)
        }
        weight = 0
    }

    /// The file's specs, one a document, once `YAMLReader.decode(_:with:)` said it decoded the file.
    mutating func takeSpecs() -> [SheetSpec] {
        var taken: [SheetSpec] = []
        swap(&taken, &specs)
        return taken
    }

    /// Gives specs done with back, their storage for the next ones (and the array's, for the
    /// next file's: one allocated for every file counted 1.4M instructions per 1,000).
    mutating func recycle(_ done: consuming [SheetSpec]) {
        var done = done
        while let spec = done.popLast() { spares.append(spec) }
        if specs.capacity == 0 { specs = done }
    }

    /// Whether the stream ended with every document decoded.
    var isComplete: Bool {
        !specs.isEmpty && !inDocument
    }

    mutating func handle(_ event: YAMLEvent) -> Outcome {
        if !levels.isEmpty { return subtree(event) }
        if length != nil { return lengthPart(event) }
        switch event.kind {
        case .streamStart, .streamEnd:
            return .proceed
        case .documentStart:
            guard specs.count < limits.maxDocuments else { return .decline }
            if !specs.isEmpty { startDocument() }
            inDocument = true
            return .proceed
        case .documentEnd:
            // An empty document, or one that is no mapping, is the full way's to tell.
            guard documentDone else { return .decline }
            documentDone = false
            inDocument = false
            return .proceed
        case .mappingStart:
            guard !event.hasTag, count(event) else { return .decline }
            guard depth > 0 else { return beginDocument(event) }
            return value(event)
        case .mappingEnd:
            return endMapping(event)
        case .scalar:
            guard depth > 0, event.anchor == nil, !event.hasTag, count(event) else { return .decline }
            return open.next == Frame.key ? key(event) : value(event)
        case .sequenceStart:
            guard depth > 0, !event.hasTag, count(event) else { return .decline }
            return value(event)
        case .alias:
            guard depth > 0, open.next == Frame.mergeValue else { return .decline }
            return merge(event)
        case .sequenceEnd:
            return .decline
        }
    }

    private mutating func push(_ frame: Frame) {
        if depth > 0 { outer.append(open) }
        open = frame
        depth += 1
    }

    /// Counts a node from the parser as `DocumentBuilder` does; `false` where a limit is near.
    private mutating func count(_ event: YAMLEvent) -> Bool {
        guard !replaying else { return true }
        weight += 1
        if event.kind != .scalar, depth + levels.count >= limits.maxDepth { return false }
        return weight <= limits.maxNodesPerDocument
    }

    private mutating func beginDocument(_ event: YAMLEvent) -> Outcome {
        guard inDocument, !documentDone, event.anchor == nil else { return .decline }
        let start = SourceRange(at: event.range.start)
        if var spare = spares.popLast() {
            spare.reuse(file: file, start: start)
            spec = consume spare
        } else {
            spec = SheetSpec(file: file, start: start)
        }
        push(Frame(mapping: -1, keys: .passUnretained(KeyCatalog.topLevelKeys), start: event.range.start, entryKeyRange: start, mergesBase: merges.count))
        return .proceed
    }

    /// A key of the innermost mapping.
    private mutating func key(_ event: YAMLEvent) -> Outcome {
        let (found, isTopLevel) = open.keys._withUnsafeGuaranteedRef { ($0.position(of: event.bytes), $0.parent == nil) }
        let merging = open.merging
        if let position = found {
            let bit: UInt64 = 1 << UInt64(position)
            if open.found & bit != 0 {
                guard merging else { return .decline }
                open.next = Frame.skippedValue
                return .proceed
            }
            open.found |= bit
            open.next = position
            open.keyRange = event.range
            return .proceed
        }
        if isTopLevel, SpecDecoder.isExtension(event.bytes) {
            if merging {
                open.next = Frame.skippedValue
                return .proceed
            }
            guard isNewExtensionKey(event.bytes) else { return .decline }
            open.next = Frame.extensionValue
            return .proceed
        }
        if !merging, Self.isMergeKey(event) {
            open.next = Frame.mergeValue
            return .proceed
        }
        return .decline
    }

    /// Whether an extension key is not one of the top level's so far (kept for the next ones).
    /// Names that are not ASCII could equal others as strings without equal bytes, and more
    /// than `DocumentBuilder.scanLimit` of them would be scanned in quadratic time: declined.
    private mutating func isNewExtensionKey(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard extensionKeys.count < DocumentBuilder.scanLimit, name.allSatisfy({ $0 < 0x80 }) else { return false }
        for other in extensionKeys where isRecorded(other.first, other.count, name) { return false }
        extensionKeys.append((Int32(recordedText.count), Int32(name.count)))
        recordedText.append(contentsOf: name)
        return true
    }

    /// The value of the innermost mapping's key, as `SpecDecoder.decodeValue` decodes it.
    private mutating func value(_ event: YAMLEvent) -> Outcome {
        let next = open.next
        open.next = Frame.key
        switch next {
        case Frame.extensionValue, Frame.skippedValue:
            return event.kind == .scalar ? .proceed : beginSubtree(event)
        case Frame.key, Frame.mergeValue:
            return .decline  // a collection as a key, or a merge key's value that is no alias
        default:
            break
        }
        guard event.anchor == nil else { return .decline }
        // (No `markWritten`: a value taken here is set, and a file with one that is not is declined.)
        let (index, written) = open.keys._withUnsafeGuaranteedRef { ($0.indices[next], $0.forms[next]) }
        var form = written
        if event.kind == .mappingStart {
            if case .length = form {
                length = LengthParts(index: index, keyRange: open.keyRange, start: event.range.start)
                return .proceed
            }
            guard form.takesMapping, let childKeys = KeyCatalog.childKeys[index] else { return .decline }
            push(Frame(mapping: index, keys: .passUnretained(childKeys), start: event.range.start, entryKeyRange: open.keyRange, mergesBase: merges.count))
            return .proceed
        }
        guard event.kind == .scalar else { return .decline }
        let scalar = SpecDecoder.ScalarView(value: ScalarResolver.resolve(event.bytes, isPlain: event.isPlain, tagKeepsText: false),
                                            bytes: event.bytes)
        if case .either(let forms) = form {
            guard let chosen = SpecDecoder.alternative(for: .scalar, scalar.value, among: forms) else { return .decline }
            form = chosen
        }
        let decoded: SpecValue
        if case .length = form, SpecDecoder.takesFit[index], scalar.is("fit") {
            decoded = .length(.fit(min: .zero, max: nil))
        } else {
            guard case .value(let value, let warning) = SpecDecoder.decodeScalar(scalar, form: form,
                                                                            key: open.keys._withUnsafeGuaranteedRef { $0.names[next] }),
                  warning == nil else { return .decline }
            decoded = value
        }
        spec!.set(SpecEntry(value: decoded, keyRange: open.keyRange, valueRange: event.range), at: index)
        return .proceed
    }

    /// The alias after a merge key: the anchored mapping is merged in when the mapping ends.
    private mutating func merge(_ alias: YAMLEvent) -> Outcome {
        open.next = Frame.key
        guard !replaying, let anchor = anchors.lastIndex(where: { isRecorded($0.nameFirst, $0.nameCount, alias.bytes) }) else {
            return .decline
        }
        weight += anchors[anchor].weight
        guard weight <= limits.maxNodesPerDocument else { return .decline }
        merges.append(anchor)
        return .proceed
    }

    private mutating func endMapping(_ event: YAMLEvent) -> Outcome {
        guard depth > 0, open.next == Frame.key else { return .decline }
        if merges.count > open.mergesBase {
            guard applyMerges() == .proceed else { return .decline }
        }
        let frame = open
        depth -= 1
        if depth > 0 { open = outer.removeLast() }
        let required = frame.keys._withUnsafeGuaranteedRef { $0.requiredMask }
        guard frame.found & required == required else { return .decline }
        if frame.mapping >= 0 {
            spec!.set(SpecEntry(value: .mapping, keyRange: frame.entryKeyRange,
                                valueRange: SourceRange(start: frame.start, end: event.range.end)), at: frame.mapping)
        } else {
            specs.append(spec.take()!)
            documentDone = true
        }
        return .proceed
    }

    /// Replays the innermost mapping's merges into it, in order, as `DocumentBuilder.applyMerges` does.
    private mutating func applyMerges() -> Outcome {
        let base = open.mergesBase
        open.merging = true
        replaying = true
        defer { replaying = false }
        // Read while merging, when nothing is recorded: a copy shares the storage.
        let text = recordedText
        let outcome = text.withUnsafeBufferPointer { text in
            for place in base..<merges.count {
                let events = anchors[merges[place]].events
                // The mapping's own start and end are left out: its pairs go into this one.
                for index in events.lowerBound + 1..<events.upperBound - 1 {
                    let kept = recorded[index]
                    let bytes = UnsafeBufferPointer(rebasing: text[Int(kept.first)..<Int(kept.first + kept.count)])
                    let event = YAMLEvent(kind: kept.kind, range: kept.range, bytes: bytes, isPlain: kept.isPlain)
                    guard handle(event) == .proceed else { return Outcome.decline }
                }
            }
            return .proceed
        }
        merges.removeLast(merges.count - base)
        open.merging = false
        return outcome
    }

    /// A collection that is an extension field's value, or a value a merge passes over: read
    /// through, checked as `DocumentBuilder` would, and kept when anchored.
    private mutating func beginSubtree(_ event: YAMLEvent) -> Outcome {
        subtreeStart = recorded.count
        subtreeTextStart = recordedText.count
        // Counted already (`handle`, the depth checked there too): its weight starts at one.
        subtreeWeight = 1
        subtreeAnchor = nil
        if event.anchor != nil {
            let anchor = YAMLEvent.name(event.anchor)
            // A name that is not ASCII could equal another as a string, not as bytes: the full way's.
            guard !replaying, event.kind == .mappingStart, anchor.allSatisfy({ $0 < 0x80 }) else { return .decline }
            subtreeAnchor = (Int32(recordedText.count), Int32(anchor.count))
            recordedText.append(contentsOf: anchor)
        }
        return enterSubtree(event)
    }

    private mutating func subtree(_ event: YAMLEvent) -> Outcome {
        switch event.kind {
        case .scalar, .mappingStart, .sequenceStart:
            guard event.anchor == nil, !event.hasTag, count(event) else { return .decline }
            if !replaying { subtreeWeight += 1 }
            return enterSubtree(event)
        case .mappingEnd, .sequenceEnd:
            let level = levels.removeLast()
            levelKeys.removeLast(levelKeys.count - level.keysBase)
            if !replaying { record(event) }
            if levels.isEmpty { return endSubtree() }
            completeNode()
            return .proceed
        default:
            return .decline
        }
    }

    /// A scalar or a collection's start inside a subtree (its first event included).
    private mutating func enterSubtree(_ event: YAMLEvent) -> Outcome {
        if let level = levels.last, level.isMapping, level.expectsKey {
            guard event.kind == .scalar else { return .decline }
            if !replaying {
                guard isNewLevelKey(event, among: level.keysBase) else { return .decline }
                levelKeys.append(recorded.count)
            }
        }
        if !replaying { record(event) }
        if event.kind == .scalar {
            completeNode()
        } else {
            levels.append(Level(isMapping: event.kind == .mappingStart, expectsKey: true, keysBase: levelKeys.count))
        }
        return .proceed
    }

    /// Whether a key read inside a subtree is one the full way takes as it is: not a merge key
    /// (merges are only taken in the catalog's mappings), ASCII (keys that are not could be equal
    /// as strings with different bytes), and not among its mapping's keys so far, which are
    /// scanned: a mapping of more than `DocumentBuilder.scanLimit` keys, which the full way
    /// looks up in a table, is declined rather than scanned in quadratic time.
    private func isNewLevelKey(_ event: YAMLEvent, among base: Int) -> Bool {
        let name = event.bytes
        guard levelKeys.count - base < DocumentBuilder.scanLimit, name.allSatisfy({ $0 < 0x80 }), !Self.isMergeKey(event) else { return false }
        for place in base..<levelKeys.count {
            let other = recorded[levelKeys[place]]
            if isRecorded(other.first, other.count, name) { return false }
        }
        return true
    }

    /// Whether a key is a merge key: `<<` written plain.
    private static func isMergeKey(_ key: YAMLEvent) -> Bool {
        key.isPlain && key.bytes.count == 2 && key.bytes[0] == UInt8(ascii: "<") && key.bytes[1] == UInt8(ascii: "<")
    }

    /// Whether the `count` bytes kept at `first` in `recordedText` are `name`'s.
    private func isRecorded(_ first: Int32, _ count: Int32, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        Int(count) == name.count && recordedText[Int(first)..<Int(first + count)].elementsEqual(name)
    }

    /// A node of a subtree has ended: in a mapping, a key is followed by a value and a value by a key.
    private mutating func completeNode() {
        let last = levels.count - 1
        if last >= 0, levels[last].isMapping { levels[last].expectsKey.toggle() }
    }

    private mutating func endSubtree() -> Outcome {
        guard !replaying else { return .proceed }
        if let name = subtreeAnchor {
            anchors.append(Anchor(nameFirst: name.first, nameCount: name.count, events: subtreeStart..<recorded.count,
                                  weight: subtreeWeight))
        } else {
            recorded.removeLast(recorded.count - subtreeStart)
            recordedText.removeLast(recordedText.count - subtreeTextStart)
        }
        return .proceed
    }

    private mutating func record(_ event: YAMLEvent) {
        recorded.append(Recorded(kind: event.kind, isPlain: event.isPlain, first: Int32(recordedText.count),
                                 count: Int32(event.bytes.count), range: event.range))
        if event.kind == .scalar { recordedText.append(contentsOf: event.bytes) }
    }

    /// A length written as a mapping (`{percent: 75, of: container}`, `{fromTop: 30}`,
    /// `{points: 70, above: safeArea}`, each with an optional `offset`), as far as it is read.
    private struct LengthParts {
        static let names = ["percent", "fromTop", "points", "offset", "of", "above"]

        /// The catalog index of the key it is the value of, where that key stands, and where it starts.
        var index: Int
        var keyRange: SourceRange
        var start: SourceLocation
        /// The keys read, one bit each by their place in `names`, and the one whose value is next.
        var seen = 0
        var key: Int?
        /// Values by their place in `names`: the numbers', then `of`'s and `above`'s names.
        var numbers: [Double?] = [nil, nil, nil, nil]
        var of: String?
        var above: String?
    }

    /// An event inside a length mapping: its keys and plain values, checked as
    /// `SpecDecoder.decodeLengthMapping` checks them (a value it would report, a key it does not
    /// know, `fit` or anything but a scalar is declined), and the length set at its end.
    private mutating func lengthPart(_ event: YAMLEvent) -> Outcome {
        if event.kind == .mappingEnd { return endLength(event) }
        guard event.kind == .scalar, event.anchor == nil, !event.hasTag, count(event) else { return .decline }
        let scalar = SpecDecoder.ScalarView(value: .string, bytes: event.bytes)
        guard let key = length!.key else {
            guard let place = LengthParts.names.firstIndex(where: { scalar.is($0) }), length!.seen & 1 << place == 0 else {
                return .decline
            }
            length!.seen |= 1 << place
            length!.key = place
            return .proceed
        }
        length!.key = nil
        let value = ScalarResolver.resolve(event.bytes, isPlain: event.isPlain, tagKeepsText: false)
        switch key {
        case 0..<4:
            guard case .number(let number) = value, number.isFinite, number == 0 || abs(number) >= Double.leastNormalMagnitude,
                  key == 0 ? (0...100).contains(number) : key == 3 || number >= 0 else { return .decline }
            length!.numbers[key] = number
        case 4:
            guard case .string = value, let name = ["available", "container"].first(where: { scalar.is($0) }) else { return .decline }
            length!.of = name
        default:
            guard case .string = value, scalar.is("safeArea") else { return .decline }
            length!.above = "safeArea"
        }
        return .proceed
    }

    private mutating func endLength(_ event: YAMLEvent) -> Outcome {
        guard let parts = length.take(), parts.key == nil else { return .decline }
        let forms = (0..<3).filter { parts.numbers[$0] != nil }
        guard forms.count == 1, let form = forms.first, let value = parts.numbers[form],
              (form == 0) == (parts.of != nil), form == 2 || parts.above == nil else { return .decline }
        let length = SpecDecoder.length(LengthParts.names[form], value, of: parts.of, above: parts.above, offset: parts.numbers[3])
        spec!.set(SpecEntry(value: .length(length), keyRange: parts.keyRange,
                            valueRange: SourceRange(start: parts.start, end: event.range.end)), at: parts.index)
        return .proceed
    }
}
