import ArgumentParser
import SheetcCore

/// `sheetc lsp`: the language server on standard input and output (docs/editors.md).
struct Lsp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",  // named, not derived: deriving it looks the type's name up at every start-up
        abstract: "Run the Language Server Protocol server on standard input and output (for editors).",
        discussion: """
            Diagnostics as 'validate' gives them while you type, completion, hover, quick fixes, go to a \
            state's definition and document symbols, for *.sheet.yaml and *.sheet.yml documents. \
            docs/editors.md says how to use it from VS Code, Neovim, Helix and Zed. \
            Exit status: 0 after 'shutdown' then 'exit'; 1 when the input ends or 'exit' comes without 'shutdown'.
            """)

    @Option(help: ArgumentHelp("The page diagnostics' codes link to, up to '#' (default: docs/diagnostics.md beside this sheetc's sources, when there).",
                               valueName: "url"))
    var diagnosticsPage: String?

    func run() throws {
        let server = LanguageServer(diagnosticsPage: diagnosticsPage ?? Self.localDiagnosticsPage()) { body in
            _ = JSONRPC.frame(body).withUnsafeBufferPointer { POSIX.writeAll($0, to: STDOUT_FILENO) }
        }
        var reader = JSONRPC.FrameReader()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var lastFlush = ContinuousClock.now
        while true {
            let count = buffer.withUnsafeMutableBytes { POSIX.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw ExitCode(1) }  // the client went away without 'exit'
            reader.append(buffer[..<count])
            while let frame = reader.next() {
                if let status = server.handle(frame) {
                    if status != 0 { throw ExitCode(status) }
                    return
                }
            }
            // Changes still queued on the pipe are applied before the documents are checked:
            // one check for a burst of keystrokes. A client that never stops sending is still
            // answered at least every half second.
            let now = ContinuousClock.now
            if !Self.inputIsWaiting() || now - lastFlush > .milliseconds(500) {
                server.flush()
                lastFlush = now
            }
        }
    }

    /// Whether standard input has bytes ready to read now (or has ended).
    private static func inputIsWaiting() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// `file://…/docs/diagnostics.md` of the source tree this sheetc was built in
    /// (`.build/<config>/sheetc`), when it is there.
    static func localDiagnosticsPage() -> String? {
        guard let resolved = realpath(CommandLine.arguments[0], nil) else { return nil }
        var directory = String(cString: resolved)
        free(resolved)
        for _ in 0..<5 {
            guard let slash = directory.lastIndex(of: "/"), slash != directory.startIndex else { return nil }
            directory = String(directory[..<slash])
            let page = directory + "/docs/diagnostics.md"
            if access(page, R_OK) == 0 { return DocumentURI.uri(of: page) }
        }
        return nil
    }
}
