#!/usr/bin/env python3
"""Sheets stacked in `sheetc serve`'s page, and the bar below them (docs/playground.md), with the
built binaries and headless Chromium (Debian's, driven by Playwright), on a folder holding the
Maps samples, GlideCard and a system sheet:

- the page of MapsSearch offers every other sheet of the folder as a push button (not itself, not
  the system sheet);
- pushing MapsPlace (`stack.below: hide`) covers MapsSearch: its card says `covered`, returning to
  the state it was in, and is out of sight; the stack's list says so; popping brings it back to
  that state at its height;
- pushing GlideCard (no `stack` key: `below: stay`) leaves MapsSearch where it was, covered; pop
  all brings it back;
- a bar height: the bar is drawn that high, every state stands on it, the backdrop stops at its top
  edge, the card is drawn under the bar at peek and over it at full (its `bottom` below the bar's
  top); a touch on the bar goes to the bar (shown on the page), neither dragging nor tapping the
  backdrop;
- everything the page sent, replayed through `sheetc simulate --stack … --events`, ends where the
  page ended: each listed sheet's phase and state.

    python3 Tests/Browser/serve_stack_test.py [--sheetc PATH] [--chromium PATH] [--artifacts DIR]

Screenshots go to DIR (default .build-artifacts/serve-stack). Prints 'N passed, N failed'.
"""
import browser_support
import json
import os
import shutil
import subprocess
import tempfile

from playwright.async_api import async_playwright
from serve_test import Server, free_port

ROOT = browser_support.ROOT
SHEETS = ["MapsSearch", "MapsPlace", "GlideCard", "SystemShareMenu"]
BAR = 83


def report(results, label, problems):
    results.append(browser_support.report(label, problems))


async def card(page, selector):
    """A card's data-* (state, phase, height, over-bar) and its computed z-index."""
    return await page.evaluate("""(selector) => {
        const card = document.querySelector(selector);
        if (!card) return null;
        return { state: card.dataset.state, phase: card.dataset.phase, height: parseFloat(card.dataset.height),
                 overBar: card.dataset.overBar, z: parseInt(getComputedStyle(card).zIndex, 10),
                 visible: getComputedStyle(card).visibility === "visible" };
    }""", selector)


async def settle(page, condition, timeout=5000):
    await page.wait_for_function(condition, timeout=timeout)
    await page.wait_for_timeout(100)


BASE = "#sheet-card"
PLACE = ".stacked-card[data-sheet='MapsPlace']"
GLIDE = ".stacked-card[data-sheet='GlideCard']"


async def press(page, height, x):
    """A mouse press and release `height` points above the device's bottom edge, `x` from its left."""
    box = await page.evaluate("""() => { const r = document.getElementById('device-frame').getBoundingClientRect();
                                         return { left: r.left, bottom: r.bottom, scale: sheetPlayground.scale }; }""")
    await page.mouse.move(box["left"] + x * box["scale"], box["bottom"] - height * box["scale"])
    await page.mouse.down()
    await page.mouse.up()


