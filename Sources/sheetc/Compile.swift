import ArgumentParser
import Foundation
import SheetcCore

struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check specs, then write S.swift and S.json for each sheet (nothing at all if any spec has an error).")

    @Argument(help: "Spec files, or directories holding *.sheet.yaml / *.sheet.yml files.")
    var inputs: [String]

    @Option(name: [.short, .customLong("output")], help: "The output directory (created if missing).")
    var output = "."

    @Flag(help: "Write nothing; exit 1 if any output in the directory is missing or differs (a CI drift check).")
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
        let writer = OutputWriter(directory: URL(fileURLWithPath: output))
        // Outputs are made and written a batch of sheets at a time, so a compile of thousands
        // of specs never holds all their text at once.
        var written = 0, total = 0
        for batch in batches(of: run.sheets) {
            let outputs = swiftFile.map { [Compiler().emitSwiftFile(named: $0, for: run.sheets, accessLevel: accessLevel)] }
                ?? Compiler().emit(Array(batch), accessLevel: accessLevel, jobs: diagnostics.jobs)
            total += outputs.count
            if check {
                run.append(writer.drift(of: outputs))
                continue
            }
            do throws(OutputWriter.WriteFailure) {
                written += try writer.write(outputs).count
            } catch {
                run.append([error.diagnostic])
                run.report()
                throw ExitCode(2)
            }
        }
        if check {
            run.report()
            if let status = run.failureStatus { throw ExitCode(status) }
        } else {
            run.report(written: written, of: total)
        }
    }

    /// The sheets in batches; with `--swift-file`, one batch (all sheets go into one file).
    private func batches(of sheets: [CheckedSheet]) -> [ArraySlice<CheckedSheet>] {
        guard swiftFile == nil else { return [sheets[...]] }
        let size = 512
        return stride(from: 0, to: sheets.count, by: size).map { sheets[$0..<min($0 + size, sheets.count)] }
    }
}

extension AccessLevel: ExpressibleByArgument {}
