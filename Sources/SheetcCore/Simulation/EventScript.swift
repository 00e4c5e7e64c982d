import SheetRuntime

/// A `simulate --events` script (runtime.md §9): one event a line, `<t> <event> [args]`,
/// times in seconds and never decreasing, `#` starting a comment.
///
/// The script is read twice rather than held as a list of events: `diagnostics` checks every
/// line, then `forEachLine` replays them for a run (and again for the second half of the JSON
/// output), so a script of millions of lines costs its bytes and nothing per line.
public struct EventScript: Sendable {
    /// What one line asks for.
    public enum Event: Hashable, Sendable {
        case down(height: Double, scrollOffset: Double?)
        case move(height: Double)
        case up(velocity: Double?)
        case cancel
        case resize(DeviceProfile)
        case moveTo(String)
        case dismiss
        case tapBackdrop
        case accessibility(SheetAccessibilityAction)
        case sample
    }

    /// One event and the time it happens.
    public struct Line: Hashable, Sendable {
        public var number: Int
        public var time: Double
        public var event: Event
    }

    /// The largest script read (64 MiB): bounds memory whatever is piped in.
    public static let maxSize = 64 << 20
    /// Times run from 0 to 1,000,000 s; heights and offsets within ±1,000,000 pt; velocities within ±10,000,000 pt/s.
    static let timeRange = 0.0...1_000_000
    static let lengthLimit = 1_000_000.0
    static let velocityLimit = 10_000_000.0
    /// At most this many diagnostics are printed; the rest are counted.
    public static let maxDiagnostics = 50

    /// The event names, as scripts spell them.
    public static let eventNames = ["down", "move", "up", "cancel", "resize", "move-to", "dismiss", "tap-backdrop", "a11y", "sample"]

    /// The path diagnostics name (`-` is shown as `<stdin>`).
    public let path: String
    private let bytes: [UInt8]
    private let states: [String]
    private let sheet: String

    /// A script for the sheet `sheet` whose states are `states`.
    public init(path: String, bytes: [UInt8], sheet: String, states: [String]) {
        self.path = path == "-" ? "<stdin>" : path
        self.bytes = bytes
        self.sheet = sheet
        self.states = states
    }

