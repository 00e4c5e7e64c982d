"""`sheetc diff` under hostile use, on real git repositories made in temporary folders (issue 37,
D1-D4 and the refs hint): a huge blob on the old side is refused by its size without being read,
submodules are skipped on both sides, values and file names are escaped in every format, a
deleted spec named on the command line is diffed as removed, and a ref that is no remote
branch gets no fetch hint.

Run: SHEETC=.build/debug/sheetc python3 -m pytest Tests/Diff (from the repository's top).
"""

import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHEETC = os.path.abspath(os.environ.get("SHEETC", str(ROOT / ".build/debug/sheetc")))

SHEET = """version: 1
sheet: Card
segmented: true
segments:
  open: 90%
  compressed: 300
  closed: 0
thresholds:
  dismissVelocity: 1500
accessibility:
  label: Card
"""


def git(directory, *arguments):
    subprocess.run(["git", "-c", "protocol.file.allow=always", *arguments], cwd=directory, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def make_repo(directory: pathlib.Path, files: dict):
    directory.mkdir(parents=True, exist_ok=True)
    git(directory, "init", "-q", "-b", "main")
    git(directory, "config", "user.email", "test@example.com")
    git(directory, "config", "user.name", "Test")
    git(directory, "config", "commit.gpgsign", "false")
    for path, text in files.items():
        (directory / path).parent.mkdir(parents=True, exist_ok=True)
        (directory / path).write_text(text)
    git(directory, "add", ".")
    git(directory, "commit", "-q", "-m", "first")
    return directory


def diff(directory, *arguments):
    """(exit status, stdout, stderr)."""
    process = subprocess.Popen([SHEETC, "diff", *arguments], cwd=directory, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    out, err = process.communicate(timeout=120)
    return process.returncode, out, err


# Run in a fresh, small Python: it forks sheetc and reports the child's peak resident set from
# `wait4` (the child's own and its waited-for children's: git's). A child forked from pytest
# itself would count pytest's memory as its own (a fork's peak carries over through exec).
MEASURE = """
import os, sys
pid = os.fork()
if pid == 0:
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1); os.dup2(null, 2)
    os.execv(sys.argv[1], sys.argv[1:])
_, status, usage = os.wait4(pid, 0)
print(os.waitstatus_to_exitcode(status), usage.ru_maxrss)
"""


def peak_kb(directory, *arguments):
    """sheetc diff's exit status and peak resident set (KB)."""
    run = subprocess.run([sys.executable, "-c", MEASURE, SHEETC, "diff", *arguments], cwd=directory,
                         capture_output=True, text=True, check=True)
    status, peak = run.stdout.split()
    return int(status), int(peak)


def test_a_huge_old_blob_is_refused_by_its_size(tmp_path):
    """D1: a 64 MB spec at the ref gets validate's too-large diagnostic; sheetc never holds it."""
    repo = make_repo(tmp_path / "repo", {"Card.sheet.yaml": SHEET})
    with open(repo / "Card.sheet.yaml", "w") as huge:
        huge.write("# ")
        for _ in range(64):
            huge.write("x" * (1 << 20))
    git(repo, "commit", "-q", "-am", "huge")
    (repo / "Card.sheet.yaml").write_text(SHEET)
    status, out, err = diff(repo)
    assert status == 1, err
    assert "E002" in err or "larger than the limit" in err, err
    status, peak = peak_kb(repo)
    assert status == 1
    assert peak < 40_000, "peak %d KB for a 64 MB blob" % peak


def test_submodules_are_skipped_on_both_sides(tmp_path):
    """D2: a clean repository whose submodule holds specs reports nothing added, and says why."""
    make_repo(tmp_path / "library", {"Inner.sheet.yaml": SHEET.replace("Card", "Inner")})
    repo = make_repo(tmp_path / "repo", {"Card.sheet.yaml": SHEET})
    git(repo, "submodule", "add", "-q", str(tmp_path / "library"), "vendor/library")
    git(repo, "commit", "-q", "-m", "a submodule")
    status, out, err = diff(repo, "--fail-on", "any")
    assert status == 0, out + err
    assert "added" not in out and "Inner" not in out
    assert out == "Card (Card.sheet.yaml): unchanged\n"
    assert "submodule 'vendor/library' skipped" in err


def test_a_submodule_named_like_a_spec_is_no_object_to_read(tmp_path):
    """D2: a submodule at `X.sheet.yaml` (a commit in the tree, not a blob) is skipped, not 'bad object'."""
    make_repo(tmp_path / "library", {"Inner.sheet.yaml": SHEET.replace("Card", "Inner")})
    repo = make_repo(tmp_path / "repo", {"Card.sheet.yaml": SHEET})
    git(repo, "submodule", "add", "-q", str(tmp_path / "library"), "X.sheet.yaml")
    git(repo, "commit", "-q", "-m", "a submodule named like a spec")
    status, out, err = diff(repo, "--fail-on", "any")
    assert status == 0, out + err
    assert "bad object" not in err
    assert "submodule 'X.sheet.yaml' skipped" in err


HOSTILE_LABEL = 'x\\n::error file=a.swift,line=1::forged | cell `code` <img src=x>'


def hostile_repo(tmp_path):
    name = "we`ird |name.sheet.yaml"
    repo = make_repo(tmp_path / "repo", {name: SHEET})
    (repo / name).write_text(SHEET.replace("label: Card", 'label: "%s"' % HOSTILE_LABEL))
    return repo


def test_text_escapes_values(tmp_path):
    """D3: a line break in a label cannot start an output line (a runner would act on `::error::`)."""
    status, out, err = diff(hostile_repo(tmp_path), "--fail-on", "any", "--expand")
    assert status == 1, err
    assert "forged" in out
    assert not any(line.lstrip().startswith("::") for line in out.splitlines()), out
    assert "\\u{a}::error" in out


def test_markdown_escapes_values_and_file_names(tmp_path):
    """D3: table rows are not split, a backtick in a file name does not break its code span,
    and HTML in a value is shown, not rendered."""
    status, out, err = diff(hostile_repo(tmp_path), "--format", "markdown", "--fail-on", "any")
    assert status == 1, err
    assert "``we`ird \\|name.sheet.yaml``" in out
    row = next(line for line in out.splitlines() if "forged" in line)
    assert row.startswith("| ") and row.endswith(" |")
    assert "\\|" in row and "<img" not in row and "&lt;img" in row
    assert not any(line.startswith("::") for line in out.splitlines())


def test_github_annotations_escape_values(tmp_path):
    """D3: in `github` format a value's line break is `%0A`, so one annotation stays one line."""
    status, out, err = diff(hostile_repo(tmp_path), "--format", "github", "--fail-on", "any")
    assert status == 1, err
    lines = [line for line in out.splitlines() if "forged" in line]
    assert len(lines) == 1 and lines[0].startswith("::notice ")


def test_a_deleted_spec_named_on_the_command_line_is_removed(tmp_path):
    """D4: `sheetc diff Card.sheet.yaml` after deleting it reports what the folder form does."""
    repo = make_repo(tmp_path / "repo", {"Card.sheet.yaml": SHEET, "Other.sheet.yaml": SHEET.replace("Card", "Other")})
    (repo / "Card.sheet.yaml").unlink()
    named = diff(repo, "Card.sheet.yaml")
    folder = diff(repo)
    assert named[0] == 1, named[2]
    assert named[1] == "Card (Card.sheet.yaml): removed (breaking)\n"
    assert "Card (Card.sheet.yaml): removed (breaking)" in folder[1]
    # A path that is on neither side is still an unreadable input.
    missing = diff(repo, "Nothing.sheet.yaml")
    assert missing[0] == 2 and "E001" in missing[2]


@pytest.mark.parametrize("ref", ["HEAD:..", "../etc/passwd", "a:b/c", "origin/../x"])
def test_refs_that_are_no_remote_branch_get_no_fetch_hint(tmp_path, ref):
    repo = make_repo(tmp_path / "repo", {"Card.sheet.yaml": SHEET})
    status, out, err = diff(repo, "--against", ref)
    assert status == 2
    assert "does not name a commit" in err
    assert "git fetch" not in err


def test_a_remote_branch_still_gets_the_hint(tmp_path):
    repo = make_repo(tmp_path / "repo", {"Card.sheet.yaml": SHEET})
    status, out, err = diff(repo, "--against", "origin/main")
    assert status == 2
    assert "git fetch origin main" in err


def test_option_injection_through_refs_is_still_refused(tmp_path):
    repo = make_repo(tmp_path / "repo", {"Card.sheet.yaml": SHEET})
    status, out, err = diff(repo, "--against", "--output=pwned")
    assert status == 64
    assert not (repo / "pwned").exists()


# Round 6 (issue 47) -------------------------------------------------------------------------------

def test_a_spec_in_a_deleted_folder_is_removed(tmp_path):
    """Item 3: after `git rm -r specs/old`, `sheetc diff specs/old/Old1.sheet.yaml` (and the folder
    itself) reports the sheet removed, as for a spec deleted from a folder that is still there."""
    repo = make_repo(tmp_path / "repo", {"specs/old/Old1.sheet.yaml": SHEET.replace("Card", "Old1"),
                                         "specs/Keep.sheet.yaml": SHEET.replace("Card", "Keep")})
    git(repo, "rm", "-r", "-q", "specs/old")
    for named in ("specs/old/Old1.sheet.yaml", "specs/old"):
        status, out, err = diff(repo, named)
        assert status == 1, err
        assert out == "Old1 (specs/old/Old1.sheet.yaml): removed (breaking)\n", (named, out, err)
    # From inside the deleted folder's parent, with a relative path.
    status, out, err = diff(repo / "specs", "old/Old1.sheet.yaml")
    assert status == 1 and "Old1 (specs/old/Old1.sheet.yaml): removed (breaking)" in out, err


def test_a_changed_spoken_state_name_is_a_change(tmp_path):
    """Item 8: `accessibility.states` changes the manifest, so `--fail-on any` fails on it."""
    spoken = SHEET + "  states:\n    open: Fully open\n"
    repo = make_repo(tmp_path / "repo", {"Card.sheet.yaml": spoken})
    (repo / "Card.sheet.yaml").write_text(spoken.replace("Fully open", "Wide open"))
    status, out, err = diff(repo, "--fail-on", "any")
    assert status == 1, (out, err)
    assert "changed: 1 value" in out, out
    status, out, err = diff(repo, "--fail-on", "any", "--expand")
    assert "accessibility.states.open: Fully open → Wide open" in out, out
    status, out, err = diff(repo, "--format", "json")
    [sheet] = __import__("json").loads(out)
    assert sheet["status"] == "changed"
    assert [v["path"] for v in sheet["values"]] == ["accessibility.states.open"]


def test_a_renamed_state_keeps_its_spoken_name_quiet(tmp_path):
    """Item 8: a rename is the API's change; the state's default spoken name following it is not
    reported again as a value."""
    named = "version: 1\nsheet: Card\nstates:\n  peek: 120\n  half: 50%\n  full: 90%\ninitialState: half\n"
    repo = make_repo(tmp_path / "repo", {"Card.sheet.yaml": named})
    (repo / "Card.sheet.yaml").write_text(named.replace("half", "middle"))
    status, out, err = diff(repo, "--format", "json")
    [sheet] = __import__("json").loads(out)
    assert sheet["api"], sheet
    assert not [v for v in sheet["values"] if v["path"].startswith("accessibility.states")], sheet["values"]


@pytest.mark.parametrize("ref", ["main\n::error file=x.swift,line=1::forged", "\x1b[2Kmain", "ma\rin"])
def test_the_ref_is_escaped_on_stderr(tmp_path, ref):
    """Item 14: a ref carrying a line break, CR or ESC reaches standard error escaped, as file
    names are: no forged workflow command, no terminal control."""
    repo = make_repo(tmp_path / "repo", {"Card.sheet.yaml": SHEET})
    status, out, err = diff(repo, "--against", ref)
    assert status == 2, err
    assert "\x1b" not in err and "\r" not in err
    assert not any(line.startswith("::") for line in err.splitlines()), err
    assert len(err.strip().splitlines()) == 1, err


def test_a_ref_like_an_option_is_escaped_in_the_usage_error(tmp_path):
    repo = make_repo(tmp_path / "repo", {"Card.sheet.yaml": SHEET})
    status, out, err = diff(repo, "--against=-x\n::error::forged")
    assert status == 64
    assert not any(line.startswith("::") for line in err.splitlines()), err


GIT_WRAPPER = """#!/bin/sh
# git, after a pause: sheetc diff is stopped while it runs.
sleep 0.5
exec "{git}" "$@"
"""


@pytest.mark.parametrize("sig", ["SIGINT", "SIGTERM", "SIGHUP"])
def test_a_diff_stopped_while_git_runs_leaves_no_temporary_file(tmp_path, sig):
    """Item 11: INT, TERM or HUP while git runs leaves nothing named sheetc-git-* in the
    temporary folder."""
    import glob
    import shutil
    import signal as signals
    import time
    repo = make_repo(tmp_path / "repo", {"Card.sheet.yaml": SHEET})
    wrapper = tmp_path / "bin" / "git"
    wrapper.parent.mkdir()
    wrapper.write_text(GIT_WRAPPER.format(git=shutil.which("git")))
    wrapper.chmod(0o755)
    before = set(glob.glob("/tmp/sheetc-git-*"))
    environment = dict(os.environ, PATH="%s:%s" % (wrapper.parent, os.environ["PATH"]))
    for delay in (0.2, 0.8, 1.4):
        process = subprocess.Popen([SHEETC, "diff"], cwd=repo, env=environment,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(delay)
        process.send_signal(getattr(signals, sig))
        process.wait(timeout=30)
    time.sleep(0.6)  # the last git, orphaned, finishes
    assert set(glob.glob("/tmp/sheetc-git-*")) - before == set()
