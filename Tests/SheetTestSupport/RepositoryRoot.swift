import Foundation

/// The repository's top, found from this source file's path, so a test in any target reads (and
/// records) the committed files in place, wherever it is run from.
package enum RepositoryRoot {
    /// This file is Tests/SheetTestSupport/RepositoryRoot.swift: three folders down.
    package static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
