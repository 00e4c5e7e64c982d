import Foundation
import SheetTestSupport

/// Runs the real, built `sheetc` binary, as users and CI do.
struct SheetcProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether the run outlived its time limit and was killed.
        var timedOut = false
    }

    /// The directory SwiftPM builds products into (the binary sits beside the test bundle).
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    static var binary: URL {
        if let override = ProcessInfo.processInfo.environment["SHEETC_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        return productsDirectory.appendingPathComponent("sheetc")
    }

    /// Runs `sheetc arguments` in `directory` (default: the repository root); output goes through
    /// files, not pipes, so a large output cannot block the child. A run that outlives
    /// `timeLimit` seconds is killed and reported as timed out (a hang is a failure, not a wait).
    /// Whether the binary runs under a sanitizer (scripts/sanitize.sh sets these): many times
    /// slower, so a time limit, which only tells a hang from a run, is five times as long.
    static let isSanitized = ["ASAN_OPTIONS", "TSAN_OPTIONS"].contains { ProcessInfo.processInfo.environment[$0] != nil }

    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], timeLimit: Double = 60,
        standardInput: String? = nil
    ) throws -> Output {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sheetc-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out"), err = scratch.appendingPathComponent("err")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? RepositoryRoot.url
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        process.environment = env
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        if let standardInput {
            let input = scratch.appendingPathComponent("in")
            try Data(standardInput.utf8).write(to: input)
            process.standardInput = try FileHandle(forReadingFrom: input)
        }
        try process.run()
        let deadline = Date().addingTimeInterval(timeLimit * (isSanitized ? 5 : 1))
        while process.isRunning, Date() < deadline { usleep(10_000) }
        let timedOut = process.isRunning
        if timedOut { process.terminate() }
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Output(status: process.terminationStatus,
                      stdout: try String(contentsOf: out, encoding: .utf8),
                      stderr: try String(contentsOf: err, encoding: .utf8),
                      timedOut: timedOut)
    }

    /// A fresh scratch directory for a test's own files.
    static func makeScratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetc-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
