/// The browser playground's side of the WebAssembly boundary: a `SheetStack` whose base is the
/// page's sheet, driven and read through numbers only (heights, times, state and sheet indices),
/// so that the page's JavaScript holds no rule — it turns pointer events, wheel events,
/// animation-frame times and clicks into these calls and draws `frames`. `PlaygroundExports.swift`
/// exports it from the WebAssembly module; the native build compiles it too, so its tests and the
/// wasm-versus-native benchmark run the same code.
///
/// A page that only shows its sheet never pushes: the stack is then that one sheet's controller.
/// `sheetc serve`'s page adds the folder's other sheets to the session's `catalog` and pushes
/// them, so what the sheet under a pushed one does (`stack.below`), its `covered` phase and its
/// return are SheetRuntime's own.
///
/// Sheets are indices into `catalog` (0 the page's sheet). States are indices into a sheet's
/// `configuration.states` — in the calls that move or read the top sheet, the top sheet's; a
/// target of `-2` is `dismissed`, `-1` none.
struct PlaygroundSession {
    /// The sheets every event goes to, bottom first.
    private(set) var stack: SheetStack
    /// The sheets the page knows: its own first, then those it may push.
    private(set) var catalog: [SheetConfiguration]

    /// The frame as numbers, one per `PlaygroundFrameField`, so the page draws without rules.
    static let frameFields = PlaygroundFrameField.allCases.count
    /// Each event as numbers: time, kind (0 willMove, 1 settled, 2 dismissed), state or target
    /// (as in a frame; -1 for a dismissal), and the sheet's index in the catalog.
    static let eventFields = 4
    /// The most sheets the page may know, and the most listed at once: what a page sends is
    /// bounded (a push past it is ignored), so no page grows the module's memory without end.
    static let maximumSheets = 64
    static let maximumStack = 16

    /// A session over `configuration` on a container, resting in its initial state at `time`.
    init(configuration: SheetConfiguration, container: ContainerMetrics, reduceMotion: Bool, time: Double) {
        stack = SheetStack(base: configuration, container: container, reduceMotion: reduceMotion, time: time)
        catalog = [configuration]
    }

    private var top: SheetController<NamedSheetState> { stack.controller(at: stack.topIndex) }

    // MARK: Events in

    /// A finger down at `height` and `x` points from the left edge (`scrollOffset` NaN: not inside
    /// the sheet's scroll view): the top sheet's. Returns where the controller says it belongs
    /// (docs/behaviour.md#dragging-and-releasing): 0 it drags the sheet, 1 the backdrop (a tap there is
    /// `tapBackdrop`), 2 the content behind (pass-through), 3 the card's content, 4 the keyboard,
    /// 5 the bar below the sheet — the page routes the pointer by it.
    mutating func touchDown(atHeight height: Double, x: Double, scrollOffset: Double, time: Double) -> Int {
        Self.number(stack.touchDown(atHeight: height, x: x, scrollOffset: scrollOffset.isNaN ? nil : scrollOffset, time: time))
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
        stack.touchMoved(toHeight: height, x: x, time: time)
    }

    /// The finger lifted; `velocity` NaN: let the controller estimate it.
    mutating func touchUp(velocity: Double, time: Double) {
        stack.touchUp(velocity: velocity.isNaN ? nil : velocity, time: time)
    }

    /// The browser took the pointer (`pointercancel`).
    mutating func touchCancelled(time: Double) { stack.touchCancelled(time: time) }

    /// A move from code of the top sheet to its state at `index` (an index it does not have: nothing).
    mutating func move(to index: Int, time: Double) {
        let states = top.configuration.states
        guard states.indices.contains(index) else { return stack.advance(to: time) }
        stack.move(to: states[index].name, time: time)
    }

    /// A dismissal from code of the top sheet.
    mutating func dismiss(time: Double) { stack.dismissTop(time: time) }

    /// A tap on the backdrop: the page sends it only for a pointer the controller called `backdrop`
    /// at its touch-down (as UIKit's tap recogniser receives only those).
    mutating func tapBackdrop(time: Double) { stack.tapBackdrop(time: time) }

    /// A VoiceOver-style action on the grab handle: 0 increment, 1 decrement, 2 escape.
    mutating func perform(action: Int, time: Double) {
        switch action {
        case 0: stack.perform(.increment, time: time)
        case 1: stack.perform(.decrement, time: time)
        case 2: stack.perform(.escape, time: time)
        default: stack.advance(to: time)
        }
    }

