import SheetRuntime

/// `sheetc simulate --events`: a checked script played through SheetRuntime's own
/// `SheetController` on a device profile (docs/simulate.md#a-script-of-events---events) — the same code
/// an app runs, fed from a file instead of a finger.
public struct ScriptSimulation: Sendable {
    /// Where the sheet ended up.
    public struct Final: Hashable, Sendable {
        /// The later of the last line's time and the time the sheet came to rest (or the
        /// time the run stopped, 60 s after the last line, if it never did).
        public var time: Double
        public var phase: SheetPhase
        public var state: String?
        public var height: Double
        public var alpha: Double
        public var progress: Double
        /// The card's bottom edge, corner radii and background opacity (`SheetFrame`).
        public var bottom: Double
        public var cornerRadius: Double
        public var bottomCornerRadius: Double
        public var opacity: Double
        /// The bar below the sheet.
        public var bar: Double = 0
    }

    /// How long the run goes on after the last line for the sheet to come to rest.
    public static let runOn = 60.0

    public let script: EventScript
    public let configuration: SheetConfiguration
    public let profile: DeviceProfile
    public let reduceMotion: Bool
    /// What the content reports from the start, for a `fit` state (`nil`: nothing yet).
    public let contentHeight: Double?
    /// The bar below the sheet from the start (`--bar`), in points.
    public let bar: Double
    /// The sheets a script may push over this one (`--stack`); empty: one sheet, printed as before.
    public let stack: [SheetConfiguration]

    public init(script: EventScript, configuration: SheetConfiguration, profile: DeviceProfile, reduceMotion: Bool,
                contentHeight: Double? = nil, bar: Double = 0, stack: [SheetConfiguration] = []) {
        self.script = script
        self.configuration = configuration
        self.profile = profile
        self.reduceMotion = reduceMotion
        self.contentHeight = contentHeight
        self.bar = bar
        self.stack = stack
    }

    /// Plays the script, calling `sample` at each `sample` line and `event` for each event in
    /// order, and returns where the sheet ended up. Deterministic: two runs give the same calls.
    /// (The sheet's own frames and events, for a script with no stack.)
    public func run(sample: (SheetFrame<NamedSheetState>) -> Void = { _ in },
                    event: (SheetEvent<NamedSheetState>) -> Void = { _ in }) -> Final {
        runStack(sample: { sample($0[0].frame) }, event: { event($0.event) }).final
    }

