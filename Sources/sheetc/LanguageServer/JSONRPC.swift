import SheetcCore

/// JSON-RPC 2.0 as the Language Server Protocol carries it: each message a JSON body after
/// headers (`Content-Length: <bytes>`, optionally `Content-Type`), each header line ended by
/// `\r\n` and the headers by an empty line. This file is the whole of the framing and of the
/// message shapes; `LanguageServer` only sees parsed messages.
enum JSONRPC {
    /// The error codes JSON-RPC and LSP define, as the server uses them.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
    }

    /// What came in on the stream: a message body, or a header block that names no usable length.
    enum Frame: Equatable {
        case body([UInt8])
        case badHeader(String)
    }

    /// One parsed message.
    enum Message: Equatable {
        case request(id: JSONValue, method: String, params: JSONValue?)
        case notification(method: String, params: JSONValue?)
        /// A response from the client (to a request the server never sends): ignored.
        case response
        /// Not JSON (`-32700`), or JSON that is no JSON-RPC message (`-32600`, with its id when it had one).
        case malformed(ErrorCode, id: JSONValue, reason: String)
    }

    /// Cuts a byte stream into frames, however the bytes arrive (a byte at a time, or many
    /// messages at once). A body larger than `maxBody` is skipped as it arrives, never held.
    struct FrameReader {
        static let maxBody = 64 << 20
        private var buffer: [UInt8] = []
        private var start = 0
        /// Bytes of an oversized body still to be dropped.
        private var skipping = 0
        /// After a header block that named no usable length, the bytes that follow it (a body
        /// of unknown length, or noise) are dropped up to the next `Content-Length:`, where the
        /// next message begins: without this, a body would be read as the next header block,
        /// and every message after it refused.
        private var resynchronising = false

        mutating func append(_ bytes: some Sequence<UInt8>) {
            buffer.append(contentsOf: bytes)
        }

        /// The next whole frame, or `nil` until more bytes arrive.
        mutating func next() -> Frame? {
            defer { compact() }
            if skipping > 0 {
                let dropped = min(skipping, buffer.count - start)
                start += dropped
                skipping -= dropped
                if skipping > 0 { return nil }
            }
            if resynchronising {
                guard let next = nextContentLength() else { return nil }
                start = next
                resynchronising = false
            }
            guard let end = headerEnd() else {
                if buffer.count - start > 8192 {  // a header block this long is no header
                    start = buffer.count
                    resynchronising = true
                    return .badHeader("no end of headers within 8192 bytes")
                }
                return nil
            }
            let headers = String(decoding: buffer[start..<end], as: UTF8.self)
            var length: Int?
            for line in headers.split(separator: "\r\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                if line[..<colon].lowercased() == "content-length" {
                    length = Int(String(line[line.index(after: colon)...].filter { $0 != " " && $0 != "\t" }))
                }
            }
            guard let length, length >= 0 else {
                start = end + 4
                resynchronising = true
                return .badHeader("a message must begin with a 'Content-Length' header giving its length in bytes")
            }
            guard length <= Self.maxBody else {
                start = end + 4
                skipping = length
                _ = next()
                return .badHeader("a message of \(length) bytes is more than the \(Self.maxBody) the server takes")
            }
            guard buffer.count - (end + 4) >= length else { return nil }
            let body = Array(buffer[(end + 4)..<(end + 4 + length)])
            start = end + 4 + length
            return .body(body)
        }

        /// Where the next `Content-Length:` (any case) starts; `nil` when the buffer holds none
        /// yet, and then all of it but a tail that may be the start of one is dropped.
        private mutating func nextContentLength() -> Int? {
            let wanted = Array("content-length:".utf8)
            var index = start
            while index + wanted.count <= buffer.count {
                var matches = true
                for offset in 0..<wanted.count {
                    var byte = buffer[index + offset]
                    if byte >= 65 && byte <= 90 { byte += 32 }
                    if byte != wanted[offset] { matches = false; break }
                }
                if matches { return index }
                index += 1
            }
            start = max(start, buffer.count - (wanted.count - 1))
            return nil
        }

        /// Where the `\r\n\r\n` ending the headers starts.
        private func headerEnd() -> Int? {
            var index = start
            while index + 3 < buffer.count {
                if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 { return index }
                index += 1
            }
            return nil
        }

        private mutating func compact() {
            if start > 0, start == buffer.count || start > 65536 {
                buffer.removeFirst(start)
                start = 0
            }
        }
    }

    /// A body framed for the stream.
    static func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8)
    }

    /// Parses one body.
    static func message(from body: [UInt8]) -> Message {
        guard let json = try? JSONDecoder().decode(DecodedJSON.self, from: Data(body)).value else {
            return .malformed(.parseError, id: .null, reason: "the message is not JSON")
        }
        guard case .object(let members) = json else {
            return .malformed(.invalidRequest, id: .null, reason: "a message is a JSON object")
        }
        let id = members["id"]
        if let id, !id.isValidID { return .malformed(.invalidRequest, id: .null, reason: "an id is a number or a string") }
        guard members["jsonrpc"] == .string("2.0") else {
            return .malformed(.invalidRequest, id: id ?? .null, reason: "'jsonrpc' must be \"2.0\"")
        }
        guard let methodValue = members["method"] else {
            if id != nil, members["result"] != nil || members["error"] != nil { return .response }
            return .malformed(.invalidRequest, id: id ?? .null, reason: "a request names its 'method'")
        }
        guard case .string(let method) = methodValue else {
            return .malformed(.invalidRequest, id: id ?? .null, reason: "'method' is a string")
        }
        // `null` params are taken as none, as clients send them for `shutdown` and `exit`.
        let params = members["params"] == .null ? nil : members["params"]
        if let params {
            switch params {
            case .object, .array: break
            default: return .malformed(.invalidRequest, id: id ?? .null, reason: "'params' is an object or an array")
            }
        }
        if let id { return .request(id: id, method: method, params: params) }
        return .notification(method: method, params: params)
    }

    static func response(id: JSONValue, result: JSONValue) -> String {
        JSONValue.object(["jsonrpc": .string("2.0"), "id": id, "result": result]).rendered()
    }

    static func error(id: JSONValue, _ code: ErrorCode, _ message: String) -> String {
        JSONValue.object([
            "jsonrpc": .string("2.0"), "id": id,
            "error": .object(["code": .number(Double(code.rawValue)), "message": .string(message)]),
        ]).rendered()
    }

    /// A request from the server to the client.
    static func request(id: JSONValue, method: String, params: JSONValue) -> String {
        JSONValue.object(["jsonrpc": .string("2.0"), "id": id, "method": .string(method), "params": params]).rendered()
    }

    static func notification(method: String, params: JSONValue) -> String {
        JSONValue.object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params]).rendered()
    }
}

/// Any JSON, decoded with Foundation's decoder into sheetc's own `JSONValue`.
private struct DecodedJSON: Decodable {
    let value: JSONValue

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { value = .null }
        else if let bool = try? container.decode(Bool.self) { value = .bool(bool) }
        else if let number = try? container.decode(Double.self) { value = .number(number) }
        else if let string = try? container.decode(String.self) { value = .string(string) }
        else if let array = try? container.decode([DecodedJSON].self) { value = .array(array.map(\.value)) }
        else { value = .object(try container.decode([String: DecodedJSON].self).mapValues(\.value)) }
    }
}

extension JSONValue {
    /// A member of an object.
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var int: Int? {
        if case .number(let number) = self, number == number.rounded(), abs(number) < 1e15 { return Int(number) }
        return nil
    }

    /// JSON-RPC ids are numbers or strings.
    fileprivate var isValidID: Bool {
        switch self {
        case .number, .string: return true
        default: return false
        }
    }
}
