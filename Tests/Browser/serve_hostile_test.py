"""`sheetc serve` under hostile use (issue 37, S1-S7): a real server on 127.0.0.1, raw sockets and
raw WebSocket frames, load bounded in count and time.

- S1: a foreign Host is refused (403), and so is a WebSocket opened from a foreign Origin;
- S2: a long request line or header block is answered 431 at once, a head that does not
  arrive is closed (408), and neither keeps others or SIGTERM waiting;
- S3: with 256 descriptors and 300 idle connections the server keeps serving;
- S4: a FIFO named like a spec gets validate's E001 and serving goes on (present at start, or
  appearing while serving);
- S5: the address is printed once the port listens;
- S6: a second file declaring the same sheet does not take over a page: its E107 reaches it;
- S7: an unreadable spec is said so (not "gone"), inputs are reported in validate's words, and a
  loopback --host is not warned about;
- S8: a save that truncates the file and then writes it never shows the empty file in between
  (W005, "no sheet"), and the written content is served.

Run: SHEETC=.build/debug/sheetc python3 -m pytest -q Tests/Browser/serve_hostile_test.py
"""

import base64
import json
import os
import pathlib
import resource
import select
import signal
import socket
import subprocess
import threading
import time
import urllib.parse

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHEETC = os.path.abspath(os.environ.get("SHEETC", str(ROOT / ".build/debug/sheetc")))
GLIDE = (ROOT / "Samples" / "GlideCard.sheet.yaml").read_text()
SHEET = """version: 1
sheet: Card
segmented: true
segments:
  open: 90%
  compressed: 300
  closed: 0
"""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`sheetc serve` in the background, on a free port; `port` once it printed its address."""

    def __init__(self, cwd, *args, limit=None):
        self.port = free_port()
        self.err = open(pathlib.Path(cwd) / ".serve-stderr", "w+")
        preexec = (lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))) if limit else None
        self.process = subprocess.Popen([SHEETC, "serve", "--port", str(self.port), *args], cwd=cwd,
                                        stdout=subprocess.PIPE, stderr=self.err, text=True, preexec_fn=preexec)
        # Within a bound: a server that hangs before listening must fail the test, not stall it.
        ready = select.select([self.process.stdout], [], [], 15)[0]
        self.line = self.process.stdout.readline() if ready else ""
        if not self.line.startswith("http://"):
            self.process.kill()
            self.process.wait()
            raise AssertionError("no address printed within 15 s: " + self.stderr())

    def stderr(self):
        self.err.flush()
        self.err.seek(0)
        return self.err.read()

    def stop(self, sig=signal.SIGTERM):
        """Sends `sig`; (exit status, seconds it took)."""
        began = time.monotonic()
        self.process.send_signal(sig)
        try:
            return self.process.wait(timeout=5), time.monotonic() - began
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            return "still running after 5 s", 5.0


@pytest.fixture
def specs(tmp_path):
    (tmp_path / "Card.sheet.yaml").write_text(SHEET)
    return tmp_path


@pytest.fixture
def server(specs):
    running = Server(specs)
    yield running
    running.stop()


def request(port, head: bytes, timeout=5.0):
    """Sends `head` as it is; the answer's bytes (until the server closes, or `timeout`)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(head)
        answer = b""
        try:
            while chunk := s.recv(65536):
                answer += chunk
        except (socket.timeout, ConnectionResetError):
            pass
        return answer


def status(answer: bytes):
    return int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/1.1 ") else None


def get(port, path="/", host=None, extra=b""):
    host = host if host is not None else "127.0.0.1:%d" % port
    return status(request(port, b"GET %s HTTP/1.1\r\nHost: %s\r\n%s\r\n" % (path.encode(), host.encode(), extra)))


