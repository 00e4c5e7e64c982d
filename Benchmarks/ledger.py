#!/usr/bin/env python3
"""docs/performance.md's ledger: what each remaining optimisation buys today, counted rather than typed.

    python3 Benchmarks/ledger.py [--specs 1000] [--only NAME ...] [--print]
    python3 Benchmarks/ledger.py --check

Each optimisation sheetc keeps has a small patch under Benchmarks/ledger/ that takes it out
again (`NAME.patch`; its first lines, before the diff, say what it is: `Optimisation:` and
`Why:`). The script copies the working tree (tracked and untracked files, as `git ls-files`
lists them) into `.build-ledger/src`, builds sheetc there (release, scratch path
`.build-ledger/build`, so `.build` and `.build-bench` are left alone, and each variant after
the first rebuilds only what its patch touches), counts with callgrind, as
Benchmarks/instructions.py does, the instructions of `validate --jobs 1` and `compile --jobs 1`
on instructions.py's corpus — first of the tree as it is, then of the tree with each patch
applied — and rewrites the table between the ledger markers of docs/performance.md (`--print`:
prints it instead).

A patch that no longer applies (the code it reverts has changed) is not skipped silently: its
row says so, and the script exits with status 1 once the table is written, so the patch is
brought up to date. A variant that does not build is reported the same way. With `--only`,
only the named patches are counted (and the document is not rewritten). `--check` builds and
counts nothing: it says whether every patch still applies to the working tree (CI runs it, so a
change that moves an optimisation's code brings its patch along).
"""
import argparse
import datetime
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from bench import machine  # noqa: E402  (the same machine line as the other tables)
from instructions import RELEASE_FLAGS, callgrind, ensure_valgrind  # noqa: E402  (the same counting)

PATCHES = os.path.join(HERE, "ledger")
DOCUMENT = os.path.join(ROOT, "docs", "performance.md")
BEGIN, END = "<!-- ledger:begin (Benchmarks/ledger.py writes this table) -->", "<!-- ledger:end -->"
LEDGER = os.path.join(ROOT, ".build-ledger")
SOURCE, SCRATCH = os.path.join(LEDGER, "src"), os.path.join(LEDGER, "build")


def patches(only):
    """(name, optimisation, why, path) of each patch, in name order."""
    found = []
    for file in sorted(os.listdir(PATCHES)):
        if not file.endswith(".patch"):
            continue
        name = file[:-len(".patch")]
        if only and name not in only:
            continue
        header = {}
        with open(os.path.join(PATCHES, file)) as text:
            for line in text:
                if line.startswith(("diff --git", "--- ")):
                    break
                key, _, value = line.partition(":")
                if value:
                    header[key.strip().lower()] = value.strip()
        if "optimisation" not in header or "why" not in header:
            sys.exit(f"{file}: the lines before the diff must say 'Optimisation:' and 'Why:'")
        found.append((name, header["optimisation"], header["why"], os.path.join(PATCHES, file)))
    missing = set(only or []) - {name for name, *_ in found}
    if missing:
        sys.exit(f"no such patch: {', '.join(sorted(missing))}")
    return found


