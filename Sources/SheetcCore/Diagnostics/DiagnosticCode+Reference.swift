extension DiagnosticCode {
    /// `docs/diagnostics.md`: every code with its title, generated so the list cannot drift
    /// (a test compares the committed file with this).
    public static var referenceMarkdown: String {
        var text = """
            # sheetc diagnostics

            Every diagnostic has a stable code. `E` codes are errors (exit status 1, or 2 for
            `E001` and `E301`: an input that could not be read, an output that could not be
            written); `W` codes are warnings (exit status 0 unless `--warnings-as-errors`); `I` codes
            are information notes, which never change the exit status.
            This page is generated from `DiagnosticCode.swift`; a test keeps it current.

            Diagnostics are written as `path:line:column: severity: message [code]`, then the
            source line with a caret under the offending key or value, then `help:` and notes.
            With `--format json` they are one array on standard output, each object holding
            `file`, `line`, `column`, `endLine`, `endColumn`, `severity`, `code`, `message`,
            and `help` and `notes` when present.

            | code | meaning |
            |---|---|

            """
        for code in allCases {
            text += "| <a id=\"\(code.rawValue.lowercased())\"></a>`\(code.rawValue)` | \(code.title) |\n"
        }
        return text
    }
}