class WebSocket:
    """A WebSocket client over a raw socket (frames from a server are never masked)."""

    def __init__(self, port, path, origin=None, host=None):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        key = base64.b64encode(os.urandom(16))
        head = b"GET %s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" % (
            path.encode(), (host or "127.0.0.1:%d" % port).encode())
        head += b"Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n" % key
        if origin:
            head += b"Origin: %s\r\n" % origin.encode()
        self.sock.sendall(head + b"\r\n")
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                break
            self.buffer += chunk
        answer, _, self.buffer = self.buffer.partition(b"\r\n\r\n")
        self.status = status(answer)

    def _take(self, count, deadline):
        while len(self.buffer) < count:
            self.sock.settimeout(max(0.01, deadline - time.monotonic()))
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError
            self.buffer += chunk
        taken, self.buffer = self.buffer[:count], self.buffer[count:]
        return taken

    def message(self, timeout=5.0):
        """The next text message as JSON, or None when none comes within `timeout`."""
        deadline = time.monotonic() + timeout
        try:
            first, second = self._take(2, deadline)
            length = second & 0x7F
            if length == 126:
                length = int.from_bytes(self._take(2, deadline), "big")
            elif length == 127:
                length = int.from_bytes(self._take(8, deadline), "big")
            return json.loads(self._take(length, deadline))
        except (socket.timeout, TimeoutError):
            return None

    def close(self):
        self.sock.close()


def live_path(port, sheet):
    """The WebSocket path a served page of `sheet` opens (with its file, when the page names one)."""
    page = request(port, b"GET /sheet/%s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % (sheet.encode(), port)).decode()
    settings = json.loads(page.split('id="page-settings">', 1)[1].split("</script>", 1)[0])
    path = "/live/" + sheet
    if "file" in settings:
        path += "?file=" + urllib.parse.quote(settings["file"], safe="")
    return path


# S1 ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("host, expected", [
    ("evil.example", 403), ("evil.example:{port}", 403), ("127.0.0.1.nip.io:{port}", 403), ("localhost.evil:{port}", 403),
    ("127.0.0.1:{port}", 200), ("127.0.0.1", 200), ("localhost:{port}", 200), ("LOCALHOST", 200), ("[::1]:{port}", 200),
])
def test_a_foreign_host_is_refused(server, host, expected):
    assert get(server.port, host=host.format(port=server.port)) == expected


def test_a_websocket_from_a_foreign_origin_is_refused(server):
    path = live_path(server.port, "Card")
    foreign = WebSocket(server.port, path, origin="http://evil.example")
    assert foreign.status == 403
    foreign.close()
    # A page opens its WebSocket on the host it was served from: its Origin names the Host the
    # upgrade sends (issue 47 made the rule that strict: `http://localhost:PORT` with
    # `Host: 127.0.0.1:PORT` is another origin, test_only_the_servers_own_origin_opens_a_websocket).
    for origin, host in ((None, None), ("http://127.0.0.1:%d" % server.port, None), ("http://localhost:%d" % server.port, "localhost:%d" % server.port)):
        own = WebSocket(server.port, path, origin=origin, host=host)
        assert own.status == 101, origin
        assert own.message()["kind"] == "manifest"
        own.close()


# S2 ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", [20_000, 200_000, 1_000_000])
def test_a_long_request_line_is_answered_431_at_once(server, size):
    began = time.monotonic()
    answer = request(server.port, b"GET /" + b"a" * size + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    assert status(answer) == 431
    assert time.monotonic() - began < 2


def test_a_long_header_block_is_answered_431_and_others_are_served(server):
    def flood():
        request(server.port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Flood: " + b"b" * 1_000_000 + b"\r\n\r\n")
    floods = [threading.Thread(target=flood) for _ in range(4)]
    for thread in floods:
        thread.start()
    began = time.monotonic()
    assert get(server.port) == 200
    assert time.monotonic() - began < 2
    many = b"".join(b"X-Header-%d: %s\r\n" % (n, b"c" * 100) for n in range(400))
    assert status(request(server.port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + many + b"\r\n")) == 431
    for thread in floods:
        thread.join(timeout=10)


def test_a_head_that_does_not_arrive_times_out(server):
    began = time.monotonic()
    answer = request(server.port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", timeout=20)
    assert status(answer) == 408
    assert 5 < time.monotonic() - began < 15


def test_sigterm_works_while_heads_flood_in(specs):
    running = Server(specs)
    stop = threading.Event()

    def flood():
        while not stop.is_set():
            try:
                with socket.create_connection(("127.0.0.1", running.port), timeout=2) as s:
                    s.sendall(b"GET / HTTP/1.1\r\nX: " + b"d" * 1_000_000)
            except OSError:
                pass
    floods = [threading.Thread(target=flood) for _ in range(2)]
    for thread in floods:
        thread.start()
    time.sleep(1)
    code, seconds = running.stop()
    stop.set()
    for thread in floods:
        thread.join(timeout=10)
    assert code == 0 and seconds < 1.5, (code, seconds)


# S3 ---------------------------------------------------------------------------------------------

def test_idle_connections_past_the_descriptor_limit_do_not_stop_the_server(specs):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < 1024:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 1024), hard))
    running = Server(specs, limit=256)
    idle = []
    try:
        for _ in range(300):
            idle.append(socket.create_connection(("127.0.0.1", running.port), timeout=5))
        time.sleep(0.5)
        began = time.monotonic()
        assert get(running.port) == 200
        assert time.monotonic() - began < 5
        assert running.process.poll() is None, running.stderr()
    finally:
        for connection in idle:
            connection.close()
    assert get(running.port) == 200
    assert running.stop()[0] == 0


