import Foundation
import SheetTestSupport
import Testing

/// `sheetc validate` and `sheetc schema`, end to end on the built binary.
struct ValidateCommandTests {
    let fixtures = "Tests/SheetcCoreTests/Fixtures/Diagnostics"

    /// The samples have no problems: the Maps drawer's half-way state (400pt below the top, as
    /// its article has it), which does not fit a landscape phone, has a landscape override.
    @Test func samplesValidateCleanly() throws {
        let output = try SheetcProcess.run(["validate", "Samples"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.hasSuffix("valid sheets: no problems\n"))
    }

    @Test func errorsExitOneInTheEditorForm() throws {
        let output = try SheetcProcess.run(["validate", "\(fixtures)/unknown-key.sheet.yaml"])
        #expect(output.status == 1)
        let first = output.stderr.split(separator: "\n").first.map(String.init)
        #expect(first == "\(fixtures)/unknown-key.sheet.yaml:4:1: error: unknown key 'segmnts' [E101]")  // the typo first, and no follow-on E201
        #expect(output.stderr.contains("    = help: did you mean 'segments'?"))
        #expect(!output.stderr.contains("\u{1B}["), "no colour when standard error is not a terminal")
    }

    @Test func everyProblemOfEveryFileIsReported() throws {
        let output = try SheetcProcess.run(["validate", "\(fixtures)/out-of-range.sheet.yaml", "\(fixtures)/invalid-color.sheet.yaml"])
        #expect(output.status == 1)
        let headers = output.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(headers.count == 10)
    }

    @Test func jsonFormatIsOneArrayOnStandardOutput() throws {
        let output = try SheetcProcess.run(["validate", "--format", "json", "\(fixtures)/duplicate-key.sheet.yaml"])
        #expect(output.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 1)
        #expect(array.first?["code"] as? String == "E008")
        #expect(array.first?["line"] as? Int == 6)
        #expect(array.first?["column"] as? Int == 3)
        #expect(array.first?["severity"] as? String == "error")
        #expect(array.first?["file"] as? String == "\(fixtures)/duplicate-key.sheet.yaml")
        #expect((array.first?["message"] as? String)?.contains("cornerRadius") == true)
    }

    @Test func warningsPassUnlessWarningsAreErrors() throws {
        let scratch = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let spec = scratch.appendingPathComponent("Warned.sheet.yaml")
        try "version: 1\nsheet: Warned\nconcreteDimension: half\nheaderHeight: 0.5\n".write(to: spec, atomically: true, encoding: .utf8)
        let lenient = try SheetcProcess.run(["validate", spec.path])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("warning: 'headerHeight' is 0.5 points"))
        let strict = try SheetcProcess.run(["validate", "--warnings-as-errors", spec.path])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: 'headerHeight' is 0.5 points"))
    }

