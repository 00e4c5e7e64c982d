import SheetRuntime

/// `sheetc preview --html`: one self-contained page per sheet (`S.html`) in which the sheet is
/// driven by SheetRuntime itself — the engine and controller compiled to WebAssembly
/// (`PlaygroundWasm`, built by scripts/build-wasm.sh) — reading the sheet's own manifest.
///
/// The page's JavaScript holds no rule: it turns pointer events, wheel events, animation-frame
/// times, clicks and keys into controller calls, and draws the frames and events the controller
/// returns. Nothing is fetched: CSS, script, manifest and module are inlined. The HTML, CSS and
/// JavaScript are the files of Emit/Playground, carried as `PlaygroundPageText`
/// (scripts/generate-page.sh); their placeholders, filled in one pass (`fill`): `{{STYLE}}`,
/// `{{LOGIC}}`, `{{SCRIPT}}`, `{{TITLE}}`, `{{OPTIONS}}`, `{{SHEETS}}`, `{{SHEET_PICKER}}`, `{{SETTINGS}}`,
/// `{{MANIFEST}}`, `{{STACK}}`, `{{DRAWING}}`, `{{PROFILES}}`, `{{DEVICE}}`, `{{WASM}}`.
///
/// The contract a test drives it by: `<select id="device">` whose option values are the profile
/// names; `#sheet-card` with live `data-state` (the resting state, else empty), `data-phase`
/// (`resting`, `dragging`, `animating`, `dismissed`, `covered`), `data-height` (the frame's height in
/// points) and the rest of the frame's card geometry, `data-bottom`, `data-radius`,
/// `data-bottom-radius` and `data-opacity`; 1 CSS pixel is 1 point inside the device frame (`#device-frame`). The page also keeps
/// `window.sheetPlayground.inputs`, every controller event it sent as a `simulate --events` line,
/// and `.frames`, every frame it drew (`[t, height, phase]`). A served page also has the inputs'
/// other sheets to push (`Context.stack`): each pushed card is `.stacked-card[data-sheet]` with the
/// same `data-*` (docs/playground.md).
public enum PlaygroundPage {
    /// The profile a page opens on.
    public static let defaultDevice = "iphone-15"

    /// Where and how a page is shown: `preview --html` writes files side by side; `sheetc serve`
    /// serves them and pushes new manifests to them.
    public struct Context: Sendable {
        /// How the sheet picker names another sheet's page.
        public enum Links: Sendable {
            /// `Name.html`, beside this page (`preview --html`).
            case files
            /// `Name`, beside this page's address (`sheetc serve`'s `/sheet/Name`).
            case served
        }

        /// The profile the page opens on (its URL fragment may choose another).
        public var device: String
        /// The sheets of the spec file, in order: the page offers a picker of them when there are several.
        public var sheets: [String]
        public var links: Links
        /// Served by `sheetc serve`: the page listens on `../live/<sheet>` for new manifests and diagnostics.
        public var live: Bool
        /// The spec file the served page was drawn from: its socket follows the sheet in that
        /// file (`../live/<sheet>?file=…`), not another file that declares the same name.
        public var liveFile: String?
        /// The sheets the page offers to push onto its own (`sheetc serve`: every other sheet of
        /// the inputs), each as its manifest and drawing; empty: no push buttons.
        public var stack: [StackSheet] = []

        public init(device: String = PlaygroundPage.defaultDevice, sheets: [String] = [], links: Links = .files, live: Bool = false) {
            self.device = device
            self.sheets = sheets
            self.links = links
            self.live = live
        }
    }

    /// A sheet a page may push onto its own: its name, the manifest the page runs and what the
    /// page draws of it beyond the frames (`manifest(of:)`, `drawing(of:)`).
    public struct StackSheet: Sendable {
        public var name: String
        public var manifest: String
        public var drawing: String

        public init(name: String, manifest: String, drawing: String) {
            self.name = name
            self.manifest = manifest
            self.drawing = drawing
        }
    }

    /// The page of `configuration`, opening on `device` (a built-in profile's name).
    public static func page(of configuration: SheetConfiguration, device: String = defaultDevice) -> OutputFile {
        page(of: configuration, in: Context(device: device))
    }

