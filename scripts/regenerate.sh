#!/usr/bin/env bash
# The one entry point that writes the repository's generated files, in the order they depend on
# each other:
#
#   1. the playground's WebAssembly module (scripts/build-wasm.sh: SheetRuntime's engine →
#      Sources/SheetcCore/Emit/PlaygroundWasm.generated.swift);
#   2. the playground page's text (scripts/generate-page.sh: Sources/SheetcCore/Emit/Playground →
#      Sources/SheetcCore/Emit/PlaygroundPageText.generated.swift);
#   3. the files the tests compare with what the code makes (SheetTestSupport's GeneratedFile:
#      the spec's key constants (Sources/SheetcCore/Spec/SpecKey+Catalog.generated.swift, from
#      KeyCatalog), the golden reference, the schemas, docs/diagnostics.md, docs/spec-reference.md,
#      docs/diff-example.md, the diagnostics fixtures' texts, the transcripts and the example
#      outputs shown in the README and docs/). Tests never rewrite them: a test that finds one
#      stale leaves what the code makes under .build/regenerated/ at the file's own path, and this
#      script installs those files, then runs the same tests again, which must pass.
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

# The suites that compare generated files: every test suite declared in a file that calls
# GeneratedFile.difference or Golden.assertMatches.
comparers=$(grep -rlE 'GeneratedFile\.difference|Golden\.assertMatches' Tests --include='*.swift' \
    | xargs grep -hoE '^(@Suite[^ ]* )?struct [A-Za-z0-9_]+Tests' | sed -E 's/^.*struct //' | sort -u | paste -sd '|' -)
if [ -z "$comparers" ]; then
    echo "regenerate: found no test suite that compares generated files" >&2
    exit 2
fi
staging=.build/regenerated

if $check; then
    failed=0
    scripts/build-wasm.sh --check --if-available || failed=1
    scripts/generate-page.sh --check || failed=1
    swift build --build-tests
    rm -rf "$staging"
    swift test --skip-build --filter "$comparers" || failed=1
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
# The comparing tests stage what is stale (and fail); each staged file is then put in place with
# a rename from beside it, so an interrupted run leaves each file old or new, never half-written.
rm -rf "$staging"
swift test --skip-build --filter "$comparers" >/dev/null 2>&1 || true
installed=0
while IFS= read -r -d '' staged; do
    target=${staged#"$staging"/}
    cp "$staged" "$target.regenerate-tmp" && mv -f "$target.regenerate-tmp" "$target"
    echo "regenerate: wrote $target"
    installed=$((installed + 1))
done < <(find "$staging" -type f -print0 2>/dev/null | sort -z)
rm -rf "$staging"
swift test --skip-build --filter "$comparers"
echo "regenerate: done ($installed file(s) from the tests); review git diff and commit the generated files with the change that made them"
