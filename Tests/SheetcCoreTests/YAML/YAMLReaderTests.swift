@testable import SheetcCore
import Testing

struct YAMLReaderTests {
    private func read(_ text: String, limits: YAMLLimits = .default) -> ([YAMLDocument], DiagnosticBag) {
        var bag = DiagnosticBag(file: "t.yaml")
        let documents = YAMLReader(limits: limits).read(Array(text.utf8), diagnostics: &bag)
        return (documents, bag)
    }

    private func pairs(_ node: YAMLNode?) -> [YAMLPair] {
        guard case .mapping(let pairs)? = node?.content else { return [] }
        return pairs
    }

    @Test func nodesKeepStartAndEnd() {
        let (documents, bag) = read("a: hello\nb:\n  c: [1, 2]\n")
        #expect(bag.diagnostics.isEmpty)
        let top = pairs(documents.first?.root)
        #expect(top.map(\.name) == ["a", "b"])
        #expect(top[0].keyRange == SourceRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 2)))
        #expect(top[0].value.range == SourceRange(start: .init(line: 1, column: 4), end: .init(line: 1, column: 9)))
        let inner = pairs(top[1].value)
        #expect(inner[0].value.range == SourceRange(start: .init(line: 3, column: 6), end: .init(line: 3, column: 12)))
    }

    @Test func columnsCountUnicodeScalars() {
        let (documents, _) = read("a: \"é😀\"\nb: 1\n")
        let top = pairs(documents.first?.root)
        #expect(top[0].value.range.end == SourceLocation(line: 1, column: 8))
    }

    @Test func aliasKeepsItsOwnSite() {
        let (documents, bag) = read("x: &h 320\ny: *h\n")
        #expect(bag.diagnostics.isEmpty)
        let top = pairs(documents.first?.root)
        #expect(top[1].value.range.start == SourceLocation(line: 1, column: 4))
        #expect(top[1].value.aliasSite == SourceRange(start: .init(line: 2, column: 4), end: .init(line: 2, column: 6)))
        guard case .scalar(let scalar) = top[1].value.content else { Issue.record("not a scalar"); return }
        #expect(scalar.value == .number(320))
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
        let merged = pairs(pairs(documents.first?.root)[2].value)
        let values = merged.map { pair -> String in
            guard case .scalar(let scalar) = pair.value.content else { return "?" }
            return "\(pair.name)=\(scalar.text)"
        }
        #expect(values.sorted() == ["x=9", "y=2", "z=4"])
    }

    @Test func duplicateKeyIsReportedAtTheSecondWithANoteAtTheFirst() {
        let (documents, bag) = read("a: 1\nb: 2\na: 3\n")
        #expect(bag.diagnostics.map(\.code) == [.duplicateKey])
        #expect(bag.diagnostics[0].location == SourceLocation(line: 3, column: 1))
        #expect(bag.diagnostics[0].notes.first?.range?.start == SourceLocation(line: 1, column: 1))
        #expect(pairs(documents.first?.root).count == 2)
    }

    @Test func multipleDocumentsAndAnchorsDoNotCrossThem() {
        let (documents, bag) = read("a: &x 1\n---\nb: *x\n")
        #expect(documents.count == 1)  // reading stops at the undefined alias
        #expect(bag.diagnostics.map(\.code) == [.undefinedAlias])
        #expect(bag.diagnostics[0].location == SourceLocation(line: 3, column: 4))
        let (three, clean) = read("a: 1\n---\nb: 2\n---\nc: 3\n")
        #expect(three.count == 3 && clean.diagnostics.isEmpty)
    }

    @Test(arguments: ["yes", "No", "ON", "off"])
    func yaml11BooleansAreKeptApart(_ word: String) {
        let (documents, _) = read("a: \(word)\n")
        guard case .scalar(let scalar)? = pairs(documents.first?.root).first?.value.content else {
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
            guard case .scalar(let scalar)? = pairs(documents.first?.root).first?.value.content else {
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
        let top = pairs(documents.first?.root)
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
