import Foundation
import SheetTestSupport
import Testing

/// A comment in Sources/ or Plugins/ that sends its reader elsewhere must send them somewhere they
/// can go: the repository's own docs, at a heading or an explicit `<a id="…">` that exists. The
/// design notes the project was written from are not in the repository, so a comment never cites
/// them (`runtime.md §5`, `spec-language §7`, a bare `§10`): Xcode's Quick Help shows such a
/// citation to every user of the API, who cannot follow it.
struct SourceCitationTests {
    /// A citation of a document that is not in the repository: a section sign, or the name of
    /// one of the design notes.
    static let outsideCitation = try! NSRegularExpression(
        pattern: #"§|\bspec-language\b|\b(?:runtime|tooling|targets)\.md\b"#)
    /// A link into the repository's docs: `docs/behaviour.md` or `docs/behaviour.md#animating`.
    static let docsLink = try! NSRegularExpression(pattern: #"\bdocs/([A-Za-z0-9_-]+)\.md(?:#([A-Za-z0-9_-]+))?"#)

    /// GitHub's anchor for a heading: lowercased, punctuation other than `-` and `_` dropped,
    /// each space a `-`.
    static func anchor(ofHeading heading: String) -> String {
        String(heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
            return nil
        })
    }

    /// The anchors a Markdown page defines: its headings' and its explicit `<a id="…">`s.
    static func anchors(ofPage text: String) -> Set<String> {
        var found = Set<String>()
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("#") {
                found.insert(anchor(ofHeading: String(line.drop { $0 == "#" }.drop { $0 == " " })))
            }
            var rest = Substring(line)
            while let start = rest.range(of: "<a id=\"") {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                found.insert(String(rest[..<end]))
                rest = rest[end...]
            }
        }
        return found
    }

    /// `path:line: problem` for each citation of an outside document and each link into docs/
    /// whose page or anchor does not exist; `pages` maps a page's name (`behaviour`) to its text.
    static func problems(in text: String, path: String, pages: [String: String]) -> [String] {
        var found: [String] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let range = NSRange(line.startIndex..., in: line)
            if outsideCitation.firstMatch(in: line, range: range) != nil {
                found.append("\(path):\(index + 1): cites a document outside the repository: \(line.trimmingCharacters(in: .whitespaces))")
            }
            for match in docsLink.matches(in: line, range: range) {
                let page = String(line[Range(match.range(at: 1), in: line)!])
                guard let pageText = pages[page] else {
                    found.append("\(path):\(index + 1): docs/\(page).md does not exist")
                    continue
                }
                if let anchorRange = Range(match.range(at: 2), in: line) {
                    let anchor = String(line[anchorRange])
                    if !anchors(ofPage: pageText).contains(anchor) {
                        found.append("\(path):\(index + 1): docs/\(page).md has no heading or <a id> for #\(anchor)")
                    }
                }
            }
        }
        return found
    }

    @Test func headingsGiveGitHubsAnchors() {
        #expect(Self.anchor(ofHeading: "The card's width, and a floating card") == "the-cards-width-and-a-floating-card")
        #expect(Self.anchor(ofHeading: "A script of events: `--events`") == "a-script-of-events---events")
        #expect(Self.anchors(ofPage: "# Title\n## Dragging and releasing\n| <a id=\"e001\"></a>`E001` |")
            == ["title", "dragging-and-releasing", "e001"])
    }

    @Test func theCheckFindsOutsideCitationsAndBrokenLinks() {
        let pages = ["behaviour": "# How a sheet behaves\n## Animating\n"]
        let bad = [
            "/// The settle test (runtime.md §3).",
            "/// Named states (spec-language §9).",
            "// as for any input that changes no height, §10",
            "/// see tooling.md",
            "/// (docs/behaviour.md#animation)",
            "/// (docs/runtime-notes.md)",
        ]
        for line in bad { #expect(!Self.problems(in: line, path: "F.swift", pages: pages).isEmpty, "\(line)") }
        let good = [
            "/// The settle test (docs/behaviour.md#animating).",
            "/// How a sheet behaves: docs/behaviour.md.",
            "/// SheetTargets.swift, the plugin's shared list",
        ]
        for line in good { #expect(Self.problems(in: line, path: "F.swift", pages: pages).isEmpty, "\(line)") }
    }

    @Test func sourcesCiteOnlyTheRepositorysOwnDocs() throws {
        let root = RepositoryRoot.url
        var pages: [String: String] = [:]
        let docs = root.appendingPathComponent("docs")
        for name in try FileManager.default.contentsOfDirectory(atPath: docs.path) where name.hasSuffix(".md") {
            pages[String(name.dropLast(3))] = try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)
        }
        #expect(pages["behaviour"] != nil, "docs/ was not found under \(root.path)")
        var problems: [String] = []
        var files = 0
        for folder in ["Sources", "Plugins"] {
            guard let walk = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            else { continue }
            for case let url as URL in walk where ["swift", "js", "html", "css", "h", "sh"].contains(url.pathExtension) {
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                problems += Self.problems(in: text, path: String(url.path.dropFirst(root.path.count + 1)), pages: pages)
                files += 1
            }
        }
        #expect(files > 100, "the package's sources were not found under \(root.path)")
        #expect(problems.isEmpty, "comments must cite the repository's docs (docs/X.md#anchor) or say the thing:\n\(problems.sorted().joined(separator: "\n"))")
    }
}
