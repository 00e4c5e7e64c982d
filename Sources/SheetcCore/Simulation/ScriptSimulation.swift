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
    }

    /// How long the run goes on after the last line for the sheet to come to rest.
    public static let runOn = 60.0

    public let script: EventScript
    public let configuration: SheetConfiguration
    public let profile: DeviceProfile
    public let reduceMotion: Bool
    /// What the content reports from the start, for a `fit` state (`nil`: nothing yet).
    public let contentHeight: Double?

    public init(script: EventScript, configuration: SheetConfiguration, profile: DeviceProfile, reduceMotion: Bool,
                contentHeight: Double? = nil) {
        self.script = script
        self.configuration = configuration
        self.profile = profile
        self.reduceMotion = reduceMotion
        self.contentHeight = contentHeight
    }

    /// Plays the script, calling `sample` at each `sample` line and `event` for each event in
    /// order, and returns where the sheet ended up. Deterministic: two runs give the same calls.
    public func run(sample: (SheetFrame<NamedSheetState>) -> Void = { _ in },
                    event: (SheetEvent<NamedSheetState>) -> Void = { _ in }) -> Final {
        var controller = SheetController<NamedSheetState>(configuration: configuration, container: profile.container,
                                                         reduceMotion: reduceMotion)
        if let contentHeight { controller.setContentHeight(contentHeight, time: 0) }
        var lastTime = 0.0
        script.forEachLine { line in
            lastTime = line.time
            controller.advance(to: line.time)
            controller.takeEvents().forEach(event)
            let t = line.time
            switch line.event {
            case .down(let height, let x, let offset): controller.touchDown(atHeight: height, x: x, scrollOffset: offset, time: t)
            case .move(let height, let x): controller.touchMoved(toHeight: height, x: x, time: t)
            case .up(let velocity): controller.touchUp(velocity: velocity, time: t)
            case .cancel: controller.touchCancelled(time: t)
            case .resize(let profile): controller.resize(to: profile.container, time: t)
            case .keyboard(let height, let duration): controller.setKeyboard(height: height, duration: duration, time: t)
            case .content(let height): controller.setContentHeight(height, time: t)
            case .moveTo(let state): controller.move(to: NamedSheetState(state), time: t)
            case .dismiss: controller.dismiss(time: t)
            case .tapBackdrop: controller.tapBackdrop(time: t)
            case .accessibility(let action): controller.perform(action, time: t)
            case .sample: break
            }
            controller.takeEvents().forEach(event)
            if line.event == .sample { sample(controller.frame) }
        }
        var endTime = lastTime
        if controller.frame.phase == .animating || controller.frame.phase == .dragging {
            controller.advance(to: lastTime + Self.runOn)
            let settledEvents = controller.takeEvents()
            settledEvents.forEach(event)
            let phase = controller.frame.phase
            endTime = phase == .resting || phase == .dismissed ? max(lastTime, settledEvents.last?.time ?? lastTime) : lastTime + Self.runOn
        }
        let frame = controller.frame
        return Final(time: endTime, phase: frame.phase, state: frame.state?.rawValue, height: frame.height, alpha: frame.alpha,
                     progress: frame.progress, bottom: frame.bottom, cornerRadius: frame.cornerRadius,
                     bottomCornerRadius: frame.bottomCornerRadius, opacity: frame.opacity)
    }

    // MARK: - Output

    /// The JSON document of docs/simulate.md#a-script-of-events---events, written piece by piece
    /// through `write` (one object a line inside its array), so a long script's output is never held
    /// whole: the script is played twice, once for the events and the final frame, once for the
    /// samples.
    public func writeJSON(_ write: (String) -> Void) {
        write("{\n  \"events\": [")
        var first = true
        let final = run(event: { event in
            write((first ? "\n    " : ",\n    ") + Self.json(event))
            first = false
        })
        write(first ? "],\n" : "\n  ],\n")
        write("  \"final\": {\"alpha\": \(Self.number(final.alpha)), \"bottom\": \(Self.number(final.bottom)), "
              + "\"bottomCornerRadius\": \(Self.number(final.bottomCornerRadius)), \"cornerRadius\": \(Self.number(final.cornerRadius)), "
              + "\"height\": \(Self.number(final.height)), \"opacity\": \(Self.number(final.opacity)), "
              + "\"phase\": \"\(final.phase.rawValue)\", \"progress\": \(Self.number(final.progress)), \"state\": \(Self.string(final.state)), "
              + "\"t\": \(Self.number(final.time))},\n")
        write("  \"samples\": [")
        first = true
        _ = run(sample: { frame in
            write((first ? "\n    " : ",\n    ") + Self.json(frame))
            first = false
        })
        write(first ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// A readable log: one line per event and sample in time order, then the final frame.
    public func writeText(_ write: (String) -> Void) {
        let container = profile.container
        write("\(configuration.sheet) on \(profile.name) (\(Self.number(container.width))×\(Self.number(container.height))pt, available \(Self.number(container.availableHeight))pt)"
              + (reduceMotion ? ", Reduce Motion" : "") + "\n")
        let final = run(sample: { frame in
            var text = "\(Self.time(frame.time))  sample   height \(Self.number(frame.height))  alpha \(Self.number(frame.alpha))  "
                + "progress \(Self.number(frame.progress))  \(frame.phase.rawValue)"
            if let state = frame.state { text += " in \(state.rawValue)" }
            if let target = frame.target { text += " → \(target.name)" }
            if frame.scrollOffset != 0 { text += "  scroll \(Self.number(frame.scrollOffset))" }
            if showsCard {
                // The card's whole shape, for a sheet whose shape changes with its height or is not
                // the plain attached card (docs/simulate.md).
                text += "  card \(Self.number(frame.x))…\(Self.number(frame.x + frame.width)) bottom \(Self.number(frame.bottom)) "
                    + "radius \(Self.number(frame.cornerRadius))/\(Self.number(frame.bottomCornerRadius)) opacity \(Self.number(frame.opacity))"
            } else if frame.x != 0 || frame.width != container.width {
                // The card's span, when it is not the container's whole width (`placement`).
                text += "  x \(Self.number(frame.x)) width \(Self.number(frame.width))"
            }
            write(text + "\n")
        }, event: { event in
            switch event.kind {
            case .willMove(let target): write("\(Self.time(event.time))  willMove \(target.name)\n")
            case .settled(let state): write("\(Self.time(event.time))  settled  \(state.rawValue)\n")
            case .dismissed: write("\(Self.time(event.time))  dismissed\n")
            case .touch(let destination): write("\(Self.time(event.time))  touch    \(destination.rawValue)\n")
            }
        })
        let place = final.state.map { "resting in \($0)" } ?? final.phase.rawValue
        write("\(Self.time(final.time))  final    \(place), height \(Self.number(final.height)), alpha \(Self.number(final.alpha)), "
              + "progress \(Self.number(final.progress))\n")
    }

    /// Whether the text log shows each sample's card: for a sheet that floats or is detached (in
    /// any layout), or draws glass or concentric corners.
    private var showsCard: Bool {
        let appearance = configuration.appearance
        if appearance.material == .glass { return true }
        if case .concentric = appearance.drawnCornerRadius { return true }
        let overrides = configuration.overrides
        let placements = [configuration.placement] + [overrides.landscape, overrides.wide, overrides.wideLandscape].compactMap { $0?.placement }
        return placements.contains { $0.float != nil || $0.isDetached }
    }

    private static func json(_ event: SheetEvent<NamedSheetState>) -> String {
        switch event.kind {
        case .willMove(let target): return "{\"event\": \"willMove\", \"t\": \(number(event.time)), \"target\": \(string(target.name))}"
        case .settled(let state): return "{\"event\": \"settled\", \"state\": \(string(state.rawValue)), \"t\": \(number(event.time))}"
        case .dismissed: return "{\"event\": \"dismissed\", \"t\": \(number(event.time))}"
        case .touch(let destination): return "{\"event\": \"touch\", \"t\": \(number(event.time)), \"to\": \(string(destination.rawValue))}"
        }
    }

    private static func json(_ frame: SheetFrame<NamedSheetState>) -> String {
        "{\"alpha\": \(number(frame.alpha)), \"bottom\": \(number(frame.bottom)), \"bottomCornerRadius\": \(number(frame.bottomCornerRadius)), "
            + "\"cornerRadius\": \(number(frame.cornerRadius)), \"height\": \(number(frame.height)), \"opacity\": \(number(frame.opacity)), "
            + "\"phase\": \"\(frame.phase.rawValue)\", "
            + "\"progress\": \(number(frame.progress)), \"scrollOffset\": \(number(frame.scrollOffset)), \"state\": \(string(frame.state?.rawValue)), "
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
}
