import Foundation
import Testing

/// Issue "Reliability" 4 and 5: a compile into an existing directory changes all of it or none
/// of it — on a failed write, on Ctrl-C or `kill`, and, after a SIGKILL, once the next run has
/// swept what the killed one left.
struct AllOrNothingTests {
    /// Two generations of the same sheets: the second changes every output.
    static func specs(generation: Int) -> [String: String] {
        var files: [String: String] = [:]
        for index in 0..<40 {
            files["s\(index).sheet.yaml"] = "version: 1\nsheet: Sheet\(index)\nconcreteDimension: {custom: \(200 + index + generation * 100)}\n"
        }
        return files
    }

    static func scratch(generation: Int) throws -> URL {
        let directory = try SheetcProcess.makeScratchDirectory()
        for (name, text) in specs(generation: generation) {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    static func snapshot(_ directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }

    static func rewrite(_ directory: URL, generation: Int) throws {
        for (name, text) in specs(generation: generation) {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    static let inputs = (0..<40).map { "s\($0).sheet.yaml" }

    @Test func aWriteThatFailsMidwayLeavesTheDirectoryAsItWas() throws {
        let directory = try Self.scratch(generation: 0)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out")
        #expect(try SheetcProcess.run(["compile"] + Self.inputs + ["-o", "out"], in: directory).status == 0)
        let before = try Self.snapshot(out)
        #expect(before.count == 80)
        try Self.rewrite(directory, generation: 1)
        let failed = try SheetcProcess.run(["compile"] + Self.inputs + ["-o", "out", "--jobs", "2"], in: directory,
                                           environment: ["SHEETC_TEST_FAIL_WRITE_AFTER": "30"])
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("cannot write the output: No space left on device [E301]"))
        #expect(try Self.snapshot(out) == before)   // not one file changed, no temporary left
    }

    @Test func aFreshDirectoryThatFailsIsNotCreated() throws {
        let directory = try Self.scratch(generation: 0)
        defer { try? FileManager.default.removeItem(at: directory) }
        let failed = try SheetcProcess.run(["compile"] + Self.inputs + ["-o", "out"], in: directory,
                                           environment: ["SHEETC_TEST_FAIL_WRITE_AFTER": "7"])
        #expect(failed.status == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).allSatisfy { !$0.contains(".sheetc-") })
    }

    /// Starts a compile that holds once every file is written, waits for its temporaries, signals it.
    static func interrupt(_ signal: Int32, in directory: URL) throws -> (status: Int32, reason: Process.TerminationReason) {
        let process = Process()
        process.executableURL = SheetcProcess.binary
        process.arguments = ["compile"] + inputs + ["-o", "out"]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["SHEETC_TEST_HOLD_BEFORE_FINISH"] = "20"
        process.environment = environment
        process.standardError = FileHandle.nullDevice
        try process.run()
        let out = directory.appendingPathComponent("out")
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline,
              ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter({ $0.contains(".sheetc-") }).count < 80 {
            usleep(20_000)
        }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason)
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func anInterruptedCompileRemovesWhatItMadeAndExits(signal: Int32, status: Int32) throws {
        let directory = try Self.scratch(generation: 0)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out")
        #expect(try SheetcProcess.run(["compile"] + Self.inputs + ["-o", "out"], in: directory).status == 0)
        let before = try Self.snapshot(out)
        try Self.rewrite(directory, generation: 1)
        let ended = try Self.interrupt(signal, in: directory)
        #expect(ended.reason == .exit && ended.status == status)
        #expect(try Self.snapshot(out) == before)
    }

    @Test func afterASIGKILLTheNextRunSweepsAndTheSetIsWhole() throws {
        let directory = try Self.scratch(generation: 0)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out")
        #expect(try SheetcProcess.run(["compile"] + Self.inputs + ["-o", "out"], in: directory).status == 0)
        let old = try Self.snapshot(out)
        try Self.rewrite(directory, generation: 1)
        let killed = try Self.interrupt(SIGKILL, in: directory)
        #expect(killed.reason == .uncaughtSignal)
        let litter = try Self.snapshot(out).keys.filter { $0.contains(".sheetc-") }
        #expect(litter.count == 80)                       // what a SIGKILL leaves…
        #expect(try Self.snapshot(out).filter { !$0.key.contains(".sheetc-") } == old)   // …beside the old set, whole
        #expect(try SheetcProcess.run(["compile"] + Self.inputs + ["-o", "out"], in: directory).status == 0)
        let after = try Self.snapshot(out)
        #expect(after.keys.allSatisfy { !$0.contains(".sheetc-") })   // swept
        #expect(after.count == 80 && after != old)                     // the new set, whole
    }
}