    /// Plays the script through a `SheetStack` whose base is the sheet (a script with no `push`
    /// is one sheet's run): `sample` gets every listed sheet's frame, bottom first. Returns the
    /// base's final frame, and every listed sheet's. The run goes on after the last line until
    /// every listed sheet rests (a covered one at rest counts) or is dismissed.
    public func runStack(sample: ([SheetStack.Frame]) -> Void = { _ in },
                         event: (SheetStack.Event) -> Void = { _ in }) -> (final: Final, frames: [SheetStack.Frame]) {
        var container = profile.container
        container.bottomBar = bar
        var sheets = SheetStack(base: configuration, container: container, reduceMotion: reduceMotion)
        if let contentHeight { sheets.setContentHeight(contentHeight, time: 0) }
        var lastTime = 0.0
        script.forEachLine { line in
            lastTime = line.time
            sheets.advance(to: line.time)
            sheets.takeEvents().forEach(event)
            let t = line.time
            switch line.event {
            case .down(let height, let x, let offset): sheets.touchDown(atHeight: height, x: x, scrollOffset: offset, time: t)
            case .move(let height, let x): sheets.touchMoved(toHeight: height, x: x, time: t)
            case .up(let velocity): sheets.touchUp(velocity: velocity, time: t)
            case .cancel: sheets.touchCancelled(time: t)
            case .resize(let profile): sheets.resize(to: profile.container, time: t)
            case .keyboard(let height, let duration): sheets.setKeyboard(height: height, duration: duration, time: t)
            case .bar(let height, let duration): sheets.setBar(height: height, duration: duration, time: t)
            case .content(let height): sheets.setContentHeight(height, time: t)
            case .moveTo(let state): sheets.move(to: state, time: t)
            case .dismiss: sheets.dismissTop(time: t)
            case .tapBackdrop: sheets.tapBackdrop(time: t)
            case .accessibility(let action): sheets.perform(action, time: t)
            case .push(let name): if let pushed = stack.first(where: { $0.sheet == name }) { sheets.push(pushed, time: t) }
            case .pop: sheets.pop(time: t)
            case .popAll: sheets.dismissAll(time: t)
            case .sample: break
            }
            sheets.takeEvents().forEach(event)
            if line.event == .sample { sample(sheets.frames(at: t)) }
        }
        var endTime = lastTime
        let moving: (SheetStack.Frame) -> Bool = { $0.frame.phase == .animating || $0.frame.phase == .dragging }
        if sheets.frames(at: lastTime).contains(where: moving) {
            let frames = sheets.frames(at: lastTime + Self.runOn)
            let settledEvents = sheets.takeEvents()
            settledEvents.forEach(event)
            endTime = frames.contains(where: moving) ? lastTime + Self.runOn : max(lastTime, settledEvents.last?.event.time ?? lastTime)
        }
        // Every frame at rest is the same from its rest on: stamped with the run's end.
        let frames = sheets.frames(at: max(endTime, sheets.time)).map { sheet in
            var sheet = sheet
            sheet.frame.time = endTime
            return sheet
        }
        let frame = frames[0].frame
        let final = Final(time: endTime, phase: frame.phase, state: frame.state?.rawValue, height: frame.height, alpha: frame.alpha,
                          progress: frame.progress, bottom: frame.bottom, cornerRadius: frame.cornerRadius,
                          bottomCornerRadius: frame.bottomCornerRadius, opacity: frame.opacity, bar: frame.bar)
        return (final, frames)
    }

    // MARK: - Output

