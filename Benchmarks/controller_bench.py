#!/usr/bin/env python3
"""The controller's cost, beside the frame budget of a 120 Hz display (8.3 ms), in one run.

    python3 Benchmarks/controller_bench.py [--runs 5] [--no-callgrind]

Builds (release) `ControllerBenchmark` and `sheetc`, then prints:
- the cost of one SheetController frame in three scenarios (a spring animating to a state
  again and again, a finger dragging, a sheet at rest): the median wall time per frame over
  `--runs` runs of 1,000,000 frames, and instructions per frame counted by callgrind (the
  difference between runs of 200,000 and 100,000 frames, so start-up cancels out);
- `sheetc simulate --events` on a generated 100,000-event script (drags, flicks, moves from
  code, resizes, VoiceOver, a sample every tenth line): median wall time, and instructions
  per event;
each beside the 8.3 ms a 120 Hz display gives a whole frame. Installs valgrind from Debian's
packages when it is missing (use --no-callgrind to skip the counts).
"""
import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUDGET_NS = 1e9 / 120


def build():
    for product in ("ControllerBenchmark", "sheetc"):
        subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    release = os.path.join(ROOT, ".build", "release")
    return os.path.join(release, "ControllerBenchmark"), os.path.join(release, "sheetc")


def script(path, events=100_000, seed=7):
    """A deterministic mix of what a sheet meets, `events` lines long."""
    rng = random.Random(seed)
    states = ["compressed", "open"]
    profiles = ["iphone-15", "iphone-15-landscape", "ipad-11"]
    lines, t, finger = [], 0.0, None
    while len(lines) < events:
        t += rng.choice([0.0, 1 / 120, 1 / 60, 0.05, 0.3])
        if finger is not None:
            if rng.random() < 0.85:
                finger += rng.uniform(-40, 40)
                lines.append(f"{t:.4f} move {finger:.2f}")
            else:
                lines.append(f"{t:.4f} up" if rng.random() < 0.9 else f"{t:.4f} cancel")
                finger = None
        else:
            r = rng.random()
            if r < 0.4:
                finger = rng.uniform(50, 500)
                lines.append(f"{t:.4f} down {finger:.2f}" + (" scroll 0" if rng.random() < 0.3 else ""))
            elif r < 0.6:
                lines.append(f"{t:.4f} move-to {rng.choice(states)}")
            elif r < 0.65:
                lines.append(f"{t:.4f} resize {rng.choice(profiles)}")
            elif r < 0.75:
                lines.append(f"{t:.4f} a11y {rng.choice(['increment', 'decrement'])}")
            else:
                lines.append(f"{t:.4f} sample")
        if len(lines) % 10 == 0:
            lines.append(f"{t:.4f} sample")
    if finger is not None:
        lines.append(f"{t:.4f} up")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return len(lines)


def callgrind(command):
    """Instructions executed by `command` (callgrind's total)."""
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "cg.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + command, cwd=ROOT,
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(out) as f:
            for line in f:
                if line.startswith("summary:") or line.startswith("totals:"):
                    return int(line.split()[1])
    raise SystemExit("callgrind gave no total")


def ensure_valgrind():
    if shutil.which("valgrind"):
        return True
    if os.geteuid() == 0 and shutil.which("apt-get"):
        subprocess.run(["apt-get", "install", "-y", "-qq", "valgrind"], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return shutil.which("valgrind") is not None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-callgrind", action="store_true")
    args = parser.parse_args()
    bench, sheetc = build()
    counting = not args.no_callgrind and ensure_valgrind()

    rows = []
    for scenario in ("spring", "drag", "resting"):
        samples = []
        for _ in range(args.runs):
            out = subprocess.run([bench, "1000000", scenario], capture_output=True, text=True, check=True).stdout.split()
            samples.append(float(out[2]))
        ns = statistics.median(samples)
        instructions = None
        if counting:
            instructions = (callgrind([bench, "200000", scenario]) - callgrind([bench, "100000", scenario])) / 100_000
        rows.append((f"one frame: {scenario}", ns, instructions))

    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, "long.events")
        count = script(path)
        command = [sheetc, "simulate", os.path.join(ROOT, "Samples", "GlideCard.sheet.yaml"), "--device", "iphone-15",
                   "--events", path, "--format", "json"]
        walls = []
        for _ in range(args.runs):
            start = time.perf_counter()
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
            walls.append(time.perf_counter() - start)
        wall = statistics.median(walls)
        instructions = callgrind(command) / count if counting else None
        rows.append((f"simulate --events, {count:,} lines (whole run {wall * 1000:.0f} ms)", wall * 1e9 / count, instructions))

    print(f"SheetController on {os.uname().machine}, median of {args.runs} runs; "
          f"a 120 Hz display gives a frame {BUDGET_NS / 1e6:.1f} ms")
    print(f"{'':60} {'ns each':>10} {'of 8.3 ms':>10} {'instructions':>13}")
    for name, ns, instructions in rows:
        counted = f"{instructions:,.0f}" if instructions is not None else "-"
        print(f"{name:60} {ns:10.0f} {ns / BUDGET_NS:10.5%} {counted:>13}")


if __name__ == "__main__":
    sys.exit(main())
