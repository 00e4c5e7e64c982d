internal import CLibYAML

/// Reads YAML text into located nodes (one flat arena per document, see `YAMLDocument`) by pulling libyaml's events
/// (`yaml_parser_parse`), the only place sheetc touches libyaml.
///
/// It keeps what a loader usually drops: both ends of every node, where each
/// alias stands, and the *second* occurrence of a duplicate key. It applies
/// merge keys (`<<`), resolves scalars (see `ScalarResolver`) and enforces
/// `YAMLLimits`; a limit reached ends the file's reading with a diagnostic.
struct YAMLReader {
    var limits: YAMLLimits

    /// The documents of `bytes`; problems go to `diagnostics`.
    func read(_ bytes: [UInt8], diagnostics: inout DiagnosticBag) -> [YAMLDocument] {
        var builder = DocumentBuilder(limits: limits)
        read(bytes, into: &builder, diagnostics: &diagnostics)
        return builder.documents
    }

    /// Reads `bytes` with `builder`, which one worker uses for file after file: the documents
    /// are `builder.documents` until its next file.
    func read(_ bytes: [UInt8], into builder: inout DocumentBuilder, diagnostics: inout DiagnosticBag) {
        builder.start(fileSize: bytes.count)
        guard bytes.count <= limits.maxFileSize else {
            diagnostics.report(.fileTooLarge,
                "the file is larger than the limit of \(limits.maxFileSize) bytes",
                at: SourceRange(at: .start), help: "split it into several spec files")
            return
        }
        guard !bytes.isEmpty else { return }

        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            diagnostics.report(.yamlSyntax, "libyaml could not start (out of memory)", at: nil)
            return
        }
        defer { yaml_parser_delete(&parser) }

        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    Self.reportParserError(parser, bytes: bytes, into: &diagnostics)
                    break
                }
                let isStreamEnd = event.type == YAML_STREAM_END_EVENT
                let outcome = builder.handle(event, diagnostics: &diagnostics)
                yaml_event_delete(&event)
                if outcome == .stop || isStreamEnd { break }
            }
        }
    }

    /// libyaml's error, at its `problem_mark`, with its `context_mark` as a note.
    private static func reportParserError(_ parser: yaml_parser_t, bytes: [UInt8], into diagnostics: inout DiagnosticBag) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.error == YAML_READER_ERROR {
            let location = Self.location(ofByte: parser.problem_offset, in: bytes)
            diagnostics.report(.yamlSyntax, "the file is not valid text: \(problem) at byte \(parser.problem_offset)",
                               at: SourceRange(at: location), help: "save the file as UTF-8")
            return
        }
        if parser.error == YAML_MEMORY_ERROR {
            diagnostics.report(.yamlSyntax, "libyaml ran out of memory", at: nil)
            return
        }
        if Self.indentingTab(onLine: Int(parser.problem_mark.line) + 1, of: bytes) != nil {
            // libyaml's words for a tab at the start of a line ("cannot start any token", with
            // the same place again as context) say nothing of tabs: the commonest slip gets its
            // own, on every line a tab indents (libyaml stops at the first; a file indented with
            // tabs has many, and fixing them one run at a time is a chore).
            for tab in Self.indentingTabs(of: bytes) {
                diagnostics.report(.yamlSyntax, "a tab indents this line: YAML indents with spaces only",
                                   at: SourceRange(at: tab), help: "indent with spaces")
            }
            return
        }
        if let context = parser.context, String(cString: context).contains("flow"),
           let hash = Self.commentCuttingAFlow(from: Int(parser.context_mark.line) + 1, to: Int(parser.problem_mark.line) + 1, of: bytes) {
            // `{backgroundColor: #1C1C1E}`: the '#' starts a comment, the '}' goes with it, and
            // libyaml reports the unclosed '{' on a later line. The slip is the '#': say so there.
            diagnostics.report(.yamlSyntax, "'#' starts a comment here, so the rest of the line is not read and the '\(hash.opener)' opened on line \(Int(parser.context_mark.line) + 1) is never closed",
                               at: SourceRange(at: hash.location),
                               notes: [.init("the '\(hash.opener)' opens here", at: SourceRange(at: Self.location(parser.context_mark)))],
                               help: "quote the value: \"\(hash.value)\"")
            return
        }
        var notes: [Diagnostic.Note] = []
        if let context = parser.context {
            let mark = parser.context_mark
            notes.append(.init(String(cString: context), at: SourceRange(at: Self.location(mark))))
        }
        diagnostics.report(.yamlSyntax, "YAML syntax error: \(problem)",
                           at: SourceRange(at: Self.location(parser.problem_mark)), notes: notes, help: Self.help(for: problem))
    }

    /// What libyaml's wording means for someone writing a spec, for its commonest problems.
    static func help(for problem: String) -> String? {
        if problem.contains("tab") {
            return "YAML indents with spaces only: replace the tab with spaces"
        }
        if problem.contains("mapping values are not allowed") {
            return "a key is indented deeper than the keys beside it, or a value holds ': ' — line keys up, or quote the value"
        }
        if problem.contains("did not find expected key") || problem.contains("did not find expected '-' indicator") {
            return "a line is indented less or more than the keys of its mapping: line them up"
        }
        if problem.contains("found unexpected end of stream") || problem.contains("found unexpected end") {
            return "a quote or bracket opened here is never closed"
        }
        if problem.contains("could not find expected ':'") {
            return "a key needs ': ' after it (a colon and a space)"
        }
        return nil
    }

    /// Where a tab indents a line of `bytes`, on every such line (blank lines and comments aside:
    /// libyaml reads those).
    static func indentingTabs(of bytes: [UInt8]) -> [SourceLocation] {
        let count = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return SourceText.lines(Array(1...count), of: bytes).compactMap { line in
            let content = line.text.drop { $0 == " " || $0 == "\t" }
            guard !content.isEmpty, !content.hasPrefix("#"), content != "\r" else { return nil }
            return indentingTab(onLine: line.number, of: bytes)
        }
    }

    /// An unquoted value starting with '#' inside a flow collection on lines `first`...`last`
    /// (1-based): after `{`, `[`, `,` or `: ` and a space, a `#` starts a comment, so
    /// `{backgroundColor: #1C1C1E}` loses its `}`. Where that `#` is, the value it begins, and
    /// the bracket of the collection.
    static func commentCuttingAFlow(from first: Int, to last: Int, of bytes: [UInt8]) -> (location: SourceLocation, value: String, opener: Character)? {
        guard first >= 1, last >= first else { return nil }
        var opener: Character?
        for line in SourceText.lines(Array(first...last), of: bytes) {
            let scalars = Array(line.text.unicodeScalars)
            var previous: Unicode.Scalar?  // the last scalar before this one that is not a space
            var quoted: Unicode.Scalar?
            for (offset, scalar) in scalars.enumerated() {
                if let quote = quoted {
                    if scalar == quote { quoted = nil }
                    previous = scalar
                    continue
                }
                switch scalar {
                case "\"", "'": quoted = scalar
                case "{", "[": opener = opener ?? Character(scalar)
                case "#" where offset > 0 && scalars[offset - 1] == " " && ["{", "[", ",", ":"].contains(previous):
                    guard let opener else { return nil }
                    let value = String(String.UnicodeScalarView(scalars[offset...].prefix { !["}", "]", ",", " "].contains($0) }))
                    return (SourceLocation(line: line.number, column: offset + 1), value, opener)
                default: break
                }
                if scalar != " " { previous = scalar }
            }
        }
        return nil
    }

    /// Where the first tab in the indentation of 1-based line `number` of `bytes` is, if there is one.
    static func indentingTab(onLine number: Int, of bytes: [UInt8]) -> SourceLocation? {
        guard let line = SourceText.lines([number], of: bytes).first?.text else { return nil }
        for (offset, scalar) in line.unicodeScalars.enumerated() {
            if scalar == "\t" { return SourceLocation(line: number, column: offset + 1) }
            if scalar != " " { return nil }
        }
        return nil
    }

    @inline(__always)
    static func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: mark.line + 1, column: mark.column + 1)
    }

    /// libyaml reports invalid text by byte offset; count lines and scalars up to it.
    private static func location(ofByte offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let prefix = String(decoding: bytes[..<min(offset, bytes.count)], as: UTF8.self)
        var line = 1, column = 1
        for scalar in prefix.unicodeScalars {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return SourceLocation(line: line, column: column)
    }
}
