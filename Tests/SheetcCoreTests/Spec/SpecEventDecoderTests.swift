import Foundation
@testable import SheetcCore
import Testing

/// The fast path (`SpecEventDecoder`) against the full way (`DocumentBuilder` + `SpecDecoder`):
/// where it decodes a file, the full way reports nothing while reading and decoding it and makes
/// the same spec; where anything is to be reported, it declines.
struct SpecEventDecoderTests {
    /// The fast path's specs of `yaml`, or `nil` where it declines.
    private func fastSpecs(_ yaml: String, limits: YAMLLimits = .default) -> [SheetSpec]? {
        var decoder = SpecEventDecoder(limits: limits)
        decoder.start(file: "t.sheet.yaml")
        guard YAMLReader(limits: limits).decode(Array(yaml.utf8), with: &decoder) else { return nil }
        return decoder.takeSpecs()
    }

    /// The fast path's spec of a one-document `yaml`, or `nil` where it declines.
    private func fast(_ yaml: String, limits: YAMLLimits = .default) -> SheetSpec? {
        fastSpecs(yaml, limits: limits)?.first
    }

    /// The full way's specs of `yaml` and what reading and decoding it reported.
    private func full(_ yaml: String, limits: YAMLLimits = .default) -> (specs: [SheetSpec], diagnostics: DiagnosticBag) {
        var diagnostics = DiagnosticBag(file: "t.sheet.yaml")
        let documents = YAMLReader(limits: limits).read(Array(yaml.utf8), diagnostics: &diagnostics)
        let specs = documents.compactMap { SpecDecoder.decode($0, file: "t.sheet.yaml", diagnostics: &diagnostics) }
        return (specs, diagnostics)
    }

    /// Every key's entry, and whether it was written, as text: two specs are the same when these are.
    private func entries(_ spec: SheetSpec) -> [String] {
        KeyCatalog.allEntries.indices.map { index in
            "\(KeyCatalog.allEntries[index].path) written:\(spec.isWritten(SpecKey(index: index))) \(String(describing: spec[index: index]))"
        } + ["start \(spec.start)", "misspelled \(spec.misspelledKeys.sorted())"]
    }

    /// The fast path's promise for `yaml`; whether it decoded it.
    @discardableResult
    private func expectAgreement(_ yaml: String, limits: YAMLLimits = .default, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        guard let taken = fastSpecs(yaml, limits: limits) else { return false }
        let (specs, diagnostics) = full(yaml, limits: limits)
        #expect(diagnostics.diagnostics.isEmpty, "the fast path took what the full way reports:\n\(yaml)", sourceLocation: sourceLocation)
        #expect(taken.map(entries) == specs.map(entries), "\(yaml)", sourceLocation: sourceLocation)
        return true
    }

    static let corpusLike = """
        x-defaults: &defaults
          version: 1
          appearance: {cornerRadius: 18, backgroundColor: "#F8F3F7"}
        <<: *defaults
        sheet: Sheet00000
        description: map details filters drawer drawer details map drawer list map share
        concreteDimension: {custom: 465pt}
        headerHeight: 60
        thresholds:
          dismissVelocity: 1567
          snapVelocity: 142
        dimming:
          maxAlpha: 0.4
          tapToDismiss: false
        animation: {curve: easeOut, duration: 0.2}
        interaction:
          dismissible: true
          dragArea: sheet

        """

