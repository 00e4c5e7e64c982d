"""What the browser tests share: finding Debian's Chromium and their command line."""
import argparse
import asyncio
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def find_chromium(explicit, test):
    """The Chromium to drive: `explicit`, else Debian's; `test` names the caller in the error."""
    for candidate in [explicit, "/usr/bin/chromium", "/usr/bin/chromium-headless-shell", shutil.which("chromium") or ""]:
        if candidate and os.path.exists(candidate):
            return candidate
    sys.exit(f"{test}: no Chromium (apt-get install chromium)")


def report(label, problems, detail=""):
    """Prints one check's line (with `detail` when it passed, its problems when not); True when it passed."""
    if problems:
        print(f"FAIL {label}")
        for problem in problems:
            print("     " + problem)
        return False
    print(f"ok   {label}{detail}")
    return True


def main(run, description, test, artifacts):
    """Parses --sheetc, --chromium and --artifacts, runs `run(args)` and exits 0 when it passed."""
    parser = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sheetc", default=os.path.join(ROOT, ".build/debug/sheetc"))
    parser.add_argument("--chromium", default=None)
    parser.add_argument("--artifacts", default=os.path.join(ROOT, ".build-artifacts", artifacts))
    args = parser.parse_args()
    args.sheetc = os.path.abspath(args.sheetc)
    args.chromium = find_chromium(args.chromium, test)
    sys.exit(0 if asyncio.run(run(args)) else 1)
