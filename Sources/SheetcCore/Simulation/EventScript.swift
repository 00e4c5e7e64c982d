import SheetRuntime

/// A `simulate --events` script (docs/simulate.md#a-script-of-events---events): one event a line, `<t>
/// <event> [args]`, times in seconds and never decreasing, `#` starting a comment.
///
/// The script is read twice rather than held as a list of events: `diagnostics` checks every
/// line, then `forEachLine` replays them for a run (and again for the second half of the JSON
/// output), so a script of millions of lines costs its bytes and nothing per line.
public struct EventScript: Sendable {
    /// What one line asks for.
    public enum Event: Hashable, Sendable {
        /// A finger down at `height`, `x` points from the left edge (`nil`: the card's centre).
        case down(height: Double, x: Double?, scrollOffset: Double?)
        /// The finger is at `height`, `x` points from the left edge (`nil`: not said; no direction test).
        case move(height: Double, x: Double?)
        case up(velocity: Double?)
        case cancel
        case resize(DeviceProfile)
        /// The software keyboard now covers this many points of the bottom edge (0: hidden), moving
        /// over `duration` seconds (`nil`: at once).
        case keyboard(Double, duration: Double?)
        /// The bar below the sheet is now this many points high (0: none), changing over
        /// `duration` seconds (`nil`: at once).
        case bar(Double, duration: Double?)
        /// The sheet of this name (given with `--stack`) rises over the top one.
        case push(String)
        /// The top sheet above the base is dismissed as by code.
        case pop
        /// Every sheet above the base is dismissed (`SheetStack.dismissAll`).
        case popAll
        /// The content now reports this height (`fit`, docs/language.md#states).
        case content(Double)
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
    public static let eventNames = ["down", "move", "up", "cancel", "resize", "keyboard", "bar", "content", "move-to", "dismiss", "tap-backdrop",
                                    "a11y", "push", "pop", "pop-all", "sample"]

    /// The path diagnostics name (`-` is shown as `<stdin>`).
    public let path: String
    private let bytes: [UInt8]
    private let states: [String]
    private let sheet: String
    /// The sheets `push` may name (`--stack`), with their states.
    private let stack: [(sheet: String, states: [String])]

    /// A script for the sheet `sheet` whose states are `states`; with `stack`, the sheets a
    /// `push` may name over it, with theirs (a `move-to` then names a state of any of them).
    public init(path: String, bytes: [UInt8], sheet: String, states: [String], stack: [(sheet: String, states: [String])] = []) {
        self.path = path == "-" ? "<stdin>" : path
        self.bytes = bytes
        self.sheet = sheet
        self.states = states
        self.stack = stack
    }

