#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Which `Host` a request may name, and which `Origin` may open a page's WebSocket.
///
/// A browser that fetches `http://evil.example:8000/` after evil.example's name was made to
/// point at 127.0.0.1 (DNS rebinding) sends `Host: evil.example:8000`, and its same-origin
/// rule then lets that site's script read the answers: so only a loopback name or address
/// (`localhost`, `127.x.x.x`, `[::1]`, with or without the port), or the address `--host`
/// named, is served (webpack-dev-server's `allowedHosts` does the same). A WebSocket is not
/// bound by the same-origin rule at all: any page could open `ws://127.0.0.1:PORT/live/…` and
/// read its manifest and diagnostics. A browser always says which page opens it (`Origin`), so
/// an upgrade whose `Origin` is present and not this server's own origin — `http`, the very
/// host the request names and this server's port — is refused (as Vite does): `http://127.0.0.1`
/// is port 80, another origin, and with `--host 0.0.0.0` a page on any other address is another
/// origin too. A client that is no browser (curl, a test) sends none and is served. When
/// `--host` makes the server listen beyond loopback, a `Host` that is any numeric address is
/// served (an address cannot be rebound; webpack-dev-server allows them likewise).
struct HostCheck: Sendable {
    /// The address the server listens on (`--host`), as written.
    var listening: String
    var port: Int

    /// Whether `host` (a `Host` header: `name`, `name:port`, `[v6]`, `[v6]:port`) is this server's.
    func allows(host: String) -> Bool {
        guard let (name, written) = Self.authority(host), written == nil || written == port else { return false }
        if name == "localhost" || name.hasSuffix(".localhost") || Self.isLoopback(name) || name == listening.lowercased() { return true }
        // Listening beyond loopback (`--host 0.0.0.0`), other machines name it by one of its
        // addresses: an address is no name a site could rebind, so any is served.
        return !Self.isLoopback(listening) && Self.isAddress(name)
    }

    /// Whether `origin` (an `Origin` header: `scheme://host[:port]`) is this server's own origin
    /// as the request names it (`host`, its `Host`, allowed already): `http://`, the same name,
    /// and this server's port, written or (for port 80) not.
    func allows(origin: String, host: String) -> Bool {
        guard origin.lowercased().hasPrefix("http://") else { return false }
        let rest = String(origin.dropFirst("http://".count))
        guard !rest.contains("/"), let (name, written) = Self.authority(rest), let (requested, _) = Self.authority(host) else { return false }
        return name == requested && (written ?? 80) == port
    }

    /// A `Host` or an origin's `host[:port]` as its name (lower case, without brackets or a
    /// final dot) and the port when one is written; `nil` when it is no such thing.
    static func authority(_ text: String) -> (name: String, port: Int?)? {
        var name = text.lowercased()
        var port: Int?
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return nil }
            let after = name[name.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":"), let number = Self.portNumber(after.dropFirst()) else { return nil }
                port = number
            }
            name = String(name[name.index(after: name.startIndex)..<close])
        } else if let colon = name.lastIndex(of: ":") {
            guard let number = Self.portNumber(name[name.index(after: colon)...]) else { return nil }
            port = number
            name = String(name[..<colon])
        }
        if name.hasSuffix(".") { name.removeLast() }
        guard !name.isEmpty else { return nil }
        return (name, port)
    }

    /// A port as written: digits only (no sign, no space), at most five.
    private static func portNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 5, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// A numeric IPv4 or IPv6 address.
    static func isAddress(_ name: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, name, &v4) == 1 || inet_pton(AF_INET6, name, &v6) == 1
    }

    /// `127.0.0.0/8` in dotted form, or `::1`.
    static func isLoopback(_ address: String) -> Bool {
        if address == "::1" || address == "0:0:0:0:0:0:0:1" { return true }
        let parts = address.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isNumber) && Int(part)! <= 255
        }
    }
}
