#!/usr/bin/env python3
"""The playground page fits the window (docs/playground.md), in a real browser: the built sheetc
writes the Samples' pages, and headless Chromium (Debian's, driven by Playwright) opens them at
1280 × 720, 1920 × 1080 and on a 390 × 844 touch screen. At each size, on a phone and a tablet
profile, the card's top 40 CSS pixels and its handle are inside the window, the device is never
drawn above 1:1, nothing overflows sideways, and the card follows a drag (a mouse; a finger on the
touch screen). Also: the content control only for a `fit` sheet, starting at the content height
the sheet uses; the drawn keyboard; the zoom switch; light/dark from `prefers-color-scheme`; the
view in the URL's fragment; `data-progress`; the picker of a file's sheets.

    python3 Tests/Browser/layout_test.py [--sheetc PATH] [--chromium PATH] [--artifacts DIR]

Screenshots go to DIR (default .build-artifacts/playground-layout). Prints 'N passed, N failed'.
"""
import browser_support
import asyncio
import base64
import os
import statistics
import shutil
import subprocess
import sys
import tempfile

from playwright.async_api import async_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIRST_FRAMES = []  # ms from navigation to the first frame drawn, per page opened in `fits`
WINDOWS = [(1280, 720, False), (1920, 1080, False), (390, 844, True)]
CASES = [("GlideCard", "iphone-15"), ("MapsDrawer", "iphone-15"), ("GlideCard", "ipad-11"), ("ConfirmCard", "iphone-se-landscape")]


async def ready(page, url):
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    await page.goto(url)
    await page.wait_for_function("window.sheetPlayground && window.sheetPlayground.ready", timeout=10000)
    await page.wait_for_function("document.querySelector('#sheet-card').dataset.phase === 'resting'", timeout=10000)
    return errors


async def card_state(page):
    return await page.evaluate("""() => {
        const card = document.getElementById('sheet-card'), handle = document.getElementById('sheet-handle');
        const c = card.getBoundingClientRect(), h = handle.getBoundingClientRect();
        return {top: c.top, left: c.left, right: c.right, handleTop: h.top, handleBottom: h.bottom, handleLeft: h.left, handleRight: h.right,
                height: Number(card.dataset.height), phase: card.dataset.phase, scale: sheetPlayground.scale,
                innerWidth, innerHeight, scrollWidth: document.scrollingElement.scrollWidth};
    }""")


async def drag(page, touch, x, y, distance):
    """Drags from (x, y) up by `distance` CSS pixels in 10 steps; returns the card's height while still held."""
    if touch:
        cdp = await page.context.new_cdp_session(page)
        await cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, 11):
            await cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y - distance * step / 10}]})
            await page.wait_for_timeout(16)
        await page.wait_for_timeout(60)
        held = await card_state(page)
        await cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    else:
        await page.mouse.move(x, y)
        await page.mouse.down()
        for step in range(1, 11):
            await page.mouse.move(x, y - distance * step / 10)
            await page.wait_for_timeout(16)
        await page.wait_for_timeout(60)
        held = await card_state(page)
        await page.mouse.up()
    return held