def test_open_websockets_cannot_take_every_connection(specs):
    """S3: at 256 descriptors (64 connections), at most half may be WebSockets: the rest are
    503, and a page request is still served."""
    running = Server(specs, limit=256)
    path = live_path(running.port, "Card")
    sockets = [WebSocket(running.port, path) for _ in range(40)]
    try:
        statuses = [s.status for s in sockets]
        assert statuses.count(101) == 32 and statuses.count(503) == 8, statuses
        assert get(running.port) == 200
    finally:
        for s in sockets:
            s.close()
        assert running.stop()[0] == 0


# S4 ---------------------------------------------------------------------------------------------

def test_a_fifo_present_at_start_gets_e001(specs):
    os.mkfifo(specs / "Pipe.sheet.yaml")
    running = Server(specs)
    try:
        assert "Pipe.sheet.yaml" in running.stderr() and "not a regular file" in running.stderr()
        index = request(running.port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").decode()
        assert "E001" in index and "Card" in index
    finally:
        assert running.stop()[0] == 0


def test_a_fifo_appearing_while_serving_does_not_stop_live_reload(server, specs):
    socket_ = WebSocket(server.port, live_path(server.port, "Card"))
    assert socket_.message()["kind"] == "manifest"
    os.mkfifo(specs / "Pipe.sheet.yaml")
    time.sleep(0.5)
    (specs / "Card.sheet.yaml").write_text(SHEET.replace("compressed: 300", "compressed: 320"))
    update = socket_.message(timeout=5)
    assert update and update["kind"] == "manifest" and "320" in update["manifest"]
    socket_.close()


# S5 ---------------------------------------------------------------------------------------------

def test_the_address_is_printed_once_the_port_listens(specs):
    refused = 0
    for _ in range(10):
        running = Server(specs)
        try:
            with socket.create_connection(("127.0.0.1", running.port), timeout=2):
                pass
        except ConnectionRefusedError:
            refused += 1
        running.stop()
    assert refused == 0


# S6 ---------------------------------------------------------------------------------------------

def test_a_second_file_declaring_the_sheet_does_not_take_over_the_page(server, specs):
    socket_ = WebSocket(server.port, live_path(server.port, "Card"))
    assert socket_.message()["kind"] == "manifest"
    # Sorted first, so the compiler blames the page's own file with E107.
    (specs / "Another.sheet.yaml").write_text(SHEET.replace("compressed: 300", "compressed: 250"))
    update = socket_.message(timeout=5)
    assert update is not None
    assert update["kind"] == "problems" and "E107" in update["codes"], update
    socket_.close()


# S7 ---------------------------------------------------------------------------------------------

def test_an_unreadable_spec_is_said_so(server, specs):
    socket_ = WebSocket(server.port, live_path(server.port, "Card"))
    assert socket_.message()["kind"] == "manifest"
    (specs / "Card.sheet.yaml").unlink()
    os.mkfifo(specs / "Card.sheet.yaml")
    update = socket_.message(timeout=5)
    assert update["kind"] == "problems"
    assert "not a regular file" in update["text"] and "gone" not in update["text"]
    assert update["codes"] == ["E001"]
    socket_.close()


def test_inputs_are_reported_in_validates_words(specs):
    missing = "Card.sheet.yaml/inside"
    validate = subprocess.run([SHEETC, "validate", missing], cwd=specs, capture_output=True, text=True)
    line = validate.stderr.splitlines()[0]
    running = Server(specs, missing, "Card.sheet.yaml")
    try:
        assert line in running.stderr()
    finally:
        running.stop()


def test_a_loopback_host_is_not_warned_about(specs):
    running = Server(specs, "--host", "127.0.0.2")
    try:
        assert "other machines" not in running.stderr()
        assert running.line.startswith("http://127.0.0.2:")
    finally:
        running.stop()


# What held ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("path", ["/../Card.sheet.yaml", "/%2e%2e/Card.sheet.yaml", "/sheet/../../etc/passwd", "/Card.sheet.yaml"])
def test_nothing_outside_the_pages_is_served(server, path):
    assert get(server.port, path) == 404


def test_a_save_that_truncates_then_writes_shows_no_empty_file(tmp_path):
    """S8: an editor that saves by truncating and then writing, slowly (three looks of the watcher
    see the file empty): the moment between is not reported, and the new content is served."""
    spec = tmp_path / "Card.sheet.yaml"
    spec.write_text(SHEET)
    server = Server(tmp_path, str(tmp_path))
    try:
        time.sleep(0.3)
        with open(spec, "r+") as f:
            f.truncate(0)
            f.flush()
            time.sleep(0.35)
            f.write(SHEET.replace("compressed: 300", "compressed: 321"))
        time.sleep(1.5)
        err = server.stderr()
        assert "W005" not in err and "no sheet" not in err, err
        connection = socket.create_connection(("127.0.0.1", server.port), timeout=5)
        connection.sendall(f"GET /sheet/Card HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nConnection: close\r\n\r\n".encode())
        body = b""
        while chunk := connection.recv(65536):
            body += chunk
        connection.close()
        assert b" 200 " in body.split(b"\r\n")[0] and b"321" in body, body[:300]
    finally:
        server.stop()


# Round 6 (issue 47) -------------------------------------------------------------------------------

@pytest.mark.parametrize("origin, host", [
    ("http://127.0.0.1", None), ("http://localhost", None), ("http://127.0.0.1:80", None),  # port 80: another origin
    ("http://localhost:{port}", "127.0.0.1:{port}"),  # another host than the request names
    ("https://127.0.0.1:{port}", None), ("http://127.0.0.1:{port}/", None), ("null", None),
])
def test_only_the_servers_own_origin_opens_a_websocket(server, origin, host):
    """Item 1: an Origin is the server's own only with its scheme, the host the request names
    and the server's port; `http://127.0.0.1` is port 80."""
    port = server.port
    foreign = WebSocket(port, live_path(port, "Card"), origin=origin.format(port=port),
                        host=host.format(port=port) if host else None)
    assert foreign.status == 403, (origin, host)
    foreign.close()


def test_a_non_loopback_host_opens_websockets_to_its_own_origin_only(specs):
    """Item 7: listening on 0.0.0.0, a page on any other address (any port) is another origin."""
    running = Server(specs, "--host", "0.0.0.0")
    try:
        port = running.port
        path = live_path(port, "Card")
        for origin in ("http://203.0.113.5", "http://203.0.113.5:%d" % port, "http://127.0.0.1:%d" % port):
            foreign = WebSocket(port, path, origin=origin, host="198.51.100.7:%d" % port)
            assert foreign.status == 403, origin
            foreign.close()
        own = WebSocket(port, path, origin="http://198.51.100.7:%d" % port, host="198.51.100.7:%d" % port)
        assert own.status == 101
        assert own.message()["kind"] == "manifest"
        own.close()
    finally:
        assert running.stop()[0] == 0


# A 200,000-character value where four numbers belong (E102 each), and a document that is one (E100).
ALIASED = ("version: 1\nsheet: Aliased\nsegmented: true\nsegments: {open: 90%, closed: 0}\n"
           "x-keep: &big " + "v" * 200_000 + "\npopUpIndicator:\n  width: *big\n  height: *big\n"
           "  cornerRadius: *big\n  topMargin: *big\n--- " + "v" * 200_000 + "\n")


def test_a_long_value_aliased_many_times_is_quoted_at_most_40_characters(specs):
    """Item 4: E102 on a 200,000-character value aliased at four keys (and E100 on a document
    that is such a value): the index and the log quote 40 characters of it each time."""
    (specs / "Aliased.sheet.yaml").write_text(ALIASED)
    running = Server(specs)
    try:
        index = request(running.port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        assert b"E102" in index and b"E100" in index
        # A message quotes 40 characters; a source line is shown as a window of 100.
        assert b"v" * 101 not in index and len(index) < 100_000, len(index)
        assert b"'" + b"v" * 40 + "…'".encode() in index
        assert "v" * 101 not in running.stderr() and len(running.stderr()) < 100_000
    finally:
        running.stop()


def test_a_spec_linked_from_outside_the_folder_is_refused(tmp_path):
    """Item 5: a spec that is a link to a file outside the served folder is refused with one
    E001 naming the link; no byte of the target reaches the index or the log."""
    served = tmp_path / "served"
    served.mkdir()
    (served / "Card.sheet.yaml").write_text(SHEET)
    secret = tmp_path / "secret.txt"
    secret.write_text("token: ghp_SECRET_TOKEN_1234\n")
    (served / "Leak.sheet.yaml").symlink_to(secret)
    (served / "Inside.sheet.yaml").symlink_to(served / "Card.sheet.yaml")  # inside: read as itself
    running = Server(served)
    try:
        index = request(running.port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").decode()
        for text in (index, running.stderr()):
            assert "ghp_SECRET" not in text and "token" not in text
            assert "Leak.sheet.yaml" in text and "symbolic link" in text
        assert running.stderr().count("Leak.sheet.yaml") == 1
        assert "Inside.sheet.yaml" in index
    finally:
        running.stop()


def test_a_killed_servers_socket_folder_is_swept_by_the_next(specs):
    """Item 11: SIGKILL leaves the server's socket folder; the next start removes it."""
    running = Server(specs)
    # `sheetc serve` runs sheetc-serve as its child: the server is the one killed.
    children = subprocess.run(["pgrep", "-P", str(running.process.pid)], capture_output=True, text=True).stdout.split()
    assert len(children) == 1, children
    pid = int(children[0])
    left = list(pathlib.Path("/tmp").glob("sheetc-serve-%d-*" % pid))
    assert len(left) == 1 and (left[0] / "http.sock").exists()
    os.kill(pid, signal.SIGKILL)
    running.process.wait()
    assert left[0].exists()
    second = Server(specs)
    try:
        assert not left[0].exists()
    finally:
        second.stop()


def head_of(size):
    """A GET head of exactly `size` bytes (request line, Host, padding lines, the empty line)."""
    head = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    while size - len(head) - 2 > 1000:
        head += b"X-Pad: " + b"p" * 991 + b"\r\n"
    rest = size - len(head) - 2
    head += b"X-End: " + b"e" * (rest - 9) + b"\r\n"
    assert len(head) + 2 == size
    return head + b"\r\n"


def test_the_head_limit_is_16_kb_exactly_when_it_arrives_at_once(server):
    """Item 12: a head of 16,384 bytes (its empty line included) is served; one byte more is 431,
    and so is 30 KB sent in one piece."""
    assert status(request(server.port, head_of(16_384))) == 200
    assert status(request(server.port, head_of(16_385))) == 431
    assert status(request(server.port, head_of(30_000))) == 431


def cpu_seconds(pid):
    """The process's user and system CPU time so far."""
    stat = pathlib.Path("/proc/%d/stat" % pid)
    if stat.exists():
        fields = stat.read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    text = subprocess.run(["ps", "-o", "time=", "-p", str(pid)], capture_output=True, text=True).stdout.strip()
    seconds = 0.0
    for part in text.replace("-", ":").split(":"):
        seconds = seconds * 60 + float(part)
    return seconds


def test_a_trickled_head_costs_little_cpu_a_byte(server):
    """Item 12: heads of 16,000 bytes sent a byte at a time cost the server a wake-up and a read
    a byte (about 30 µs of CPU in a debug build), not a scan of all that came before each byte
    as well (about 230 µs)."""
    heads = [head_of(16_000) for _ in range(2)]
    answers = [None, None]

    def trickle(index):
        with socket.create_connection(("127.0.0.1", server.port), timeout=20) as s:
            s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            for offset in range(len(heads[index])):
                s.sendall(heads[index][offset:offset + 1])
                time.sleep(0.0002)
            answers[index] = s.recv(64)

    before = cpu_seconds(server.process.pid)
    threads = [threading.Thread(target=trickle, args=(n,)) for n in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    spent = cpu_seconds(server.process.pid) - before
    assert [status(answer or b"") for answer in answers] == [200, 200]
    per_byte = spent / sum(map(len, heads)) * 1e6
    assert per_byte < 80, "%.1f µs of CPU a trickled byte" % per_byte
