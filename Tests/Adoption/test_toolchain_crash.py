"""readme_package_test.py tells a crash of the toolchain from a failure of sheetc's: a `swift` that
crashes (killed by a signal, or a SwiftPM backtrace) is run once more, and the output says so; a
plain failure is reported at once. The `swift` here is a script standing in for the toolchain,
crashing as swift-package did (a backtrace from PluginInvocation.swift) or failing as sheetc does.

    python3 -m pytest -q Tests/Adoption/test_toolchain_crash.py
"""
import os
import stat
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import readme_package_test  # noqa: E402

BACKTRACE = """
*** Signal 11: Backtracing from 0x5581c0a1b2c3... done ***

*** Program crashed: Bad pointer dereference at 0x0000000000000008 ***

Thread 3 crashed:

0 0x00005581c0a1b2c3 closure #1 in ScriptRunnerDelegate.handleMessage(data:responder:) in swift-package at /build/swiftpm/Sources/SPMBuildCore/Plugins/PluginInvocation.swift:317
"""


def fake_swift(tmp_path, body):
    """A `swift` script: `body` runs with $COUNT the number of earlier runs."""
    counter = tmp_path / "count"
    counter.write_text("0")
    script = tmp_path / "swift"
    script.write_text(f"#!/bin/sh\nCOUNT=$(cat {counter}); echo $((COUNT + 1)) > {counter}\n{body}\n")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return str(script), counter


def test_a_backtrace_of_swiftpm_is_retried_once_and_said(tmp_path, capsys):
    swift, counter = fake_swift(tmp_path, f"if [ $COUNT = 0 ]; then cat >&2 <<'END'\n{BACKTRACE}\nEND\nexit 139; fi\necho checked")
    run = readme_package_test.Run(str(tmp_path), swift=swift)
    result, _ = run.swift("package", "check-sheets")
    assert result.returncode == 0 and result.stdout == "checked\n"
    assert counter.read_text().strip() == "2"
    assert "toolchain crash in 'swift package check-sheets' (a backtrace of " in capsys.readouterr().out
    assert len(run.retries) == 1


def test_a_signal_exit_is_retried(tmp_path, capsys):
    swift, counter = fake_swift(tmp_path, "if [ $COUNT = 0 ]; then kill -SEGV $$; fi\necho built")
    run = readme_package_test.Run(str(tmp_path), swift=swift)
    result, _ = run.swift("build")
    assert result.returncode == 0 and counter.read_text().strip() == "2"
    assert "(killed by signal 11)" in capsys.readouterr().out


def test_a_failure_of_ours_is_not_retried(tmp_path, capsys):
    swift, counter = fake_swift(tmp_path, "echo 'error: sheetc failed for target App (exit status 1)' >&2; exit 1")
    run = readme_package_test.Run(str(tmp_path), swift=swift)
    result, _ = run.swift("package", "check-sheets")
    assert result.returncode == 1 and counter.read_text().strip() == "1"
    assert "toolchain crash" not in capsys.readouterr().out and run.retries == []


def test_a_second_crash_fails_the_step(tmp_path, capsys):
    swift, counter = fake_swift(tmp_path, f"cat >&2 <<'END'\n{BACKTRACE}\nEND\nexit 139")
    run = readme_package_test.Run(str(tmp_path), swift=swift)
    result, _ = run.swift("package", "check-sheets")
    assert result.returncode == 139 and counter.read_text().strip() == "2"
    assert "toolchain crash again" in capsys.readouterr().out
