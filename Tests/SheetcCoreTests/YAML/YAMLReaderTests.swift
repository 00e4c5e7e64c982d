@testable import SheetcCore
import Testing

struct YAMLReaderTests {
    private func read(_ text: String, limits: YAMLLimits = .default) -> ([YAMLDocument], DiagnosticBag) {
        var bag = DiagnosticBag(file: "t.yaml")
        let documents = YAMLReader(limits: limits).read(Array(text.utf8), diagnostics: &bag)
        return (documents, bag)
    }

    /// A pair as the tests look at it: the key's text and place, and the value's node.
    private struct Pair {
        var name: String
        var keyRange: SourceRange
        var index: YAMLNode.Index
        var value: YAMLNode
    }

    /// The pairs of the mapping at `node` (the document's root by default); none for any other node.
    private func pairs(_ document: YAMLDocument?, _ node: YAMLNode.Index? = nil) -> [Pair] {
        guard let document, let node = node ?? document.root else { return [] }
        return document.pairs(of: node).map { Pair(name: document.name($0), keyRange: $0.keyRange, index: $0.value, value: document[$0.value]) }
    }

    /// A document's nodes as text, for comparing two readings.
    private func outline(_ document: YAMLDocument, _ node: YAMLNode.Index? = nil) -> String {
        guard let node = node ?? document.root else { return "empty" }
        let value = document[node]
        let site = "\(value.range)\(value.aliasSite.map { "@\($0)" } ?? "")"
        switch value.kind {
        case .scalar: return "\(document.scalar(node)!.text)(\(value.value))\(site)"
        case .sequence: return "[" + document.items(of: node).map { outline(document, $0) }.joined(separator: ", ") + "]\(site)"
        case .mapping:
            return "{" + document.pairs(of: node).map { "\(document.name($0))\($0.keyRange): \(outline(document, $0.value))" }
                .joined(separator: ", ") + "}\(site)"
        }
    }

    /// One builder reading file after file (as a worker does) reads each as a new one would,
    /// also after a file whose reading stopped inside a mapping.
    @Test func builderReusedAcrossFilesReadsEachFileAfresh() {
        let files = ["a: 1\nb: [x, y]\n---\nc: {d: true}\n", "a: &x {p: 1}\nb:\n  <<: *x\n  q: *y\n",
                     "k: 1\n", "s: [1, [2, {t: 3}]]\nu: \"4pt\"\n---\n---\nv: null\n", "a: 1\n"]
        var builder = DocumentBuilder(limits: .default)
        for file in files {
            var reusedBag = DiagnosticBag(file: "t.yaml"), freshBag = DiagnosticBag(file: "t.yaml")
            YAMLReader(limits: .default).read(Array(file.utf8), into: &builder, diagnostics: &reusedBag)
            let fresh = YAMLReader(limits: .default).read(Array(file.utf8), diagnostics: &freshBag)
            #expect(builder.documents.map { outline($0) } == fresh.map { outline($0) })
            #expect(reusedBag.diagnostics.map(\.message) == freshBag.diagnostics.map(\.message))
        }
    }

    @Test func nodesKeepStartAndEnd() {
        let (documents, bag) = read("a: hello\nb:\n  c: [1, 2]\n")
        #expect(bag.diagnostics.isEmpty)
        let top = pairs(documents.first)
        #expect(top.map(\.name) == ["a", "b"])
        #expect(top[0].keyRange == SourceRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 2)))
        #expect(top[0].value.range == SourceRange(start: .init(line: 1, column: 4), end: .init(line: 1, column: 9)))
        let inner = pairs(documents.first, top[1].index)
        #expect(inner[0].value.range == SourceRange(start: .init(line: 3, column: 6), end: .init(line: 3, column: 12)))
    }

    @Test func columnsCountUnicodeScalars() {
        let (documents, _) = read("a: \"é😀\"\nb: 1\n")
        let top = pairs(documents.first)
        #expect(top[0].value.range.end == SourceLocation(line: 1, column: 8))
    }

    @Test func aliasKeepsItsOwnSite() {
        let (documents, bag) = read("x: &h 320\ny: *h\n")
        #expect(bag.diagnostics.isEmpty)
        let top = pairs(documents.first)
        #expect(top[1].value.range.start == SourceLocation(line: 1, column: 4))
        #expect(top[1].value.aliasSite == SourceRange(start: .init(line: 2, column: 4), end: .init(line: 2, column: 6)))
        guard let scalar = documents.first?.scalar(top[1].index) else { Issue.record("not a scalar"); return }
        #expect(scalar.value == .number(320))
        #expect(top[0].value.aliasSite == nil)  // the anchored node itself keeps no site
    }

