import Foundation
import SheetcCore

/// The manifests the compiler makes of committed specs, in memory. The build plugin compiles
/// the same specs into the Swift a test target imports (GeneratedSamples, NameClashSheets); the
/// tests compare that Swift's configurations with these, as they compared it with committed
/// manifests when those were checked in.
package enum CompiledManifests {
    /// Each sheet's manifest (`S.json`), by sheet name, of the specs at `path` (a file or a
    /// folder, relative to the repository's top). Fails the caller on any diagnostic.
    package static func of(_ path: String) throws -> [String: Data] {
        let compiler = Compiler()
        let input = RepositoryRoot.url.appendingPathComponent(path).path
        let run = compiler.check(inputs: [input], in: DiskFileSystem(writer: { directory throws(FileSystemFailure) in
            throw FileSystemFailure(.write, directory, reason: "the tests write nothing")
        }))
        guard run.errorCount == 0, !run.sheets.isEmpty else {
            throw CompileFailure(messages: run.diagnostics.map(\.message))
        }
        var manifests: [String: Data] = [:]
        for output in compiler.emit(run.sheets, accessLevel: .public) where output.name.hasSuffix(".json") {
            manifests[String(output.name.dropLast(".json".count))] = Data(output.contents.utf8)
        }
        return manifests
    }

    package struct CompileFailure: Error {
        package var messages: [String]
    }
}
