#!/usr/bin/env python3
"""`sheetc lsp`'s latency: the time from a change to its diagnostics, on a 100-line spec.

    python3 Benchmarks/lsp_latency.py [--sheetc PATH] [--changes 200] [--extra-specs 0]

Builds `sheetc` (release) unless --sheetc names a binary, starts `sheetc lsp` with a workspace
holding the spec and a copy of Samples/ (the duplicate-name check reads them; --extra-specs adds
that many more, copies of a Sample under other names), opens the spec,
then sends `--changes` whole-document changes, alternating a valid text and one with two
mistakes, each only once the diagnostics of the one before have arrived. Prints the median,
the 95th percentile and the largest time from writing a change to reading its
`textDocument/publishDiagnostics`, beside the 50 ms target (tooling.md §1). A script that
prints figures, not a timed test: docs/performance.md records them.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET_MS = 50


def spec(dismiss_velocity, mistaken):
    """A 100-line spec using most of the language, with `dismiss_velocity`; `mistaken` adds two errors."""
    lines = [
        "# A spec of 100 lines for the latency benchmark: every part of the language written out.",
        "version: 1",
        "sheet: LatencyBench",
        "description: A sheet that writes out most of the language's keys.",
        "segmented: true",
        "segments:",
        "  open: {fromTop: 24}",
        "  compressed: 45%",
        "  closed: 120",
        "topInset: 0",
        "initialState: compressed" if not mistaken else "initialState: compresed",
        "popUpIndicator:",
        "  width: 36",
        "  height: 5",
        "  cornerRadius: 2.5",
        '  color: "#C7C7CC"',
        "  topMargin: 6",
        "thresholds:",
        f"  dismissVelocity: {dismiss_velocity}",
        "  snapVelocity: 300",
        "  dismissBelow: 60",
        "  dismissWhen: any",
        "  atRest: nearest",
        "  snapTarget: beyond",
        "  boundaries:",
        "    open: 70%",
        "dimming:",
        '  color: "#000000"',
        "  maxAlpha: 0.6" if not mistaken else "  maxAlpha: 1.6",
        "  from: compressed",
        "  fullFrom: open",
        "  tapToDismiss: true",
        "appearance:",
        "  cornerRadius: 16",
        '  backgroundColor: "#FFFFFF"',
        "  border:",
        '    color: "#E5E5EA"',
        "    width: 1",
        "  shadow:",
        '    color: "#00000033"',
        "    radius: 10",
        "    offsetY: -2",
        "animation:",
        "  curve: spring",
        "  duration: 0.35",
        "  damping: 0.85",
        "  initialVelocity: 0",
        "  dismiss:",
        "    curve: easeIn",
        "    duration: 0.25",
        "interaction:",
        "  dismissible: true",
        "  dragArea: sheet",
        "  scrollTracking: true",
        "  passthrough: false",
        "  rubberBand: true",
        "placement:",
        "  maxWidth: none",
        "  alignment: center",
        "  horizontalMargin: 0",
        "  bottomMargin: 0",
        "accessibility:",
        "  label: Shortcuts",
        "  states:",
        "    open: Expanded",
        "    compressed: Half",
        "    closed: Collapsed",
        "feedback:",
        "  settle: light",
        "keyboard:",
        "  avoid: raise",
        "overrides:",
        "  landscape:",
        "    segments:",
        "      compressed: 55%",
        "    placement: {maxWidth: 420, alignment: leading, horizontalMargin: 16}",
        "  wide:",
        "    placement: {maxWidth: 480, alignment: center}",
    ]
    while len(lines) < 100:
        lines.append(f"# note {len(lines)}: the rest of the file is comments, as a long spec's are.")
    return "\n".join(lines) + "\n"


class Server:
    def __init__(self, sheetc, workspace):
        self.process = subprocess.Popen([sheetc, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 1
        self.request("initialize", {"capabilities": {}, "rootUri": "file://" + workspace})
        self.notify("initialized", {})

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        headers = b""
        while not headers.endswith(b"\r\n\r\n"):
            headers += self.process.stdout.read(1)
        length = int(headers.split(b"Content-Length:")[1].split(b"\r\n")[0])
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        self.next_id += 1
        while "id" not in (message := self.read()):
            pass
        return message

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics_for(self, uri):
        while True:
            message = self.read()
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                return message["params"]["diagnostics"]

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        self.process.wait(timeout=10)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sheetc", help="a built sheetc (default: build the release one)")
    parser.add_argument("--changes", type=int, default=200)
    parser.add_argument("--extra-specs", type=int, default=0, help="more specs in the workspace (copies of a Sample)")
    arguments = parser.parse_args()
    sheetc = arguments.sheetc
    if not sheetc:
        subprocess.run(["swift", "build", "-c", "release", "--product", "sheetc"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        sheetc = os.path.join(ROOT, ".build", "release", "sheetc")

    workspace = tempfile.mkdtemp(prefix="sheetc-lsp-bench-")
    try:
        shutil.copytree(os.path.join(ROOT, "Samples"), os.path.join(workspace, "Samples"),
                        ignore=shutil.ignore_patterns("Generated", "PluginDemo"))
        with open(os.path.join(ROOT, "Samples", "MapsDrawer.sheet.yaml")) as file:
            sample = file.read()
        os.makedirs(os.path.join(workspace, "More"))
        for index in range(arguments.extra_specs):
            with open(os.path.join(workspace, "More", f"Copy{index}.sheet.yaml"), "w") as file:
                file.write(sample.replace("sheet: MapsDrawer", f"sheet: MapsDrawerCopy{index}"))
        path = os.path.join(workspace, "LatencyBench.sheet.yaml")
        text = spec(1500, False)
        assert text.count("\n") == 100
        with open(path, "w") as file:
            file.write(text)
        uri = "file://" + path
        server = Server(sheetc, workspace)
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}})
        assert server.diagnostics_for(uri) == [], "the benchmark's spec must check"
        times = []
        for change in range(arguments.changes):
            mistaken = change % 2 == 0
            new = spec(1500 - change, mistaken)
            start = time.perf_counter()
            server.notify("textDocument/didChange", {
                "textDocument": {"uri": uri, "version": change + 2},
                "contentChanges": [{"text": new}],
            })
            diagnostics = server.diagnostics_for(uri)
            times.append((time.perf_counter() - start) * 1000)
            assert (len(diagnostics) == 2) == mistaken, diagnostics
        server.close()
    finally:
        shutil.rmtree(workspace)

    times.sort()
    samples = len([name for name in os.listdir(os.path.join(ROOT, "Samples")) if name.endswith(".sheet.yaml")]) + arguments.extra_specs
    print(f"sheetc lsp: change → diagnostics on a 100-line spec ({arguments.changes} changes, "
          f"workspace of {samples + 1} specs, {os.cpu_count()} cores)")
    print(f"  median {statistics.median(times):.2f} ms, p95 {times[int(len(times) * 0.95) - 1]:.2f} ms, "
          f"max {times[-1]:.2f} ms (target ≤ {TARGET_MS} ms)")


if __name__ == "__main__":
    main()
