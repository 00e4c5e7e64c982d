import SheetcCore
import SheetRuntime
import Testing

/// The editor services answer from the compiler: the same diagnostics as a check, the catalog's
/// keys, heights laid out by SheetRuntime.
struct SpecDocumentTests {
    static let mistaken = """
        version: 1
        sheet: Demo
        segmented: yes
        segmnts:
          open: 0.9
        initialState: opn

        """

    static let valid = """
        version: 1
        sheet: Demo
        segmented: true
        segments:
          open: 90%
          compressed: 300
          closed: 0
        initialState: compressed
        thresholds:
          dismissVelocity: 1500

        """

    @Test func diagnosticsAreTheCompilersForTheText() {
        let document = SpecDocument.checked(path: "a.sheet.yaml", text: Self.mistaken)
        let check = Compiler().check([SpecSource(path: "a.sheet.yaml", bytes: Array(Self.mistaken.utf8))])[0]
        #expect(document.diagnostics == check.diagnostics.sorted)
        #expect(document.diagnostics.map(\.code.rawValue).contains("E101"))
    }

    @Test func duplicateNamesAcrossTheWorkspaceAreReported() {
        let other = SpecSource(path: "0-other.sheet.yaml", bytes: Array(Self.valid.utf8))
        let document = SpecDocument.checked(path: "a.sheet.yaml", text: Self.valid, workspace: [other])
        #expect(document.diagnostics.map(\.code) == [.duplicateSheetName])
        #expect(document.diagnostics[0].notes.first?.file == "0-other.sheet.yaml")
    }

    @Test func quickFixesApplyTheHelpsOneReplacement() {
        let document = SpecDocument.checked(path: "a.sheet.yaml", text: Self.mistaken)
        let fixes = document.diagnostics.compactMap { document.quickFix(for: $0) }.map(\.replacement)
        #expect(fixes.contains("true"))
        #expect(fixes.contains("segments"))
        #expect(fixes.contains("open"))
        // A help with no single replacement proposes none.
        let incomplete = SpecDocument.checked(path: "b.sheet.yaml", text: "version: 1\nconcreteDimension: half\n")
        let missing = incomplete.diagnostics.first { $0.help?.hasPrefix("add ") == true }
        #expect(missing.map { incomplete.quickFix(for: $0) } == .some(nil))
    }

    @Test func percentageWarningFixesToAPercentage() {
        let text = "version: 1\nsheet: Demo\nconcreteDimension: {custom: 0.9}\n"
        let document = SpecDocument.checked(path: "a.sheet.yaml", text: text)
        let fix = document.diagnostics.compactMap { document.quickFix(for: $0) }.first
        #expect(fix?.replacement == "\"90%\"")
    }

    @Test func completesTheKeysNotYetWritten() {
        let text = "version: 1\nsheet: Demo\n\nthresholds:\n  dismissVelocity: 900\n  \n"
        let document = SpecDocument.checked(path: "a.sheet.yaml", text: text)
        let top = document.completions(at: EditorPosition(line: 2, character: 0)).map(\.label)
        #expect(top.contains("segmented"))
        #expect(!top.contains("version") && !top.contains("thresholds"))
        let inside = document.completions(at: EditorPosition(line: 5, character: 2))
        #expect(inside.map(\.label).contains("snapVelocity"))
        #expect(!inside.map(\.label).contains("dismissVelocity"))
        let snap = inside.first { $0.label == "snapVelocity" }
        #expect(snap?.documentation.contains("300") == true)
    }

    @Test func completesValuesAndTheSheetsOwnStates() {
        let text = Self.valid + "animation:\n  curve: \ndimming:\n  fullFrom: \n"
        let document = SpecDocument.checked(path: "a.sheet.yaml", text: text)
        let lines = document.text.lines
        let curveLine = lines.firstIndex { $0.hasPrefix("  curve:") }!
        let curves = document.completions(at: EditorPosition(line: curveLine, character: 9)).map(\.label)
        #expect(curves.contains("easeIn") && curves.contains("spring"))
        let fullLine = lines.firstIndex { $0.hasPrefix("  fullFrom:") }!
        let states = document.completions(at: EditorPosition(line: fullLine, character: 12)).map(\.label)
        #expect(states == ["closed", "compressed", "open"])
    }

