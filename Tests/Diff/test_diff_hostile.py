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
