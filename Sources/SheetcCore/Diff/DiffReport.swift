import SheetRuntime

/// `sheetc diff`'s outputs: text for a terminal, Markdown for a pull-request comment, JSON,
/// and GitHub workflow annotations at the changed lines.
public enum DiffReport {
    /// Every line is made safe as `validate`'s are (`VisibleText`): a value from a spec (a
    /// label, a file name) cannot break a line and forge one (`::error::` for a CI runner).
    /// Collapsed (the default), a changed sheet shows its summary's counts and its API changes,
    /// which app code sees; `expand` lists its heights, decisions and values too.
    public static func text(_ diffs: [SheetDiff], expand: Bool = false) -> String {
        var text = ""
        var collapsed = false
        for diff in diffs {
            text += VisibleText.escaped("\(diff.sheet) (\(diff.file)): \(summary(of: diff))") + "\n"
            guard diff.status == .changed else { continue }
            let digest = DiffDigest(diff)
            section("API", diff.api.map { ($0.isBreaking ? "breaking: " : "") + $0.message }, into: &text)
            guard expand else {
                collapsed = collapsed || !digest.heights.isEmpty || !digest.decisions.isEmpty || !diff.values.isEmpty
                continue
            }
            section("Heights", capped(digest.heights.map { heightLine($0, digest) }), into: &text)
            section("Decisions", capped(digest.decisions.map { decisionLine($0, digest) }), into: &text)
            section("Motion and look", capped(diff.values.map(valueLine)), into: &text)
        }
        if collapsed { text += "(`sheetc diff --expand` lists each height, decision and value counted above)\n" }
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

    /// A summary line per sheet, then its API changes and, folded in a `<details>` block that
    /// the summary's counts open (`expand`: open already), a table per part (for a pull-request
    /// comment): heights and decisions merged across profiles, and capped (`DiffDigest`).
    /// `failing`: the spec files that do not check on one side or both (no diff for them).
    public static func markdown(_ diffs: [SheetDiff], failing: [String] = [], expand: Bool = false) -> String {
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
            let counts = folded(diff, digest)
            guard !counts.isEmpty else { continue }
            text += "\n<details\(expand ? " open" : "")><summary>\(counts.joined(separator: ", "))</summary>\n"
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
                    "| \(digest.profileList($0.profiles)) | \(DiffDigest.motion($0.velocities)) | \(DiffDigest.heights($0.heights)) | \(target($0.old)) | \(target($0.new)) |\n"
                }.joined()
                if more > 0 { text += "\n" + andMore(more) + "\n" }
            }
            if !diff.values.isEmpty {
                let (rows, more) = DiffDigest.capped(diff.values)
                text += "\n| value | old | new |\n|---|---|---|\n"
                text += rows.map { "| \(code($0.path)) | \(escape($0.old ?? "—")) | \(escape($0.new ?? "—")) |\n" }.joined()
                if more > 0 { text += "\n" + andMore(more) + "\n" }
            }
            text += "\n</details>\n"
        }
        return text
    }

    /// One array, an object per sheet: `sheet`, `file`, `status`, `api`, `heights`, `decisions`,
    /// `values`; every height and every region of releases per profile, neither merged nor capped.
    /// A region's `heights` and `velocities` are intervals: `from` and `to` (`null`: no end) and
    /// whether each is included.
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
                    .object(["profile": .string($0.profile), "heights": interval($0.heights), "velocities": interval($0.velocities),
                             "old": .string($0.old), "new": .string($0.new)])
                }),
                "values": .array(diff.values.map {
                    .object(["path": .string($0.path), "old": $0.old.map(JSONValue.string) ?? .null, "new": $0.new.map(JSONValue.string) ?? .null])
                }),
            ])
        })
    }

    /// GitHub workflow commands at the changed lines of the new file: an annotation per API change
    /// (breaking ones as errors), per state whose height moved and per value, and the decisions,
    /// merged and capped as the Markdown's are, one annotation per line that moved them (a
    /// state's line for the releases its height moved, a threshold's for those it moved);
    /// breaking changes are errors, behaviour warnings, the rest notices. `line` finds the line for a change in a sheet of a file from
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
            // Each decision on the line of what moved it; the lines in the order first reached.
            let (decisions, moreDecisions) = DiffDigest.capped(digest.decisions)
            var byLine: [(line: Int?, lines: [String])] = []
            for row in decisions {
                let at = line(diff.file, diff.sheet, row.keys + ["thresholds"] + layoutKeys + ["interaction"])
                if let index = byLine.firstIndex(where: { $0.line == at }) {
                    byLine[index].lines.append(decisionLine(row, digest))
                } else {
                    byLine.append((at, [decisionLine(row, digest)]))
                }
            }
            if moreDecisions > 0, !byLine.isEmpty { byLine[byLine.count - 1].lines.append(andMore(moreDecisions)) }
            for group in byLine {
                let properties = [(name: "file", value: diff.file), ("line", "\(group.line ?? 1)"), ("title", "sheetc diff: \(diff.sheet)")]
                text += GitHubAnnotation.command(.warning, properties, message: "Release decisions that change:\n" + group.lines.joined(separator: "\n")) + "\n"
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
        case .changed: return "changed: " + parts(of: diff, DiffDigest(diff)).joined(separator: ", ")
        }
    }

    /// "1 breaking change", "4 heights", "2 decision regions", "1 value": each kind's count, in
    /// the order the parts are shown, the API's first.
    private static func parts(of diff: SheetDiff, _ digest: DiffDigest) -> [String] {
        [count(diff.breakingCount, "breaking change"), count(diff.api.count - diff.breakingCount, "API change")].compactMap { $0 }
            + folded(diff, digest)
    }

    /// The counts of the parts a collapsed review folds away: heights, decisions, values.
    private static func folded(_ diff: SheetDiff, _ digest: DiffDigest) -> [String] {
        [count(digest.heights.count, "height"), count(digest.decisions.count, "decision region"), count(diff.values.count, "value")]
            .compactMap { $0 }
    }

    private static func count(_ number: Int, _ noun: String) -> String? {
        number > 0 ? "\(number) \(noun)\(number == 1 ? "" : "s")" : nil
    }

    static func heightLine(_ row: DiffDigest.HeightRow, _ digest: DiffDigest) -> String {
        "\(digest.profileList(row.profiles)): \(row.state) \(number(row.old)) → \(number(row.new)) pt"
    }

    static func decisionLine(_ row: DiffDigest.DecisionRow, _ digest: DiffDigest) -> String {
        "\(digest.profileList(row.profiles)), \(DiffDigest.motion(row.velocities)): releases at \(DiffDigest.heights(row.heights)) pt now \(outcome(row.new, now: true)), \(outcome(row.old, now: false))"
    }

    /// An interval in JSON: `from` and `to` (`null` for no end), `includesFrom`, `includesTo`.
    private static func interval(_ interval: Interval) -> JSONValue {
        .object(["from": interval.lower.isFinite ? .number(interval.lower) : .null, "to": interval.upper.isFinite ? .number(interval.upper) : .null,
                 "includesFrom": .bool(interval.includesLower), "includesTo": .bool(interval.includesUpper)])
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
