import SheetcCore

/// `sheetc lsp`'s session: the documents an editor has open, and one handler per LSP 3.17
/// method. Every answer comes from SheetcCore's editor services (`SpecDocument`): diagnostics
/// are `validate`'s, completion and hover read the key catalog. The server is driven one
/// frame at a time (`handle`), so tests and the stdio loop feed it alike.
final class LanguageServer {
    /// Where `codeDescription.href` points, up to the `#`: docs/diagnostics.md (`nil`: no links).
    private let diagnosticsPage: String?
    private let send: (String) -> Void
    private var initialized = false
    private var shutdownRequested = false
    /// The open documents' texts, by URI.
    private var texts: [String: String] = [:]
    /// Each open document as last checked, by URI.
    private var documents: [String: SpecDocument] = [:]
    /// The workspace's spec files on disk, by path (for notes that point into them), and as checked.
    private var onDisk: [String: [UInt8]] = [:]
    private var workspace = Workspace()
    /// The workspace's folders.
    private var roots: [String] = []
    /// Whether the client lets the server ask to hear of spec files changed on disk.
    private var canWatchFiles = false
    /// Whether a change came in since the open documents were last checked: changes are applied
    /// as they arrive, and checked once when no more are queued (`flush`), so an editor sending
    /// a change per keystroke gets the diagnostics of its last text, not one check per change.
    private var needsCheck = false

    init(diagnosticsPage: String?, send: @escaping (String) -> Void) {
        self.diagnosticsPage = diagnosticsPage
        self.send = send
    }

    /// Handles one frame; the exit status once the client has sent `exit`, else `nil`.
    func handle(_ frame: JSONRPC.Frame) -> Int32? {
        switch frame {
        case .badHeader(let reason):
            send(JSONRPC.error(id: .null, .parseError, reason))
            return nil
        case .body(let body):
            return handle(JSONRPC.message(from: body))
        }
    }

    /// Checks the open documents and publishes their diagnostics, when something changed since
    /// the last check. The stdio loop calls it once no more input is waiting; every request
    /// calls it first, so an answer always sees the latest text.
    func flush() {
        guard needsCheck else { return }
        needsCheck = false
        recheck()
    }

    func handle(_ message: JSONRPC.Message) -> Int32? {
        switch message {
        case .response:
            return nil
        case .malformed(let code, let id, let reason):
            send(JSONRPC.error(id: id, code, reason))
            return nil
        case .notification(let method, let params):
            if method == "exit" { return shutdownRequested ? 0 : 1 }
            guard initialized else { return nil }
            notify(method, params ?? .object([:]))
            return nil
        case .request(let id, let method, let params):
            if method == "initialize" {
                // Once per session, as the protocol says: a second would read the workspace again.
                if initialized {
                    send(JSONRPC.error(id: id, .invalidRequest, "the server is initialized already; 'initialize' is sent once"))
                } else {
                    send(JSONRPC.response(id: id, result: initialize(params ?? .object([:]))))
                }
                return nil
            }
            guard initialized else {
                send(JSONRPC.error(id: id, .serverNotInitialized, "the server is not initialized yet"))
                return nil
            }
            if shutdownRequested, method != "shutdown" {
                send(JSONRPC.error(id: id, .invalidRequest, "the server is shutting down"))
                return nil
            }
            flush()
            do {
                send(JSONRPC.response(id: id, result: try answer(method, params ?? .object([:]))))
            } catch let failure as RequestFailure {
                send(JSONRPC.error(id: id, failure.code, failure.message))
            } catch {
                send(JSONRPC.error(id: id, .invalidParams, "\(error)"))
            }
            return nil
        }
    }

    private struct RequestFailure: Error {
        var code: JSONRPC.ErrorCode
        var message: String
    }

    // MARK: Lifecycle

    private func initialize(_ params: JSONValue) -> JSONValue {
        initialized = true
        if case .array(let folders)? = params["workspaceFolders"] {
            roots = folders.compactMap { $0["uri"]?.string.flatMap(DocumentURI.path(of:)) }
        } else if let root = params["rootUri"]?.string.flatMap(DocumentURI.path(of:)) {
            roots = [root]
        }
        readWorkspace()
        canWatchFiles = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == .bool(true)
        return .object([
            "capabilities": .object([
                "textDocumentSync": .object(["openClose": .bool(true), "change": .number(1), "save": .object(["includeText": .bool(false)])]),
                "completionProvider": .object(["triggerCharacters": .array([.string(" ")])]),
                "hoverProvider": .bool(true),
                "definitionProvider": .bool(true),
                "documentSymbolProvider": .bool(true),
                "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
            ]),
            "serverInfo": .object(["name": .string("sheetc"), "version": .string(SheetcVersion.current)]),
        ])
    }

