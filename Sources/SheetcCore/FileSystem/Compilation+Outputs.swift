/// The last stage of `compile` and `preview`: outputs written into a directory all or nothing,
/// or (`compile --check`) compared with what it holds.
extension Compilation {
    /// Renders each group on a worker and writes its files at once; all of them are put in
    /// place only once every one is written, and none if any write fails. `leftovers` (bare
    /// names of files the directory holds that no sheet makes any more) are removed with them
    /// when `prune` is set, and otherwise reported as notes, so a renamed sheet's old files are
    /// never left behind silently.
    mutating func write(_ groups: [[CheckedSheet]], render: @escaping @Sendable ([CheckedSheet]) -> [OutputFile],
                        into directory: String, in fileSystem: any SpecFileSystem, jobs: Int,
                        leftovers: [String] = [], prune: Bool = false, remedy: OutputRemedy = .plain) {
        do throws(FileSystemFailure) {
            let transaction = try fileSystem.beginWriting(into: directory)
            let outcomes = Parallel.map(groups, jobs: jobs) { group in
                Result { () throws(FileSystemFailure) in
                    let files = render(group)
                    return (written: try transaction.write(files), names: files.map(\.name))
                }
            }
            var counts = Outputs(written: 0, directory: directory)
            for outcome in outcomes {
                switch outcome {
                case .success(let count):
                    counts.written += count.written
                    counts.names += count.names
                case .failure(let failure):
                    transaction.abandon()
                    throw failure
                }
            }
            if prune { transaction.remove(leftovers) }
            try transaction.commit()
            if prune { counts.removed = leftovers.count }
            outputs = counts
        } catch {
            append([error.diagnostic])
            return
        }
        append(leftovers.map { name in
            Diagnostic(.note, .outputDrift, file: OutputDrift.path(name, in: directory), range: nil,
                       message: (prune ? "removed" : "left over") + ": an earlier compile wrote it for a sheet the specs no longer have",
                       help: prune ? nil : "run '\(remedy.prune)' to remove it")
        })
    }

    /// Reports every output missing from `directory` or differing from it (with a short diff of
    /// each that differs), and (one file per sheet) the generated files it holds that no sheet
    /// makes any more.
    mutating func compare(_ groups: [[CheckedSheet]], render: @escaping @Sendable ([CheckedSheet], AccessLevel) -> [OutputFile],
                          accessLevel: AccessLevel, with directory: String, layout: OutputLayout,
                          in fileSystem: any SpecFileSystem, jobs: Int, remedy: OutputRemedy) {
        let findings = Parallel.map(groups, jobs: jobs) { group in
            OutputDrift.drift(of: render(group, accessLevel), in: directory, fileSystem, remedy: remedy, accessLevel: accessLevel,
                              rendered: { render(group, $0) })
        }.flatMap { $0 }
        append(findings.map(\.diagnostic))
        for finding in findings {
            if let difference = finding.difference { differences[finding.diagnostic.file] = difference }
        }
        append(leftovers(in: directory, layout: layout, fileSystem).map { name in
            Diagnostic(.error, .outputDrift, file: OutputDrift.path(name, in: directory), range: nil,
                       message: "the output is left over from a sheet the specs no longer have; run '\(remedy.prune)' to remove it")
        })
    }

    /// The generated files `directory` holds that none of the run's sheets makes any more (bare
    /// names); none for one Swift file of every sheet, which no rename leaves behind.
    func leftovers(in directory: String, layout: OutputLayout, _ fileSystem: any SpecFileSystem) -> [String] {
        guard case .perSheet = layout else { return [] }
        return OutputDrift.leftovers(in: directory, expected: Set(sheets.flatMap { [$0.name + ".swift", $0.name + ".json"] }),
                                     fileSystem)
    }
}
