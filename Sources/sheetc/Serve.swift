import ArgumentParser

/// `sheetc serve`: runs `sheetc-serve`, the live playground's web server, from beside this
/// binary, in this process's place (so Ctrl-C or SIGTERM reaches it directly). The server is
/// an executable of its own so that the `sheetc` the SwiftPM plugin builds in every adopting
/// package never compiles a web server (docs/playground.md#sheetc-serve-the-playground-live).
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve every sheet of the inputs as a live playground: save a spec and its open pages follow.",
        discussion: """
            sheetc serve [<inputs>...] [--port N] [--host ADDRESS] [--device NAME] [--open]

            Prints its address (http://127.0.0.1:8000/ unless taken: then the next free port) and serves an index \
            of the inputs' sheets (default: .) with their problems, and each sheet's playground page, which follows \
            its spec as it is saved. Ctrl-C or SIGTERM stops it (exit 0). Runs sheetc-serve, built beside sheetc by \
            'swift build' (or 'swift build --product sheetc-serve').
            """)

    @Argument(parsing: .captureForPassthrough, help: "Inputs and options, passed to sheetc-serve.", completion: .file())
    var arguments: [String] = []

    func run() throws {
        let server = Self.executableDirectory() + "/sheetc-serve"
        guard access(server, X_OK) == 0 else {
            Terminal.writeError("sheetc: error: sheetc serve needs sheetc-serve beside sheetc (\(server)): build it with 'swift build --product sheetc-serve'\n")
            throw ExitCode(2)
        }
        let argv = [server] + arguments
        var pointers = argv.map { strdup($0) }
        pointers.append(nil)
        execv(server, pointers)
        Terminal.writeError("sheetc: error: cannot run \(server): \(POSIX.reason(errno: errno))\n")
        throw ExitCode(2)
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
