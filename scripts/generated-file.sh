# Sourced by scripts/generate-page.sh and scripts/build-wasm.sh: a generated file is put in place
# as `sheetc compile` puts its outputs. The new text goes to a scratch file beside the output
# (so a disk that fills leaves the old file whole, never a truncated one), which is renamed over
# it: a reader never sees half a file, and a symbolic link at the output's path is replaced, never
# written through. The scratch file is removed however the script ends: an error, or SIGINT,
# SIGTERM or SIGHUP (exit 130, 143, 129), which bash takes once the command running ends.

generated_scratch=""
trap 'rm -f "$generated_scratch"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

# new_generated_scratch OUTPUT: makes a new, empty scratch file beside OUTPUT, named in $generated_scratch.
new_generated_scratch() {
    generated_scratch=$(mktemp "$(dirname "$1")/.$(basename "$1").XXXXXX")
}

# install_generated OUTPUT: renames the scratch file over OUTPUT (rename(2): atomic, and it
# replaces a link at OUTPUT rather than the file the link names).
install_generated() {
    chmod 644 "$generated_scratch"
    python3 -c 'import os, sys; os.replace(sys.argv[1], sys.argv[2])' "$generated_scratch" "$1"
    generated_scratch=""
}