async def fits(browser, pages, artifacts):
    """Every case at every window size: visible, at most 1:1, no sideways overflow, draggable."""
    results = []
    for width, height, touch in WINDOWS:
        context = await browser.new_context(viewport={"width": width, "height": height}, has_touch=touch, is_mobile=touch)
        for sheet, device in CASES:
            label = f"{sheet} on {device} at {width}x{height}{' (touch)' if touch else ''}"
            problems = []
            page = await context.new_page()
            try:
                errors = await ready(page, f"file://{pages}/{sheet}.html#device={device}")
                problems += errors
                FIRST_FRAMES.append(await page.evaluate("sheetPlayground.firstFrameAt"))
                s = await card_state(page)
                if s["scale"] > 1:
                    problems.append(f"drawn above 1:1 (scale {s['scale']})")
                if s["scrollWidth"] > s["innerWidth"]:
                    problems.append(f"the page overflows sideways ({s['scrollWidth']} > {s['innerWidth']} px)")
                if not (0 <= s["top"] and s["top"] + 40 <= s["innerHeight"]):
                    problems.append(f"the card's top 40 px are not in the window (top {s['top']:.1f}, window {s['innerHeight']})")
                if not (0 <= s["handleTop"] and s["handleBottom"] <= s["innerHeight"] and 0 <= s["handleLeft"] and s["handleRight"] <= s["innerWidth"]):
                    problems.append(f"the handle is not in the window ({s['handleTop']:.1f}..{s['handleBottom']:.1f})")
                before = s["height"]
                x = (max(s["left"], 0) + min(s["right"], s["innerWidth"])) / 2
                # Up from a lower state, down from the highest (up there the card would rubber-band).
                up = 60 if before < max(await page.evaluate("sheetPlayground.stateHeights()")) - 0.5 else -60
                held = await drag(page, touch, x, s["top"] + 20, up)
                expected = before + up / s["scale"]
                if held["phase"] != "dragging" or abs(held["height"] - expected) > 2 / s["scale"] + 1:
                    problems.append(f"a drag of {up} px up from {before:.1f} pt held the card at {held['height']:.1f} pt "
                                    f"({held['phase']}), expected {expected:.1f} pt")
                await page.wait_for_timeout(600)
                await page.screenshot(path=os.path.join(artifacts, f"{sheet}-{device}-{width}x{height}.png"))
            except Exception as error:
                problems.append(f"{type(error).__name__}: {error}")
            await page.close()
            results.append(browser_support.report(label, problems))
        await context.close()
    return results


