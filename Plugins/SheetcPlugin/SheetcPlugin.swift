import Foundation
import PackagePlugin

/// Generates Swift for the `*.sheet.yaml` / `*.sheet.yml` files of a target at build time.
///
/// Each spec file becomes one Swift file, `<name>.sheet.swift`, holding every sheet of that
/// spec: a build plugin must name its outputs before the specs are read, so outputs follow
/// file names rather than sheet names. The `sheetc` binary is an input too, so a new
/// compiler regenerates. Diagnostics reach the build log as `path:line:column: error: …`.
@main
struct SheetcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            specs: target.sourceFiles.map(\.url), tool: try context.tool(named: "sheetc").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }

    static func commands(specs: [URL], tool: URL, workDirectory: URL) throws -> [Command] {
        let output = workDirectory.appendingPathComponent("GeneratedSheets")
        return specs.filter(isSpec).sorted { $0.path < $1.path }.map { spec in
            let name = generatedName(for: spec)
            return .buildCommand(
                displayName: "sheetc: generating \(name) from \(spec.lastPathComponent)",
                executable: tool,
                arguments: ["compile", spec.path, "-o", output.path, "--swift-file", name],
                inputFiles: [spec, tool],
                outputFiles: [output.appendingPathComponent(name)])
        }
    }

    static func isSpec(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(".sheet.yaml") || url.lastPathComponent.hasSuffix(".sheet.yml")
    }

    /// `Menus.sheet.yaml` → `Menus.sheet.swift`.
    static func generatedName(for spec: URL) -> String {
        let file = spec.lastPathComponent
        let stem = file.hasSuffix(".sheet.yaml") ? file.dropLast(".sheet.yaml".count) : file.dropLast(".sheet.yml".count)
        return stem + ".sheet.swift"
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SheetcPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            specs: target.inputFiles.map(\.url), tool: try context.tool(named: "sheetc").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
