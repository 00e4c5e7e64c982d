/// A GitHub Actions workflow command (`::warning file=…,line=…,title=…::message`), which a runner
/// shows as an annotation on that line of the pull request. The one writer of them: diagnostics
/// (`--format github`) and `sheetc diff --format github` both go through it.
enum GitHubAnnotation {
    enum Level: String {
        case error, warning, notice
    }

    /// The command, without its line break. Property values percent-encode `%`, CR, LF, `:` and
    /// `,`, the message `%`, CR and LF, so that no value can end the command or forge another.
    static func command(_ level: Level, _ properties: [(name: String, value: String)], message: String) -> String {
        let list = properties.map { "\($0.name)=\(escapeProperty($0.value))" }.joined(separator: ",")
        return "::\(level.rawValue) \(list)::\(escapeData(message))"
    }

    private static func escapeData(_ text: String) -> String {
        ScalarEscaping.escape(text) { ["%": "%25", "\r": "%0D", "\n": "%0A"][$0] }
    }

    private static func escapeProperty(_ text: String) -> String {
        ScalarEscaping.escape(text) { ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"][$0] }
    }
}
