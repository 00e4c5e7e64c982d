import Foundation
import PackagePlugin

/// `swift package check-sheets [--target NAME]...`: fails when a target's committed
/// `<target>/Generated/` files are missing, stale or left over from a removed sheet
/// (`sheetc compile --check`). It writes nothing, so it asks for no permission. A target that
/// uses the build-tool plugin has no committed files to check: it says so and skips it.
@main
struct SheetcCheck: CommandPlugin {
    static let usage = """
        USAGE: swift package check-sheets [--target <name>]...

        Fails when <target>/Generated/ differs from what the target's sheets compile to.
        --target <name>   only this target (repeatable; default: every target with *.sheet.yaml files)

        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let targets = try SheetTargets(context: context, arguments: arguments, usage: Self.usage) else { return }
        let attached = targets.targetsUsingTheBuildPlugin(context: context)
        for name in attached {
            print("sheetc: \(name) uses the SheetcPlugin build-tool plugin, which generates its sheets at every build "
                  + "(a spec error fails the build): nothing to check")
        }
        try targets.run(tool: try context.tool(named: "sheetc").url, extraArguments: { target in
            ["--check", "--regenerate-command", SheetTargets.generateCommand(for: target)]
        }, verb: "checked", skipping: attached)
    }
}
