"""`sheetc lsp` in Neovim: Neovim's built-in LSP client, headless (neovim_client.lua)."""

import json
import os
import pathlib
import shutil
import subprocess

import pytest

from test_lsp import MISTAKEN, SHEETC

HERE = pathlib.Path(__file__).resolve().parent


@pytest.mark.skipif(shutil.which("nvim") is None, reason="Neovim is not installed (.ci/run installs Debian's neovim)")
def test_neovim_shows_diagnostics_fixes_hovers_and_completes(tmp_path):
    spec = tmp_path / "Demo.sheet.yaml"
    spec.write_text(MISTAKEN)
    out = tmp_path / "result.json"
    env = dict(os.environ, SHEETC=str(pathlib.Path(SHEETC).resolve()), SPEC=str(spec), OUT=str(out))
    subprocess.run(["nvim", "--headless", "-u", "NONE", "-i", "NONE", "-c", "luafile " + str(HERE / "neovim_client.lua")],
                   env=env, timeout=120, check=True, capture_output=True)
    result = json.loads(out.read_text())
    assert "error" not in result, result.get("error")
    assert result["opened"]
    validate = json.loads(subprocess.run([SHEETC, "validate", "--format", "json", str(spec)], capture_output=True, text=True).stdout)
    assert [(d["lnum"] + 1, d["col"] + 1, d["code"]) for d in result["diagnostics"]] == \
        [(d["line"], d["column"], d["code"]) for d in validate]
    # Each quick fix, applied as an edit in the buffer, is re-checked as typing is.
    assert result["fixes"] == ["Replace with true", "Replace with segments", 'Replace with "90%"', "Replace with open"]
    assert result["after_fixes"] == []
    assert "segmented: true" in result["text"] and "initialState: open" in result["text"]
    assert "| iphone-15 | 713.7 |" in result["hover"]
    assert "thresholds" in result["completion"] and "segments" not in result["completion"]
