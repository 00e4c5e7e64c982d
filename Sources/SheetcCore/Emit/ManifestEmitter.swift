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
            let animation = configuration.animation
            json.member("animation", object: { json in
                json.member("curve", animation.curve.rawValue)
                json.member("damping", animation.damping)
                json.member("duration", animation.duration)
                json.member("initialVelocity", animation.initialVelocity)
            })
            let appearance = configuration.appearance
            json.member("appearance", object: { json in
                json.member("backgroundColor", appearance.backgroundColor.hexString)
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
                json.key("dismissBelow")
                length(thresholds.dismissBelow, into: &json)
                json.member("dismissVelocity", thresholds.dismissVelocity)
                json.member("snapVelocity", thresholds.snapVelocity)
            })
            json.key("topInset")
            length(configuration.topInset, into: &json)
        }
        return OutputFile(name: configuration.sheet + ".json", contents: json.text)
    }

    private static func length(_ length: SheetLength, into json: inout JSONWriter) {
        json.object { json in
            switch length {
            case .points(let value): json.member("points", value)
            case .fraction(let value): json.member("fraction", value)
            }
        }
    }
}
