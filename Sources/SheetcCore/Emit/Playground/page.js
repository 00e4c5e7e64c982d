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
  const drawn = { corners: "", background: "" };
  const drawCard = (f) => {
    Object.assign(card.style, { top: (profile.height - f.height) + "px", bottom: f.bottom + "px", left: f.x + "px", width: f.width + "px" });
    const corners = `${f.cornerRadius}px ${f.cornerRadius}px ${f.bottomCornerRadius}px ${f.bottomCornerRadius}px`;
    if (corners !== drawn.corners) {
      drawn.corners = corners;
      card.style.borderRadius = corners;
      surface.style.borderRadius = corners;
    }
    const background = rgba(manifest.appearance.backgroundColor, f.opacity);
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
    const appearance = manifest.appearance;
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
    header.style.height = drawing[profile.name].header + "px";
    draw.appearance();
    fit();
  };

  // Controls that follow the manifest: a button per state, and the content slider for a fit state.
  // A hidden state (0 pt on this device) gets no button: moving there dismisses, which is the
  // Dismiss button's.
  const keyboard = $("keyboard"), content = $("content");
  const controls = () => {
    const visible = names.map((name, index) => [name, index]).filter(([, index]) => w.sheet_state_height(index) > 0);
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

  // Pointers (mouse, touch, pen): heights are points above the device's bottom edge (CSS pixels ÷ scale).
  const heightOf = (event) => pt((frame.getBoundingClientRect().bottom - event.clientY) / scale);
  const xOf = (event) => pt((event.clientX - frame.getBoundingClientRect().left) / scale);
  // Where a pointer belongs is the controller's answer at its touch-down (docs/behaviour.md):
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

  // Frames: every animation frame asks the controller and draws what it says. The module writes
  // a frame's numbers in the order of `settings.frameFields`; they are read by those names.
  const readFrame = (t) => {
    const pointer = w.sheet_frame(t) / 8;
    return sheetPageLogic.namedFrame(settings.frameFields, doubles().subarray(pointer, pointer + settings.frameFields.length));
  };
  let lastFrame = { height: 0, scrollOffset: 0 };
  const frameLoop = (milliseconds) => {
    // While a wheel drag waits for its lift, the clock stays at its last event (unless the
    // sheet animates on its own: a wheel the controller gave the content).
    const t = wheel && lastFrame.phase !== "animating" ? wheel.t : at(milliseconds, true);
    const f = readFrame(t);
    const height = f.height, alpha = f.alpha, phase = PHASES[f.phase] || "dismissed";
    const state = f.state >= 0 ? names[f.state] : "";
    const target = f.target >= 0 ? names[f.target] : (f.target === -2 ? "dismissed" : "");
    lastFrame = { height, scrollOffset: f.scrollOffset, phase };
    drawCard(f);
    card.style.visibility = height > 0 ? "visible" : "hidden";
    listContent.style.transform = `translateY(${-f.scrollOffset}px)`;
    backdrop.style.background = manifest.dimming ? rgba(manifest.dimming.color, alpha) : "transparent";
    card.dataset.state = state;
    card.dataset.phase = phase;
    // To 0.1 pt, as the readout shows it (not 475.79999999999995).
    card.dataset.height = String(Math.round(height * 10) / 10);
    card.dataset.progress = String(f.progress);
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
