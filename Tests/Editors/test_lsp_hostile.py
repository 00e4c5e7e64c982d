"""`sheetc lsp` under hostile use, over its real stdio framing (issue 37, L1-L4): a bad header
block does not make the server deaf, queued changes are checked once, a change with a malformed
range is ignored, and the workspace is walked once, within bounds.

Run: SHEETC=.build/debug/sheetc python3 -m pytest Tests/Editors (from the repository's top).
"""

import json
import os
import pathlib
import select
import subprocess
import threading
import time

import pytest

from editor_support import SHEETC

VALID = """version: 1
sheet: Demo
segmented: true
segments:
  open: 90%
  compressed: 300
  closed: 0
initialState: compressed
"""


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class RawClient:
    """The server over pipes, framed by hand so a test can send what no client library would."""

    def __init__(self):
        self.process = subprocess.Popen([SHEETC, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.pending = b""
        self.next_id = 100
        self.seen = []

    def send(self, message):
        self.write(frame(json.dumps(message).encode()))

    def write(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.next_id

    def initialize(self, root=None):
        params = {"capabilities": {}}
        if root is not None:
            params["rootUri"] = root.as_uri()
        ident = self.request("initialize", params)
        answer = self.until(lambda m: m.get("id") == ident, timeout=30)
        self.notify("initialized", {})
        return answer

    def read(self, timeout):
        """The next message, or None when none comes within `timeout` seconds."""
        deadline = time.monotonic() + timeout
        fd = self.process.stdout.fileno()
        while True:
            end = self.pending.find(b"\r\n\r\n")
            if end >= 0:
                length = int(self.pending[:end].split(b"Content-Length:")[1].split(b"\r\n")[0])
                if len(self.pending) >= end + 4 + length:
                    body = self.pending[end + 4:end + 4 + length]
                    self.pending = self.pending[end + 4 + length:]
                    return json.loads(body)
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                return None
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return None
            self.pending += chunk

    def until(self, predicate, timeout=10):
        """Messages up to and including the first that `predicate` accepts (which is returned)."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.read(max(0.0, deadline - time.monotonic()))
            assert message is not None, "no such message within %s s" % timeout
            self.seen.append(message)
            if predicate(message):
                return message

    def logged(self, timeout=10):
        """The first `window/logMessage`'s text (it may have come before `initialize`'s answer)."""
        for message in self.seen:
            if message.get("method") == "window/logMessage":
                return message["params"]["message"]
        return self.until(lambda m: m.get("method") == "window/logMessage", timeout)["params"]["message"]

    def diagnostics(self, uri, timeout=10):
        message = self.until(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                             and m["params"]["uri"] == uri, timeout)
        return message["params"]["diagnostics"]

    def open(self, path: pathlib.Path, text: str):
        uri = path.as_uri()
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}})
        return uri

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@pytest.fixture
def raw():
    client = RawClient()
    yield client
    client.close()


def test_a_bad_length_does_not_make_the_server_deaf(raw):
    """L1: after `Content-Length: -5` and a body, the next valid messages are answered."""
    raw.initialize()
    body = b'{"jsonrpc":"2.0","id":7,"method":"shutdown"}'
    raw.write(b"Content-Length: -5\r\n\r\n" + body)
    first = raw.request("workspace/nothing", {})
    second = raw.request("workspace/nothing", {})
    errors = [raw.until(lambda m: "id" in m or "error" in m) for _ in range(3)]
    assert errors[0]["error"]["code"] == -32700  # the bad header block, once
    assert [(m["id"], m["error"]["code"]) for m in errors[1:]] == [(first, -32601), (second, -32601)]


def test_noise_between_messages_is_skipped_up_to_the_next_one(raw):
    """L1: bytes that are no header at all, then a message: one -32700, then the message's answer."""
    raw.initialize()
    raw.write(b"garbage\r\n\r\n" + b"x" * 20_000)
    ident = raw.request("workspace/nothing", {})
    answers = [raw.until(lambda m: "id" in m) for _ in range(2)]
    assert answers[0]["error"]["code"] == -32700
    assert (answers[1]["id"], answers[1]["error"]["code"]) == (ident, -32601)


def test_queued_changes_are_checked_once(raw, tmp_path):
    """L2: 2,000 changes sent at once to a 2,000-line spec: the last text's diagnostics come
    quickly, and far fewer checks than changes are published."""
    path = tmp_path / "Big.sheet.yaml"
    lines = VALID + "".join("# padding line %d\n" % n for n in range(2000))
    raw.initialize()
    uri = raw.open(path, lines)
    assert raw.diagnostics(uri) == []
    began = time.monotonic()
    changes = b"".join(
        frame(json.dumps({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": n + 2},
            "contentChanges": [{"range": {"start": {"line": 1, "character": 7}, "end": {"line": 1, "character": 11}},
                                "text": "Demo" if n % 2 else "D3mo"}]}}).encode())
        for n in range(1999))
    # The last change writes a mistake: its diagnostic is what must arrive.
    last = frame(json.dumps({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": uri, "version": 5000},
        "contentChanges": [{"range": {"start": {"line": 2, "character": 11}, "end": {"line": 2, "character": 15}},
                            "text": "yes"}]}}).encode())
    # Written from a thread: a server that answers each change as it comes would fill the
    # pipe back to us while we are still writing, and neither side would move.
    writer = threading.Thread(target=raw.write, args=(changes + last,), daemon=True)
    writer.start()
    published = 0
    while True:
        diagnostics = raw.diagnostics(uri, timeout=30)
        published += 1
        if diagnostics:
            break
    elapsed = time.monotonic() - began
    assert published < 100, "%d checks for 2,000 queued changes" % published
    assert elapsed < 10, "the last change's diagnostics took %.1f s" % elapsed


