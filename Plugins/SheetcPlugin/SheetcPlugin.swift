import Foundation
import PackagePlugin

/// Generates Swift for the `*.sheet.yaml` / `*.sheet.yml` files of a target at build time.
///
/// One `sheetc` run takes all of a target's specs and writes one Swift file,
/// `<Target>.sheetc.swift`, holding every sheet: a build plugin must name its outputs before
/// the specs are read, and one run over them all is what checks names across files (two
/// `Menu` sheets are E107, not two commands producing one file). The `sheetc` binary is an
/// input too, so a new compiler regenerates. Diagnostics reach the build log as
/// `path:line:column: error: …`.
@main
struct SheetcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            target: target.name, specs: target.sourceFiles.map(\.url), tool: try context.tool(named: "sheetc").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }

    static func commands(target: String, specs: [URL], tool: URL, workDirectory: URL) throws -> [Command] {
        let specs = specs.filter(isSpec).sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return [] }
        let output = workDirectory.appendingPathComponent("GeneratedSheets")
        let name = target + ".sheetc.swift"
        return [.buildCommand(
            displayName: "sheetc: generating \(name) from \(specs.count) spec file\(specs.count == 1 ? "" : "s")",
            executable: tool,
            arguments: ["compile"] + specs.map(\.path) + ["-o", output.path, "--swift-file", name],
            inputFiles: specs + [tool],
            outputFiles: [output.appendingPathComponent(name)])]
    }

    static func isSpec(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(".sheet.yaml") || url.lastPathComponent.hasSuffix(".sheet.yml")
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SheetcPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            target: target.displayName, specs: target.inputFiles.map(\.url), tool: try context.tool(named: "sheetc").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
