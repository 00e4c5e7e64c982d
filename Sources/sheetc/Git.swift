/// `git`, run as a child process (found on `PATH`): how `sheetc diff` reads the old side of a
/// change. Arguments are passed as they are, never through a shell.
enum Git {
    struct Output {
        var status: Int32
        var standardOutput: [UInt8]
        var standardError: String

        var text: String { String(decoding: standardOutput, as: UTF8.self).trimmingNewlines }
    }

    /// Runs `git -C directory arguments…`; `nil` when git cannot be started (not installed).
    /// At most `limit` bytes of its output are kept: past them git is stopped (a blob of
    /// hundreds of megabytes is never held), and the output is those bytes. Its standard error
    /// comes through a pipe too, read alongside: no temporary file, so nothing is left behind
    /// when sheetc is stopped (Ctrl-C, `kill`, a hang-up) while git runs.
    static func run(_ arguments: [String], in directory: String, atMost limit: Int = .max) -> Output? {
        var output = [Int32](repeating: 0, count: 2)
        guard pipe(&output) == 0 else { return nil }
        var errors = [Int32](repeating: 0, count: 2)
        guard pipe(&errors) == 0 else { close(output[0]); close(output[1]); return nil }
        for descriptor in output + errors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errors[1], STDERR_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)

        let argv = ["git", "-C", directory] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        // A fixed locale, and no pager or prompt: messages and output are what this file reads.
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C"
        environment["GIT_PAGER"] = "cat"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        var cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for entry in cEnvironment { free(entry) } }

        var child: pid_t = 0
        let spawned = posix_spawnp(&child, "git", &actions, nil, &cArguments, &cEnvironment)
        close(output[1])
        close(errors[1])
        defer { close(output[0]); close(errors[0]) }
        guard spawned == 0 else { return nil }

        // Both pipes at once, as git writes them: waiting on one while git fills the other
        // would leave both waiting.
        var bytes: [UInt8] = []
        var errorBytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var open = [output[0], errors[0]]
        while !open.isEmpty, bytes.count < limit {
            var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for entry in descriptors where entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { POSIX.read(entry.fd, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { open.removeAll { $0 == entry.fd }; continue }
                if entry.fd == output[0] {
                    bytes += buffer[..<min(count, limit - bytes.count)]
                } else if errorBytes.count < 65536 {
                    errorBytes += buffer[..<count]
                }
            }
        }
        if bytes.count >= limit { kill(child, SIGKILL) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        let exited = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Output(status: exited, standardOutput: bytes, standardError: String(decoding: errorBytes, as: UTF8.self).trimmingNewlines)
    }
}

private extension String {
    var trimmingNewlines: String {
        var text = self
        while text.last == "\n" || text.last == "\r" { text.removeLast() }
        return text
    }
}
