import Foundation
import Testing

/// The two command plugins share `SheetTargets.swift` by copy (a plugin target cannot depend
/// on a library): the copies must stay the same bytes.
struct PluginSourcesTests {
    @Test func theCommandPluginsShareOneSheetTargets() throws {
        let plugins = Repository.root.appendingPathComponent("Plugins")
        let generate = try Data(contentsOf: plugins.appendingPathComponent("SheetcGenerate/SheetTargets.swift"))
        let check = try Data(contentsOf: plugins.appendingPathComponent("SheetcCheck/SheetTargets.swift"))
        #expect(generate == check)
        #expect(!generate.isEmpty)
    }
}
