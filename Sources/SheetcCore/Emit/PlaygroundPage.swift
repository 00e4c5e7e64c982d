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

    /// The page of `configuration`, opening on `device` (a built-in profile's name).
    public static func page(of configuration: SheetConfiguration, device: String = defaultDevice) -> OutputFile {
        let manifest = ManifestEmitter.manifest(for: configuration).contents
        var profiles = "["
        for (index, profile) in DeviceProfile.builtIn.enumerated() {
            if index > 0 { profiles += "," }
            profiles += "{\"name\":\"\(profile.name)\",\"width\":\(number(profile.width)),\"height\":\(number(profile.container.height)),"
                + "\"top\":\(number(profile.container.topSafeAreaInset)),\"bottom\":\(number(profile.container.bottomSafeAreaInset))}"
        }
        profiles += "]"
        let options = DeviceProfile.builtIn.map { profile in
            "<option value=\"\(profile.name)\"\(profile.name == device ? " selected" : "")>\(profile.name) (\(number(profile.width))×\(number(profile.container.height)))</option>"
        }.joined(separator: "\n          ")
        let name = PreviewSVG.escape(configuration.sheet)
        var html = template
        html = html.replacingOccurrences("{{TITLE}}", with: name)
        html = html.replacingOccurrences("{{OPTIONS}}", with: options)
        html = html.replacingOccurrences("{{MANIFEST}}", with: scriptSafe(manifest))
        html = html.replacingOccurrences("{{PROFILES}}", with: profiles)
        html = html.replacingOccurrences("{{DEVICE}}", with: device)
        html = html.replacingOccurrences("{{WASM}}", with: PlaygroundWasm.base64)
        return OutputFile(name: configuration.sheet + ".html", contents: html)
    }

    /// JSON inside a `<script>` element: `<` only appears inside its strings, where `\u003C` means the same.
    private static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences("<", with: "\\u003C")
    }

    private static func number(_ value: Double) -> String {
        NumberFormatting.text(value)
    }

    // The page. Placeholders: {{TITLE}}, {{OPTIONS}}, {{MANIFEST}}, {{PROFILES}}, {{DEVICE}}, {{WASM}}.
    static let template = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="sheetc preview --html">
        <title>{{TITLE}} — sheetc playground</title>
        <style>
        :root { color-scheme: light; font-family: -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; }
        body { margin: 0; background: #F2F2F7; color: #1C1C1E; }
        header { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; padding: 10px 16px; background: #FFFFFF; border-bottom: 1px solid #D1D1D6; }
        header h1 { font-size: 17px; margin: 0 8px 0 0; }
        header label { font-size: 13px; display: inline-flex; gap: 6px; align-items: center; }
        button { font: inherit; font-size: 13px; padding: 4px 10px; border-radius: 6px; border: 1px solid #AEAEB2; background: #FFFFFF; cursor: pointer; }
        button:focus-visible, select:focus-visible, input:focus-visible, #sheet-handle:focus-visible { outline: 3px solid #0A84FF; outline-offset: 2px; }
        main { display: flex; gap: 24px; padding: 16px; align-items: flex-start; }
        #device-frame { position: relative; flex: none; overflow: hidden; border-radius: 28px; background: #DDE6EE; box-shadow: 0 0 0 10px #1C1C1E, 0 8px 30px rgba(0,0,0,.35); margin: 10px; touch-action: none; user-select: none; -webkit-user-select: none; }
        #content-behind { position: absolute; inset: 0; padding: 0 16px; }
        #content-behind div { height: 10px; border-radius: 5px; background: #AAB7C4; margin: 14px 0; }
        #backdrop { position: absolute; inset: 0; pointer-events: none; }
        #sheet-card { position: absolute; left: 0; box-sizing: border-box; will-change: transform; }
        #sheet-surface { position: absolute; inset: 0; overflow: hidden; display: flex; flex-direction: column; }
        #sheet-handle { position: absolute; left: 50%; transform: translateX(-50%); z-index: 2; }
        #sheet-header { flex: none; display: flex; align-items: flex-start; padding: 18px 16px 0; box-sizing: border-box; font-weight: 600; font-size: 15px; }
        #sheet-list { position: relative; flex: 1 1 auto; overflow: hidden; border-top: 1px solid rgba(60,60,67,.18); }
        #sheet-list-content { position: absolute; left: 0; right: 0; top: 0; will-change: transform; }
        #sheet-list-content div { height: 44px; line-height: 44px; padding: 0 16px; border-bottom: 1px solid rgba(60,60,67,.12); font-size: 15px; }
        #state-buttons { display: inline-flex; gap: 6px; }
        #readout { font-size: 13px; min-width: 260px; max-width: 340px; }
        #readout dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0 0 10px; font-variant-numeric: tabular-nums; }
        #readout dt { color: #636366; }
        #readout dd { margin: 0; font-weight: 600; }
        #log { margin: 0; padding-left: 28px; max-height: 420px; overflow: auto; font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
        #error { color: #C00; font-weight: 600; white-space: pre-wrap; }
        </style>
        </head>
        <body>
        <header>
          <h1>{{TITLE}}</h1>
          <label>Device <select id="device">
          {{OPTIONS}}
          </select></label>
          <span id="state-buttons" role="group" aria-label="Move to a state"></span>
          <button id="dismiss" type="button">Dismiss</button>
          <label><input type="checkbox" id="reduce-motion"> Reduce Motion</label>
          <label title="A software keyboard over 40% of the screen (spec-language §7 keyboard)"><input type="checkbox" id="keyboard"> Keyboard</label>
          <label id="content-control" hidden title="The content's height, for a fit state">Content <input type="range" id="content" min="0" max="900" value="240"></label>
        </header>
        <main>
          <div id="device-frame" aria-label="Device screen">
            <div id="content-behind" aria-hidden="true"></div>
            <div id="backdrop" aria-hidden="true"></div>
            <div id="sheet-card" role="dialog" aria-label="{{TITLE}}" data-state="" data-phase="" data-height="">
              <div id="sheet-handle" role="slider" tabindex="0" aria-label="Sheet" aria-valuetext=""
                   title="Arrow up / down: next state; Escape: dismiss"></div>
              <div id="sheet-surface">
                <div id="sheet-header">{{TITLE}}</div>
                <div id="sheet-list"><div id="sheet-list-content"></div></div>
              </div>
            </div>
          </div>
          <section id="readout" aria-label="Live readout">
            <dl>
              <dt>height</dt><dd id="readout-height"></dd>
              <dt>phase</dt><dd id="readout-phase"></dd>
              <dt>state</dt><dd id="readout-state"></dd>
              <dt>backdrop</dt><dd id="readout-alpha"></dd>
            </dl>
            <div id="error" role="alert"></div>
            <ol id="log" aria-live="polite" aria-label="Events"></ol>
          </section>
        </main>
        <script type="application/json" id="sheet-manifest">{{MANIFEST}}</script>
        <script type="application/json" id="device-profiles">{{PROFILES}}</script>
        <script type="application/wasm;base64" id="sheet-wasm">
        {{WASM}}
        </script>
        <script>
        "use strict";
        (async () => {
          // No rule lives here: events go to SheetRuntime's controller (WebAssembly) and its frames are drawn.
          const $ = (id) => document.getElementById(id);
          const manifestText = $("sheet-manifest").textContent;
          const manifest = JSON.parse(manifestText);
          const profiles = JSON.parse($("device-profiles").textContent);
          const names = manifest.states.map((s) => s.name);
          const PHASES = ["resting", "dragging", "animating", "dismissed"];
          const playground = window.sheetPlayground = { inputs: [], frames: [], events: [], ready: false, firstFrameAt: null };
          const fail = (message) => { $("error").textContent = message; playground.error = message; };
          let module;
          try {
            const bytes = Uint8Array.from(atob($("sheet-wasm").textContent), (c) => c.charCodeAt(0));
            // wasi-libc's strtod can name stderr on a path the engine never takes; those calls answer ENOSYS.
            const unused = () => 52;
            const imports = { wasi_snapshot_preview1: { fd_close: unused, fd_seek: unused, fd_write: unused } };
            ({ instance: module } = await WebAssembly.instantiate(bytes, imports));
          } catch (error) { fail("The engine could not start: " + error); return; }
          const w = module.exports;
          const doubles = () => new Float64Array(w.memory.buffer);
          const frame = $("device-frame"), card = $("sheet-card"), backdrop = $("backdrop"), handle = $("sheet-handle");
          const list = $("sheet-list"), listContent = $("sheet-list-content"), header = $("sheet-header");
          const select = $("device"), reduce = $("reduce-motion"), log = $("log");

          // Time: seconds since the page started, never decreasing, to the microsecond (so every
          // input written to `inputs` replays exactly through `sheetc simulate --events`).
          const start = performance.now();
          let clock = 0;
          const at = (milliseconds) => {
            const t = Math.round((milliseconds - start) * 1000) / 1e6;
            clock = Math.max(clock, t);
            return clock;
          };
          const pt = (value) => Math.round(value * 10000) / 10000;
          const record = (t, line) => playground.inputs.push(t.toFixed(6) + " " + line);

          let profile = profiles.find((p) => p.name === select.value) || profiles[0];
          const load = () => {
            const text = new TextEncoder().encode(manifestText);
            const pointer = w.sheet_input(text.length);
            new Uint8Array(w.memory.buffer, pointer, text.length).set(text);
            const status = w.sheet_load(text.length, profile.width, profile.height, profile.top, profile.bottom, reduce.checked ? 1 : 0, 0);
            if (status !== 0) {
              const bytes = new Uint8Array(w.memory.buffer, w.sheet_failure(), Math.max(status, 0));
              fail("The manifest was refused: " + new TextDecoder().decode(bytes));
              return false;
            }
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

          // Drawing: the card per the manifest, sized to the device (1 CSS px = 1 pt).
          const rgba = (hex, alpha = 1) => {
            const n = (i) => parseInt(hex.slice(i, i + 2), 16);
            return `rgba(${n(1)},${n(3)},${n(5)},${(n(7) / 255) * alpha})`;
          };
          const appearance = manifest.appearance;
          // A detached card (placement.bottomMargin > 0) rounds all four corners.
          const lower = manifest.placement.bottomMargin > 0 ? appearance.cornerRadius : 0;
          card.style.borderRadius = `${appearance.cornerRadius}px ${appearance.cornerRadius}px ${lower}px ${lower}px`;
          $("sheet-surface").style.borderRadius = card.style.borderRadius;
          $("sheet-surface").style.background = rgba(appearance.backgroundColor);
          const shadows = [];
          if (appearance.border) shadows.push(`0 0 0 ${appearance.border.width}px ${rgba(appearance.border.color)}`);
          if (appearance.shadow) shadows.push(`0 ${appearance.shadow.offsetY}px ${appearance.shadow.radius}px ${rgba(appearance.shadow.color)}`);
          card.style.boxShadow = shadows.join(", ");
          const indicator = manifest.popUpIndicator;
          if (indicator) {
            Object.assign(handle.style, { width: indicator.width + "px", height: indicator.height + "px", top: indicator.topMargin + "px",
              borderRadius: indicator.cornerRadius + "px", background: rgba(indicator.color) });
          } else {
            Object.assign(handle.style, { width: "100%", height: "12px", top: "0" });
          }
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
          };
          layoutDevice();

          // Buttons: a move from code to each state, and a dismissal.
          names.forEach((name, index) => {
            const button = document.createElement("button");
            button.type = "button";
            button.id = "move-" + name;
            button.textContent = name;
            button.addEventListener("click", (event) => {
              const t = at(event.timeStamp);
              w.sheet_move_to(index, t);
              record(t, "move-to " + name);
            });
            $("state-buttons").appendChild(button);
          });
          $("dismiss").addEventListener("click", (event) => {
            const t = at(event.timeStamp);
            w.sheet_dismiss(t);
            record(t, "dismiss");
          });
          reduce.addEventListener("change", () => w.sheet_reduce_motion(reduce.checked ? 1 : 0));
          // The keyboard and, for a fit state, the content's height go to the controller, which
          // raises, expands or resizes the sheet as the spec says; recorded as script lines.
          const keyboard = $("keyboard"), content = $("content");
          const hasFit = manifest.states.some((state) => state.height.fit);
          $("content-control").hidden = !hasFit;
          const surroundings = (event) => {
            const t = at(event.timeStamp);
            const k = keyboard.checked ? Math.round(profile.height * 0.4) : 0;
            const c = event.target === content ? Number(content.value) : -1;
            // The keyboard moves over iOS's 0.25 s; the controller animates the sheet with it.
            w.sheet_surroundings(k, event.target === keyboard ? 0.25 : 0, c, t);
            if (event.target === keyboard) record(t, "keyboard " + k + " over 0.25");
            else record(t, "content " + c);
          };
          keyboard.addEventListener("change", surroundings);
          content.addEventListener("input", surroundings);
          select.addEventListener("change", (event) => {
            profile = profiles.find((p) => p.name === select.value) || profile;
            const t = at(event.timeStamp);
            w.sheet_resize(profile.width, profile.height, profile.top, profile.bottom, t);
            record(t, "resize " + profile.name);
            layoutDevice();
          });

          // Pointers (mouse, touch, pen): heights are points above the device's bottom edge.
          const heightOf = (event) => pt(frame.getBoundingClientRect().bottom - event.clientY - frame.clientTop);
          const xOf = (event) => pt(event.clientX - frame.getBoundingClientRect().left - frame.clientLeft);
          // Where a pointer belongs is the controller's answer at its touch-down (runtime.md §10):
          // 0 a drag of the sheet, 1 the backdrop, 2 the content behind, 3 the card's content, 4 the keyboard.
          let finger = null;   // {id, to, x, y, moved}
          frame.addEventListener("pointerdown", (event) => {
            if (finger || (event.pointerType === "mouse" && event.button !== 0)) return;
            const h = heightOf(event), x = xOf(event);
            const t = at(event.timeStamp);
            const scroll = list.contains(event.target);
            const offset = scroll ? pt(lastFrame.scrollOffset) : NaN;
            const to = w.sheet_touch_down(h, x, offset, t);
            record(t, `down ${h} x ${x}` + (scroll ? ` scroll ${offset}` : ""));
            finger = { id: event.pointerId, to, x: event.clientX, y: event.clientY, moved: false };
            if (to === 2) return;   // pass-through: the content behind has it
            event.preventDefault();
            frame.setPointerCapture(event.pointerId);
          });
          frame.addEventListener("pointermove", (event) => {
            if (!finger || finger.id !== event.pointerId) return;
            if (Math.hypot(event.clientX - finger.x, event.clientY - finger.y) > 10) finger.moved = true;
            const samples = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
            for (const sample of (samples.length ? samples : [event])) {
              const h = heightOf(sample);
              const t = at(sample.timeStamp);
              w.sheet_touch_move(h, t);
              record(t, "move " + h);
            }
          });
          const lift = (event, cancelled) => {
            if (!finger || finger.id !== event.pointerId) return;
            const t = at(event.timeStamp);
            if (cancelled) { w.sheet_touch_cancel(t); record(t, "cancel"); }
            else { w.sheet_touch_up(NaN, t); record(t, "up"); }
            if (finger.to === 1 && !finger.moved && !cancelled) {   // a tap on the backdrop
              w.sheet_tap_backdrop(t);
              record(t, "tap-backdrop");
            }
            finger = null;
          };
          frame.addEventListener("pointerup", (event) => lift(event, false));
          frame.addEventListener("pointercancel", (event) => lift(event, true));

          // A mouse wheel or trackpad over the card is a drag: down where the pointer is, each delta a
          // move, lifted when the wheel has been quiet for 80 ms (stamped at its last event).
          let wheel = null;
          frame.addEventListener("wheel", (event) => {
            event.preventDefault();
            const t = at(event.timeStamp);
            if (!wheel) {
              if (finger) return;
              // The controller says where it belongs; a wheel off the card is lifted at once.
              const h = heightOf(event), x = xOf(event);
              const scroll = list.contains(event.target);
              const offset = scroll ? pt(lastFrame.scrollOffset) : NaN;
              const to = w.sheet_touch_down(h, x, offset, t);
              record(t, `down ${h} x ${x}` + (scroll ? ` scroll ${offset}` : ""));
              if (to !== 0 && to !== 3) { w.sheet_touch_up(NaN, t); record(t, "up"); return; }
              wheel = { h, t };
            }
            const delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
            wheel.h = pt(wheel.h + delta);
            wheel.t = t;
            w.sheet_touch_move(wheel.h, t);
            record(t, "move " + wheel.h);
            clearTimeout(wheel.timer);
            wheel.timer = setTimeout(() => {
              const t = at(performance.now());
              w.sheet_touch_up(NaN, t);
              record(t, "up");
              wheel = null;
            }, 80);
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

          // Frames: every animation frame asks the controller and draws what it says.
          let lastFrame = { height: 0, scrollOffset: 0 };
          const draw = (milliseconds) => {
            const t = at(milliseconds);
            const pointer = w.sheet_frame(t) / 8;
            const f = doubles().subarray(pointer, pointer + 11);
            const height = f[1], alpha = f[2], phase = PHASES[f[3]] || "dismissed";
            const state = f[4] >= 0 ? names[f[4]] : "";
            const target = f[5] >= 0 ? names[f[5]] : (f[5] === -2 ? "dismissed" : "");
            lastFrame = { height, scrollOffset: f[6] };
            card.style.top = (profile.height - height) + "px";
            Object.assign(card.style, { left: f[8] + "px", width: f[9] + "px", height: f[10] + "px" });
            card.style.visibility = height > 0 ? "visible" : "hidden";
            listContent.style.transform = `translateY(${-f[6]}px)`;
            backdrop.style.background = manifest.dimming ? rgba(manifest.dimming.color, alpha) : "transparent";
            card.dataset.state = state;
            card.dataset.phase = phase;
            card.dataset.height = String(height);
            $("readout-height").textContent = height.toFixed(1) + " pt";
            $("readout-phase").textContent = phase + (target ? " → " + target : "");
            $("readout-state").textContent = state || "—";
            $("readout-alpha").textContent = alpha.toFixed(3);
            const named = w.sheet_accessibility_state();
            handle.setAttribute("aria-valuetext", named >= 0 ? names[named] : phase);
            playground.frames.push([t, height, phase]);
            if (playground.frames.length > 20000) playground.frames.splice(0, 10000);
            const count = w.sheet_take_events();
            if (count > 0) {
              const base = w.sheet_events() / 8;
              const e = doubles().subarray(base, base + count * 3);
              for (let i = 0; i < count; i += 1) {
                const [time, kind, index] = [e[3 * i], e[3 * i + 1], e[3 * i + 2]];
                const what = kind === 0 ? "willMove " + (index === -2 ? "dismissed" : names[index])
                  : kind === 1 ? "settled " + names[index] : "dismissed";
                playground.events.push({ t: time, event: what });
                const item = document.createElement("li");
                item.textContent = time.toFixed(3) + "  " + what;
                log.prepend(item);
                while (log.children.length > 50) log.lastChild.remove();
              }
            }
            if (playground.firstFrameAt === null) {
              playground.firstFrameAt = performance.now();
              playground.ready = true;
              document.documentElement.dataset.ready = "true";
            }
            requestAnimationFrame(draw);
          };
          requestAnimationFrame(draw);
        })();
        </script>
        </body>
        </html>

        """#
}

extension String {
    /// Every occurrence of `target` replaced (Foundation-free).
    fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}
