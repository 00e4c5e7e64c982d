import Foundation
import SheetTestSupport
import Testing

/// Hostile files and file-system faults, end to end on the binary: each run ends, in
/// bounded time, with a located diagnostic and the documented exit status.
struct RobustnessTests {
    private func write(_ text: String, _ name: String, in directory: URL) throws -> String {
        try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return directory.appendingPathComponent(name).path
    }

    @Test func hostileFilesEndInDiagnostics() throws {
        let dir = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var bomb = "version: 1\nsheet: Bomb\nconcreteDimension: half\nx-0: &b0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...20 {
            bomb += "x-\(level): &b\(level) [" + Array(repeating: "*b\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let cases: [(file: String, code: String)] = [
            (try write(bomb, "bomb.sheet.yaml", in: dir), "E005"),
            (try write("a: " + String(repeating: "[", count: 50_000) + "\n", "flow.sheet.yaml", in: dir), "E004"),
            (try write((0..<300).map { String(repeating: " ", count: $0) + "k:\n" }.joined(), "block.sheet.yaml", in: dir), "E004"),
            (try write(String(repeating: "# padding padding padding padding padding padding\n", count: 40_000), "huge.sheet.yaml", in: dir), "E002"),
            (try write(String(repeating: "---\nversion: 1\n", count: 3_000), "documents.sheet.yaml", in: dir), "E006"),
        ]
        for (file, code) in cases {
            let output = try SheetcProcess.run(["validate", file], timeLimit: 20)
            #expect(!output.timedOut, "\(file) hung")
            #expect(output.status == 1, "\(file): \(output.stderr.prefix(300))")
            #expect(output.stderr.contains("[\(code)]"), "\(file): \(output.stderr.prefix(300))")
            #expect(output.stderr.hasPrefix(file + ":"), "\(file): \(output.stderr.prefix(300))")
        }
    }

    @Test func invalidUTF8IsLocated() throws {
        let dir = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.sheet.yaml")
        try Data(Array("version: 1\nsheet: \"a".utf8) + [0xC3, 0x28] + Array("\"\n".utf8)).write(to: file)
        let output = try SheetcProcess.run(["validate", file.path])
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("\(file.path):2:11: error: the file is not valid text"))  // at the octet libyaml rejects
    }

    @Test func specialFilesAreNotReadAndMissingOnesExitTwo() throws {
        let dir = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("pipe.sheet.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let special = try SheetcProcess.run(["validate", fifo, "/dev/zero"], timeLimit: 20)
        #expect(!special.timedOut)
        #expect(special.status == 2)
        #expect(special.stderr.contains("\(fifo):1:1: error: cannot read the input: not a regular file [E001]"))
        #expect(special.stderr.contains("/dev/zero:1:1: error: cannot read the input: not a regular file [E001]"))

        let missing = try SheetcProcess.run(["compile", "Samples/ReactionList.sheet.yaml/inner.sheet.yaml", "-o", dir.path])
        #expect(missing.status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["pipe.sheet.yaml"])
    }

    @Test func aVanishedOutputDirectoryExitsTwoAndLeavesNothing() throws {
        let dir = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The output directory is a link to a directory that is gone.
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("out").path,
                                                   withDestinationPath: dir.appendingPathComponent("gone/deeper").path)
        let output = try SheetcProcess.run(["compile", "Samples/TwitterMenu.sheet.yaml", "-o", dir.appendingPathComponent("out").path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("error: cannot create the output directory"))
        #expect(output.stderr.contains("[E301]"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out"])
    }

    @Test func concurrentCompilesIntoOneDirectoryLeaveCompleteFiles() throws {
        let dir = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let reference = dir.appendingPathComponent("reference")
        #expect(try SheetcProcess.run(["compile", "Samples", "-o", reference.path]).status == 0)
        for round in 0..<5 {
            try? FileManager.default.removeItem(at: out)
            var processes: [Process] = []
            for _ in 0..<3 {
                let process = Process()
                process.executableURL = SheetcProcess.binary
                process.arguments = ["compile", "Samples", "-o", out.path]
                process.currentDirectoryURL = RepositoryRoot.url
                process.standardError = FileHandle.nullDevice
                try process.run()
                processes.append(process)
            }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "round \(round)")
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            #expect(names == (try FileManager.default.contentsOfDirectory(atPath: reference.path).sorted()), "round \(round)")
            for name in names {
                #expect(FileManager.default.contents(atPath: out.appendingPathComponent(name).path)
                        == FileManager.default.contents(atPath: reference.appendingPathComponent(name).path), "\(name)")
            }
        }
    }

    /// Issue 47, item 13: a radius past any screen is an error (E104, located at the value), not
    /// a number carried into the frames (where 1e305 became a square card); 10,000 points is
    /// still a radius.
    @Test(arguments: [
        ("appearance:\n  cornerRadius: 1e304\n", "cornerRadius", 5),
        ("appearance:\n  cornerRadius: 10001\n", "cornerRadius", 5),
        ("appearance:\n  cornerRadius: {concentric: {minimum: 1e305}}\n", "minimum", 5),
        ("popUpIndicator:\n  cornerRadius: 1e300\n", "cornerRadius", 5),
        ("appearance:\n  shadow: {radius: 1e304}\n", "radius", 5),
    ])
    func aRadiusPastAnyScreenIsAnError(text: String, key: String, line: Int) throws {
        let dir = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = try write("version: 1\nsheet: Round\nconcreteDimension: half\n" + text, "round.sheet.yaml", in: dir)
        let output = try SheetcProcess.run(["validate", file])
        #expect(output.status == 1, "\(output.stderr)")
        #expect(output.stderr.contains("round.sheet.yaml:\(line):"), "\(output.stderr)")
        #expect(output.stderr.contains("'\(key)' must be from 0 to 10000"), "\(output.stderr)")
        #expect(output.stderr.contains("[E104]"), "\(output.stderr)")
        let largest = try write("version: 1\nsheet: Round\nconcreteDimension: half\nappearance:\n  cornerRadius: 10000\n", "largest.sheet.yaml", in: dir)
        #expect(try SheetcProcess.run(["validate", largest]).status == 0)
    }
}
