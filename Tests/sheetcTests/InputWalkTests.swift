import Foundation
import SheetTestSupport
import Testing

/// Issue "Reliability" 3 and 7: a folder that cannot be opened, and a file name that is not
/// UTF-8, are reported (exit 2, located at them), never silently left out or fatal.
struct InputWalkTests {
    /// Run as root, sheetc runs under `setpriv` as `nobody`: root opens every folder.
    @Test(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func aFolderThatCannotBeOpenedIsReported() throws {
        let directory = try SheetcProcess.makeScratchDirectory()
        defer {
            chmod(directory.appendingPathComponent("locked").path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        chmod(directory.path, 0o755)
        try "version: 1\nsheet: Open\nconcreteDimension: half\n".write(to: directory.appendingPathComponent("open.sheet.yaml"), atomically: true, encoding: .utf8)
        let locked = directory.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        try "version: 1\nsheet: Hidden\nconcreteDimension: half\n".write(to: locked.appendingPathComponent("hidden.sheet.yaml"), atomically: true, encoding: .utf8)
        chmod(locked.path, 0)
        let process = Process()
        let unprivileged = getuid() == 0
        process.executableURL = URL(fileURLWithPath: unprivileged ? "/usr/bin/setpriv" : SheetcProcess.binary.path)
        process.arguments = (unprivileged ? ["--reuid=65534", "--regid=65534", "--clear-groups", SheetcProcess.binary.path] : [])
            + ["validate", directory.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2, "\(text)")
        #expect(text.contains("\(locked.path):1:1: error: cannot read the input: cannot open the directory: Permission denied [E001]"))
        #expect(text.contains("1 valid sheet"))   // the readable spec beside it is still checked
    }

    @Test func aFileNameThatIsNotUTF8IsReportedAndTheRestChecked() throws {
        let directory = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "version: 1\nsheet: Fine\nconcreteDimension: half\n".write(to: directory.appendingPathComponent("fine.sheet.yaml"), atomically: true, encoding: .utf8)
        var bad = Array(directory.path.utf8) + Array("/bad".utf8) + [0xFF] + Array(".sheet.yaml".utf8) + [0]
        let descriptor = bad.withUnsafeMutableBytes { open($0.baseAddress!.assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        let output = try SheetcProcess.run(["validate", directory.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("/bad\\xFF.sheet.yaml:1:1: error: cannot read the input: the file name is not valid UTF-8; rename it [E001]"))
        #expect(output.stderr.contains("1 valid sheet"))
    }
}

/// Issue "Reliability" 7: output that cannot be written to standard output is exit status 2.
struct StandardOutputTests {
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")), arguments: [
        ["validate", "--format", "sarif", "Samples"],
        ["schema"],
        ["simulate", "Samples/GlideCard.sheet.yaml", "--device", "iphone-15", "--events", "Samples/Scripts/GlideCard.events"],
    ])
    func aFullDiskOnStandardOutputIsExitTwo(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = SheetcProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = RepositoryRoot.url
        process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2, "\(arguments): \(text)")
        #expect(text.contains("sheetc: cannot write to standard output: No space left on device"))
    }
}

/// Issue "Reliability" 8: memory is bounded by the largest file and the workers, not the sum of
/// the files: a file keeps only the lines its diagnostics show once it is checked.
struct MemoryBoundTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time")))
    func manyLargeFilesDoNotAddUp() throws {
        let directory = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let padding = String(repeating: "# " + String(repeating: "p", count: 78) + "\n", count: 12_900)   // just under 1 MiB
        for index in 0..<150 {
            try ("version: 1\nsheet: S\(index)\nconcreteDimension: half\n" + padding)
                .write(to: directory.appendingPathComponent("s\(index).sheet.yaml"), atomically: false, encoding: .utf8)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "maxrss %M", SheetcProcess.binary.path, "validate", "--jobs", "2", directory.path]
        // Under AddressSanitizer (scripts/sanitize.sh) freed memory waits in a 256 MB quarantine
        // before reuse, which would count here as if it were held: keep the quarantine small.
        var environment = ProcessInfo.processInfo.environment
        if let options = environment["ASAN_OPTIONS"] {
            environment["ASAN_OPTIONS"] = options + ":quarantine_size_mb=1:thread_local_quarantine_size_kb=64"
        }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.contains("150 files, 150 valid sheets: no problems"))
        let kilobytes = text.split(separator: "\n").last { $0.hasPrefix("maxrss ") }.flatMap { Int($0.dropFirst(7)) } ?? .max
        #expect(kilobytes < 120_000, "peak memory \(kilobytes) KB for 150 MB of input")   // was every byte: 150 MB and more
    }

    /// Issue 47, item 5: a spec found in a folder that is a symbolic link to a file outside it is
    /// refused with one E001 naming the link (exit 2), and no byte of the target is printed in
    /// any format; a link that stays inside the folder, and a link named on the command line,
    /// are read.
    @Test(arguments: ["text", "github", "sarif", "json"])
    func aSpecLinkedFromOutsideTheFolderIsRefused(format: String) throws {
        let directory = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let specs = directory.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let secret = directory.appendingPathComponent("secret.txt")
        try "token: ghp_SECRET_TOKEN_1234\n".write(to: secret, atomically: true, encoding: .utf8)
        try "version: 1\nsheet: Card\nconcreteDimension: half\n".write(to: specs.appendingPathComponent("Card.sheet.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: specs.appendingPathComponent("Leak.sheet.yaml").path, withDestinationPath: secret.path)
        try FileManager.default.createSymbolicLink(atPath: specs.appendingPathComponent("Relative.sheet.yaml").path, withDestinationPath: "../secret.txt")
        try FileManager.default.createDirectory(at: specs.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "version: 1\nsheet: Other\nconcreteDimension: half\n".write(to: specs.appendingPathComponent("other.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: specs.appendingPathComponent("sub/Inside.sheet.yaml").path, withDestinationPath: "../other.yaml")

        let output = try SheetcProcess.run(["validate", "--format", format, "specs"], in: directory)
        let all = output.stdout + output.stderr
        #expect(output.status == 2, "\(all)")
        #expect(!all.contains("ghp_SECRET") && !all.contains("token"), "\(format): the target's text was printed")
        for link in ["Leak.sheet.yaml", "Relative.sheet.yaml"] where format != "sarif" {
            #expect(all.components(separatedBy: link).count - 1 == 1, "\(format): \(link) is named once")
        }
        #expect(all.contains("symbolic link"))
        #expect(!all.contains("Inside.sheet.yaml"), "a link inside the folder is read like any spec")
        if format == "text" {
            #expect(output.stderr.contains("specs/Leak.sheet.yaml:1:1: error: cannot read the input: it is a symbolic link to a file outside 'specs'"))
        }
        // Named on the command line, the link is the user's own choice of file: it is read.
        let named = try SheetcProcess.run(["validate", "specs/Leak.sheet.yaml"], in: directory)
        #expect(named.status == 1)
    }
}
