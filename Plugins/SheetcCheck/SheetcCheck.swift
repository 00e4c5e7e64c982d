import Foundation
import PackagePlugin

/// `swift package check-sheets [--target NAME]...`: fails when a target's committed
/// `<target>/Generated/` files are missing, stale or left over from a removed sheet
/// (`sheetc compile --check`). It writes nothing, so it asks for no permission.
@main
struct SheetcCheck: CommandPlugin {
    static let usage = """
        USAGE: swift package check-sheets [--target <name>]...

        Fails when <target>/Generated/ differs from what the target's sheets compile to.
        --target <name>   only this target (repeatable; default: every target with *.sheet.yaml files)

        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let targets = try SheetTargets(context: context, arguments: arguments, usage: Self.usage) else { return }
        try targets.run(tool: try context.tool(named: "sheetc").url, extraArguments: { target in
            ["--check", "--regenerate-command", SheetTargets.generateCommand(for: target)]
        }, verb: "checked")
    }
}
