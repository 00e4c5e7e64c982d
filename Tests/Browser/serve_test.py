#!/usr/bin/env python3
"""`sheetc serve` end to end (docs/playground.md), with the built binaries and headless Chromium
(Debian's, driven by Playwright):

- the index lists the inputs' sheets with their problems and links each page;
- open a sheet's page, move to a state, rewrite the spec on disk: the page shows the new height
  in the same state (the time from the write to the first frame drawn with the new manifest is
  measured; it must stay under 300 ms);
- an invalid save shows the overlay with the diagnostic's code (what `sheetc validate` says) and
  the last good sheet keeps running; a good save takes the overlay away; a deleted spec is said so;
- path traversal, plain and URL-encoded, and anything else that is not a page: 404;
- the index stays put while nothing changes (no navigation in 4 s), reloads once when a spec is
  added to the folder, and `/favicon.ico` is an icon;
- a port in use: the next free one, and a line that says so; a `--port` in use: exit 2;
- an input that cannot be read and a spec that never checks: a clear message, and the rest served;
- SIGINT and SIGTERM: exit 0 within a second.

    python3 Tests/Browser/serve_test.py [--sheetc PATH] [--chromium PATH] [--artifacts DIR]

Screenshots go to DIR (default .build-artifacts/serve). Prints 'N passed, N failed' and the
reload latencies.
"""
import browser_support
import asyncio
import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

