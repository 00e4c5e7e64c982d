#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The private folder FlyingFox's Unix socket lives in: `/tmp/sheetc-serve-<pid>-XXXXXX`, only
/// this user can enter it, and a signal that stops the server removes it. A server killed with
/// SIGKILL cannot remove its own; the process number in the name lets the next start see that
/// its server is gone and sweep it (as `compile` sweeps what a killed run left).
enum SocketFolder {
    static let prefix = "sheetc-serve-"

    /// A new folder's socket path and the folder, after sweeping the folders of servers gone.
    static func make() -> (socket: String, folder: String)? {
        sweep()
        var template = Array("/tmp/\(prefix)\(getpid())-XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return nil }
        let folder = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (folder + "/http.sock", folder)
    }

    /// Removes this user's socket folders whose server is no longer running: the socket and
    /// the folder, nothing else (a folder holding anything more is left alone, `rmdir` fails).
    static func sweep() {
        guard let stream = opendir("/tmp") else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0, pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            let folder = "/tmp/" + name
            var status = stat()
            guard lstat(folder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR, status.st_uid == getuid() else { continue }
            unlink(folder + "/http.sock")
            rmdir(folder)
        }
    }
}
