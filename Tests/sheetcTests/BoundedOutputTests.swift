import Foundation
import Testing

/// Issue "Reliability" 1 and 6: no input makes sheetc print without bound, and no spec text
/// reaches a terminal or a CI log as anything but visible text.
struct BoundedOutputTests {
    private func file(_ name: String, _ text: String) throws -> (URL, String) {
        let directory = try SheetcProcess.makeScratchDirectory()
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return (directory, url.path)
    }

    /// 2,001 aliases of one 100,000-character anchor as keys of one mapping (once 1.2 GB of stderr).
    static let aliasKeys = (["version: 1", "sheet: Bomb", "concreteDimension: half", "x-a: &a " + String(repeating: "k", count: 100_000), "interaction:"]
        + Array(repeating: "  *a : 1", count: 2001)).joined(separator: "\n") + "\n"

    /// One 219 KB line: 1,001 duplicate keys and a 200,000-character value (once 415 MB).
    static let longLine = "version: 1\nsheet: Line\nconcreteDimension: half\ninteraction: {"
        + Array(repeating: "dismissible: true", count: 1001).joined(separator: ", ")
        + ", dragArea: " + String(repeating: "v", count: 200_000) + "}\n"

    @Test(arguments: ["text", "json", "github", "sarif"])
    func worstCasesPrintAFewKilobytes(format: String) throws {
        for (name, text) in [("alias", Self.aliasKeys), ("line", Self.longLine)] {
            let (directory, path) = try file("\(name).sheet.yaml", text)
            defer { try? FileManager.default.removeItem(at: directory) }
            let output = try SheetcProcess.run(["validate", "--format", format, path], timeLimit: 30)
            #expect(!output.timedOut)
            #expect(output.status == 1)
            let size = output.stdout.utf8.count + output.stderr.utf8.count
            #expect(size < 300_000, "\(name) as \(format): \(size) bytes")
            #expect(size > 1_000)
        }
    }

    @Test func theCapSaysHowManyMoreThereWere() throws {
        let (directory, path) = try file("alias.sheet.yaml", Self.aliasKeys)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try SheetcProcess.run(["validate", path], timeLimit: 30)
        #expect(output.stderr.contains("note: 1901 more problems in this file not shown (1901 of them errors)"))
        // A duplicate key that is an alias is located at the alias, not at its anchor (line 4).
        #expect(output.stderr.contains("alias.sheet.yaml:7:3: error: the key '\(String(repeating: "k", count: 40))…' appears twice in this mapping"))
    }

    @Test func spewedTextIsShownNotObeyed() throws {
        let (directory, path) = try file("esc.sheet.yaml", """
            version: 1
            sheet: Esc
            concreteDimension: half
            "\\e[2K\\rsheetc: 1 file, 1 valid sheet: no problems\\e[8m": 1
            "x\\nfoo.sheet.yaml:1:1: warning: forged": 2
            "\\u202Eevil": 3

            """)
        defer { try? FileManager.default.removeItem(at: directory) }
        for format in ["text", "github", "sarif"] {
            let output = try SheetcProcess.run(["validate", "--format", format, path])
            let all = output.stdout + output.stderr
            #expect(!all.contains("\u{1B}"), "\(format): an escape reached the output")
            #expect(!all.contains("\u{202E}"), "\(format): a bidi override reached the output")
            #expect(!all.contains("\nfoo.sheet.yaml:1:1: warning: forged"), "\(format): a forged line")
            #expect(all.contains("\\u{1b}[2K"), "\(format)")
        }
    }
}
