"""`sheetc lsp` in Neovim: Neovim's built-in LSP client, headless (neovim_client.lua)."""

import json
import os
import pathlib
import shutil
import subprocess

import pytest

from editor_support import SHEETC
from test_lsp import MISTAKEN

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


@pytest.mark.skipif(shutil.which("nvim") is None, reason="Neovim is not installed (.ci/run installs Debian's neovim)")
def test_the_init_lua_docs_editors_gives_works_in_this_neovim(tmp_path):
    """docs/editors.md's snippet, as a user pastes it into init.lua, on the Neovim installed here
    (Debian 12's is 0.7.2, without `vim.fs` or `vim.lsp.start`): it starts sheetc for a spec file
    inside a git repository, rooted there, and diagnostics arrive."""
    docs = (HERE.parent.parent / "docs" / "editors.md").read_text()
    section = docs[docs.index("## Neovim"):]
    snippet = section[section.index("```lua\n") + len("```lua\n"):section.index("```\n", section.index("```lua\n") + 7)]
    init = tmp_path / "init.lua"
    init.write_text(snippet)
    project = tmp_path / "project"
    (project / ".git").mkdir(parents=True)
    (project / "Specs").mkdir()
    spec = project / "Specs" / "Demo.sheet.yaml"
    spec.write_text(MISTAKEN)
    out = tmp_path / "result.json"
    probe = tmp_path / "probe.lua"
    probe.write_text(
        "local buf = vim.api.nvim_get_current_buf()\n"
        "local ok = vim.wait(10000, function() return #vim.diagnostic.get(buf) > 0 end, 20)\n"
        "local clients = vim.lsp.buf_get_clients(buf)\n"
        "local roots = {}\n"
        "for _, c in pairs(clients) do table.insert(roots, c.config.root_dir) end\n"
        "vim.fn.writefile({ vim.fn.json_encode({ ok = ok, count = #vim.diagnostic.get(buf), roots = roots }) }, os.getenv('OUT'))\n"
        "vim.cmd('qa!')\n")
    bin_dir = str(pathlib.Path(SHEETC).resolve().parent)
    env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""), OUT=str(out))
    run = subprocess.run(["nvim", "--headless", "-i", "NONE", "-u", str(init), str(spec), "-c", "luafile " + str(probe)],
                         env=env, timeout=120, capture_output=True, text=True)
    assert out.exists(), run.stderr
    result = json.loads(out.read_text())
    assert result["ok"] and result["count"] > 0, (result, run.stderr)
    assert result["roots"] == [str(project)]