from playwright.async_api import async_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GLIDE = open(os.path.join(ROOT, "Samples", "GlideCard.sheet.yaml")).read()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`sheetc serve ARGS` in the background; `address` once it printed it."""

    def __init__(self, sheetc, args, cwd):
        self.log = tempfile.NamedTemporaryFile(prefix="serve-err-", delete=False)
        self.process = subprocess.Popen([sheetc, "serve", *args], cwd=cwd, stdout=subprocess.PIPE, stderr=self.log, text=True)
        self.address = None

    def start(self, timeout=15):
        line = self.process.stdout.readline()  # the address, or nothing if it exited
        if not line.startswith("http://"):
            self.process.wait(timeout=timeout)
            return False
        self.address = line.strip()
        return True

    def stderr(self):
        with open(self.log.name) as f:
            return f.read()

    def stop(self, sig=signal.SIGINT):
        """Sends `sig`; returns (exit status, seconds it took)."""
        began = time.monotonic()
        self.process.send_signal(sig)
        try:
            status = self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            status = "still running after 5 s"
        return status, time.monotonic() - began


def get(address, raw_path):
    """The status of GET `raw_path`, sent exactly as written (no client-side normalisation)."""
    host, port = address.removeprefix("http://").rstrip("/").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=5)
    connection.putrequest("GET", raw_path, skip_accept_encoding=True)
    connection.endheaders()
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, body


def report(results, label, problems):
    results.append(browser_support.report(label, problems))


async def live_reload(args, browser, results, latencies):
    folder = tempfile.mkdtemp(prefix="sheetc-serve-")
    spec = os.path.join(folder, "GlideCard.sheet.yaml")
    with open(spec, "w") as f:
        f.write(GLIDE)
    server = Server(args.sheetc, [folder, "--port", str(free_port())], ROOT)
    problems = []
    if not server.start():
        report(results, "serve starts", [f"no address printed: {server.stderr()}"])
        return
    page = await browser.new_page(viewport={"width": 1280, "height": 720})
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))

    # The index: the sheet, its file, no problems, a link.
    await page.goto(server.address)
    index = await page.content()
    if "GlideCard" not in index or "no problems" not in index:
        problems.append("the index does not list GlideCard with no problems")
    await page.screenshot(path=os.path.join(args.artifacts, "index.png"))
    await page.click("a[href='sheet/GlideCard']")
    await page.wait_for_function("window.sheetPlayground && sheetPlayground.ready", timeout=10000)
    await page.wait_for_function("document.getElementById('live-status').textContent.includes('live')", timeout=5000)
    report(results, "the index lists the sheet and opens its live page", problems + errors)

    # Move to a state; rewrite the spec: the same state at its new height, within 300 ms.
    problems = []
    await page.click("#move-compressed")
    await page.wait_for_function("document.querySelector('#sheet-card').dataset.state === 'compressed' && "
                                 "document.querySelector('#sheet-card').dataset.phase === 'resting'", timeout=5000)
    before = float(await page.locator("#sheet-card").get_attribute("data-height"))
    for attempt, percent in enumerate(["40%", "60%", "45%"]):
        written = time.time() * 1000
        with open(spec + ".tmp", "w") as f:
            f.write(GLIDE.replace("compressed: 50%", f"compressed: {percent}"))
        os.replace(spec + ".tmp", spec)  # as editors save
        try:
            await page.wait_for_function(f"sheetPlayground.reloads.length > {attempt} && "
                                         f"sheetPlayground.reloads[{attempt}].drawn !== undefined", timeout=3000)
        except Exception:
            problems.append(f"no new manifest arrived after the save ({percent})")
            break
        drawn = await page.evaluate(f"performance.timeOrigin + sheetPlayground.reloads[{attempt}].drawn")
        latencies.append(drawn - written)
        await page.wait_for_timeout(100)
        state = await page.locator("#sheet-card").get_attribute("data-state")
        height = float(await page.locator("#sheet-card").get_attribute("data-height"))
        heights = await page.evaluate("sheetPlayground.stateHeights()")
        if state != "compressed":
            problems.append(f"after the save ({percent}) the sheet is in {state!r}, not compressed")
        if abs(height - heights[1]) > 0.5 or abs(height - before) < 1:
            problems.append(f"after the save ({percent}) the card is at {height} pt (was {before}; compressed is now {heights[1]})")
    if latencies and max(latencies) > 300:
        problems.append(f"save to new frame took {max(latencies):.0f} ms (budget 300 ms)")
    await page.screenshot(path=os.path.join(args.artifacts, "GlideCard-reloaded.png"))
    report(results, "a save reaches the open page in the same state, at the new height", problems + errors)

    # An invalid save: the overlay with the code `validate` gives; the last good sheet runs on.
    problems = []
    broken = GLIDE.replace("compressed: 50%", "compressed: 50%%")
    with open(spec, "w") as f:
        f.write(broken)
    validate = subprocess.run([args.sheetc, "validate", spec, "--format", "json"], capture_output=True, text=True)
    codes = sorted({d["code"] for d in json.loads(validate.stdout)})
    try:
        await page.wait_for_selector("#diagnostics:not([hidden])", timeout=3000)
        shown = await page.locator("#diagnostics").get_attribute("data-codes")
        text = await page.locator("#diagnostics-text").text_content()
        if not codes or any(code not in shown.split() or code not in text for code in codes):
            problems.append(f"the overlay shows {shown!r}; validate says {codes}")
        await page.click("#move-open")
        await page.wait_for_function("document.querySelector('#sheet-card').dataset.state === 'open'", timeout=5000)
        await page.screenshot(path=os.path.join(args.artifacts, "GlideCard-diagnostics.png"))
    except Exception as error:
        problems.append(f"{type(error).__name__}: {error}")
    with open(spec, "w") as f:
        f.write(GLIDE)
    try:
        await page.wait_for_selector("#diagnostics", state="hidden", timeout=3000)
    except Exception:
        problems.append("the overlay stayed after the spec checked again")
    report(results, "an invalid save shows the overlay with its code; the last good sheet runs on", problems + errors)

    # Deleted while served: said so on the page and on standard error; the server goes on.
    problems = []
    os.remove(spec)
    try:
        await page.wait_for_selector("#diagnostics:not([hidden])", timeout=3000)
        text = await page.locator("#diagnostics-text").text_content()
        if "gone" not in text:
            problems.append(f"the overlay says {text!r}")
    except Exception as error:
        problems.append(f"{type(error).__name__}: {error}")
    await page.wait_for_timeout(300)
    if "is gone" not in server.stderr():
        problems.append("standard error does not say the file is gone")
    if get(server.address, "/")[0] != 200:
        problems.append("the index is no longer served")
    report(results, "a spec deleted while served is said so, and the server goes on", problems + errors)

    # Nothing else is served.
    problems = []
    for path in ["/sheet/../../../../etc/passwd", "/../../../../etc/passwd", "/sheet/..%2f..%2f..%2f..%2fetc%2fpasswd",
                 "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/sheet/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/GlideCard.sheet.yaml",
                 "/" + spec, "/sheet/", "/sheet/GlideCard/../../../../etc/passwd", "/sheet/NoSuchSheet", "/favicon.ico.bak"]:
        status, body = get(server.address, path)
        if status != 404 or b"root:" in body:
            problems.append(f"GET {path}: {status}")
    report(results, "path traversal (plain and URL-encoded) and anything not a page: 404", problems)

    status, seconds = server.stop(signal.SIGINT)
    report(results, "SIGINT stops it within a second, exit 0",
           [] if status == 0 and seconds < 1 else [f"exit {status} after {seconds:.2f} s"])
    await page.close()
    shutil.rmtree(folder, ignore_errors=True)


async def index_follows_the_folder(args, browser, results):
    """The index reloads when the folder changes, and only then; the browser's icon request is answered."""
    folder = tempfile.mkdtemp(prefix="sheetc-serve-index-")
    with open(os.path.join(folder, "GlideCard.sheet.yaml"), "w") as f:
        f.write(GLIDE)
    server = Server(args.sheetc, [folder, "--port", str(free_port())], ROOT)
    if not server.start():
        report(results, "serve starts", [f"no address printed: {server.stderr()}"])
        return
    page = await browser.new_page(viewport={"width": 1280, "height": 720})
    navigations, icons = [], []
    page.on("framenavigated", lambda frame: navigations.append(frame.url) if frame == page.main_frame else None)
    page.on("response", lambda response: icons.append(response.status) if response.url.endswith("/favicon.ico") else None)
    await page.goto(server.address)
    await page.wait_for_timeout(4000)
    problems = [] if len(navigations) == 1 else [f"{len(navigations) - 1} reloads in 4 s with no change"]
    with open(os.path.join(folder, "Second.sheet.yaml"), "w") as f:
        f.write(GLIDE.replace("sheet: GlideCard", "sheet: SecondCard"))
    try:
        await page.wait_for_selector("a[href='sheet/SecondCard']", timeout=5000)
    except Exception:
        problems.append("the index did not show the added spec within 5 s")
    await page.wait_for_timeout(2500)
    if len(navigations) != 2:
        problems.append(f"{len(navigations) - 1} reloads for one change (one expected)")
    report(results, "the index reloads when the folder changes, and only then", problems)

    status, body = get(server.address, "/favicon.ico")
    problems = [] if status == 200 and body.startswith(b"<svg") else [f"GET /favicon.ico: {status}"]
    if 404 in icons:
        problems.append(f"the browser's icon requests got {icons}")
    report(results, "/favicon.ico answers with an icon", problems)
    server.stop(signal.SIGTERM)
    await page.close()
    shutil.rmtree(folder, ignore_errors=True)


