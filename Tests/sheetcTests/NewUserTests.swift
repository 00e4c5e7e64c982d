import Foundation
import Testing

/// What a new user trips on, each now answered: end to end through the built binary.
struct NewUserTests {
    private func run(_ arguments: [String], files: [String: String]) throws -> SheetcProcess.Output {
        let directory = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return try SheetcProcess.run(arguments, in: directory)
    }

    @Test func bareSheetcIsAUsageError() throws {
        let output = try SheetcProcess.run([])
        #expect(output.status == 64)
        #expect(output.stderr.contains("choose a command: compile, validate, simulate, preview, schema, serve, lsp or diff"))
    }

    /// `sheetc help COMMAND` is `sheetc COMMAND --help`, `serve` (whose options are the
    /// server's) included; a command sheetc does not have is a usage error either way.
    @Test func helpForACommandIsItsOwnHelp() throws {
        for command in ["serve", "compile", "diff"] {
            let help = try SheetcProcess.run(["help", command]), own = try SheetcProcess.run([command, "--help"])
            #expect(help.status == 0 && own.status == 0 && !own.stdout.isEmpty, "\(command): \(help.stderr)")
            #expect(help.stdout == own.stdout, "sheetc help \(command):\n\(help.stdout)\nsheetc \(command) --help:\n\(own.stdout)")
        }
        let unknown = try SheetcProcess.run(["help", "explain"])
        #expect(unknown.status == 64 && unknown.stderr.contains("unknown command 'explain'"), "\(unknown.status) \(unknown.stderr)")
        #expect(try SheetcProcess.run(["explain"]).status == 64)
    }

    @Test(arguments: [["--jobs", "-3"], ["--jobs", "0"], ["--jobs", "144115188075855872"]])
    func jobsOutOfRangeSaysSo(_ jobs: [String]) throws {
        let output = try SheetcProcess.run(["validate"] + jobs + ["Samples"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("--jobs must be from 1 to 1024, not \(jobs[1])"))
    }

    @Test func previewDrawsAHugeHandleWithoutCrashing() throws {
        let output = try run(["preview", "wide.sheet.yaml", "-o", "out"],
                             files: ["wide.sheet.yaml": "version: 1\nsheet: Wide\nconcreteDimension: half\npopUpIndicator: {width: 1e308}\n"])
        #expect(output.status == 0, "\(output.stderr)")
    }

    @Test func simulateOnAFileWithoutSheetsSaysSo() throws {
        let output = try run(["simulate", "empty.sheet.yaml", "--device", "iphone-15", "--height", "1", "--velocity", "0"],
                             files: ["empty.sheet.yaml": ""])
        #expect(output.status == 64)
        #expect(output.stderr.contains("empty.sheet.yaml holds no sheet to simulate"))
    }

    @Test func diagnosticsSayWhatIsWrongInTheUsersTerms() throws {
        let long = String(repeating: "x", count: 5000)
        let output = try run(["validate", "a.sheet.yaml"], files: ["a.sheet.yaml": """
            version: "1"
            sheet: Café
            concreteDimension: half
            popUpIndicator: {widht: 3}
            appearance: {cornerRadius: "320"}
            headerHeight: "40"
            animation: {curve: \(long)}

            """])
        #expect(output.status == 1)
        let text = output.stderr
        #expect(text.contains("error: 'version' is the number 1, not the string \"1\" [E105]"))
        #expect(text.contains("error: 'Café' is not an UpperCamelCase Swift name: 'é' is not an ASCII letter or digit [E106]"))
        #expect(text.contains("help: did you mean 'width'?"))
        #expect(text.contains("help: in quotes, a number is text: remove the quotes"))
        #expect(text.contains("help: remove the quotes (40 points), or write \"40pt\" or \"40%\""))
        #expect(text.contains("'\(String(repeating: "x", count: 40))…' is not a value of 'curve'"))
        #expect(!text.contains(String(repeating: "x", count: 41) + "'"))
    }

    @Test func yamlSyntaxErrorsExplainThemselves() throws {
        let tab = try run(["validate", "t.sheet.yaml"], files: ["t.sheet.yaml": "version: 1\nsheet: T\n\tconcreteDimension: half\n"])
        #expect(tab.stderr.contains("help: indent with spaces"))
        let indent = try run(["validate", "i.sheet.yaml"], files: ["i.sheet.yaml": "version: 1\nsheet: T\nconcreteDimension: half\n  topInset: 3\n"])
        #expect(indent.stderr.contains("help: a key is indented deeper than the keys beside it"))
    }

    /// A tab in the indentation gets sheetc's own words, once, with the tab shown as `→`
    /// (libyaml's "cannot start any token" and its note at the same place are not shown).
    @Test func aTabIndentingALineIsNamedOnce() throws {
        let output = try run(["validate", "t.sheet.yaml"],
                             files: ["t.sheet.yaml": "version: 1\nsheet: T\nconcreteDimension: half\nanimation:\n\tduration: 0.3\n"])
        #expect(output.status == 1)
        #expect(output.stderr == """
            t.sheet.yaml:5:1: error: a tab indents this line: YAML indents with spaces only [E003]
              5 | \u{2192}duration: 0.3
                | ^
                = help: indent with spaces
            sheetc: 1 file, 0 valid sheets: 1 error, 0 warnings

            """)
    }

    /// A file whose YAML has an error (a duplicate key) holds no valid sheet, though decoding
    /// and the checks find nothing more.
    @Test func aDuplicateKeyLeavesNoValidSheet() throws {
        let output = try run(["validate", "d.sheet.yaml"],
                             files: ["d.sheet.yaml": "version: 1\nsheet: D\nconcreteDimension: half\nconcreteDimension: half\n---\nversion: 1\nsheet: E\nconcreteDimension: half\n"])
        #expect(output.status == 1)
        #expect(output.stderr.hasSuffix("sheetc: 1 file, 1 valid sheet: 1 error, 0 warnings\n"))
        let single = try run(["validate", "d.sheet.yaml"],
                             files: ["d.sheet.yaml": "version: 1\nsheet: D\nconcreteDimension: half\nconcreteDimension: half\n"])
        #expect(single.stderr.hasSuffix("sheetc: 1 file, 0 valid sheets: 1 error, 0 warnings\n"))
    }

    @Test func warningsAsErrorsCountNoSheetValidBesideThem() throws {
        let output = try run(["validate", "--warnings-as-errors", "w.sheet.yaml"],
                             files: ["w.sheet.yaml": "version: 1\nsheet: W\nconcreteDimension: half\nanimation: {damping: 0.5}\n"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("sheetc: 1 file, 0 valid sheets: 1 error, 0 warnings"))
    }

    @Test func sarifHasFileURIsRelatedLocationsAndItsColumnKind() throws {
        let directory = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("dup.sheet.yaml")
        try "version: 1\nsheet: Menu\nconcreteDimension: half\n---\nversion: 1\nsheet: Menu\nconcreteDimension: half\n"
            .write(to: spec, atomically: true, encoding: .utf8)
        let output = try SheetcProcess.run(["validate", "--format", "sarif", spec.path])
        #expect(output.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let uri = (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        #expect(uri?.hasPrefix("file:///") == true)
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "'Menu' is first defined here")
    }
}
