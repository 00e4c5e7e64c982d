#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Short reasons for file-system errors ("No such file or directory"), the same on Linux
/// and macOS: sheetc's file-system calls are POSIX calls, and report `errno`.
enum IOFailure {
    /// The reason for a POSIX error number.
    static func reason(errno code: Int32) -> String {
        String(cString: strerror(code))
    }
}
