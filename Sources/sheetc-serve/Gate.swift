#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Foundation

/// The bounded front of the server: it owns the listening TCP socket, reads each request's
/// head within bounds of size and time, and hands only well-formed heads on to FlyingFox,
/// which listens on a Unix socket in a private folder and does all the HTTP and WebSocket work.
///
/// Why it exists: FlyingFox 0.27.1 reads a request line and headers with no length limit and
/// no read timeout (its line reader costs quadratic CPU in the line's length: a 1 MB header
/// pins a core), and its accept loop ends the server on the first `accept` error, EMFILE
/// among them. The gate bounds what FlyingFox is ever given:
///
/// - a request head (request line and headers) of at most `maxHead` bytes, no line longer than
///   `maxLine`, else 431; a head that has not arrived `headTimeout` after the connection (or
///   the previous request) is 408, and the connection closed — an idle connection holds a
///   descriptor for that long at most;
/// - no request body (the server takes none: 413), one request per connection (`Connection:
///   close` is written into the head, so no second head reaches FlyingFox unchecked);
/// - a WebSocket, once FlyingFox has answered 101, relays both ways, with at most
///   `maxUpgradedInput` bytes from the client over its life (a page sends nothing but its close),
///   and at most half the connections open at once may be WebSockets (503 past that);
/// - `accept` failing for want of descriptors or memory (EMFILE, ENFILE, ENOBUFS, ENOMEM) is
///   waited out, never the end of the server; and the connections open at once are kept
///   within the descriptor limit (each costs three: the client's, and both ends of the Unix
///   socket), so FlyingFox's own `accept` never meets EMFILE.
///
/// It parses no more HTTP than that: where the head ends, its lines' lengths, and whether
/// it names a body or an upgrade. Each connection is served by a thread of its own, with
/// blocking calls bounded by `poll` and send timeouts.
final class Gate: @unchecked Sendable {
    static let maxHead = 16 * 1024
    static let maxLine = 8 * 1024
    static let headTimeout: Int32 = 10_000  // milliseconds
    /// How long FlyingFox may take to answer, and a client to take an answer's bytes.
    static let answerTimeout: Int32 = 30_000
    static let maxUpgradedInput = 64 * 1024

    private let listener: Int32
    private let upstream: String
    private let maxConnections: Int
    private let lock = NSLock()
    private var open = 0
    /// The connections still waiting for their request's head, oldest first (by a counter):
    /// when every slot is taken, the oldest of them is closed to make room, so idle
    /// connections cannot keep a real request waiting for long.
    private var waiting: [Int: Int32] = [:]
    private var counter = 0
    /// Open WebSockets: at most half the connections, so pages left open (or a client opening
    /// sockets and never closing them) cannot take every slot from requests.
    private var sockets = 0

    /// `listener`: a listening TCP socket; `upstream`: the path of FlyingFox's Unix socket.
    init(listener: Int32, upstream: String, descriptorLimit: Int) {
        self.listener = listener
        self.upstream = upstream
        maxConnections = max(8, min(4096, (descriptorLimit - 64) / 3))
    }

    /// Accepts connections until the process ends, each served on a thread of its own.
    func start() {
        let thread = Thread { [self] in acceptForever() }
        thread.name = "sheetc-serve accept"
        thread.start()
    }