    @Test func mergeKeysFillOnlyWhatIsMissingAndEarlierSourcesWin() {
        let text = """
            a: &a {x: 1, y: 2}
            b: &b {y: 3, z: 4}
            c:
              <<: [*a, *b]
              x: 9
            """
        let (documents, bag) = read(text)
        #expect(bag.diagnostics.isEmpty)
        let merged = pairs(documents.first, pairs(documents.first)[2].index)
        let values = merged.map { pair -> String in
            guard let scalar = documents.first?.scalar(pair.index) else { return "?" }
            return "\(pair.name)=\(scalar.text)"
        }
        #expect(values.sorted() == ["x=9", "y=2", "z=4"])
        // A merged value is located at its own text, and used through the alias it came by.
        let y = merged.first { $0.name == "y" }
        #expect(y?.value.range.start == SourceLocation(line: 1, column: 17))
        #expect(y?.value.aliasSite?.start == SourceLocation(line: 4, column: 8))
        #expect(merged.first { $0.name == "x" }?.value.aliasSite == nil)
    }

    @Test func aMergedMappingKeepsTheSiteOfTheMergeKeysAlias() {
        let (documents, bag) = read("d: &d {a: 1}\ne:\n  <<: *d\n")
        #expect(bag.diagnostics.isEmpty)
        let merged = pairs(documents.first, pairs(documents.first)[1].index)
        #expect(merged.map(\.name) == ["a"])
        #expect(merged.first?.value.aliasSite?.start == SourceLocation(line: 3, column: 7))
    }

    @Test func aMergeOfAScalarIsRefusedAtTheAlias() {
        let (_, bag) = read("s: &s 1\nm:\n  <<: *s\n  a: 2\n")
        #expect(bag.diagnostics.map(\.code) == [.invalidMerge])
        #expect(bag.diagnostics.first?.location == SourceLocation(line: 3, column: 7))
    }

    @Test func duplicateKeyIsReportedAtTheSecondWithANoteAtTheFirst() {
        let (documents, bag) = read("a: 1\nb: 2\na: 3\n")
        #expect(bag.diagnostics.map(\.code) == [.duplicateKey])
        #expect(bag.diagnostics[0].location == SourceLocation(line: 3, column: 1))
        #expect(bag.diagnostics[0].notes.first?.range?.start == SourceLocation(line: 1, column: 1))
        #expect(pairs(documents.first).count == 2)
    }

    @Test func duplicateKeysAreFoundInLargeMappingsToo() {
        // Past 64 keys the reader looks keys up in a table rather than scanning.
        let text = (0..<80).map { "k\($0): 1\n" }.joined() + "k3: 2\nk70: 3\n"
        let (documents, bag) = read(text)
        #expect(bag.diagnostics.map(\.code) == [.duplicateKey, .duplicateKey])
        #expect(bag.diagnostics.map(\.location.line) == [81, 82])
        #expect(bag.diagnostics.map { $0.notes.first?.range?.start.line } == [4, 71])
        #expect(pairs(documents.first).count == 80)
    }

    @Test func largeMappingsNestedKeepTheirOwnTables() {
        // The inner mapping's table of positions is its own; once it closes, the outer one's applies again.
        let inner = "  inner:\n" + (0..<70).map { "    i\($0): 1\n" }.joined() + "    i5: 2\n    k3: 3\n"
        let text = "outer:\n" + (0..<66).map { "  k\($0): 1\n" }.joined() + inner + "  k3: 4\n  inner: 5\n  i5: 6\n"
        let (documents, bag) = read(text)
        #expect(bag.diagnostics.map(\.code) == [.duplicateKey, .duplicateKey, .duplicateKey])
        #expect(bag.diagnostics.map(\.location.line) == [139, 141, 142])
        let outer = pairs(documents.first)[0]
        #expect(pairs(documents.first, outer.index).count == 68)
    }

    @Test func anchoredCollectionsNestedAreEachTheirOwn() {
        let (documents, bag) = read("a: &m {x: &s [1, 2], y: &t {z: 3}}\nb: *m\nc: *s\nd: *t\n")
        #expect(bag.diagnostics.isEmpty)
        let top = pairs(documents.first)
        #expect(top.map(\.value.kind) == [.mapping, .mapping, .sequence, .mapping])
        #expect(pairs(documents.first, top[3].index).map(\.name) == ["z"])
        #expect(pairs(documents.first, top[1].index).map(\.name) == ["x", "y"])
    }

    @Test func keysEqualAsStringsAreOneKeyFromSixteenKeysOn() {
        // "é" precomposed and decomposed are equal strings of different lengths: a small mapping
        // tells them apart (by length), a mapping of 16 keys or more does not.
        let keys = "\u{E9}: 1\ne\u{301}: 2\n"
        #expect(read(keys).1.diagnostics.isEmpty)
        let (_, bag) = read((0..<17).map { "k\($0): 1\n" }.joined() + keys)
        #expect(bag.diagnostics.map(\.code) == [.duplicateKey])
        #expect(bag.diagnostics.first?.location.line == 19)
    }

    @Test func multipleDocumentsAndAnchorsDoNotCrossThem() {
        let (documents, bag) = read("a: &x 1\n---\nb: *x\n")
        #expect(documents.count == 1)  // reading stops at the undefined alias
        #expect(bag.diagnostics.map(\.code) == [.undefinedAlias])
        #expect(bag.diagnostics[0].location == SourceLocation(line: 3, column: 4))
        let (three, clean) = read("a: 1\n---\nb: 2\n---\nc: 3\n")
        #expect(three.count == 3 && clean.diagnostics.isEmpty)
    }

