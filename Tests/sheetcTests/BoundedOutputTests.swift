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

    /// Issue 47, item 4: a value of 200,000 characters where four numbers belong (E102 each, the
    /// value aliased) and a document that is such a value (E100): each message quotes 40
    /// characters of it, in every format (once the whole value each time: a 1 MB value aliased
    /// 100 times printed 100 MB).
    static let aliasedValue = "version: 1\nsheet: Aliased\nsegmented: true\nsegments: {open: 90%, closed: 0}\n"
        + "x-keep: &big " + String(repeating: "v", count: 200_000)
        + "\npopUpIndicator:\n  width: *big\n  height: *big\n  cornerRadius: *big\n  topMargin: *big\n--- "
        + String(repeating: "v", count: 200_000) + "\n"

    @Test(arguments: ["text", "json", "github", "sarif"])
    func aLongValueIsQuotedAtMost40CharactersWhereverItIsAliased(format: String) throws {
        let (directory, path) = try file("aliased.sheet.yaml", Self.aliasedValue)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try SheetcProcess.run(["validate", "--format", format, path], timeLimit: 30)
        let all = output.stdout + output.stderr
        #expect(output.status == 1)
        #expect(all.contains("E102") && all.contains("E100"))
        // A message quotes 40 characters; a source line (text only) is shown as a window of 100.
        #expect(!all.contains(String(repeating: "v", count: 101)), "\(format): more of the value than a source window")
        #expect(all.contains(String(repeating: "v", count: 40) + "…"), "\(format)")
        #expect(all.utf8.count < 100_000, "\(format): \(all.utf8.count) bytes")
    }

    @Test func aLongNumberIsShownAtMost40Characters() throws {
        let long = "1." + String(repeating: "0", count: 5_000)  // -1: out of range, finite
        let (directory, path) = try file("number.sheet.yaml",
            "version: 1\nsheet: Number\nconcreteDimension: half\npopUpIndicator:\n  width: -\(long)\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try SheetcProcess.run(["validate", path], timeLimit: 30)
        #expect(output.status == 1)
        #expect(output.stderr.contains("not -1." + String(repeating: "0", count: 37) + "…"), "\(output.stderr.prefix(600))")
        // The source line is shown as a window of 100 characters, the message quotes 40.
        #expect(!output.stderr.contains(String(repeating: "0", count: 101)))
    }
}
