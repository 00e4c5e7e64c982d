import Foundation
import PackagePlugin

/// `swift package generate-sheets`: writes the generated Swift and manifests of every target's
/// specs into the source tree (`<target>/Generated/`), for projects that commit them.
/// `swift package generate-sheets --check` fails instead when a committed file is stale.
@main
struct SheetcGenerate: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "sheetc").url
        var extractor = ArgumentExtractor(arguments)
        let wanted = Set(extractor.extractOption(named: "target"))
        let check = extractor.extractFlag(named: "check") > 0
        for target in context.package.targets {
            guard let target = target as? SourceModuleTarget, wanted.isEmpty || wanted.contains(target.name) else { continue }
            let specs = target.sourceFiles.map(\.url)
                .filter { $0.lastPathComponent.hasSuffix(".sheet.yaml") || $0.lastPathComponent.hasSuffix(".sheet.yml") }
                .map(\.path).sorted()
            guard !specs.isEmpty else { continue }
            let output = target.directoryURL.appendingPathComponent("Generated").path
            let process = Process()
            process.executableURL = tool
            process.arguments = ["compile"] + specs + ["-o", output] + (check ? ["--check"] : [])
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("sheetc failed for target \(target.name) (exit status \(process.terminationStatus))")
                throw GenerateFailure(status: process.terminationStatus)
            }
            print("sheetc: \(check ? "checked" : "generated") \(output)")
        }
    }

    struct GenerateFailure: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "sheetc exited with status \(status)" }
    }
}
