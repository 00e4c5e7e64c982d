/// The browser playground's side of the WebAssembly boundary: one controller, driven and read
/// through numbers only (heights, times, state indices), so that the page's JavaScript holds no
/// rule — it turns pointer events, wheel events, animation-frame times and clicks into these
/// calls and draws `frame`. `PlaygroundExports.swift` exports it from the WebAssembly module;
/// the native build compiles it too, so its tests and the wasm-versus-native benchmark run the
/// same code.
///
/// States are indices into `configuration.states`; a target of `-2` is `dismissed`, `-1` none.
struct PlaygroundSession {
    /// The controller every event goes to.
    private(set) var core: SheetControllerCore

    /// The frame as numbers, one per `PlaygroundFrameField`, so the page draws without rules.
    static let frameFields = PlaygroundFrameField.allCases.count
    /// Each event as numbers: time, kind (0 willMove, 1 settled, 2 dismissed), state or target
    /// (as in a frame; -1 for a dismissal).
    static let eventFields = 3

    /// A session over `configuration` on a container, resting in its initial state at `time`.
    init(configuration: SheetConfiguration, container: ContainerMetrics, reduceMotion: Bool, time: Double) {
        core = SheetControllerCore(configuration: configuration, container: container, reduceMotion: reduceMotion, time: time,
                                   presented: true)
    }

    // MARK: Events in

    /// A finger down at `height` and `x` points from the left edge (`scrollOffset` NaN: not inside
    /// the sheet's scroll view). Returns where the controller says it belongs
    /// (docs/behaviour.md#dragging-and-releasing): 0 it drags the sheet, 1 the backdrop (a tap there is
    /// `tapBackdrop`), 2 the content behind (pass-through), 3 the card's content, 4 the keyboard — the
    /// page routes the pointer by it.
    mutating func touchDown(atHeight height: Double, x: Double, scrollOffset: Double, time: Double) -> Int {
        Self.number(core.touchDown(atHeight: height, x: x, scrollOffset: scrollOffset.isNaN ? nil : scrollOffset, time: time))
    }

    private static func number(_ destination: SheetTouchDestination) -> Int {
        switch destination {
        case .sheet: return 0
        case .backdrop: return 1
        case .passthrough: return 2
        case .content: return 3
        case .keyboard: return 4
        case .bar: return 5
        }
    }

    /// The finger moved to `height`, `x` points from the left edge. The controller's direction test
    /// may hand the touch back (docs/behaviour.md#dragging-and-releasing); the page needs nothing from that.
    mutating func touchMoved(toHeight height: Double, x: Double, time: Double) {
        core.touchMoved(toHeight: height, x: x, time: time)
    }

    /// The finger lifted; `velocity` NaN: let the controller estimate it.
    mutating func touchUp(velocity: Double, time: Double) {
        core.touchUp(velocity: velocity.isNaN ? nil : velocity, time: time)
    }

    /// The browser took the pointer (`pointercancel`).
    mutating func touchCancelled(time: Double) { core.touchCancelled(time: time) }

    /// A move from code to the state at `index`.
    mutating func move(to index: Int, time: Double) { core.move(to: index, time: time) }

    /// A dismissal from code.
    mutating func dismiss(time: Double) { core.dismiss(time: time) }

    /// A tap on the backdrop: the page sends it only for a pointer the controller called `backdrop`
    /// at its touch-down (as UIKit's tap recogniser receives only those).
    mutating func tapBackdrop(time: Double) { core.tapBackdrop(time: time) }

    /// A VoiceOver-style action on the grab handle: 0 increment, 1 decrement, 2 escape.
    mutating func perform(action: Int, time: Double) {
        switch action {
        case 0: core.perform(.increment, time: time)
        case 1: core.perform(.decrement, time: time)
        case 2: core.perform(.escape, time: time)
        default: core.advance(to: time)
        }
    }

    /// The container is now a device of this size, with display corners of this radius.
    mutating func resize(width: Double, height: Double, topSafeAreaInset: Double, bottomSafeAreaInset: Double,
                         displayCornerRadius: Double = 0, time: Double) {
        core.resize(to: ContainerMetrics(width: width, height: height, topSafeAreaInset: topSafeAreaInset,
                                         bottomSafeAreaInset: bottomSafeAreaInset,
                                         displayCornerRadius: Self.radius(displayCornerRadius)),
                    time: time)
    }

    /// A display corner radius from the page: a page that does not pass one (an older page's
    /// call, where it arrives as NaN) has square corners.
    static func radius(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }

    /// The software keyboard now covers `keyboard` points, moving over `duration` seconds (0: at
    /// once), and the content reports `content` points (negative: as before) —
    /// docs/language.md#look-motion-and-feel `keyboard` and `fit`,
    /// docs/behaviour.md#size-changes-and-other-new-heights.
    mutating func setSurroundings(keyboard: Double, duration: Double, content: Double, time: Double) {
        core.setKeyboard(height: keyboard, duration: duration > 0 ? duration : nil, time: time)
        if content >= 0 { core.setContentHeight(content, time: time) }
    }

