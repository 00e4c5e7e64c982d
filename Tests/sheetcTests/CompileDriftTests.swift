import Foundation
import Testing

/// What `compile --check` and `compile` tell a user whose outputs no longer match the specs:
/// how a stale file differs, that only `--access-level` differs, which command fixes it, and
/// the outputs a renamed sheet left behind (`--prune` removes them).
struct CompileDriftTests {
    let spec = "version: 1\nsheet: Alpha\nsegmented: true\nsegments: {open: 90%, compressed: 50%, closed: 0}\n"

    private func scratch() throws -> URL {
        let directory = try SheetcProcess.makeScratchDirectory()
        try spec.write(to: directory.appendingPathComponent("a.sheet.yaml"), atomically: true, encoding: .utf8)
        return directory
    }

    private func rewrite(_ directory: URL, _ text: String) throws {
        try text.write(to: directory.appendingPathComponent("a.sheet.yaml"), atomically: true, encoding: .utf8)
    }

    @Test func checkShowsAShortDiffOfEachStaleOutput() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out"], in: dir).status == 0)
        try rewrite(dir, spec.replacingOccurrences(of: "compressed: 50%", with: "compressed: 45%"))
        let check = try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out", "--check"], in: dir)
        #expect(check.status == 1)
        #expect(check.stderr.contains("""
            out/Alpha.json:83:1: error: the output is out of date; run 'sheetc compile a.sheet.yaml -o out' to rewrite it [E300]
                --- out/Alpha.json (on disk)
                +++ out/Alpha.json (from the specs)
                @@ -80,7 +80,7 @@
            """), "\(check.stderr)")
        #expect(check.stderr.contains("\n    -        \"fraction\": 0.5\n    +        \"fraction\": 0.45\n"), "\(check.stderr)")
        // The default dismissBelow (half the lowest visible state) moved too: a second hunk.
        #expect(check.stderr.contains("\n    -      \"fraction\": 0.25\n    +      \"fraction\": 0.225\n"), "\(check.stderr)")
        #expect(check.stderr.contains("-            SheetRuntime.SheetState(name: \"compressed\", height: .fraction(0.5)"))
        #expect(check.stderr.contains("+            SheetRuntime.SheetState(name: \"compressed\", height: .fraction(0.45)"))
        // Every line shown is a diff line, a header, or the summary: no whole file.
        #expect(check.stderr.split(separator: "\n").count < 60, "\(check.stderr)")
    }

    @Test func aLongDifferenceIsCutWithACount() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out"], in: dir).status == 0)
        try (1...40).map { "line \($0)" }.joined(separator: "\n").write(to: dir.appendingPathComponent("out/Alpha.json"), atomically: true, encoding: .utf8)
        let check = try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out", "--check"], in: dir)
        #expect(check.status == 1)
        #expect(check.stderr.contains("    -line 1\n"))
        #expect(check.stderr.contains(" more changed lines\n"), "\(check.stderr)")
        #expect(!check.stderr.contains("-line 40"))
    }

    /// The file on disk may hold anything: its control characters reach the terminal escaped.
    @Test func aDiffShowsControlCharactersEscaped() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out"], in: dir).status == 0)
        try "\u{1B}[2J\u{1B}[1;1Hout/Alpha.json:1:1: warning: forged\n".write(to: dir.appendingPathComponent("out/Alpha.json"), atomically: true, encoding: .utf8)
        let check = try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out", "--check"], in: dir)
        #expect(check.status == 1)
        #expect(!check.stderr.contains("\u{1B}"), "\(check.stderr)")
        #expect(check.stderr.contains("    -\\u{1b}[2J"), "\(check.stderr)")
        #expect(!check.stderr.contains("\nout/Alpha.json:1:1: warning: forged"))
    }

    @Test func checkSaysWhenOnlyTheAccessLevelDiffers() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out", "--access-level", "public"], in: dir).status == 0)
        let check = try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out", "--check"], in: dir)
        #expect(check.status == 1)
        #expect(check.stderr.contains("""
            out/Alpha.swift:1:1: error: the output differs only in its access level: it was compiled with '--access-level public', \
            and this check asks for 'internal' [E300]
            """), "\(check.stderr)")
        #expect(check.stderr.contains("help: give both commands the same '--access-level'"))
        #expect(!check.stderr.contains("Alpha.json"), "the manifest does not depend on the access level")
        #expect(try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out", "--check", "--access-level", "public"], in: dir).status == 0)
    }

    /// `swift package check-sheets` names the command a package's user has, not `sheetc compile`.
    @Test func theFixCommandCanBeNamedByThePlugin() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fix = "swift package --allow-writing-to-package-directory generate-sheets --target App"
        let check = try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out", "--check", "--regenerate-command", fix], in: dir)
        #expect(check.status == 1)
        #expect(check.stderr.contains("error: the output is missing; run '\(fix)' to write it [E300]"), "\(check.stderr)")
        #expect(!check.stderr.contains("sheetc compile"))
        // Not a user-facing option: `--help` does not show it.
        #expect(!(try SheetcProcess.run(["compile", "--help"]).stdout.contains("regenerate")))
    }

    @Test func compileNamesOutputsARenamedSheetLeftBehindAndPruneRemovesThem() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out"], in: dir).status == 0)
        try "// my own notes\n".write(to: dir.appendingPathComponent("out/Notes.swift"), atomically: true, encoding: .utf8)
        try "{\"mine\": true}\n".write(to: dir.appendingPathComponent("out/Data.json"), atomically: true, encoding: .utf8)
        try rewrite(dir, spec.replacingOccurrences(of: "Alpha", with: "Gamma"))

        let compile = try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out"], in: dir)
        #expect(compile.status == 0, "a left-over output is no error")
        #expect(compile.stderr.contains("""
            out/Alpha.json:1:1: note: left over: an earlier compile wrote it for a sheet the specs no longer have [E300]
                = help: run 'sheetc compile a.sheet.yaml -o out --prune' to remove it
            """), "\(compile.stderr)")
        #expect(compile.stderr.contains("out/Alpha.swift:1:1: note: left over"))
        #expect(!compile.stderr.contains("Notes.swift") && !compile.stderr.contains("Data.json"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/Alpha.swift").path))

        let pruned = try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out", "--prune"], in: dir)
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stderr.contains("out/Alpha.swift:1:1: note: removed: an earlier compile wrote it for a sheet the specs no longer have [E300]"))
        #expect(pruned.stderr.contains("2 left over removed"))
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).sorted()
        #expect(left == ["Data.json", "Gamma.json", "Gamma.swift", "Notes.swift"])
        #expect(try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out", "--check"], in: dir).status == 0)
    }

    @Test func pruneRemovesNothingWhenTheRunHasAnError() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out"], in: dir).status == 0)
        try rewrite(dir, spec.replacingOccurrences(of: "Alpha", with: "Gamma") + "thresholds: {snapVelocity: -1}\n")
        let run = try SheetcProcess.run(["compile", "a.sheet.yaml", "-o", "out", "--prune"], in: dir)
        #expect(run.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).sorted() == ["Alpha.json", "Alpha.swift"])
    }

    @Test func pruneIsAUsageErrorBesideCheckOrSwiftFile() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let both = try SheetcProcess.run(["compile", "a.sheet.yaml", "--check", "--prune"], in: dir)
        #expect(both.status == 64)
        #expect(both.stderr.contains("--prune removes files and --check writes nothing"))
        #expect(try SheetcProcess.run(["compile", "a.sheet.yaml", "--swift-file", "All.swift", "--prune"], in: dir).status == 64)
    }
}
