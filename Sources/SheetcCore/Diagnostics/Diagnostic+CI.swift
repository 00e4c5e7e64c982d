/// The forms CI systems read: GitHub Actions workflow commands and SARIF 2.1.0.
extension Diagnostic {
    /// One GitHub Actions workflow command (`::error file=…,line=…,col=…::message`), which
    /// GitHub shows as an annotation on the file's line in a pull request.
    public var githubAnnotation: String {
        let level: GitHubAnnotation.Level
        switch severity {
        case .error: level = .error
        case .warning: level = .warning
        case .note: level = .notice
        }
        var properties = [(name: "file", value: VisibleText.escaped(file))]
        if let range {
            properties += [("line", "\(range.start.line)"), ("col", "\(range.start.column)")]
            if range.end.line == range.start.line, range.end.column > range.start.column {
                properties.append(("endColumn", "\(range.end.column)"))
            }
        }
        properties.append(("title", "sheetc \(code.rawValue)"))
        var text = VisibleText.escaped(message)
        if let help { text += "\nhelp: \(VisibleText.escaped(help))" }
        return GitHubAnnotation.command(level, properties, message: text)
    }
}

/// A SARIF 2.1.0 log of one sheetc run, for code-scanning services (GitHub's among them).
public enum SARIFLog {
    public static func document(for diagnostics: [Diagnostic], toolVersion: String) -> JSONValue {
        let rules = DiagnosticCode.allCases.map { code -> JSONValue in
            .object([
                "id": .string(code.rawValue),
                "name": .string(ruleName(code)),
                "shortDescription": .object(["text": .string(code.title)]),
                "help": .object(["text": .string(code.title + " See docs/diagnostics.md.")]),
                "defaultConfiguration": .object(["level": .string(level(code.severity))]),
            ])
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: DiagnosticCode.allCases.enumerated().map { ($1, $0) })
        let results = diagnostics.map { diagnostic -> JSONValue in
            var text = VisibleText.escaped(diagnostic.message)
            if let help = diagnostic.help { text += " (help: \(VisibleText.escaped(help)))" }
            var result: [String: JSONValue] = [
                "ruleId": .string(diagnostic.code.rawValue),
                "ruleIndex": .number(Double(ruleIndex[diagnostic.code]!)),
                "level": .string(level(diagnostic.severity)),
                "message": .object(["text": .string(text)]),
                "locations": .array([location(file: diagnostic.file, range: diagnostic.range)]),
            ]
            // Notes ("first defined here") are SARIF's related locations, each with its message.
            let related = diagnostic.notes.enumerated().map { index, note -> JSONValue in
                var place = location(file: note.file ?? diagnostic.file, range: note.range)
                if case .object(var members) = place {
                    members["id"] = .number(Double(index))
                    members["message"] = .object(["text": .string(VisibleText.escaped(note.message))])
                    place = .object(members)
                }
                return place
            }
            if !related.isEmpty { result["relatedLocations"] = .array(related) }
            return .object(result)
        }
        return .object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([.object([
                "tool": .object(["driver": .object([
                    "name": .string("sheetc"),
                    "version": .string(toolVersion),
                    "rules": .array(rules),
                ])]),
                "results": .array(results),
                // Columns count Unicode scalars, as every sheetc diagnostic does.
                "columnKind": .string("unicodeCodePoints"),
            ])]),
        ])
    }

    /// A physical location: the file's URI and, when known, its region.
    private static func location(file: String, range: SourceRange?) -> JSONValue {
        var physical: [String: JSONValue] = ["artifactLocation": .object(["uri": .string(uri(file))])]
        if let range {
            physical["region"] = .object([
                "startLine": .number(Double(range.start.line)),
                "startColumn": .number(Double(range.start.column)),
                "endLine": .number(Double(range.end.line)),
                "endColumn": .number(Double(max(range.end.column, range.start.column))),
            ])
        } else {
            physical["region"] = .object(["startLine": .number(1), "startColumn": .number(1)])
        }
        return .object(["physicalLocation": .object(physical)])
    }

    private static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// A URI for a path: a relative reference for a relative path, a `file://` URI for an absolute
    /// one (a bare `/…` is not a file URI to SARIF readers); separators kept, everything else
    /// outside RFC 3986's unreserved set percent-encoded.
    static func uri(_ path: String) -> String {
        var result = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
                || "-._~/".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// `unknownKey` → `UnknownKey`: SARIF's readable rule name.
    private static func ruleName(_ code: DiagnosticCode) -> String {
        let name = "\(code)"
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
