import Foundation
import SheetTestSupport
import Testing

/// `sheetc serve` is the process the user started, named `sheetc`, with the server
/// (`sheetc-serve`) as its child: whatever ends `sheetc` — a signal it passes on, or SIGKILL,
/// which it cannot see — ends the server, and the port stops answering. Real processes, real
/// signals, a real socket.
@Suite(.serialized) struct ServeProcessTreeTests {
    /// A running `sheetc serve` over an empty folder: its pid, its server's, and its port.
    struct Running {
        let process: Process
        let server: pid_t
        let port: UInt16

        init() throws {
            let folder = try SheetcProcess.makeScratchDirectory()
            process = Process()
            process.executableURL = SheetcProcess.binary
            process.arguments = ["serve", folder.path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let line = try #require(Self.firstLine(of: output.fileHandleForReading, within: 30), "sheetc serve printed no address")
            port = try #require(line.split(separator: ":").last.flatMap { UInt16($0.trimmingCharacters(in: CharacterSet(charactersIn: "/\n"))) },
                                "not an address: \(line)")
            let children = try Self.run("/usr/bin/env", ["pgrep", "-P", String(process.processIdentifier)])
            server = try #require(pid_t(children.trimmingCharacters(in: .whitespacesAndNewlines)), "no single child: '\(children)'")
        }

        /// What a process is named (`ps -o comm=`, which macOS gives as a path: its last component).
        static func name(of pid: pid_t) throws -> String {
            let command = try run("/usr/bin/env", ["ps", "-o", "comm=", "-p", String(pid)]).trimmingCharacters(in: .whitespacesAndNewlines)
            return command.split(separator: "/").last.map(String.init) ?? command
        }

        /// Whether `pid` is gone (or a zombie no one has reaped yet: it serves nothing).
        static func isGone(_ pid: pid_t) throws -> Bool {
            let state = try run("/usr/bin/env", ["ps", "-o", "stat=", "-p", String(pid)]).trimmingCharacters(in: .whitespacesAndNewlines)
            return state.isEmpty || state.hasPrefix("Z")
        }

        /// Whether something accepts a connection on 127.0.0.1:`port`.
        static func answers(_ port: UInt16) -> Bool {
            #if canImport(Glibc)
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #else
            let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
            #endif
            defer { close(socket) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
            }
        }

        /// Waits up to `seconds` for `condition`.
        static func within(_ seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if try condition() { return true }
                usleep(20_000)
            }
            return try condition()
        }

        static func run(_ executable: String, _ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }

        static func firstLine(of handle: FileHandle, within seconds: Double) -> String? {
            var text = ""
            let deadline = Date().addingTimeInterval(seconds)
            while !text.contains("\n"), Date() < deadline {
                var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 100) > 0 else { continue }
                var byte: UInt8 = 0
                guard read(handle.fileDescriptor, &byte, 1) == 1 else { return nil }
                text.append(Character(UnicodeScalar(byte)))
            }
            return text.contains("\n") ? text : nil
        }
    }

    @Test func sheetcIsTheProcessStartedAndTheServerItsChild() throws {
        let running = try Running()
        defer { kill(running.process.processIdentifier, SIGKILL); kill(running.server, SIGKILL) }
        #expect(try Running.name(of: running.process.processIdentifier) == "sheetc")
        #expect(try Running.name(of: running.server) == "sheetc-serve")
        #expect(Running.answers(running.port))
    }

    /// A signal to `sheetc` is passed on; `sheetc` exits as the server did (0 for those it
    /// stops on, 128 + the signal for one that ends it).
    @Test(arguments: [[SIGTERM, 0], [SIGINT, 0], [SIGHUP, 0], [SIGUSR1, 128 + SIGUSR1]] as [[Int32]])
    func aSignalToSheetcStopsTheServer(_ signalAndStatus: [Int32]) throws {
        let signal = signalAndStatus[0], status = signalAndStatus[1]
        let running = try Running()
        defer { kill(running.server, SIGKILL) }
        kill(running.process.processIdentifier, signal)
        #expect(Running.within(5) { !running.process.isRunning }, "sheetc still running after signal \(signal)")
        running.process.waitUntilExit()
        #expect(running.process.terminationStatus == status)
        #expect(try Running.within(2) { try Running.isGone(running.server) }, "the server outlived sheetc (signal \(signal))")
        #expect(Running.within(2) { !Running.answers(running.port) }, "port \(running.port) still answers")
    }

    /// SIGKILL cannot be passed on: the server sees its parent go and stops by itself.
    @Test func sheetcKilledOutrightTakesTheServer() throws {
        let running = try Running()
        defer { kill(running.server, SIGKILL) }
        kill(running.process.processIdentifier, SIGKILL)
        running.process.waitUntilExit()
        #expect(try Running.within(3) { try Running.isGone(running.server) }, "the server outlived a killed sheetc")
        #expect(Running.within(2) { !Running.answers(running.port) }, "port \(running.port) still answers")
    }
}