def test_a_change_with_a_malformed_range_is_ignored(raw, tmp_path):
    """L3: a `range` that is present but not a range does not replace the whole document."""
    raw.initialize()
    uri = raw.open(tmp_path / "Demo.sheet.yaml", VALID)
    assert raw.diagnostics(uri) == []
    raw.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                          "contentChanges": [{"range": {"start": {"line": "one"}}, "text": "sheet: [\n"}]})
    assert "malformed 'range'" in raw.logged()
    # The document is still the editor's: a symbol request sees the sheet and its states.
    ident = raw.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})
    [sheet] = raw.until(lambda m: m.get("id") == ident)["result"]
    assert sheet["name"] == "Demo" and len(sheet["children"]) == 3


def test_the_workspace_is_walked_once(raw, tmp_path):
    """L4: opening a document does not walk the workspace again: a spec that appears on disk
    unannounced is not seen until the client says it was created."""
    (tmp_path / "A.sheet.yaml").write_text(VALID.replace("Demo", "Other"))
    raw.initialize(tmp_path)
    (tmp_path / "B.sheet.yaml").write_text(VALID)  # unannounced
    uri = raw.open(tmp_path / "C.sheet.yaml", VALID)
    assert raw.diagnostics(uri) == []
    raw.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": (tmp_path / "B.sheet.yaml").as_uri(), "type": 1}]})
    [duplicate] = raw.diagnostics(uri)
    assert duplicate["code"] == "E107"
    raw.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": (tmp_path / "B.sheet.yaml").as_uri(), "type": 3}]})
    assert raw.diagnostics(uri) == []


def test_the_walk_is_bounded_in_depth(raw, tmp_path):
    """L4: a spec buried deeper than the walk goes is not read (and the log says so); the
    server still answers `initialize` at once."""
    deep = tmp_path
    for n in range(20):
        deep = deep / ("d%d" % n)
    deep.mkdir(parents=True)
    (deep / "Deep.sheet.yaml").write_text(VALID)
    began = time.monotonic()
    raw.initialize(tmp_path)
    assert time.monotonic() - began < 5
    assert "levels below" in raw.logged()
    uri = raw.open(tmp_path / "C.sheet.yaml", VALID)
    assert raw.diagnostics(uri) == []


def test_the_walk_is_bounded_in_entries(raw, tmp_path):
    """L4: a workspace of more entries than the bound: `initialize` is answered within a
    second or two, and the log says the walk stopped."""
    for n in range(21_000):
        (tmp_path / ("f%05d.txt" % n)).touch()
    began = time.monotonic()
    raw.initialize(tmp_path)
    assert time.monotonic() - began < 5
    assert "more than" in raw.logged()


# Round 6 (issue 47) -------------------------------------------------------------------------------