    /// The container is now a device of this size, with display corners of this radius (the bar
    /// stays: it is the container's).
    mutating func resize(width: Double, height: Double, topSafeAreaInset: Double, bottomSafeAreaInset: Double,
                         displayCornerRadius: Double = 0, time: Double) {
        var container = ContainerMetrics(width: width, height: height, topSafeAreaInset: topSafeAreaInset,
                                         bottomSafeAreaInset: bottomSafeAreaInset,
                                         displayCornerRadius: Self.radius(displayCornerRadius))
        container.bottomBar = stack.controller(at: 0).engine.layout.container.bottomBar
        stack.resize(to: container, time: time)
    }

    /// A display corner radius from the page: a page that does not pass one (an older page's
    /// call, where it arrives as NaN) has square corners.
    static func radius(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }

    /// The software keyboard now covers `keyboard` points, moving over `duration` seconds (0: at
    /// once), and the top sheet's content reports `content` points (negative: as before) —
    /// docs/language.md#look-motion-and-feel `keyboard` and `fit`,
    /// docs/behaviour.md#size-changes-and-other-new-heights.
    mutating func setSurroundings(keyboard: Double, duration: Double, content: Double, time: Double) {
        stack.setKeyboard(height: keyboard, duration: duration > 0 ? duration : nil, time: time)
        if content >= 0 { stack.setContentHeight(content, time: time) }
    }

    /// The bar below the sheets is now `height` points high (0: none), moving over `duration`
    /// seconds (0: at once): every sheet stands on it (docs/behaviour.md, the bar). A height that
    /// is not a number is none; one above the container is the container's height.
    mutating func setBar(height: Double, duration: Double, time: Double) {
        let container = stack.controller(at: 0).engine.layout.container.height
        let bar = height.isFinite ? min(max(0, height), container) : 0
        stack.setBar(height: bar, duration: duration > 0 && duration.isFinite ? min(duration, 10) : nil, time: time)
    }

    /// The page's sheet now follows `configuration`, keeping its state by name, covered or not
    /// (docs/behaviour.md#size-changes-and-other-new-heights). Events carry state indices: the page
    /// takes the old configuration's (`sheet_take_events`) first.
    mutating func reconfigure(_ configuration: SheetConfiguration, time: Double) {
        catalog[0] = configuration
        stack.reconfigure(sheetAt: 0, configuration, time: time)
    }

    /// Reduce Motion, for animations started from now on.
    mutating func setReduceMotion(_ on: Bool) {
        stack.reduceMotion = on
    }

    // MARK: The stack

    /// Adds a sheet the page may push; returns its index in the catalog, or -1 when the catalog
    /// is full.
    mutating func add(_ configuration: SheetConfiguration) -> Int {
        guard catalog.count < Self.maximumSheets else { return -1 }
        catalog.append(configuration)
        return catalog.count - 1
    }

    /// Pushes the catalog's sheet at `index` onto the top sheet (not the page's own sheet, nor
    /// past `maximumStack` listed sheets): it rises in its initial state, and the one under it does
    /// what its `stack.below` says.
    mutating func push(_ index: Int, time: Double) {
        guard index > 0, index < catalog.count, stack.sheets.count < Self.maximumStack else { return stack.advance(to: time) }
        stack.push(catalog[index], time: time)
    }

    /// The top sheet is dismissed as by code (the page's own sheet stays).
    mutating func pop(time: Double) { stack.pop(time: time) }

    /// Every sheet above the page's own leaves at once, and it returns.
    mutating func popAll(time: Double) { stack.dismissAll(time: time) }

    // MARK: Frames and events out

    /// The number of sheets listed now (the page's own always).
    var sheetCount: Int { stack.sheets.count }

    /// Moves time on to `time` and writes every listed sheet's frame, bottom first, `frameFields`
    /// numbers each, into `buffer` (room for `maximumStack` frames); returns how many.
    @discardableResult
    mutating func frames(at time: Double, into buffer: UnsafeMutablePointer<Double>) -> Int {
        let frames = stack.frames(at: time)
        for (position, sheet) in frames.enumerated() {
            write(sheet, controller: stack.controller(at: position), into: buffer + position * Self.frameFields)
        }
        return frames.count
    }

    /// Moves time on to `time` and writes the page's own sheet's frame into `buffer`.
    mutating func frame(at time: Double, into buffer: UnsafeMutablePointer<Double>) {
        let frames = stack.frames(at: time)
        write(frames[0], controller: stack.controller(at: 0), into: buffer)
    }

