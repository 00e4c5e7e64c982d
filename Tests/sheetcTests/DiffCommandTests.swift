import Foundation
import Testing

/// `sheetc diff` end to end: the built binary on real git repositories made in temporary folders.
@Suite(.serialized) struct DiffCommandTests {
    /// A repository whose first commit holds `files`; the working tree is then changed by the test.
    struct Repo {
        let url: URL

        init(_ files: [String: String]) throws {
            url = try SheetcProcess.makeScratchDirectory()
            try git("init", "-q", "-b", "main")
            try git("config", "user.email", "test@example.com")
            try git("config", "user.name", "Test")
            try git("config", "commit.gpgsign", "false")
            try write(files)
            try git("add", ".")
            try git("commit", "-q", "-m", "first")
        }

        func write(_ files: [String: String]) throws {
            for (path, text) in files {
                let file = url.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
        }

        @discardableResult
        func git(_ arguments: String..., in directory: URL? = nil) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            process.arguments = arguments
            process.currentDirectoryURL = directory ?? url
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
            return String(decoding: data, as: UTF8.self)
        }

        func diff(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> SheetcProcess.Output {
            try SheetcProcess.run(["diff"] + arguments, in: url, environment: environment)
        }
    }

    static let sheet = """
        version: 1
        sheet: Card
        segmented: true
        segments:
          open: 90%
          compressed: 300
          closed: 0
        thresholds:
          dismissVelocity: 1500

        """

