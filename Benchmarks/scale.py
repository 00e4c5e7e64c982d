#!/usr/bin/env python3
"""How sheetc grows with the number of spec files: time, peak memory and open files.

    python3 Benchmarks/scale.py [--sizes 10000,30000,100000] [--runs 3] [--scratch DIR]
                                [--scratch-path .build-bench]

Builds sheetc (release, in `--scratch-path`) and the C baseline (Benchmarks/baseline.c),
writes bench.py's corpus (Benchmarks/make_corpus.py) at each size, and for each size runs,
alternating, `runs` times: the baseline; two baselines at once (what the machine gives a
second core right now); `sheetc validate --jobs 1`; `sheetc validate --jobs 2`; `sheetc
compile --jobs 2 -o` a fresh directory. For each it prints the median wall time, the peak
memory (max RSS) and the most files the process held open at once (sampled from
/proc/PID/fd every millisecond; "n/a" where /proc is missing). Then:

- the slope of each command: the least-squares line through (specs, seconds) and (specs,
  MiB), per 10,000 specs, with how far the largest size's time per spec is from the
  smallest's (1.00: exactly linear);
- `--jobs 2`'s speed-up over `--jobs 1` at each size, beside the machine's own 2-core scaling;
- that the open files are bounded: `validate` and `compile` of the largest corpus run again
  under `ulimit -n 32` and must still succeed;
- a 50 MB spec refused by the size limit: its wall time (median of 5), exit status and code.

The corpora and outputs go in /dev/shm when the machine has it (compile at 100,000 specs
creates 200,000 files; on a virtual machine's disk that would measure the disk).
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from bench import machine  # noqa: E402
from instructions import build  # noqa: E402  (sheetc in --scratch-path, and the C baseline)


def open_files(pid):
    """How many files `pid` holds open now, or None where /proc cannot say."""
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return None


def run(*commands, limit_files=None):
    """Wall time until every one of `commands` (started together) has ended, the largest peak
    RSS (MiB) among them, the most files any held open at once (None: unknown), and the exit
    statuses. `limit_files` lowers each command's RLIMIT_NOFILE."""
    def limited():
        if limit_files:
            resource.setrlimit(resource.RLIMIT_NOFILE, (limit_files, limit_files))

    start = time.perf_counter()
    processes = [subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                  preexec_fn=limited) for command in commands]
    most = [None]
    done = threading.Event()

    def sample():
        while not done.is_set():
            for process in processes:
                count = open_files(process.pid)
                if count is not None:
                    most[0] = max(most[0] or 0, count)
            time.sleep(0.001)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    rss, statuses = 0.0, []
    for process in processes:
        _, status, usage = os.wait4(process.pid, 0)
        statuses.append(os.waitstatus_to_exitcode(status))
        rss = max(rss, usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024))
    elapsed = time.perf_counter() - start
    done.set()
    sampler.join()
    return elapsed, rss, most[0], statuses