    @Test func hoverShowsTheEntryAndHeightsOnEveryProfile() throws {
        let document = SpecDocument.checked(path: "a.sheet.yaml", text: Self.valid)
        let hover = try #require(document.hover(at: EditorPosition(line: 4, character: 3)))
        #expect(hover.markdown.contains("segments.open"))
        for profile in DeviceProfile.builtIn { #expect(hover.markdown.contains("| \(profile.name) |")) }
        // iPhone 15: 90% of 852 − 59.
        #expect(hover.markdown.contains("| iphone-15 | 713.7 |"))
        let onValue = try #require(document.hover(at: EditorPosition(line: 7, character: 16)))
        #expect(onValue.markdown.contains("| iphone-15 | 300 |"))
        let onLength = try #require(document.hover(at: EditorPosition(line: 4, character: 9)))
        #expect(onLength.markdown.contains("| iphone-15 | 713.7 |"))
        let order = try #require(document.hover(at: EditorPosition(line: 3, character: 2)))
        #expect(order.markdown.contains("closed (pt) | compressed (pt) | open (pt)"))
    }

    /// Inside `{fromTop: 64}`: the form's meaning and the state's heights on every profile.
    @Test func hoverInsideALengthMappingShowsTheFormAndTheHeights() throws {
        let text = "version: 1\nsheet: Drawer\nstates:\n  peek: 120\n  full: {fromTop: 64}\n"
        let document = SpecDocument.checked(path: "a.sheet.yaml", text: text)
        let hover = try #require(document.hover(at: EditorPosition(line: 4, character: 12)))
        #expect(hover.markdown.contains("`{fromTop: n}`: the card's top n points below the top safe-area edge"))
        // iPhone 15: 852 − 59 − 64.
        #expect(hover.markdown.contains("| iphone-15 | 729 |"))
        let onNumber = try #require(document.hover(at: EditorPosition(line: 4, character: 18)))
        #expect(onNumber.markdown.contains("| iphone-15 | 729 |"))
    }

    /// An error elsewhere leaves nothing to lay out: the hover says why the table is missing.
    @Test func hoverSaysWhyHeightsAreMissingWhileTheSpecHasErrors() throws {
        let text = "version: 1\nsheet: Drawer\nstates:\n  peek: 120\n  full: 90%\ninitialState: nowhere\n"
        let document = SpecDocument.checked(path: "a.sheet.yaml", text: text)
        let hover = try #require(document.hover(at: EditorPosition(line: 4, character: 3)))
        #expect(!hover.markdown.contains("| iphone-15 |"))
        #expect(hover.markdown.contains("The heights on each device show once the spec has no errors"))
    }

    @Test func definitionOfAStateIsItsKey() throws {
        let document = SpecDocument.checked(path: "a.sheet.yaml", text: Self.valid)
        let range = try #require(document.definition(at: EditorPosition(line: 7, character: 16)))
        #expect(range.start == SourceLocation(line: 6, column: 3))
    }

    @Test func symbolsAreSheetsWithTheirStates() {
        let document = SpecDocument.checked(path: "a.sheet.yaml", text: Self.valid + "---\n" + Self.valid.replacingOccurrences(of: "Demo", with: "Other"))
        let symbols = document.symbols()
        #expect(symbols.map(\.name) == ["Demo", "Other"])
        #expect(symbols[0].children.map(\.name) == ["closed", "compressed", "open"])
    }

    @Test func positionsCountUTF16() {
        let text = EditorText("description: \"😀x\"\n")
        let location = SourceLocation(line: 1, column: 16)  // x, after the emoji (one scalar)
        #expect(text.position(of: location) == EditorPosition(line: 0, character: 16))
        #expect(text.location(of: EditorPosition(line: 0, character: 16)) == location)
    }

    static let named = """
        version: 1
        sheet: Places
        states:
          peek: 120
          half: 50%
          full: {fromTop: 0}
        initialState: half
        thresholds:
          boundaries:
            full: 70%
        accessibility:
          states:
            peek: Nearest

        """

    @Test func namedStatesAreTheSheetsOwn() throws {
        let document = SpecDocument.checked(path: "p.sheet.yaml", text: Self.named + "    \n")
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.message))")
        let lines = document.text.lines
        func line(_ text: String) -> Int { lines.firstIndex { $0 == text }! }
        // Completion of a state name, and of the keys of a mapping keyed by states.
        let value = document.completions(at: EditorPosition(line: line("initialState: half"), character: 14)).map(\.label)
        #expect(value == ["peek", "half", "full"])
        let keys = document.completions(at: EditorPosition(line: lines.count - 2, character: 4)).map(\.label)
        #expect(keys == ["half", "full"])
        // Definitions from a value and from a key that names a state.
        #expect(document.definition(at: EditorPosition(line: line("initialState: half"), character: 15))?.start
                == SourceLocation(line: line("  half: 50%") + 1, column: 3))
        #expect(document.definition(at: EditorPosition(line: line("    full: 70%"), character: 5))?.start
                == SourceLocation(line: line("  full: {fromTop: 0}") + 1, column: 3))
        // Hover on a state's height: iPhone 15 is 852 − 59 = 793 available, half of it 396.5.
        let hover = try #require(document.hover(at: EditorPosition(line: line("  half: 50%"), character: 3)))
        #expect(hover.markdown.contains("| iphone-15 | 396.5 |"))
        #expect(hover.markdown.contains("**`states.half`**"))
        #expect(document.symbols().first?.children.map(\.name) == ["peek", "half", "full"])
    }
}