    /// The sheet now follows `configuration`, keeping its state by name
    /// (docs/behaviour.md#size-changes-and-other-new-heights). Events carry state indices: the page
    /// takes the old configuration's (`sheet_take_events`) first.
    mutating func reconfigure(_ configuration: SheetConfiguration, time: Double) { core.reconfigure(configuration, time: time) }

    /// Reduce Motion, for animations started from now on.
    mutating func setReduceMotion(_ on: Bool) { core.reduceMotion = on }

    // MARK: Frames and events out

    /// Moves time on to `time` and writes the frame's `frameFields` numbers into `buffer`.
    mutating func frame(at time: Double, into buffer: UnsafeMutablePointer<Double>) {
        core.advance(to: time)
        let frame = core.frame
        func put(_ field: PlaygroundFrameField, _ value: Double) { buffer[field.rawValue] = value }
        put(.time, frame.time)
        put(.height, frame.height)
        put(.alpha, frame.alpha)
        switch frame.phase {
        case .resting: put(.phase, 0)
        case .dragging: put(.phase, 1)
        case .animating: put(.phase, 2)
        case .dismissed: put(.phase, 3)
        case .covered: put(.phase, 4)
        }
        put(.state, frame.state.map { Double($0) } ?? -1)
        put(.target, frame.target.map(Self.number) ?? -1)
        put(.scrollOffset, frame.scrollOffset)
        put(.scrollKeepsFling, core.scrollViewKeepsFling ? 1 : 0)
        put(.x, frame.x)
        put(.width, frame.width)
        put(.cardHeight, core.engine.layout.cardHeight(atFrameHeight: frame.height))
        put(.progress, frame.progress)
        put(.bottom, frame.bottom)
        put(.cornerRadius, frame.cornerRadius)
        put(.bottomCornerRadius, frame.bottomCornerRadius)
        put(.opacity, frame.opacity)
    }

    /// The events since the last call, `eventFields` numbers each.
    mutating func takeEvents() -> [Double] {
        var numbers: [Double] = []
        for event in core.takeEvents() {
            switch event.kind {
            case .willMove(let target): numbers += [event.time, 0, Self.number(target)]
            case .settled(let state): numbers += [event.time, 1, Double(state)]
            case .dismissed: numbers += [event.time, 2, -1]
            case .touch: break  // the page has it from `touchDown`
            }
        }
        return numbers
    }

    /// The resting height of the state at `index` on the current container (0 when hidden).
    func height(ofState index: Int) -> Double {
        core.engine.layout.states.indices.contains(index) ? core.engine.layout.states[index].height : -1
    }

    /// The state VoiceOver names (the resting state, else the animation's target), or -1.
    var accessibilityState: Int { core.accessibilityState ?? -1 }

    private static func number(_ target: SheetControllerCore.TargetIndex) -> Double {
        switch target {
        case .state(let index): return Double(index)
        case .dismissed: return -2
        }
    }

    // MARK: The benchmark (the same loop natively and in WebAssembly)

    #if SHEETC_PLAYGROUND_BENCHMARK  // scripts/playground_bench.py builds it in; the shipped module leaves it out

    /// Plays `frames` frames of 1/120 s: `kind` 0 a spring moving between the lowest and the
    /// highest state (a move from code whenever it settles), 1 a finger dragging up and down,
    /// 2 a sheet at rest. Returns the sum of the heights, so no frame can be optimised away.
    mutating func benchmark(kind: Int, frames: Int) -> Double {
        var buffer = [Double](repeating: 0, count: Self.frameFields)
        var sum = 0.0
        var time = core.time
        let count = core.engine.layout.states.count
        let low = 0, high = max(0, count - 1)
        if kind == 1 { core.touchDown(atHeight: core.frame.height, time: time) }
        let start = core.frame.height
        buffer.withUnsafeMutableBufferPointer { frameBuffer in
            let pointer = frameBuffer.baseAddress!
            for index in 0..<frames {
                time += 1.0 / 120
                switch kind {
                case 0:
                    if core.currentState != nil {
                        core.move(to: core.currentState == high ? low : high, time: time)
                    }
                case 1:
                    let phase = Double(index % 240) / 240
                    core.touchMoved(toHeight: start - 200 * (phase < 0.5 ? phase : 1 - phase), time: time)
                default:
                    break
                }
                frame(at: time, into: pointer)
                sum += pointer[PlaygroundFrameField.height.rawValue]
            }
        }
        if kind == 1 { core.touchUp(velocity: 0, time: time) }
        return sum
    }
    #endif
}
