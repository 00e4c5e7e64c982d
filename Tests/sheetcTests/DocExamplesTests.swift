import Foundation
import SheetcCore
import SheetTestSupport
import Testing

/// Every command output the README and docs/ show is what the built binary prints today.
///
/// A fenced block right after a `<!-- sheetc-example -->` line is a transcript: each line that
/// starts with `$ ` is a command run from the repository's root (`sheetc …`, or `cat FILE` for a
/// script the example plays), and the lines up to the next command are its output (standard
/// output, then standard error). `<!-- sheetc-example: first N lines -->` keeps the first N lines
/// of each output and a `…` line. `scripts/regenerate.sh` rewrites the outputs in place (a failing
/// run stages the page for it). A block that shows `$ sheetc` without the marker fails
/// too: no output is shown that nothing checks.
struct DocExamplesTests {
    static let marker = "<!-- sheetc-example"

    static var documents: [URL] {
        let root = RepositoryRoot.url
        let docs = root.appendingPathComponent("docs")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        return [root.appendingPathComponent("README.md")] + names.map { docs.appendingPathComponent($0) }
    }

    @Test func everyShownOutputIsWhatTheBinaryPrints() throws {
                var examples = 0
        for document in Self.documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            let (rendered, count, unmarked) = try Self.render(text)
            examples += count
            let name = document.lastPathComponent
            #expect(unmarked.isEmpty, "\(name): a block shows '\(unmarked.first ?? "")' without \(Self.marker) -->")
            if let difference = GeneratedFile.difference(rendered, file: document) {
                Issue.record(Comment(rawValue: "\(name): an example's output is not what sheetc prints now: \(difference)"))
            }
        }
        #expect(examples >= 5, "the README and docs show examples")
    }

    /// The document with each marked transcript's outputs as the binary prints them; how many
    /// commands were run; and the first `$ sheetc` line of any unmarked block.
    static func render(_ text: String) throws -> (String, Int, [String]) {
        var lines = text.components(separatedBy: "\n")
        var out: [String] = []
        var count = 0
        var unmarked: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("```") {
                let marker = out.last(where: { !$0.isEmpty }).flatMap { $0.hasPrefix(Self.marker) ? $0 : nil }
                var end = index + 1
                while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
                let body = Array(lines[(index + 1)..<min(end, lines.count)])
                out.append(line)
                if let marker, !body.isEmpty {
                    let limit = Int(marker.split(separator: " ").first { Int($0) != nil } ?? "")
                    var position = 0
                    while position < body.count {
                        let command = body[position]
                        out.append(command)
                        position += 1
                        while position < body.count, !body[position].hasPrefix("$ ") { position += 1 }
                        guard command.hasPrefix("$ ") else { continue }
                        count += 1
                        var output = try run(String(command.dropFirst(2))).components(separatedBy: "\n")
                        if output.last == "" { output.removeLast() }
                        if let limit, output.count > limit { output = Array(output.prefix(limit)) + ["…"] }
                        out += output
                    }
                } else {
                    unmarked += body.filter { $0.hasPrefix("$ sheetc") }
                    out += body
                }
                if end < lines.count { out.append(lines[end]) }
                index = end + 1
                continue
            }
            out.append(line)
            index += 1
        }
        lines = out
        return (lines.joined(separator: "\n"), count, unmarked)
    }

    /// Runs one transcript command from the repository's root: `sheetc ARGS` on the built binary,
    /// or `cat FILE`.
    static func run(_ command: String) throws -> String {
        let words = command.split(separator: " ").map(String.init)
        let root = RepositoryRoot.url
        switch words.first {
        case "sheetc":
            let result = try SheetcProcess.run(Array(words.dropFirst()), in: root, environment: ["NO_COLOR": "1", "COLUMNS": "100"])
            return result.stdout + result.stderr
        case "cat" where words.count == 2:
            return try String(contentsOf: root.appendingPathComponent(words[1]), encoding: .utf8)
        default:
            Issue.record("an example runs only 'sheetc …' or 'cat FILE', not '\(command)'")
            return ""
        }
    }

    /// No page a user follows holds a placeholder to fill in or a reference to a file a clone
    /// lacks (the design notes the project was built from are not shipped).
    @Test func noPlaceholdersAndNoCitationsOfUnshippedFiles() throws {
        for document in Self.documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            let name = document.lastPathComponent
            for needle in ["OWNER/", "https://…", "../shared", "runtime.md", "spec-language.md", "spec-language §", "tooling.md"] {
                #expect(!text.contains(needle), "\(name) holds '\(needle)'")
            }
            // Every relative link names a file that exists, and a heading of it when it names one.
            let folder = document.deletingLastPathComponent()
            for match in text.matches(of: /\]\(([^)#:\s]*)(#[^)\s]*)?\)/) {
                let link = String(match.output.1)
                let target = link.isEmpty ? document : folder.appendingPathComponent(link)
                guard FileManager.default.fileExists(atPath: target.path) else {
                    Issue.record("\(name) links to \(link), which does not exist")
                    continue
                }
                if let anchor = match.output.2.map({ String($0.dropFirst()) }), target.pathExtension == "md" {
                    let headings = try String(contentsOf: target, encoding: .utf8).split(separator: "\n")
                        .filter { $0.hasPrefix("#") }.map { Self.slug(String($0)) }
                    #expect(headings.contains(anchor), "\(name) links to \(link)#\(anchor), a heading that does not exist")
                }
            }
        }
    }

    /// The shipped schemas' descriptions (an editor shows them) cite no section of an unshipped page.
    @Test func schemasCiteNoUnshippedSection() throws {
        let schemas = RepositoryRoot.url.appendingPathComponent("Schemas")
        for name in try FileManager.default.contentsOfDirectory(atPath: schemas.path) where name.hasSuffix(".json") {
            let text = try String(contentsOf: schemas.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains("§") && !text.contains("spec-language") && !text.contains("runtime.md"), "\(name) cites an unshipped page")
        }
    }

    /// A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens.
    static func slug(_ heading: String) -> String {
        let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
        return String(title.compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// `simulate --help` names every event a script may hold, with their arguments.
    @Test func simulateHelpListsEveryEvent() throws {
        let help = try SheetcProcess.run(["simulate", "--help"], environment: ["COLUMNS": "200"]).stdout
        let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for event in EventScript.eventNames {
            #expect(words.contains(" \(event)"), "simulate --help does not name '\(event)'")
        }
        for form in ["down <h> [x <x>] [scroll <offset>]", "keyboard <k> [over <seconds>]", "content <h>", "a11y increment|decrement|escape"] {
            #expect(words.contains(form), "simulate --help does not show '\(form)'")
        }
    }
}
