@testable import SheetcCore
import Testing

struct CIFormatTests {
    let diagnostic = Diagnostic(
        .fractionLikeNumber, file: "specs/a,b:c.sheet.yaml",
        range: SourceRange(start: .init(line: 4, column: 15), end: .init(line: 4, column: 18)),
        message: "'headerHeight' is 0.5 points, 100% sure\nsecond line", help: "write \"50%\"")

    @Test func githubAnnotationEscapesDataAndProperties() {
        #expect(diagnostic.githubAnnotation
            == "::warning file=specs/a%2Cb%3Ac.sheet.yaml,line=4,col=15,endColumn=18,title=sheetc W001::"
            // A newline inside the message is shown, not obeyed (it could forge a line); the help's own line break stays.
            + "'headerHeight' is 0.5 points, 100%25 sure\\u{a}second line%0Ahelp: write \"50%25\"")
    }

    @Test func githubAnnotationForAWholeFileProblem() {
        let unreadable = Diagnostic(.unreadableInput, file: "x.sheet.yaml", range: nil, message: "cannot read")
        #expect(unreadable.githubAnnotation == "::error file=x.sheet.yaml,title=sheetc E001::cannot read")
    }

    @Test func sarifHasRulesResultsLevelsAndRegions() throws {
        let log = SARIFLog.document(for: [diagnostic], toolVersion: "1.2.3")
        guard case .object(let root) = log, case .array(let runs)? = root["runs"], case .object(let run) = runs[0],
              case .object(let tool)? = run["tool"], case .object(let driver)? = tool["driver"],
              case .array(let rules)? = driver["rules"], case .array(let results)? = run["results"],
              case .object(let result) = results[0] else {
            Issue.record("unexpected SARIF shape"); return
        }
        #expect(root["version"] == .string("2.1.0"))
        #expect(driver["name"] == .string("sheetc"))
        #expect(rules.count == DiagnosticCode.allCases.count)
        #expect(result["ruleId"] == .string("W001"))
        #expect(result["level"] == .string("warning"))
        guard case .number(let index)? = result["ruleIndex"], case .object(let rule) = rules[Int(index)] else {
            Issue.record("no rule index"); return
        }
        #expect(rule["id"] == .string("W001"))
        let rendered = log.rendered()
        #expect(rendered.contains("\"uri\": \"specs/a%2Cb%3Ac.sheet.yaml\""))
        #expect(rendered.contains("\"startLine\": 4"))
        #expect(rendered.contains("\"startColumn\": 15"))
        #expect(rendered.contains("\"endColumn\": 18"))
    }

    @Test func sarifURIsEncodeWhatIsNotUnreserved() {
        #expect(SARIFLog.uri("a b/é.sheet.yaml") == "a%20b/%C3%A9.sheet.yaml")
    }
}