    @Test(arguments: [16, 70])
    func keysEqualAsStringsAmongTheFirstSixteenDoNotTrap(_ others: Int) {
        // Such keys (of different lengths) both stand in a small mapping; the key table the reader
        // used to build at 16 keys trapped on them ("Duplicate values for key").
        let text = "\u{E9}: 1\ne\u{301}: 2\n" + (0..<others).map { "k\($0): 1\n" }.joined()
        let (documents, bag) = read(text)
        #expect(bag.diagnostics.isEmpty)
        #expect(pairs(documents.first).count == others + 2)
    }

    @Test(arguments: ["yes", "No", "ON", "off"])
    func yaml11BooleansAreKeptApart(_ word: String) {
        let (documents, _) = read("a: \(word)\n")
        guard let index = pairs(documents.first).first?.index, let scalar = documents.first?.scalar(index) else {
            Issue.record("not a scalar"); return
        }
        #expect(scalar.value == .yaml11Boolean)
        #expect(scalar.text == word)
    }

    @Test func coreSchemaScalars() {
        let cases: [(String, YAMLScalar.Value, String)] = [
            ("true", .bool(true), "true"), ("False", .bool(false), "False"), ("~", .null, "~"), ("", .null, ""),
            ("0x1F", .number(31), "0x1F"), ("0o17", .number(15), "0o17"), ("-2.5e2", .number(-250), "-2.5e2"),
            (".5", .number(0.5), ".5"), ("'12'", .string, "12"), ("1_000", .string, "1_000"), ("12pt", .string, "12pt"),
            ("!!str 12", .string, "12"),
        ]
        for (text, expected, expectedText) in cases {
            let (documents, bag) = read("a: \(text)\n")
            guard let index = pairs(documents.first).first?.index, let scalar = documents.first?.scalar(index) else {
                Issue.record("not a scalar: \(text)"); continue
            }
            #expect(scalar.value == expected, "\(text)")
            #expect(scalar.text == expectedText, "\(text)")
            #expect(bag.diagnostics.isEmpty)
        }
    }

    @Test func fileSizeIsBounded() {
        let limits = YAMLLimits(maxFileSize: 16, maxDepth: 64, maxNodesPerDocument: 100, maxDocuments: 10)
        let (documents, bag) = read("a: 0123456789abcdef\n", limits: limits)
        #expect(documents.isEmpty)
        #expect(bag.diagnostics.map(\.code) == [.fileTooLarge])
    }

    @Test(arguments: [true, false])
    func nestingIsBoundedInFlowAndBlockStyle(_ flow: Bool) {
        let depth = 20_000
        let text = flow
            ? "a: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
            : (0..<200).map { String(repeating: " ", count: $0) + "k:\n" }.joined() + String(repeating: " ", count: 200) + "v\n"
        let (_, bag) = read(text)
        #expect(bag.diagnostics.map(\.code) == [.nestingTooDeep])
        #expect(bag.diagnostics.first?.location.line == (flow ? 1 : 65))  // the 65th level opens on line 65
    }

    @Test func documentCountIsBounded() {
        let text = String(repeating: "---\na: 1\n", count: 1_001)
        let (documents, bag) = read(text)
        #expect(documents.count == 1_000)
        #expect(bag.diagnostics.map(\.code) == [.tooManyDocuments])
    }

    @Test func aliasExpansionIsBounded() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let (_, bag) = read(text)
        #expect(bag.diagnostics.map(\.code) == [.aliasExpansionTooLarge])
        #expect(bag.diagnostics.first?.location.line == 4)  // a3 expands to 11,111 nodes
    }

    @Test func invalidUTF8IsASyntaxErrorAtItsPlace() {
        var bag = DiagnosticBag(file: "t.yaml")
        let bytes: [UInt8] = Array("a: 1\nb: ".utf8) + [0xFF, 0xFE, 0x41] + Array("\n".utf8)
        _ = YAMLReader(limits: .default).read(bytes, diagnostics: &bag)
        #expect(bag.diagnostics.map(\.code) == [.yamlSyntax])
        #expect(bag.diagnostics.first?.location == SourceLocation(line: 2, column: 4))
    }

    @Test func byteOrderMarkAndCRLFAreRead() {
        let (documents, bag) = read("\u{FEFF}a: 1\r\nb: 2\r\n")
        #expect(bag.diagnostics.isEmpty)
        let top = pairs(documents.first)
        #expect(top.map(\.name) == ["a", "b"])
        #expect(top[1].keyRange.start == SourceLocation(line: 2, column: 1))
    }

    @Test func syntaxErrorsCarryLibyamlsContextAsANote() {
        let (_, bag) = read("a: [1, 2\nb: 3\n")
        #expect(bag.diagnostics.map(\.code) == [.yamlSyntax])
        #expect(bag.diagnostics.first?.notes.first?.message == "while parsing a flow sequence")
        #expect(bag.diagnostics.first?.notes.first?.range?.start == SourceLocation(line: 1, column: 4))
    }
}
