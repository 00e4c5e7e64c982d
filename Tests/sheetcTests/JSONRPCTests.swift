@testable import sheetc
import SheetcCore
import Testing

/// The framing and message shapes of `sheetc lsp` (JSONRPC.swift).
struct JSONRPCTests {
    @Test func framesArriveWhateverTheChunks() {
        let bytes = JSONRPC.frame(#"{"jsonrpc":"2.0","method":"a"}"#) + JSONRPC.frame(#"{"jsonrpc":"2.0","id":1,"method":"b"}"#)
        var reader = JSONRPC.FrameReader()
        var frames: [JSONRPC.Frame] = []
        for byte in bytes {
            reader.append([byte])
            while let frame = reader.next() { frames.append(frame) }
        }
        #expect(frames.count == 2)
        let messages: [JSONRPC.Message] = frames.map { frame -> JSONRPC.Message in
            if case .body(let body) = frame { return JSONRPC.message(from: body) }
            return .response
        }
        #expect(messages == [.notification(method: "a", params: nil), .request(id: .number(1), method: "b", params: nil)])
    }

    @Test func headersAreCaseInsensitiveAndMayIncludeContentType() {
        var reader = JSONRPC.FrameReader()
        reader.append(Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        #expect(reader.next() == .body(Array("{}".utf8)))
    }

    @Test func aHeaderWithoutLengthIsReportedAndSkipped() {
        var reader = JSONRPC.FrameReader()
        reader.append(Array("X-Nothing: 1\r\n\r\n".utf8) + JSONRPC.frame("{}"))
        guard case .badHeader = reader.next() else { Issue.record("expected a bad header"); return }
        #expect(reader.next() == .body(Array("{}".utf8)))
    }

    @Test func anOversizedBodyIsDroppedNotHeld() {
        var reader = JSONRPC.FrameReader()
        reader.append(Array("Content-Length: \(JSONRPC.FrameReader.maxBody + 1)\r\n\r\n".utf8))
        guard case .badHeader = reader.next() else { Issue.record("expected a bad header"); return }
    }

    /// Issue 47, item 2: after a length over the limit (2^63 - 1 among them) the next message is
    /// read, not counted into the refused body's bytes.
    @Test(arguments: [JSONRPC.FrameReader.maxBody + 1, Int.max])
    func theMessageAfterAnOversizedLengthIsRead(length: Int) {
        var reader = JSONRPC.FrameReader()
        reader.append(Array("Content-Length: \(length)\r\n\r\n{\"partial\":".utf8) + JSONRPC.frame("{}"))
        guard case .badHeader = reader.next() else { Issue.record("expected a bad header"); return }
        #expect(reader.next() == .body(Array("{}".utf8)))
    }

    /// Issue 47, item 2: header lines ended by a bare LF are one header block, and the message
    /// after it is read too (it was once swallowed as part of the first's headers).
    @Test func headersEndedByBareLineFeedsAreRead() {
        var reader = JSONRPC.FrameReader()
        reader.append(Array("Content-Length: 2\n\n{}".utf8) + JSONRPC.frame("[]"))
        #expect(reader.next() == .body(Array("{}".utf8)))
        #expect(reader.next() == .body(Array("[]".utf8)))
    }

    /// Issue 47, item 9: a body nested deeper than the bound is refused before it is decoded.
    @Test func deepNestingIsRefusedBeforeDecoding() {
        let deep = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\",\"params\":" + String(repeating: "[", count: 500) + String(repeating: "]", count: 500) + "}"
        guard case .malformed(.parseError, _, let reason) = JSONRPC.message(from: Array(deep.utf8)) else { Issue.record("expected -32700"); return }
        #expect(reason.contains("deep"))
        let bracketsInAString = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\",\"params\":[\"" + String(repeating: "[", count: 500) + "\\\"\"]}"
        #expect(JSONRPC.message(from: Array(bracketsInAString.utf8)) == .request(id: .number(1), method: "a", params: .array([.string(String(repeating: "[", count: 500) + "\"")])))
    }

    @Test func malformedMessagesGetTheProtocolsCodes() {
        func code(_ text: String) -> JSONRPC.ErrorCode? {
            if case .malformed(let code, _, _) = JSONRPC.message(from: Array(text.utf8)) { return code }
            return nil
        }
        #expect(code("{not json") == .parseError)
        #expect(code("[1, 2]") == .invalidRequest)
        #expect(code(#"{"jsonrpc":"1.0","id":1,"method":"x"}"#) == .invalidRequest)
        #expect(code(#"{"jsonrpc":"2.0","id":1}"#) == .invalidRequest)
        #expect(code(#"{"jsonrpc":"2.0","id":true,"method":"x"}"#) == .invalidRequest)
        #expect(code(#"{"jsonrpc":"2.0","id":1,"method":"x","params":3}"#) == .invalidRequest)
        #expect(code(#"{"jsonrpc":"2.0","id":1,"method":"x","params":{}}"#) == nil)
        #expect(code(#"{"jsonrpc":"2.0","method":"exit","params":null}"#) == nil)
        // Nested past the decoder's depth: refused, not a stack overflow.
        #expect(code(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)) == .parseError)
    }

    @Test func theServerAnswersBadInputAndKeepsGoing() {
        var sent: [String] = []
        let server = LanguageServer(diagnosticsPage: nil) { sent.append($0) }
        #expect(server.handle(.badHeader("no length")) == nil)
        #expect(server.handle(.body(Array("{".utf8))) == nil)
        #expect(server.handle(.body(Array(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#.utf8))) == nil)
        #expect(server.handle(.body(Array(#"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{}}"#.utf8))) == nil)
        #expect(server.handle(.body(Array(#"{"jsonrpc":"2.0","id":3,"method":"nope","params":{}}"#.utf8))) == nil)
        #expect(sent[0].contains("-32700") && sent[1].contains("-32700") && sent[2].contains("-32002"))
        #expect(sent[3].contains("capabilities") && sent[4].contains("-32601"))
        // `exit` without `shutdown` is status 1; after it, 0.
        #expect(server.handle(.body(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8))) == 1)
        _ = server.handle(.body(Array(#"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#.utf8)))
        #expect(server.handle(.body(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8))) == 0)
    }

    /// Random bytes, cut anywhere, never end the session: every frame is answered or ignored.
    @Test func randomInputNeverEndsTheServer() {
        var generator = SystemRandomNumberGenerator()
        var sent = 0
        let server = LanguageServer(diagnosticsPage: nil) { _ in sent += 1 }
        var reader = JSONRPC.FrameReader()
        let pieces: [[UInt8]] = ["Content-Length: ", "12", "\r\n", "\r\n\r\n", "{", "}", "\"jsonrpc\":\"2.0\"", ",\"id\":1", ",\"method\":\"initialize\"", "[", "]", "\u{0}", "é"]
            .map { Array($0.utf8) }
        for _ in 0..<20_000 {
            reader.append(pieces.randomElement(using: &generator)!)
            while let frame = reader.next() { #expect(server.handle(frame) == nil) }
        }
        #expect(sent > 0)
    }

    @Test func incrementalChangesCountUTF16() {
        let range = EditorRange(start: EditorPosition(line: 1, character: 2), end: EditorPosition(line: 1, character: 4))
        #expect(LanguageServer.replacing(range, in: "a\n😀bc\n", with: "X") == "a\n😀X\n")
    }
}
