import Foundation
import SheetTestSupport
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
        let text = try repo.diff(["--expand"])
        #expect(text.status == 0, "a behaviour change is not breaking: \(text.stderr)")
        #expect(text.stdout.contains("thresholds.dismissVelocity: 1500 → 700"))
        #expect(text.stdout.contains("iphone-15, moving down at 700 to under 1500 pt/s: releases at "), "\(text.stdout)")
        #expect(text.stdout.contains("now are dismissed"))
        #expect(try repo.diff(["--fail-on", "behaviour"]).status == 1)

        let json = try repo.diff(["--format", "json", "--device", "iphone-15"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 1)
        let card = array[0]
        #expect(card["sheet"] as? String == "Card" && card["file"] as? String == "Card.sheet.yaml" && card["status"] as? String == "changed")
        for list in ["api", "heights", "decisions", "values"] { #expect(card[list] is [Any], "\(list)") }
        let decisions = try #require(card["decisions"] as? [[String: Any]])
        #expect(!decisions.isEmpty && decisions.allSatisfy {
            $0["profile"] as? String == "iphone-15" && Self.interval($0["velocities"]) == "[700, 1500)" && $0["heights"] is [String: Any]
        }, "\(decisions)")
        #expect(decisions.allSatisfy { $0["new"] as? String == "dismissed" })
        let values = try #require(card["values"] as? [[String: Any]])
        #expect(values.count == 1 && values[0]["path"] as? String == "thresholds.dismissVelocity" && values[0]["new"] as? String == "700")
    }

    /// A JSON interval (`from`, `to`, `includesFrom`, `includesTo`) in mathematics' notation.
    static func interval(_ value: Any?) -> String? {
        guard let object = value as? [String: Any], let includesFrom = object["includesFrom"] as? Bool,
              let includesTo = object["includesTo"] as? Bool else { return nil }
        func end(_ key: String) -> String {
            guard let value = (object[key] as? NSNumber)?.doubleValue else { return "∞" }
            return value == value.rounded() ? String(Int(value)) : String(value)
        }
        return (includesFrom ? "[" : "(") + end("from") + ", " + end("to") + (includesTo ? "]" : ")")
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
        #expect(!renamed.stdout.contains("decision"), "a rename alone changes no decision")
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
        #expect(detached.stdout.contains("changed: 1 height, "), "\(detached.stdout)")

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
        #expect(output.stdout.contains("::warning file=Card.sheet.yaml,line=9,"), "the decisions stand on the changed line:\n\(output.stdout)")
    }

    // MARK: A review short enough to read (issue 38, item 3)

    /// The places drawer of the issue, changed as a user changed it: peek 120 → 140, `half`
    /// renamed `mid` and moved from 50 % to 60 % (a sheet that is not dismissible).
    static func placesDrawerRenamed() throws -> Repo {
        let sample = try String(contentsOf: RepositoryRoot.url.appendingPathComponent("Samples/PlacesDrawer.sheet.yaml"), encoding: .utf8)
        let repo = try Repo(["PlacesDrawer.sheet.yaml": sample])
        var changed = sample.replacingOccurrences(of: "  peek: 120\n  half: 50%\n", with: "  peek: 140\n  mid: 60%\n")
        for (old, new) in [("initialState: half", "initialState: mid"), ("from: half,", "from: mid,"), ("passthrough: half ", "passthrough: mid "),
                           ("half: 55%", "mid: 55%"), ("half: 40%", "mid: 40%")] {
            #expect(changed.contains(old), "the sample writes \(old)")
            changed = changed.replacingOccurrences(of: old, with: new)
        }
        try repo.write(["PlacesDrawer.sheet.yaml": changed])
        return repo
    }

    @Test func theRenameOfTheIssueIsAShortReview() throws {
        let repo = try Self.placesDrawerRenamed()
        let markdown = try repo.diff(["--format", "markdown"])
        #expect(markdown.status == 1, "the rename is breaking: \(markdown.stderr)")
        let lines = markdown.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 40, "\(lines.count) lines:\n\(markdown.stdout)")
        #expect(markdown.stdout.contains("state 'half' renamed to 'mid'"))
        // The rename's consequences are the rename; a value that cannot act is left out; keys as the spec writes them.
        for absent in ["dimming.from", "passthroughUpTo", "interaction.passthrough", "dismissBelow", "accessibilityLabel", "wideLandscape"] {
            #expect(!markdown.stdout.contains(absent), "\(absent) in:\n\(markdown.stdout)")
        }
        // Phones in portrait move peek alike: one row, not one per profile.
        #expect(markdown.stdout.contains("| `peek` | iphone-se, iphone-15, iphone-15-pro-max | 120 | 140 |"), "\(markdown.stdout)")
        // A region's velocities are one row; rows that differ only by profile are one row.
        let rows = lines.filter { $0.hasPrefix("| ") && $0.hasSuffix(" |") && !$0.hasPrefix("| profiles |") }
        let decisionRows = rows.filter { $0.contains("pt/s") }
        #expect(Set(rows).count == rows.count)
        #expect(decisionRows.contains { $0.contains("at rest or moving slower than 300 pt/s") }, "velocities that decide alike are one row:\n\(markdown.stdout)")

        // JSON keeps every region, per profile.
        let json = try repo.diff(["--format", "json"])
        let sheet = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])?.first)
        let decisions = try #require(sheet["decisions"] as? [[String: Any]])
        #expect(decisions.count > decisionRows.count, "the full detail stays in JSON: a region per profile")
        #expect(decisions.allSatisfy { $0["profile"] is String && Self.interval($0["heights"]) != nil && Self.interval($0["velocities"]) != nil })
        let values = try #require(sheet["values"] as? [[String: Any]])
        #expect(values.allSatisfy { ($0["path"] as? String).map { !$0.contains("passthroughUpTo") && !$0.contains("dismissBelow") } ?? false },
                "\(values)")
    }

    @Test func aPassthroughChangeIsNamedAsTheSpecWritesIt() throws {
        let named = "version: 1\nsheet: Card\nstates:\n  peek: 120\n  half: 50%\n  full: 90%\ninteraction: {passthrough: peek}\n"
        let repo = try Repo(["Card.sheet.yaml": named])
        try repo.write(["Card.sheet.yaml": named.replacingOccurrences(of: "passthrough: peek", with: "passthrough: half")])
        let output = try repo.diff(["--fail-on", "any", "--expand"])
        #expect(output.stdout.contains("interaction.passthrough: peek → half"), "\(output.stdout)")
        #expect(!output.stdout.contains("passthroughUpTo"))
    }

    @Test func theIssuesRenameIsAnnotatedAtItsChangedLines() throws {
        let repo = try Self.placesDrawerRenamed()
        let output = try repo.diff(["--format", "github"])
        let annotations = output.stdout.split(separator: "\n").map(String.init)
        func line(_ annotation: String) -> Int? {
            annotation.split(separator: ",").first { $0.hasPrefix("line=") }.flatMap { Int($0.dropFirst(5)) }
        }
        // Line 16 writes `sheet:`, 20 `peek: 140`, 21 `mid: 60%`.
        let rename = try #require(annotations.first { $0.contains("renamed to 'mid'") })
        #expect(rename.hasPrefix("::error ") && line(rename) == 21, "\(rename)")
        let peek = try #require(annotations.first { $0.contains("peek 120 → 140") })
        #expect(line(peek) == 20, "\(peek)")
        #expect(annotations.allSatisfy { line($0) != 16 }, "nothing on the sheet: line:\n\(output.stdout)")
        #expect(annotations.allSatisfy { $0.utf8.count < 4000 }, "no annotation of kilobytes:\n\(output.stdout)")
        #expect(!output.stdout.contains("dimming.from"))
    }

    /// Past 20 rows a part says how many more there are; JSON has them all.
    @Test func longPartsAreCappedWithACount() throws {
        let repo = try Repo(["Card.sheet.yaml": Self.sheet])
        try repo.write(["Card.sheet.yaml": Self.sheet.replacingOccurrences(of: "dismissVelocity: 1500", with: "dismissVelocity: 100\n  snapVelocity: 50")
                            .replacingOccurrences(of: "compressed: 300", with: "compressed: 41%")])
        let markdown = try repo.diff(["--format", "markdown"]).stdout
        let more = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("… and ") }, "\(markdown)")
        #expect(more.hasSuffix("more (`sheetc diff --format json` lists every one)"))
        let tables = markdown.components(separatedBy: "\n\n").filter { $0.hasPrefix("| profiles | release |") }
        let rows = try #require(tables.first).split(separator: "\n").count - 2
        #expect(rows == 20, "\(markdown)")
    }

    // MARK: Exact decisions, a collapsed review, each finding at its line (issue 48, items 1 and 2)

    static let ride = """
        version: 1
        sheet: Ride
        states:
          summary: 200
          options: 300
          full: 90%
        thresholds:
          snapVelocity: 400

        """

    /// `snapVelocity` 400 → 500: a fling at 400 to under 500 pt/s, between the old grid's
    /// velocities, now goes elsewhere — reported as exactly that band, up and down.
    @Test func aMovedSnapVelocityIsTheBandBetweenTheTwo() throws {
        let repo = try Repo(["Ride.sheet.yaml": Self.ride])
        try repo.write(["Ride.sheet.yaml": Self.ride.replacingOccurrences(of: "snapVelocity: 400", with: "snapVelocity: 500")])
        let text = try repo.diff(["--expand", "--device", "iphone-15"])
        #expect(text.stdout.contains("iphone-15, moving up at 400 to under 500 pt/s: releases at 200 to under 250 pt now settle in `summary`, were `options`"),
                "\(text.stdout)")
        let json = try repo.diff(["--format", "json", "--device", "iphone-15"])
        let sheet = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])?.first)
        let decisions = try #require(sheet["decisions"] as? [[String: Any]])
        #expect(decisions.count == 6 && decisions.allSatisfy { ["(-500, -400]", "[400, 500)"].contains(Self.interval($0["velocities"])) },
                "\(decisions)")
    }

    /// Collapsed by default: text gives each part's count and the flag that lists them; Markdown
    /// folds the tables into a `<details>` block the counts open.
    @Test func theReviewIsCollapsedToItsCounts() throws {
        let repo = try Repo(["Ride.sheet.yaml": Self.ride])
        try repo.write(["Ride.sheet.yaml": Self.ride.replacingOccurrences(of: "snapVelocity: 400", with: "snapVelocity: 500")
                            .replacingOccurrences(of: "options: 300", with: "options: 320")])
        let text = try repo.diff()
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(text.stdout)")
        #expect(lines.first?.hasPrefix("Ride (Ride.sheet.yaml): changed: ") == true && text.stdout.contains(" decision regions"))
        #expect(lines.last == "(`sheetc diff --expand` lists each height, decision and value counted above)")
        #expect(try repo.diff(["--expand"]).stdout.contains("  Decisions\n"))

        let markdown = try repo.diff(["--format", "markdown"]).stdout
        let details = try #require(markdown.range(of: "<details><summary>"), "\(markdown)")
        let folded = markdown[details.lowerBound...]
        #expect(folded.contains("| profiles | release | heights (pt) | was | now |") && folded.hasSuffix("</details>\n"), "\(markdown)")
        #expect(markdown[..<details.lowerBound].split(separator: "\n").count <= 5, "\(markdown)")
        #expect(try repo.diff(["--format", "markdown", "--expand"]).stdout.contains("<details open><summary>"))
    }

    /// Two one-line edits: the releases the moved state changed stand on its line, those the
    /// threshold changed on the threshold's.
    @Test func eachDecisionStandsOnTheLineThatMovedIt() throws {
        let repo = try Repo(["Ride.sheet.yaml": Self.ride])
        try repo.write(["Ride.sheet.yaml": Self.ride.replacingOccurrences(of: "snapVelocity: 400", with: "snapVelocity: 500")
                            .replacingOccurrences(of: "options: 300", with: "options: 320")])
        let output = try repo.diff(["--format", "github", "--device", "iphone-15"])
        let decisions = output.stdout.split(separator: "\n").filter { $0.contains("Release decisions that change") }
        // Line 5 writes `options: 320`, line 8 `snapVelocity: 500`.
        let atOptions = try #require(decisions.first { $0.contains(",line=5,") }, "\(output.stdout)")
        let atThreshold = try #require(decisions.first { $0.contains(",line=8,") }, "\(output.stdout)")
        #expect(decisions.count == 2)
        #expect(atThreshold.contains("moving up at 400 to under 500 pt/s"), "\(atThreshold)")
        #expect(atOptions.contains("at rest or moving slower than 400 pt/s: releases at 250 to under 260 pt now settle in `summary`"), "\(atOptions)")
    }

    /// docs/diff-example.md: a real diff of a Sample, as a pull-request comment (`scripts/regenerate.sh` rewrites it).
    @Test func theDocumentedExampleIsARealDiffOfASample() throws {
        let repo = try Self.placesDrawerRenamed()
        try repo.git("commit", "-q", "-am", "A higher peek; half is now mid, at 60 %")
        let output = try repo.diff(["--against", "HEAD~1", "--format", "markdown", "--expand"])
        #expect(output.status == 1, "the rename is breaking: \(output.stderr)")
        let page = """
            # An example of `sheetc diff`

            Generated by `DiffCommandTests.theDocumentedExampleIsARealDiffOfASample`: `Samples/PlacesDrawer.sheet.yaml`, alone in a repository,
            (a drawer that is not dismissible) committed with `peek: 120` → `140` and `half: 50%` renamed
            `mid: 60%` (with `initialState`, `dimming.from`, `interaction.passthrough` and the overrides
            following the rename), then

                sheetc diff --against HEAD~1 --format markdown --expand

            prints this pull-request comment (docs/ci.md posts it on every pull request). Each row is
            a region of releases whose decision changed, its edges exactly where the release rule
            switches; rows that differ only by device profile are one row; the rename is one
            breaking change, shown, and the rest is folded under its counts (open here with
            `--expand`); `--format json` has every region per profile.

            ---

            \(output.stdout)
            """
        if let difference = GeneratedFile.difference(page, file: RepositoryRoot.url.appendingPathComponent("docs/diff-example.md")) {
            Issue.record(Comment(rawValue: difference))
        }
    }
}
