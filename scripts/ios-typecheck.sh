#!/usr/bin/env bash
# Typechecks the iOS code (UIKit/SwiftUI under #if canImport) against the real iOS SDK on Linux:
# SheetRuntime, then Samples/Generated (as GeneratedSamples) against it, then app code using the
# front ends (Tests/ios-typecheck with Samples/Generated, as AppUsage). Uses
# ../shared/tools/ios-typecheck.sh (or $IOS_TYPECHECK_TOOL), whose header explains the method.
# Fresh machine: agent tool `fetch github:theos/sdks` (→ /work/.mirror/theos+sdks/…, or set
# THEOS_SDKS_GIT to any theos/sdks git dir); agent tool `read_file` swiftlang/swift
# apinotes/{Dispatch,os}.apinotes, saved byte-exact to ${XDG_CACHE_HOME:-$HOME/.cache}/ios-sdk/apinotes/.
#   scripts/ios-typecheck.sh [--if-available]   (--if-available: exit 0 if the set-up is missing)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

if_available=0
case ${1:-} in
    --if-available) if_available=1 ;;
    "") ;;
    *) echo "usage: scripts/ios-typecheck.sh [--if-available]" >&2; exit 2 ;;
esac

# ---- locate the set-up
tool=${IOS_TYPECHECK_TOOL:-$root/../shared/tools/ios-typecheck.sh}

is_gitdir() { [[ -d $1 ]] && git --git-dir="$1" rev-parse --verify -q 'HEAD^{commit}' >/dev/null 2>&1; }
sdks=${THEOS_SDKS_GIT:-}
if [[ -z $sdks ]]; then
    # Wherever a `fetch github:theos/sdks` put its git dir (e.g. /work/.mirror/theos+sdks/repo).
    shopt -s nullglob
    for d in "$root"/../.mirror/theos+sdks*/{,*/,*/*/} /work/.mirror/theos+sdks*/{,*/,*/*/}; do
        if is_gitdir "$d"; then sdks=${d%/}; break; fi
    done
    shopt -u nullglob
fi

if [[ -n ${IOS_TYPECHECK_CACHE:-} ]]; then cache=$IOS_TYPECHECK_CACHE
elif [[ -n ${XDG_CACHE_HOME:-} ]]; then cache=$XDG_CACHE_HOME/ios-sdk
else cache=${HOME:-/nonexistent}/.cache/ios-sdk; fi

missing=()
[[ -x $tool ]] || missing+=("no tool at $tool")
if [[ -z $sdks ]]; then missing+=("no theos/sdks git dir: set THEOS_SDKS_GIT or fetch github:theos/sdks")
elif ! is_gitdir "$sdks"; then missing+=("THEOS_SDKS_GIT=$sdks is not a git dir"); fi
for n in Dispatch os; do
    [[ -s $cache/apinotes/$n.apinotes ]] || missing+=("no $cache/apinotes/$n.apinotes")
done
if [[ ${#missing[@]} -gt 0 ]]; then
    msg=$(IFS=';'; echo "${missing[*]}" | sed 's/;/; /g')
    echo "ios-typecheck: skipped ($msg; see scripts/ios-typecheck.sh)"
    [[ $if_available == 1 ]] && exit 0 || exit 2
fi

# ---- check
log=$(mktemp "${TMPDIR:-/tmp}/ios-typecheck-log.XXXXXX")
trap 'rm -f -- "$log"' EXIT
failed=0

# check <label> <tool args...>: one result line; the compiler's output on failure or warnings.
check() {
    local label=$1; shift
    local t0=$SECONDS rc=0
    "$tool" "$@" >"$log" 2>&1 || rc=$?
    local secs=$((SECONDS - t0))
    # The tool's own progress notes start with its name; the rest is the compiler's output.
    local diags; diags=$(grep -v '^ios-typecheck\.sh: ' "$log" || true)
    if [[ $rc == 0 ]]; then
        [[ -n $diags ]] && printf '%s\n' "$diags"
        echo "ios-typecheck: $label: ok (${secs}s)"
    elif grep -q 'dependency SheetRuntime has errors' "$log"; then
        echo "ios-typecheck: $label: NOT CHECKED (SheetRuntime does not typecheck)"
        failed=1
    else
        cat "$log"
        echo "ios-typecheck: $label: FAILED (exit $rc, ${secs}s)"
        failed=1
    fi
}

# Typed throws. ManifestReader throws typed errors (Embedded Swift has no `any Error`), and a
# `throw` in a `throws(E)` function makes SIL generation call the standard library's
# `_willThrowTyped` (Swift 6.0+). This SDK's Swift 5.8 library lacks it and the compiler crashes
# (`func f() throws(E) { throw E() }` reproduces it); the SDK of any Xcode that builds Swift 6
# code has it. So the check reads the SDK's own Swift interface with that one declaration added
# (its Swift 6 signature), from an overlay searched before the SDK; nothing else differs.
sdk_name=$(git --git-dir="$sdks" ls-tree --name-only HEAD | grep -E '^iPhoneOS[0-9.]+\.sdk$' | sort -V | tail -1)
overlay=$cache/typed-throws-overlay/$sdk_name
interface=$overlay/Swift.swiftmodule/arm64-apple-ios.swiftinterface
if [[ ! -s $interface ]]; then
    mkdir -p "${interface%/*}"
    { git --git-dir="$sdks" show "HEAD:$sdk_name/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface"
      printf '%s\n' '@_silgen_name("swift_willThrowTyped")' \
          '@inlinable @_alwaysEmitIntoClient public func _willThrowTyped<E>(_ error: E) where E : Swift.Error {' '}'
    } > "$interface.tmp" && mv "$interface.tmp" "$interface"
fi
overlay_args=(-- -I "$overlay")

# The whole of SheetRuntime.
runtime=()
while IFS= read -r file; do runtime+=("$file"); done \
    < <(find Sources/SheetRuntime -name '*.swift' | LC_ALL=C sort)
runtime_list=$(IFS=,; echo "${runtime[*]}")

check "SheetRuntime (Sources/SheetRuntime)" \
    --module-name SheetRuntime "$sdks" "${runtime[@]}" "${overlay_args[@]}"

shopt -s nullglob
samples=(Samples/Generated/*.swift)
shopt -u nullglob
if [[ ${#samples[@]} -eq 0 ]]; then
    echo "ios-typecheck: GeneratedSamples: FAILED (no Samples/Generated/*.swift)"
    failed=1
else
    check "GeneratedSamples (Samples/Generated)" \
        --module-name GeneratedSamples --dep SheetRuntime="$runtime_list" "$sdks" "${samples[@]}" "${overlay_args[@]}"
fi

# App code using the front ends (UIKit container, SwiftUI modifier) with the generated sheets:
# Tests/ios-typecheck/*.swift (no SwiftPM target) in one module with Samples/Generated/*.swift,
# since a checked module cannot import GeneratedSamples.
shopt -s nullglob
usage=(Tests/ios-typecheck/*.swift)
shopt -u nullglob
if [[ ${#usage[@]} -eq 0 || ${#samples[@]} -eq 0 ]]; then
    echo "ios-typecheck: AppUsage: FAILED (no Tests/ios-typecheck/*.swift or Samples/Generated/*.swift)"
    failed=1
else
    check "AppUsage (Tests/ios-typecheck + Samples/Generated)" \
        --module-name AppUsage --dep SheetRuntime="$runtime_list" "$sdks" "${samples[@]}" "${usage[@]}" "${overlay_args[@]}"
fi

exit "$failed"
