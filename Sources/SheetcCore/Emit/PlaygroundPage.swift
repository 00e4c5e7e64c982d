import SheetRuntime

/// `sheetc preview --html`: one self-contained page per sheet (`S.html`) in which the sheet is
/// driven by SheetRuntime itself — the engine and controller compiled to WebAssembly
/// (`PlaygroundWasm`, built by scripts/build-wasm.sh) — reading the sheet's own manifest.
///
/// The page's JavaScript holds no rule: it turns pointer events, wheel events, animation-frame
/// times, clicks and keys into controller calls, and draws the frames and events the controller
/// returns. Nothing is fetched: CSS, script, manifest and module are inlined.
///
/// The contract a test drives it by: `<select id="device">` whose option values are the profile
/// names; `#sheet-card` with live `data-state` (the resting state, else empty), `data-phase`
/// (`resting`, `dragging`, `animating`, `dismissed`) and `data-height` (the frame's height in
/// points); 1 CSS pixel is 1 point inside the device frame (`#device-frame`). The page also keeps
/// `window.sheetPlayground.inputs`, every controller event it sent as a `simulate --events` line,
/// and `.frames`, every frame it drew (`[t, height, phase]`).
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

        public init(device: String = PlaygroundPage.defaultDevice, sheets: [String] = [], links: Links = .files, live: Bool = false) {
            self.device = device
            self.sheets = sheets
            self.links = links
            self.live = live
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
                + "\"top\":\(number(profile.container.topSafeAreaInset)),\"bottom\":\(number(profile.container.bottomSafeAreaInset))}"
        }
        profiles += "]"
        let options = DeviceProfile.builtIn.map { profile in
            "<option value=\"\(profile.name)\"\(profile.name == context.device ? " selected" : "")>\(profile.name) · \(number(profile.width)) × \(number(profile.container.height)) pt</option>"
        }.joined(separator: "\n          ")
        let sheets = context.sheets.count > 1 ? context.sheets : []
        let picker = sheets.map { sheet in
            let href = PreviewSVG.escape(sheet) + (context.links == .files ? ".html" : "")
            return "<option value=\"\(href)\"\(sheet == configuration.sheet ? " selected" : "")>\(PreviewSVG.escape(sheet))</option>"
        }.joined(separator: "\n          ")
        let settings = "{\"live\":\(context.live)}"
        let name = PreviewSVG.escape(configuration.sheet)
        let html = fill(template, with: [
            "TITLE": name,
            "OPTIONS": options,
            "SHEETS": picker,
            "SHEET_PICKER": sheets.isEmpty ? " hidden" : "",
            "SETTINGS": settings,
            "PROFILES": profiles,
            "DEVICE": context.device,
            "WASM": PlaygroundWasm.base64,
            "MANIFEST": scriptSafe(manifest(of: configuration)),
            "TARGET_NOTE": targetNote(configuration, device: context.device),
        ])
        return OutputFile(name: configuration.sheet + ".html", contents: html)
    }

    /// What the page says of a system sheet (nothing for SheetRuntime's): the detents on the device
    /// as UIKit shows them (`SystemDetents`), and that a drag here follows SheetRuntime's default
    /// release rule while UIKit decides on a device.
    static func targetNote(_ configuration: SheetConfiguration, device: String) -> String {
        guard configuration.target == .system, let profile = DeviceProfile.named(device) else { return "" }
        let m = SystemDetents.maximumDetentValue(on: profile.container)
        let detents = SystemDetents.restingStates(of: configuration).map { state in
            "\(PreviewSVG.escape(state.name)) \(number(SystemDetents.value(of: state.height, maximumDetentValue: m) ?? 0))pt"
        }.joined(separator: ", ")
        return "\n<p id=\"target-note\">System sheet (target: system): on \(profile.name) UIKit shows the detents \(detents) above the home indicator "
            + "(largest detent \(number(m))pt as sheetc models it). Move between them with the state buttons; a drag here uses SheetRuntime's default release rule, where on a device UIKit decides.</p>"
    }

    /// The manifest a page runs (what `compile` writes as `S.json`).
    public static func manifest(of configuration: SheetConfiguration) -> String {
        ManifestEmitter.manifest(for: configuration).contents
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

    // The page. Placeholders (filled in one pass, `fill`): {{TITLE}}, {{OPTIONS}}, {{SHEETS}},
    // {{SHEET_PICKER}}, {{SETTINGS}}, {{MANIFEST}}, {{PROFILES}}, {{DEVICE}}, {{WASM}}.
    static let template = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="sheetc preview --html">
        <title>{{TITLE}} — sheetc playground</title>
        <style>
        :root {
          --bg: #F2F2F7; --surface: #FFFFFF; --text: #1C1C1E; --muted: #6C6C70; --line: #D8D8DD;
          --accent: #0A64D8; --accent-text: #FFFFFF; --chip: #E9E9EE; --stage: #E4E6EB; --bezel: #1C1C1E;
          --error: #C4001A; --error-bg: #FFF1F1;
          color-scheme: light; font-family: -apple-system, "Segoe UI", "Helvetica Neue", Helvetica, Arial, sans-serif;
        }
        html[data-theme="dark"] {
          --bg: #000000; --surface: #1C1C1E; --text: #F2F2F7; --muted: #A1A1A8; --line: #38383C;
          --accent: #3D9BFF; --accent-text: #000000; --chip: #2C2C2E; --stage: #111114; --bezel: #3A3A3C;
          --error: #FF6961; --error-bg: #2A1215;
          color-scheme: dark;
        }
        [hidden] { display: none !important; }
        * { box-sizing: border-box; }
        html, body { margin: 0; height: 100%; }
        body { display: flex; flex-direction: column; background: var(--bg); color: var(--text); font-size: 14px; }
        header { flex: none; display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: center; padding: 10px 16px;
                 background: var(--surface); border-bottom: 1px solid var(--line); }
        header h1 { font-size: 18px; line-height: 1.2; margin: 0; display: flex; flex-direction: column; }
        header h1 small { font-size: 11px; font-weight: 500; color: var(--muted); letter-spacing: .04em; text-transform: uppercase; }
        .field { font-size: 12px; color: var(--muted); display: inline-flex; gap: 6px; align-items: center; }
        .spacer { flex: 1 1 0; }
        select, button { font: inherit; font-size: 13px; color: var(--text); background: var(--surface); border: 1px solid var(--line);
                         border-radius: 8px; padding: 5px 10px; }
        button { cursor: pointer; }
        button:hover { border-color: var(--muted); }
        button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
        .segmented { display: inline-flex; }
        .segmented button { border-radius: 0; margin-left: -1px; }
        .segmented button:first-child { border-radius: 8px 0 0 8px; margin-left: 0; }
        .segmented button:last-child { border-radius: 0 8px 8px 0; }
        #live-status { font-size: 12px; font-weight: 600; color: #1E8E3E; }
        #live-status.offline { color: var(--muted); }
        button:focus-visible, select:focus-visible, input:focus-visible, #sheet-handle:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        main { flex: 1 1 auto; min-height: 0; display: flex; }
        #stage { position: relative; flex: 1 1 auto; min-width: 0; display: flex; flex-direction: column; align-items: center;
                 justify-content: center; gap: 12px; padding: 20px; overflow: hidden; background: var(--stage); }
        #stage.actual-size { overflow: auto; justify-content: flex-start; }
        #device-box { position: relative; flex: none; border: 10px solid var(--bezel); border-radius: 38px; overflow: hidden;
                      box-shadow: 0 12px 40px rgba(0,0,0,.28); background: #DDE6EE; }
        #device-frame { position: absolute; left: 0; top: 0; overflow: hidden; transform-origin: 0 0; background: #DDE6EE;
                        touch-action: none; user-select: none; -webkit-user-select: none; }
        html[data-theme="dark"] #device-frame, html[data-theme="dark"] #device-box { background: #1B2430; }
        #content-behind { position: absolute; inset: 0; padding: 0 16px; }
        #content-behind div { height: 10px; border-radius: 5px; background: #AAB7C4; margin: 14px 0; }
        html[data-theme="dark"] #content-behind div { background: #3A4655; }
        #backdrop { position: absolute; inset: 0; pointer-events: none; }
        #sheet-card { position: absolute; left: 0; will-change: transform; color: #1C1C1E; }
        #sheet-surface { position: absolute; inset: 0; overflow: hidden; display: flex; flex-direction: column; }
        #sheet-handle { position: absolute; left: 50%; transform: translateX(-50%); z-index: 2; }
        #sheet-header { flex: none; display: flex; align-items: flex-start; padding: 18px 16px 0; font-weight: 600; font-size: 15px; }
        #sheet-list { position: relative; flex: 1 1 auto; overflow: hidden; border-top: 1px solid var(--rule, rgba(60,60,67,.18)); }
        #sheet-list-content { position: absolute; left: 0; right: 0; top: 0; will-change: transform; }
        #sheet-list-content div { height: 44px; line-height: 44px; padding: 0 16px; border-bottom: 1px solid var(--rule, rgba(60,60,67,.12)); font-size: 15px; }
        #keyboard-art { position: absolute; left: 0; right: 0; bottom: 0; z-index: 5; pointer-events: none; background: #D1D3D9;
                        display: flex; flex-direction: column; gap: 10px; padding: 10px 4px; transition: transform .25s ease-out; }
        #keyboard-art.down { transform: translateY(100%); }
        html[data-theme="dark"] #keyboard-art { background: #2B2B2E; }
        #keyboard-art .row { display: flex; gap: 6px; justify-content: center; flex: 1 1 0; max-height: 44px; }
        #keyboard-art .key { flex: 0 1 32px; border-radius: 5px; background: #FFFFFF; box-shadow: 0 1px 0 rgba(0,0,0,.3);
                             display: flex; align-items: center; justify-content: center; font-size: 18px; color: #1C1C1E; }
        html[data-theme="dark"] #keyboard-art .key { background: #5A5A5E; color: #FFFFFF; }
        #keyboard-art .key.wide { flex: 0 1 190px; font-size: 13px; }
        #scale-badge { font-size: 12px; color: var(--muted); font-variant-numeric: tabular-nums; min-width: 40px; text-align: right; }
        #device { max-width: 260px; }
        #state-buttons button[aria-current="true"] { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
        #panel { flex: none; width: 340px; overflow-y: auto; background: var(--surface); border-left: 1px solid var(--line); padding: 16px; }
        #panel section { padding: 0 0 16px; margin: 0 0 16px; border-bottom: 1px solid var(--line); }
        #panel section:last-child { border-bottom: 0; }
        #panel h2 { font-size: 11px; font-weight: 700; letter-spacing: .06em; text-transform: uppercase; color: var(--muted); margin: 0 0 10px; }
        #readout-height { font-size: 30px; font-weight: 700; font-variant-numeric: tabular-nums; line-height: 1.1; }
        #readout-height small { font-size: 15px; font-weight: 600; color: var(--muted); margin-left: 4px; }
        #readout-state { display: inline-block; margin: 6px 0 10px; padding: 2px 10px; border-radius: 999px; background: var(--accent);
                         color: var(--accent-text); font-weight: 600; font-size: 13px; }
        #readout-state.moving { background: var(--chip); color: var(--text); }
        #readout dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0; font-variant-numeric: tabular-nums; }
        #readout dt { color: var(--muted); }
        #readout dd { margin: 0; font-weight: 600; }
        #state-buttons { display: flex; flex-wrap: wrap; gap: 6px; }
        .switches { display: grid; gap: 8px; }
        .switches label { display: flex; gap: 8px; align-items: center; }
        #content-control { display: grid; grid-template-columns: auto 1fr auto; gap: 8px; align-items: center; }
        #content-value { font-variant-numeric: tabular-nums; font-weight: 600; min-width: 56px; text-align: right; }
        #log { margin: 0; padding: 0; list-style: none; max-height: 320px; overflow: auto; font-size: 13px; }
        #log li { display: grid; grid-template-columns: 64px 1fr; gap: 8px; padding: 3px 0; border-bottom: 1px solid var(--line); }
        #log .t { font-family: ui-monospace, Menlo, monospace; font-size: 12px; color: var(--muted); text-align: right; font-variant-numeric: tabular-nums; }
        #log .kind-settled { font-weight: 600; }
        #log-head { display: grid; grid-template-columns: 64px 1fr; gap: 8px; font-size: 11px; color: var(--muted); padding-bottom: 4px; }
        #log-head span:first-child { text-align: right; }
        #error { color: var(--error); font-weight: 600; white-space: pre-wrap; }
        #diagnostics { flex: none; align-self: stretch; max-height: 40%; overflow: auto; order: -1;
                       background: var(--error-bg); color: var(--text); border: 2px solid var(--error); border-radius: 12px;
                       box-shadow: 0 8px 30px rgba(0,0,0,.25); padding: 12px 14px; }
        #diagnostics h2 { margin: 0 0 6px; font-size: 14px; color: var(--error); }
        #diagnostics pre { margin: 0; font: 12px/1.45 ui-monospace, Menlo, monospace; white-space: pre-wrap; }
        @media (max-width: 760px) {
          body { height: auto; display: block; }
          header { gap: 6px 10px; padding: 8px 10px; }
          header h1 { font-size: 16px; flex-basis: 100%; flex-direction: row; gap: 8px; align-items: baseline; }
          .spacer { display: none; }
          main { display: block; }
          #stage { height: var(--stage-height, 70vh); padding: 8px; }
          #panel { width: auto; border-left: 0; border-top: 1px solid var(--line); }
        }
        </style>
        </head>
        <body>
        <header>
          <h1>{{TITLE}} <small>sheetc playground</small></h1>
          <label class="field"{{SHEET_PICKER}}>Sheet <select id="sheet-picker" aria-label="Sheet of this spec">
          {{SHEETS}}
          </select></label>
          <label class="field">Device <select id="device">
          {{OPTIONS}}
          </select></label>
          <span class="spacer"></span>
          <span id="live-status" hidden></span>
          <span id="scale-badge" title="CSS pixels per point"></span>
          <span class="segmented" role="group" aria-label="Zoom">
            <button type="button" id="zoom-fit" aria-pressed="true" title="Scale the device to the window">Fit</button>
            <button type="button" id="zoom-actual" aria-pressed="false" title="One CSS pixel per point">1:1</button>
          </span>
          <span class="segmented" role="group" aria-label="Appearance">
            <button type="button" id="theme-light" aria-pressed="true">Light</button>
            <button type="button" id="theme-dark" aria-pressed="false">Dark</button>
          </span>
        </header>{{TARGET_NOTE}}
        <main>
          <div id="stage">
            <div id="device-box">
              <div id="device-frame" aria-label="Device screen">
                <div id="content-behind" aria-hidden="true"></div>
                <div id="backdrop" aria-hidden="true"></div>
                <div id="sheet-card" role="dialog" aria-label="{{TITLE}}" data-state="" data-phase="" data-height="" data-progress="">
                  <div id="sheet-handle" role="slider" tabindex="0" aria-label="Sheet" aria-valuetext=""
                       title="Arrow up / down: next state; Escape: dismiss"></div>
                  <div id="sheet-surface">
                    <div id="sheet-header">{{TITLE}}</div>
                    <div id="sheet-list"><div id="sheet-list-content"></div></div>
                  </div>
                </div>
                <div id="keyboard-art" class="down" aria-hidden="true"></div>
              </div>
            </div>
            <div id="diagnostics" role="alert" hidden>
              <h2>The spec does not check — the last version that did keeps running</h2>
              <pre id="diagnostics-text"></pre>
            </div>
          </div>
          <aside id="panel">
            <section id="readout" aria-label="Live readout">
              <h2>Now</h2>
              <div id="readout-height"></div>
              <div id="readout-state"></div>
              <dl>
                <dt>phase</dt><dd id="readout-phase"></dd>
                <dt>progress</dt><dd id="readout-progress"></dd>
                <dt>backdrop alpha</dt><dd id="readout-alpha"></dd>
              </dl>
              <div id="error" role="alert"></div>
            </section>
            <section aria-label="Move from code">
              <h2>Move to</h2>
              <div id="state-buttons" role="group" aria-label="Move to a state"></div>
              <div style="margin-top: 8px"><button id="dismiss" type="button">Dismiss</button></div>
            </section>
            <section aria-label="Surroundings">
              <h2>Surroundings</h2>
              <div class="switches">
                <label title="A software keyboard over 40% of the screen (the spec's keyboard key)"><input type="checkbox" id="keyboard"> Keyboard</label>
                <label><input type="checkbox" id="reduce-motion"> Reduce Motion</label>
                <label id="content-control" hidden title="The content's height, for a fit state">Content
                  <input type="range" id="content" min="0" max="900" value="240"><span id="content-value"></span></label>
              </div>
            </section>
            <section aria-label="Events">
              <h2>Events</h2>
              <div id="log-head"><span>time (s)</span><span>event</span></div>
              <ol id="log" aria-live="polite" aria-label="Events"></ol>
            </section>
          </aside>
        </main>
        <script type="application/json" id="sheet-manifest">{{MANIFEST}}</script>
        <script type="application/json" id="device-profiles">{{PROFILES}}</script>
        <script type="application/json" id="page-settings">{{SETTINGS}}</script>
        <script type="application/wasm;base64" id="sheet-wasm">
        {{WASM}}
        </script>
        <script>
        "use strict";
        (async () => {
          // No rule lives here: events go to SheetRuntime's controller (WebAssembly) and its frames are drawn.
          const $ = (id) => document.getElementById(id);
          let manifestText = $("sheet-manifest").textContent;
          let manifest = JSON.parse(manifestText);
          const profiles = JSON.parse($("device-profiles").textContent);
          const settings = JSON.parse($("page-settings").textContent);
          let names = manifest.states.map((s) => s.name);
          const PHASES = ["resting", "dragging", "animating", "dismissed"];
          const playground = window.sheetPlayground = { inputs: [], frames: [], events: [], ready: false, firstFrameAt: null, reloads: [] };
          const fail = (message) => { $("error").textContent = message; playground.error = message; };

          // The view a link reopens: #device=ipad-11&state=half&dark=1 (and zoom=1 for 1:1).
          const fragment = new URLSearchParams(location.hash.slice(1));
          const select = $("device");
          if (profiles.some((p) => p.name === fragment.get("device"))) select.value = fragment.get("device");
          const theme = (dark) => {
            document.documentElement.dataset.theme = dark ? "dark" : "light";
            $("theme-dark").setAttribute("aria-pressed", String(dark));
            $("theme-light").setAttribute("aria-pressed", String(!dark));
          };
          theme(fragment.has("dark") ? fragment.get("dark") === "1" : window.matchMedia("(prefers-color-scheme: dark)").matches);
          let actualSize = fragment.get("zoom") === "1";

          let module;
          try {
            const bytes = Uint8Array.from(atob($("sheet-wasm").textContent), (c) => c.charCodeAt(0));
            // wasi-libc's strtod can name stderr on a path the engine never takes; those calls answer ENOSYS.
            const unused = () => 52;
            const imports = { wasi_snapshot_preview1: { fd_close: unused, fd_seek: unused, fd_write: unused } };
            ({ instance: module } = await WebAssembly.instantiate(bytes, imports));
          } catch (error) { fail("The engine could not start: " + error); return; }
          const w = module.exports;
          playground.module = w;
          const doubles = () => new Float64Array(w.memory.buffer);
          const stage = $("stage"), box = $("device-box");
          const frame = $("device-frame"), card = $("sheet-card"), backdrop = $("backdrop"), handle = $("sheet-handle");
          const list = $("sheet-list"), listContent = $("sheet-list-content"), header = $("sheet-header");
          const reduce = $("reduce-motion"), log = $("log");

          // Time: seconds since the page started, never decreasing, to the microsecond (so every
          // input written to `inputs` replays exactly through `sheetc simulate --events`).
          const start = performance.now();
          let clock = 0;
          // Set while a wheel drag waits for its lift (below): any other input lifts it first, at
          // the wheel's last event, so the recorded lines keep their order and times.
          let liftWheel = null;
          const at = (milliseconds, wheelOrFrame) => {
            if (liftWheel && !wheelOrFrame) liftWheel();
            const t = Math.round((milliseconds - start) * 1000) / 1e6;
            clock = Math.max(clock, t);
            return clock;
          };
          const pt = (value) => Math.round(value * 10000) / 10000;
          const record = (t, line) => playground.inputs.push(t.toFixed(6) + " " + line);

          let profile = profiles.find((p) => p.name === select.value) || profiles[0];
          let restingState = "", highlighted = "";
          // The manifest into the module's input buffer; returns its length.
          const put = (text) => {
            const bytes = new TextEncoder().encode(text);
            const pointer = w.sheet_input(bytes.length);
            new Uint8Array(w.memory.buffer, pointer, bytes.length).set(bytes);
            return bytes.length;
          };
          const refusal = (status) => new TextDecoder().decode(new Uint8Array(w.memory.buffer, w.sheet_failure(), Math.max(status, 0)));
          const load = () => {
            const status = w.sheet_load(put(manifestText), profile.width, profile.height, profile.top, profile.bottom, reduce.checked ? 1 : 0, 0);
            if (status !== 0) { fail("The manifest was refused: " + refusal(status)); return false; }
            return true;
          };
          reduce.checked = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
          if (!load()) return;
          // For tests and measurements: the resting heights on the current device, and the cost of
          // frames (the same loop `scripts/playground_bench.py` runs natively; it moves the sheet).
          playground.stateHeights = () => names.map((_, i) => w.sheet_state_height(i));
          playground.benchmark = (kind, frames) => {
            const begin = performance.now();
            const checksum = w.sheet_benchmark(kind, frames);
            return { milliseconds: performance.now() - begin, checksum };
          };

          // Fitting: the device is scaled to the stage beside the controls, never above 1:1
          // (1:1 on the zoom switch); `scale` is CSS pixels per point.
          let scale = 1;
          const fit = () => {
            if (window.matchMedia("(max-width: 760px)").matches) {
              const top = stage.getBoundingClientRect().top + window.scrollY;
              stage.style.setProperty("--stage-height", Math.max(240, window.innerHeight - top) + "px");
            }
            const style = getComputedStyle(stage);
            const bezel = 2 * parseFloat(getComputedStyle(box).borderTopWidth);
            // The diagnostics, when shown, take their room above the device.
            const above = $("diagnostics").hidden ? 0 : $("diagnostics").offsetHeight + parseFloat(style.rowGap || "0");
            const width = stage.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - bezel;
            const height = stage.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) - bezel - above;
            scale = actualSize ? 1 : Math.max(0.1, Math.min(1, width / profile.width, height / profile.height));
            frame.style.transform = scale === 1 ? "" : `scale(${scale})`;
            box.style.width = profile.width * scale + bezel + "px";
            box.style.height = profile.height * scale + bezel + "px";
            stage.classList.toggle("actual-size", actualSize);
            $("zoom-fit").setAttribute("aria-pressed", String(!actualSize));
            $("zoom-actual").setAttribute("aria-pressed", String(actualSize));
            $("scale-badge").textContent = `${Math.round(scale * 100)} %`;
            playground.scale = scale;
          };
          window.addEventListener("resize", fit);
          $("zoom-fit").addEventListener("click", () => { actualSize = false; fit(); remember(); });
          $("zoom-actual").addEventListener("click", () => { actualSize = true; fit(); remember(); });
          $("theme-light").addEventListener("click", () => { theme(false); draw.appearance(); remember(); });
          $("theme-dark").addEventListener("click", () => { theme(true); draw.appearance(); remember(); });
          $("sheet-picker").addEventListener("change", (event) => {
            location.href = new URL(event.target.value, location.href).pathname + location.hash;
          });

          // Drawing: the card per the manifest, sized to the device (1 point = 1 CSS pixel before scaling).
          const dark = () => document.documentElement.dataset.theme === "dark";
          // A colour is "#RRGGBBAA", or a light/dark pair of them (spec-language §9).
          const rgba = (colour, alpha = 1) => {
            const hex = typeof colour === "string" ? colour : (dark() ? colour.dark : colour.light);
            const n = (i) => parseInt(hex.slice(i, i + 2), 16);
            return `rgba(${n(1)},${n(3)},${n(5)},${(n(7) / 255) * alpha})`;
          };
          const draw = {};
          draw.appearance = () => {
            const appearance = manifest.appearance;
            // A detached card (placement.bottomMargin > 0) rounds all four corners.
            const lower = manifest.placement.bottomMargin > 0 ? appearance.cornerRadius : 0;
            card.style.borderRadius = `${appearance.cornerRadius}px ${appearance.cornerRadius}px ${lower}px ${lower}px`;
            $("sheet-surface").style.borderRadius = card.style.borderRadius;
            $("sheet-surface").style.background = rgba(appearance.backgroundColor);
            // The placeholder rows and header read on the card whatever its colour: dark text on a light card.
            const hex = typeof appearance.backgroundColor === "string" ? appearance.backgroundColor
              : (dark() ? appearance.backgroundColor.dark : appearance.backgroundColor.light);
            const channel = (i) => parseInt(hex.slice(i, i + 2), 16) / 255;
            const light = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5) > 0.5;
            card.style.color = light ? "#1C1C1E" : "#F2F2F7";
            card.style.setProperty("--rule", light ? "rgba(60,60,67,.18)" : "rgba(235,235,245,.16)");
            const shadows = [];
            if (appearance.border) shadows.push(`0 0 0 ${appearance.border.width}px ${rgba(appearance.border.color)}`);
            if (appearance.shadow) shadows.push(`0 ${appearance.shadow.offsetY}px ${appearance.shadow.radius}px ${rgba(appearance.shadow.color)}`);
            card.style.boxShadow = shadows.join(", ");
            const indicator = manifest.popUpIndicator;
            if (indicator) {
              Object.assign(handle.style, { width: indicator.width + "px", height: indicator.height + "px", top: indicator.topMargin + "px",
                borderRadius: indicator.cornerRadius + "px", background: rgba(indicator.color) });
            } else {
              Object.assign(handle.style, { width: "100%", height: "12px", top: "0", borderRadius: "0", background: "transparent" });
            }
          };
          for (let i = 0; i < 80; i += 1) {
            const row = document.createElement("div");
            row.textContent = "Row " + (i + 1);
            listContent.appendChild(row);
          }
          for (let i = 0; i < 60; i += 1) {
            const line = document.createElement("div");
            line.style.width = (40 + ((i * 37) % 55)) + "%";
            $("content-behind").appendChild(line);
          }
          // The drawn keyboard: four rows of keys over the bottom of the screen.
          for (const keys of ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM", " "]) {
            const row = document.createElement("div");
            row.className = "row";
            for (const key of keys) {
              const cap = document.createElement("span");
              cap.className = key === " " ? "key wide" : "key";
              cap.textContent = key === " " ? "space" : key;
              row.appendChild(cap);
            }
            $("keyboard-art").appendChild(row);
          }
          const layoutDevice = () => {
            frame.style.width = profile.width + "px";
            frame.style.height = profile.height + "px";
            $("content-behind").style.paddingTop = profile.top + "px";
            // The header: the lowest visible state's height when that is a header's height (a card floating at the bottom).
            let lowest = 0;
            for (let i = 0; i < names.length; i += 1) {
              const h = w.sheet_state_height(i);
              if (h > 0) { lowest = h; break; }
            }
            header.style.height = (lowest > 0 && lowest < profile.height / 3 ? lowest - profile.bottom : 56) + "px";
            fit();
          };

          // Controls that follow the manifest: a button per state, and the content slider for a fit state.
          const keyboard = $("keyboard"), content = $("content");
          const controls = () => {
            $("state-buttons").replaceChildren(...names.map((name, index) => {
              const button = document.createElement("button");
              button.type = "button";
              button.id = "move-" + name;
              button.textContent = name;
              button.setAttribute("aria-current", String(name === highlighted));
              button.addEventListener("click", (event) => {
                const t = at(event.timeStamp);
                w.sheet_move_to(index, t);
                record(t, "move-to " + name);
              });
              return button;
            }));
            const fitIndex = manifest.states.findIndex((state) => state.height.fit);
            $("content-control").hidden = fitIndex < 0;
            if (fitIndex >= 0 && !content.dataset.touched) {
              // Where the slider starts: the content height the fit state uses now (its height less what
              // stands under the content), for display only; the controller hears of it when it is moved.
              const under = manifest.placement.bottomMargin > 0 ? manifest.placement.bottomMargin : profile.bottom;
              content.max = String(Math.round(profile.height));
              content.value = String(Math.max(0, Math.round(w.sheet_state_height(fitIndex) - under)));
              $("content-value").textContent = content.value + " pt";
            }
          };
          draw.appearance();
          controls();
          layoutDevice();

          $("dismiss").addEventListener("click", (event) => {
            const t = at(event.timeStamp);
            w.sheet_dismiss(t);
            record(t, "dismiss");
          });
          reduce.addEventListener("change", () => w.sheet_reduce_motion(reduce.checked ? 1 : 0));
          // The keyboard and, for a fit state, the content's height go to the controller, which
          // raises, expands or resizes the sheet as the spec says; recorded as script lines.
          const surroundings = (event) => {
            const t = at(event.timeStamp);
            const k = keyboard.checked ? Math.round(profile.height * 0.4) : 0;
            const c = event.target === content ? Number(content.value) : -1;
            // The keyboard moves over iOS's 0.25 s; the controller animates the sheet with it.
            w.sheet_surroundings(k, event.target === keyboard ? 0.25 : 0, c, t);
            if (event.target === keyboard) {
              record(t, "keyboard " + k + " over 0.25");
              // Drawn sliding in and out with the sheet (its height stays while it slides out).
              if (k > 0) $("keyboard-art").style.height = k + "px";
              $("keyboard-art").classList.toggle("down", k === 0);
            } else {
              content.dataset.touched = "1";
              $("content-value").textContent = c + " pt";
              record(t, "content " + c);
            }
          };
          keyboard.addEventListener("change", surroundings);
          content.addEventListener("input", surroundings);
          select.addEventListener("change", (event) => {
            profile = profiles.find((p) => p.name === select.value) || profile;
            const t = at(event.timeStamp);
            w.sheet_resize(profile.width, profile.height, profile.top, profile.bottom, t);
            record(t, "resize " + profile.name);
            if (keyboard.checked) keyboard.click();
            layoutDevice();
            remember();
          });

          // Pointers (mouse, touch, pen): heights are points above the device's bottom edge (CSS pixels ÷ scale).
          const heightOf = (event) => pt((frame.getBoundingClientRect().bottom - event.clientY) / scale);
          const xOf = (event) => pt((event.clientX - frame.getBoundingClientRect().left) / scale);
          // Where a pointer belongs is the controller's answer at its touch-down (runtime.md §10):
          // 0 a drag of the sheet, 1 the backdrop, 2 the content behind, 3 the card's content, 4 the keyboard.
          let finger = null;   // {id, to, x, y (points at the touch-down), moved}
          frame.addEventListener("pointerdown", (event) => {
            if (finger || (event.pointerType === "mouse" && event.button !== 0)) return;
            const h = heightOf(event), x = xOf(event);
            const t = at(event.timeStamp);
            const scroll = list.contains(event.target);
            const offset = scroll ? pt(lastFrame.scrollOffset) : NaN;
            const to = w.sheet_touch_down(h, x, offset, t);
            record(t, `down ${h} x ${x}` + (scroll ? ` scroll ${offset}` : ""));
            finger = { id: event.pointerId, to, x, h, moved: false };
            if (to === 2) return;   // pass-through: the content behind has it
            event.preventDefault();
            frame.setPointerCapture(event.pointerId);
          });
          frame.addEventListener("pointermove", (event) => {
            if (!finger || finger.id !== event.pointerId) return;
            const samples = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
            for (const sample of (samples.length ? samples : [event])) {
              const h = heightOf(sample), x = xOf(sample);
              const t = at(sample.timeStamp);
              // A tap moves less than 10 points (a slop in points, whatever the page's scale).
              if (Math.hypot(x - finger.x, h - finger.h) > 10) finger.moved = true;
              // With its x: the controller's direction test may hand the touch back (runtime.md §10).
              w.sheet_touch_move(h, x, t);
              record(t, `move ${h} x ${x}`);
            }
          });
          const lift = (event, cancelled) => {
            if (!finger || finger.id !== event.pointerId) return;
            const t = at(event.timeStamp);
            if (cancelled) { w.sheet_touch_cancel(t); record(t, "cancel"); }
            else { w.sheet_touch_up(NaN, t); record(t, "up"); }
            if (finger.to === 1 && !finger.moved && !cancelled) {   // a tap on what the controller called the backdrop
              w.sheet_tap_backdrop(t);
              record(t, "tap-backdrop");
            }
            finger = null;
          };
          frame.addEventListener("pointerup", (event) => lift(event, false));
          frame.addEventListener("pointercancel", (event) => lift(event, true));

          // A mouse wheel or trackpad over the card is a drag: down where the pointer is, each delta a
          // move (CSS pixels ÷ scale: points), lifted when the wheel has been quiet for 80 ms — stamped
          // with its last event's time, so the release velocity is the wheel's own (the frame loop
          // holds the controller's clock there meanwhile: a drag's frame does not change with time).
          let wheel = null;   // {h, x, t, timer}
          frame.addEventListener("wheel", (event) => {
            event.preventDefault();
            const t = at(event.timeStamp, true);
            if (!wheel) {
              if (finger) return;
              // The controller says where it belongs; a wheel off the card is lifted at once.
              const h = heightOf(event), x = xOf(event);
              const scroll = list.contains(event.target);
              const offset = scroll ? pt(lastFrame.scrollOffset) : NaN;
              const to = w.sheet_touch_down(h, x, offset, t);
              record(t, `down ${h} x ${x}` + (scroll ? ` scroll ${offset}` : ""));
              if (to !== 0 && to !== 3) { w.sheet_touch_up(NaN, t); record(t, "up"); return; }
              wheel = { h, x, t };
            }
            const unit = (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? profile.height * scale : 1) / scale;
            wheel.h = pt(wheel.h + event.deltaY * unit);
            wheel.x = pt(wheel.x - event.deltaX * unit);
            wheel.t = t;
            w.sheet_touch_move(wheel.h, wheel.x, t);
            record(t, `move ${wheel.h} x ${wheel.x}`);
            clearTimeout(wheel.timer);
            liftWheel = () => {
              clearTimeout(wheel.timer);
              const last = wheel.t;
              wheel = null;
              liftWheel = null;
              w.sheet_touch_up(NaN, last);
              record(last, "up");
            };
            wheel.timer = setTimeout(liftWheel, 80);
          }, { passive: false });

          // Keys: the grab handle is adjustable (VoiceOver's increment / decrement), Escape dismisses.
          const accessibility = (action, name, event) => {
            const t = at(event.timeStamp);
            w.sheet_accessibility(action, t);
            record(t, "a11y " + name);
          };
          handle.addEventListener("keydown", (event) => {
            if (event.key === "ArrowUp" || event.key === "ArrowRight") accessibility(0, "increment", event);
            else if (event.key === "ArrowDown" || event.key === "ArrowLeft") accessibility(1, "decrement", event);
            else return;
            event.preventDefault();
          });
          document.addEventListener("keydown", (event) => {
            if (event.key === "Escape") { accessibility(2, "escape", event); event.preventDefault(); }
          });

          // The URL's fragment follows the view, so a link reopens it.
          const remember = () => {
            const view = new URLSearchParams({ device: profile.name });
            if (restingState) view.set("state", restingState);
            view.set("dark", dark() ? "1" : "0");
            if (actualSize) view.set("zoom", "1");
            history.replaceState(null, "", "#" + view.toString());
          };
          const wanted = names.indexOf(fragment.get("state") || "");
          if (wanted >= 0) {
            w.sheet_move_to(wanted, 0);
            record(0, "move-to " + names[wanted]);
          }

          // Live (sheetc serve): a new manifest is swapped in by the controller, keeping the state
          // by identity; a spec that does not check is shown over the last good sheet.
          const reconfigure = (text) => {
            const began = performance.now();
            const t = at(began);
            if (w.playground_reconfigure) {
              takeEvents();   // events name states by index: those of the old manifest go first
              const status = w.playground_reconfigure(put(text), t);
              if (status !== 0) { showProblems("The manifest was refused: " + refusal(status), []); return; }
            } else {
              // A module without the controller's reconfiguration starts the sheet again.
              manifestText = text;
              if (!load()) return;
            }
            manifestText = text;
            manifest = JSON.parse(text);
            names = manifest.states.map((s) => s.name);
            $("sheet-manifest").textContent = text;
            draw.appearance();
            controls();
            layoutDevice();
            playground.reloads.push({ received: began, t });
          };
          const showProblems = (text, codes) => {
            $("diagnostics-text").textContent = text;
            $("diagnostics").dataset.codes = codes.join(" ");
            $("diagnostics").hidden = false;
            fit();
          };
          if (settings.live) {
            const status = $("live-status");
            status.hidden = false;
            const connect = () => {
              const url = new URL("../live/" + encodeURIComponent(manifest.sheet), location.href);
              url.protocol = location.protocol.replace("http", "ws");
              const socket = new WebSocket(url);
              socket.addEventListener("open", () => { status.textContent = "● live"; status.classList.remove("offline"); });
              socket.addEventListener("message", (message) => {
                const update = JSON.parse(message.data);
                if (update.kind === "manifest") {
                  if (!$("diagnostics").hidden) { $("diagnostics").hidden = true; fit(); }
                  if (update.manifest !== manifestText) reconfigure(update.manifest);
                } else if (update.kind === "problems") {
                  showProblems(update.text, update.codes || []);
                }
              });
              socket.addEventListener("close", () => {
                status.textContent = "○ not connected";
                status.classList.add("offline");
                setTimeout(connect, 1000);
              });
            };
            connect();
          }

          // Events: the controller's since the last call, named by the states they were sent with.
          const takeEvents = () => {
            const count = w.sheet_take_events();
            if (count <= 0) return;
            const base = w.sheet_events() / 8;
            const e = doubles().subarray(base, base + count * 3);
            for (let i = 0; i < count; i += 1) {
              const [time, kind, index] = [e[3 * i], e[3 * i + 1], e[3 * i + 2]];
              const what = kind === 0 ? "willMove " + (index === -2 ? "dismissed" : names[index])
                : kind === 1 ? "settled " + names[index] : "dismissed";
              playground.events.push({ t: time, event: what });
              const item = document.createElement("li");
              const stamp = document.createElement("span");
              stamp.className = "t";
              stamp.textContent = time.toFixed(3);
              const label = document.createElement("span");
              label.className = "kind-" + what.split(" ")[0];
              label.textContent = what.replace(" ", " → ");
              item.append(stamp, label);
              log.prepend(item);
              while (log.children.length > 50) log.lastChild.remove();
            }
          };

          // Frames: every animation frame asks the controller and draws what it says.
          let lastFrame = { height: 0, scrollOffset: 0 };
          const frameLoop = (milliseconds) => {
            // While a wheel drag waits for its lift, the clock stays at its last event (unless the
            // sheet animates on its own: a wheel the controller gave the content).
            const t = wheel && lastFrame.phase !== "animating" ? wheel.t : at(milliseconds, true);
            const pointer = w.sheet_frame(t) / 8;
            const f = doubles().subarray(pointer, pointer + 12);
            const height = f[1], alpha = f[2], phase = PHASES[f[3]] || "dismissed";
            const state = f[4] >= 0 ? names[f[4]] : "";
            const target = f[5] >= 0 ? names[f[5]] : (f[5] === -2 ? "dismissed" : "");
            lastFrame = { height, scrollOffset: f[6], phase };
            card.style.top = (profile.height - height) + "px";
            Object.assign(card.style, { left: f[8] + "px", width: f[9] + "px", height: f[10] + "px" });
            card.style.visibility = height > 0 ? "visible" : "hidden";
            listContent.style.transform = `translateY(${-f[6]}px)`;
            backdrop.style.background = manifest.dimming ? rgba(manifest.dimming.color, alpha) : "transparent";
            card.dataset.state = state;
            card.dataset.phase = phase;
            card.dataset.height = String(height);
            card.dataset.progress = String(f[11]);
            $("readout-height").innerHTML = height.toFixed(1) + "<small>pt</small>";
            $("readout-state").textContent = state || (target ? "→ " + target : phase);
            $("readout-state").classList.toggle("moving", !state);
            $("readout-phase").textContent = phase + (target ? " → " + target : "");
            $("readout-progress").textContent = card.dataset.progress ? Number(card.dataset.progress).toFixed(3) : "—";
            $("readout-alpha").textContent = alpha.toFixed(2);
            const named = w.sheet_accessibility_state();
            handle.setAttribute("aria-valuetext", named >= 0 ? names[named] : phase);
            if (phase === "resting" && state !== restingState) { restingState = state; remember(); }
            // The button of the state the sheet rests in, highlighted while it rests there.
            const resting = phase === "resting" ? state : "";
            if (resting !== highlighted) {
              highlighted = resting;
              for (const button of $("state-buttons").children) button.setAttribute("aria-current", String(button.id === "move-" + resting));
            }
            playground.frames.push([t, height, phase]);
            if (playground.frames.length > 20000) playground.frames.splice(0, 10000);
            takeEvents();
            if (playground.reloads.length && playground.reloads[playground.reloads.length - 1].drawn === undefined) {
              playground.reloads[playground.reloads.length - 1].drawn = performance.now();
            }
            if (playground.firstFrameAt === null) {
              playground.firstFrameAt = performance.now();
              playground.ready = true;
              document.documentElement.dataset.ready = "true";
            }
            requestAnimationFrame(frameLoop);
          };
          requestAnimationFrame(frameLoop);
        })();
        </script>
        </body>
        </html>

        """#
}