    /// Reads the spec files below the workspace's folders (the cross-file checks see them),
    /// once, at the start (`WorkspaceWalk`, bounded); afterwards single files are read again as
    /// the client says they changed or were saved.
    private func readWorkspace() {
        guard !roots.isEmpty else { return }
        onDisk = [:]
        let fileSystem = DiskFileSystem()
        let found = WorkspaceWalk.specFiles(under: roots, in: fileSystem)
        for file in found.files {
            if let bytes = try? fileSystem.read(file, atMost: YAMLLimits.default.maxFileSize + 1) { onDisk[file] = bytes }
        }
        workspace.setFilesOnDisk(onDisk.map { SpecSource(path: $0.key, bytes: $0.value) })
        if let cutShort = found.cutShort { log(cutShort, type: 2) }
    }

    /// A line in the client's log (`window/logMessage`; type 1 error, 2 warning, 3 info).
    private func log(_ message: String, type: Int) {
        send(JSONRPC.notification(method: "window/logMessage", params: .object([
            "type": .number(Double(type)), "message": .string("sheetc: " + message),
        ])))
    }

    // MARK: Notifications

    private func notify(_ method: String, _ params: JSONValue) {
        let uri = params["textDocument"]?["uri"]?.string
        switch method {
        case "textDocument/didOpen":
            guard let uri, Self.isSpec(uri), let text = params["textDocument"]?["text"]?.string else { return }
            texts[uri] = text
            needsCheck = true
        case "initialized" where canWatchFiles:
            // Spec files changed on disk (another branch checked out, a file renamed) come back
            // as `workspace/didChangeWatchedFiles`; the client's answer needs nothing.
            send(JSONRPC.request(id: .string("sheetc-watch"), method: "client/registerCapability", params: .object([
                "registrations": .array([.object([
                    "id": .string("sheetc-spec-files"),
                    "method": .string("workspace/didChangeWatchedFiles"),
                    "registerOptions": .object(["watchers": .array([
                        .object(["globPattern": .string("**/*.sheet.yaml")]), .object(["globPattern": .string("**/*.sheet.yml")]),
                    ])]),
                ])]),
            ])))
        case "workspace/didChangeWatchedFiles":
            // Only the files named are read again (created, changed) or forgotten (deleted).
            guard case .array(let changes)? = params["changes"] else { return }
            for change in changes {
                guard let uri = change["uri"]?.string, Self.isSpec(uri), let path = DocumentURI.path(of: uri) else { continue }
                if change["type"]?.int == 3 {
                    onDisk[path] = nil
                    workspace.setFileOnDisk(path, bytes: nil)
                } else if roots.contains(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
                    rereadFromDisk(path)
                }
            }
            needsCheck = true
        case "textDocument/didChange":
            guard let uri, var text = texts[uri], case .array(let changes)? = params["contentChanges"] else { return }
            for change in changes {
                guard let new = change["text"]?.string else { continue }
                if let written = change["range"], written != .null {
                    // A range the server cannot read is not taken as "the whole document": that
                    // would replace the text, and the server's copy would no longer be the editor's.
                    guard let range = Self.range(from: written) else {
                        log("a change to \(uri) with a malformed 'range' was ignored: \(written.rendered())", type: 2)
                        continue
                    }
                    text = Self.replacing(range, in: text, with: new)
                } else {
                    text = new
                }
            }
            texts[uri] = text
            needsCheck = true
        case "textDocument/didClose":
            guard let uri else { return }
            texts[uri] = nil
            documents[uri] = nil
            publish(uri: uri, [])
            if let path = DocumentURI.path(of: uri), onDisk[path] != nil { rereadFromDisk(path) }
            needsCheck = true
        case "textDocument/didSave":
            guard let uri, let path = DocumentURI.path(of: uri), Self.isSpec(uri) else { return }
            rereadFromDisk(path)
            needsCheck = true
        default:
            return  // `initialized`, `$/…` and the rest need no answer
        }
    }

    private func rereadFromDisk(_ path: String) {
        onDisk[path] = try? DiskFileSystem().read(path, atMost: YAMLLimits.default.maxFileSize + 1)
        workspace.setFileOnDisk(path, bytes: onDisk[path])
    }

