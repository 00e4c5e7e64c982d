import SheetRuntime

/// `sheetc diff`'s outputs: text for a terminal, Markdown for a pull-request comment, JSON,
/// and GitHub workflow annotations at the changed lines.
public enum DiffReport {
    /// Every line is made safe as `validate`'s are (`VisibleText`): a value from a spec (a
    /// label, a file name) cannot break a line and forge one (`::error::` for a CI runner).
    public static func text(_ diffs: [SheetDiff]) -> String {
        var text = ""
        for diff in diffs {
            text += VisibleText.escaped("\(diff.sheet) (\(diff.file)): \(summary(of: diff))") + "\n"
            guard diff.status == .changed else { continue }
            section("API", diff.api.map { ($0.isBreaking ? "breaking: " : "") + $0.message }, into: &text)
            section("Heights", diff.heights.map(heightLine), into: &text)
            section("Decisions", decisionLines(diff), into: &text)
            section("Motion and look", diff.values.map(valueLine), into: &text)
        }
        return text
    }

    private static func section(_ title: String, _ lines: [String], into text: inout String) {
        guard !lines.isEmpty else { return }
        text += "  \(title)\n" + lines.map { "    \(VisibleText.escaped($0))\n" }.joined()
    }

    /// A summary line per sheet, then a table per part (for a pull-request comment).
    /// `failing`: the spec files that do not check on one side or both (no diff for them).
    public static func markdown(_ diffs: [SheetDiff], failing: [String] = []) -> String {
        let changed = diffs.filter { $0.status != .unchanged }
        var text = "### sheetc diff\n\n"
        if !failing.isEmpty {
            text += "**Not compared** — these specs do not check (see the job's log for their diagnostics): "
                + failing.map(code).joined(separator: ", ") + "\n\n"
        }
        if changed.isEmpty { return text + "No sheet changed (\(diffs.count) compared).\n" }
        for diff in diffs {
            text += "- **\(escape(diff.sheet))** (\(code(diff.file))): \(summary(of: diff))\n"
        }
        for diff in changed {
            text += "\n#### \(escape(diff.sheet))\n"
            if !diff.api.isEmpty {
                text += "\n| API change | breaking |\n|---|---|\n"
                text += diff.api.map { "| \(escape($0.message)) | \($0.isBreaking ? "**yes**" : "no") |\n" }.joined()
            }
            if !diff.heights.isEmpty {
                text += "\n| profile | state | old (pt) | new (pt) |\n|---|---|---:|---:|\n"
                text += diff.heights.map { "| \($0.profile) | \(code($0.state)) | \(number($0.old)) | \(number($0.new)) |\n" }.joined()
            }
            if !diff.decisions.isEmpty || !diff.decisionsNotShown.isEmpty {
                text += "\n| profile | release | heights (pt) | was | now |\n|---|---|---|---|---|\n"
                text += diff.decisions.map {
                    "| \($0.profile) | \(motion($0.velocity)) | \(number($0.from))–\(number($0.to)) | \(target($0.old)) | \(target($0.new)) |\n"
                }.joined()
                for (profile, count) in diff.decisionsNotShown.sorted(by: { $0.key < $1.key }) {
                    text += "| \(profile) | … | \(count) more range\(count == 1 ? "" : "s") | | |\n"
                }
            }
            if !diff.values.isEmpty {
                text += "\n| value | old | new |\n|---|---|---|\n"
                text += diff.values.map { "| \(code($0.path)) | \(escape($0.old ?? "—")) | \(escape($0.new ?? "—")) |\n" }.joined()
            }
        }
        return text
    }

    /// One array, an object per sheet: `sheet`, `file`, `status`, `api`, `heights`, `decisions`,
    /// `values` (and `decisionsNotShown`, ranges past the first 20 per profile, counted).
    public static func json(_ diffs: [SheetDiff]) -> JSONValue {
        .array(diffs.map { diff in
            .object([
                "sheet": .string(diff.sheet),
                "file": .string(diff.file),
                "status": .string(diff.status.rawValue),
                "api": .array(diff.api.map { .object(["message": .string($0.message), "breaking": .bool($0.isBreaking)]) }),
                "heights": .array(diff.heights.map {
                    .object(["profile": .string($0.profile), "state": .string($0.state), "old": .number($0.old), "new": .number($0.new)])
                }),
                "decisions": .array(diff.decisions.map {
                    .object(["profile": .string($0.profile), "velocity": .number($0.velocity), "from": .number($0.from),
                             "to": .number($0.to), "old": .string($0.old), "new": .string($0.new)])
                }),
                "decisionsNotShown": .object(diff.decisionsNotShown.mapValues { .number(Double($0)) }),
                "values": .array(diff.values.map {
                    .object(["path": .string($0.path), "old": $0.old.map(JSONValue.string) ?? .null, "new": $0.new.map(JSONValue.string) ?? .null])
                }),
            ])
        })
    }

