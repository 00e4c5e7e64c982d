import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-sheets [--target NAME]...`:
/// writes the generated Swift and manifests of every target's specs into the source tree
/// (`<target>/Generated/`), for projects that commit them, removing what a renamed sheet left
/// there. `check-sheets` (no permission needed) fails instead when a committed file is missing,
/// stale or left over. A target that also uses the build-tool plugin is refused with the reason:
/// the same sheets generated twice fail to compile.
@main
struct SheetcGenerate: CommandPlugin {
    static let usage = """
        USAGE: swift package --allow-writing-to-package-directory generate-sheets [--target <name>]...

        Writes each target's sheets (Swift and manifests) into <target>/Generated/.
        --target <name>   only this target (repeatable; default: every target with *.sheet.yaml files)
        To check committed files in CI without writing: swift package check-sheets [--target <name>]...

        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let targets = try SheetTargets(context: context, arguments: arguments, usage: Self.usage) else { return }
        let attached = targets.targetsUsingTheBuildPlugin(context: context)
        guard attached.isEmpty else {
            let names = attached.joined(separator: ", ")
            SheetTargets.fail("""
                generate-sheets wrote nothing: \(names) already use\(attached.count == 1 ? "s" : "") the SheetcPlugin build-tool \
                plugin, which generates the sheets at every build: files written into <target>/Generated would declare each \
                sheet a second time ('invalid redeclaration'). Use one of the two: keep the build plugin and do not run \
                generate-sheets, or remove `plugins: [.plugin(name: "SheetcPlugin", package: "sheetc")]` from the target to \
                commit generated files.
                """)
        }
        // The target's Generated folder is sheetc's: a renamed sheet's old files go with it.
        try targets.run(tool: try context.tool(named: "sheetc").url, extraArguments: { _ in ["--prune"] }, verb: "generated")
    }
}
