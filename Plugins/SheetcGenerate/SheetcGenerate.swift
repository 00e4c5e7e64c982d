import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-sheets [--target NAME]...`:
/// writes the generated Swift and manifests of every target's specs into the source tree
/// (`<target>/Generated/`), for projects that commit them. `check-sheets` (no permission
/// needed) fails instead when a committed file is missing, stale or left over.
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
        try targets.run(tool: try context.tool(named: "sheetc").url, extraArguments: [], verb: "generated")
    }
}
