import SheetcCore
import Testing

/// Beside `target: system`, an editor's completion offers only the keys the system sheet honours
/// (`KeyCatalog.systemSheetKeys`); a runtime spec is offered every key but the system sheet's own.
struct SystemSheetCompletionTests {
    func keys(target: String?, line: Int, text extra: String = "\n") -> [String] {
        let header = "version: 1\nsheet: Demo\n" + (target.map { "target: \($0)\n" } ?? "") + "states: {half: 50%, full: 100%}\n"
        let document = SpecDocument.checked(path: "a.sheet.yaml", text: header + extra)
        return document.completions(at: EditorPosition(line: line, character: 0)).map(\.label)
    }

    @Test func topLevelKeysOfTheSystemSheet() {
        let system = keys(target: "system", line: 4)
        #expect(system.contains("popUpIndicator") && system.contains("dimming") && system.contains("initialState"))
        #expect(!system.contains("thresholds") && !system.contains("animation") && !system.contains("topInset"))
        #expect(!system.contains("keyboard") && !system.contains("overrides") && !system.contains("accessibility"))
        let runtime = keys(target: nil, line: 3)
        #expect(runtime.contains("thresholds") && runtime.contains("animation") && runtime.contains("target"))
        // The system sheet's own key: offered beside `target: system` only (an error elsewhere).
        #expect(system.contains("edgeAttachedInCompactHeight"))
        #expect(!runtime.contains("edgeAttachedInCompactHeight"))
    }

    @Test func keysInsideAMappingOfTheSystemSheet() {
        let text = "dimming:\n  from: half\n  \n"
        let document = SpecDocument.checked(path: "a.sheet.yaml", text: "version: 1\nsheet: Demo\ntarget: system\nstates: {half: 50%, full: 100%}\n" + text)
        let inside = document.completions(at: EditorPosition(line: 6, character: 2)).map(\.label)
        #expect(inside.contains("tapToDismiss") && inside.contains("fullFrom"))
        #expect(!inside.contains("color") && !inside.contains("maxAlpha"))
    }
}
