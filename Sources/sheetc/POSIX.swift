/// The POSIX `read` and `write` that sheetc's file and terminal I/O is made of, by names
/// no Swift method shadows (`Terminal.write`, `OutputWriter.write`), the one loop every
/// writer needs around `write`, and the words for an `errno`.
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
}
