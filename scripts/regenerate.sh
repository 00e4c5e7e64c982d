#!/usr/bin/env bash
# Every generated file of the repository, in one command, in the order they depend on each other:
#
#   1. the playground's WebAssembly module (scripts/build-wasm.sh: SheetRuntime's engine →
#      Sources/SheetcCore/Emit/PlaygroundWasm.generated.swift);
#   2. the playground page's text (scripts/generate-page.sh: Sources/SheetcCore/Emit/Playground →
#      Sources/SheetcCore/Emit/PlaygroundPageText.generated.swift);
#   3. the files tests record (`SHEETC_RECORD=1 swift test`): golden outputs, the schemas,
#      docs/diagnostics.md, docs/spec-reference.md, docs/diff-example.md and the outputs shown in
#      docs/ — the suites whose files read the switch (Recording.isOn) or use Golden.assertMatches.
#
#   scripts/regenerate.sh           rewrite them all (then review `git diff` and commit)
#   scripts/regenerate.sh --check   change nothing; fail (exit 1) if any committed file is stale
#
# --check skips the WebAssembly module with one line when the toolchain lacks the wasm target
# (scripts/build-wasm.sh --if-available); writing it needs that toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
case "${1:-}" in
    "") ;;
    --check) check=true ;;
    *) echo "usage: scripts/regenerate.sh [--check]" >&2; exit 64 ;;
esac

# The suites that record: every test suite declared in a file that reads the record switch
# (SheetTestSupport's Recording.isOn, which is SHEETC_RECORD) or records through Golden.
recorders=$(grep -rlE 'Recording\.isOn|Golden\.assertMatches' Tests --include='*.swift' \
    | xargs grep -hoE '^(@Suite[^ ]* )?struct [A-Za-z0-9_]+Tests' | sed -E 's/^.*struct //' | sort -u | paste -sd '|' -)
if [ -z "$recorders" ]; then
    echo "regenerate: found no test suite that records (SHEETC_RECORD)" >&2
    exit 2
fi

if $check; then
    failed=0
    scripts/build-wasm.sh --check --if-available || failed=1
    scripts/generate-page.sh --check || failed=1
    swift build --build-tests
    swift test --skip-build --filter "$recorders" || failed=1
    if [ "$failed" -ne 0 ]; then
        echo "regenerate: generated files are stale; run scripts/regenerate.sh and commit what it changes" >&2
        exit 1
    fi
    echo "regenerate: every generated file is up to date"
    exit 0
fi

scripts/build-wasm.sh
scripts/generate-page.sh
swift build --build-tests
# Recording rewrites the files and may fail the run that rewrote them (so a change is seen); the
# second run, without recording, is the one that must pass.
SHEETC_RECORD=1 swift test --skip-build --filter "$recorders" >/dev/null 2>&1 || true
swift test --skip-build --filter "$recorders"
echo "regenerate: done; review git diff and commit the generated files with the change that made them"