    private func acceptForever() {
        var backoff: useconds_t = 10_000
        while true {
            while !takeSlot() {
                evictOldestWaiting()
                usleep(1_000)
            }
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                releaseSlot()
                switch errno {
                case EINTR, ECONNABORTED, EAGAIN:
                    continue
                default:
                    // EMFILE, ENFILE, ENOBUFS, ENOMEM or anything else: wait, then try again.
                    usleep(backoff)
                    backoff = min(backoff * 2, 1_000_000)
                    continue
                }
            }
            backoff = 10_000
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            Self.setSendTimeout(client, milliseconds: Self.answerTimeout)
            let ticket = register(client)
            let thread = Thread { [self] in
                serve(client, ticket: ticket)
                unregister(ticket)
                close(client)
                releaseSlot()
            }
            thread.stackSize = 256 * 1024
            thread.start()
        }
    }

    private func takeSlot() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard open < maxConnections else { return false }
        open += 1
        return true
    }

    private func releaseSlot() {
        lock.lock()
        open -= 1
        lock.unlock()
    }

    private func takeSocket() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard sockets < maxConnections / 2 else { return false }
        sockets += 1
        return true
    }

    private func releaseSocket() {
        lock.lock()
        sockets -= 1
        lock.unlock()
    }

    private func register(_ client: Int32) -> Int {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        waiting[counter] = client
        return counter
    }

    /// The connection's head has come (or it ended): it no longer waits.
    private func unregister(_ ticket: Int) {
        lock.lock()
        waiting[ticket] = nil
        lock.unlock()
    }

    /// Shuts the oldest waiting connection down (its thread sees the end, closes it and frees
    /// its slot); still registered means not yet closed, as its thread unregisters first.
    private func evictOldestWaiting() {
        lock.lock()
        defer { lock.unlock() }
        guard let oldest = waiting.keys.min(), let client = waiting.removeValue(forKey: oldest) else { return }
        shutdown(client, Int32(SHUT_RDWR))
    }

    // MARK: One connection

    private func serve(_ client: Int32, ticket: Int) {
        let head: Head
        let read = Self.readHead(from: client)
        unregister(ticket)
        switch read {
        case .head(let read): head = read
        case .closed: return
        case .refused(let status, let reason):
            Self.answer(client, status, reason)
            return
        }
        guard !head.hasBody else {
            Self.answer(client, "413 Content Too Large", "sheetc serve takes no request body\n")
            return
        }
        if head.isUpgrade {
            guard takeSocket() else {
                Self.answer(client, "503 Service Unavailable", "sheetc serve has too many live pages open; close some\n")
                return
            }
        }
        defer { if head.isUpgrade { releaseSocket() } }
        guard let server = connectUpstream() else {
            Self.answer(client, "503 Service Unavailable", "sheetc serve is busy; try again\n")
            return
        }
        defer { close(server) }
        guard Self.writeAll(head.forwarded, to: server) else { return }
        if !head.isUpgrade {
            shutdown(server, Int32(SHUT_WR))
            Self.relay(from: server, to: client)
            return
        }
        // An upgrade: FlyingFox's answer decides. 101: both ways from now on; else its answer, and the end.
        var status: [UInt8] = []
        while status.count < 12 {
            guard Self.wait(for: server, milliseconds: Self.answerTimeout), let bytes = Self.readSome(server), !bytes.isEmpty else { return }
            status += bytes
            guard Self.writeAll(bytes, to: client) else { return }
        }
        guard status.starts(with: Array("HTTP/1.1 101".utf8)) else {
            shutdown(server, Int32(SHUT_WR))
            Self.relay(from: server, to: client)
            return
        }
        Self.setSendTimeout(client, milliseconds: 0)
        guard Self.writeAll(head.rest, to: server) else { return }
        Self.relayBothWays(client: client, server: server, clientBudget: Self.maxUpgradedInput - head.rest.count)
    }

    private func connectUpstream() -> Int32? {
        let server = socket(AF_UNIX, Int32(Self.streamType), 0)
        guard server >= 0 else { return nil }
        _ = fcntl(server, F_SETFD, FD_CLOEXEC)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        #if canImport(Darwin)
        address.sun_len = UInt8(MemoryLayout<sockaddr_un>.size)
        #endif
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        let path = Array(upstream.utf8)
        guard path.count < capacity else { close(server); return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: path)
            raw[path.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(server, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { close(server); return nil }
        return server
    }

    // MARK: The head

    struct Head {
        /// The head as FlyingFox receives it.
        var forwarded: [UInt8]
        /// Bytes after the head (a WebSocket's first frames).
        var rest: [UInt8]
        var hasBody: Bool
        var isUpgrade: Bool
    }

    enum HeadRead {
        case head(Head)
        case closed
        case refused(status: String, reason: String)
    }

    /// Reads up to the empty line that ends a head, within `maxHead` bytes (the empty line
    /// included) and `headTimeout`, whether the head arrives at once or a byte at a time. Each
    /// byte is looked at once, as it arrives (where the head ends, how long its line is), and
    /// reads go into one buffer, so a head trickled a byte at a time costs a read a byte, not a
    /// scan of all that came before.
    static func readHead(from client: Int32) -> HeadRead {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let deadline = ContinuousClock.now + .milliseconds(Int(headTimeout))
        var line = 0  // bytes of the line being read, without its line break
        let tooLarge = HeadRead.refused(status: "431 Request Header Fields Too Large",
                                        reason: "sheetc serve takes a request line of at most \(maxLine) bytes and a head of at most \(maxHead)\n")
        while true {
            let left = deadline - ContinuousClock.now
            let milliseconds = Int32(max(0, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
            guard milliseconds > 0, wait(for: client, milliseconds: milliseconds) else {
                return buffer.isEmpty ? .closed : .refused(status: "408 Request Timeout", reason: "the request did not arrive in time\n")
            }
            let count = chunk.withUnsafeMutableBytes { systemRead(client, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return .closed }
            let scanned = buffer.count
            buffer += chunk[..<count]
            for index in scanned..<buffer.count {
                if buffer[index] == 10 {
                    if index >= 3, buffer[index - 3] == 13, buffer[index - 2] == 10, buffer[index - 1] == 13 {
                        return parse(Array(buffer[...index]), rest: Array(buffer[(index + 1)...]))
                    }
                    line = 0
                } else {
                    line += 1
                }
                // Past either bound, no end that comes later can make a head within them.
                if index + 1 >= maxHead || line > maxLine { return tooLarge }
            }
        }
    }

    /// What the gate needs of a head: whether it names a body or an upgrade; and the head with
    /// `Connection: close` in place of its own `Connection` (kept for an upgrade, which needs it).
    private static func parse(_ head: [UInt8], rest: [UInt8]) -> HeadRead {
        let lines = head.split(separator: 10, omittingEmptySubsequences: false).map { line in
            line.last == 13 ? Array(line.dropLast()) : Array(line)
        }
        var hasBody = false, isUpgrade = false
        var kept: [[UInt8]] = [], connection: [[UInt8]] = []
        for (number, line) in lines.enumerated() where !line.isEmpty {
            guard number > 0 else { kept.append(line); continue }
            let colon = line.firstIndex(of: UInt8(ascii: ":")) ?? line.count
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[min(colon + 1, line.count)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            switch name {
            case "content-length": hasBody = hasBody || value != "0"
            case "transfer-encoding": hasBody = true
            case "upgrade": isUpgrade = true
            default: break
            }
            if name == "connection" || name == "keep-alive" { connection.append(line) } else { kept.append(line) }
        }
        kept += isUpgrade ? connection : [Array("Connection: close".utf8)]
        var forwarded: [UInt8] = []
        for line in kept { forwarded += line + [13, 10] }
        forwarded += [13, 10]
        return .head(Head(forwarded: forwarded, rest: rest, hasBody: hasBody, isUpgrade: isUpgrade))
    }

    // MARK: Bytes

    private static func answer(_ client: Int32, _ status: String, _ text: String) {
        let response = "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(text.utf8.count)\r\nConnection: close\r\n\r\n\(text)"
        _ = writeAll(Array(response.utf8), to: client)
    }

    /// Everything `from` sends, to `to`, until `from` ends (or stalls for `answerTimeout`).
    private static func relay(from source: Int32, to destination: Int32) {
        while wait(for: source, milliseconds: answerTimeout), let bytes = readSome(source), !bytes.isEmpty {
            guard writeAll(bytes, to: destination) else { return }
        }
    }

    /// A WebSocket's bytes both ways until either side ends; the client's bounded by `clientBudget`.
    private static func relayBothWays(client: Int32, server: Int32, clientBudget: Int) {
        var budget = clientBudget
        var descriptors = [pollfd(fd: client, events: Int16(POLLIN), revents: 0), pollfd(fd: server, events: Int16(POLLIN), revents: 0)]
        while budget >= 0 {
            guard poll(&descriptors, 2, -1) > 0 || errno == EINTR else { return }
            for index in 0..<2 where descriptors[index].revents != 0 {
                let (source, destination) = index == 0 ? (client, server) : (server, client)
                guard let bytes = readSome(source), !bytes.isEmpty else { return }
                if index == 0 { budget -= bytes.count }
                guard budget >= 0, writeAll(bytes, to: destination) else { return }
            }
        }
    }

    /// Whether `descriptor` has bytes (or its end) to read within `milliseconds`.
    private static func wait(for descriptor: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&entry, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready > 0
        }
    }

    /// What one `read` gives (empty at the end, `nil` on an error).
    private static func readSome(_ descriptor: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            return Array(buffer[..<count])
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(noSignal)) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    private static func setSendTimeout(_ descriptor: Int32, milliseconds: Int32) {
        var time = timeval(tv_sec: Int(milliseconds / 1000), tv_usec: .init((milliseconds % 1000) * 1000))
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    #if canImport(Darwin)
    private static let streamType = SOCK_STREAM
    private static let noSignal: Int32 = 0  // SIGPIPE is ignored process-wide (`SheetcServe`)
    #else
    private static let streamType = SOCK_STREAM.rawValue
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #endif
}

#if canImport(Darwin)
private let systemRead = Darwin.read
#else
private let systemRead = Glibc.read
#endif
