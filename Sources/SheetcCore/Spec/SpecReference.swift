import SheetRuntime

/// `docs/spec-reference.md`: the spec language's reference, generated from `KeyCatalog`
/// (and the device profiles) so the documentation cannot drift from the decoder.
public enum SpecReference {
    public static var markdown: String {
        var text = """
            # Sheet spec reference (language version 1)

            Generated from sheetc's key catalog (`Sources/SheetcCore/Spec/KeyCatalog.swift`);
            a test keeps this page current. The contract itself is the spec language; this page
            lists every key the compiler accepts, its form, its default and what it means.

            A spec file is YAML: one sheet per document (`---` separates documents), anchors,
            aliases and merge keys (`<<: *defaults`) as in YAML 1.1, top-level `x-` keys ignored.
            Booleans are `true` and `false` only.

            ## Values

            | form | written as |
            |---|---|
            | length | a number of points `>= 0` (`320`), `"<n>pt"` (`"320pt"`) or `"<n>%"` of the available height (`"50%"`, 0–100). The available height is the container's height below its top safe-area inset. A bare number below 1 draws a warning: it is almost always a percentage. Or a mapping: \(lengthMappings), each with an optional signed `\(LengthGrammar.offset): d`; the result is clamped to 0 … the highest allowed height. |
            | colour | `"#RRGGBB"` or `"#RRGGBBAA"`, quoted (an unquoted `#` starts a YAML comment) |
            | velocity | points per second |

            ## Targets

            `target: runtime` (the default) shows the sheet with SheetRuntime, which honours every key; a
            length is measured up from the container's bottom edge, so `peek: 120` is 120 pt above the
            screen's bottom edge. `target: system` shows it with UIKit's and SwiftUI's own sheet: a length
            is measured up from the bottom safe-area edge, so `peek: 120` is 120 pt above the home
            indicator, a percentage is of the system's largest detent M, `{fromTop: n}` is M − n, and each
            height is clamped to 1 … M. The column "system sheet" says what that target does with each
            key; a key it marks "no" is an error (E230) wherever a `target: system` spec writes it.
            More in [language.md](language.md#targets).

            ## Keys

            | key | form | default | meaning | system sheet |
            |---|---|---|---|---|

            """
        for (index, (path, entry)) in KeyCatalog.allEntries.enumerated() {
            text += "| `\(path)` | \(escape(entry.form.summary)) | \(defaultText(entry)) | \(escape(entry.doc)) | \(systemSheetText(index)) |\n"
        }
        text += """

            ## Device profiles

            Where a spec mixes points and percentages, the order of its states is checked on each of
            these; `sheetc simulate --device NAME` lays a sheet out on one.

            | name | container height | top inset | bottom inset |
            |---|---|---|---|

            """
        for profile in DeviceProfile.builtIn {
            let container = profile.container
            text += "| `\(profile.name)` | \(NumberFormatting.text(container.height)) | \(NumberFormatting.text(container.topSafeAreaInset)) "
                + "| \(NumberFormatting.text(container.bottomSafeAreaInset)) |\n"
        }
        text += "\nDiagnostics and their codes: [diagnostics.md](diagnostics.md).\n"
        return text
    }

    /// The length mappings as the values table lists them: `{fromTop: n}` (what it means), ….
    private static var lengthMappings: String {
        LengthGrammar.forms.map { form in
            let companion = form.companion.map { ", \($0.key): " + $0.words.joined(separator: " \\| ") } ?? ""
            return "`{\(form.key): \(form.placeholder)\(companion)}` (\(form.meaning))"
        }.joined(separator: ", ")
    }

    /// What the system sheet does with the key at a catalog index, as the reference's column says it.
    static func systemSheetText(_ index: Int) -> String {
        switch KeyCatalog.systemSheetSupport(at: index) {
        case .honoured: return "yes"
        case .onlyBoolean: return "true or false only"
        case .onlyNumber: return "a number only"
        case .paired: return "only as the system ties it (E231)"
        case .unsupported: return "no"
        }
    }

    /// A key's default as the reference writes it (also what an editor's completion and hover show).
    static func defaultText(_ entry: KeyEntry) -> String {
        if entry.isRequired { return "required" }
        if let derived = entry.derivedDefault { return escape(derived) }
        guard let value = entry.defaultValue else { return "none" }
        let json = SpecSchema.json(value)
        switch json {
        case .string(let text): return "`\(text)`"
        default: return "`" + flow(json) + "`"
        }
    }

    /// A value on one line, as a spec writes it in flow style (`{dark: "#48484AFF", light: …}`):
    /// a table cell ends at a line break, so a default never spans lines.
    private static func flow(_ json: JSONValue) -> String {
        switch json {
        case .array(let items): return "[" + items.map(flow).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.sorted { $0.key < $1.key }.map { "\($0.key): \(flow($0.value))" }
                .joined(separator: ", ") + "}"
        case .string(let text): return "\"" + text + "\""
        default: return String(json.rendered().dropLast())
        }
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "|": result += "\\|"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
