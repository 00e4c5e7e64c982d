#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (with LeakSanitizer) and under
# ThreadSanitizer, each in its own build folder.
#   scripts/sanitize.sh            both
#   scripts/sanitize.sh address    AddressSanitizer + leak detection only
#   scripts/sanitize.sh thread     ThreadSanitizer only
# The end-to-end tests run the sanitized sheetc binary too, so its leaks and races count.
set -euo pipefail
cd "$(dirname "$0")/.."
which=${1:-all}

if [ "$which" = all ] || [ "$which" = address ]; then
    echo "== AddressSanitizer + LeakSanitizer"
    ASAN_OPTIONS="detect_leaks=1:abort_on_error=0" \
    LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0" \
        swift test --sanitize=address --scratch-path .build-asan
fi
if [ "$which" = all ] || [ "$which" = thread ]; then
    echo "== ThreadSanitizer"
    TSAN_OPTIONS="halt_on_error=1" swift test --sanitize=thread --scratch-path .build-tsan
fi