async def controls(browser, pages, artifacts):
    """The page's controls, each checked once."""
    results = []
    context = await browser.new_context(viewport={"width": 1280, "height": 720}, color_scheme="dark")
    page = None

    async def check(label, body):
        # A new page for each: going to the same file with another fragment would not reload it.
        nonlocal page
        page = await context.new_page()
        problems = []
        try:
            problems += await body()
        except Exception as error:
            problems.append(f"{type(error).__name__}: {error}")
        await page.close()
        results.append(browser_support.report(label, problems))

    async def content_only_for_fit():
        problems = []
        await ready(page, f"file://{pages}/GlideCard.html")
        if await page.locator("#content-control").is_visible():
            problems.append("GlideCard has no fit state, yet the content control shows")
        await page.goto(f"file://{pages}/ConfirmCard.html")
        await ready(page, f"file://{pages}/ConfirmCard.html#device=iphone-15")
        if not await page.locator("#content-control").is_visible():
            problems.append("ConfirmCard's fit state has no content control")
        # The fit state rests at its max until the content reports a height: the slider starts at
        # the height the sheet uses, so reporting the slider's value as it stands moves nothing.
        before = float(await page.locator("#sheet-card").get_attribute("data-height"))
        await page.evaluate("() => { const c = document.getElementById('content'); c.dispatchEvent(new Event('input')); }")
        await page.wait_for_timeout(400)
        after = float(await page.locator("#sheet-card").get_attribute("data-height"))
        if abs(after - before) > 0.5:
            value = await page.locator("#content").input_value()
            problems.append(f"the content control starts at {value} pt, which moves the sheet from {before} to {after} pt")
        return problems

    async def keyboard_drawn():
        await ready(page, f"file://{pages}/SignInCard.html#device=iphone-15")
        await page.click("#keyboard")
        await page.wait_for_timeout(500)
        box = await page.locator("#keyboard-art").bounding_box()
        scale = await page.evaluate("sheetPlayground.scale")
        await page.screenshot(path=os.path.join(artifacts, "SignInCard-keyboard-dark.png"))
        if not box or abs(box["height"] / scale - round(852 * 0.4)) > 1:
            return [f"the drawn keyboard is {box and box['height'] / scale} pt high, expected {round(852 * 0.4)}"]
        return []

    async def dark_from_system_and_fragment():
        problems = []
        await ready(page, f"file://{pages}/GlideCard.html")
        if await page.evaluate("document.documentElement.dataset.theme") != "dark":
            problems.append("prefers-color-scheme: dark did not start the page dark")
        await page.click("#theme-light")
        if "dark=0" not in page.url:
            problems.append(f"the fragment does not follow the theme: {page.url}")
        return problems

    async def fragment_reopens_view():
        problems = []
        await ready(page, f"file://{pages}/GlideCard.html#device=iphone-se&state=open&dark=0")
        await page.wait_for_function("document.querySelector('#sheet-card').dataset.state === 'open'", timeout=5000)
        if await page.locator("#device").input_value() != "iphone-se":
            problems.append("the fragment's device was not chosen")
        await page.click("#move-compressed")
        await page.wait_for_function("location.hash.includes('state=compressed')", timeout=5000)
        if "device=iphone-se" not in page.url:
            problems.append(f"the fragment lost the device: {page.url}")
        return problems

    async def zoom_switch():
        await ready(page, f"file://{pages}/GlideCard.html#device=ipad-11")
        fitted = await page.evaluate("sheetPlayground.scale")
        await page.click("#zoom-actual")
        actual = await page.evaluate("sheetPlayground.scale")
        problems = [] if fitted < 1 and actual == 1 else [f"zoom: fitted {fitted}, 1:1 {actual}"]
        if "zoom=1" not in page.url:
            problems.append(f"the fragment does not keep 1:1: {page.url}")
        return problems

    async def progress_on_card():
        await ready(page, f"file://{pages}/GlideCard.html#device=iphone-15&state=open")
        await page.wait_for_function("document.querySelector('#sheet-card').dataset.state === 'open'", timeout=5000)
        progress = await page.locator("#sheet-card").get_attribute("data-progress")
        return [] if progress not in (None, "") and abs(float(progress) - 1) < 1e-6 else [f"data-progress at the highest state is {progress!r}"]

    async def sheet_picker():
        await ready(page, f"file://{pages}/SortMenu.html")
        await page.select_option("#sheet-picker", "ShareMenu.html")
        await page.wait_for_function("location.pathname.endsWith('ShareMenu.html') && window.sheetPlayground && sheetPlayground.ready", timeout=10000)
        return []

    await check("content control only for a fit sheet, starting where the sheet is", content_only_for_fit)
    await check("the keyboard switch draws a keyboard", keyboard_drawn)
    await check("light/dark starts from prefers-color-scheme and is in the fragment", dark_from_system_and_fragment)
    await check("the URL's fragment reopens the view and follows it", fragment_reopens_view)
    await check("the zoom switch gives 1:1", zoom_switch)
    await check("data-progress on the card", progress_on_card)
    await check("the sheet picker opens another sheet of the file", sheet_picker)
    await context.close()
    return results


async def run(args):
    pages = tempfile.mkdtemp(prefix="sheetc-layout-")
    os.makedirs(args.artifacts, exist_ok=True)
    written = subprocess.run([args.sheetc, "preview", "Samples", "--html", "-o", pages], capture_output=True, text=True, cwd=ROOT)
    if written.returncode != 0:
        sys.exit(f"preview --html failed: {written.stderr}")
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        results = await fits(browser, pages, args.artifacts)
        results += await controls(browser, pages, args.artifacts)
        await browser.close()
    wasm = open(os.path.join(pages, "GlideCard.html")).read().split('id="sheet-wasm">', 1)[1].split("</script>", 1)[0]
    size = len(base64.b64decode("".join(wasm.split())))
    print(f"page load to first frame: median {statistics.median(FIRST_FRAMES):.0f} ms, max {max(FIRST_FRAMES):.0f} ms "
          f"over {len(FIRST_FRAMES)} pages; WebAssembly module: {size:,} bytes (budget 229,376)")
    if size > 229376:
        results.append(browser_support.report("the WebAssembly module within its budget", [f"{size} bytes"]))
    shutil.rmtree(pages, ignore_errors=True)
    failed = results.count(False)
    print(f"layout: {len(results) - failed} passed, {failed} failed")
    return failed == 0


def main():
    browser_support.main(run, __doc__, "layout_test", "playground-layout")


if __name__ == "__main__":
    main()
