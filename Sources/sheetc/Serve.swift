import ArgumentParser

/// `sheetc serve`: runs `sheetc-serve`, the live playground's web server, from beside this
/// binary, as its child, and stays as the process the user started, with the name they know
/// (`ps`, `pgrep -x sheetc`, an editor's task list). The two go together: a signal that stops
/// `sheetc` is passed on to the server and `sheetc` exits as the server did; `sheetc` killed
/// outright takes the server with it too (`ParentWatch` in sheetc-serve). The server is an
/// executable of its own so that the `sheetc` the SwiftPM plugin builds in every adopting package
/// never compiles a web server (docs/playground.md#sheetc-serve-the-playground-live).
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve every sheet of the inputs as a live playground: save a spec and its open pages follow.",
        discussion: """
            sheetc serve [<inputs>...] [--port N] [--host ADDRESS] [--device NAME] [--open]

            Prints its address (http://127.0.0.1:8000/ unless taken: then the next free port) and serves an index \
            of the inputs' sheets (default: .) with their problems, and each sheet's playground page, which follows \
            its spec as it is saved. Ctrl-C, SIGTERM or SIGHUP stops it (exit 0). Runs sheetc-serve, built beside \
            sheetc by 'swift build' (or 'swift build --product sheetc-serve'), as its child: whatever ends sheetc \
            ends the server too.
            """)

    @Argument(parsing: .captureForPassthrough, help: "Inputs and options, passed to sheetc-serve.", completion: .file())
    var arguments: [String] = []

    /// The signals passed on to the server: those that ask a process to stop.
    static let forwarded: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM]

    func run() throws {
        let server = Self.executableDirectory() + "/sheetc-serve"
        guard access(server, X_OK) == 0 else {
            Terminal.writeError("sheetc: error: sheetc serve needs sheetc-serve beside sheetc (\(server)): build it with 'swift build --product sheetc-serve'\n")
            throw ExitCode(2)
        }
        // Blocked before the child exists, so a signal that comes while it starts waits for the
        // thread that passes it on instead of ending sheetc alone.
        POSIX.block(Self.forwarded)
        let child = try Self.spawn(server, arguments: arguments)
        ForwardedSignals.child = child
        POSIX.takeSignals(Self.forwarded) { signal in kill(ForwardedSignals.child, signal) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { throw ExitCode(2) }
        }
        // The server's own status, or 128 + the signal that ended it, as a shell reports it.
        let signal = status & 0x7f
        let code = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        if code != 0 { throw ExitCode(code) }
    }

    /// Starts `server` with `arguments`, this process's environment and its own pid in
    /// `SHEETC_SERVE_PARENT`, and no signal blocked.
    private static func spawn(_ server: String, arguments: [String]) throws -> pid_t {
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

        var environment = ProcessInfo.processInfo.environment
        environment["SHEETC_SERVE_PARENT"] = String(getpid())
        let argv = ([server] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child = pid_t()
        let result = posix_spawn(&child, server, nil, &attributes, argv, envp)
        guard result == 0 else {
            Terminal.writeError("sheetc: error: cannot run \(server): \(POSIX.reason(errno: result))\n")
            throw ExitCode(2)
        }
        return child
    }

    /// The directory this executable is in (symbolic links resolved).
    static func executableDirectory() -> String {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        _NSGetExecutablePath(&buffer, &size)
        let path = String(cString: buffer)
        #else
        let path = "/proc/self/exe"
        #endif
        guard let resolved = realpath(path, nil) else { return "." }
        defer { free(resolved) }
        let text = String(cString: resolved)
        return text.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }
}

/// The server the signal thread passes signals on to: set once, before the thread starts.
private enum ForwardedSignals {
    nonisolated(unsafe) static var child: pid_t = 0
}
