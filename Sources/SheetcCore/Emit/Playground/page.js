"use strict";
(async () => {
  // No rule lives here: events go to SheetRuntime's controller (WebAssembly) and its frames are drawn.
  const $ = (id) => document.getElementById(id);
  let manifestText = $("sheet-manifest").textContent;
  let manifest = JSON.parse(manifestText);
  const profiles = JSON.parse($("device-profiles").textContent);
  const settings = JSON.parse($("page-settings").textContent);
  // Per device profile, what the frames do not carry: {header, content} (sheetc works it out).
  let drawing = JSON.parse($("sheet-drawing").textContent);
  let names = manifest.states.map((s) => s.name);
  const PHASES = ["resting", "dragging", "animating", "dismissed", "covered"];
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
  const list = $("sheet-list"), listContent = $("sheet-list-content"), header = $("sheet-header"), surface = $("sheet-surface");
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
    const t = sheetPageLogic.seconds(milliseconds, start);
    clock = Math.max(clock, t);
    return clock;
  };
  const pt = sheetPageLogic.points;
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
    const status = w.sheet_load(put(manifestText), profile.width, profile.height, profile.top, profile.bottom, reduce.checked ? 1 : 0, 0,
      profile.displayCornerRadius);
    if (status !== 0) { fail("The manifest was refused: " + refusal(status)); return false; }
    return true;
  };
  reduce.checked = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (!load()) return;
  // The sheets the page may push onto its own (`sheetc serve`: the inputs' other sheets), added to
  // the module's catalog, which names each by its index (0: the page's own sheet). Pushing,
  // popping and what the sheet under a pushed one does are SheetRuntime's `SheetStack`.
  const catalog = [{ name: manifest.sheet, manifest, names, drawing }];
  for (const other of JSON.parse($("stack-sheets").textContent)) {
    const index = w.playground_add_sheet(put(other.manifest));
    if (index <= 0) continue;   // refused (sheet_failure says why), or the catalog is full
    const parsed = JSON.parse(other.manifest);
    catalog[index] = { name: other.sheet, manifest: parsed, names: parsed.states.map((s) => s.name), drawing: JSON.parse(other.drawing) };
  }
  // The sheet that takes touches, moves and the state buttons: the top of the stack.
  let top = 0;
  playground.catalog = catalog.map((entry) => entry.name);
  playground.barTouches = [];
  // For tests and measurements: the top sheet's resting heights on the current device, and the cost of
  // frames (the same loop `scripts/playground_bench.py` runs natively; it moves the sheet).
  playground.stateHeights = () => catalog[top].names.map((_, i) => w.sheet_state_height(i));
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
    // The screen's corners at the display's own radius (the bezel's outer edge one border wider).
    frame.style.borderRadius = profile.displayCornerRadius + "px";
    box.style.borderRadius = profile.displayCornerRadius * scale + bezel / 2 + "px";
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
  const rgba = (colour, alpha = 1) => sheetPageLogic.rgba(colour, alpha, dark());
  // The card as the frame has it: its top edge at the frame's height, its bottom edge, sides,
  // corners and background opacity the frame's too (a floating card's gaps, a glass card's
  // colour fading in as it attaches). `drawn` keeps what was set, so a resting card costs nothing.
  // A view is a card's elements: the page's own sheet's, or one pushed on it (`stackedView`).
  const baseView = { card, surface, handle, drawn: { corners: "", background: "" } };
  const drawCard = (view, f, sheetManifest) => {
    const { card, surface, drawn } = view;
    Object.assign(card.style, { top: (profile.height - f.height) + "px", bottom: f.bottom + "px", left: f.x + "px", width: f.width + "px" });
    const corners = `${f.cornerRadius}px ${f.cornerRadius}px ${f.bottomCornerRadius}px ${f.bottomCornerRadius}px`;
    if (corners !== drawn.corners) {
      drawn.corners = corners;
      card.style.borderRadius = corners;
      surface.style.borderRadius = corners;
    }
    const background = rgba(sheetManifest.appearance.backgroundColor, f.opacity);
    if (background !== drawn.background) {
      drawn.background = background;
      surface.style.background = background;
    }
    card.dataset.bottom = String(f.bottom);
    card.dataset.radius = String(f.cornerRadius);
    card.dataset.bottomRadius = String(f.bottomCornerRadius);
    card.dataset.opacity = String(f.opacity);
  };

  const draw = {};
  draw.appearance = () => {
    dress(baseView, manifest);
    for (const view of stacked) if (view) dress(view, catalog[view.index].manifest);
  };
  const dress = (view, sheetManifest) => {
    const { card, handle, drawn } = view;
    const appearance = sheetManifest.appearance;
    // The corners and the background's opacity over the material are the frame's (`drawCard`).
    card.dataset.material = appearance.material || "solid";
    drawn.background = "";
    // The placeholder rows and header read on the card whatever its colour: dark text on a light
    // card, and on glass (its colour faint or absent) the page's own.
    const light = appearance.material === "glass" ? !dark() : sheetPageLogic.isLight(appearance.backgroundColor, dark());
    card.style.color = light ? "#1C1C1E" : "#F2F2F7";
    card.style.setProperty("--rule", light ? "rgba(60,60,67,.18)" : "rgba(235,235,245,.16)");
    const shadows = [];
    if (appearance.border) shadows.push(`0 0 0 ${appearance.border.width}px ${rgba(appearance.border.color)}`);
    if (appearance.shadow) shadows.push(`0 ${appearance.shadow.offsetY}px ${appearance.shadow.radius}px ${rgba(appearance.shadow.color)}`);
    card.style.boxShadow = shadows.join(", ");
    const indicator = sheetManifest.popUpIndicator;
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
  // The bar below the sheet: four items of a tab bar, drawn at the frame's `bar`.
  const bar = $("bar");
  for (const item of ["Explore", "Search", "Saved", "You"]) {
    const span = document.createElement("span");
    span.textContent = item;
    bar.appendChild(span);
  }
  // A sheet pushed on the page's own: its backdrop and card, made when it is listed at `position`.
  const stacked = [];   // by position in the stack (0, the page's own sheet, is `baseView`)
  const stackedView = (position, index) => {
    const old = stacked[position];
    if (old && old.index === index) return old;
    if (old) { old.card.remove(); old.backdrop.remove(); }
    const entry = catalog[index];
    const element = (tag, className) => { const e = document.createElement(tag); if (className) e.className = className; return e; };
    const view = { index, backdrop: element("div", "stacked-backdrop"), card: element("div", "stacked-card"), handle: element("div", "handle"),
      surface: element("div", "surface"), header: element("div", "header"), drawn: { corners: "", background: "" } };
    view.backdrop.setAttribute("aria-hidden", "true");
    view.card.setAttribute("role", "dialog");
    view.card.setAttribute("aria-label", entry.name);
    view.card.dataset.sheet = entry.name;
    view.header.textContent = entry.name;
    view.header.style.height = entry.drawing[profile.name].header + "px";
    const rows = element("div", "rows");
    for (let i = 0; i < 12; i += 1) { const row = element("div"); row.textContent = "Row " + (i + 1); rows.appendChild(row); }
    view.surface.append(view.header, rows);
    view.card.append(view.handle, view.surface);
    frame.insertBefore(view.backdrop, bar);
    frame.insertBefore(view.card, bar);
    dress(view, entry.manifest);
    stacked[position] = view;
    return view;
  };
  const dropStacked = (count) => {
    while (stacked.length > count) {
      const view = stacked.pop();
      if (view) { view.card.remove(); view.backdrop.remove(); }
    }
  };
  const layoutDevice = () => {
    frame.style.width = profile.width + "px";
    frame.style.height = profile.height + "px";
    $("content-behind").style.paddingTop = profile.top + "px";
    header.style.height = drawing[profile.name].header + "px";
    for (const view of stacked) if (view) view.header.style.height = catalog[view.index].drawing[profile.name].header + "px";
    draw.appearance();
    fit();
  };

  // Controls that follow the manifest: a button per state, and the content slider for a fit state.
  // A hidden state (0 pt on this device) gets no button: moving there dismisses, which is the
  // Dismiss button's.
  const keyboard = $("keyboard"), content = $("content");
  const controls = () => {
    const visible = catalog[top].names.map((name, index) => [name, index]).filter(([, index]) => w.sheet_state_height(index) > 0);
    $("state-buttons").replaceChildren(...visible.map(([name, index]) => {
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
    // Where the slider starts: the content height the fit state uses now, for display only; the
    // controller hears of it when it is moved.
    const start = drawing[profile.name].content;
    $("content-control").hidden = start === null;
    if (start !== null && !content.dataset.touched) {
      content.max = String(Math.round(profile.height));
      content.value = String(start);
      $("content-value").textContent = content.value + " pt";
    }
  };
  controls();
  layoutDevice();

  $("dismiss").addEventListener("click", (event) => {
    const t = at(event.timeStamp);
    w.sheet_dismiss(t);
    record(t, "dismiss");
  });
  reduce.addEventListener("change", () => w.sheet_reduce_motion(reduce.checked ? 1 : 0));
  // The stack: a push button per other sheet, pop and pop all, recorded as `simulate --stack` lines.
  if (catalog.length > 1) {
    $("stack").hidden = false;
    $("push-buttons").replaceChildren(...catalog.slice(1).map((entry, offset) => {
      const button = document.createElement("button");
      button.type = "button";
      button.id = "push-" + entry.name;
      button.textContent = "push " + entry.name;
      button.addEventListener("click", (event) => {
        const t = at(event.timeStamp);
        w.playground_push(offset + 1, t);
        record(t, "push " + entry.name);
      });
      return button;
    }));
  }
  $("pop").addEventListener("click", (event) => { const t = at(event.timeStamp); w.playground_pop(t); record(t, "pop"); });
  $("pop-all").addEventListener("click", (event) => { const t = at(event.timeStamp); w.playground_pop_all(t); record(t, "pop-all"); });
  // The bar's height: a whole number of points from 0 to the field's maximum (anything else is
  // put back in range), moving over 0.25 s as a tab bar's would; the controller moves the sheets.
  const barField = $("bar-height");
  barField.addEventListener("change", (event) => {
    const wanted = Math.round(Number(barField.value));
    const b = Number.isFinite(wanted) ? Math.min(Math.max(wanted, 0), Number(barField.max)) : 0;
    barField.value = String(b);
    const t = at(event.timeStamp);
    w.playground_bar(b, 0.25, t);
    record(t, "bar " + b + " over 0.25");
  });
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
    w.sheet_resize(profile.width, profile.height, profile.top, profile.bottom, t, profile.displayCornerRadius);
    record(t, "resize " + profile.name);
    if (keyboard.checked) keyboard.click();
    controls();
    layoutDevice();
    remember();
  });

  // A touch the controller gave the bar (5): neither a drag nor a backdrop tap. The item under it
  // lights up and the log says so.
  const touchedBar = (t, h, x) => {
    playground.barTouches.push({ t, h, x });
    bar.dataset.touches = String(playground.barTouches.length);
    const items = bar.children;
    const item = items[Math.min(items.length - 1, Math.max(0, Math.floor(x / (profile.width / items.length))))];
    item.classList.add("touched");
    setTimeout(() => item.classList.remove("touched"), 600);
    logLine(t, "touch", "touch → bar");
  };
  // Pointers (mouse, touch, pen): heights are points above the device's bottom edge (CSS pixels ÷ scale).
  const heightOf = (event) => pt((frame.getBoundingClientRect().bottom - event.clientY) / scale);
  const xOf = (event) => pt((event.clientX - frame.getBoundingClientRect().left) / scale);
  // Where a pointer belongs is the controller's answer at its touch-down (docs/behaviour.md):
  // 0 a drag of the sheet, 1 the backdrop, 2 the content behind, 3 the card's content, 4 the keyboard,
  // 5 the bar.
  let finger = null;   // {id, to, x, y (points at the touch-down), moved}
  frame.addEventListener("pointerdown", (event) => {
    if (finger || (event.pointerType === "mouse" && event.button !== 0)) return;
    const h = heightOf(event), x = xOf(event);
    const t = at(event.timeStamp);
    const scroll = top === 0 && list.contains(event.target);
    const offset = scroll ? pt(lastFrame.scrollOffset) : NaN;
    const to = w.sheet_touch_down(h, x, offset, t);
    record(t, `down ${h} x ${x}` + (scroll ? ` scroll ${offset}` : ""));
    finger = { id: event.pointerId, to, x, h, moved: false };
    if (to === 5) touchedBar(t, h, x);
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
      // With its x: the controller's direction test may hand the touch back to the content.
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
      const scroll = top === 0 && list.contains(event.target);
      const offset = scroll ? pt(lastFrame.scrollOffset) : NaN;
      const to = w.sheet_touch_down(h, x, offset, t);
      record(t, `down ${h} x ${x}` + (scroll ? ` scroll ${offset}` : ""));
      if (to === 5) touchedBar(t, h, x);
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
  const reconfigure = (text, drawingText) => {
    const began = performance.now();
    const t = at(began);
    takeEvents();   // events name states by index: those of the old manifest go first
    const status = w.playground_reconfigure(put(text), t);
    if (status !== 0) { showProblems("The manifest was refused: " + refusal(status), []); return; }
    manifestText = text;
    manifest = JSON.parse(text);
    names = manifest.states.map((s) => s.name);
    drawing = JSON.parse(drawingText);
    Object.assign(catalog[0], { manifest, names, drawing });
    $("sheet-manifest").textContent = text;
    $("sheet-drawing").textContent = drawingText;
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
      if (settings.file) url.search = "?file=" + encodeURIComponent(settings.file);
      url.protocol = location.protocol.replace("http", "ws");
      const socket = new WebSocket(url);
      socket.addEventListener("open", () => { status.textContent = "● live"; status.classList.remove("offline"); });
      socket.addEventListener("message", (message) => {
        const update = JSON.parse(message.data);
        if (update.kind === "manifest") {
          if (!$("diagnostics").hidden) { $("diagnostics").hidden = true; fit(); }
          if (update.manifest !== manifestText) reconfigure(update.manifest, update.drawing);
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

  // Events: the controller's since the last call, named by the states they were sent with; a
  // pushed sheet's are named with their sheet.
  const logLine = (time, kind, text) => {
    const item = document.createElement("li");
    const stamp = document.createElement("span");
    stamp.className = "t";
    stamp.textContent = time.toFixed(3);
    const label = document.createElement("span");
    label.className = "kind-" + kind;
    label.textContent = text;
    item.append(stamp, label);
    log.prepend(item);
    while (log.children.length > 50) log.lastChild.remove();
  };
  const takeEvents = () => {
    const count = w.sheet_take_events();
    if (count <= 0) return;
    const base = w.sheet_events() / 8;
    const e = doubles().subarray(base, base + count * 4);
    for (let i = 0; i < count; i += 1) {
      const [time, kind, index, sheet] = [e[4 * i], e[4 * i + 1], e[4 * i + 2], e[4 * i + 3]];
      const entry = catalog[sheet] || catalog[0];
      const what = kind === 0 ? "willMove " + (index === -2 ? "dismissed" : entry.names[index])
        : kind === 1 ? "settled " + entry.names[index] : "dismissed";
      playground.events.push({ t: time, event: what, sheet: entry.name });
      logLine(time, what.split(" ")[0], (catalog.length > 1 ? entry.name + " " : "") + what.replace(" ", " → "));
    }
  };

  // Frames: every animation frame asks the controller and draws what it says. The module writes
  // a frame's numbers in the order of `settings.frameFields`; they are read by those names.
  const readFrames = (t) => {
    const pointer = w.sheet_frame(t) / 8, size = settings.frameFields.length;
    const count = Math.max(1, w.playground_sheet_count());
    const numbers = doubles();
    const frames = [];
    for (let i = 0; i < count; i += 1) {
      frames.push(sheetPageLogic.namedFrame(settings.frameFields, numbers.subarray(pointer + i * size, pointer + (i + 1) * size)));
    }
    return frames;
  };
  // A frame's place in words, for the stack's list: "covered, returning to half".
  const place = (f, entry) => {
    const phase = PHASES[f.phase] || "dismissed";
    const state = f.state >= 0 ? entry.names[f.state] : "";
    const target = f.target >= 0 ? entry.names[f.target] : (f.target === -2 ? "dismissed" : "");
    return { phase, state, target,
      text: phase === "covered" ? "covered, returning to " + state : state ? "resting in " + state : phase + (target ? " → " + target : "") };
  };
  let lastFrame = { height: 0, scrollOffset: 0 };
  let listed = "";
  const frameLoop = (milliseconds) => {
    // While a wheel drag waits for its lift, the clock stays at its last event (unless the
    // sheet animates on its own: a wheel the controller gave the content).
    const t = wheel && lastFrame.phase !== "animating" ? wheel.t : at(milliseconds, true);
    const frames = readFrames(t);
    const f = frames[0];
    const height = f.height, alpha = f.alpha, phase = PHASES[f.phase] || "dismissed";
    const state = f.state >= 0 ? names[f.state] : "";
    lastFrame = { height, scrollOffset: f.scrollOffset, phase };
    drawCard(baseView, f, manifest);
    card.style.visibility = height > 0 ? "visible" : "hidden";
    listContent.style.transform = `translateY(${-f.scrollOffset}px)`;
    backdrop.style.background = manifest.dimming ? rgba(manifest.dimming.color, alpha) : "transparent";
    card.dataset.state = state;
    card.dataset.phase = phase;
    // To 0.1 pt, as the readout shows it (not 475.79999999999995).
    card.dataset.height = String(Math.round(height * 10) / 10);
    card.dataset.progress = String(f.progress);
    // Each sheet's backdrop under its own card and over everything below it; every backdrop stops
    // at the bar's top edge; the bar drawn under every card but those whose bottom is below its top
    // (a card over the bar is drawn over it, the ones above that card too).
    const b = f.bar;
    backdrop.style.bottom = b + "px";
    backdrop.style.zIndex = "10";
    card.style.zIndex = "11";
    card.dataset.overBar = String(b > 0 && f.bottom < b);
    let barLayer = 10 + 3 * frames.length;
    if (b > 0 && f.bottom < b && height > 0) barLayer = 9;
    dropStacked(frames.length);
    for (let i = 1; i < frames.length; i += 1) {
      const sf = frames[i], entry = catalog[sf.sheet] || catalog[0];
      const view = stackedView(i, catalog[sf.sheet] ? sf.sheet : 0);
      drawCard(view, sf, entry.manifest);
      const where = place(sf, entry);
      view.card.style.visibility = sf.height > 0 ? "visible" : "hidden";
      view.card.style.zIndex = String(11 + 3 * i);
      view.backdrop.style.zIndex = String(10 + 3 * i);
      view.backdrop.style.bottom = b + "px";
      view.backdrop.style.background = entry.manifest.dimming ? rgba(entry.manifest.dimming.color, sf.alpha) : "transparent";
      Object.assign(view.card.dataset, { state: where.state, phase: where.phase, height: String(Math.round(sf.height * 10) / 10),
        progress: String(sf.progress), overBar: String(b > 0 && sf.bottom < b) });
      if (b > 0 && sf.bottom < b && sf.height > 0 && barLayer > 9 + 3 * i) barLayer = 9 + 3 * i;
    }
    bar.hidden = !(b > 0);
    bar.style.height = b + "px";
    bar.style.zIndex = String(barLayer);
    bar.dataset.height = String(b);
    // The readout, the state buttons and the grab handle's value follow the top sheet: the one
    // that takes touches and moves (the highest listed that is not leaving).
    const topSheet = w.playground_top_sheet();
    if (topSheet !== top && catalog[topSheet]) { top = topSheet; highlighted = null; controls(); }
    let shown = frames.length - 1;
    while (shown > 0 && frames[shown].sheet !== top) shown -= 1;
    const tf = frames[shown], topEntry = catalog[top];
    const topPlace = place(tf, topEntry);
    $("readout-sheet").textContent = catalog.length > 1 ? "· " + topEntry.name : "";
    $("readout-height").innerHTML = tf.height.toFixed(1) + "<small>pt</small>";
    $("readout-state").textContent = topPlace.state || (topPlace.target ? "→ " + topPlace.target : topPlace.phase);
    $("readout-state").classList.toggle("moving", !topPlace.state);
    $("readout-phase").textContent = topPlace.phase + (topPlace.target ? " → " + topPlace.target : "");
    $("readout-progress").textContent = Number.isFinite(tf.progress) ? tf.progress.toFixed(3) : "—";
    $("readout-alpha").textContent = tf.alpha.toFixed(2);
    const named = w.sheet_accessibility_state();
    handle.setAttribute("aria-valuetext", named >= 0 ? topEntry.names[named] : topPlace.phase);
    if (phase === "resting" && state !== restingState) { restingState = state; remember(); }
    // The button of the state the top sheet rests in, highlighted while it rests there.
    const resting = topPlace.phase === "resting" ? topPlace.state : "";
    if (resting !== highlighted) {
      highlighted = resting;
      for (const button of $("state-buttons").children) button.setAttribute("aria-current", String(button.id === "move-" + resting));
    }
    // The stack, top first, when the page can push: each sheet's phase and state, a covered one's
    // return state.
    if (catalog.length > 1) {
      const rows = frames.map((sf) => { const entry = catalog[sf.sheet] || catalog[0]; return [entry.name, place(sf, entry)]; }).reverse();
      const text = rows.map(([name, where]) => name + ":" + where.text).join("|");
      if (text !== listed) {
        listed = text;
        $("stack-list").replaceChildren(...rows.map(([name, where]) => {
          const item = document.createElement("li");
          Object.assign(item.dataset, { sheet: name, phase: where.phase, state: where.state });
          const label = document.createElement("b");
          label.textContent = name;
          item.append(label, " — " + where.text);
          return item;
        }));
      }
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