    @Test func aCommentOnlyChangeReportsNothing() throws {
        let repo = try Repo(["Card.sheet.yaml": Self.sheet])
        try repo.write(["Card.sheet.yaml": "# a comment\n" + Self.sheet + "# another\n"])
        let output = try repo.diff(["--fail-on", "any"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "Card (Card.sheet.yaml): unchanged\n")
    }

    @Test func aThresholdChangeReportsTheChangedRanges() throws {
        let repo = try Repo(["Card.sheet.yaml": Self.sheet])
        try repo.write(["Card.sheet.yaml": Self.sheet.replacingOccurrences(of: "1500", with: "700")])
        let text = try repo.diff()
        #expect(text.status == 0, "a behaviour change is not breaking: \(text.stderr)")
        #expect(text.stdout.contains("thresholds.dismissVelocity: 1500 → 700"))
        #expect(text.stdout.contains("iphone-15, moving down at 800 pt/s: releases between"))
        #expect(text.stdout.contains("now are dismissed"))
        #expect(try repo.diff(["--fail-on", "behaviour"]).status == 1)

        let json = try repo.diff(["--format", "json", "--device", "iphone-15"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 1)
        let card = array[0]
        #expect(card["sheet"] as? String == "Card" && card["file"] as? String == "Card.sheet.yaml" && card["status"] as? String == "changed")
        for list in ["api", "heights", "decisions", "values"] { #expect(card[list] is [Any], "\(list)") }
        let decisions = try #require(card["decisions"] as? [[String: Any]])
        #expect(!decisions.isEmpty && decisions.allSatisfy { $0["profile"] as? String == "iphone-15" && $0["velocity"] as? Double == 800 })
        #expect(decisions.allSatisfy { $0["new"] as? String == "dismissed" })
        let values = try #require(card["values"] as? [[String: Any]])
        #expect(values.count == 1 && values[0]["path"] as? String == "thresholds.dismissVelocity" && values[0]["new"] as? String == "700")
    }

    @Test func removingAStateIsBreaking() throws {
        let repo = try Repo(["Card.sheet.yaml": Self.sheet])
        try repo.write(["Card.sheet.yaml": "version: 1\nsheet: Card\nconcreteDimension: half\nheaderHeight: 80\n"])
        let removed = try repo.diff()
        #expect(removed.status == 1)
        #expect(removed.stdout.contains("breaking: state 'compressed' removed"))

    }

    @Test func renamingANamedStateIsBreaking() throws {
        let named = "version: 1\nsheet: Card\nstates:\n  peek: 120\n  half: 50%\n  full: 90%\n"
        let repo = try Repo(["Card.sheet.yaml": named])
        try repo.write(["Card.sheet.yaml": named.replacingOccurrences(of: "half:", with: "middle:")])
        let renamed = try repo.diff()
        #expect(renamed.status == 1, "\(renamed.stdout)\(renamed.stderr)")
        #expect(renamed.stdout.contains("breaking: state 'half' renamed to 'middle'"))
        #expect(!renamed.stdout.contains("Decisions"), "a rename alone changes no decision")
    }

    @Test func sheetsAddedAndRemovedWithTheirFiles() throws {
        let repo = try Repo(["Card.sheet.yaml": Self.sheet])
        try FileManager.default.removeItem(at: repo.url.appendingPathComponent("Card.sheet.yaml"))
        try repo.write(["Specs/Other.sheet.yaml": Self.sheet.replacingOccurrences(of: "Card", with: "Other")])
        let output = try repo.diff()
        #expect(output.status == 1)
        #expect(output.stdout.contains("Card (Card.sheet.yaml): removed (breaking)"))
        #expect(output.stdout.contains("Other (Specs/Other.sheet.yaml): added"))
    }

    /// The old side is walked as the working tree is: a nested package's specs are its own.
    @Test func nestedPackagesAreLeftOutOnBothSides() throws {
        let repo = try Repo(["Card.sheet.yaml": Self.sheet, "Demo/Package.swift": "// a package\n",
                             "Demo/Inner.sheet.yaml": Self.sheet.replacingOccurrences(of: "Card", with: "Inner")])
        let output = try repo.diff(["--fail-on", "any"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout == "Card (Card.sheet.yaml): unchanged\n")
    }

    @Test func aSpecThatDoesNotCheckGetsItsDiagnostics() throws {
        let repo = try Repo(["Card.sheet.yaml": Self.sheet])
        try repo.write(["Card.sheet.yaml": Self.sheet.replacingOccurrences(of: "segments:", with: "segmnts:")])
        let output = try repo.diff()
        #expect(output.status == 1)
        #expect(output.stderr.contains("Card.sheet.yaml:4:1: error: unknown key 'segmnts'"))
        #expect(!output.stdout.contains("removed"), "no diff for a file that does not check")
        let markdown = try repo.diff(["--format", "markdown"])
        #expect(markdown.status == 1)
        #expect(markdown.stdout.contains("**Not compared** — these specs do not check (see the job's log for their diagnostics): `Card.sheet.yaml`"))
        let github = try repo.diff(["--format", "github"])
        #expect(github.stdout.contains("::error file=Card.sheet.yaml,line=4,col=1,"))
    }

    @Test func badRefsAndMissingRepositoriesExit2() throws {
        let repo = try Repo(["Card.sheet.yaml": Self.sheet])
        let badRef = try repo.diff(["--against", "no-such-branch"])
        #expect(badRef.status == 2)
        #expect(badRef.stderr.contains("the ref 'no-such-branch' does not name a commit"))
        let remote = try repo.diff(["--against", "origin/main"])
        #expect(remote.stderr.contains("git fetch origin main"))

        let outside = try SheetcProcess.makeScratchDirectory()
        try Data(Self.sheet.utf8).write(to: outside.appendingPathComponent("Card.sheet.yaml"))
        let noRepo = try SheetcProcess.run(["diff"], in: outside, environment: ["GIT_CEILING_DIRECTORIES": outside.deletingLastPathComponent().path])
        #expect(noRepo.status == 2)
        #expect(noRepo.stderr.contains("is not in a git repository"))

        let noGit = try repo.diff([], environment: ["PATH": "/nonexistent"])
        #expect(noGit.status == 2)
        #expect(noGit.stderr.contains("git is not installed"))

        #expect(try repo.diff(["--device", "iphone-99"]).status == 64)
        #expect(try repo.diff(["--fail-on", "everything"]).status == 64)
    }

    @Test func detachedAndShallowCheckouts() throws {
        let repo = try Repo(["Card.sheet.yaml": Self.sheet])
        try repo.write(["Card.sheet.yaml": Self.sheet.replacingOccurrences(of: "300", with: "320")])
        try repo.git("commit", "-q", "-am", "second")
        try repo.git("checkout", "-q", "--detach", "HEAD")
        let detached = try repo.diff(["--against", "HEAD~1", "--fail-on", "any"])
        #expect(detached.status == 1)
        #expect(detached.stdout.contains("iphone-15: compressed 300 → 320 pt"))

        let clone = try SheetcProcess.makeScratchDirectory().appendingPathComponent("clone")
        try repo.git("clone", "-q", "--depth", "1", "file://" + repo.url.path, clone.path)
        let shallow = try SheetcProcess.run(["diff", "--against", "HEAD~1"], in: clone)
        #expect(shallow.status == 2)
        #expect(shallow.stderr.contains("this checkout is shallow"))
    }

    @Test func githubAnnotationsStandAtTheChangedLines() throws {
        let repo = try Repo(["Card.sheet.yaml": Self.sheet])
        try repo.write(["Card.sheet.yaml": Self.sheet.replacingOccurrences(of: "1500", with: "700")])
        let output = try repo.diff(["--format", "github", "--device", "iphone-15"])
        #expect(output.stdout.contains("::notice file=Card.sheet.yaml,line=9,title=sheetc diff%3A Card::thresholds.dismissVelocity: 1500 → 700"))
        #expect(output.stdout.contains("::warning file=Card.sheet.yaml,line=8,"))
    }

    /// docs/diff-example.md: a real diff of a Sample, as a pull-request comment. `SHEETC_RECORD=1` rewrites it.
    @Test func theDocumentedExampleIsARealDiffOfASample() throws {
        let sample = try String(contentsOf: SheetcProcess.repositoryRoot.appendingPathComponent("Samples/TwitterMenu.sheet.yaml"), encoding: .utf8)
        let repo = try Repo(["Samples/TwitterMenu.sheet.yaml": sample])
        let changed = sample.replacingOccurrences(of: "dismissVelocity: 300 ", with: "dismissVelocity: 800 ")
            .replacingOccurrences(of: "  duration: 0.3\n", with: "  duration: 0.35\n")
        #expect(changed != sample)
        try repo.write(["Samples/TwitterMenu.sheet.yaml": changed])
        try repo.git("commit", "-q", "-am", "Slower flicks dismiss the menu")
        let output = try repo.diff(["--against", "HEAD~1", "--format", "markdown", "--device", "iphone-15", "--device", "iphone-se"])
        #expect(output.status == 0, "\(output.stderr)")
        let page = """
            # An example of `sheetc diff`

            Generated by `DiffCommandTests.theDocumentedExampleIsARealDiffOfASample`: `Samples/TwitterMenu.sheet.yaml`
            committed with `dismissVelocity: 300` → `800` and `animation.duration: 0.3` → `0.35`, then

                sheetc diff --against HEAD~1 --format markdown --device iphone-15 --device iphone-se

            prints this pull-request comment (docs/ci.md posts it on every pull request):

            ---

            \(output.stdout)
            """
        let file = SheetcProcess.repositoryRoot.appendingPathComponent("docs/diff-example.md")
        if ProcessInfo.processInfo.environment["SHEETC_RECORD"] == "1" {
            try Data(page.utf8).write(to: file)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == page, "docs/diff-example.md is stale: run with SHEETC_RECORD=1")
    }
}