    /// Checks the open documents with the workspace's other specs, as `validate` would check
    /// them together, and publishes each open document's diagnostics.
    private func recheck() {
        var paths: [String: String] = [:]  // path → URI
        var sources: [SpecSource] = []
        for (uri, text) in texts {
            let path = DocumentURI.path(of: uri) ?? uri
            paths[path] = uri
            sources.append(SpecSource(path: path, bytes: Array(text.utf8)))
        }
        let results = workspace.check(open: sources)
        for result in results {
            guard let uri = paths[result.path], let text = texts[uri] else { continue }
            let document = SpecDocument(path: result.path, text: text, result: result)
            documents[uri] = document
            publish(uri: uri, document.diagnostics.map { lspDiagnostic($0, in: document) })
        }
    }

    private func publish(uri: String, _ diagnostics: [JSONValue]) {
        send(JSONRPC.notification(method: "textDocument/publishDiagnostics",
                                  params: .object(["uri": .string(uri), "diagnostics": .array(diagnostics)])))
    }

    // MARK: Requests

    private func answer(_ method: String, _ params: JSONValue) throws -> JSONValue {
        // A client that starts the server for every YAML file gets nothing for the others.
        if let uri = params["textDocument"]?["uri"]?.string, !Self.isSpec(uri) {
            return method == "textDocument/completion" || method == "textDocument/hover" || method == "textDocument/definition" ? .null : .array([])
        }
        switch method {
        case "shutdown":
            shutdownRequested = true
            return .null
        case "textDocument/completion":
            let (document, position) = try located(params)
            return .object(["isIncomplete": .bool(false), "items": .array(document.completions(at: position).map(Self.completionItem))])
        case "textDocument/hover":
            let (document, position) = try located(params)
            guard let hover = document.hover(at: position) else { return .null }
            return .object([
                "contents": .object(["kind": .string("markdown"), "value": .string(hover.markdown)]),
                "range": Self.range(document.text.range(of: hover.range)),
            ])
        case "textDocument/definition":
            let (document, position) = try located(params)
            guard let range = document.definition(at: position), let uri = params["textDocument"]?["uri"] else { return .null }
            return .object(["uri": uri, "range": Self.range(document.text.range(of: range))])
        case "textDocument/documentSymbol":
            let document = try self.document(params)
            return .array(document.symbols().map { Self.symbol($0, in: document) })
        case "textDocument/codeAction":
            return try codeActions(params)
        default:
            throw RequestFailure(code: .methodNotFound, message: "sheetc's server does not handle '\(method)'")
        }
    }

