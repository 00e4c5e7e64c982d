#!/usr/bin/env python3
"""The playground's numbers: the WebAssembly module's size, page load to first frame in headless
Chromium, and the cost of a controller frame in WebAssembly and natively — the same loop
(`PlaygroundSession.benchmark`, the same sources) on GlideCard's manifest: a spring moving
between states, a finger dragging, a sheet at rest.

    python3 scripts/playground_bench.py [--sheetc .build/debug/sheetc] [--frames 200000] [--runs 5]
"""
import argparse
import asyncio
import base64
import glob
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KINDS = ["a spring animating between states", "a finger dragging", "a sheet at rest"]

MAIN = r'''
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
let path = CommandLine.arguments[1], frames = Int(CommandLine.arguments[2])!, runs = Int(CommandLine.arguments[3])!
let file = fopen(path, "rb")!
var bytes: [UInt8] = []
var chunk = [UInt8](repeating: 0, count: 4096)
while true { let n = fread(&chunk, 1, 4096, file); if n <= 0 { break }; bytes += chunk[0..<n] }
let configuration = try! ManifestReader.configuration(fromJSON: bytes)
func now() -> Double { var t = timespec(); clock_gettime(CLOCK_MONOTONIC, &t); return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9 }
for kind in 0..<3 {
    var times: [Double] = []
    for _ in 0..<runs {
        var session = PlaygroundSession(configuration: configuration,
                                        container: ContainerMetrics(width: 393, height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34),
                                        reduceMotion: false, time: 0)
        let start = now()
        let sum = session.benchmark(kind: kind, frames: frames)
        times.append((now() - start) / Double(frames) * 1e9)
        if sum.isNaN { print("nan") }
    }
    times.sort()
    print(kind, times[times.count / 2])
}
'''


def native(sheetc, frames, runs):
    scratch = os.path.join(ROOT, ".build-wasm-bench")
    os.makedirs(scratch, exist_ok=True)
    with open(os.path.join(scratch, "main.swift"), "w") as handle:
        handle.write(MAIN)
    sources = [path for folder in ["Animation", "Configuration", "Controller", "Engine", "Manifest", "Wasm"]
               for path in sorted(glob.glob(os.path.join(ROOT, "Sources/SheetRuntime", folder, "*.swift")))]
    binary = os.path.join(scratch, "bench")
    subprocess.run(["swiftc", "-O", "-wmo", "-D", "SHEETC_PLAYGROUND_BENCHMARK", "-package-name", "sheetc", "-module-name", "SheetRuntime", *sources, os.path.join(scratch, "main.swift"),
                    "-o", binary], check=True)
    subprocess.run([sheetc, "compile", "Samples/GlideCard.sheet.yaml", "-o", scratch], check=True, cwd=ROOT, capture_output=True)
    output = subprocess.run([binary, os.path.join(scratch, "GlideCard.json"), str(frames), str(runs)],
                            capture_output=True, text=True, check=True).stdout
    return {int(line.split()[0]): float(line.split()[1]) for line in output.splitlines()}


async def browser(sheetc, frames, runs):
    from playwright.async_api import async_playwright
    pages = tempfile.mkdtemp(prefix="sheetc-bench-")
    subprocess.run([sheetc, "preview", "Samples/GlideCard.sheet.yaml", "--html", "-o", pages], check=True, cwd=ROOT,
                   capture_output=True)
    # The shipped module leaves the benchmark out: swap in the same sources built with it.
    module = os.path.join(pages, "benchmark.wasm")
    subprocess.run([os.path.join(ROOT, "scripts/build-wasm.sh"), "--benchmark", module], check=True, cwd=ROOT)
    page_path = os.path.join(pages, "GlideCard.html")
    page = open(page_path).read()
    opener = '<script type="application/wasm;base64" id="sheet-wasm">'
    start = page.index(opener) + len(opener)
    end = page.index("</script>", start)
    page = page[:start] + "\n" + base64.b64encode(open(module, "rb").read()).decode() + "\n" + page[end:]
    open(page_path, "w").write(page)
    url = "file://" + os.path.join(pages, "GlideCard.html")
    loads, costs = [], {0: [], 1: [], 2: []}
    async with async_playwright() as playwright:
        chromium = await playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        for _ in range(runs):
            page = await chromium.new_page()
            await page.goto(url)
            await page.wait_for_function("window.sheetPlayground && window.sheetPlayground.ready")
            loads.append(await page.evaluate("sheetPlayground.firstFrameAt"))
            await page.close()
        for kind in range(3):
            for _ in range(runs):
                page = await chromium.new_page()
                await page.goto(url)
                await page.wait_for_function("window.sheetPlayground && window.sheetPlayground.ready")
                result = await page.evaluate(f"sheetPlayground.benchmark({kind}, {frames})")
                costs[kind].append(result["milliseconds"] / frames * 1e6)
                await page.close()
        await chromium.close()
    return statistics.median(loads), {kind: statistics.median(values) for kind, values in costs.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sheetc", default=os.path.join(ROOT, ".build/debug/sheetc"))
    parser.add_argument("--frames", type=int, default=200_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    generated = open(os.path.join(ROOT, "Sources/SheetcCore/Emit/PlaygroundWasm.generated.swift")).read()
    size = int(generated.split("static let byteCount = ")[1].split()[0])
    load, wasm = asyncio.run(browser(os.path.abspath(args.sheetc), args.frames, args.runs))
    here = native(os.path.abspath(args.sheetc), args.frames, args.runs)
    print(f"WebAssembly module: {size:,} bytes ({size / 1024:.1f} KiB)")
    print(f"page load to first frame (headless Chromium, median of {args.runs}): {load:.1f} ms")
    print("| frame | wasm (ns) | native (ns) | wasm / native |")
    print("|---|---:|---:|---:|")
    for kind, label in enumerate(KINDS):
        print(f"| {label} | {wasm[kind]:.0f} | {here[kind]:.0f} | {wasm[kind] / here[kind]:.1f}× |")


if __name__ == "__main__":
    sys.exit(main())
