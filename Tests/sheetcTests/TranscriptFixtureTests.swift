import Foundation
import SheetTestSupport
import Testing

/// Specs whose behaviour is pinned by what the built binary prints for them, under
/// `Tests/Transcripts`: each `NAME.sheet.yaml` says in `# $ sheetc …` comments which commands
/// to run (from the repository's root), and `NAME.transcript.txt` holds each command line
/// followed by its output (standard output, then standard error). They pin rules that change
/// what a spec means, so the same test run against an earlier binary
/// (`SHEETC_BINARY=/path/to/old/sheetc`) shows the change. `SHEETC_RECORD=1 swift test`
/// rewrites the transcripts (and fails, so the change is reviewed).
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
        let expected = try? String(contentsOf: file, encoding: .utf8)
        if Recording.isOn {
            if expected != transcript {
                try transcript.write(to: file, atomically: true, encoding: .utf8)
                Issue.record("recorded \(file.lastPathComponent); review the diff and run again")
            }
            return
        }
        let difference = DocExamplesTests.firstDifference(expected ?? "", transcript)
        #expect(transcript == expected, "\(file.lastPathComponent) differs; SHEETC_RECORD=1 swift test re-records it\n\(difference)")
    }
}
