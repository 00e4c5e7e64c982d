import SheetcCore
import Testing

/// Issue 14, 5: a diagnostic's code owns its severity, so a call site cannot print an `E` code
/// as a warning (exit 0) or a `W` code as an error (a failed build).
struct DiagnosticSeverityTests {
    @Test func everyCodeIsAnErrorOrAWarningByItsLetter() {
        for code in DiagnosticCode.allCases {
            switch code.rawValue.first {
            case "E": #expect(code.severity == .error, "\(code.rawValue)")
            case "W": #expect(code.severity == .warning, "\(code.rawValue)")
            case "I": #expect(code.severity == .note, "\(code.rawValue)")
            default: Issue.record("\(code.rawValue) starts with none of E, W and I")
            }
        }
    }

    @Test func theBagReportsAtTheCodesSeverity() {
        var bag = DiagnosticBag(file: "S.sheet.yaml")
        bag.report(.fractionLikeNumber, "a fraction", at: nil)
        #expect(!bag.hasErrors)
        bag.report(.unknownKey, "unknown key", at: nil)
        #expect(bag.diagnostics.map(\.severity) == [.warning, .error])
        #expect(bag.errorCount == 1)
    }

    @Test func aNoteMayBorrowAnyCode() {
        let note = Diagnostic(.note, .unknownKey, file: "S.sheet.yaml", range: nil, message: "2 more problems")
        #expect(note.severity == .note)
    }

    @Test func aSeverityThatContradictsTheCodeTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = Diagnostic(.warning, .unknownKey, file: "S.sheet.yaml", range: nil, message: "unknown key")
        }
    }
}
