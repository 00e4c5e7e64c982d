import Foundation
import SheetcCore
import Testing

/// The spec schema's condition on `target: system` (from `KeyCatalog.systemSheetKeys`): beside it
/// only the keys and length forms the system sheet honours; without it, every key as before.
struct SystemSheetSchemaTests {
    func errors(_ members: [String: JSONValue]) throws -> [String] {
        var spec: [String: JSONValue] = ["version": .number(1), "sheet": .string("Menu"),
                                         "states": .object(["half": .string("50%"), "full": .object(["fromTop": .number(0)])])]
        spec.merge(members) { _, new in new }
        return try ManifestSchemaTests.validator("sheet-spec.schema.json").errors(in: .object(spec))
    }

    @Test func honouredKeysPassBesideTargetSystem() throws {
        let found = try errors([
            "target": .string("system"), "popUpIndicator": .bool(true), "initialState": .string("half"),
            "dimming": .object(["from": .string("half"), "tapToDismiss": .bool(true)]),
            "appearance": .object(["cornerRadius": .number(20), "backgroundColor": .string("#FFFFFF")]),
            "interaction": .object(["dismissible": .bool(true), "scrollTracking": .bool(false)]),
        ])
        #expect(found == [], "\(found)")
    }

    @Test func refusedKeysFailBesideTargetSystemOnly() throws {
        let refused: [String: JSONValue] = [
            "thresholds": .object(["snapVelocity": .number(200)]),
            "popUpIndicator": .object(["width": .number(40)]),
            "dimming": .object(["maxAlpha": .number(0.3)]),
            "appearance": .object(["shadow": .bool(true)]),
            "interaction": .object(["rubberBand": .bool(false)]),
            "topInset": .number(44),
        ]
        for (key, value) in refused {
            #expect(try errors([key: value]) == [], "\(key) on the runtime target")
            #expect(try errors(["target": .string("runtime"), key: value]) == [], "\(key) with target: runtime")
            #expect(try errors(["target": .string("system"), key: value]) != [], "\(key) with target: system")
        }
    }

    @Test func heightsTheSystemCannotMeasureFail() throws {
        let container: JSONValue = .object(["half": .object(["percent": .number(50), "of": .string("container")])])
        #expect(try errors(["states": container]) == [])
        #expect(try errors(["target": .string("system"), "states": container]) != [])
        let available: JSONValue = .object(["half": .object(["percent": .number(50), "of": .string("available"), "offset": .number(-10)])])
        #expect(try errors(["target": .string("system"), "states": available]) == [])
        #expect(try errors(["target": .string("system"), "states": .object(["content": .string("fit")])]) != [])
    }
}