def bad_inputs(args, results):
    folder = tempfile.mkdtemp(prefix="sheetc-serve-bad-")
    with open(os.path.join(folder, "Good.sheet.yaml"), "w") as f:
        f.write(GLIDE)
    with open(os.path.join(folder, "Never.sheet.yaml"), "w") as f:
        f.write("version: 1\nsheet: Never\nsegmented: maybe\n")

    # A port in use: the next free one, said on standard error.
    taken = socket.socket()
    try:
        taken.bind(("127.0.0.1", 8000))
        taken.listen()
    except OSError:
        pass  # 8000 is taken by something else already: the same case
    inputs = [folder, os.path.join(folder, "missing")]
    if os.geteuid() != 0:  # (root reads any folder: there a missing input stands in for both)
        locked = os.path.join(folder, "locked")
        os.mkdir(locked)
        os.chmod(locked, 0)
        inputs.append(locked)
    server = Server(args.sheetc, inputs, ROOT)
    problems = []
    if not server.start():
        problems.append(f"it did not start: {server.stderr()}")
    else:
        port = int(server.address.rsplit(":", 1)[1].strip("/"))
        if port == 8000:
            problems.append("it took port 8000, which is in use")
        time.sleep(0.3)
        if f"port 8000 is in use; using port {port}" not in server.stderr():
            problems.append(f"standard error does not say which port: {server.stderr()!r}")
    report(results, "a port in use: the next free one, and which", problems)

    # A spec that never checks, and an input that cannot be read: said, and the rest served.
    problems = []
    if server.address:
        err = server.stderr()
        if "Never.sheet.yaml" not in err or "error" not in err:
            problems.append("the spec that does not check is not reported on standard error")
        if "missing" not in err or "cannot read" not in err:
            problems.append(f"the missing input is not reported: {err!r}")
        status, body = get(server.address, "/")
        if status != 200 or b"Never.sheet.yaml" not in body or b"sheet/GlideCard" not in body or b"missing" not in body:
            problems.append("the index does not show both files and the missing input")
        if get(server.address, "/sheet/GlideCard")[0] != 200:
            problems.append("the good sheet is not served")
        if get(server.address, "/sheet/Never")[0] != 404:
            problems.append("a sheet that never checked has a page")
    report(results, "a spec that never checks and an unreadable input: said, the rest served", problems)

    # An explicit --port in use: exit 2 with a message.
    problems = []
    if server.address:
        port = server.address.rsplit(":", 1)[1].strip("/")
        second = Server(args.sheetc, [folder, "--port", port], ROOT)
        started = second.start()
        if started or second.process.returncode != 2 or "in use" not in second.stderr():
            problems.append(f"--port {port} (taken): started {started}, exit {second.process.returncode}, {second.stderr()!r}")
            if started:
                second.stop()
    report(results, "an explicit --port in use: exit 2, said", problems)

    if server.address:
        status, seconds = server.stop(signal.SIGTERM)
        report(results, "SIGTERM stops it within a second, exit 0", [] if status == 0 and seconds < 1 else [f"exit {status} after {seconds:.2f} s"])
    taken.close()
    if os.path.exists(os.path.join(folder, "locked")):
        os.chmod(os.path.join(folder, "locked"), 0o755)
    shutil.rmtree(folder, ignore_errors=True)


async def run(args):
    os.makedirs(args.artifacts, exist_ok=True)
    results, latencies = [], []
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        await live_reload(args, browser, results, latencies)
        await index_follows_the_folder(args, browser, results)
        await browser.close()
    bad_inputs(args, results)
    if latencies:
        print("save to new frame: " + ", ".join(f"{ms:.0f} ms" for ms in latencies))
    failed = results.count(False)
    print(f"serve: {len(results) - failed} passed, {failed} failed")
    return failed == 0


def main():
    browser_support.main(run, __doc__, "serve_test", "serve")


if __name__ == "__main__":
    main()
