#!/usr/bin/env bash
# Builds SheetRuntime's engine, configuration and controller — their own source folders, in
# place — as Embedded Swift for wasm32-unknown-none-wasm, the browser playground's module, and
# writes its bytes into Sources/SheetcCore/Emit/PlaygroundWasm.generated.swift (generated code
# compiled into sheetc, so a sheetc built by a toolchain without the wasm target still writes
# playgrounds).
#
#   scripts/build-wasm.sh                   build and rewrite the generated file
#   scripts/build-wasm.sh --check           build and fail (exit 1) if the committed file differs
#   scripts/build-wasm.sh --if-available …  print one line and exit 0 when the tools are missing
#   scripts/build-wasm.sh --benchmark FILE  write a module with the frame benchmark built in
#                                           (scripts/playground_bench.py) to FILE, nothing else
#
# Needs: a Swift toolchain with Embedded Swift's wasm32 support (swiftc, wasm-ld and
# lib/swift/embedded/wasm32-unknown-none-wasm beside it), Debian's wasi-libc (its libc.a:
# malloc, memcmp, strtod) and binaryen's wasm-opt. The build is reproducible: the same
# sources and tools give the same bytes.
#
# The generated file's header carries the digest of the module's inputs (`// Inputs' SHA-256, …`),
# which Tests/SheetcCoreTests/Emit/PlaygroundWasmInputsTests.swift recomputes on any machine, so a
# module left stale fails `swift test` even where this script cannot run. The inputs are this
# script and every .swift and .c file directly in the folders of Sources/SheetRuntime that
# `folders=(…)` below lists; they are taken in the byte order of their paths relative to the
# repository, and for each the digest reads the path, a NUL byte, the file's size in bytes as a
# decimal number, a NUL byte, then the file's bytes; the digest is the SHA-256 of all of that, in
# lowercase hex.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/generated-file.sh

check=false
if_available=false
benchmark=""
while [ $# -gt 0 ]; do
    case "$1" in
        --check) check=true ;;
        --if-available) if_available=true ;;
        --benchmark) benchmark=${2:?--benchmark needs a file}; shift ;;
        *) echo "usage: scripts/build-wasm.sh [--check] [--if-available] [--benchmark FILE]" >&2; exit 64 ;;
    esac
    shift
done

swiftc=$(command -v swiftc || true)
toolchain_bin=$(dirname "$(readlink -f "${swiftc:-/nonexistent}")")
embedded="$toolchain_bin/../lib/swift/embedded/wasm32-unknown-none-wasm"
wasm_ld="$toolchain_bin/wasm-ld"
libc=/usr/lib/wasm32-wasi/libc.a
wasm_opt=$(command -v wasm-opt || true)

missing=""
[ -n "$swiftc" ] || missing="swiftc"
[ -z "$missing" ] && [ ! -f "$embedded/libswiftUnicodeDataTables.a" ] && missing="the Swift toolchain's wasm32 Embedded target ($embedded)"
[ -z "$missing" ] && [ ! -x "$wasm_ld" ] && missing="wasm-ld beside swiftc"
[ -z "$missing" ] && [ ! -x "$toolchain_bin/clang" ] && missing="clang beside swiftc"
[ -z "$missing" ] && [ ! -f "$libc" ] && missing="wasi-libc ($libc; apt-get install wasi-libc)"
[ -z "$missing" ] && [ -z "$wasm_opt" ] && missing="wasm-opt (apt-get install binaryen)"
if [ -n "$missing" ]; then
    if $if_available; then
        echo "build-wasm: skipped: no $missing"
        exit 0
    fi
    echo "build-wasm: missing $missing" >&2
    exit 2
fi

output=Sources/SheetcCore/Emit/PlaygroundWasm.generated.swift
# A fixed scratch folder (gitignored): the object's path is part of what swiftc hashes into the
# module (its .swift_modhash), so a random temporary folder would give different bytes each time.
scratch=.build-wasm
defines=()
if [ -n "$benchmark" ]; then
    scratch=.build-wasm-benchmark
    defines=(-D SHEETC_PLAYGROUND_BENCHMARK)
fi
rm -rf "$scratch"
mkdir -p "$scratch"

