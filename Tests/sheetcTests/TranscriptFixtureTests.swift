import Foundation
import SheetTestSupport
import Testing

/// Specs whose behaviour is pinned by what the built binary prints for them, under
/// `Tests/Transcripts`: each `NAME.sheet.yaml` says in `# $ sheetc …` comments which commands
/// to run (from the repository's root), and `NAME.transcript.txt` holds each command line
/// followed by its output (standard output, then standard error). They pin rules that change
/// what a spec means, so the same test run against an earlier binary
/// (`SHEETC_BINARY=/path/to/old/sheetc`) shows the change. `scripts/regenerate.sh` rewrites
/// the transcripts (a failing run stages them for it).
struct TranscriptFixtureTests {
    static let directory = RepositoryRoot.url.appendingPathComponent("Tests/Transcripts")

    static let cases: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.hasSuffix(".sheet.yaml") }
        .sorted()

    @Test func fixturesExist() {
        #expect(Self.cases.count >= 4)
    }

    @Test(arguments: cases)
    func transcript(_ name: String) throws {
        let spec = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
        let commands = spec.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "# $ ") else { return nil }
            return String(line[start.upperBound...])
        }
        #expect(!commands.isEmpty, "\(name) names no command to run")
        var transcript = ""
        for command in commands {
            transcript += "$ \(command)\n" + (try DocExamplesTests.run(command))
            if !transcript.hasSuffix("\n") { transcript += "\n" }
        }
        let file = Self.directory.appendingPathComponent(name.replacingOccurrences(of: ".sheet.yaml", with: ".transcript.txt"))
        if let difference = GeneratedFile.difference(transcript, file: file) {
            Issue.record(Comment(rawValue: difference))
        }
    }
}
