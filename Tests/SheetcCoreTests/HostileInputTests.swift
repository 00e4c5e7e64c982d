import SheetRuntime
import SheetcCore
import Testing

/// Inputs built to break a YAML compiler. Each must end in a located diagnostic, or in a
/// correct output, never a crash or a hang.
struct HostileInputTests {
    let valid = "version: 1\nsheet: Ok\nconcreteDimension: half\n"

    private func bytesResult(_ bytes: [UInt8]) -> FileResult {
        Compiler().check([SpecSource(path: "h.sheet.yaml", bytes: bytes)])[0]
    }

    @Test(arguments: [0x00, 0x01, 0x1B, 0x7F] as [UInt8])
    func controlCharactersAreASyntaxErrorAtTheirPlace(_ byte: UInt8) {
        let bytes = Array("version: 1\nsheet: Ok\ndescription: a".utf8) + [byte] + Array("b\nconcreteDimension: half\n".utf8)
        let result = bytesResult(bytes)
        #expect(codes(result) == ["E003@3:15"])
        #expect(result.sheets.isEmpty)
    }

    @Test func utf16WithAByteOrderMarkIsRead() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in valid.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let result = bytesResult(bytes)
        #expect(result.diagnostics.diagnostics.isEmpty, "\(codes(result))")
        #expect(result.sheets.first?.configuration.sheet == "Ok")
    }

    @Test func crlfLineEndsGiveTheSameSheet() {
        let lf = check(valid).sheets.first?.configuration
        let crlf = check(valid.replacingOccurrences(of: "\n", with: "\r\n")).sheets.first?.configuration
        #expect(lf != nil && lf == crlf)
        #expect(codes(check("version: 1\r\nsheet: ok\r\n")) == ["E202@1:1", "E106@2:8"])
    }

    @Test func tabsForIndentationAreASyntaxError() {
        #expect(codes(check("version: 1\nappearance:\n\tcornerRadius: 3\n")).first?.hasPrefix("E003@3:") == true)
    }

    @Test func aLargeDescriptionUnderTheLimitCompiles() throws {
        let description = String(repeating: "\"*/\\(x) \u{2028}", count: 20_000)
        let yaml = valid + "description: '" + description.replacingOccurrences(of: "'", with: "''") + "'\n"
        let result = check(yaml)
        #expect(result.diagnostics.diagnostics.isEmpty)
        let outputs = Compiler().emit(result.sheets, accessLevel: .internal)
        let swift = try #require(outputs.first { $0.name == "Ok.swift" }).contents
        #expect(swift.split(separator: "\n").allSatisfy { $0.hasPrefix("///") || !$0.contains("*/") })
    }

    @Test func aSelfReferentialMergeIsAnUndefinedAlias() {
        #expect(codes(check("x-a: &a {<<: *a}\n" + valid)) == ["E007@1:14"])
    }

    @Test func bombsAndDepthAreBoundedEvenInsideIgnoredKeys() {
        let deep = "x-deep: " + String(repeating: "{a: ", count: 100) + "1" + String(repeating: "}", count: 100) + "\n"
        #expect(codes(check(valid + deep)) == ["E004@4:261"])  // the 65th level: "x-deep: " then 63 "{a: "
        var bomb = "x-0: &b0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...12 {
            bomb += "x-\(level): &b\(level) [" + Array(repeating: "*b\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        #expect(codes(check(valid + bomb)).first?.hasPrefix("E005@") == true)
    }

    @Test func aThousandDocumentsCompileAndMoreAreRefused() {
        let thousand = (0..<1_000).map { "version: 1\nsheet: S\($0)\nconcreteDimension: half\n" }.joined(separator: "---\n")
        let result = check(thousand)
        #expect(result.diagnostics.diagnostics.isEmpty)
        #expect(result.sheets.count == 1_000)
        let tooMany = check(thousand + "---\nversion: 1\nsheet: Extra\nconcreteDimension: half\n")
        #expect(codes(tooMany) == ["E006@4000:1"])  // the 1,001st document's "---"
    }

    @Test func aFlatMappingOfThousandsOfKeysIsBounded() {
        let keys = (0..<20_000).map { "k\($0): 1\n" }.joined()
        #expect(codes(check(valid + keys)).first?.hasPrefix("E005@") == true)
    }

    @Test(arguments: ["1e400", "-1e400", ".inf", "-.inf", ".nan", ".NaN"])
    func nonFiniteNumbersAreRefused(_ number: String) {
        let result = check(valid + "thresholds: {dismissVelocity: \(number)}\n")
        #expect(codes(result) == ["E112@4:31"] || codes(result) == ["E104@4:31"], "\(codes(result))")
        #expect(result.sheets.isEmpty)
    }
}