# The engine's folders (UIKit/ and SwiftUI/ are front ends, compiled out on any platform without them).
folders=(Animation Configuration Controller Engine Manifest Wasm)
sources=()
for folder in "${folders[@]}"; do
    for file in Sources/SheetRuntime/"$folder"/*.swift; do sources+=("$file"); done
done

# The inputs' digest (see the header).
inputs=(scripts/build-wasm.sh)
for folder in "${folders[@]}"; do
    for file in Sources/SheetRuntime/"$folder"/*.swift Sources/SheetRuntime/"$folder"/*.c; do
        if [ -f "$file" ]; then inputs+=("$file"); fi
    done
done
inputs_digest=$(printf '%s\n' "${inputs[@]}" | LC_ALL=C sort | while IFS= read -r file; do
    printf '%s\0%s\0' "$file" "$(wc -c < "$file" | tr -d ' ')"
    cat "$file"
done | if command -v sha256sum > /dev/null; then sha256sum; else shasum -a 256; fi | cut -d ' ' -f 1)

# Relative paths and a fixed module name: nothing of this machine reaches the bytes.
"$swiftc" -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -enable-experimental-feature Extern -package-name sheetc \
    -wmo -Osize -parse-as-library -Xfrontend -disable-stack-protector -Xcc -fno-pic \
    ${defines[@]+"${defines[@]}"} -module-name SheetRuntime "${sources[@]}" -c -o "$scratch/SheetRuntime.o"
# The module's own small allocator in place of wasi-libc's dlmalloc (see the file).
"$toolchain_bin/clang" --target=wasm32-unknown-unknown -Oz -ffreestanding -fno-builtin -c \
    Sources/SheetRuntime/Wasm/PlaygroundAllocator.c -o "$scratch/PlaygroundAllocator.o"
# libswiftUnicodeDataTables.a contributes nothing today: Wasm/PlaygroundExports.swift defines the
# normalization tables' symbols as stand-ins (every string in the module is ASCII), so a build that
# pulls anything else from it — or a clash with the stand-ins — shows up here, not silently in the size.
"$wasm_ld" --no-entry --gc-sections --strip-all \
    "$scratch/SheetRuntime.o" "$scratch/PlaygroundAllocator.o" "$embedded/libswiftUnicodeDataTables.a" "$libc" -o "$scratch/linked.wasm"
# --low-memory-unused: wasm-ld leaves the first 1 KiB unused (its --global-base), so constant offsets
# fold into loads and stores; --flatten --rereloop rebuild the control flow before -Oz, which finds
# more to shrink in Swift's switch-heavy code; --converge repeats until nothing more shrinks.
"$wasm_opt" --low-memory-unused --flatten --rereloop -Oz -Oz --converge --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int \
    "$scratch/linked.wasm" -o "$scratch/SheetRuntime.wasm"

python3 - "$scratch/SheetRuntime.wasm" "$scratch/generated.swift" "$("$swiftc" --version 2>&1 | head -1)" "$("$wasm_opt" --version)" "$inputs_digest" <<'PY'
import base64, hashlib, sys
wasm = open(sys.argv[1], "rb").read()
encoded = base64.b64encode(wasm).decode()
lines = [encoded[i:i + 100] for i in range(0, len(encoded), 100)]
body = "\n".join("        " + line for line in lines)
text = f'''// Generated by scripts/build-wasm.sh from Sources/SheetRuntime/{{Animation,Configuration,Controller,Engine,Manifest,Wasm}}.
// Do not edit: run scripts/build-wasm.sh. Built with {sys.argv[3].strip()}; {sys.argv[4].strip()}.
// Inputs' SHA-256, as scripts/build-wasm.sh's header defines it (a test recomputes it): {sys.argv[5]}

/// The browser playground's WebAssembly module: SheetRuntime's engine and controller built as
/// Embedded Swift, embedded here as base64 so that any sheetc binary can write a playground.
enum PlaygroundWasm {{
    /// The module's size in bytes.
    static let byteCount = {len(wasm)}
    /// The module's SHA-256, in hex.
    static let sha256 = "{hashlib.sha256(wasm).hexdigest()}"
    /// The module in base64, 100 characters a line (the page's `atob` skips the line breaks).
    static let base64 = """
{body}
        """
}}
'''
open(sys.argv[2], "w").write(text)
PY

size=$(wc -c < "$scratch/SheetRuntime.wasm")
if [ -n "$benchmark" ]; then
    new_generated_scratch "$benchmark"
    cp "$scratch/SheetRuntime.wasm" "$generated_scratch"
    install_generated "$benchmark"
    echo "build-wasm: wrote $benchmark ($size bytes of WebAssembly, with the frame benchmark)"
    exit 0
fi
# The page loads the module before the sheet moves: 224 KiB is the budget (docs/playground.md;
# raised from 128 KiB when the controller took on the card's whole geometry, and from 192 KiB when
# the playground took on SheetStack, docs/performance.md).
budget=229376
if [ "$size" -gt "$budget" ]; then
    echo "build-wasm: the module is $size bytes, over the $budget-byte (224 KiB) budget" >&2
    exit 1
fi
if $check; then
    if cmp -s "$scratch/generated.swift" "$output"; then
        echo "build-wasm: $output is up to date ($size bytes of WebAssembly)"
    else
        echo "build-wasm: $output differs from the module these sources build ($size bytes); run scripts/build-wasm.sh and commit it" >&2
        exit 1
    fi
elif cmp -s "$scratch/generated.swift" "$output"; then
    # Left alone, so its modification time does not make SwiftPM compile it again.
    echo "build-wasm: $output is unchanged ($size bytes of WebAssembly)"
else
    new_generated_scratch "$output"
    cp "$scratch/generated.swift" "$generated_scratch"
    install_generated "$output"
    echo "build-wasm: wrote $output ($size bytes of WebAssembly)"
fi
