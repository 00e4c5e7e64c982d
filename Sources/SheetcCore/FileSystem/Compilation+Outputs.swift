/// The last stage of `compile` and `preview`: outputs written into a directory all or nothing,
/// or (`compile --check`) compared with what it holds.
extension Compilation {
    /// Renders each group on a worker and writes its files at once; all of them are put in
    /// place only once every one is written, and none if any write fails.
    mutating func write(_ groups: [[CheckedSheet]], render: @escaping @Sendable ([CheckedSheet]) -> [OutputFile],
                        into directory: String, in fileSystem: any SpecFileSystem, jobs: Int) {
        do throws(FileSystemFailure) {
            let transaction = try fileSystem.beginWriting(into: directory)
            let outcomes = Parallel.map(groups, jobs: jobs) { group in
                Result { () throws(FileSystemFailure) in
                    let files = render(group)
                    return (written: try transaction.write(files), total: files.count)
                }
            }
            var counts = Outputs(written: 0, total: 0)
            for outcome in outcomes {
                switch outcome {
                case .success(let count):
                    counts.written += count.written
                    counts.total += count.total
                case .failure(let failure):
                    transaction.abandon()
                    throw failure
                }
            }
            try transaction.commit()
            outputs = counts
        } catch {
            append([error.diagnostic])
        }
    }

    /// Reports every output missing from `directory` or differing from it, and (one file per
    /// sheet) the generated files it holds that no sheet makes any more.
    mutating func compare(_ groups: [[CheckedSheet]], render: @escaping @Sendable ([CheckedSheet]) -> [OutputFile],
                          with directory: String, layout: OutputLayout, in fileSystem: any SpecFileSystem, jobs: Int) {
        append(Parallel.map(groups, jobs: jobs) { OutputDrift.drift(of: render($0), in: directory, fileSystem) }.flatMap { $0 })
        if case .perSheet = layout {
            let expected = Set(sheets.flatMap { [$0.name + ".swift", $0.name + ".json"] })
            append(OutputDrift.leftovers(in: directory, expected: expected, fileSystem))
        }
    }
}
