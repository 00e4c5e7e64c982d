import Foundation
import SheetRuntime
import SheetTestSupport
import Testing
@testable import SheetcCore

/// The configuration fields of docs/language.md#lengths (mapped lengths, `none` velocities, the release
/// options, boundaries, a border, a dismissal's animation) in both outputs: the manifest has the
/// runtime's shape and reads back to the same configuration, conforms to the manifest schema, and
/// the generated Swift passes every value explicitly.
struct SeedFormsEmitTests {
    /// Every new form at least once: each length mapping, with and without an offset, a `half`,
    /// `none` for both velocities, every non-default option, boundaries, a border and a dismissal's animation.
    static let everything = SheetConfiguration(
        sheet: "Seeds", segmented: true,
        states: [
            SheetState(name: "closed", height: .aboveSafeArea(70)),
            SheetState(name: "compressed", height: .offset(.fractionOfContainer(0.75), by: -180)),
            SheetState(name: "open", height: .fromTop(40)),
        ],
        topInset: .offset(.points(12), by: 2.5), initialState: "compressed",
        popUpIndicator: PopUpIndicator(width: 36, height: 5, cornerRadius: 2.5, color: .black, topMargin: -12),
        thresholds: Thresholds(
            dismissVelocity: nil, snapVelocity: nil, dismissBelow: .half(.aboveSafeArea(70)),
            dismissWhen: .movingDown, atRest: .up, snapTarget: .bracket,
            boundaries: [
                "open": .offset(.fromTop(40), by: -100),
                "compressed": .offset(.aboveSafeArea(70), by: 60),
                "closed": .half(.offset(.fraction(0.5), by: 10)),
            ]),
        dimming: Dimming(color: .black, maxAlpha: 0.5, from: "closed", fullFrom: "open", tapToDismiss: false),
        appearance: Appearance(cornerRadius: 16, backgroundColor: SheetColorPair(.white),
                               border: .init(color: SheetColorPair(SheetColor(red: 0xDD, green: 0xDD, blue: 0xDD)), width: 0.5)),
        animation: SheetAnimation(curve: .spring, duration: 0.4, damping: 0.8, initialVelocity: 0,
                                  dismiss: SheetAnimation(curve: .easeOut, duration: 0.3)),
        interaction: Interaction(dismissible: true, dragArea: .sheet, scrollTracking: true, passthrough: false, rubberBand: true))

    /// The same sheet with the other choice of each option, and velocities instead of `none`.
    static var others: [SheetConfiguration] {
        var plain = everything
        plain.thresholds = Thresholds(dismissVelocity: 1500, snapVelocity: 0, dismissBelow: .fraction(0.1),
                                      dismissWhen: .any, atRest: .down, snapTarget: .beyond, boundaries: [:])
        plain.appearance.border = nil
        plain.animation.dismiss = nil
        var nearest = plain
        nearest.thresholds.atRest = .nearest
        nearest.thresholds.boundaries = ["open": .points(600)]
        nearest.states[0].height = .offset(.fraction(0.1), by: 4)
        nearest.topInset = .offset(.fromTop(0), by: 30)
        return [plain, nearest]
    }

    static var configurations: [SheetConfiguration] { [everything] + others }

    @Test(arguments: configurations)
    func manifestHasTheRuntimesShapeAndReadsBack(_ configuration: SheetConfiguration) throws {
        let text = ManifestEmitter.manifest(for: configuration).contents
        let written = try JSONValue.parse(Data(text.utf8))
        #expect(written == (try JSONValue.parse(JSONEncoder().encode(configuration))))
        #expect(text == written.rendered())
        #expect(try JSONDecoder().decode(SheetConfiguration.self, from: Data(text.utf8)) == configuration)
    }

    @Test(arguments: configurations)
    func manifestConformsToTheSchema(_ configuration: SheetConfiguration) throws {
        let manifest = try JSONValue.parse(Data(ManifestEmitter.manifest(for: configuration).contents.utf8))
        #expect(try ManifestSchemaTests.validator("sheet-manifest.schema.json").errors(in: manifest) == [])
    }