    private func document(_ params: JSONValue) throws -> SpecDocument {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            throw RequestFailure(code: .invalidParams, message: "the request names no 'textDocument.uri'")
        }
        guard let document = documents[uri] else {
            throw RequestFailure(code: .invalidParams, message: "'\(uri)' is not open")
        }
        return document
    }

    private func located(_ params: JSONValue) throws -> (SpecDocument, EditorPosition) {
        let document = try self.document(params)
        guard let position = params["position"].flatMap(Self.position(from:)) else {
            throw RequestFailure(code: .invalidParams, message: "the request has no valid 'position'")
        }
        return (document, position)
    }

    private func codeActions(_ params: JSONValue) throws -> JSONValue {
        let document = try self.document(params)
        guard let uri = params["textDocument"]?["uri"], let wanted = params["range"].flatMap(Self.range(from:)) else {
            throw RequestFailure(code: .invalidParams, message: "the request has no valid 'range'")
        }
        var actions: [JSONValue] = []
        for diagnostic in document.diagnostics {
            guard let fix = document.quickFix(for: diagnostic) else { continue }
            let range = document.text.range(of: fix.range)
            guard Self.overlaps(range, wanted) else { continue }
            actions.append(.object([
                "title": .string(fix.title),
                "kind": .string("quickfix"),
                "isPreferred": .bool(true),
                "diagnostics": .array([lspDiagnostic(diagnostic, in: document)]),
                "edit": .object(["changes": .object([uri.string ?? "": .array([
                    .object(["range": Self.range(range), "newText": .string(fix.replacement)]),
                ])])]),
            ]))
        }
        return .array(actions)
    }

    /// Whether a document is a sheet spec (`*.sheet.yaml`, `*.sheet.yml`): the only ones the server speaks about.
    static func isSpec(_ uri: String) -> Bool {
        let path = DocumentURI.path(of: uri) ?? uri
        return path.hasSuffix(".sheet.yaml") || path.hasSuffix(".sheet.yml")
    }

    // MARK: Conversions

    /// A diagnostic as `validate` reports it, in LSP's shape.
    private func lspDiagnostic(_ diagnostic: Diagnostic, in document: SpecDocument) -> JSONValue {
        let severity: Double = switch diagnostic.severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
        var message = diagnostic.message
        if let help = diagnostic.help { message += "\nhelp: " + help }
        var members: [String: JSONValue] = [
            "range": Self.range(diagnostic.range.map(document.text.range(of:)) ?? EditorRange(start: .zero, end: .zero)),
            "severity": .number(severity),
            "code": .string(diagnostic.code.rawValue),
            "source": .string("sheetc"),
            "message": .string(message),
        ]
        if let diagnosticsPage {
            members["codeDescription"] = .object(["href": .string(diagnosticsPage + "#" + diagnostic.code.rawValue.lowercased())])
        }
        if !diagnostic.notes.isEmpty {
            members["relatedInformation"] = .array(diagnostic.notes.map { note in
                let file = note.file ?? diagnostic.file
                let text = file == document.path ? document.text : otherText(file)
                return .object([
                    "location": .object([
                        "uri": .string(DocumentURI.uri(of: file)),
                        "range": Self.range(note.range.map(text.range(of:)) ?? EditorRange(start: .zero, end: .zero)),
                    ]),
                    "message": .string(note.message),
                ])
            })
        }
        return .object(members)
    }

    /// The text of another spec a note points into (open, else on disk).
    private func otherText(_ path: String) -> EditorText {
        if let text = texts[DocumentURI.uri(of: path)] { return EditorText(text) }
        return EditorText(String(decoding: onDisk[path] ?? [], as: UTF8.self))
    }

    private static func completionItem(_ item: CompletionItem) -> JSONValue {
        let kind: Double = switch item.kind {
        case .key: 10  // Property
        case .value: 12  // Value
        case .state: 20  // EnumMember
        }
        return .object([
            "label": .string(item.label),
            "kind": .number(kind),
            "detail": .string(item.detail),
            "documentation": .object(["kind": .string("markdown"), "value": .string(item.documentation)]),
            "insertText": .string(item.insertText),
        ])
    }

    private static func symbol(_ symbol: SpecSymbol, in document: SpecDocument) -> JSONValue {
        .object([
            "name": .string(symbol.name),
            "kind": .number(symbol.kind == .sheet ? 5 : 22),  // Class, EnumMember
            "range": range(document.text.range(of: symbol.range)),
            "selectionRange": range(document.text.range(of: symbol.selectionRange)),
            "children": .array(symbol.children.map { Self.symbol($0, in: document) }),
        ])
    }

    private static func range(_ range: EditorRange) -> JSONValue {
        .object(["start": position(range.start), "end": position(range.end)])
    }

    private static func position(_ position: EditorPosition) -> JSONValue {
        .object(["line": .number(Double(position.line)), "character": .number(Double(position.character))])
    }

    private static func position(from json: JSONValue) -> EditorPosition? {
        guard let line = json["line"]?.int, let character = json["character"]?.int, line >= 0, character >= 0 else { return nil }
        return EditorPosition(line: line, character: character)
    }

    private static func range(from json: JSONValue) -> EditorRange? {
        guard let start = json["start"].flatMap(position(from:)), let end = json["end"].flatMap(position(from:)) else { return nil }
        return EditorRange(start: start, end: end)
    }

    private static func overlaps(_ a: EditorRange, _ b: EditorRange) -> Bool {
        func before(_ x: EditorPosition, _ y: EditorPosition) -> Bool { (x.line, x.character) < (y.line, y.character) }
        return !before(a.end, b.start) && !before(b.end, a.start)
    }

    /// `text` with an editor range replaced (an incremental change). Positions count UTF-16
    /// code units, as LSP's do; the work is done on the UTF-8 bytes, found by one scan and
    /// spliced with copies (an editor sends a change per keystroke, on specs of thousands of lines).
    static func replacing(_ range: EditorRange, in text: String, with new: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            func offset(_ position: EditorPosition) -> Int {
                var line = 0, index = 0
                while line < position.line, index < bytes.count {
                    if bytes[index] == 10 { line += 1 }
                    index += 1
                }
                var units = 0
                while units < position.character, index < bytes.count, bytes[index] != 10 {
                    let lead = bytes[index]
                    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                    units += length == 4 ? 2 : 1
                    index = min(bytes.count, index + length)
                }
                return index
            }
            let start = offset(range.start), end = max(start, offset(range.end))
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count - (end - start) + new.utf8.count)
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<start]))
            result.append(contentsOf: new.utf8)
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[end...]))
            return String(decoding: result, as: UTF8.self)
        }
    }
}

extension EditorPosition {
    static let zero = EditorPosition(line: 0, character: 0)
}
