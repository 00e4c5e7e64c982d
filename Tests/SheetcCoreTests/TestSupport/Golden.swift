import Foundation
import SheetTestSupport
import Testing

/// Golden files: expected outputs kept beside the tests. `SHEETC_RECORD=1 swift test`
/// rewrites them from what the code produces now, and the test fails so the diff is reviewed.
enum Golden {
    static func assertMatches(_ actual: String, file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try? String(contentsOf: file, encoding: .utf8)
        if Recording.isOn {
            if expected != actual {
                try actual.write(to: file, atomically: true, encoding: .utf8)
                Issue.record("recorded \(file.lastPathComponent); review the diff and run again", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected else {
            Issue.record("missing golden file \(file.path); run SHEETC_RECORD=1 swift test", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "\(file.lastPathComponent) differs; SHEETC_RECORD=1 swift test re-records it",
                sourceLocation: sourceLocation)
    }
}
