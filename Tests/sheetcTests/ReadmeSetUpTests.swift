import Foundation
import SheetTestSupport
import Testing

/// The README's first-use path works as written: after its two set-up commands, the bare `sheetc`
/// every later command uses is the one just built (and `sheetc serve` finds its server beside
/// it). The set-up's first command is run as the README has it, in the repository's root, with
/// a `swift` that builds nothing (this build is the one the command would make) and a PATH that
/// holds no other sheetc.
struct ReadmeSetUpTests {
    static func setUpCommands() throws -> [String] {
        let readme = try String(contentsOf: RepositoryRoot.url.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "<!-- readme-setup -->\n```sh\n").dropFirst().first?
            .components(separatedBy: "```").first, "README.md marks its set-up block <!-- readme-setup -->")
        return block.split(separator: "\n").map { line in
            String(line.split(separator: "#", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func theSetUpIsTwoCommandsAndPutsTheBuildsSheetcOnThePath() throws {
        let commands = try Self.setUpCommands()
        #expect(commands.count == 2 && commands[1] == "swift test", "\(commands)")
        let stub = try SheetcProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: stub) }
        let swift = stub.appendingPathComponent("swift")
        try Data("#!/bin/sh\nexit 0\n".utf8).write(to: swift)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)

        let script = commands[0] + " >/dev/null && command -v sheetc && sheetc serve --help >/dev/null && echo served"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = RepositoryRoot.url
        process.environment = ["PATH": stub.path + ":/usr/bin:/bin", "HOME": NSHomeDirectory()]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the README's first set-up command, then a bare sheetc: \(text)")
        let found = text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(URL(fileURLWithPath: found).resolvingSymlinksInPath().path
                == RepositoryRoot.url.appendingPathComponent(".build/debug/sheetc").resolvingSymlinksInPath().path, "\(text)")
        #expect(text.hasSuffix("served\n"), "\(text)")
    }

    /// "runs on a machine without a Swift toolchain": every release build the README installs
    /// on Linux links the Swift runtime in, `sheetc-serve`'s too.
    @Test func everyReleaseBuildTheReadmeInstallsIsStaticOnLinux() throws {
        let readme = try String(contentsOf: RepositoryRoot.url.appendingPathComponent("README.md"), encoding: .utf8)
        let builds = readme.split(separator: "\n").filter { $0.hasPrefix("swift build -c release --product ") }
        #expect(Set(builds.compactMap { $0.split(separator: " ").dropFirst(5).first }) == ["sheetc", "sheetc-serve"], "\(builds)")
        #expect(builds.allSatisfy { $0.contains("--static-swift-stdlib") }, "\(builds)")
    }
}