def copy_tree():
    """The working tree into SOURCE, as it is now (files git would not list are left out);
    files that did not change keep their time stamps, so the build after stays incremental."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT, check=True,
                            capture_output=True).stdout.decode().split("\0")
    files = [f for f in listed if f and os.path.isfile(os.path.join(ROOT, f))]
    os.makedirs(SOURCE, exist_ok=True)
    wanted = set(files)
    for folder, _, names in os.walk(SOURCE, topdown=False):
        for name in names:
            path = os.path.join(folder, name)
            if os.path.relpath(path, SOURCE) not in wanted:
                os.remove(path)
    for file in files:
        source, target = os.path.join(ROOT, file), os.path.join(SOURCE, file)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if not (os.path.exists(target) and same_file(source, target)):
            shutil.copy2(source, target)


def same_file(a, b):
    with open(a, "rb") as left, open(b, "rb") as right:
        return left.read() == right.read()


def apply(path):
    """Applies the patch at `path` to SOURCE; `None`, or why it does not apply. (SOURCE is inside
    the repository: git is kept from finding it, or it would take the patch's paths as the
    repository's and leave the copy alone.)"""
    environment = dict(os.environ, GIT_CEILING_DIRECTORIES=ROOT)
    check = subprocess.run(["git", "apply", "--check", path], cwd=SOURCE, capture_output=True, text=True, env=environment)
    if check.returncode != 0:
        return "does not apply: " + (check.stderr.strip().splitlines() or ["?"])[0]
    subprocess.run(["git", "apply", path], cwd=SOURCE, check=True, env=environment)
    return None


def build():
    """The release sheetc of SOURCE, or `None` and why it did not build."""
    done = subprocess.run(["swift", "build", "-c", "release", "--scratch-path", SCRATCH, "--product", "sheetc"]
                          + RELEASE_FLAGS, cwd=SOURCE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if done.returncode != 0:
        errors = [line for line in done.stdout.splitlines() if "error:" in line]
        return None, "does not build: " + (errors[0] if errors else done.stdout.strip()[-200:])
    return os.path.join(SCRATCH, "release", "sheetc"), None


def count(binary, corpus, work, timeout):
    """Instructions of validate and compile on `corpus`, one worker."""
    validate = callgrind([binary, "validate", "--jobs", "1", corpus], work, timeout)
    compiled = os.path.join(work, "compiled")
    shutil.rmtree(compiled, ignore_errors=True)
    compile_ = callgrind([binary, "compile", "--jobs", "1", corpus, "-o", compiled], work, timeout)
    return [None if result is None else result[0] for result in (validate, compile_)]


def table(today, rows, specs):
    def millions(value):
        return "—" if value is None else f"{value / 1e6:,.1f}M"

    def bought(value, base):
        if value is None or base is None:
            return "—"
        return f"{(value - base) / 1e6:+,.1f}M ({100 * (value - base) / base:+.1f} %)"

    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT, capture_output=True,
                           text=True).stdout.strip()
    lines = [
        f"tree: {head or '?'}{' with uncommitted changes' if dirty else ''}  ",
        f"machine: {machine()}  ",
        f"date: {datetime.datetime.now().astimezone().strftime('%Y-%m-%d %H:%M %Z')}; "
        f"instructions counted by callgrind, {specs:,} specs of Benchmarks/make_corpus.py, one worker",
        "",
        f"Today: validate {millions(today[0])}, compile {millions(today[1])}. Each row is the same tree with "
        "one optimisation taken out (its patch under Benchmarks/ledger/): what the commands count "
        "without it, and so what it buys.",
        "",
        "| optimisation | why | validate without it | compile without it | it saves validate | it saves compile |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for name, optimisation, why, counts, problem in rows:
        if problem:
            lines.append(f"| {optimisation} (`{name}.patch`) | {why} | {problem} | | | |")
        else:
            lines.append(f"| {optimisation} (`{name}.patch`) | {why} | {millions(counts[0])} | {millions(counts[1])} | "
                         f"{bought(counts[0], today[0])} | {bought(counts[1], today[1])} |")
    return "\n".join(lines)


def rewrite(document, text):
    with open(document) as file:
        content = file.read()
    if BEGIN not in content or END not in content:
        sys.exit(f"{document} has no ledger markers ({BEGIN} … {END})")
    before, rest = content.split(BEGIN, 1)
    _, after = rest.split(END, 1)
    with open(document, "w") as file:
        file.write(before + BEGIN + "\n" + text + "\n" + END + after)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--specs", type=int, default=1000, help="corpus size (default: 1000, as instructions.py)")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="count only these patches (NAME.patch)")
    parser.add_argument("--print", action="store_true", help="print the table instead of rewriting docs/performance.md")
    parser.add_argument("--timeout", type=float, default=300, help="seconds one command may take under callgrind")
    parser.add_argument("--check", action="store_true", help="only say whether every patch applies to the working tree")
    args = parser.parse_args()

    if args.check:
        stale = []
        for name, _, _, path in patches(args.only):
            done = subprocess.run(["git", "apply", "--check", path], cwd=ROOT, capture_output=True, text=True)
            if done.returncode != 0:
                stale.append(f"{name}.patch does not apply: {(done.stderr.strip().splitlines() or ['?'])[0]}")
        for line in stale:
            print(line, file=sys.stderr)
        sys.exit(1 if stale else 0)

    ensure_valgrind()
    variants = patches(args.only)
    memory = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    work = tempfile.mkdtemp(prefix="sheetc-ledger-", dir=memory)
    try:
        corpus = os.path.join(work, "corpus")
        subprocess.run([sys.executable, os.path.join(HERE, "make_corpus.py"), str(args.specs), corpus], check=True,
                       stdout=subprocess.DEVNULL)
        copy_tree()
        binary, problem = build()
        if problem:
            sys.exit(f"the tree as it is {problem}")
        today = count(binary, corpus, work, args.timeout)
        print(f"today: validate {today[0]:,}, compile {today[1]:,}", file=sys.stderr)
        rows, failed = [], False
        for name, optimisation, why, path in variants:
            copy_tree()
            problem = apply(path)
            counts = [None, None]
            if problem is None:
                binary, problem = build()
                if problem is None:
                    counts = count(binary, corpus, work, args.timeout)
            failed = failed or problem is not None
            print(f"{name}: {problem or counts}", file=sys.stderr)
            rows.append((name, optimisation, why, counts, problem))
        copy_tree()  # leaves the copy as the tree is, for the next run's incremental build
        text = table(today, rows, args.specs)
        if args.print or args.only:
            print(text)
        else:
            rewrite(DOCUMENT, text)
            print(f"rewrote the ledger in {os.path.relpath(DOCUMENT, ROOT)}", file=sys.stderr)
        if failed:
            sys.exit("some patches did not apply or build (see their rows): bring them up to date")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
