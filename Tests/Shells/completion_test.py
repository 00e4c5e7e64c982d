#!/usr/bin/env python3
"""Shell completion as a user installs it, driven in the real shells.

For each of bash, zsh and fish, the script `sheetc --generate-completion-script <shell>` prints
is loaded the way the README says, and the shell's own completion machinery is asked what it
offers for a partly typed command line (bash: the completion function with COMP_WORDS set, as
readline calls it; zsh: an interactive zsh in a pseudo-terminal, sent the line and a TAB, with
`compadd` recording its matches; fish: `complete -C`). Checked: spec file names complete for
the inputs of validate, compile, preview, simulate and diff; `--events` completes a file; `-o` a
directory; `preview --device` and `simulate --device` offer the profile names.

    python3 Tests/Shells/completion_test.py [--sheetc PATH]

Prints one line per case and 'N passed, N failed'; exit status 1 when any failed. A shell that
is not installed fails its cases (CI installs zsh and fish first).
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# (typed line, a completion that must be offered): run in a folder holding Sample.sheet.yaml,
# Specs/ (a folder), Gestures.events and Out/.
CASES = [
    ("sheetc validate Sam", "Sample.sheet.yaml"),
    ("sheetc validate Spe", "Specs"),
    ("sheetc compile Sam", "Sample.sheet.yaml"),
    ("sheetc compile Sample.sheet.yaml -o Ou", "Out"),
    ("sheetc preview Sam", "Sample.sheet.yaml"),
    ("sheetc simulate Sam", "Sample.sheet.yaml"),
    ("sheetc simulate Sample.sheet.yaml --device iphone-15 --events Ges", "Gestures.events"),
    ("sheetc diff Sam", "Sample.sheet.yaml"),
    ("sheetc preview Sample.sheet.yaml --device iphone-15-p", "iphone-15-pro-max-landscape"),
    ("sheetc simulate Sample.sheet.yaml --device ipad", "ipad-11-landscape"),
]

BASH_DRIVER = r'''
source <(sheetc --generate-completion-script bash)
line="$1"
COMP_LINE="$line"; COMP_POINT=${#line}
read -ra COMP_WORDS <<< "$line"
[[ "$line" == *" " ]] && COMP_WORDS+=("")
COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
_sheetc sheetc "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
printf '%s\n' "${COMPREPLY[@]}"
'''

# An interactive zsh in a pseudo-terminal (zsh/zpty), with compinit and the completion script
# on fpath as `_sheetc`; `compadd` is wrapped to append every match it adds to $matches_file.
ZSH_DRIVER = r'''
zmodload zsh/zpty
functions_dir=$1 dir=$2 line=$3 matches_file=$4
zpty z zsh -f -i
zpty -w z "PS1='' RPROMPT=''; autoload -Uz compinit; compinit -u -D; fpath=(${(q)functions_dir} \$fpath); autoload -Uz _sheetc; compdef _sheetc sheetc; cd ${(q)dir}"
zpty -w z "compadd() { local -a __h; builtin compadd -O __h \"\$@\"; (( \$#__h )) && print -rl -- \"\${__h[@]}\" >> ${(q)matches_file}; builtin compadd \"\$@\"; }"
zpty -w z "zstyle ':completion:*' menu no"
zpty -n -w z "$line"$'\t'
integer tries=0
while (( tries++ < 50 )) && [[ ! -s $matches_file ]]; do sleep 0.1; done
sleep 0.3
zpty -d z
'''


def offered_bash(sheetc, folder, line):
    out = subprocess.run(["bash", "-c", BASH_DRIVER, "bash", line], cwd=folder, env=env_with(sheetc),
                         capture_output=True, text=True, timeout=30)
    return out.stdout.split("\n")


def offered_zsh(sheetc, folder, line, scratch):
    functions = os.path.join(scratch, "zsh-functions")
    os.makedirs(functions, exist_ok=True)
    with open(os.path.join(functions, "_sheetc"), "w") as script:
        script.write(subprocess.run([sheetc, "--generate-completion-script", "zsh"], capture_output=True,
                                    text=True, check=True).stdout)
    matches = os.path.join(scratch, "zsh-matches")
    if os.path.exists(matches):
        os.remove(matches)
    subprocess.run(["zsh", "-f", "-c", ZSH_DRIVER, "zsh", functions, folder, line, matches], env=env_with(sheetc),
                   capture_output=True, timeout=30)
    return open(matches).read().split("\n") if os.path.exists(matches) else []


def offered_fish(sheetc, folder, line, scratch):
    script = os.path.join(scratch, "sheetc.fish")
    with open(script, "w") as out:
        out.write(subprocess.run([sheetc, "--generate-completion-script", "fish"], capture_output=True,
                                 text=True, check=True).stdout)
    out = subprocess.run(["fish", "--no-config", "-c", f"source {script}; complete -C {quote_fish(line)}"],
                         cwd=folder, env=env_with(sheetc), capture_output=True, text=True, timeout=30)
    # `complete -C` prints "candidate<TAB>description"; a folder ends in '/'.
    return [entry.split("\t")[0].rstrip("/") for entry in out.stdout.split("\n")]


def quote_fish(text):
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def env_with(sheetc):
    env = dict(os.environ)
    env["PATH"] = os.path.dirname(os.path.abspath(sheetc)) + os.pathsep + env.get("PATH", "")
    env.pop("ZDOTDIR", None)
    return env


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sheetc", default=os.path.join(ROOT, ".build", "debug", "sheetc"))
    sheetc = os.path.abspath(parser.parse_args().sheetc)
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="sheetc-completion-") as scratch:
        folder = os.path.join(scratch, "project")
        os.makedirs(os.path.join(folder, "Specs"))
        os.makedirs(os.path.join(folder, "Out"))
        shutil.copy(os.path.join(ROOT, "Samples", "GlideCard.sheet.yaml"), os.path.join(folder, "Sample.sheet.yaml"))
        open(os.path.join(folder, "Gestures.events"), "w").write("0 sample\n")
        for shell in ["bash", "zsh", "fish"]:
            for line, expected in CASES:
                if shutil.which(shell) is None:
                    offered, note = [], f"{shell} is not installed"
                else:
                    if shell == "bash":
                        offered = offered_bash(sheetc, folder, line)
                    elif shell == "zsh":
                        offered = offered_zsh(sheetc, folder, line, scratch)
                    else:
                        offered = offered_fish(sheetc, folder, line, scratch)
                    note = "offers " + (", ".join(sorted(set(o for o in offered if o))) or "nothing")
                ok = expected in offered
                passed += ok
                failed += not ok
                print(f"{'ok  ' if ok else 'FAIL'} {shell}: '{line}<TAB>' {note}" + ("" if ok else f" (expected {expected})"))
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