def slope(points):
    """Least-squares slope and intercept of (x, y) points."""
    n = len(points)
    mean_x = sum(x for x, _ in points) / n
    mean_y = sum(y for _, y in points) / n
    var = sum((x - mean_x) ** 2 for x, _ in points)
    k = sum((x - mean_x) * (y - mean_y) for x, y in points) / var if var else 0.0
    return k, mean_y - k * mean_x


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10000,30000,100000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--scratch-path", default=".build-bench", help="swift build's scratch path (default: .build-bench)")
    memory = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    parser.add_argument("--scratch", default=memory, help="where corpora and outputs go (default: /dev/shm if present)")
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]

    work = tempfile.mkdtemp(prefix="sheetc-scale-", dir=args.scratch)
    try:
        binary, baseline = build(args.scratch_path, work)
        out = os.path.join(work, "out")
        print(f"machine: {machine()}")
        print(f"median of {args.runs} alternating runs; open files: the most held at once (sampled every ms)\n")
        print("| specs | command | time (s) | µs per spec | peak memory (MiB) | open files |")
        print("|---:|---|---:|---:|---:|---:|")
        results = {}  # command -> [(specs, seconds, MiB)]
        scaling = []
        for size in sizes:
            corpus = os.path.join(work, f"corpus-{size}")
            subprocess.run([sys.executable, os.path.join(HERE, "make_corpus.py"), str(size), corpus], check=True)
            commands = {
                "libyaml events (C baseline)": ([baseline, corpus],),
                "two C baselines at once": ([baseline, corpus], [baseline, corpus]),
                "sheetc validate --jobs 1": ([binary, "validate", "--jobs", "1", corpus],),
                "sheetc validate --jobs 2": ([binary, "validate", "--jobs", "2", corpus],),
                "sheetc compile --jobs 2 -o fresh": ([binary, "compile", "--jobs", "2", corpus, "-o", out],),
            }
            samples = {name: [] for name in commands}
            for _ in range(args.runs):
                for name, command in commands.items():
                    shutil.rmtree(out, ignore_errors=True)
                    elapsed, rss, files, statuses = run(*command)
                    if any(status not in (0, 1) for status in statuses):  # 1: the corpus's warnings are fine, errors are not
                        sys.exit(f"{name} failed at {size} specs: exit {statuses}")
                    samples[name].append((elapsed, rss, files))
            shutil.rmtree(out, ignore_errors=True)
            for name, values in samples.items():
                seconds = statistics.median(v[0] for v in values)
                mib = max(v[1] for v in values)
                files = [v[2] for v in values if v[2] is not None]
                shown = str(max(files)) if files else "n/a"
                print(f"| {size:,} | {name} | {seconds:.3f} | {1e6 * seconds / size:.1f} | {mib:.1f} | {shown} |")
                results.setdefault(name, []).append((size, seconds, mib))
            one = statistics.median(v[0] for v in samples["sheetc validate --jobs 1"])
            two = statistics.median(v[0] for v in samples["sheetc validate --jobs 2"])
            base = statistics.median(v[0] for v in samples["libyaml events (C baseline)"])
            both = statistics.median(v[0] for v in samples["two C baselines at once"])
            scaling.append((size, one / two, 2 * base / both))
            shutil.rmtree(corpus, ignore_errors=True) if size != sizes[-1] else None

        print("\nslopes (least squares over the sizes above):\n")
        print("| command | seconds per 10,000 specs | MiB per 10,000 specs | MiB at 0 specs | time per spec, largest / smallest size |")
        print("|---|---:|---:|---:|---:|")
        for name, points in results.items():
            if name == "two C baselines at once":
                continue
            time_slope, _ = slope([(n, s) for n, s, _ in points])
            memory_slope, memory_base = slope([(n, m) for n, _, m in points])
            (n0, s0, _), (n1, s1, _) = points[0], points[-1]
            print(f"| {name} | {1e4 * time_slope:.3f} | {1e4 * memory_slope:.1f} | {memory_base:.1f} | "
                  f"{(s1 / n1) / (s0 / n0):.2f} |")

        print("\n| specs | --jobs 2 over --jobs 1 | the machine's 2-core scaling (2 × baseline / two at once) |")
        print("|---:|---:|---:|")
        for size, speedup, machine_scaling in scaling:
            print(f"| {size:,} | {speedup:.2f}× | {machine_scaling:.2f}× |")

        largest = os.path.join(work, f"corpus-{sizes[-1]}")
        print(f"\nopen files bounded: under `ulimit -n 32`, {sizes[-1]:,} specs:")
        for name, command in [("validate", [binary, "validate", largest]),
                              ("compile -o fresh", [binary, "compile", largest, "-o", out])]:
            shutil.rmtree(out, ignore_errors=True)
            elapsed, _, files, statuses = run(command, limit_files=32)
            verdict = "ok" if statuses[0] in (0, 1) else f"FAILED (exit {statuses[0]})"
            print(f"- sheetc {name}: exit {statuses[0]} in {elapsed:.2f} s, at most {files} open: {verdict}")
        shutil.rmtree(out, ignore_errors=True)

        big = os.path.join(work, "Big.sheet.yaml")
        with open(big, "w") as file:
            file.write("version: 1\nsheet: Big\ndescription: \"" + "x" * (50 * 1024 * 1024) + "\"\n")
        timings = [run([binary, "validate", big]) for _ in range(5)]
        report = subprocess.run([binary, "validate", big], capture_output=True, text=True)
        code = next((word.strip("[]") for word in report.stderr.split() if word.startswith("[E")), "no code")
        print(f"\na 50 MB spec: exit {report.returncode} ({code}) in "
              f"{1e3 * statistics.median(t[0] for t in timings):.1f} ms (median of 5), "
              f"peak memory {max(t[1] for t in timings):.1f} MiB")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
