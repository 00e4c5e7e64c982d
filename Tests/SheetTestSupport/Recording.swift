import Foundation

/// The record switch: with `SHEETC_RECORD=1` in the environment, tests that compare against
/// committed files (golden outputs, transcripts, the examples and references in docs/) rewrite
/// those files from what the code produces now, instead of failing on a difference.
/// scripts/regenerate.sh turns it on, for the suites whose files read it.
package enum Recording {
    package static var isOn: Bool {
        ProcessInfo.processInfo.environment["SHEETC_RECORD"] == "1"
    }
}
