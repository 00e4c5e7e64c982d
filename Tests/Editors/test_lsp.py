"""`sheetc lsp` driven by a language client nobody here wrote: pytest-lsp (pygls), which also
checks every answer against the capabilities the client announced (VS Code's, here).

Run: SHEETC=.build/debug/sheetc python3 -m pytest Tests/Editors (from the repository's top).
"""

import json
import pathlib
import subprocess

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from editor_support import SHEETC

MISTAKEN = """version: 1
sheet: Demo
segmented: yes
segmnts:
  open: 0.9
  compressed: 300
  closed: 0
initialState: opn
"""

VALID = """version: 1
sheet: Demo
segmented: true
segments:
  open: 90%
  compressed: 300
  closed: 0
initialState: compressed
dimming:
  fullFrom: open
thresholds:
  dismissVelocity: 1500
"""


@pytest.fixture
def workspace(tmp_path):
    return tmp_path


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SHEETC, "lsp"]))
async def client(lsp_client: LanguageClient, workspace):
    # As VS Code does: the server asks to watch spec files (VS Code's capabilities allow it).
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(params: types.RegistrationParams):
        lsp_client.registrations = params.registrations
        return None

    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="specs")],
        )
    )
    yield
    await lsp_client.shutdown_session()


async def open_spec(client: LanguageClient, path: pathlib.Path, text: str):
    path.write_text(text)
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return uri


def validate_json(path: pathlib.Path):
    run = subprocess.run([SHEETC, "validate", "--format", "json", str(path)], capture_output=True, text=True)
    return json.loads(run.stdout)


@pytest.mark.asyncio
async def test_diagnostics_equal_validate(client: LanguageClient, workspace):
    path = workspace / "Demo.sheet.yaml"
    uri = await open_spec(client, path, MISTAKEN)
    published = client.diagnostics[uri]
    expected = validate_json(path)
    assert len(published) == len(expected) >= 3
    severities = {"error": types.DiagnosticSeverity.Error, "warning": types.DiagnosticSeverity.Warning}
    for got, want in zip(published, expected):
        assert got.code == want["code"]
        assert got.severity == severities[want["severity"]]
        assert (got.range.start.line, got.range.start.character) == (want["line"] - 1, want["column"] - 1)
        assert (got.range.end.line, got.range.end.character) == (want["endLine"] - 1, want["endColumn"] - 1)
        assert got.message.split("\n")[0] == want["message"]
        if "help" in want:
            assert got.message.split("\n")[1] == "help: " + want["help"]
        assert got.code_description.href.endswith("docs/diagnostics.md#" + want["code"].lower())


@pytest.mark.asyncio
async def test_diagnostics_follow_each_change(client: LanguageClient, workspace):
    uri = await open_spec(client, workspace / "Demo.sheet.yaml", MISTAKEN)
    assert client.diagnostics[uri]
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=VALID)],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[uri]) == []


@pytest.mark.asyncio
async def test_duplicate_names_across_the_workspace(client: LanguageClient, workspace):
    (workspace / "A.sheet.yaml").write_text(VALID)  # on disk, not open; the editor says it appeared
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=(workspace / "A.sheet.yaml").as_uri(), type=types.FileChangeType.Created)])
    )
    uri = await open_spec(client, workspace / "B.sheet.yaml", VALID)
    [duplicate] = client.diagnostics[uri]
    assert "already named" in duplicate.message
    assert duplicate.related_information[0].location.uri == (workspace / "A.sheet.yaml").as_uri()


@pytest.mark.asyncio
async def test_completion_of_keys_values_and_states(client: LanguageClient, workspace):
    text = VALID + "animation:\n  \n"
    uri = await open_spec(client, workspace / "Demo.sheet.yaml", text)
    lines = text.split("\n")
    keys = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri),
                               position=types.Position(line=len(lines) - 2, character=2))
    )
    labels = [item.label for item in keys.items]
    assert "curve" in labels and "duration" in labels
    curve = next(item for item in keys.items if item.label == "curve")
    assert "easeIn" in curve.documentation.value
    full_from = lines.index("  fullFrom: open")
    states = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri),
                               position=types.Position(line=full_from, character=12))
    )
    assert [item.label for item in states.items] == ["closed", "compressed", "open"]