    @Test func decodesTheSamplesAndTheBenchmarksSpecsAsTheFullWayDoes() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: Repository.samples.path)
            .filter { $0.hasSuffix(".sheet.yaml") }.sorted()
        #expect(samples.count >= 6)
        for name in samples {
            let text = try String(contentsOf: Repository.samples.appendingPathComponent(name), encoding: .utf8)
            #expect(expectAgreement(text), "the fast path declined \(name)")
        }
        #expect(expectAgreement(Self.corpusLike))
    }

    @Test func mergedKeysLoseToWrittenOnesWhereverTheyStand() throws {
        let spec = try #require(fast("""
            x-a: &a {version: 1, sheet: Merged, headerHeight: 10, appearance: {cornerRadius: 4}}
            x-b: &b {headerHeight: 20, topInset: 30}
            concreteDimension: half
            appearance: {backgroundColor: "#FFFFFF"}
            <<: *a
            <<: *b
            topInset: 40

            """))
        #expect(spec.text(.sheet) == "Merged")
        #expect(spec.length("headerHeight") == .points(10))  // the first merge wins over the second
        #expect(spec.length("topInset") == .points(40))  // written after the merge, still wins
        #expect(spec.isWritten("appearance.backgroundColor"))
        #expect(!spec.isWritten("appearance.cornerRadius"))  // a merge replaces a mapping whole, or not at all
        #expect(expectAgreement("""
            x-a: &a {version: 1, sheet: Merged, headerHeight: 10, appearance: {cornerRadius: 4}}
            concreteDimension: half
            appearance: {backgroundColor: "#FFFFFF"}
            <<: *a

            """))
    }

    @Test func declinesWhatTheFullWayReportsOrAloneTakes() {
        let base = "version: 1\nsheet: Card\nconcreteDimension: half\n"
        #expect(fast(base) != nil)
        let declined: [(String, String)] = [
            ("an unknown key", base + "colour: red\n"),
            ("a duplicate key", base + "sheet: Other\n"),
            ("a duplicate extension key", "x-a: 1\n" + base + "x-a: 2\n"),
            ("a missing required key", "version: 1\nconcreteDimension: half\n"),
            ("a missing required key in a mapping", "version: 1\nsheet: Card\nsegmented: true\nsegments: {open: 500, compressed: 300}\n"),
            ("a value out of range", base + "dimming: {maxAlpha: 2}\n"),
            ("a value of the wrong kind", base + "headerHeight: [1, 2]\n"),
            ("a YAML 1.1 boolean", base + "popUpIndicator: yes\n"),
            ("a warning", base + "headerHeight: 0.5\n"),
            ("a tag", base + "description: !!str 12\n"),
            ("an anchor on a value", base + "headerHeight: &h 12\n"),
            ("an alias as a value", "x-h: &h {a: 1}\n" + base + "appearance: *h\n"),
            ("a length mapping of two forms", base + "topInset: {points: 20, fromTop: 10}\n"),
            ("a percentage without what of", base + "topInset: {percent: 20}\n"),
            ("'above' beside a percentage", base + "topInset: {percent: 20, of: container, above: safeArea}\n"),
            ("a percentage above 100", base + "topInset: {percent: 120, of: container}\n"),
            ("fit bounds as a mapping", "version: 1\nsheet: Card\nconcreteDimension: {custom: {fit: {min: 10}}}\n"),
            ("an empty document", base + "---\n"),
            ("a broken second document", base + "---\n" + "version: 1\n"),
            ("an empty file", ""),
            ("more documents than the limit", String(repeating: "---\n" + base, count: YAMLLimits.default.maxDocuments + 1)),
            ("a document that is no mapping", "- version\n"),
            ("a syntax error after the spec", base + "key: [unclosed\n"),
            ("a mapping as a key", base + "? {a: 1}\n: 2\n"),
            ("a merge of an undefined anchor", base + "<<: *nothing\n"),
            ("a merge of a sequence", "x-s: &s [1, 2]\n" + base + "<<: *s\n"),
            ("an anchor inside an extension field", "x-a:\n  inner: &i {b: 1}\n" + base),
            ("a merge inside an extension field", "x-a: &a {b: 1}\nx-b: {<<: *a}\n" + base),
            ("a duplicate key inside an extension field", "x-a: {b: 1, b: 2}\n" + base),
            ("a non-ASCII extension key", "x-é: 1\n" + base),
        ]
        for (what, yaml) in declined {
            #expect(fast(yaml) == nil, "the fast path took \(what)")
        }
    }

    @Test func decodesLengthMappingsAndEveryDocument() throws {
        let yaml = """
            version: 1
            sheet: First
            segmented: true
            segments: {open: {fromTop: 30}, compressed: {percent: 40, of: container, offset: -10}, closed: {points: 70, above: safeArea}}
            thresholds: {dismissBelow: {percent: 20, of: available}}
            ---
            version: 1
            sheet: Second
            concreteDimension: half

            """
        #expect(expectAgreement(yaml))
        let specs = try #require(fastSpecs(yaml))
        #expect(specs.map { $0.text(.sheet) } == ["First", "Second"])
        #expect(specs[0].length("segments.open") == .fromTop(30))
        #expect(specs[0].length("segments.compressed") == .offset(.fractionOfContainer(0.4), by: -10))
        #expect(specs[0].length("segments.closed") == .aboveSafeArea(70))
    }

    @Test func everyKeyIsFoundByItsBytesAndNothingElse() {
        let tables = [KeyCatalog.topLevelKeys] + KeyCatalog.childKeys.compactMap { $0 }
        for keys in tables {
            for (position, name) in keys.names.enumerated() {
                var bytes = Array(name.utf8)
                #expect(bytes.withUnsafeBufferPointer { keys.position(of: $0) } == position, "\(name)")
                bytes[bytes.count - 1] ^= 0x20  // the last letter's case changed
                #expect(bytes.withUnsafeBufferPointer { keys.position(of: $0) } == nil, "\(name)")
                bytes = Array((name + "x").utf8)
                #expect(bytes.withUnsafeBufferPointer { keys.position(of: $0) } == nil, "\(name)x")
                bytes = Array(name.utf8)
                bytes[0] ^= 0x20
                #expect(bytes.withUnsafeBufferPointer { keys.position(of: $0) } == nil, "\(name)")
            }
        }
    }

    @Test func typeNamesAreReadFromBytesAsFromCharacters() {
        func byScalars(_ name: String) -> Bool {
            guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first), name.unicodeScalars.count <= 128 else { return false }
            return name.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
        let names = ["", "A", "a", "Ab1", "ReactionList", "Card_2", "Émile", "A\u{301}", "AÉ", "Z9z", "9Z", "A b", "A-b", "Ａ",
                     "A" + String(repeating: "b", count: 127), "A" + String(repeating: "b", count: 128), "Ab\u{0}"]
        for name in names {
            #expect(SpecDecoder.isTypeName(name) == byScalars(name), "\(name)")
        }
        #expect(SpecDecoder.isTypeName("Card") && !SpecDecoder.isTypeName("card"))
    }

    @Test func onlyStateHeightsTakeFit() {
        let taking = KeyCatalog.allEntries.map(\.path).filter(SpecDecoder.takesFit)
        #expect(taking == KeyCatalog.allEntries.map(\.path).filter {
            $0.hasPrefix("segments.") || $0.contains(".segments.") || $0.hasSuffix("concreteDimension.custom")
        })
        #expect(taking.contains("segments.open") && taking.contains("overrides.wide.segments.closed"))
        #expect(taking.contains("concreteDimension.custom") && !taking.contains("segments") && !taking.contains("thresholds.dismissBelow"))
    }

    @Test func declinesNearTheLimitsTheFullWayEnforces() {
        let base = "version: 1\nsheet: Card\nconcreteDimension: half\n"
        var limits = YAMLLimits.default
        limits.maxDepth = 2
        #expect(fast(base + "x-a: {b: {c: 1}}\n", limits: limits) == nil)
        limits = .default
        limits.maxNodesPerDocument = 8
        #expect(fast(base + "x-a: {b: 1, c: 2}\n", limits: limits) == nil)
        limits.maxFileSize = 10
        #expect(fast(base, limits: limits) == nil)
    }

    /// Right lines, one group a key.
    static let validLines: [[String]] = [
        ["concreteDimension: half", "concreteDimension: fit", "concreteDimension: {custom: 465pt}", "concreteDimension: {fit: {min: 100, max: 400}}",
         "concreteDimension: {custom: {percent: 50, of: container}}", "segmented: true\nsegments: {open: 90%, compressed: {fromTop: 200}, closed: 0}"],
        ["headerHeight: 60", "headerHeight: {points: 20, above: safeArea, offset: 4}"], ["topInset: \"20pt\"", "topInset: 0"],
        ["initialState: open", "initialState: closed"], ["popUpIndicator: true", "popUpIndicator: {width: 40, color: \"#112233\"}"],
        ["thresholds: {dismissVelocity: none, snapVelocity: 0, atRest: up}", "thresholds:\n  dismissVelocity: 1500\n  dismissBelow: 30%"],
        ["dimming: false", "dimming: {maxAlpha: 0.4, tapToDismiss: false}"],
        ["appearance: {cornerRadius: 18, backgroundColor: \"#F8F3F7\", border: {width: 2}}", "appearance:\n  shadow: {radius: 4}\n  cornerRadius: 8"],
        ["animation: {curve: easeOut, duration: 0.2}"], ["interaction: {dismissible: true, dragArea: sheet}"],
        ["x-defaults: &defaults\n  appearance: {cornerRadius: 18}\n  headerHeight: 10\n<<: *defaults"], ["description: a card"],
    ]

    /// Random specs from lines that are right, wrong, or use YAML the fast path leaves alone: it
    /// never takes one the full way reports anything in, and makes the full way's spec of the rest.
    @Test func agreesWithTheFullWayOnRandomSpecs() {
        let lines = [
            "version: 1", "version: 1", "version: \"1\"", "sheet: Card", "sheet: Card", "sheet: lowercase",
            "description: a card", "description: 12", "segmented: true", "segmented: false", "segmented: yes",
            "segments: {open: 90%, compressed: 300, closed: 0}", "segments: {open: 500}",
            "segments:\n  open: {fit: {min: 100}}\n  compressed: 200pt\n  closed: 0",
            "concreteDimension: half", "concreteDimension: fit", "concreteDimension: {custom: 465pt}",
            "concreteDimension: {fit: {min: 100, max: 400}}", "concreteDimension: {custom: {percent: 50, of: container}}",
            "headerHeight: 60", "headerHeight: -1", "headerHeight: 0.5", "topInset: \"20pt\"", "topInset: '20'",
            "initialState: open", "initialState: opne", "popUpIndicator: true", "popUpIndicator: {width: 40, color: \"#112233\"}",
            "thresholds: {dismissVelocity: none, snapVelocity: 0, atRest: up}", "thresholds:\n  dismissVelocity: 1500\n  dismissBelow: 30%",
            "dimming: false", "dimming: {maxAlpha: 0.4, tapToDismiss: false, from: closed}", "dimming: {maxAlpha: 4}",
            "appearance: {cornerRadius: 18, backgroundColor: \"#F8F3F7\", border: {width: 2}}",
            "appearance:\n  shadow: {radius: 4}\n  cornerRadius: 8", "appearance: {backgroundColor: blue}",
            "animation: {curve: easeOut, duration: 0.2}", "interaction: {dismissible: true, dragArea: sheet}",
            "overrides: {landscape: {topInset: 10, placement: {maxWidth: 400}}}",
            "x-defaults: &defaults\n  version: 1\n  appearance: {cornerRadius: 18}", "<<: *defaults",
            "x-more: &more {headerHeight: 12, sheet: Other}", "<<: *more", "x-list: [1, {a: b}]", "x-note: plain",
            "unknown: 1", "headerHeight: !!float 3", "topInset: &t 4", "segmented: *defaults", "seq: [1]",
            "# a comment", "\"sheet\": Quoted", "? complex\n: key",
        ]
        var generator = SplitMix(seed: 20261123)
        func pick(_ choices: [String]) -> String { choices[Int(generator.next() % UInt64(choices.count))] }
        var taken = 0
        var reused = SpecEventDecoder(limits: .default)
        for _ in 0..<600 {
            // A spec mostly right — one line for each of a random set of keys — and now and then a line from `lines`.
            var spec = [pick(["version: 1", "version: 1", "version: 1", "version: \"1\""]), pick(["sheet: Card", "sheet: Card", "sheet: lowercase"])]
            for group in Self.validLines where generator.next() % 3 == 0 { spec.append(pick(group)) }
            while generator.next() % 4 == 0 { spec.append(pick(lines)) }
            for index in spec.indices.reversed() where generator.next() % 5 == 0 {
                spec.swapAt(index, Int(generator.next() % UInt64(index + 1)))
            }
            let yaml = spec.joined(separator: "\n") + "\n"
            if expectAgreement(yaml) { taken += 1 }
            // One decoder for file after file, as a worker has, whatever the last file left.
            reused.start(file: "t.sheet.yaml")
            let again = YAMLReader(limits: .default).decode(Array(yaml.utf8), with: &reused) ? reused.takeSpecs() : nil
            #expect(again.map { $0.map(entries) } == fastSpecs(yaml).map { $0.map(entries) }, "\(yaml)")
            if let again { reused.recycle(again) }
        }
        // Both ways are exercised: neither "takes nothing" nor "takes everything" passes unseen.
        #expect(taken > 20)
        #expect(taken < 580)
    }
}

/// A small seeded generator (SplitMix64): the same specs on every run and platform.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