    /// The page of `configuration` in `context`.
    public static func page(of configuration: SheetConfiguration, in context: Context) -> OutputFile {
        var profiles = "["
        for (index, profile) in DeviceProfile.builtIn.enumerated() {
            if index > 0 { profiles += "," }
            profiles += "{\"name\":\"\(profile.name)\",\"width\":\(number(profile.width)),\"height\":\(number(profile.container.height)),"
                + "\"top\":\(number(profile.container.topSafeAreaInset)),\"bottom\":\(number(profile.container.bottomSafeAreaInset)),"
                + "\"displayCornerRadius\":\(number(profile.container.displayCornerRadius))}"
        }
        profiles += "]"
        let options = DeviceProfile.builtIn.map { profile in
            "<option value=\"\(profile.name)\"\(profile.name == context.device ? " selected" : "")>\(profile.name) · \(number(profile.width)) × \(number(profile.container.height)) pt</option>"
        }.joined(separator: "\n          ")
        let sheets = context.sheets.count > 1 ? context.sheets : []
        let picker = sheets.map { sheet in
            let href = MarkupEscaping.escape(sheet, replacingControls: true) + (context.links == .files ? ".html" : "")
            return "<option value=\"\(href)\"\(sheet == configuration.sheet ? " selected" : "")>\(MarkupEscaping.escape(sheet, replacingControls: true))</option>"
        }.joined(separator: "\n          ")
        // The frame's fields by name, in the order the module writes them; a served page's file.
        var settingsMembers: [String: JSONValue] = [
            "live": .bool(context.live),
            "frameFields": .array(PlaygroundFrameField.allCases.map { .string("\($0)") }),
        ]
        if let file = context.liveFile { settingsMembers["file"] = .string(file) }
        // In a <script> element: no `<` may close it.
        let settings = ScalarEscaping.escape(JSONValue.object(settingsMembers).rendered()) { $0 == "<" ? "\\u003c" : nil }
        let name = MarkupEscaping.escape(configuration.sheet, replacingControls: true)
        let html = fill(PlaygroundPageText.html, with: [
            "STYLE": PlaygroundPageText.css,
            "LOGIC": PlaygroundPageText.logic,
            "SCRIPT": PlaygroundPageText.javascript,
            "TITLE": name,
            "OPTIONS": options,
            "SHEETS": picker,
            "SHEET_PICKER": sheets.isEmpty ? " hidden" : "",
            "SETTINGS": settings,
            "PROFILES": profiles,
            "DEVICE": context.device,
            "WASM": PlaygroundWasm.base64,
            "MANIFEST": scriptSafe(manifest(of: configuration)),
            "STACK": scriptSafe(JSONValue.array(context.stack.map { sheet in
                .object(["sheet": .string(sheet.name), "manifest": .string(sheet.manifest), "drawing": .string(sheet.drawing)])
            }).rendered()),
            "DRAWING": drawing(of: configuration),
            "TARGET_NOTE": targetNote(configuration, device: context.device),
        ])
        return OutputFile(name: configuration.sheet + ".html", contents: html)
    }

    /// What the page says of a system sheet (nothing for SheetRuntime's): the detents on the device
    /// as UIKit shows them (`SystemDetents`), and that a drag here follows SheetRuntime's default
    /// release rule while UIKit decides on a device.
    static func targetNote(_ configuration: SheetConfiguration, device: String) -> String {
        guard configuration.target == .system, let profile = DeviceProfile.named(device) else { return "" }
        if let shown = SystemSheetSimulation.withoutDetents(SystemDetents.presentation(of: configuration, on: profile.container)) {
            return "\n<p id=\"target-note\">System sheet (target: system): on \(profile.name) there are no detents: \(shown). "
                + "The page moves the sheet as on a phone upright; a device does not. " + systemLookNote(configuration) + "</p>"
        }
        let m = SystemDetents.maximumDetentValue(on: profile.container)
        let detents = SystemDetents.detents(of: configuration, on: profile.container).map { detent in
            "\(MarkupEscaping.escape(detent.name, replacingControls: true)) \(number(detent.value))pt"
        }.joined(separator: ", ")
        return "\n<p id=\"target-note\">System sheet (target: system): on \(profile.name) UIKit shows the detents \(detents) above the home indicator "
            + "(largest detent \(number(m))pt as sheetc models it). Move between them with the state buttons; a drag here uses SheetRuntime's default release rule, where on a device UIKit decides. "
            + systemLookNote(configuration) + "</p>"
    }

    /// What the page says of a system sheet's look: the system's own (iOS 26's), or what the spec writes.
    static func systemLookNote(_ configuration: SheetConfiguration) -> String {
        switch (configuration.appearance.cornerRadius == nil, configuration.appearance.backgroundColor == nil) {
        case (true, true): return "The card is drawn in the system's look, as iOS 26 draws it: floating glass with concentric corners, attached and opaque at the largest detent."
        case (true, false): return "The card is drawn in the system's look (iOS 26's floating sheet, concentric corners) with the background the spec writes."
        case (false, true): return "The card is drawn in the system's look (iOS 26's floating glass) with the corner radius the spec writes."
        case (false, false): return "The card is drawn with the corner radius and background the spec writes, floating as iOS 26's sheet does."
        }
    }

    /// The manifest a page runs: what `compile` writes as `S.json`, except that a system sheet's
    /// look is the one the system draws (`drawnAsTheSystemDoes`: iOS 26's floating glass where the
    /// spec leaves the look to the system), so the page shows what a device shows.
    public static func manifest(of configuration: SheetConfiguration) -> String {
        ManifestEmitter.manifest(for: configuration.drawnAsTheSystemDoes).contents
    }

    /// What the page draws on each device profile beyond the controller's frames
    /// (`PlaygroundDrawing`), as JSON: `sheetc serve` sends it with each new manifest.
    public static func drawing(of configuration: SheetConfiguration) -> String {
        PlaygroundDrawing.json(of: configuration.drawnAsTheSystemDoes)
    }

    /// `template` with each `{{NAME}}` replaced by `values[NAME]`, in one pass over the template
    /// alone: what is put in is never searched again, so a label or state name that reads
    /// `{{WASM}}` stays that text. (A `{{` that names no value is left as it is.)
    static func fill(_ template: String, with values: [String: String]) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstRange(of: "{{") {
            result += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            if let close = after.firstRange(of: "}}"), let value = values[String(after[..<close.lowerBound])] {
                result += value
                rest = after[close.upperBound...]
            } else {
                result += "{{"
                rest = after
            }
        }
        result += rest
        return result
    }

    /// JSON inside a `<script>` element: `<` only appears inside its strings, where `\u003C` means the same.
    private static func scriptSafe(_ json: String) -> String {
        var out = ""
        for character in json {
            if character == "<" { out += "\\u003C" } else { out.append(character) }
        }
        return out
    }

    private static func number(_ value: Double) -> String {
        NumberFormatting.text(value)
    }
}
