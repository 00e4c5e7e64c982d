import SheetRuntime

/// `S.json`: the resolved configuration in the shape SheetRuntime's `Codable`
/// conformance reads and writes, printed in sheetc's one JSON spelling (sorted keys,
/// two-space indent, trailing newline, the same bytes on every platform).
///
/// Written member by member rather than through `Encodable`: going through `Codable`'s
/// type-erased containers cost more than checking the spec did. The shape stays the
/// runtime's: `ManifestTests` holds every manifest to the runtime's own encoding, and the
/// runtime decodes each one back to the configuration it came from.
enum ManifestEmitter {
    static func manifest(for configuration: SheetConfiguration) -> OutputFile {
        var json = JSONWriter()
        json.object { json in
            json.key("animation")
            animation(configuration.animation, into: &json)
            let appearance = configuration.appearance
            json.member("appearance", object: { json in
                json.member("backgroundColor", appearance.backgroundColor.hexString)
                json.member("border", objectOrNull: appearance.border) { json, border in
                    json.member("color", border.color.hexString)
                    json.member("width", border.width)
                }
                json.member("cornerRadius", appearance.cornerRadius)
            })
            json.member("dimming", objectOrNull: configuration.dimming) { json, dimming in
                json.member("color", dimming.color.hexString)
                json.member("fullFrom", dimming.fullFrom)
                json.member("maxAlpha", dimming.maxAlpha)
                json.member("tapToDismiss", dimming.tapToDismiss)
            }
            json.member("initialState", configuration.initialState)
            let interaction = configuration.interaction
            json.member("interaction", object: { json in
                json.member("dismissible", interaction.dismissible)
                json.member("dragArea", interaction.dragArea.rawValue)
                json.member("passthrough", interaction.passthrough)
                json.member("rubberBand", interaction.rubberBand)
                json.member("scrollTracking", interaction.scrollTracking)
            })
            json.member("manifestVersion", Double(SheetConfiguration.manifestVersion))
            json.member("popUpIndicator", objectOrNull: configuration.popUpIndicator) { json, indicator in
                json.member("color", indicator.color.hexString)
                json.member("cornerRadius", indicator.cornerRadius)
                json.member("height", indicator.height)
                json.member("topMargin", indicator.topMargin)
                json.member("width", indicator.width)
            }
            json.member("segmented", configuration.segmented)
            json.member("sheet", configuration.sheet)
            json.member("states", array: { json in
                for state in configuration.states {
                    json.object { json in
                        json.key("height")
                        length(state.height, into: &json)
                        json.member("name", state.name)
                    }
                }
            })
            let thresholds = configuration.thresholds
            json.member("thresholds", object: { json in
                json.member("atRest", thresholds.atRest.rawValue)
                // Keyed by state name, so in the name order every JSON object has (not the states' order).
                json.member("boundaries", object: { json in
                    for (name, boundary) in thresholds.boundaries.sorted(by: { $0.key < $1.key }) {
                        json.key(name)
                        length(boundary, into: &json)
                    }
                })
                json.key("dismissBelow")
                length(thresholds.dismissBelow, into: &json)
                json.member("dismissVelocity", thresholds.dismissVelocity)
                json.member("dismissWhen", thresholds.dismissWhen.rawValue)
                json.member("snapTarget", thresholds.snapTarget.rawValue)
                json.member("snapVelocity", thresholds.snapVelocity)
            })
            json.key("topInset")
            length(configuration.topInset, into: &json)
        }
        return OutputFile(name: configuration.sheet + ".json", contents: json.text)
    }

    /// An animation object; a dismissal's own animation is one too, its `dismiss` `null`
    /// (the runtime's encoding writes the member at every level).
    private static func animation(_ animation: SheetAnimation, into json: inout JSONWriter) {
        json.object { json in
            json.member("curve", animation.curve.rawValue)
            json.member("damping", animation.damping)
            json.key("dismiss")
            if let dismiss = animation.dismiss { self.animation(dismiss, into: &json) } else { json.null() }
            json.member("duration", animation.duration)
            json.member("initialVelocity", animation.initialVelocity)
        }
    }

    /// A length object (see `SheetLength.manifestForm`): `{"points": n}`, `{"fraction": f}`,
    /// `{"fraction": f, "of": "container"}`, `{"fromTop": n}`, `{"above": "safeArea", "points": n}`,
    /// any of them with `"offset": d`, or `{"half": <length>}`.
    private static func length(_ length: SheetLength, into json: inout JSONWriter) {
        let length = length.manifestForm
        json.object { json in
            if case .offset(let base, let offset) = length {
                members(of: base, offset: offset, into: &json)
            } else {
                members(of: length, offset: nil, into: &json)
            }
        }
    }

    /// The members of a base length and its offset, in key order
    /// (`above`, `fraction`, `fromTop`, `half`, `of`, `offset`, `points`).
    private static func members(of base: SheetLength, offset: Double?, into json: inout JSONWriter) {
        switch base {
        case .points(let value):
            if let offset { json.member("offset", offset) }
            json.member("points", value)
        case .fraction(let value):
            json.member("fraction", value)
            if let offset { json.member("offset", offset) }
        case .fractionOfContainer(let value):
            json.member("fraction", value)
            json.member("of", "container")
            if let offset { json.member("offset", offset) }
        case .fromTop(let value):
            json.member("fromTop", value)
            if let offset { json.member("offset", offset) }
        case .aboveSafeArea(let value):
            json.member("above", "safeArea")
            if let offset { json.member("offset", offset) }
            json.member("points", value)
        case .half(let inner):
            // `manifestForm` leaves no offset beside a half.
            json.key("half")
            length(inner, into: &json)
        case .offset(let inner, let by):
            // `manifestForm` leaves no offset of an offset; should one come, it adds up.
            members(of: inner, offset: Self.sum(offset ?? 0, by), into: &json)
        }
    }

    /// `a + b`, kept finite: past the largest double a length is clamped to the sheet's bounds
    /// on every container anyway, and JSON (and a Swift literal) has no spelling for infinity.
    static func sum(_ a: Double, _ b: Double) -> Double {
        min(max(a + b, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
    }
}

extension SheetLength {
    /// The length as both outputs spell it. The runtime's manifest form holds one `offset`
    /// beside a base that is not a `half`, so an offset of an offset becomes one offset of the
    /// sum, and an offset `d` of `half(x)` becomes `half(offset(x, 2d))`: the same height on
    /// every container (lowering writes neither nesting). Every other length is its own form;
    /// `S.swift` spells the same form, so it equals the manifest decoded.
    var manifestForm: SheetLength {
        switch self {
        case .points, .fraction, .fractionOfContainer, .fromTop, .aboveSafeArea:
            return self
        case .half(let base):
            return .half(base.manifestForm)
        case .offset(let base, let offset):
            switch base.manifestForm {
            case .offset(let inner, let innerOffset):
                return .offset(inner, by: ManifestEmitter.sum(innerOffset, offset))
            case .half(let inner):
                return .half(SheetLength.offset(inner, by: ManifestEmitter.sum(offset, offset)).manifestForm)
            case let form:
                return .offset(form, by: offset)
            }
        }
    }
}
