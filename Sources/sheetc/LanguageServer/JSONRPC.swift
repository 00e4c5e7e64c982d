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
    /// messages at once). A body larger than `maxBody` is never held.
    struct FrameReader {
        static let maxBody = 64 << 20
        private var buffer: [UInt8] = []
        private var start = 0
        /// After a header block that named no usable length (none, a negative one, or one over
        /// `maxBody`), the bytes that follow it (a body of unknown or refused length, or noise)
        /// are dropped up to the next `Content-Length:`, where the next message begins: without
        /// this, a body would be read as the next header block, and every message after it
        /// refused; and a refused body is never counted out, so a length of 2^63 cannot make
        /// the server wait for bytes that never come.
        private var resynchronising = false

        mutating func append(_ bytes: some Sequence<UInt8>) {
            buffer.append(contentsOf: bytes)
        }

        /// The next whole frame, or `nil` until more bytes arrive.
        mutating func next() -> Frame? {
            defer { compact() }
            if resynchronising {
                guard let next = nextContentLength() else { return nil }
                start = next
                resynchronising = false
            }
            guard let (end, bodyStart) = headerEnd() else {
                if buffer.count - start > 8192 {  // a header block this long is no header
                    start = buffer.count
                    resynchronising = true
                    return .badHeader("no end of headers within 8192 bytes")
                }
                return nil
            }
            var length: Int?
            // Split as bytes: as a `String`, "\r\n" is one character, which no split on "\n" finds.
            for bytes in buffer[start..<end].split(separator: 10) {
                let line = String(decoding: bytes, as: UTF8.self)
                guard let colon = line.firstIndex(of: ":") else { continue }
                if line[..<colon].lowercased() == "content-length" {
                    length = Int(String(line[line.index(after: colon)...].filter { $0 != " " && $0 != "\t" && $0 != "\r" }))
                }
            }
            guard let length, length >= 0 else {
                start = bodyStart
                resynchronising = true
                return .badHeader("a message must begin with a 'Content-Length' header giving its length in bytes")
            }
            guard length <= Self.maxBody else {
                start = bodyStart
                resynchronising = true
                return .badHeader("a message of \(length) bytes is more than the \(Self.maxBody) the server takes; it is skipped up to the next 'Content-Length'")
            }
            guard buffer.count - bodyStart >= length else { return nil }
            let body = Array(buffer[bodyStart..<(bodyStart + length)])
            start = bodyStart + length
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

        /// Where the headers end (the empty line after them) and where the body starts. Lines
        /// end in `\r\n` as the protocol says, or in a bare `\n` as some clients write them: a
        /// header block of LF-only lines is read as one, not run on into the next message's
        /// headers (which would swallow that message).
        private func headerEnd() -> (end: Int, bodyStart: Int)? {
            var lineStart = start
            var index = start
            while index < buffer.count {
                if buffer[index] == 10 {
                    let content = index - lineStart - (index > lineStart && buffer[index - 1] == 13 ? 1 : 0)
                    if content == 0, lineStart > start { return (lineStart, index + 1) }
                    lineStart = index + 1
                }
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

    /// The deepest nesting of arrays and objects a message may have. LSP's own messages nest a
    /// dozen levels at most; Foundation's decoder spends seconds of CPU on a kilobyte nested a
    /// few hundred deep, so depth is counted first, in one pass over the bytes.
    static let maxDepth = 64

    /// Parses one body.
    static func message(from body: [UInt8]) -> Message {
        guard depth(of: body) <= maxDepth else {
            return .malformed(.parseError, id: .null, reason: "the message nests arrays and objects more than \(maxDepth) deep")
        }
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

    /// How deep `body`'s brackets and braces nest, outside strings (a scan, not a parse: for a
    /// body that is not JSON the number means nothing, and the parser refuses it anyway).
    static func depth(of body: [UInt8]) -> Int {
        var depth = 0, deepest = 0
        var inString = false, escaped = false
        for byte in body {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
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