@pytest.mark.parametrize("length", [b"9223372036854775807", b"67108865", b"99999999999999999999999"])
def test_a_length_over_the_limit_does_not_make_the_server_deaf(raw, length):
    """Item 2: a `Content-Length` over the server's limit is refused (one -32700) and the server
    resynchronises on the next message, instead of waiting for bytes that never come."""
    raw.initialize()
    raw.write(b"Content-Length: " + length + b"\r\n\r\n" + b'{"jsonrpc":"2.0","id":7,"method":"shutdown"}')
    ident = raw.request("workspace/nothing", {})
    answers = [raw.until(lambda m: "id" in m, timeout=5) for _ in range(2)]
    assert answers[0]["error"]["code"] == -32700
    assert (answers[1]["id"], answers[1]["error"]["code"]) == (ident, -32601)


def test_an_lf_only_header_does_not_swallow_the_next_message(raw):
    """Item 2: a header block whose lines end in a bare LF is read as one, and the message
    after it is answered too."""
    raw.initialize()
    first = json.dumps({"jsonrpc": "2.0", "id": 41, "method": "workspace/nothing", "params": {}}).encode()
    raw.write(b"Content-Length: %d\n\n" % len(first) + first)
    second = raw.request("workspace/nothing", {})
    answers = [raw.until(lambda m: "id" in m, timeout=5) for _ in range(2)]
    assert [(m["id"], m["error"]["code"]) for m in answers] == [(41, -32601), (second, -32601)]


def test_a_second_initialize_is_refused(raw, tmp_path):
    """Item 9: `initialize` is answered once; a second is an error and does not walk the
    workspace again (a spec written since is not seen)."""
    (tmp_path / "A.sheet.yaml").write_text(VALID.replace("Demo", "Other"))
    raw.initialize(tmp_path)
    (tmp_path / "B.sheet.yaml").write_text(VALID)  # on disk after the walk, unannounced
    again = raw.request("initialize", {"capabilities": {}, "rootUri": tmp_path.as_uri()})
    answer = raw.until(lambda m: m.get("id") == again)
    assert answer["error"]["code"] == -32600 and "result" not in answer
    uri = raw.open(tmp_path / "C.sheet.yaml", VALID)
    assert raw.diagnostics(uri) == []  # B was not read: no duplicate sheet name


def test_deep_nesting_is_refused_at_once(raw):
    """Item 9: messages nested 500 deep (about 1 KB each) are refused quickly, each with -32700,
    and the server goes on answering."""
    raw.initialize()
    nested = b'{"jsonrpc":"2.0","id":9,"method":"workspace/nothing","params":{"a":' + b"[" * 500 + b"]" * 500 + b"}}"
    began = time.monotonic()
    for _ in range(10):
        raw.write(frame(nested))
    ident = raw.request("workspace/nothing", {})
    answers = [raw.until(lambda m: "id" in m, timeout=30) for _ in range(11)]
    elapsed = time.monotonic() - began
    assert [m["error"]["code"] for m in answers[:10]] == [-32700] * 10
    assert answers[10]["id"] == ident
    assert elapsed < 2, "10 deep messages took %.1f s" % elapsed
    # Nesting as deep as LSP's own messages go is still read.
    ordinary = raw.request("workspace/nothing", {"a": [[[[[[[[[[{"b": [1]}]]]]]]]]]]})
    assert raw.until(lambda m: m.get("id") == ordinary)["error"]["code"] == -32601


def test_a_long_value_aliased_many_times_is_quoted_at_most_40_characters(raw, tmp_path):
    """Item 4: the diagnostics of a 200,000-character value aliased at four keys, and of a
    document that is such a value, quote at most 40 characters of it."""
    text = ("version: 1\nsheet: Aliased\nsegmented: true\nsegments: {open: 90%, closed: 0}\n"
            "x-keep: &big " + "v" * 200_000 + "\npopUpIndicator:\n  width: *big\n  height: *big\n"
            "  cornerRadius: *big\n  topMargin: *big\n--- " + "v" * 200_000 + "\n")
    raw.initialize()
    uri = raw.open(tmp_path / "Aliased.sheet.yaml", text)
    diagnostics = raw.diagnostics(uri, timeout=30)
    codes = [d["code"] for d in diagnostics]
    assert codes.count("E102") == 4 and "E100" in codes, codes
    for diagnostic in diagnostics:
        assert "v" * 41 not in diagnostic["message"] and len(diagnostic["message"]) < 400, diagnostic["message"][:200]
