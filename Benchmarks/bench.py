#!/usr/bin/env python3
"""sheetc's benchmark, side by side with bare libyaml in the same run.

    python3 Benchmarks/bench.py [--runs 11] [--sizes 1000,10000] [--scratch DIR]

Builds sheetc (release) and the C baseline (libyaml event parsing only, -O2), writes
deterministic corpora (Benchmarks/make_corpus.py), then, alternating the commands in each
round, times: the baseline; two baselines at once (whose speed-up over one shows how far
the machine itself scales to two cores at the moment); `sheetc validate`; `sheetc
validate --jobs 1` and `--jobs 2`; `sheetc compile -o` a fresh directory; `sheetc
--version` (start-up). It prints the median wall time and the peak memory (max RSS) of
each, with each time as a ratio to the baseline's.

The corpora and compile's output go in a scratch directory in memory (/dev/shm) when the
machine has one: `compile` creates 20,000 files for 10,000 specs, and on a virtual
machine's disk creating them costs seconds that vary run to run (a C program creating
the same files takes 5-11 s there, 0.15 s in memory), which would measure the disk,
not sheetc. `--scratch` picks another place.
"""
import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(*commands, cwd=ROOT):
    """Wall time (s) until every one of `commands`, started together, has ended, and the
    largest peak RSS (MiB) among them."""
    start = time.perf_counter()
    processes = [subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                 for command in commands]
    rss = 0.0
    for process, command in zip(processes, commands):
        _, status, usage = os.wait4(process.pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"benchmark command failed: {' '.join(command)}")
        rss = max(rss, usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024))
    return time.perf_counter() - start, rss


def build(scratch):
    # Built as README's "Installing" says (instructions.py's RELEASE_FLAGS: the runtime linked in on Linux).
    static = ["--static-swift-stdlib"] if sys.platform.startswith("linux") else []
    subprocess.run(["swift", "build", "-c", "release", "--product", "sheetc"] + static, cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    binary = os.path.join(ROOT, ".build", "release", "sheetc")
    baseline = os.path.join(scratch, "baseline")
    subprocess.run(["cc", "-O2", os.path.join(ROOT, "Benchmarks", "baseline.c"), "-o", baseline]
                   + subprocess.run(["pkg-config", "--cflags", "--libs", "yaml-0.1"], capture_output=True, text=True,
                                    check=True).stdout.split(), check=True)
    return binary, baseline


def machine():
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as info:
            cpu = next(line.split(":", 1)[1].strip() for line in info if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, {cpu}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--sizes", default="1000,10000")
    memory = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    parser.add_argument("--scratch", default=memory, help="where corpora and outputs go (default: /dev/shm if present)")
    args = parser.parse_args()

    scratch = tempfile.mkdtemp(prefix="sheetc-bench-", dir=args.scratch)
    try:
        binary, baseline = build(scratch)
        print(f"machine: {machine()}")
        print(f"scratch: {scratch}")
        print(f"median of {args.runs} alternating runs; ratio = time / baseline time\n")
        print(f"| specs | command | time (s) | × baseline | peak memory (MiB) |")
        print(f"|---:|---|---:|---:|---:|")
        for size in [int(s) for s in args.sizes.split(",")]:
            corpus = os.path.join(scratch, f"corpus-{size}")
            subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "make_corpus.py"), str(size), corpus], check=True)
            out = os.path.join(scratch, "out")
            # Two baselines at once show what the machine gives a second core at this moment:
            # on a shared virtual machine that varies, and caps any program's speed-up.
            commands = {
                "libyaml events (C baseline)": [baseline, corpus],
                "two C baselines at once": ([baseline, corpus], [baseline, corpus]),
                "sheetc validate": [binary, "validate", corpus],
                "sheetc validate --jobs 1": [binary, "validate", "--jobs", "1", corpus],
                "sheetc validate --jobs 2": [binary, "validate", "--jobs", "2", corpus],
                "sheetc compile -o fresh": [binary, "compile", corpus, "-o", out],
                "sheetc --version": [binary, "--version"],
            }
            samples = {name: [] for name in commands}
            for _ in range(args.runs):
                for name, command in commands.items():
                    shutil.rmtree(out, ignore_errors=True)
                    samples[name].append(run(*command) if isinstance(command, tuple) else run(command))
            base = statistics.median(t for t, _ in samples["libyaml events (C baseline)"])
            for name, values in samples.items():
                seconds = statistics.median(t for t, _ in values)
                memory = max(m for _, m in values)
                print(f"| {size:,} | {name} | {seconds:.3f} | {seconds / base:.2f} | {memory:.1f} |")
            jobs1 = statistics.median(t for t, _ in samples["sheetc validate --jobs 1"])
            jobs2 = statistics.median(t for t, _ in samples["sheetc validate --jobs 2"])
            print(f"| {size:,} | speed-up of --jobs 2 over --jobs 1 | | {jobs1 / jobs2:.2f}× | |")
            both = statistics.median(t for t, _ in samples["two C baselines at once"])
            print(f"| {size:,} | the machine's 2-core scaling (2 × baseline / two at once) | | {2 * base / both:.2f}× | |")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
