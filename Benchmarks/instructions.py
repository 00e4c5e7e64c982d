#!/usr/bin/env python3
"""sheetc's instruction counts beside bare libyaml's: deterministic where wall time is not.

    python3 Benchmarks/instructions.py [--specs 1000] [--events 100000] [--top 8]
                                       [--scratch-path .build-bench] [--scratch DIR] [--timeout 120]

Builds sheetc (release, in `--scratch-path`, by default `.build-bench`, so a concurrent
`swift build` in `.build` is left alone) and the C baseline (Benchmarks/baseline.c, -O2:
libyaml pulling every event, nothing else), writes the same corpus as bench.py
(Benchmarks/make_corpus.py), and counts with valgrind's callgrind the instructions of:

- the C baseline on the corpus;
- `sheetc validate --jobs 1`, `sheetc compile --jobs 1 -o` a fresh directory and
  `sheetc preview --jobs 1 -o` a fresh directory (SVG) on the corpus;
- `sheetc simulate --events` on Samples/GlideCard.sheet.yaml with a generated script of
  `--events` lines (Benchmarks/controller_bench.py's generator);
- `sheetc --version` (start-up alone, which every other sheetc row includes).

It prints one table, each count as a ratio to the baseline's, with the share of each row
spent in libyaml, in malloc and free, in the rest of libc (memcpy, reads, writes), in the
Swift runtime and standard library (libswift*), in sheetc's own code, and elsewhere (mostly
the dynamic loader); then, per command, the functions with the most self cost
(callgrind_annotate; Swift names demangled). A command still running after `--timeout`
seconds is killed and its row says so. Installs valgrind from Debian's packages when it is
missing. A full run takes about 2 minutes on 2 cores (plus the build), most of it the
preview and simulate rows. The wall-time table stays Benchmarks/bench.py's.

Counts vary by well under 1% from run to run (addresses, the directory order), but do
depend on the libyaml, libc and Swift toolchain installed: compare rows of one run.
"""
import argparse
import datetime
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from bench import machine  # noqa: E402  (the same machine line as the wall-time table)
from controller_bench import script  # noqa: E402  (the same long events script)


def ensure_valgrind():
    if shutil.which("valgrind") and shutil.which("callgrind_annotate"):
        return
    if os.geteuid() == 0 and shutil.which("apt-get"):
        subprocess.run(["apt-get", "install", "-y", "-qq", "valgrind"], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if not (shutil.which("valgrind") and shutil.which("callgrind_annotate")):
        sys.exit("valgrind (callgrind) is needed: apt-get install valgrind")


# How a release sheetc is built (README, "Installing"): on Linux with the Swift runtime linked
# in, so the binary runs without a toolchain and starts without resolving thousands of the
# runtime's symbols (docs/performance.md has the figures). macOS has the runtime in the system.
RELEASE_FLAGS = ["--static-swift-stdlib"] if sys.platform.startswith("linux") else []


def build(scratch_path, work):
    """sheetc in `scratch_path` (retried: other people's edits to the sources while it
    compiles make `swift build` give up), and the C baseline in `work`."""
    for attempt in range(4):
        done = subprocess.run(["swift", "build", "-c", "release", "--scratch-path", scratch_path, "--product", "sheetc"]
                              + RELEASE_FLAGS,
                              cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if done.returncode == 0:
            break
        if "modified during the build" not in done.stderr or attempt == 3:
            sys.exit(done.stderr)
    binary = os.path.join(ROOT, scratch_path, "release", "sheetc")
    baseline = os.path.join(work, "baseline")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "yaml-0.1"], capture_output=True, text=True,
                           check=True).stdout.split()
    subprocess.run(["cc", "-O2", os.path.join(HERE, "baseline.c"), "-o", baseline] + flags, check=True)
    return binary, baseline


LINE = re.compile(r"^\s*([\d,]+)\s+\(\s*[\d.]+%\)\s+(.*?)(?:\s+\[(.*)\])?$")


