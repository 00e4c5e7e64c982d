import Foundation
import PackagePlugin

/// The targets a sheets command works on, from its arguments, and the one `sheetc compile` run
/// per target. (SheetcGenerate and SheetcCheck each reach this file through a `PluginsShared`
/// symbolic link: plugin targets cannot share a library.)
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
            Self.fail("unknown argument\(extractor.remainingArguments.count == 1 ? "" : "s"): "
                      + extractor.remainingArguments.joined(separator: " ") + "\n" + usage)
        }
        let sources = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        let unknown = wanted.filter { name in !sources.contains { $0.name == name } }
        guard unknown.isEmpty else {
            Self.fail("no target named " + unknown.joined(separator: ", ") + "; the package's targets: " + sources.map(\.name).joined(separator: ", "))
        }
        targets = sources.filter { wanted.isEmpty || wanted.contains($0.name) }.compactMap { target in
            let specs = Self.specs(under: target.directoryURL)
            return specs.isEmpty ? nil : (target, specs)
        }
    }

    /// The spec files in a target's folder, found on disk rather than among its source files: a
    /// target that commits its generated files excludes its specs (`exclude:`), or SwiftPM warns
    /// about files it does not handle, and an excluded file is no source file. Hidden folders are
    /// skipped.
    static func specs(under folder: URL) -> [String] {
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        return (walk?.compactMap { $0 as? URL } ?? [])
            .filter { $0.lastPathComponent.hasSuffix(".sheet.yaml") || $0.lastPathComponent.hasSuffix(".sheet.yml") }
            .map(\.path).sorted()
    }

    /// The target's `sheetc-config.yaml` (or `.yml`) anywhere in its folder, as the build plugin
    /// finds it among the target's files; two are an error there and here.
    static func config(in folder: URL) -> [String] {
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        let found = (walk?.compactMap { $0 as? URL } ?? [])
            .filter { ["sheetc-config.yaml", "sheetc-config.yml"].contains($0.lastPathComponent) }.map(\.path).sorted()
        guard found.count <= 1 else {
            fail("\(folder.lastPathComponent) has \(found.count) sheetc-config files (\(found.joined(separator: ", "))); keep one")
        }
        return found
    }

    /// The command that writes a target's generated files: what `check-sheets` tells the user
    /// to run (they may have no `sheetc` of their own).
    static func generateCommand(for target: String) -> String {
        "swift package --allow-writing-to-package-directory generate-sheets --target \(target)"
    }

    /// The targets that also use the SheetcPlugin build-tool plugin, read from the package's
    /// manifest text (Package.swift): the plugin API does not list a target's
    /// plugins. Each target declaration (`.target(`, `.executableTarget(`, …) runs to the next
    /// one; one whose `name:` is a sheets target and that names "SheetcPlugin" uses it. Files
    /// generated into such a target would declare every sheet a second time.
    func targetsUsingTheBuildPlugin(context: PluginContext) -> [String] {
        let url = context.package.directoryURL.appendingPathComponent("Package.swift")
        return targetsUsingTheBuildPlugin(in: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }

    private func targetsUsingTheBuildPlugin(in manifest: String) -> [String] {
        // See `targetsUsingTheBuildPlugin(context:)`.
        let code = manifest.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...] }.joined(separator: "\n")
        // `.target(`, `.executableTarget(`, `.testTarget(`: split where any of them starts.
        let declarations = code.replacingOccurrences(of: "Target(", with: "target(").components(separatedBy: "target(").dropFirst()
        return targets.map(\.target.name).filter { name in
            declarations.contains { declaration in
                let compact = declaration.filter { !$0.isWhitespace }
                return compact.hasPrefix("name:\"\(name)\"") && compact.contains("\"SheetcPlugin\"")
            }
        }
    }

    /// `sheetc compile <specs> -o <target>/Generated <extraArguments(target)>` for each target
    /// but those `skipping` names.
    func run(tool: URL, extraArguments: (String) -> [String], verb: String, skipping: [String] = []) throws {
        for (target, specs) in targets where !skipping.contains(target.name) {
            let output = target.directoryURL.appendingPathComponent("Generated").path
            let process = Process()
            process.executableURL = tool
            let config = Self.config(in: target.directoryURL).flatMap { ["--config", $0] }
            process.arguments = ["compile"] + specs + ["-o", output] + config + extraArguments(target.name)
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Self.fail("sheetc failed for target \(target.name) (exit status \(process.terminationStatus))")
            }
            print("sheetc: \(verb) \(output)")
        }
    }
}

extension SheetTargets {
    /// Ends a sheets command that failed: `message` on standard error, exit status 1. Not a
    /// `Diagnostics.error` and a thrown error, as before: each is a message to SwiftPM, and
    /// SwiftPM (6.3) hands each message it reads to a concurrent queue, so two sent back to back
    /// as the plugin exits are handled at once, on two threads, while it handles the exit. A
    /// swift-package crash seen in CI was in that handling (a backtrace at
    /// PluginInvocation.swift:317, reading a diagnostic from the plugin), failing a run whose
    /// only failure was ours to report. Output is no message: SwiftPM passes it through in
    /// order, and says itself that the plugin exited with status 1.
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        exit(1)
    }
}
