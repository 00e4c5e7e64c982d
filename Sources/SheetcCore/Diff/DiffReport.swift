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
            let digest = DiffDigest(diff)
            section("API", diff.api.map { ($0.isBreaking ? "breaking: " : "") + $0.message }, into: &text)
            section("Heights", capped(digest.heights.map { heightLine($0, digest) }), into: &text)
            section("Decisions", capped(digest.decisions.map { decisionLine($0, digest) }), into: &text)
            section("Motion and look", capped(diff.values.map(valueLine)), into: &text)
        }
        return text
    }

    private static func section(_ title: String, _ lines: [String], into text: inout String) {
        guard !lines.isEmpty else { return }
        text += "  \(title)\n" + lines.map { "    \(VisibleText.escaped($0))\n" }.joined()
    }

    /// The first `DiffDigest.maxRows` lines, then one that counts the rest.
    private static func capped(_ lines: [String]) -> [String] {
        let (shown, more) = DiffDigest.capped(lines)
        return Array(shown) + (more > 0 ? [andMore(more)] : [])
    }

    /// What stands for the rows past the cap: JSON has them all.
    static func andMore(_ count: Int) -> String {
        "… and \(count) more (`sheetc diff --format json` lists every one)"
    }

    /// A summary line per sheet, then a table per part (for a pull-request comment): heights and
    /// decisions merged across velocities and profiles, and capped (`DiffDigest`).
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
            let digest = DiffDigest(diff)
            if !digest.heights.isEmpty {
                let (rows, more) = DiffDigest.capped(digest.heights)
                text += "\n| state | profiles | old (pt) | new (pt) |\n|---|---|---:|---:|\n"
                text += rows.map { "| \(code($0.state)) | \(digest.profileList($0.profiles)) | \(number($0.old)) | \(number($0.new)) |\n" }.joined()
                if more > 0 { text += "\n" + andMore(more) + "\n" }
            }
            if !digest.decisions.isEmpty {
                let (rows, more) = DiffDigest.capped(digest.decisions)
                text += "\n| profiles | release | heights (pt) | was | now |\n|---|---|---|---|---|\n"
                text += rows.map {
                    "| \(digest.profileList($0.profiles)) | \(DiffDigest.motion($0.velocities)) | \(heights($0)) | \(target($0.old)) | \(target($0.new)) |\n"
                }.joined()
                if more > 0 { text += "\n" + andMore(more) + "\n" }
            }
            if !diff.values.isEmpty {
                let (rows, more) = DiffDigest.capped(diff.values)
                text += "\n| value | old | new |\n|---|---|---|\n"
                text += rows.map { "| \(code($0.path)) | \(escape($0.old ?? "—")) | \(escape($0.new ?? "—")) |\n" }.joined()
                if more > 0 { text += "\n" + andMore(more) + "\n" }
            }
        }
        return text
    }

    /// One array, an object per sheet: `sheet`, `file`, `status`, `api`, `heights`, `decisions`,
    /// `values`; every height per profile and every range of the grid, neither merged nor capped.
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
                "values": .array(diff.values.map {
                    .object(["path": .string($0.path), "old": $0.old.map(JSONValue.string) ?? .null, "new": $0.new.map(JSONValue.string) ?? .null])
                }),
            ])
        })
    }

    /// GitHub workflow commands at the changed lines of the new file: an annotation per API change
    /// (breaking ones as errors), per state whose height moved and per value, and one for the
    /// decisions, merged and capped as the Markdown's are; breaking changes are errors, behaviour
    /// warnings, the rest notices. `line` finds the line for a change in a sheet of a file from
    /// the spec keys that can make it, most likely first (`AnnotationLines`).
    public static func github(_ diffs: [SheetDiff], line: (_ file: String, _ sheet: String, _ keys: [String]) -> Int?) -> String {
        var text = ""
        func annotate(_ level: GitHubAnnotation.Level, _ diff: SheetDiff, _ keys: [String], _ message: String) {
            let at = line(diff.file, diff.sheet, keys) ?? 1
            let properties = [(name: "file", value: diff.file), ("line", "\(at)"), ("title", "sheetc diff: \(diff.sheet)")]
            text += GitHubAnnotation.command(level, properties, message: message) + "\n"
        }
        for diff in diffs where diff.status != .unchanged {
            let digest = DiffDigest(diff)
            for change in diff.api { annotate(change.isBreaking ? .error : .notice, diff, [change.key], change.message) }
            let states = digest.heights.map(\.state).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            for state in states {
                let lines = digest.heights.filter { $0.state == state }.map { heightLine($0, digest) }
                annotate(.warning, diff, ["states.\(state)", "segments.\(state)"] + layoutKeys, lines.joined(separator: "\n"))
            }
            if !digest.decisions.isEmpty {
                annotate(.warning, diff, ["thresholds"] + layoutKeys + ["interaction"],
                         "Release decisions that change:\n" + capped(digest.decisions.map { decisionLine($0, digest) }).joined(separator: "\n"))
            }
            let (values, more) = DiffDigest.capped(diff.values)
            for change in values { annotate(.notice, diff, [change.path], valueLine(change)) }
            if more > 0 { annotate(.notice, diff, [], andMore(more)) }
        }
        return text
    }

    /// The keys that place a sheet's states: where a height or a decision change can come from.
    private static let layoutKeys = ["states", "segments", "concreteDimension", "headerHeight", "topInset", "placement", "overrides"]

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
            let digest = DiffDigest(diff)
            count(digest.heights.count, "height")
            count(digest.decisions.count, "decision range")
            count(diff.values.count, "value")
            return "changed: " + parts.joined(separator: ", ")
        }
    }

    static func heightLine(_ row: DiffDigest.HeightRow, _ digest: DiffDigest) -> String {
        "\(digest.profileList(row.profiles)): \(row.state) \(number(row.old)) → \(number(row.new)) pt"
    }

    static func decisionLine(_ row: DiffDigest.DecisionRow, _ digest: DiffDigest) -> String {
        let heights = row.from == row.to ? "releases at \(number(row.from)) pt" : "releases between \(number(row.from)) and \(number(row.to)) pt"
        return "\(digest.profileList(row.profiles)), \(DiffDigest.motion(row.velocities)): \(heights) now \(outcome(row.new, now: true)), \(outcome(row.old, now: false))"
    }

    private static func heights(_ row: DiffDigest.DecisionRow) -> String {
        row.from == row.to ? number(row.from) : "\(number(row.from))–\(number(row.to))"
    }

    static func valueLine(_ change: SheetDiff.ValueChange) -> String {
        "\(change.path): \(change.old ?? "—") → \(change.new ?? "—")"
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
}

private extension String {
    var replacingPipes: String {
        var result = ""
        for character in self { result += character == "|" ? "\\|" : String(character) }
        return result
    }
}