@pytest.mark.asyncio
async def test_hover_shows_heights_on_every_profile(client: LanguageClient, workspace):
    uri = await open_spec(client, workspace / "Demo.sheet.yaml", VALID)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=4, character=3))
    )
    assert "segments.open" in hover.contents.value
    assert "| iphone-15 | 713.7 |" in hover.contents.value
    assert "| ipad-11-landscape |" in hover.contents.value


@pytest.mark.asyncio
async def test_quick_fix_applies_the_suggestion(client: LanguageClient, workspace):
    path = workspace / "Demo.sheet.yaml"
    uri = await open_spec(client, path, MISTAKEN)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=3, character=0), end=types.Position(line=3, character=7)),
            context=types.CodeActionContext(diagnostics=list(client.diagnostics[uri])),
        )
    )
    [fix] = [action for action in actions if action.title == "Replace with segments"]
    [edit] = fix.edit.changes[uri]
    lines = MISTAKEN.split("\n")
    line = lines[edit.range.start.line]
    lines[edit.range.start.line] = line[: edit.range.start.character] + edit.new_text + line[edit.range.end.character :]
    path.write_text("\n".join(lines))
    codes = [d["code"] for d in validate_json(path)]
    assert "E101" not in codes


@pytest.mark.asyncio
async def test_definition_and_symbols(client: LanguageClient, workspace):
    uri = await open_spec(client, workspace / "Demo.sheet.yaml", VALID)
    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=9, character=13))
    )
    location = definition[0] if isinstance(definition, list) else definition
    assert location.range.start == types.Position(line=4, character=2)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert [s.name for s in symbols] == ["Demo"]
    assert [s.name for s in symbols[0].children] == ["closed", "compressed", "open"]


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_message(stream):
    headers = b""
    while not headers.endswith(b"\r\n\r\n"):
        headers += stream.read(1)
    length = int(headers.split(b"Content-Length:")[1].split(b"\r\n")[0])
    return json.loads(stream.read(length))


@pytest.mark.parametrize("shutdown, status", [(True, 0), (False, 1)])
def test_malformed_messages_never_end_the_server(shutdown, status):
    """Over real pipes: bad frames get the protocol's errors and the session goes on."""
    server = subprocess.Popen([SHEETC, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    server.stdin.write(frame(b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}'))
    server.stdin.write(frame(b"{oops"))
    server.stdin.write(b"X-Header: 1\r\n\r\n")
    server.stdin.write(frame(b'{"jsonrpc":"2.0","id":2}'))
    server.stdin.write(frame(b'{"jsonrpc":"2.0","id":3,"method":"workspace/nothing"}'))
    server.stdin.flush()
    assert "capabilities" in read_message(server.stdout)["result"]
    assert [read_message(server.stdout)["error"]["code"] for _ in range(4)] == [-32700, -32700, -32600, -32601]
    if shutdown:
        server.stdin.write(frame(b'{"jsonrpc":"2.0","id":4,"method":"shutdown"}'))
        server.stdin.flush()
        assert read_message(server.stdout)["result"] is None
    server.stdin.write(frame(b'{"jsonrpc":"2.0","method":"exit"}'))
    server.stdin.flush()
    assert server.wait(timeout=10) == status


@pytest.mark.asyncio
async def test_other_yaml_files_are_left_alone(client: LanguageClient, workspace):
    path = workspace / "compose.yaml"
    path.write_text("services: {}\n")
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=path.as_uri(), language_id="yaml", version=1, text="services: {}\n")
        )
    )
    uri = await open_spec(client, workspace / "Demo.sheet.yaml", VALID)
    assert path.as_uri() not in client.diagnostics and uri in client.diagnostics
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=path.as_uri()))
    )
    assert symbols == []


@pytest.mark.asyncio
async def test_spec_files_changed_on_disk_are_checked_again(client: LanguageClient, workspace):
    uri = await open_spec(client, workspace / "B.sheet.yaml", VALID)
    assert list(client.diagnostics[uri]) == []
    [registration] = client.registrations
    assert registration.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES
    (workspace / "A.sheet.yaml").write_text(VALID)  # a file with the same sheet appears on disk
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=(workspace / "A.sheet.yaml").as_uri(), type=types.FileChangeType.Created)])
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert "already named" in client.diagnostics[uri][0].message
