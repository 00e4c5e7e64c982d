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
/// an upgrade whose `Origin` is present and not this server's own is refused (as Vite does);
/// a client that is no browser (curl, a test) sends none and is served. When `--host` makes the
/// server listen beyond loopback, a `Host` that is any numeric address is served too (an
/// address cannot be rebound; webpack-dev-server allows them likewise).
struct HostCheck: Sendable {
    /// The address the server listens on (`--host`), as written.
    var listening: String
    var port: Int

    /// Whether `host` (a `Host` header: `name`, `name:port`, `[v6]`, `[v6]:port`) is this server's.
    func allows(host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            let after = name[name.index(after: close)...]
            guard after.isEmpty || after == ":\(port)" else { return false }
            name = String(name[name.index(after: name.startIndex)..<close])
        } else if let colon = name.lastIndex(of: ":") {
            guard name[name.index(after: colon)...] == "\(port)" else { return false }
            name = String(name[..<colon])
        }
        if name.hasSuffix(".") { name.removeLast() }
        if name == "localhost" || name.hasSuffix(".localhost") || Self.isLoopback(name) || name == listening.lowercased() { return true }
        // Listening beyond loopback (`--host 0.0.0.0`), other machines name it by one of its
        // addresses: an address is no name a site could rebind, so any is served.
        return !Self.isLoopback(listening) && Self.isAddress(name)
    }

    /// A numeric IPv4 or IPv6 address.
    static func isAddress(_ name: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, name, &v4) == 1 || inet_pton(AF_INET6, name, &v6) == 1
    }

    /// Whether `origin` (an `Origin` header: `scheme://host[:port]`) is a page this server
    /// served: `http://` and a host it allows (the port must be its own, written or not).
    func allows(origin: String) -> Bool {
        guard origin.lowercased().hasPrefix("http://") else { return false }
        let host = String(origin.dropFirst("http://".count))
        return !host.isEmpty && !host.contains("/") && allows(host: host)
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