def callgrind(command, work, timeout):
    """(total instructions, [(self instructions, function, object)] best first), or None when
    the command does not end within `timeout` seconds (it is killed: a hang is reported, not
    waited on)."""
    out = os.path.join(work, "callgrind.out")
    try:
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + command, cwd=work,
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    text = subprocess.run(["callgrind_annotate", "--threshold=100", "--auto=no", out], capture_output=True,
                          text=True, check=True).stdout
    objects = objects_of_functions(out)
    os.remove(out)
    total, costs = None, {}
    for line in text.splitlines():
        match = LINE.match(line)
        if not match:
            continue
        count, name = int(match[1].replace(",", "")), match[2]
        if name.startswith("PROGRAM TOTALS"):
            total = count
            continue
        # "file:function" (C++ names hold "::", paths no colon); "'2" marks a recursion level.
        function = re.sub(r"'\d+$", "", name.split(":", 1)[1] if ":" in name else name)
        obj = objects.get(function, "?")
        costs[function, obj] = costs.get((function, obj), 0) + count
    if total is None:
        sys.exit(f"callgrind_annotate gave no total for {' '.join(command)}")
    return total, sorted(((count, function, obj) for (function, obj), count in costs.items()), reverse=True)


def objects_of_functions(path):
    """Each function's object (shared library or executable), from callgrind's own file:
    callgrind_annotate names it only on some of a function's lines."""
    names = {"ob": {}, "fn": {}}  # callgrind's compressed names: "(id) name" once, then "(id)"
    objects, current = {}, "?"
    with open(path, errors="replace") as file:
        for line in file:
            key, _, value = line.partition("=")
            kind = key[1:] if key in ("cob", "cfn", "jfi", "jfn") else key
            if kind not in names or not value.startswith("("):
                continue
            number, _, name = value.rstrip("\n").partition(")")
            table, name = names[kind], name.strip()
            name = table.setdefault(number, name) if name else table.get(number, "?")
            if key == "ob":
                current = os.path.basename(name)
            elif key == "fn":
                objects.setdefault(name, current)
    return objects


def readable(names):
    """Swift names demangled (`swift demangle --simplified`); C++ names (the Swift runtime's)
    without their parameter and template lists, which run to hundreds of characters."""
    try:
        done = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(names) + "\n",
                              capture_output=True, text=True, check=True)
        lines = done.stdout.splitlines()
        names = lines if len(lines) == len(names) else names
    except (OSError, subprocess.CalledProcessError):
        pass
    shortened = []
    for name in names:
        if "::" in name:
            # Keep only what is outside every (...) and <...>: "f(A<B> const*)" → "f()".
            kept, depth = [], 0
            for char in name.replace("(anonymous namespace)", "{anonymous}"):
                if char in "(<":
                    kept += [char] if depth == 0 else []
                    depth += 1
                elif char in ")>" and depth > 0:
                    depth -= 1
                    kept += [char] if depth == 0 else []
                elif depth == 0:
                    kept.append(char)
            name = "".join(kept)
        shortened.append(name if len(name) <= 110 else name[:107] + "...")
    return shortened


MALLOC = {"malloc", "free", "_int_malloc", "_int_free", "realloc", "_int_realloc", "calloc", "malloc_consolidate",
          "unlink_chunk", "cfree", "posix_memalign", "_mid_memalign", "_int_memalign", "tcache_init"}


def is_swift_runtime(function):
    """Whether a function is the Swift runtime's or the standard library's by its name: with the
    runtime linked into sheetc (RELEASE_FLAGS) they live in sheetc's own object. Runtime functions
    are C (`swift_retain`) or C++ (`swift::…`); the standard library's mangled names start with
    `$ss` (the Swift module) or `$sS` (its standard types: `$sSa` Array, `$sSS` String), which
    includes its generics specialised in sheetc's code."""
    return function.startswith(("swift_", "_swift", "$ss", "$sS")) or "swift::" in function


