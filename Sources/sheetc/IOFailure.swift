import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Short reasons for file-system errors ("No such file or directory"), the same on Linux
/// and macOS: Foundation's own descriptions differ between the two.
enum IOFailure {
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }

    /// The reason for a POSIX error number.
    static func reason(errno code: Int32) -> String {
        String(cString: strerror(code))
    }
}