async def stack_and_bar(args, browser, results, folder):
    server = Server(args.sheetc, [folder, "--port", str(free_port())], ROOT)
    if not server.start():
        report(results, "serve starts", [f"no address printed: {server.stderr()}"])
        return
    page = await browser.new_page(viewport={"width": 1280, "height": 720})
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        await page.goto(server.address + "sheet/MapsSearch#device=iphone-15")
        await page.wait_for_function("window.sheetPlayground && sheetPlayground.ready", timeout=10000)

        # Push buttons: every other sheet of the folder, not itself nor the system sheet.
        problems = []
        buttons = await page.evaluate("[...document.querySelectorAll('#push-buttons button')].map((b) => b.id)")
        if sorted(buttons) != ["push-GlideCard", "push-MapsPlace"]:
            problems.append(f"push buttons {buttons}, expected GlideCard and MapsPlace")
        if await page.locator("#stack").is_hidden():
            problems.append("the stack section is hidden")
        report(results, "the page offers the folder's other sheets as push buttons", problems + errors)

        # Push MapsPlace over MapsSearch at half: below: hide.
        problems = []
        await page.click("#move-half")
        await settle(page, f"document.querySelector('{BASE}').dataset.state === 'half' && document.querySelector('{BASE}').dataset.phase === 'resting'")
        half = float((await card(page, BASE))["height"])
        await page.click("#push-MapsPlace")
        await settle(page, f"document.querySelector(\"{PLACE}\") && document.querySelector(\"{PLACE}\").dataset.phase === 'resting' "
                           f"&& document.querySelector('{BASE}').dataset.height === '0'")
        base, place = await card(page, BASE), await card(page, PLACE)
        if (base["phase"], base["state"], base["height"], base["visible"]) != ("covered", "half", 0, False):
            problems.append(f"MapsSearch under MapsPlace is {base}, expected covered, returning to half, out of sight")
        if (place["phase"], place["state"]) != ("resting", "summary") or not place["visible"]:
            problems.append(f"MapsPlace is {place}, expected resting in summary")
        listed = await page.evaluate("[...document.querySelectorAll('#stack-list li')].map((li) => [li.dataset.sheet, li.dataset.phase, li.dataset.state, li.textContent])")
        if [row[:3] for row in listed] != [["MapsPlace", "resting", "summary"], ["MapsSearch", "covered", "half"]]:
            problems.append(f"the stack's list says {listed}")
        if "covered, returning to half" not in " ".join(row[3] for row in listed):
            problems.append(f"the stack's list does not say 'covered, returning to half': {listed}")
        if "MapsPlace" not in await page.locator("#readout-sheet").text_content():
            problems.append("the readout does not follow the top sheet")
        buttons = await page.evaluate("[...document.querySelectorAll('#state-buttons button')].map((b) => b.id)")
        if buttons != ["move-summary", "move-details"]:
            problems.append(f"the state buttons are {buttons}, not the top sheet's")
        await page.screenshot(path=os.path.join(args.artifacts, "MapsSearch-MapsPlace-pushed.png"))
        report(results, "push MapsPlace: MapsSearch is covered (hidden), returning to half", problems + errors)

        # Pop: MapsSearch returns to half, at its height.
        problems = []
        await page.click("#pop")
        await settle(page, f"!document.querySelector(\"{PLACE}\") && document.querySelector('{BASE}').dataset.phase === 'resting'")
        base = await card(page, BASE)
        if base["state"] != "half" or abs(base["height"] - half) > 0.1 or not base["visible"]:
            problems.append(f"after pop MapsSearch is {base}, expected resting in half at {half} pt")
        dismissed = await page.evaluate("sheetPlayground.events.filter((e) => e.sheet === 'MapsPlace' && e.event === 'dismissed').length")
        if dismissed != 1:
            problems.append(f"MapsPlace was dismissed {dismissed} times")
        report(results, "pop: MapsPlace leaves and MapsSearch returns to half", problems + errors)

        # Push GlideCard (below: stay): MapsSearch stays where it is, covered; pop all brings it back.
        problems = []
        await page.click("#push-GlideCard")
        await settle(page, f"document.querySelector(\"{GLIDE}\") && document.querySelector(\"{GLIDE}\").dataset.phase === 'resting'")
        base = await card(page, BASE)
        if base["phase"] != "covered" or base["state"] != "half" or abs(base["height"] - half) > 0.1 or not base["visible"]:
            problems.append(f"MapsSearch under GlideCard is {base}, expected covered at half, in sight")
        await page.screenshot(path=os.path.join(args.artifacts, "MapsSearch-GlideCard-pushed.png"))
        await page.click("#pop-all")
        await settle(page, f"!document.querySelector(\"{GLIDE}\") && document.querySelector('{BASE}').dataset.phase === 'resting'")
        base = await card(page, BASE)
        if base["state"] != "half":
            problems.append(f"after pop all MapsSearch is {base}")
        report(results, "push GlideCard (stay): MapsSearch stays, covered; pop all returns it", problems + errors)

        # The bar: drawn that high, the states standing on it, the backdrop stopping at its top.
        problems = []
        await page.click("#move-peek")
        await settle(page, f"document.querySelector('{BASE}').dataset.state === 'peek' && document.querySelector('{BASE}').dataset.phase === 'resting'")
        peek = float((await card(page, BASE))["height"])
        await page.fill("#bar-height", str(BAR))
        await page.dispatch_event("#bar-height", "change")
        await settle(page, f"document.querySelector('{BASE}').dataset.phase === 'resting' && document.getElementById('bar').dataset.height === '{BAR}'")
        drawn = await page.evaluate("""() => { const bar = document.getElementById('bar'), frame = document.getElementById('device-frame');
            return { hidden: bar.hidden, height: bar.getBoundingClientRect().height / sheetPlayground.scale,
                     backdropBottom: parseFloat(getComputedStyle(document.getElementById('backdrop')).bottom), z: parseInt(getComputedStyle(bar).zIndex, 10) }; }""")
        base = await card(page, BASE)
        if drawn["hidden"] or abs(drawn["height"] - BAR) > 0.5:
            problems.append(f"the bar is drawn {drawn}")
        if abs(base["height"] - (peek + BAR)) > 0.1:
            problems.append(f"peek stands at {base['height']} pt on the bar, expected {peek + BAR}")
        if abs(drawn["backdropBottom"] - BAR) > 0.01:
            problems.append(f"the backdrop stops {drawn['backdropBottom']} px above the bottom, not at the bar's top")
        if base["overBar"] != "false" or not drawn["z"] > base["z"]:
            problems.append(f"at peek the card is drawn over the bar ({base}, bar z {drawn['z']})")
        report(results, "a bar: drawn, the states standing on it, the backdrop stopping at its top, the card under it", problems + errors)

        # A touch on the bar: the bar's, neither a drag nor a backdrop tap, and shown.
        problems = []
        events_before = await page.evaluate("sheetPlayground.events.length")
        await press(page, 40, 30)
        await page.wait_for_timeout(300)
        touches = await page.evaluate("sheetPlayground.barTouches.length")
        shown = await page.evaluate("[document.getElementById('bar').dataset.touches, document.getElementById('log').textContent]")
        base = await card(page, BASE)
        if touches != 1 or shown[0] != "1" or "touch → bar" not in shown[1]:
            problems.append(f"the touch was not shown as the bar's: {touches} bar touches, data-touches {shown[0]}")
        if (base["phase"], base["state"]) != ("resting", "peek") or await page.evaluate("sheetPlayground.events.length") != events_before:
            problems.append(f"the touch on the bar moved the sheet: {base}")
        await page.screenshot(path=os.path.join(args.artifacts, "MapsSearch-bar.png"))
        report(results, "a touch on the bar goes to the bar, shown on the page, moving nothing", problems + errors)

        # At full, MapsSearch covers the bar: drawn over it.
        problems = []
        await page.click("#move-full")
        await settle(page, f"document.querySelector('{BASE}').dataset.state === 'full' && document.querySelector('{BASE}').dataset.phase === 'resting'")
        base = await card(page, BASE)
        bar_z = await page.evaluate("parseInt(getComputedStyle(document.getElementById('bar')).zIndex, 10)")
        if base["overBar"] != "true" or not base["z"] > bar_z:
            problems.append(f"at full the card is not drawn over the bar ({base}, bar z {bar_z})")
        await page.screenshot(path=os.path.join(args.artifacts, "MapsSearch-full-over-bar.png"))
        # Then MapsPlace pushed on the bar: MapsSearch hides, MapsPlace stands on the bar.
        await page.click("#push-MapsPlace")
        await settle(page, f"document.querySelector(\"{PLACE}\") && document.querySelector(\"{PLACE}\").dataset.phase === 'resting' "
                           f"&& document.querySelector('{BASE}').dataset.height === '0'")
        place = await card(page, PLACE)
        if place["overBar"] != "false" or abs(place["height"] - (260 + BAR)) > 0.1:
            problems.append(f"MapsPlace on the bar is {place}, expected 343 pt, under the bar")
        await page.screenshot(path=os.path.join(args.artifacts, "MapsPlace-on-bar.png"))
        report(results, "at full the card is drawn over the bar; a pushed sheet stands on it", problems + errors)

        # Everything the page sent, replayed through simulate with the same sheets, ends the same.
        problems = []
        await page.click("#pop")
        await settle(page, f"!document.querySelector(\"{PLACE}\") && document.querySelector('{BASE}').dataset.phase === 'resting'")
        inputs = await page.evaluate("sheetPlayground.inputs")
        final = await page.evaluate(f"[document.querySelector('{BASE}').dataset.state, document.querySelector('{BASE}').dataset.phase, "
                                    f"parseFloat(document.querySelector('{BASE}').dataset.height)]")
        command = [args.sheetc, "simulate", os.path.join(folder, "MapsSearch.sheet.yaml"), "--device", "iphone-15",
                   "--stack", os.path.join(folder, "MapsPlace.sheet.yaml"), "--stack", os.path.join(folder, "GlideCard.sheet.yaml"),
                   "--events", "-", "--format", "json"]
        ran = subprocess.run(command, input="\n".join(inputs) + "\n", capture_output=True, text=True)
        if ran.returncode != 0:
            problems.append(f"simulate failed ({ran.returncode}): {ran.stderr.strip()[:400]}")
        else:
            simulated = json.loads(ran.stdout)
            stack = simulated["final"]["stack"]
            if len(stack) != 1 or [stack[0]["state"], stack[0]["phase"]] != final[:2] or abs(stack[0]["height"] - final[2]) > 0.5:
                problems.append(f"simulate ends at {stack}, the page at {final}")
            page_events = await page.evaluate("sheetPlayground.events.map((e) => e.sheet + ' ' + e.event)")
            sim_events = [e["sheet"] + " " + (e["event"] if e["event"] == "dismissed" else e["event"] + " " + (e.get("target") or e.get("state") or ""))
                          for e in simulated["events"] if e["event"] in ("willMove", "settled", "dismissed")]
            if [e.strip() for e in sim_events] != page_events:
                problems.append(f"events differ:\n       page     {page_events}\n       simulate {sim_events}")
        report(results, f"the page's {len(inputs)} inputs replayed through simulate --stack end where the page ended", problems + errors)
    except Exception as error:
        report(results, "the stack and the bar in the page", [f"{type(error).__name__}: {error}"] + errors)
        await page.screenshot(path=os.path.join(args.artifacts, "failure.png"))
    finally:
        await page.close()
        server.stop()


async def run(args):
    folder = tempfile.mkdtemp(prefix="sheetc-serve-stack-")
    for sheet in SHEETS:
        shutil.copy(os.path.join(ROOT, "Samples", sheet + ".sheet.yaml"), folder)
    os.makedirs(args.artifacts, exist_ok=True)
    results = []
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        await stack_and_bar(args, browser, results, folder)
        await browser.close()
    shutil.rmtree(folder, ignore_errors=True)
    failed = results.count(False)
    print(f"serve stack: {len(results) - failed} passed, {failed} failed")
    return failed == 0


def main():
    browser_support.main(run, __doc__, "serve_stack_test", "serve-stack")


if __name__ == "__main__":
    main()
