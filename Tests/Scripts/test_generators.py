"""The generators of committed files write as the compiler does (issue 47, item 10):
scripts/generate-page.sh, run on a copy of what it reads, puts its output in place by renaming a
scratch file written beside it (never writing into the old file, never through a link at the
output's path), and leaves no scratch file when it is stopped. scripts/build-wasm.sh installs its
output with the same helper (scripts/generated-file.sh).

Run: python3 -m pytest -q Tests/Scripts (from the repository's top).
"""

import os
import pathlib
import shutil
import signal
import subprocess
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
EMIT = "Sources/SheetcCore/Emit"
OUTPUT = EMIT + "/PlaygroundPageText.generated.swift"


@pytest.fixture
def copy(tmp_path):
    """What generate-page.sh reads and writes, copied: the script, its helper, the page's files
    and the committed output."""
    repo = tmp_path / "repo"
    (repo / "scripts").mkdir(parents=True)
    for name in ("generate-page.sh", "generated-file.sh"):
        shutil.copy2(ROOT / "scripts" / name, repo / "scripts" / name)
    shutil.copytree(ROOT / EMIT / "Playground", repo / EMIT / "Playground")
    shutil.copy2(ROOT / OUTPUT, repo / OUTPUT)
    # A change, so the script has something to write.
    with open(repo / EMIT / "Playground" / "page.css", "a") as css:
        css.write("/* changed */\n")
    return repo


def run(repo, **kwargs):
    return subprocess.run(["bash", "scripts/generate-page.sh"], cwd=repo, capture_output=True, text=True, **kwargs)


def litter(repo, temporary):
    """Scratch files left beside the output or in the temporary folder."""
    beside = [p.name for p in (repo / EMIT).iterdir() if p.name.startswith(".")]
    return beside + [p.name for p in temporary.iterdir()]


def test_the_output_is_replaced_not_written_into(copy):
    """A hard link to the old output keeps the old text: the new one is a new file renamed over it."""
    twin = copy / "twin.swift"
    os.link(copy / OUTPUT, twin)
    old = twin.read_text()
    result = run(copy)
    assert result.returncode == 0, result.stderr
    assert twin.read_text() == old
    assert "/* changed */" in (copy / OUTPUT).read_text()
    assert os.stat(copy / OUTPUT).st_mode & 0o777 == 0o644


def test_a_link_at_the_output_is_replaced_not_written_through(copy, tmp_path):
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("not the generator's\n")
    (copy / OUTPUT).unlink()
    (copy / OUTPUT).symlink_to(elsewhere)
    result = run(copy)
    assert result.returncode == 0, result.stderr
    assert elsewhere.read_text() == "not the generator's\n"
    assert not (copy / OUTPUT).is_symlink()
    assert "/* changed */" in (copy / OUTPUT).read_text()


@pytest.mark.parametrize("sig, code", [(signal.SIGTERM, 143), (signal.SIGINT, 130), (signal.SIGHUP, 129)])
def test_a_stopped_run_leaves_no_scratch_file_and_the_old_output(copy, tmp_path, sig, code):
    """Stopped while it writes (a large page.js makes that take a while), the script leaves the
    output as it was and no scratch file, beside it or in the temporary folder."""
    with open(copy / EMIT / "Playground" / "page.js", "a") as js:
        js.write(("// padding " + "p" * 100 + "\n") * 300_000)
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    old = (copy / OUTPUT).read_bytes()
    process = subprocess.Popen(["bash", "scripts/generate-page.sh"], cwd=copy, env=dict(os.environ, TMPDIR=str(temporary)),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.3)
    assert process.poll() is None, "the run ended before the signal"
    process.send_signal(sig)
    assert process.wait(timeout=60) == code
    assert litter(copy, temporary) == []
    assert (copy / OUTPUT).read_bytes() == old