    private func write(_ sheet: SheetStack.Frame, controller: SheetController<NamedSheetState>, into buffer: UnsafeMutablePointer<Double>) {
        let frame = sheet.frame
        let states = controller.configuration.states
        func index(_ state: NamedSheetState) -> Double {
            Double(states.firstIndex { $0.name == state.rawValue } ?? -1)
        }
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
        put(.state, frame.state.map(index) ?? -1)
        switch frame.target {
        case .state(let state)?: put(.target, index(state))
        case .dismissed?: put(.target, -2)
        case nil: put(.target, -1)
        }
        put(.scrollOffset, frame.scrollOffset)
        put(.scrollKeepsFling, controller.scrollViewKeepsFling ? 1 : 0)
        put(.x, frame.x)
        put(.width, frame.width)
        put(.cardHeight, controller.engine.layout.cardHeight(atFrameHeight: frame.height))
        put(.progress, frame.progress)
        put(.bottom, frame.bottom)
        put(.cornerRadius, frame.cornerRadius)
        put(.bottomCornerRadius, frame.bottomCornerRadius)
        put(.opacity, frame.opacity)
        put(.bar, frame.bar)
        put(.sheet, Double(catalogIndex(of: sheet.sheet)))
    }

    /// The catalog's index of the sheet named `name` (the page's own first).
    private func catalogIndex(of name: String) -> Int {
        catalog.firstIndex { $0.sheet == name } ?? -1
    }

    /// The events since the last call, `eventFields` numbers each.
    mutating func takeEvents() -> [Double] {
        var numbers: [Double] = []
        for event in stack.takeEvents() {
            let sheet = catalogIndex(of: event.sheet)
            let states = sheet >= 0 ? catalog[sheet].states : []
            func index(_ state: NamedSheetState) -> Double {
                Double(states.firstIndex { $0.name == state.rawValue } ?? -1)
            }
            let time = event.event.time
            switch event.event.kind {
            case .willMove(.state(let target)): numbers += [time, 0, index(target), Double(sheet)]
            case .willMove(.dismissed): numbers += [time, 0, -2, Double(sheet)]
            case .settled(let state): numbers += [time, 1, index(state), Double(sheet)]
            case .dismissed: numbers += [time, 2, -1, Double(sheet)]
            case .touch: break  // the page has it from `touchDown`
            }
        }
        return numbers
    }

    /// The resting height of the top sheet's state at `index` on the current container (0 when
    /// hidden, -1 for an index it does not have).
    func height(ofState index: Int) -> Double {
        let states = top.engine.layout.states
        return states.indices.contains(index) ? states[index].height : -1
    }

    /// The catalog index of the top sheet: the one moves, the state buttons and VoiceOver act on.
    var topSheet: Int { catalogIndex(of: stack.sheets[stack.topIndex]) }

    /// The state VoiceOver names on the top sheet (the resting state, else the animation's
    /// target), or -1.
    var accessibilityState: Int {
        guard let state = top.accessibilityState else { return -1 }
        return top.configuration.states.firstIndex { $0.name == state.rawValue } ?? -1
    }

    // MARK: The benchmark (the same loop natively and in WebAssembly)

    #if SHEETC_PLAYGROUND_BENCHMARK  // scripts/playground_bench.py builds it in; the shipped module leaves it out

    /// Plays `frames` frames of 1/120 s: `kind` 0 a spring moving between the lowest and the
    /// highest state (a move from code whenever it settles), 1 a finger dragging up and down,
    /// 2 a sheet at rest. Returns the sum of the heights, so no frame can be optimised away.
    mutating func benchmark(kind: Int, frames: Int) -> Double {
        var buffer = [Double](repeating: 0, count: Self.frameFields)
        var sum = 0.0
        var time = stack.time
        let states = catalog[0].states
        let low = 0, high = max(0, states.count - 1)
        if kind == 1 { stack.touchDown(atHeight: stack.controller(at: 0).frame.height, time: time) }
        let start = stack.controller(at: 0).frame.height
        buffer.withUnsafeMutableBufferPointer { frameBuffer in
            let pointer = frameBuffer.baseAddress!
            for index in 0..<frames {
                time += 1.0 / 120
                switch kind {
                case 0:
                    if let state = stack.controller(at: 0).currentState {
                        move(to: state.rawValue == states[high].name ? low : high, time: time)
                    }
                case 1:
                    let phase = Double(index % 240) / 240
                    stack.touchMoved(toHeight: start - 200 * (phase < 0.5 ? phase : 1 - phase), time: time)
                default:
                    break
                }
                frame(at: time, into: pointer)
                sum += pointer[PlaygroundFrameField.height.rawValue]
            }
        }
        if kind == 1 { stack.touchUp(velocity: 0, time: time) }
        return sum
    }
    #endif
}
