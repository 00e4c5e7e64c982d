import ArgumentParser
import SheetcCore

struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",  // named, not derived: deriving it looks the type's name up at every start-up
        abstract: "Check specs, then write S.swift and S.json for each sheet (nothing at all if any spec has an error).")

    @Argument(help: "Spec files, or directories holding *.sheet.yaml / *.sheet.yml files.")
    var inputs: [String]

    @Option(name: [.short, .customLong("output")], help: "The output directory (created if missing).")
    var output = "."

    @Flag(help: "Write nothing; exit 1 if any output in the directory is missing, differs, or is left over from a sheet the specs no longer have (a CI drift check).")
    var check = false

    @Option(help: "Access level of the generated declarations: internal, package or public.")
    var accessLevel: AccessLevel = .internal

    @Option(help: ArgumentHelp(
        "Write every sheet's Swift into this one file in the output directory, and no manifests.",
        discussion: "For build plugins, which must name their outputs before the specs are read."))
    var swiftFile: String?

    @OptionGroup var diagnostics: RunOptions

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one spec file or directory") }
        if let swiftFile, swiftFile.contains("/") || !swiftFile.hasSuffix(".swift") || swiftFile.hasPrefix(".") {
            throw ValidationError("--swift-file takes a file name ending in .swift, without a directory (use -o for that)")
        }
    }

    func run() throws {
        var run = SpecRun(inputs: inputs, options: diagnostics)
        guard run.failureStatus == nil else {
            run.report()
            throw ExitCode(run.failureStatus!)
        }
        // Each worker emits a group's files and writes (or compares) them at once, so the text
        // of thousands of sheets is never held together.
        let groups = swiftFile == nil ? run.sheets.map { [$0] } : [run.sheets]
        let (output, swiftFile, accessLevel) = (output, swiftFile, accessLevel)
        let emit: @Sendable ([CheckedSheet]) -> [OutputFile] = { sheets in
            swiftFile.map { [Compiler().emitSwiftFile(named: $0, for: sheets, accessLevel: accessLevel)] }
                ?? Compiler().emit(sheets, accessLevel: accessLevel)
        }
        let total = swiftFile == nil ? 2 * run.sheetCount : 1
        if check {
            run.append(Parallel.map(groups, jobs: diagnostics.workers) { OutputWriter.drift(of: emit($0), in: output) }.flatMap { $0 })
            if swiftFile == nil {
                let expected = Set(run.sheets.flatMap { [$0.configuration.sheet + ".swift", $0.configuration.sheet + ".json"] })
                run.append(OutputWriter.leftovers(in: output, expected: expected))
            }
            run.report()
            if let status = run.failureStatus { throw ExitCode(status) }
            return
        }
        Interruption.install()
        do throws(OutputWriter.WriteFailure) {
            let writer = try OutputWriter(directory: output)
            let outcomes = Parallel.map(groups, jobs: diagnostics.workers) { group in
                Result { () throws(OutputWriter.WriteFailure) in try writer.write(emit(group)) }
            }
            // All or nothing: the files go in place only once every one of them is written.
            var written = 0
            var pending: [OutputWriter.Pending] = []
            var failure: OutputWriter.WriteFailure?
            for outcome in outcomes {
                switch outcome {
                case .success(let result):
                    written += result.written.count
                    pending += result.pending
                case .failure(let error):
                    failure = failure ?? error
                }
            }
            if let failure {
                writer.abandon(pending)
                throw failure
            }
            OutputWriter.FaultInjection.holdBeforeFinish()
            try writer.finish(pending)
            run.report(written: written, of: total)
        } catch {
            run.append([error.diagnostic])
            run.report()
            throw ExitCode(2)
        }
    }
}

extension AccessLevel: ExpressibleByArgument {}