    @Test func unreadableInputExitsTwo() throws {
        let output = try SheetcProcess.run(["validate", "Samples", "does/not/exist.sheet.yaml"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("does/not/exist.sheet.yaml:1:1: error: cannot read the input: no such file or directory [E001]"))
    }

    @Test func directoriesAreWalkedOnceInOrder() throws {
        let scratch = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        func spec(_ path: String, _ name: String) throws {
            let url = scratch.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "version: 1\nsheet: \(name)\nconcreteDimension: half\n".write(to: url, atomically: true, encoding: .utf8)
        }
        try spec("b/B.sheet.yml", "B")
        try spec("A.sheet.yaml", "A")
        try spec(".hidden/H.sheet.yaml", "H")
        try spec("nested/N.sheet.yaml", "N")
        try "// a package of its own\n".write(to: scratch.appendingPathComponent("nested/Package.swift"), atomically: true, encoding: .utf8)
        try "not a spec\n".write(to: scratch.appendingPathComponent("b/notes.txt"), atomically: true, encoding: .utf8)
        // A link back up the tree is not followed: the walk ends.
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("b/loop").path, withDestinationPath: "..")

        // The same file named three ways counts once; the JSON form lists no problem per file.
        let root = scratch.path
        let output = try SheetcProcess.run(["validate", root, "\(root)/A.sheet.yaml", "\(root)/b/../A.sheet.yaml", "\(root)/./b/"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("sheetc: 2 files, 2 valid sheets: no problems"))

        let broken = scratch.appendingPathComponent("b/B.sheet.yml")
        try "version: 1\nsheet: B\n".write(to: broken, atomically: true, encoding: .utf8)
        try "version: 1\nsheet: A\n".write(to: scratch.appendingPathComponent("A.sheet.yaml"), atomically: true, encoding: .utf8)
        let ordered = try SheetcProcess.run(["validate", "--jobs", "2", root])
        let files = ordered.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map { $0.split(separator: ":")[0] }
        #expect(files == ["\(root)/A.sheet.yaml", "\(root)/b/B.sheet.yml"])
    }

    @Test func directoryWithoutSpecsIsAnError() throws {
        let scratch = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try SheetcProcess.run(["validate", scratch.path])
        #expect(output.status == 1)
        #expect(output.stderr.contains("[E012]"))
    }

    @Test(arguments: [["validate"], ["validate", "--format", "xml", "Samples"], ["frobnicate"], ["validate", "--no-such-flag", "Samples"]])
    func usageErrorsExitSixtyFour(_ arguments: [String]) throws {
        let output = try SheetcProcess.run(arguments)
        #expect(output.status == 64, "\(arguments): \(output.stderr)")
    }

    @Test func schemaPrintsTheCommittedSchema() throws {
        let output = try SheetcProcess.run(["schema"])
        #expect(output.status == 0)
        let committed = try String(contentsOf: RepositoryRoot.url.appendingPathComponent("Schemas/sheet-spec.schema.json"), encoding: .utf8)
        #expect(output.stdout == committed)
    }

    @Test func versionPrints() throws {
        let output = try SheetcProcess.run(["--version"])
        #expect(output.status == 0)
        #expect(output.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }
}

/// Colour on a terminal, and `NO_COLOR` honoured: run under util-linux `script`, which gives
/// the binary a pseudo-terminal (skipped where that `script` is not installed, as on macOS).
struct TerminalColourTests {
    static let script = "/usr/bin/script"
    static var canRunOnATerminal: Bool {
        #if os(Linux)
        return FileManager.default.isExecutableFile(atPath: script)
        #else
        return false
        #endif
    }

    private func runOnATerminal(noColor: Bool) throws -> String {
        let command = "\(SheetcProcess.binary.path) validate Tests/SheetcCoreTests/Fixtures/Diagnostics/duplicate-key.sheet.yaml"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.script)
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = RepositoryRoot.url
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = noColor ? "1" : nil
        environment["TERM"] = "xterm"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.enabled(if: canRunOnATerminal)) func colourOnATerminal() throws {
        #expect(try runOnATerminal(noColor: false).contains("\u{1B}[1;31merror\u{1B}[0m"))
    }

    @Test(.enabled(if: canRunOnATerminal)) func noColourWithNO_COLOR() throws {
        let output = try runOnATerminal(noColor: true)
        #expect(output.contains("error: the key 'cornerRadius' appears twice"))
        #expect(!output.contains("\u{1B}["))
    }
}

/// The CI formats on the command line, for both checking commands.
struct CIFormatCommandTests {
    let fixture = "Tests/SheetcCoreTests/Fixtures/Diagnostics/duplicate-key.sheet.yaml"

    @Test(arguments: ["validate", "compile"])
    func githubAnnotationsGoToStandardOutput(_ command: String) throws {
        let scratch = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let extra = command == "compile" ? ["-o", scratch.path] : []
        let output = try SheetcProcess.run([command, "--format", "github", fixture] + extra)
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("::error file=\(fixture),line=6,col=3,endColumn=15,title=sheetc E008::the key 'cornerRadius' appears twice"))
        #expect(output.stderr.isEmpty)
    }

    @Test(arguments: ["validate", "compile"])
    func sarifIsOneLogOnStandardOutput(_ command: String) throws {
        let scratch = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let extra = command == "compile" ? ["-o", scratch.path] : []
        let output = try SheetcProcess.run([command, "--format", "sarif", fixture] + extra)
        #expect(output.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["E008"])
    }

    @Test func cleanSarifRunHasNoResults() throws {
        let output = try SheetcProcess.run(["validate", "--format", "sarif", "Samples/ReactionList.sheet.yaml",
                                            "Samples/GlideCard.sheet.yaml", "Samples/TwitterMenu.sheet.yaml", "Samples/ActionMenus.sheet.yaml"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("\"results\": []"))
    }
}