def share(functions, total):
    """Percent of `total` spent in libyaml, malloc/free, the rest of libc, the Swift runtime
    and standard library, sheetc's own code, and elsewhere (mostly the dynamic loader)."""
    parts = dict.fromkeys(["libyaml", "malloc/free", "other libc", "Swift runtime", "sheetc", "loader, other"], 0)
    for count, function, obj in functions:
        if obj.startswith("libyaml") or obj == "baseline":
            parts["libyaml"] += count  # baseline.c's own code: the loop around libyaml
        elif obj.startswith("libc.") and function in MALLOC:
            parts["malloc/free"] += count
        elif obj.startswith("libc."):
            parts["other libc"] += count
        elif obj.startswith("libswift") or "Foundation" in obj or is_swift_runtime(function):
            parts["Swift runtime"] += count
        elif obj == "sheetc":
            parts["sheetc"] += count
        else:
            parts["loader, other"] += count
    return {name: 100 * value / total for name, value in parts.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--specs", type=int, default=1000, help="corpus size (default: 1000, as bench.py)")
    parser.add_argument("--events", type=int, default=100_000, help="lines of the simulate script (default: 100000)")
    parser.add_argument("--top", type=int, default=8, help="functions listed per command (default: 8)")
    parser.add_argument("--timeout", type=float, default=120, help="seconds one command may take under callgrind (default: 120)")
    parser.add_argument("--scratch-path", default=".build-bench", help="swift build's scratch path (default: .build-bench)")
    memory = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    parser.add_argument("--scratch", default=memory, help="where the corpus and outputs go (default: /dev/shm if present)")
    args = parser.parse_args()

    ensure_valgrind()
    work = tempfile.mkdtemp(prefix="sheetc-instructions-", dir=args.scratch)
    try:
        binary, baseline = build(args.scratch_path, work)
        corpus = os.path.join(work, "corpus")
        subprocess.run([sys.executable, os.path.join(HERE, "make_corpus.py"), str(args.specs), corpus], check=True)
        events = os.path.join(work, "long.events")
        lines = script(events, events=args.events)
        glide = os.path.join(ROOT, "Samples", "GlideCard.sheet.yaml")
        n = f"{args.specs:,} specs"
        commands = [
            (f"libyaml events (C baseline), {n}", [baseline, corpus]),
            (f"sheetc validate --jobs 1, {n}", [binary, "validate", "--jobs", "1", corpus]),
            (f"sheetc compile --jobs 1 -o fresh, {n}", [binary, "compile", "--jobs", "1", corpus, "-o",
                                                       os.path.join(work, "compiled")]),
            (f"sheetc preview --jobs 1 -o fresh (SVG), {n}", [binary, "preview", "--jobs", "1", corpus, "-o",
                                                             os.path.join(work, "previews")]),
            (f"sheetc simulate --events, {lines:,} lines", [binary, "simulate", glide, "--device", "iphone-15",
                                                            "--events", events, "--format", "json"]),
            ("sheetc --version (start-up)", [binary, "--version"]),
        ]
        results = []
        for name, command in commands:
            counted = callgrind(command, work, args.timeout)
            if counted is None:
                print(f"{name}: did not end within {args.timeout:.0f} s under callgrind; left out", file=sys.stderr)
            results.append((name, *(counted or (None, []))))
        if results[0][1] is None:
            sys.exit("the C baseline did not end")

        base = results[0][1]
        print(f"machine: {machine()}")
        print(f"date: {datetime.datetime.now().astimezone().strftime('%Y-%m-%d %H:%M %Z')}")
        print(f"sheetc: {binary}")
        print("instructions counted by callgrind (one worker); × baseline = instructions / the C baseline's; "
              "the other columns: share of each row's instructions spent there\n")
        print("| command | instructions | × baseline | libyaml | malloc/free | other libc | Swift runtime | sheetc | loader, other |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        for name, total, functions in results:
            if total is None:
                print(f"| {name} | did not end | | | | | | | |")
                continue
            parts = share(functions, total)
            print(f"| {name} | {total / 1e6:,.1f}M | {total / base:.2f} | "
                  + " | ".join(f"{value:.0f} %" for value in parts.values()) + " |")
        if results[4][1] is not None:
            print(f"\nsimulate: {results[4][1] / lines:,.0f} instructions per line of the script")

        for name, total, functions in results:
            if total is None:
                continue
            top = functions[:args.top]
            print(f"\n{name}: {total:,} instructions; top {len(top)} by self cost")
            for (count, _, obj), function in zip(top, readable([f for _, f, _ in top])):
                print(f"  {count / 1e6:8.1f}M {100 * count / total:5.1f} %  {function}  [{obj}]")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
