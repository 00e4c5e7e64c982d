import ArgumentParser
import CParentDeath
import FlyingFox
import FlyingSocks
import Foundation
import SheetcCore
import SheetRuntime

/// `sheetc serve` (docs/playground.md#sheetc-serve-the-playground-live): the playground, live. `sheetc
/// serve` runs this executable, which sits beside `sheetc`; it is its own product so that the `sheetc`
/// every adopting package's SwiftPM plugin builds never compiles a web server.
@main
struct SheetcServe: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheetc serve",
        abstract: "Serve every sheet of the inputs as a live playground: save a spec and its open pages follow.",
        discussion: """
            Prints its address (http://HOST:PORT/) on standard output. Listens on 127.0.0.1 unless --host says \
            otherwise. Without --port it takes 8000, or the next free port. Ctrl-C or SIGTERM stops it (exit 0).
            Exit status: 0 stopped by a signal; 2 the address could not be listened on; 64 a usage error.
            """)

    @Argument(help: "Spec files, or directories holding *.sheet.yaml / *.sheet.yml files (default: .).")
    var inputs: [String] = []

    @Option(help: "The port (default: 8000, or the next free one; a port given here that is taken is an error).")
    var port: Int?

    @Option(help: "The address to listen on (default: 127.0.0.1; any other is reachable from other machines).")
    var host = "127.0.0.1"

    @Option(help: "The profile pages open on.")
    var device = PlaygroundPage.defaultDevice

    @Flag(help: "Open the index in the default browser.")
    var open = false

    func validate() throws {
        if let port, !(1...65535).contains(port) { throw ValidationError("--port must be from 1 to 65535, not \(port)") }
        if Self.address(host, port: 1) == nil { throw ValidationError("--host must be a numeric IPv4 or IPv6 address, not '\(host)'") }
        if DeviceProfile.named(device) == nil {
            throw ValidationError("unknown device profile '\(device)'; use one of: " + DeviceProfile.builtIn.map(\.name).joined(separator: ", "))
        }
    }

    func run() async throws {
        // Before anything is read: a spec that cannot be read must not stop a signal stopping us.
        Self.stopOnSignals()
        ParentWatch.start()
        let descriptorLimit = Self.raiseDescriptorLimit()
        let workspace = Workspace(inputs: inputs.isEmpty ? ["."] : inputs)
        let first = workspace.check(after: Snapshot())
        Self.say(first, before: nil)
        let hub = LiveHub(snapshot: first)

        // FlyingFox serves on a Unix socket in a folder only this user can enter; the gate
        // (`Gate`) listens on the TCP address and hands it bounded, checked requests.
        let (listener, chosen) = try listen()
        let upstream = try Self.privateSocketPath()
        let shown = host.contains(":") ? "[\(host)]" : host
        let server = HTTPServer(config: .init(address: sockaddr_un.unix(path: upstream), timeout: 30, logger: .disabled),
                                handler: Routes(hub: hub, device: device, hosts: HostCheck(listening: host, port: chosen)))
        let running = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 10)
        } catch {
            throw Self.failure("the server could not start: \(error)")
        }
        Gate(listener: listener, upstream: upstream, descriptorLimit: descriptorLimit).start()

        if !HostCheck.isLoopback(host) {
            FileHandle.standardError.write(Data("sheetc serve: warning: listening on \(host): other machines can open these pages\n".utf8))
        }
        // Printed once the port listens (and FlyingFox behind it): a client that connects as
        // soon as it reads the line is answered.
        FileHandle.standardOutput.write(Data("http://\(shown):\(chosen)/\n".utf8))
        if open { Self.openInBrowser("http://\(shown):\(chosen)/") }

        let watcher = SpecWatcher(inputs: workspace.inputs)
        Task.detached {
            await watcher.watch {
                let previous = await hub.current
                let next = workspace.check(after: previous)
                await hub.publish(next)
                Self.say(next, before: previous)
            }
        }
        do {
            try await running.value
        } catch {
            throw Self.failure("the server stopped: \(error)")
        }
    }

    /// Starts listening on TCP: on `--port`, else on 8000 or the first free port after it.
    private func listen() throws -> (Int32, Int) {
        let candidates = port.map { [$0] } ?? Array(8000...8099)
        for candidate in candidates {
            guard let address = Self.address(host, port: UInt16(candidate)) else { break }
            let socket: Socket
            do {
                socket = try Socket(domain: Int32(type(of: address).family))
                try socket.setValue(true, for: .localAddressReuse)
            } catch {
                throw Self.failure("cannot open a socket: \(error)")
            }
            do {
                try socket.bind(to: address)
                try socket.listen()
            } catch SocketError.failed(_, let code, let message) {
                try? socket.close()
                if port != nil || code != EADDRINUSE {
                    throw Self.failure("cannot listen on \(host) port \(candidate): \(code == EADDRINUSE ? "the port is in use" : message)")
                }
                continue
            } catch {
                try? socket.close()
                throw Self.failure("cannot listen on \(host) port \(candidate): \(error)")
            }
            if candidate != candidates[0] {
                FileHandle.standardError.write(Data("sheetc serve: port \(candidates[0]) is in use; using port \(candidate)\n".utf8))
            }
            _ = fcntl(socket.file.rawValue, F_SETFD, FD_CLOEXEC)
            return (socket.file.rawValue, candidate)
        }
        throw Self.failure("no free port from \(candidates[0]) to \(candidates.last!) on \(host)")
    }

    private static func address(_ host: String, port: UInt16) -> (any SocketAddress)? {
        if host.contains(":") { return try? sockaddr_in6.inet6(ip6: host, port: port) }
        return try? sockaddr_in.inet(ip4: host, port: port)
    }

    /// A path for FlyingFox's Unix socket, in a new folder only this user can enter
    /// (`SocketFolder`; removed when a signal stops the server).
    private static func privateSocketPath() throws -> String {
        guard let (path, folder) = SocketFolder.make() else {
            throw failure("cannot make a private folder in /tmp: \(String(cString: strerror(errno)))")
        }
        sheetc_publish_clean_up(strdup(path), strdup(folder))
        return path
    }

    /// Raises the soft limit of open descriptors to the hard one (each connection costs three:
    /// `Gate`), and returns the limit in force.
    private static func raiseDescriptorLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(descriptorResource), &limit) == 0 else { return 256 }
        let wanted = min(limit.rlim_max, 65_536)
        if limit.rlim_cur < wanted {
            var raised = limit
            raised.rlim_cur = wanted
            if setrlimit(Int32(descriptorResource), &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }

    #if canImport(Darwin)
    private static let descriptorResource = RLIMIT_NOFILE
    #else
    private static let descriptorResource = RLIMIT_NOFILE.rawValue
    #endif

    /// Prints, on standard error, each file's problems as `validate` prints them: all of them at
    /// the start (`before` nil), then what changed — a file whose diagnostics changed, a new file,
    /// a file gone.
    private static func say(_ snapshot: Snapshot, before: Snapshot?) {
        var text = snapshot.problems == (before?.problems ?? []) ? "" : snapshot.problems.joined()
        for file in snapshot.files {
            guard let before else {
                text += file.text
                continue
            }
            let old = before.files.first { $0.path == file.path }
            guard old == nil || old?.text != file.text else { continue }
            text += file.text.isEmpty ? "sheetc serve: \(file.path) checks: \(file.sheets.joined(separator: ", "))\n" : file.text
        }
        for file in before?.files ?? [] where !snapshot.files.contains(where: { $0.path == file.path }) && snapshot.unreadable[file.path] == nil {
            text += "sheetc serve: \(file.path) is gone; its open pages keep the last version that checked\n"
        }
        if before == nil {
            let sheets = snapshot.files.reduce(0) { $0 + $1.sheets.count }
            text += "sheetc serve: \(snapshot.files.count) file\(snapshot.files.count == 1 ? "" : "s"), \(sheets) sheet\(sheets == 1 ? "" : "s")\n"
        }
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    }

    /// Ctrl-C, SIGTERM and SIGHUP (the terminal closed) end the process at once, with status 0:
    /// nothing is written to disk, so there is nothing to finish; open sockets close with it, and
    /// the socket's private folder is removed. The handler (C: `sheetc_stop_on_signals`) does only
    /// what a handler may, so it runs however busy every other thread is. SIGPIPE is ignored: a
    /// client that goes away is a failed write.
    private static func stopOnSignals() {
        sheetc_stop_on_signals()
    }

    private static func openInBrowser(_ url: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #endif
        process.arguments = (process.executableURL?.path == "/usr/bin/env" ? ["xdg-open"] : []) + [url]
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { opener in
            if opener.terminationStatus != 0 {
                FileHandle.standardError.write(Data("sheetc serve: could not open a browser; open \(url)\n".utf8))
            }
        }
        do {
            try process.run()
        } catch {
            FileHandle.standardError.write(Data("sheetc serve: could not open a browser (\(error.localizedDescription)); open \(url)\n".utf8))
        }
    }

    /// The message on standard error and exit status 2; FlyingFox's socket folder, if made, is removed.
    private static func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("sheetc serve: error: \(message)\n".utf8))
        sheetc_clean_up()
        return ExitCode(2)
    }
}