    /// Every problem in the script, in line order (at most `maxDiagnostics`, then one that counts the rest).
    public func diagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        var more = 0
        var previousTime = 0.0
        var fingerDown = false
        forEachRawLine { number, text in
            var problem: Diagnostic?
            switch Result(catching: { () throws(ScriptProblem) -> Line? in try parse(text, number: number) }) {
            case .failure(let failure):
                problem = failure.diagnostic
            case .success(nil):
                return
            case .success(let line?):
                if line.time < previousTime {
                    problem = error(.scriptTimeGoesBack, "time \(JSONValue.format(line.time)) is before the previous line's \(JSONValue.format(previousTime))",
                                    line: number, column: 1, help: "times are seconds from the start and never decrease")
                } else {
                    previousTime = line.time
                }
                switch line.event {
                case .down:
                    if fingerDown {
                        problem = problem ?? error(.scriptTouchSequence, "'down' while a finger is already down", line: number, column: column(of: 1, in: text),
                                                   help: "lift it first with 'up' or 'cancel' (a touch the sheet ignores is still down)")
                    }
                    fingerDown = true
                case .move, .up, .cancel:
                    if !fingerDown {
                        problem = problem ?? error(.scriptTouchSequence, "'\(Self.word(1, of: text))' with no finger down", line: number, column: column(of: 1, in: text),
                                                   help: "start the touch with 'down <h>'")
                    }
                    if case .move = line.event {} else { fingerDown = false }
                default:
                    break
                }
            }
            if let problem {
                if found.count < Self.maxDiagnostics { found.append(problem) } else { more += 1 }
            }
        }
        if more > 0 {
            found.append(Diagnostic(.note, .scriptSyntax, file: path, range: nil,
                                    message: "\(more) more problem\(more == 1 ? "" : "s") in this script not shown"))
        }
        return found
    }

    /// Calls `body` with each event of a script that `diagnostics()` found no error in.
    public func forEachLine(_ body: (Line) -> Void) {
        forEachRawLine { number, text in
            if let line = try? parse(text, number: number) { body(line) }
        }
    }

    // MARK: - Lines

    private func forEachRawLine(_ body: (Int, Substring) -> Void) {
        var number = 0
        var start = 0
        let count = bytes.count
        while start < count || (start == count && number == 0 && count > 0) {
            var end = start
            while end < count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            number += 1
            var lineEnd = end
            if lineEnd > start, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            body(number, Substring(String(decoding: bytes[start..<lineEnd], as: UTF8.self)))
            start = end + 1
        }
    }

    /// The line's event, `nil` for a blank or comment line, or the diagnostic for a malformed one.
    private func parse(_ raw: Substring, number: Int) throws(ScriptProblem) -> Line? {
        let text = raw.firstIndex(of: "#").map { raw[..<$0] } ?? raw
        let words = Self.words(text)
        guard let first = words.first else { return nil }
        func fail(_ word: Int, _ message: String, help: String? = nil, code: DiagnosticCode = .scriptSyntax) -> ScriptProblem {
            let column = word < words.count ? Self.column(of: words[word], in: raw) : Self.column(after: text, in: raw)
            return ScriptProblem(diagnostic: error(code, message, line: number, column: column, help: help))
        }
        guard let time = Self.number(first), Self.timeRange.contains(time) else {
            throw fail(0, "expected a time in seconds (0 to 1000000), found '\(Self.shown(first))'",
                        help: "a line is '<t> <event> [args]', for example '0.25 down 300'")
        }
        guard words.count >= 2 else {
            throw fail(1, "expected an event after the time", help: "events: " + Self.eventNames.joined(separator: ", "))
        }
        let name = String(words[1])
        let arguments = Array(words.dropFirst(2))
        func expectCount(_ counts: ClosedRange<Int>, usage: String) throws(ScriptProblem) {
            if arguments.count < counts.lowerBound { throw fail(words.count, "'\(name)' needs \(usage)") }
            if arguments.count > counts.upperBound { throw fail(2 + counts.upperBound, "unexpected '\(Self.shown(arguments[counts.upperBound]))' after '\(name)'", help: "'\(name)' takes \(usage)") }
        }
        func length(_ index: Int, _ what: String) throws(ScriptProblem) -> Double {
            guard let value = Self.number(arguments[index]), abs(value) <= Self.lengthLimit else {
                throw fail(2 + index, "expected \(what) in points (within ±1000000), found '\(Self.shown(arguments[index]))'")
            }
            return value
        }
        let event: Event
        switch name {
        case "down":
            try expectCount(1...3, usage: "a height, optionally followed by 'scroll <offset>'")
            let height = try length(0, "a height")
            var offset: Double?
            if arguments.count >= 2 {
                guard arguments[1] == "scroll" else { throw fail(3, "expected 'scroll <offset>' after the height, found '\(Self.shown(arguments[1]))'") }
                guard arguments.count == 3 else { throw fail(4, "'scroll' needs the scroll view's content offset (0 = top)") }
                offset = try length(2, "a content offset")
                if offset! < 0 { throw fail(4, "a content offset is at least 0 (the top), found '\(Self.shown(arguments[2]))'") }
            }
            event = .down(height: height, scrollOffset: offset)
        case "move":
            try expectCount(1...1, usage: "the finger's height")
            event = .move(height: try length(0, "a height"))
        case "up":
            try expectCount(0...1, usage: "an optional velocity in pt/s (positive downward)")
            if let word = arguments.first {
                guard let velocity = Self.number(word), abs(velocity) <= Self.velocityLimit else {
                    throw fail(2, "expected a velocity in pt/s (within ±10000000), found '\(Self.shown(word))'")
                }
                event = .up(velocity: velocity)
            } else {
                event = .up(velocity: nil)
            }
        case "resize":
            try expectCount(1...1, usage: "a device profile")
            let profileName = String(arguments[0])
            guard let profile = DeviceProfile.named(profileName) else {
                throw fail(2, "unknown device profile '\(Self.shown(arguments[0]))'",
                            help: "profiles: " + DeviceProfile.builtIn.map(\.name).joined(separator: ", "), code: .scriptUnknownName)
            }
            event = .resize(profile)
        case "move-to":
            try expectCount(1...1, usage: "a state")
            let state = String(arguments[0])
            guard states.contains(state) else {
                throw fail(2, "\(sheet) has no state '\(Self.shown(arguments[0]))'",
                            help: "its states: " + states.joined(separator: ", "), code: .scriptUnknownName)
            }
            event = .moveTo(state)
        case "a11y":
            try expectCount(1...1, usage: "increment, decrement or escape")
            guard let action = SheetAccessibilityAction(rawValue: String(arguments[0])) else {
                throw fail(2, "unknown accessibility action '\(Self.shown(arguments[0]))'", help: "actions: increment, decrement, escape")
            }
            event = .accessibility(action)
        case "cancel", "dismiss", "tap-backdrop", "sample":
            try expectCount(0...0, usage: "no arguments")
            event = name == "cancel" ? .cancel : name == "dismiss" ? .dismiss : name == "sample" ? .sample : .tapBackdrop
        default:
            let suggestion = Suggestion.closest(to: name, among: Self.eventNames)
            throw fail(1, "unknown event '\(Self.shown(words[1]))'",
                        help: suggestion.map { "did you mean '\($0)'?" } ?? "events: " + Self.eventNames.joined(separator: ", "))
        }
        return Line(number: number, time: time, event: event)
    }

    private func error(_ code: DiagnosticCode, _ message: String, line: Int, column: Int, help: String?) -> Diagnostic {
        Diagnostic(.error, code, file: path, range: SourceRange(at: SourceLocation(line: line, column: column)), message: message, help: help)
    }

    private func column(of word: Int, in text: Substring) -> Int {
        let words = Self.words(text)
        return word < words.count ? Self.column(of: words[word], in: text) : 1
    }

    private static func word(_ index: Int, of text: Substring) -> String {
        let words = words(text)
        return index < words.count ? String(words[index]) : ""
    }

    private static func words(_ text: Substring) -> [Substring] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
    }

    /// The 1-based column (in Unicode scalars) where `word` starts in `line`.
    private static func column(of word: Substring, in line: Substring) -> Int {
        line.unicodeScalars[line.startIndex..<word.startIndex].count + 1
    }

    private static func column(after text: Substring, in line: Substring) -> Int {
        line.unicodeScalars[line.startIndex..<text.endIndex].count + 1
    }

    /// A decimal number (`12`, `-0.5`, `1e3`): no hex, `inf` or `nan`, which Swift's parser would take.
    private static func number(_ word: Substring) -> Double? {
        guard !word.isEmpty, word.utf8.count <= 40,
              word.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 46 || $0 == 45 || $0 == 43 || $0 == 101 || $0 == 69 }),
              let value = Double(word), value.isFinite else { return nil }
        return value
    }

    /// A word as a message quotes it: at most 40 characters, control characters escaped.
    private static func shown(_ word: Substring) -> String {
        var text = ""
        for scalar in word.unicodeScalars.prefix(40) {
            text += scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
        return word.unicodeScalars.count > 40 ? text + "…" : text
    }
}

/// A malformed line, thrown by the parser with its diagnostic.
struct ScriptProblem: Error {
    var diagnostic: Diagnostic
}
