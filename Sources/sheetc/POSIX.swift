/// The POSIX `read` and `write` that sheetc's file and terminal I/O is made of, by names
/// no Swift method shadows (`Terminal.write`, `OutputWriter.write`), the one loop every
/// writer needs around `write`, the words for an `errno`, and the one thread that takes
/// signals for `serve` and for an interrupted compile.
enum POSIX {
    #if canImport(Darwin)
    static let read = Darwin.read
    static let write = Darwin.write
    #elseif canImport(Glibc)
    static let read = Glibc.read
    static let write = Glibc.write
    #elseif canImport(Musl)
    static let read = Musl.read
    static let write = Musl.write
    #endif

    /// Writes all of `text` to `descriptor`, however many `write` calls it takes (retrying
    /// when interrupted); `nil` once done, else the `errno` that stopped it.
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { writeAll($0, to: descriptor) }
    }

    /// `writeAll(_:to:)` of bytes.
    static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Short reasons for file-system errors ("No such file or directory"), the same on Linux
    /// and macOS: sheetc's file-system calls are POSIX calls, and report `errno`.
    static func reason(errno code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Blocks `signals` in the calling thread (threads it starts later inherit that), so that a
    /// signal sent from now on waits, pending, for a thread that takes it instead of ending the
    /// process.
    static func block(_ signals: [Int32]) {
        var set = signalSet(signals)
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Blocks `signals` and starts a thread that takes each one with `sigwait` and passes it to
    /// `handle`: an ordinary thread rather than a signal handler, so `handle` may take a lock,
    /// remove files or send a signal on. `handle` is a C function (it captures nothing); what it
    /// needs it reads from a static set before this call.
    static func takeSignals(_ signals: [Int32], with handle: @escaping @convention(c) (Int32) -> Void) {
        block(signals)
        let waiter = Unmanaged.passRetained(SignalWaiter(set: signalSet(signals), handle: handle)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        pthread_create(&thread, nil, { argument in
            let waiter = Unmanaged<SignalWaiter>.fromOpaque(SignalWaiter.unwrapped(argument)).takeUnretainedValue()
            var set = waiter.set
            pthread_sigmask(SIG_BLOCK, &set, nil)  // sigwait takes only blocked signals
            while true {
                var signal: Int32 = 0
                if sigwait(&set, &signal) == 0 { waiter.handle(signal) }
            }
        }, waiter)
    }

    private static func signalSet(_ signals: [Int32]) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }
}

/// What the signal thread of `POSIX.takeSignals` needs, handed to it as its argument (kept for the
/// life of the process).
private final class SignalWaiter: @unchecked Sendable {
    let set: sigset_t
    let handle: @convention(c) (Int32) -> Void

    init(set: sigset_t, handle: @escaping @convention(c) (Int32) -> Void) {
        self.set = set
        self.handle = handle
    }

    /// The thread's argument: optional in Glibc's `pthread_create`, not in Darwin's.
    static func unwrapped(_ argument: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer { argument! }
}
