import Foundation
import SheetTestSupport
import Testing

/// Golden files: expected outputs kept beside the tests, compared with what the code produces
/// (a difference is staged for `scripts/regenerate.sh`; see `GeneratedFile`).
enum Golden {
    static func assertMatches(_ actual: String, file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let difference = GeneratedFile.difference(actual, file: file) {
            Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        }
    }
}
