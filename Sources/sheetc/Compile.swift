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
        let outputs = swiftFile.map { [Compiler().emitSwiftFile(named: $0, for: run.sheets, accessLevel: accessLevel)] }
            ?? Compiler().emit(run.sheets, accessLevel: accessLevel, jobs: diagnostics.jobs)
        let writer = OutputWriter(directory: URL(fileURLWithPath: output))
        if check {
            run.append(writer.drift(of: outputs))
            run.report()
            if let status = run.failureStatus { throw ExitCode(status) }
            return
        }
        do {
            let written = try writer.write(outputs)
            run.report(written: written.count, of: outputs.count)
        } catch {
            run.append([error.diagnostic])
            run.report()
            throw ExitCode(2)
        }
    }
}

extension AccessLevel: ExpressibleByArgument {}