    /// Every problem in the script, in line order (at most `maxDiagnostics`, then one that counts the rest).
    public func diagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        var more = 0
        var previousTime = 0.0
        var fingerDown = false
        forEachRawLine { line in
            var problem: Diagnostic?
            switch Result(catching: { () throws(ScriptProblem) -> Line? in try parse(line) }) {
            case .failure(let failure):
                problem = failure.diagnostic
            case .success(nil):
                return
            case .success(let parsed?):
                if parsed.time < previousTime {
                    problem = error(.scriptTimeGoesBack, "time \(NumberFormatting.text(parsed.time)) is before the previous line's \(NumberFormatting.text(previousTime))",
                                    line: line.number, column: 1, help: "times are seconds from the start and never decrease")
                } else {
                    previousTime = parsed.time
                }
                switch parsed.event {
                case .down:
                    if fingerDown {
                        problem = problem ?? error(.scriptTouchSequence, "'down' while a finger is already down", line: line.number,
                                                   column: line.column(ofWord: 1),
                                                   help: "lift it first with 'up' or 'cancel' (a touch the sheet ignores is still down)")
                    }
                    fingerDown = true
                case .move, .up, .cancel:
                    if !fingerDown {
                        problem = problem ?? error(.scriptTouchSequence, "'\(line.text(ofWord: 1))' with no finger down", line: line.number,
                                                   column: line.column(ofWord: 1), help: "start the touch with 'down <h>'")
                    }
                    if case .move = parsed.event {} else { fingerDown = false }
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
        forEachRawLine { line in
            if let parsed = try? parse(line) { body(parsed) }
        }
    }

    // MARK: - Lines

    /// One line of the script as bytes, cut into its words (a comment and the line break left out).
    private struct RawLine {
        let number: Int
        let bytes: ArraySlice<UInt8>
        /// The line up to a `#`.
        let contentEnd: Int
        var words: [Range<Int>] = []

        init(number: Int, bytes: ArraySlice<UInt8>) {
            self.number = number
            self.bytes = bytes
            var end = bytes.startIndex
            while end < bytes.endIndex, bytes[end] != UInt8(ascii: "#") { end += 1 }
            contentEnd = end
            var index = bytes.startIndex
            while index < end {
                while index < end, Self.isSpace(bytes[index]) { index += 1 }
                guard index < end else { break }
                let wordStart = index
                while index < end, !Self.isSpace(bytes[index]) { index += 1 }
                words.append(wordStart..<index)
            }
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        }

        func word(_ index: Int) -> ArraySlice<UInt8> { bytes[words[index]] }

        func text(ofWord index: Int) -> String {
            index < words.count ? String(decoding: word(index), as: UTF8.self) : ""
        }

        /// Word `index` quoted for a diagnostic.
        func shown(_ index: Int) -> String { VisibleText.quoted(text(ofWord: index)) }

        /// How many words follow the event's name.
        var arguments: Int { words.count - 2 }

        func matches(_ index: Int, _ name: StaticString) -> Bool {
            let word = word(index)
            return word.count == name.utf8CodeUnitCount && zip(word, UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)).allSatisfy { $0 == $1 }
        }

        /// The 1-based column (in Unicode scalars) where word `index` starts; past the last word,
        /// the column after the line's content.
        func column(ofWord index: Int) -> Int {
            let offset = index < words.count ? words[index].lowerBound : contentEnd
            return bytes[bytes.startIndex..<offset].count { $0 & 0xC0 != 0x80 } + 1
        }
    }

    private func forEachRawLine(_ body: (RawLine) -> Void) {
        var number = 0
        var start = 0
        let count = bytes.count
        // Lines end where `SourceText` ends them (a lone CR too), so a diagnostic's line number
        // finds the line its excerpt shows.
        while start < count {
            let (end, breakLength) = SourceText.lineEnd(in: bytes, from: start)
            number += 1
            body(RawLine(number: number, bytes: bytes[start..<end]))
            start = end + max(breakLength, 1)
        }
    }

    /// The line's event, `nil` for a blank or comment line; a malformed line throws its diagnostic.
    /// The time and the event's name are read here; each event's arguments by its own method below.
    private func parse(_ line: RawLine) throws(ScriptProblem) -> Line? {
        guard !line.words.isEmpty else { return nil }
        guard let time = Self.number(line.word(0)), Self.timeRange.contains(time) else {
            throw fail(line, 0, "expected a time in seconds (0 to 1000000), found \(line.shown(0))",
                       help: "a line is '<t> <event> [args]', for example '0.25 down 300'")
        }
        guard line.words.count >= 2 else {
            throw fail(line, 1, "expected an event after the time", help: "events: " + Self.eventNames.joined(separator: ", "))
        }
        let event: Event
        if line.matches(1, "move") {
            event = try moveEvent(line)
        } else if line.matches(1, "sample") {
            event = try sampleEvent(line)
        } else if line.matches(1, "down") {
            event = try downEvent(line)
        } else if line.matches(1, "up") {
            event = try upEvent(line)
        } else if line.matches(1, "resize") {
            event = try resizeEvent(line)
        } else if line.matches(1, "keyboard") || line.matches(1, "bar") {
            event = try keyboardEvent(line)
        } else if line.matches(1, "push") {
            event = try pushEvent(line)
        } else if line.matches(1, "pop") || line.matches(1, "pop-all") {
            event = try popEvent(line)
        } else if line.matches(1, "content") {
            event = try contentEvent(line)
        } else if line.matches(1, "move-to") {
            event = try moveToEvent(line)
        } else if line.matches(1, "a11y") {
            event = try accessibilityEvent(line)
        } else if line.matches(1, "cancel") || line.matches(1, "dismiss") || line.matches(1, "tap-backdrop") {
            event = try eventWithoutArguments(line)
        } else {
            throw unknownEvent(line)
        }
        return Line(number: line.number, time: time, event: event)
    }

    // MARK: - Events, one method each (word 0 of a line is its time, word 1 the event's name, its arguments from word 2 on)

    /// `move <h> [x <x>]`
    private func moveEvent(_ line: RawLine) throws(ScriptProblem) -> Event {
        try expect(line, 1...3, "move", usage: "the finger's height, optionally followed by 'x <x>'")
        let height = try length(line, 2, "a height")
        var x: Double?
        if line.arguments >= 2 {
            guard line.matches(3, "x") else { throw fail(line, 3, "expected 'x <x>' after the height, found \(line.shown(3))") }
            guard line.arguments == 3 else { throw fail(line, 4, "'x' needs the finger's distance from the container's left edge") }
            x = try length(line, 4, "an x")
        }
        return .move(height: height, x: x)
    }

    /// `sample`
    private func sampleEvent(_ line: RawLine) throws(ScriptProblem) -> Event {
        try expect(line, 0...0, "sample", usage: "no arguments")
        return .sample
    }

    /// `down <h> [x <x>] [scroll <offset>]`
    private func downEvent(_ line: RawLine) throws(ScriptProblem) -> Event {
        try expect(line, 1...5, "down", usage: "a height, optionally followed by 'x <x>' and 'scroll <offset>'")
        let height = try length(line, 2, "a height")
        var x: Double?
        var offset: Double?
        var word = 3
        while word < line.words.count {
            if line.matches(word, "x"), x == nil, offset == nil {
                guard word + 1 < line.words.count else { throw fail(line, word + 1, "'x' needs the finger's distance from the container's left edge") }
                x = try length(line, word + 1, "an x")
            } else if line.matches(word, "scroll"), offset == nil {
                guard word + 1 < line.words.count else { throw fail(line, word + 1, "'scroll' needs the scroll view's content offset (0 = top)") }
                let value = try length(line, word + 1, "a content offset")
                guard value >= 0 else { throw fail(line, word + 1, "a content offset is at least 0 (the top), found \(line.shown(word + 1))") }
                offset = value
            } else {
                throw fail(line, word, "expected 'x <x>' or 'scroll <offset>' after the height (in that order), found \(line.shown(word))")
            }
            word += 2
        }
        return .down(height: height, x: x, scrollOffset: offset)
    }

    /// `up [<velocity>]`
    private func upEvent(_ line: RawLine) throws(ScriptProblem) -> Event {
        try expect(line, 0...1, "up", usage: "an optional velocity in pt/s (positive downward)")
        var velocity: Double?
        if line.arguments == 1 {
            guard let value = Self.number(line.word(2)), abs(value) <= Self.velocityLimit else {
                throw fail(line, 2, "expected a velocity in pt/s (within ±10000000), found \(line.shown(2))")
            }
            velocity = value
        }
        return .up(velocity: velocity)
    }

    /// `resize <profile>`
    private func resizeEvent(_ line: RawLine) throws(ScriptProblem) -> Event {
        try expect(line, 1...1, "resize", usage: "a device profile")
        guard let profile = DeviceProfile.named(line.text(ofWord: 2)) else {
            throw fail(line, 2, "unknown device profile \(line.shown(2))",
                       help: "profiles: " + DeviceProfile.builtIn.map(\.name).joined(separator: ", "), code: .scriptUnknownName)
        }
        return .resize(profile)
    }

    /// `keyboard <h> [over <seconds>]`, or `bar <h> [over <seconds>]` (the bar below the sheet)
    private func keyboardEvent(_ line: RawLine) throws(ScriptProblem) -> Event {
        let isBar = line.matches(1, "bar")
        let what = isBar ? "bar" : "keyboard"
        try expect(line, 1...3, what, usage: "the \(what)'s height in points (0: \(isBar ? "none" : "hidden")), optionally followed by 'over <seconds>'")
        let height = try length(line, 2, "a \(what) height")
        guard height >= 0 else { throw fail(line, 2, "a \(what) height is at least 0 (\(isBar ? "no bar" : "hidden")), found \(line.shown(2))") }
        var duration: Double?
        if line.arguments >= 2 {
            guard line.matches(3, "over") else { throw fail(line, 3, "expected 'over <seconds>' after the height, found \(line.shown(3))") }
            guard line.arguments == 3 else { throw fail(line, 4, "'over' needs the duration of the \(what)'s move in seconds") }
            guard let value = Self.number(line.word(4)), value >= 0, value <= 60 else {
                throw fail(line, 4, "expected a duration in seconds (0 to 60), found \(line.shown(4))")
            }
            duration = value
        }
        return isBar ? .bar(height, duration: duration) : .keyboard(height, duration: duration)
    }

    /// `push <Sheet>`: a sheet given with `--stack`
    private func pushEvent(_ line: RawLine) throws(ScriptProblem) -> Event {
        try expect(line, 1...1, "push", usage: "a sheet given with --stack")
        let name = line.text(ofWord: 2)
        guard stack.contains(where: { $0.sheet == name }) else {
            throw fail(line, 2, "no sheet \(line.shown(2)) to push", help: stack.isEmpty ? "give the sheets a script pushes with --stack FILE"
                       : "sheets given with --stack: " + stack.map(\.sheet).joined(separator: ", "), code: .scriptUnknownName)
        }
        return .push(name)
    }

    /// `pop` or `pop-all`, with sheets to stack (`--stack`)
    private func popEvent(_ line: RawLine) throws(ScriptProblem) -> Event {
        let name = line.text(ofWord: 1)
        try expect(line, 0...0, name, usage: "no arguments")
        guard !stack.isEmpty else { throw fail(line, 1, "'\(name)' needs sheets stacked on this one", help: "give them with --stack FILE and 'push' them") }
        return name == "pop" ? .pop : .popAll
    }

    /// `content <h>`
    private func contentEvent(_ line: RawLine) throws(ScriptProblem) -> Event {
        try expect(line, 1...1, "content", usage: "the content's height in points")
        let height = try length(line, 2, "a content height")
        guard height >= 0 else { throw fail(line, 2, "a content height is at least 0, found \(line.shown(2))") }
        return .content(height)
    }

    /// `move-to <state>`
    private func moveToEvent(_ line: RawLine) throws(ScriptProblem) -> Event {
        try expect(line, 1...1, "move-to", usage: "a state")
        let state = line.text(ofWord: 2)
        // With a stack, a state of any of its sheets (which is on top is known only as it plays).
        let known = states + stack.flatMap(\.states).filter { !states.contains($0) }
        guard known.contains(state) else {
            let owner = stack.isEmpty ? "\(sheet) has" : "none of the stack's sheets has"
            throw fail(line, 2, "\(owner) no state \(line.shown(2))", help: (stack.isEmpty ? "its states: " : "their states: ") + known.joined(separator: ", "),
                       code: .scriptUnknownName)
        }
        return .moveTo(state)
    }

    /// `a11y increment|decrement|escape`
    private func accessibilityEvent(_ line: RawLine) throws(ScriptProblem) -> Event {
        try expect(line, 1...1, "a11y", usage: "increment, decrement or escape")
        guard let action = SheetAccessibilityAction(rawValue: line.text(ofWord: 2)) else {
            throw fail(line, 2, "unknown accessibility action \(line.shown(2))", help: "actions: increment, decrement, escape")
        }
        return .accessibility(action)
    }

    /// `cancel`, `dismiss` or `tap-backdrop`
    private func eventWithoutArguments(_ line: RawLine) throws(ScriptProblem) -> Event {
        let name = line.text(ofWord: 1)
        try expect(line, 0...0, name, usage: "no arguments")
        return name == "cancel" ? .cancel : name == "dismiss" ? .dismiss : .tapBackdrop
    }

    /// A name that is no event, with the closest event name when one is close.
    private func unknownEvent(_ line: RawLine) -> ScriptProblem {
        let name = line.text(ofWord: 1)
        let suggestion = Suggestion.closest(to: String(name.unicodeScalars.prefix(40)), among: Self.eventNames)
        return fail(line, 1, "unknown event \(line.shown(1))",
                    help: suggestion.map { "did you mean '\($0)'?" } ?? "events: " + Self.eventNames.joined(separator: ", "))
    }

    private func fail(_ line: RawLine, _ word: Int, _ message: String, help: String? = nil, code: DiagnosticCode = .scriptSyntax) -> ScriptProblem {
        ScriptProblem(diagnostic: error(code, message, line: line.number, column: line.column(ofWord: word), help: help))
    }

    /// Throws unless the event `name` has `counts` arguments.
    private func expect(_ line: RawLine, _ counts: ClosedRange<Int>, _ name: String, usage: String) throws(ScriptProblem) {
        if line.arguments < counts.lowerBound { throw fail(line, line.words.count, "'\(name)' needs \(usage)") }
        if line.arguments > counts.upperBound {
            throw fail(line, 2 + counts.upperBound, "unexpected \(line.shown(2 + counts.upperBound)) after '\(name)'", help: "'\(name)' takes \(usage)")
        }
    }

    /// Word `word` as a length in points.
    private func length(_ line: RawLine, _ word: Int, _ what: String) throws(ScriptProblem) -> Double {
        guard let value = Self.number(line.word(word)), abs(value) <= Self.lengthLimit else {
            throw fail(line, word, "expected \(what) in points (within ±1000000), found \(line.shown(word))")
        }
        return value
    }

    private func error(_ code: DiagnosticCode, _ message: String, line: Int, column: Int, help: String?) -> Diagnostic {
        Diagnostic(code, file: path, range: SourceRange(at: SourceLocation(line: line, column: column)), message: message, help: help)
    }

    /// A plain decimal number (`12`, `-0.5`, `1e3`): no hex, `inf` or `nan`, which Swift's parser
    /// would take. Up to 15 digits without an exponent are converted exactly here (an integer over
    /// a power of ten, both exact, is correctly rounded); anything else by the standard library.
    public static func number(_ word: ArraySlice<UInt8>) -> Double? {
        guard !word.isEmpty, word.count <= 40 else { return nil }
        var index = word.startIndex
        var negative = false
        if word[index] == UInt8(ascii: "-") || word[index] == UInt8(ascii: "+") {
            negative = word[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0, digits = 0, decimals = 0, seenPoint = false, simple = true
        while index < word.endIndex {
            let byte = word[index]
            if byte >= 48, byte <= 57 {
                mantissa = mantissa &* 10 &+ UInt64(byte - 48)
                digits += 1
                if seenPoint { decimals += 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                simple = false
            } else {
                return nil
            }
            index += 1
        }
        if simple {
            guard digits > 0 else { return nil }
            if digits <= 15 {
                let value = Double(mantissa) / Self.powersOfTen[decimals]
                return negative ? -value : value
            }
        }
        guard let value = Double(String(decoding: word, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    private static let powersOfTen: [Double] = (0...15).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}

/// A malformed line, thrown by the parser with its diagnostic.
struct ScriptProblem: Error {
    var diagnostic: Diagnostic
}
