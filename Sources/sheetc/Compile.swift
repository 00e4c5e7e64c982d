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

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one spec file or directory") }
    }

    func run() throws {
        var run = SpecRun(inputs: inputs, options: diagnostics)
        guard run.failureStatus == nil else {
            run.report()
            throw ExitCode(run.failureStatus!)
        }
        let outputs = Compiler().emit(run.sheets, accessLevel: accessLevel)
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
