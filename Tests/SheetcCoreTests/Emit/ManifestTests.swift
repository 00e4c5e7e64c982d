import Foundation
import SheetRuntime
import SheetTestSupport
import Testing
@testable import SheetcCore

/// The manifest is written member by member, so these hold it to what it stands for: the
/// runtime's own `Codable` shape, read back to the same configuration, in the one JSON
/// spelling `JSONValue` prints.
struct ManifestTests {
    /// Every sample, plus configurations that set what the samples leave unset.
    static var configurations: [SheetConfiguration] {
        let samples = ((try? FileManager.default.contentsOfDirectory(atPath: RepositoryRoot.url.appendingPathComponent("Samples").path)) ?? [])
            .filter { $0.hasSuffix(".sheet.yaml") }.sorted()
            .flatMap { name -> [SheetConfiguration] in
                let text = (try? String(contentsOf: RepositoryRoot.url.appendingPathComponent("Samples/\(name)"), encoding: .utf8)) ?? ""
                return check(text, path: name).sheets.map(\.configuration)
            }
        let unusual = SheetConfiguration(
            sheet: "Drawer", segmented: true,
            states: [SheetState(name: "closed", height: .points(80)), SheetState(name: "open", height: .fraction(0.9))],
            topInset: .points(-12.5), initialState: "closed",
            popUpIndicator: PopUpIndicator(width: 40, height: 5, cornerRadius: 2.5, color: .black, topMargin: 6),
            thresholds: Thresholds(dismissVelocity: 1500, snapVelocity: 0.001, dismissBelow: .fraction(0.25)),
            dimming: nil,
            appearance: Appearance(cornerRadius: 10, backgroundColor: SheetColorPair(light: SheetColor(red: 1, green: 0xAB, blue: 3, alpha: 4), dark: .black)),
            animation: SheetAnimation(curve: .spring, duration: 0.4, damping: 0.8, initialVelocity: 0),
            interaction: Interaction(dismissible: false, dragArea: .container, scrollTracking: false, passthrough: true, rubberBand: false))
        var escaped = unusual
        escaped.states[0].name = "Quote\"Back\\slash\u{2028}"
        escaped.initialState = escaped.states[0].name
        escaped.popUpIndicator = nil
        escaped.dimming = Dimming(color: .white, maxAlpha: 0.7, from: "closed", fullFrom: "open\u{2028}", tapToDismiss: false)
        escaped.animation = SheetAnimation(curve: .easeIn, duration: 0.25)
        // The iOS 26 look: concentric corners, glass, a card floating until a state, and one
        // floating always (in an override's placement too).
        var floating = unusual
        floating.appearance.cornerRadius = .concentric(minimum: 12.5)
        floating.appearance.material = .glass
        floating.placement.float = Placement.Floating(margin: 8, attach: .state("open"))
        floating.overrides.landscape = SheetVariant(states: unusual.states, topInset: .zero,
                                                    placement: Placement(maxWidth: 500, float: Placement.Floating(margin: 0.5, attach: .never)))
        return samples + [unusual, escaped, floating]
    }

    /// `S.json` and `S.swift` write a choice's raw value as it is: every case of every choice
    /// the model holds must be plain text, with nothing to escape.
    @Test func everyChoiceIsPlainText() {
        struct Choices: ManifestVisitor {
            var checked = 0
            var notPlain: [String] = []
            var walked: Set<ObjectIdentifier> = []
            mutating func field(_ name: StaticString, _ value: inout Double) {}
            mutating func field(_ name: StaticString, _ value: inout Double?) {}
            mutating func field(_ name: StaticString, _ value: inout Bool) {}
            mutating func field(_ name: StaticString, _ value: inout String) {}
            mutating func field(_ name: StaticString, _ value: inout String?) {}
            mutating func field(_ name: StaticString, _ value: inout SheetColor) {}
            mutating func field(_ name: StaticString, _ value: inout SheetLength) {}
            mutating func field(_ name: StaticString, _ value: inout [String: SheetLength]) {}
            mutating func field(_ name: StaticString, _ value: inout Appearance.CornerRadius?) {}
            mutating func field(_ name: StaticString, _ value: inout Placement.Floating?) {}
            mutating func field<Choice: ManifestChoice>(_ name: StaticString, _ value: inout Choice) {
                for choice in Choice.allCases {
                    checked += 1
                    var text = choice.rawValue
                    if !text.withUTF8(ScalarEscaping.isPlainASCII) || text.isEmpty { notPlain.append(text) }
                }
            }
            mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record) { walk(Record.self) }
            mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record?) { walk(Record.self) }
            mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout [Record]) { walk(Record.self) }
            mutating func walk<Record: ManifestRecord>(_: Record.Type) {
                guard walked.insert(ObjectIdentifier(Record.self)).inserted else { return }
                var blank = Record.manifestBlank
                blank.fields(&self)
            }
        }
        var choices = Choices()
        choices.walk(SheetConfiguration.self)
        #expect(choices.checked >= 20)
        #expect(choices.notPlain.isEmpty)
    }

    @Test func thereAreSamplesAmongTheConfigurations() {
        #expect(Self.configurations.count >= 8)
    }

    @Test(arguments: configurations)
    func manifestHasTheRuntimesShapeAndReadsBack(_ configuration: SheetConfiguration) throws {
        let text = ManifestEmitter.manifest(for: configuration).contents
        let written = try JSONValue.parse(Data(text.utf8))
        let runtimes = try JSONValue.parse(JSONEncoder().encode(configuration))
        #expect(written == runtimes)
        #expect(text == written.rendered())
        #expect(try JSONDecoder().decode(SheetConfiguration.self, from: Data(text.utf8)) == configuration)
    }

    @Test func jsonIsSpelledOneWay() {
        let inner: (String, Double) -> JSONValue = { .object(["label": .string($0), "count": .number($1)]) }
        let tree = JSONValue.object([
            "zeta": .number(-42),
            "alpha": .string("quote \" backslash \\ newline \n tab \t bell \u{7} line separator \u{2028} é"),
            "middle": inner("inner", 7),
            "missing": .null,
            "items": .array([inner("a", -1), inner("b", 1_000_000)]),
            "none": .array([]),
            "empty": .object([:]),
            "flags": .array([.bool(true), .bool(false)]),
        ])
        #expect(tree.rendered() == """
            {
              "alpha": "quote \\" backslash \\\\ newline \\n tab \\t bell \\u0007 line separator \\u2028 é",
              "empty": {},
              "flags": [
                true,
                false
              ],
              "items": [
                {
                  "count": -1,
                  "label": "a"
                },
                {
                  "count": 1000000,
                  "label": "b"
                }
              ],
              "middle": {
                "count": 7,
                "label": "inner"
              },
              "missing": null,
              "none": [],
              "zeta": -42
            }

            """)
        #expect(JSONValue.array([]).rendered() == "[]\n")
        #expect(JSONValue.string("plain").rendered() == "\"plain\"\n")
    }
}
