#!/usr/bin/env bash
# Typechecks the iOS code (UIKit/SwiftUI under #if canImport) against the real iOS SDK on Linux:
# SheetRuntime, then the samples' generated Swift (as GeneratedSamples, compiled from Samples/ by
# the built sheetc) against it, then app code using the front ends (Tests/ios-typecheck with the
# samples, as AppUsage), then the Examples app's sources with its specs' Swift, then the app code
# that must be refused (Tests/ios-typecheck-refused). SheetRuntime is built in the package; the rest
# is app code, checked outside it (no package name). Uses
# ../shared/tools/ios-typecheck.sh (or $IOS_TYPECHECK_TOOL), whose header explains the method.
# The SDK comes from a clone of a public repository that holds an iPhoneOS*.sdk folder at its top
# (the newest one there is used): github.com/seayou2468-web/maciOS (iPhoneOS26.2.sdk, Xcode 26.2:
# the one to check against) or github.com/theos/sdks (iPhoneOS16.5.sdk). It is found by
# $IOS_SDK_GIT (its git dir or work tree), else $THEOS_SDKS_GIT, else as a clone beside this
# checkout (a folder next to it, or next to the main checkout of this worktree, whose HEAD holds
# an iPhoneOS*.sdk folder; maciOS first), or in a mirror folder of fetched clones
# (.mirror/<owner>+<name>/, beside the checkout or at /work/.mirror). An SDK without usr/include/{Dispatch,os}.apinotes (16.5;
# 26.2 ships both) also needs swiftlang/swift's apinotes/{Dispatch,os}.apinotes, copied byte-exact
# from a clone of that repository to ${XDG_CACHE_HOME:-$HOME/.cache}/ios-sdk/apinotes/. The first
# run builds the SDK's module cache (a few minutes); later runs take seconds.
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
tool=${IOS_TYPECHECK_TOOL:-}
if [[ -z $tool ]]; then
    # ../shared beside this checkout, or beside the main checkout when this is a git worktree.
    tool=$root/../shared/tools/ios-typecheck.sh
    common=$(git rev-parse --path-format=absolute --git-common-dir 2>/dev/null || true)
    if [[ ! -x $tool && -n $common && -x ${common%/*}/../shared/tools/ios-typecheck.sh ]]; then
        tool=${common%/*}/../shared/tools/ios-typecheck.sh
    fi
fi

is_gitdir() { [[ -d $1 ]] && git --git-dir="$1" rev-parse --verify -q 'HEAD^{commit}' >/dev/null 2>&1; }
# git_dir <folder>: the git dir of a clone (its .git inside a work tree, or the folder when bare).
git_dir() { if is_gitdir "$1/.git"; then echo "${1%/}/.git"; else echo "${1%/}"; fi; }
holds_sdk() { is_gitdir "$1" && git --git-dir="$1" ls-tree --name-only HEAD 2>/dev/null | grep -qE '^iPhoneOS[0-9.]+\.sdk$'; }
sdks=${IOS_SDK_GIT:-${THEOS_SDKS_GIT:-}}
[[ -z $sdks ]] || sdks=$(git_dir "$sdks")
if [[ -z $sdks ]]; then
    # A clone beside this checkout (or beside the main checkout of this worktree): maciOS first.
    shopt -s nullglob
    beside=("$root"/../)
    common=$(git rev-parse --path-format=absolute --git-common-dir 2>/dev/null || true)
    [[ -n $common ]] && beside+=("${common%/*}/../")
    # …or in a mirror of fetched clones (.mirror/<owner>+<name>/), where this project's machines
    # keep them: beside the checkout, or at /work/.mirror.
    beside+=("$root"/../.mirror/*/ /work/.mirror/*/)
    for base in "${beside[@]}"; do
        for d in "$base"maciOS "$base"sdks "$base"*; do
            candidate=$(git_dir "$d")
            if [[ -d $d ]] && holds_sdk "$candidate"; then sdks=$candidate; break 2; fi
        done
    done
    shopt -u nullglob
fi

if [[ -n ${IOS_TYPECHECK_CACHE:-} ]]; then cache=$IOS_TYPECHECK_CACHE
elif [[ -n ${XDG_CACHE_HOME:-} ]]; then cache=$XDG_CACHE_HOME/ios-sdk
else cache=${HOME:-/nonexistent}/.cache/ios-sdk; fi

missing=()
sdk_name=
[[ -x $tool ]] || missing+=("no tool at $tool")
if [[ -z $sdks ]]; then
    missing+=("no SDK: set IOS_SDK_GIT to a clone of github.com/seayou2468-web/maciOS, or clone it beside this checkout")
elif ! is_gitdir "$sdks"; then
    missing+=("${IOS_SDK_GIT:+IOS_SDK_GIT}${IOS_SDK_GIT:-THEOS_SDKS_GIT}=$sdks is not a git dir")
else
    sdk_name=$(git --git-dir="$sdks" ls-tree --name-only HEAD | grep -E '^iPhoneOS[0-9.]+\.sdk$' | sort -V | tail -1 || true)
    [[ -n $sdk_name ]] || missing+=("no iPhoneOS*.sdk at the top of $sdks")
fi
# in_sdk <path>: whether the SDK's tree has that file (read from the git dir, not extracted).
in_sdk() { git --git-dir="$sdks" cat-file -e "HEAD:$sdk_name/$1" 2>/dev/null; }
if [[ -n $sdk_name ]] && ! { in_sdk usr/include/Dispatch.apinotes && in_sdk usr/include/os.apinotes; }; then
    for n in Dispatch os; do
        [[ -s $cache/apinotes/$n.apinotes ]] || missing+=("no $cache/apinotes/$n.apinotes ($sdk_name does not ship it)")
    done
fi
if [[ ${#missing[@]} -gt 0 ]]; then
    msg=$(IFS=';'; echo "${missing[*]}" | sed 's/;/; /g')
    echo "ios-typecheck: skipped ($msg; see scripts/ios-typecheck.sh)"
    [[ $if_available == 1 ]] && exit 0 || exit 2
fi
echo "ios-typecheck: $sdk_name from $sdks"

# ---- check
log=$(mktemp "${TMPDIR:-/tmp}/ios-typecheck-log.XXXXXX")
generated=$(mktemp -d "${TMPDIR:-/tmp}/ios-typecheck-samples.XXXXXX")
trap 'rm -rf -- "$log" "$generated"' EXIT
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
# `_willThrowTyped` (Swift 6.0+). The 16.5 SDK's Swift 5.8 library lacks it and the compiler
# crashes (`func f() throws(E) { throw E() }` reproduces it); the SDK of any Xcode that builds
# Swift 6 code has it (26.2's declares it, in arm64e interfaces only). So for an SDK whose
# arm64-apple-ios Swift interface exists and lacks it, the check reads that interface with the
# one declaration added (its Swift 6 signature), from an overlay searched before the SDK; nothing
# else differs. Any other SDK is read as it is.
# SheetRuntime is built inside the package: its package-level declarations (the playground module's
# frame fields) need the package's name, as SwiftPM passes it. The generated Swift and the app code
# are an app's, outside the package, as the build plugin compiles them in an app target: they get no
# package name, so `package` API they use by mistake fails here as it would in the app
# (Tests/ios-typecheck-refused/PackageAPIFromAppCode.swift).
swiftc_args=(--)
package_args=(-package-name sheetc)
app_options=(--dep-package sheetc)
stdlib=usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface
if in_sdk "$stdlib" && ! git --git-dir="$sdks" show "HEAD:$sdk_name/$stdlib" | grep -q '_willThrowTyped'; then
    overlay=$cache/typed-throws-overlay/$sdk_name
    interface=$overlay/Swift.swiftmodule/arm64-apple-ios.swiftinterface
    if [[ ! -s $interface ]]; then
        mkdir -p "${interface%/*}"
        { git --git-dir="$sdks" show "HEAD:$sdk_name/$stdlib"
          printf '%s\n' '@_silgen_name("swift_willThrowTyped")' \
              '@inlinable @_alwaysEmitIntoClient public func _willThrowTyped<E>(_ error: E) where E : Swift.Error {' '}'
        } > "$interface.tmp" && mv "$interface.tmp" "$interface"
    fi
    swiftc_args+=(-I "$overlay")
fi

# The whole of SheetRuntime.
runtime=()
while IFS= read -r file; do runtime+=("$file"); done \
    < <(find Sources/SheetRuntime -name '*.swift' | LC_ALL=C sort)
runtime_list=$(IFS=,; echo "${runtime[*]}")

check "SheetRuntime (Sources/SheetRuntime)" \
    --module-name SheetRuntime "$sdks" "${runtime[@]}" "${swiftc_args[@]}" "${package_args[@]}"

# The samples' Swift as the build plugin generates it for the GeneratedSamples target (one file,
# as Samples/sheetc-config.yaml says), by this checkout's sheetc ($SHEETC, else the debug build).
sheetc=${SHEETC:-.build/debug/sheetc}
[[ -x $sheetc ]] || swift build --product sheetc >/dev/null
"$sheetc" compile Samples -o "$generated" --config Samples/sheetc-config.yaml --swift-file GeneratedSamples.swift >/dev/null || true
shopt -s nullglob
samples=("$generated"/*.swift Samples/*.swift)
shopt -u nullglob
if [[ ${#samples[@]} -eq 0 ]]; then
    echo "ios-typecheck: GeneratedSamples: FAILED (sheetc compile Samples made no Swift)"
    failed=1
else
    check "GeneratedSamples (Samples, as the build plugin generates it)" \
        --module-name GeneratedSamples "${app_options[@]}" --dep SheetRuntime="$runtime_list" "$sdks" "${samples[@]}" "${swiftc_args[@]}"
fi

# App code using the front ends (UIKit container, SwiftUI modifier) with the generated sheets:
# Tests/ios-typecheck/*.swift (no SwiftPM target) in one module with the samples' Swift,
# since a checked module cannot import GeneratedSamples.
shopt -s nullglob
usage=(Tests/ios-typecheck/*.swift)
shopt -u nullglob
if [[ ${#usage[@]} -eq 0 || ${#samples[@]} -eq 0 ]]; then
    echo "ios-typecheck: AppUsage: FAILED (no Tests/ios-typecheck/*.swift or samples' Swift)"
    failed=1
else
    check "AppUsage (Tests/ios-typecheck + the samples)" \
        --module-name AppUsage "${app_options[@]}" --dep SheetRuntime="$runtime_list" "$sdks" "${samples[@]}" "${usage[@]}" "${swiftc_args[@]}"
fi

# The Examples app (Examples/SheetcExamples): its Swift with what the build plugin generates for its
# target in Xcode — the specs its project lists in the target (Samples/ files), compiled as the plugin
# compiles them (one file, no sheetc-config.yaml: internal) — as one module outside the package.
project=Examples/SheetcExamples/SheetcExamples.xcodeproj/project.pbxproj
shopt -s nullglob
example_sources=(Examples/SheetcExamples/SheetcExamples/*.swift)
shopt -u nullglob
example_specs=()
if [[ -f $project ]]; then
    while IFS= read -r spec; do example_specs+=("Samples/$spec"); done \
        < <(grep -oE '[A-Za-z0-9_]+\.sheet\.yaml in Resources' "$project" | sed 's/ in Resources$//' | LC_ALL=C sort -u)
fi
example_generated=$generated/examples
mkdir -p "$example_generated"
if [[ ${#example_sources[@]} -eq 0 || ${#example_specs[@]} -eq 0 ]]; then
    echo "ios-typecheck: Examples: FAILED (no Examples/SheetcExamples sources, or no specs in its project)"
    failed=1
elif ! "$sheetc" compile "${example_specs[@]}" -o "$example_generated" --swift-file SheetcExamples.sheetc.swift >"$log" 2>&1; then
    cat "$log"
    echo "ios-typecheck: Examples: FAILED (sheetc compile of the specs its project lists)"
    failed=1
else
    check "Examples (Examples/SheetcExamples + its ${#example_specs[@]} specs, as the build plugin generates them)" \
        --module-name SheetcExamples "${app_options[@]}" --dep SheetRuntime="$runtime_list" "$sdks" \
        "$example_generated"/*.swift "${example_sources[@]}" "${swiftc_args[@]}"
fi

# Code that must NOT typecheck: each file of Tests/ios-typecheck-refused, app code outside the package
# with the samples' Swift, must fail with an error in that file matching the pattern its
# `// refused-for: <extended regex>` line gives (a runtime sheet passed to the system sheet's API is
# refused for SystemSheetDefinition; SheetRuntime's `package` API is out of an app's reach). Passing,
# or failing for another reason, is a failure here.
shopt -s nullglob
refused=(Tests/ios-typecheck-refused/*.swift)
shopt -u nullglob
for file in "${refused[@]}"; do
    label="refused: $file"
    pattern=$(sed -n 's|^// refused-for: ||p' "$file" | head -1)
    if [[ -z $pattern ]]; then
        echo "ios-typecheck: $label: FAILED (no '// refused-for: <pattern>' line says why it must fail)"; failed=1; continue
    fi
    rc=0
    "$tool" --module-name Refused "${app_options[@]}" --dep SheetRuntime="$runtime_list" "$sdks" "${samples[@]}" "$file" \
        "${swiftc_args[@]}" >"$log" 2>&1 || rc=$?
    if grep -q 'dependency SheetRuntime has errors' "$log"; then
        echo "ios-typecheck: $label: NOT CHECKED (SheetRuntime does not typecheck)"; failed=1
    elif [[ $rc != 0 ]] && grep -qE "${file##*/}:.*error: .*($pattern)" "$log"; then
        echo "ios-typecheck: $label: refused as it must be"
    else
        cat "$log"
        echo "ios-typecheck: $label: FAILED (it must not typecheck, refused for /$pattern/; exit $rc)"; failed=1
    fi
done

exit "$failed"
