#!/usr/bin/env bash
# Fuzzes sheetc's whole pipeline with libFuzzer and AddressSanitizer.
#   Fuzz/fuzz.sh [SECONDS]          run for SECONDS (default 60), growing Fuzz/corpus
#   Fuzz/fuzz.sh --regressions      run every saved crasher in Fuzz/crashers once
# Seeds come from Fuzz/seeds (a minimised sample of earlier runs), Samples/ and the test fixtures;
# findings are written to Fuzz/findings/ (copy each into Fuzz/crashers/ once fixed).
set -euo pipefail
cd "$(dirname "$0")"
swift build -c debug --sanitize=fuzzer --sanitize=address --product FuzzPipeline
binary=.build/debug/FuzzPipeline
export LSAN_OPTIONS="suppressions=$PWD/../scripts/lsan.supp:print_suppressions=0"

if [ "${1:-}" = "--regressions" ]; then
    shopt -s nullglob
    crashers=(crashers/*)
    [ ${#crashers[@]} -eq 0 ] || "$binary" -rss_limit_mb=2048 -timeout=10 "${crashers[@]}"
    exit 0
fi

seconds=${1:-60}
mkdir -p corpus findings
for seed in seeds/* ../Samples/*.sheet.yaml ../Samples/Scripts/*.events ../Tests/SheetcCoreTests/Fixtures/Diagnostics/*.sheet.yaml ../Tests/GeneratedCodeTests/Golden/*.sheet.yaml ../Tests/EdgeCaseSheets/*.sheet.yaml; do
    cp -n "$seed" corpus/"$(basename "$(dirname "$seed")")-$(basename "$seed")" 2>/dev/null || true
done
"$binary" corpus -dict=yaml.dict -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix=findings/ -print_final_stats=1