    /// GitHub workflow commands: an annotation per change, at the line that writes the changed
    /// key (or the sheet's name): breaking changes as errors, behaviour as warnings, the rest as notices.
    /// `line` finds the line of a dotted key path in a sheet of a file (`nil` path: the sheet's name).
    public static func github(_ diffs: [SheetDiff], line: (_ file: String, _ sheet: String, _ path: String?) -> Int?) -> String {
        var text = ""
        func annotate(_ level: String, _ diff: SheetDiff, _ path: String?, _ message: String) {
            let at = line(diff.file, diff.sheet, path) ?? line(diff.file, diff.sheet, nil) ?? 1
            text += "::\(level) file=\(property(diff.file)),line=\(at),title=\(property("sheetc diff: \(diff.sheet)"))::\(data(message))\n"
        }
        for diff in diffs where diff.status != .unchanged {
            for change in diff.api { annotate(change.isBreaking ? "error" : "notice", diff, nil, change.message) }
            for change in diff.heights { annotate("warning", diff, nil, heightLine(change)) }
            if !diff.decisions.isEmpty || !diff.decisionsNotShown.isEmpty {
                annotate("warning", diff, "thresholds", decisionLines(diff).joined(separator: "\n"))
            }
            for change in diff.values { annotate("notice", diff, change.path, valueLine(change)) }
        }
        return text
    }

    // MARK: Phrases

    static func summary(of diff: SheetDiff) -> String {
        switch diff.status {
        case .added: return "added"
        case .removed: return "removed (breaking)"
        case .unchanged: return "unchanged"
        case .changed:
            var parts: [String] = []
            func count(_ number: Int, _ noun: String) { if number > 0 { parts.append("\(number) \(noun)\(number == 1 ? "" : "s")") } }
            count(diff.breakingCount, "breaking change")
            count(diff.api.count - diff.breakingCount, "API change")
            count(diff.heights.count, "height")
            count(diff.decisions.count + diff.decisionsNotShown.values.reduce(0, +), "decision range")
            count(diff.values.count, "value")
            return "changed: " + parts.joined(separator: ", ")
        }
    }

    static func heightLine(_ change: SheetDiff.HeightChange) -> String {
        "\(change.profile): \(change.state) \(number(change.old)) → \(number(change.new)) pt"
    }

    static func decisionLines(_ diff: SheetDiff) -> [String] {
        diff.decisions.map { range in
            let heights = range.from == range.to ? "releases at \(number(range.from)) pt" : "releases between \(number(range.from)) and \(number(range.to)) pt"
            return "\(range.profile), \(motion(range.velocity)): \(heights) now \(outcome(range.new, now: true)), \(outcome(range.old, now: false))"
        } + diff.decisionsNotShown.sorted(by: { $0.key < $1.key }).map { "\($0.key): \($0.value) more range\($0.value == 1 ? "" : "s") not shown" }
    }

    static func valueLine(_ change: SheetDiff.ValueChange) -> String {
        "\(change.path): \(change.old ?? "—") → \(change.new ?? "—")"
    }

    private static func motion(_ velocity: Double) -> String {
        velocity == 0 ? "at rest" : "moving \(velocity > 0 ? "down" : "up") at \(number(abs(velocity))) pt/s"
    }

    private static func outcome(_ target: String, now: Bool) -> String {
        if target == "dismissed" { return now ? "are dismissed" : "were dismissed" }
        return now ? "settle in `\(target)`" : "were `\(target)`"
    }

    private static func target(_ name: String) -> String {
        name == "dismissed" ? "dismissed" : code(name)
    }

    private static func number(_ value: Double) -> String {
        NumberFormatting.text(value, decimals: 1)
    }

    /// Text for a Markdown table cell or line: unsafe scalars (a line break would end the row)
    /// escaped as `validate` escapes them, and what Markdown or HTML would act on (`|`, `*`,
    /// `` ` ``, `<`…) backslash-escaped or written as an entity.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in VisibleText.escaped(text) {
            switch character {
            case "|", "\\", "`", "*", "_", "[", "]", "~": result += "\\" + String(character)
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A code span holding `text` whatever it holds: fenced by one backtick more than its
    /// longest run of them (CommonMark), padded when it starts or ends with one, `|` escaped
    /// (a table cell ends at one even inside a span), unsafe scalars escaped.
    static func code(_ text: String) -> String {
        let shown = VisibleText.escaped(text).replacingPipes
        var longest = 0, run = 0
        for character in shown {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = shown.hasPrefix("`") || shown.hasSuffix("`") ? " " : ""
        return fence + pad + shown + pad + fence
    }

    private static func data(_ text: String) -> String {
        ScalarEscaping.escape(text) { ["%": "%25", "\r": "%0D", "\n": "%0A"][$0] }
    }

    private static func property(_ text: String) -> String {
        ScalarEscaping.escape(text) { ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"][$0] }
    }
}

private extension String {
    var replacingPipes: String {
        var result = ""
        for character in self { result += character == "|" ? "\\|" : String(character) }
        return result
    }
}
