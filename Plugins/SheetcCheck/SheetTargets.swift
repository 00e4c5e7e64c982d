import Foundation
import PackagePlugin

/// The targets a sheets command works on, from its arguments, and the one `sheetc compile` run
/// per target. (This file is the same in SheetcGenerate and SheetcCheck: plugin targets cannot
/// share a library; `PluginSourcesTests` keeps the two copies identical.)
struct SheetTargets {
    /// Each target with its spec files, sorted.
    let targets: [(target: SourceModuleTarget, specs: [String])]

    /// `nil` when the arguments asked for help (printed); throws on an unknown argument or target.
    init?(context: PluginContext, arguments: [String], usage: String) throws {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage, terminator: "")
            return nil
        }
        var extractor = ArgumentExtractor(arguments)
        let wanted = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            throw SheetsCommandFailure("unknown argument\(extractor.remainingArguments.count == 1 ? "" : "s"): "
                                       + extractor.remainingArguments.joined(separator: " ") + "\n" + usage)
        }
        let sources = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        let unknown = wanted.filter { name in !sources.contains { $0.name == name } }
        guard unknown.isEmpty else {
            throw SheetsCommandFailure("no target named " + unknown.joined(separator: ", ")
                                       + "; the package's targets: " + sources.map(\.name).joined(separator: ", "))
        }
        targets = sources.filter { wanted.isEmpty || wanted.contains($0.name) }.compactMap { target in
            let specs = target.sourceFiles.map(\.url)
                .filter { $0.lastPathComponent.hasSuffix(".sheet.yaml") || $0.lastPathComponent.hasSuffix(".sheet.yml") }
                .map(\.path).sorted()
            return specs.isEmpty ? nil : (target, specs)
        }
    }

    /// `sheetc compile <specs> -o <target>/Generated <extraArguments>` for each target.
    func run(tool: URL, extraArguments: [String], verb: String) throws {
        for (target, specs) in targets {
            let output = target.directoryURL.appendingPathComponent("Generated").path
            let process = Process()
            process.executableURL = tool
            process.arguments = ["compile"] + specs + ["-o", output] + extraArguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("sheetc failed for target \(target.name) (exit status \(process.terminationStatus))")
                throw SheetsCommandFailure("sheetc exited with status \(process.terminationStatus)")
            }
            print("sheetc: \(verb) \(output)")
        }
    }
}

/// Why a sheets command stopped.
struct SheetsCommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