    /// The JSON document of docs/simulate.md#a-script-of-events---events, written piece by piece
    /// through `write` (one object a line inside its array), so a long script's output is never held
    /// whole: the script is played twice, once for the events and the final frame, once for the
    /// samples. With `--stack`, each sample and the final frame list every sheet's frame, bottom
    /// first, each with its `sheet`, and each event names its sheet.
    public func writeJSON(_ write: (String) -> Void) {
        let stacked = !stack.isEmpty
        write("{\n  \"events\": [")
        var first = true
        let result = runStack(event: { event in
            write((first ? "\n    " : ",\n    ") + Self.json(event.event, sheet: stacked ? event.sheet : nil))
            first = false
        })
        write(first ? "],\n" : "\n  ],\n")
        let final = result.final
        if stacked {
            write("  \"final\": " + Self.json(stack: result.frames, time: final.time) + ",\n")
        } else {
            write("  \"final\": {\"alpha\": \(Self.number(final.alpha)), \"bar\": \(Self.number(final.bar)), \"bottom\": \(Self.number(final.bottom)), "
                  + "\"bottomCornerRadius\": \(Self.number(final.bottomCornerRadius)), \"cornerRadius\": \(Self.number(final.cornerRadius)), "
                  + "\"height\": \(Self.number(final.height)), \"opacity\": \(Self.number(final.opacity)), "
                  + "\"phase\": \"\(final.phase.rawValue)\", \"progress\": \(Self.number(final.progress)), \"state\": \(Self.string(final.state)), "
                  + "\"t\": \(Self.number(final.time))},\n")
        }
        write("  \"samples\": [")
        first = true
        _ = runStack(sample: { frames in
            let text = stacked ? Self.json(stack: frames, time: frames[0].frame.time) : Self.json(frames[0].frame)
            write((first ? "\n    " : ",\n    ") + text)
            first = false
        })
        write(first ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// A readable log: one line per event and sample in time order, then the final frame. With
    /// `--stack`, each line names its sheet, and a sample has a line for every listed sheet.
    public func writeText(_ write: (String) -> Void) {
        let container = profile.container
        let stacked = !stack.isEmpty
        write("\(configuration.sheet) on \(profile.name) (\(Self.number(container.width))×\(Self.number(container.height))pt, available \(Self.number(container.availableHeight))pt)"
              + (bar != 0 ? ", a \(Self.number(bar))pt bar below" : "")
              + (stacked ? ", with " + stack.map(\.sheet).joined(separator: ", ") + " to stack" : "")
              + (reduceMotion ? ", Reduce Motion" : "") + "\n")
        let width = stacked ? ([configuration] + stack).map(\.sheet.count).max() ?? 0 : 0
        func named(_ sheet: String) -> String {
            stacked ? sheet + String(repeating: " ", count: max(0, width - sheet.count)) + "  " : ""
        }
        let result = runStack(sample: { frames in
            for sheet in frames {
                write("\(Self.time(sheet.frame.time))  sample   \(named(sheet.sheet))" + sampleText(sheet.frame, configuration: configuration(named: sheet.sheet)) + "\n")
            }
        }, event: { event in
            let time = Self.time(event.event.time), name = named(event.sheet)
            switch event.event.kind {
            case .willMove(let target): write("\(time)  willMove \(name)\(target.name)\n")
            case .settled(let state): write("\(time)  settled  \(name)\(state.rawValue)\n")
            case .dismissed: write("\(time)  dismissed \(stacked ? event.sheet : "")".trimmingTrailingSpace + "\n")
            case .touch(let destination): write("\(time)  touch    \(name)\(destination.rawValue)\n")
            }
        })
        let final = result.final
        if stacked {
            for sheet in result.frames {
                let frame = sheet.frame
                let place = frame.state.map { frame.phase == .covered ? "covered, returning to \($0.rawValue)" : "resting in \($0.rawValue)" } ?? frame.phase.rawValue
                write("\(Self.time(final.time))  final    \(named(sheet.sheet))\(place), height \(Self.number(frame.height)), alpha \(Self.number(frame.alpha)), "
                      + "progress \(Self.number(frame.progress))\n")
            }
        } else {
            let place = final.state.map { "resting in \($0)" } ?? final.phase.rawValue
            write("\(Self.time(final.time))  final    \(place), height \(Self.number(final.height)), alpha \(Self.number(final.alpha)), "
                  + "progress \(Self.number(final.progress))\n")
        }
    }

    /// The configuration of the sheet called `name` (the base's, or one given with `--stack`).
    private func configuration(named name: String) -> SheetConfiguration {
        name == configuration.sheet ? configuration : stack.first { $0.sheet == name } ?? configuration
    }

    /// One sample's words: height, alpha, progress, phase, the bar under it, and the card's shape
    /// where it is not the plain attached card.
    private func sampleText(_ frame: SheetFrame<NamedSheetState>, configuration: SheetConfiguration) -> String {
        let container = profile.container
        var text = "height \(Self.number(frame.height))  alpha \(Self.number(frame.alpha))  "
            + "progress \(Self.number(frame.progress))  \(frame.phase.rawValue)"
        if let state = frame.state { text += frame.phase == .covered ? " returning to \(state.rawValue)" : " in \(state.rawValue)" }
        if let target = frame.target { text += " → \(target.name)" }
        if frame.scrollOffset != 0 { text += "  scroll \(Self.number(frame.scrollOffset))" }
        if Self.showsCard(configuration) || frame.bar != 0 {
            // The card's whole shape, for a sheet whose shape changes with its height or is not
            // the plain attached card (docs/simulate.md); over a bar, where it stands on it.
            text += "  card \(Self.number(frame.x))…\(Self.number(frame.x + frame.width)) bottom \(Self.number(frame.bottom)) "
                + "radius \(Self.number(frame.cornerRadius))/\(Self.number(frame.bottomCornerRadius)) opacity \(Self.number(frame.opacity))"
        } else if frame.x != 0 || frame.width != container.width {
            // The card's span, when it is not the container's whole width (`placement`).
            text += "  x \(Self.number(frame.x)) width \(Self.number(frame.width))"
        }
        if frame.bar != 0 { text += "  bar \(Self.number(frame.bar))" + (frame.bottom < frame.bar ? " (card over it)" : "") }
        return text
    }

    /// Whether the text log shows each sample's card: for a sheet that floats or is detached (in
    /// any layout), or draws glass or concentric corners.
    private static func showsCard(_ configuration: SheetConfiguration) -> Bool {
        let appearance = configuration.appearance
        if appearance.material == .glass { return true }
        if case .concentric = appearance.drawnCornerRadius { return true }
        let overrides = configuration.overrides
        let placements = [configuration.placement] + [overrides.landscape, overrides.wide, overrides.wideLandscape].compactMap { $0?.placement }
        return placements.contains { $0.float != nil || $0.isDetached }
    }

    /// An event, keys in order; `sheet`: the sheet it happened to (with `--stack`).
    private static func json(_ event: SheetEvent<NamedSheetState>, sheet: String? = nil) -> String {
        let named = sheet.map { ", \"sheet\": \(string($0))" } ?? ""
        switch event.kind {
        case .willMove(let target): return "{\"event\": \"willMove\"\(named), \"t\": \(number(event.time)), \"target\": \(string(target.name))}"
        case .settled(let state): return "{\"event\": \"settled\"\(named), \"state\": \(string(state.rawValue)), \"t\": \(number(event.time))}"
        case .dismissed: return "{\"event\": \"dismissed\"\(named), \"t\": \(number(event.time))}"
        case .touch(let destination): return "{\"event\": \"touch\"\(named), \"t\": \(number(event.time)), \"to\": \(string(destination.rawValue))}"
        }
    }

    /// A stack's sample or final frame: `{"stack": [<frame with "sheet">, …], "t": …}`, bottom first.
    private static func json(stack frames: [SheetStack.Frame], time: Double) -> String {
        "{\"stack\": [" + frames.map { json($0.frame, sheet: $0.sheet) }.joined(separator: ", ") + "], \"t\": \(number(time))}"
    }

    /// A frame, keys in order; `sheet`: the sheet it is (with `--stack`).
    private static func json(_ frame: SheetFrame<NamedSheetState>, sheet: String? = nil) -> String {
        "{\"alpha\": \(number(frame.alpha)), \"bar\": \(number(frame.bar)), \"bottom\": \(number(frame.bottom)), \"bottomCornerRadius\": \(number(frame.bottomCornerRadius)), "
            + "\"cornerRadius\": \(number(frame.cornerRadius)), \"height\": \(number(frame.height)), \"opacity\": \(number(frame.opacity)), "
            + "\"phase\": \"\(frame.phase.rawValue)\", "
            + "\"progress\": \(number(frame.progress)), \"scrollOffset\": \(number(frame.scrollOffset)), "
            + (sheet.map { "\"sheet\": \(string($0)), " } ?? "") + "\"state\": \(string(frame.state?.rawValue)), "
            + "\"t\": \(number(frame.time)), \"target\": \(string(frame.target?.name)), "
            + "\"width\": \(number(frame.width)), \"x\": \(number(frame.x))}"
    }

    /// Four decimals, as `simulate` prints every number (inputs are range-checked, so this never overflows).
    private static func number(_ value: Double) -> String {
        let rounded = Simulation.rounded(value)
        return NumberFormatting.text(rounded.isFinite ? (rounded == 0 ? 0 : rounded) : 0)
    }

    private static func string(_ value: String?) -> String {
        value.map { JSONValue.string($0).rendered().trimmingTrailingNewline } ?? "null"
    }

    private static func time(_ value: Double) -> String {
        let text = number(value)
        return String(repeating: " ", count: max(0, 10 - text.count)) + text
    }
}

private extension String {
    var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
    var trimmingTrailingSpace: String { hasSuffix(" ") ? String(dropLast()) : self }
}