    @Test func theSchemaRejectsMalformedNewFields() throws {
        let validator = try ManifestSchemaTests.validator("sheet-manifest.schema.json")
        let manifest = try JSONValue.parse(Data(ManifestEmitter.manifest(for: Self.everything).contents.utf8))
        func errors(_ change: (inout [String: JSONValue]) -> Void) -> [String] {
            guard case .object(var members) = manifest else { return ["not an object"] }
            change(&members)
            return validator.errors(in: .object(members))
        }
        func thresholds(_ change: @escaping (inout [String: JSONValue]) -> Void) -> [String] {
            errors { members in
                guard case .object(var thresholds)? = members["thresholds"] else { return }
                change(&thresholds)
                members["thresholds"] = .object(thresholds)
            }
        }
        #expect(thresholds { $0["dismissWhen"] = .string("never") } == ["$.thresholds.dismissWhen: not in enum"])
        #expect(thresholds { $0["snapVelocity"] = .number(-1) } == ["$.thresholds.snapVelocity: does not match exactly one of oneOf"])
        #expect(thresholds { $0.removeValue(forKey: "boundaries") } == ["$.thresholds: missing 'boundaries'"])
        #expect(thresholds { $0["boundaries"] = .object(["Hidden": .object(["points": .number(1)])]) }
                == ["$.thresholds.boundaries name 'Hidden': does not match ^[a-z][A-Za-z0-9]{0,63}$"])
        // A length is one form: not points beside fromTop, not "of" without a fraction.
        #expect(errors { $0["topInset"] = .object(["points": .number(1), "fromTop": .number(2)]) }
                == ["$.topInset: does not match exactly one of oneOf"])
        #expect(errors { $0["topInset"] = .object(["points": .number(1), "of": .string("container")]) }
                == ["$.topInset: does not match exactly one of oneOf"])
        #expect(errors { members in
            guard case .object(var animation)? = members["animation"], case .object(var dismiss)? = animation["dismiss"] else { return }
            dismiss["dismiss"] = animation["dismiss"]
            animation["dismiss"] = .object(dismiss)
            members["animation"] = .object(animation)
        } == ["$.animation.dismiss: does not match exactly one of oneOf"])
    }

    /// The bytes for a small case: every new member where sorted order puts it, `null` for `none`.
    @Test func manifestBytesForASmallSheet() {
        let configuration = SheetConfiguration(
            sheet: "Small", segmented: false,
            states: [SheetState(name: "closed", height: .aboveSafeArea(70)),
                     SheetState(name: "open", height: .offset(.fractionOfContainer(0.75), by: -180))],
            topInset: .fromTop(0), initialState: "open", popUpIndicator: nil,
            thresholds: Thresholds(dismissVelocity: 1500, snapVelocity: nil, dismissBelow: .half(.aboveSafeArea(70)),
                                   dismissWhen: .movingDown, atRest: .nearest, snapTarget: .beyond,
                                   boundaries: ["open": .offset(.aboveSafeArea(70), by: 100)]),
            dimming: nil,
            appearance: Appearance(cornerRadius: 10, backgroundColor: .white, border: .init(color: .black, width: 1)),
            animation: SheetAnimation(curve: .easeIn, duration: 0.25, dismiss: SheetAnimation(curve: .spring, duration: 0.5, damping: 0.9, initialVelocity: 0)),
            interaction: Interaction(dismissible: true, dragArea: .sheet, scrollTracking: true, passthrough: false, rubberBand: true))
        #expect(ManifestEmitter.manifest(for: configuration).contents == """
            {
              "accessibilityLabel": {
                "defaultValue": "Sheet",
                "key": "Sheet"
              },
              "animation": {
                "curve": "easeIn",
                "damping": null,
                "dismiss": {
                  "curve": "spring",
                  "damping": 0.9,
                  "dismiss": null,
                  "duration": 0.5,
                  "initialVelocity": 0
                },
                "duration": 0.25,
                "initialVelocity": null
              },
              "appearance": {
                "backgroundColor": {
                  "dark": "#FFFFFFFF",
                  "light": "#FFFFFFFF"
                },
                "border": {
                  "color": {
                    "dark": "#000000FF",
                    "light": "#000000FF"
                  },
                  "width": 1
                },
                "cornerRadius": 10,
                "material": "solid",
                "shadow": null
              },
              "dimming": null,
              "feedback": {
                "settle": "none"
              },
              "initialState": "open",
              "interaction": {
                "dismissible": true,
                "dragArea": "sheet",
                "passthrough": false,
                "passthroughUpTo": null,
                "rubberBand": true,
                "scrollTracking": true
              },
              "keyboard": {
                "avoid": "raise"
              },
              "manifestVersion": 1,
              "overrides": {
                "landscape": null,
                "wide": null,
                "wideLandscape": null
              },
              "placement": {
                "alignment": "center",
                "bar": {
                  "coverFrom": "none"
                },
                "bottomMargin": 0,
                "float": false,
                "horizontalMargin": 0,
                "maxWidth": null
              },
              "popUpIndicator": null,
              "segmented": false,
              "sheet": "Small",
              "stack": {
                "below": "stay"
              },
              "states": [
                {
                  "height": {
                    "above": "safeArea",
                    "points": 70
                  },
                  "name": "closed",
                  "spokenName": {
                    "defaultValue": "Closed",
                    "key": "closed"
                  }
                },
                {
                  "height": {
                    "fraction": 0.75,
                    "of": "container",
                    "offset": -180
                  },
                  "name": "open",
                  "spokenName": {
                    "defaultValue": "Open",
                    "key": "open"
                  }
                }
              ],
              "thresholds": {
                "atRest": "nearest",
                "boundaries": {
                  "open": {
                    "above": "safeArea",
                    "offset": 100,
                    "points": 70
                  }
                },
                "dismissBelow": {
                  "half": {
                    "above": "safeArea",
                    "points": 70
                  }
                },
                "dismissBelowIsHalfTheLowestState": false,
                "dismissVelocity": 1500,
                "dismissWhen": "movingDown",
                "snapTarget": "beyond",
                "snapVelocity": null
              },
              "topInset": {
                "fromTop": 0
              }
            }

            """)
    }

    /// The configuration literal passes every new value, fully qualified, lengths as member expressions.
    @Test func swiftPassesEveryNewValueExplicitly() throws {
        let source = try Self.swift(for: Self.everything)
        let expected = [
            "SheetRuntime.SheetState(name: \"closed\", height: .aboveSafeArea(70), spokenName: SheetRuntime.LocalizedText(key: \"closed\", defaultValue: \"Closed\")),",
            "SheetRuntime.SheetState(name: \"compressed\", height: .offset(.fractionOfContainer(0.75), by: -180), spokenName: SheetRuntime.LocalizedText(key: \"compressed\", defaultValue: \"Compressed\")),",
            "SheetRuntime.SheetState(name: \"open\", height: .fromTop(40), spokenName: SheetRuntime.LocalizedText(key: \"open\", defaultValue: \"Open\")),",
            "topInset: .offset(.points(12), by: 2.5),",
            "popUpIndicator: SheetRuntime.PopUpIndicator(width: 36, height: 5, cornerRadius: 2.5, "
                + "color: SheetRuntime.SheetColorPair(light: SheetRuntime.SheetColor(red: 0x00, green: 0x00, blue: 0x00, alpha: 0xFF), dark: SheetRuntime.SheetColor(red: 0x00, green: 0x00, blue: 0x00, alpha: 0xFF)), topMargin: -12),",
            // Boundaries in name order, as in the manifest (here also the states' order).
            "thresholds: SheetRuntime.Thresholds(dismissVelocity: nil, snapVelocity: nil, dismissBelow: .half(.aboveSafeArea(70)), "
                + "dismissWhen: .movingDown, atRest: .up, snapTarget: .bracket, boundaries: [\"closed\": .half(.offset(.fraction(0.5), by: 10)), "
                + "\"compressed\": .offset(.aboveSafeArea(70), by: 60), \"open\": .offset(.fromTop(40), by: -100)], dismissBelowIsHalfTheLowestState: false),",
            "appearance: SheetRuntime.Appearance(cornerRadius: 16, backgroundColor: SheetRuntime.SheetColorPair(light: SheetRuntime.SheetColor(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 0xFF), dark: SheetRuntime.SheetColor(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 0xFF)), "
                + "border: SheetRuntime.Appearance.Border(color: SheetRuntime.SheetColorPair(light: SheetRuntime.SheetColor(red: 0xDD, green: 0xDD, blue: 0xDD, alpha: 0xFF), dark: SheetRuntime.SheetColor(red: 0xDD, green: 0xDD, blue: 0xDD, alpha: 0xFF)), width: 0.5), "
                + "shadow: nil, material: .solid),",
            "animation: SheetRuntime.SheetAnimation(curve: .spring, duration: 0.4, damping: 0.8, initialVelocity: 0, "
                + "dismiss: SheetRuntime.SheetAnimation(curve: .easeOut, duration: 0.3, damping: nil, initialVelocity: nil, dismiss: nil)),",
        ]
        let lines = Set(source.split(separator: "\n").map { $0.drop { $0 == " " } }.map(String.init))
        for line in expected { #expect(lines.contains(line), "missing: \(line)") }

        let plain = try Self.swift(for: Self.others[0])
        #expect(plain.contains("thresholds: SheetRuntime.Thresholds(dismissVelocity: 1500, snapVelocity: 0, dismissBelow: .fraction(0.1), "
            + "dismissWhen: .any, atRest: .down, snapTarget: .beyond, boundaries: [:], dismissBelowIsHalfTheLowestState: false),\n"))
        #expect(plain.contains(", border: nil, shadow: nil, material: .solid),\n"))
        #expect(plain.contains("initialVelocity: 0, dismiss: nil),\n"))
    }

    /// Names that are not states (the checker refuses them, but the emitter must still be
    /// deterministic) follow the states', in name order; names are escaped like any literal.
    @Test func boundariesKeepOneOrder() throws {
        var configuration = Self.everything
        configuration.thresholds.boundaries = [
            "zeta": .points(1), "open": .points(2), "alpha\"\\": .points(3), "closed": .points(4),
        ]
        let source = try Self.swift(for: configuration)
        // Name order, as the manifest's object has it (the Swift literal once listed the states' own names first).
        #expect(source.contains("boundaries: [\"alpha\\\"\\\\\": .points(3), \"closed\": .points(4), \"open\": .points(2), \"zeta\": .points(1)], dismissBelowIsHalfTheLowestState: false),"))
        for _ in 0..<5 { #expect(try Self.swift(for: configuration) == source) }
    }

    /// Nestings the runtime's manifest form cannot hold (an offset of an offset, an offset of a
    /// half; lowering makes neither) are spelled, in both outputs, as a form of the same height,
    /// so the Swift literal still equals the manifest decoded.
    @Test func nestedOffsetsBecomeOneFormInBothOutputs() throws {
        let cases: [(SheetLength, SheetLength)] = [
            (.offset(.offset(.points(100), by: 20), by: -5), .offset(.points(100), by: 15)),
            (.offset(.half(.fromTop(300)), by: 10), .half(.offset(.fromTop(300), by: 20))),
            (.offset(.half(.offset(.aboveSafeArea(70), by: 6)), by: 2), .half(.offset(.aboveSafeArea(70), by: 10))),
            (.half(.offset(.offset(.fractionOfContainer(0.5), by: 1), by: 2)), .half(.offset(.fractionOfContainer(0.5), by: 3))),
            (.offset(.offset(.points(1), by: .greatestFiniteMagnitude), by: .greatestFiniteMagnitude),
             .offset(.points(1), by: .greatestFiniteMagnitude)),
        ]
        let container = ContainerMetrics.iPhone15
        for (written, form) in cases {
            #expect(written.manifestForm == form)
            #expect(written.points(on: container) == form.points(on: container) || written.points(on: container).isInfinite)
            var configuration = Self.everything
            configuration.topInset = written
            let decoded = try JSONDecoder().decode(SheetConfiguration.self, from: Data(ManifestEmitter.manifest(for: configuration).contents.utf8))
            #expect(decoded.topInset == form)
            #expect(try Self.swift(for: configuration).contains("topInset: \(Self.swiftSpelling(of: form)),"))
        }
    }

    /// Any finite number prints, in both outputs, the way every number prints (and reads back).
    @Test func extremeNumbersPrintAndReadBack() throws {
        let values: [Double] = [
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNormalMagnitude,
            1e15, -1e15, 999_999_999_999_999, 1e-7, -0.0, 0.1 + 0.2,
        ]
        for value in values {
            var configuration = Self.everything
            configuration.states[1].height = .offset(.fractionOfContainer(0.75), by: value)
            configuration.thresholds.dismissVelocity = value
            configuration.appearance.border?.width = value
            let text = ManifestEmitter.manifest(for: configuration).contents
            #expect(text.contains("\"offset\": \(NumberFormatting.text(value))\n"))
            #expect(try JSONDecoder().decode(SheetConfiguration.self, from: Data(text.utf8)) == configuration)
            let source = try Self.swift(for: configuration)
            #expect(source.contains(".offset(.fractionOfContainer(0.75), by: \(NumberFormatting.text(value))), spokenName: "))
            #expect(source.contains("Thresholds(dismissVelocity: \(NumberFormatting.text(value)), "))
        }
    }

    // MARK: - Helpers

    /// `S.swift` for `configuration`, emitted as the compiler does for a checked sheet.
    static func swift(for configuration: SheetConfiguration) throws -> String {
        var sheet = try #require(check("version: 1\nsheet: Seeds\nconcreteDimension: half\n").sheets.first)
        sheet.configuration = configuration
        return SwiftEmitter.source(for: sheet, accessLevel: .internal).contents
    }

    /// The member expression a test expects for a length already in its manifest form.
    static func swiftSpelling(of length: SheetLength) -> String {
        switch length {
        case .points(let value): return ".points(\(NumberFormatting.text(value)))"
        case .fraction(let value): return ".fraction(\(NumberFormatting.text(value)))"
        case .fractionOfContainer(let value): return ".fractionOfContainer(\(NumberFormatting.text(value)))"
        case .fromTop(let value): return ".fromTop(\(NumberFormatting.text(value)))"
        case .aboveSafeArea(let value): return ".aboveSafeArea(\(NumberFormatting.text(value)))"
        case .offset(let base, let offset): return ".offset(\(swiftSpelling(of: base)), by: \(NumberFormatting.text(offset)))"
        case .half(let base): return ".half(\(swiftSpelling(of: base)))"
        case .fit(let min, let max): return ".fit(min: \(swiftSpelling(of: min)), max: \(max.map(swiftSpelling) ?? "nil"))"
        case .system(let detent): return ".system(.\(detent.rawValue))"
        }
    }
}
