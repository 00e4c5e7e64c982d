/// Sheets stacked on a base sheet — a place card over a map's search sheet — with one set of
/// rules for what the sheet under the top one does, so `simulate`, the playground, UIKit and
/// SwiftUI agree (docs/behaviour.md, "Sheets stacked on a sheet").
///
/// Headless and clock-free like `SheetController`: each sheet is its own controller, and the
/// stack decides only what stacking adds. Only the top sheet takes touches, moves from code and
/// VoiceOver; a sheet under it is *covered* (`SheetPhase.covered`) and does what the top one's
/// `stack.below` says — stays, hides (slides out of sight and back, silently), or moves to its
/// lowest resting state and back. When the top sheet's move to `dismissed` starts, by any path,
/// it takes nothing more and the sheet under it returns. Size, keyboard and bar changes reach
/// every sheet: a bar is the container's, and every sheet of a stack stands on it.
public struct SheetStack: Sendable {
    /// Sheets of a stack have different state types: each is named by its states' names.
    public typealias State = NamedSheetState

    /// One sheet's frame, by the sheet's name.
    public struct Frame: Hashable, Sendable {
        /// The sheet's name (`SheetConfiguration.sheet`).
        public var sheet: String
        /// Its frame: a covered sheet's has phase `covered`, no target, and its return state.
        public var frame: SheetFrame<State>
    }

    /// One sheet's event, by the sheet's name.
    public struct Event: Hashable, Sendable {
        /// The sheet's name.
        public var sheet: String
        /// What happened to it.
        public var event: SheetEvent<State>
    }

    /// A listed sheet.
    struct Entry: Sendable {
        var name: String
        var controller: SheetController<State>
        /// What the stack does to it (`SheetStackLayer`: the rules a front end with separate sheets shares).
        var layer = SheetStackLayer()
    }

    private(set) var entries: [Entry]
    private var events: [Event] = []
    /// Reduce Motion (the system setting): every listed sheet's, for animations started from now
    /// on, and the stack's own (a hide and its return).
    public var reduceMotion: Bool {
        didSet {
            for index in entries.indices { entries[index].controller.reduceMotion = reduceMotion }
        }
    }
    /// The time of the latest event or frame, in seconds.
    public private(set) var time: Double

    /// A stack of one sheet, `base`, resting in its initial state at `time`.
    public init(base: SheetConfiguration, container: ContainerMetrics, reduceMotion: Bool = false, time: Double = 0) {
        entries = [Entry(name: base.sheet, controller: SheetController(configuration: base, container: container,
                                                                       reduceMotion: reduceMotion, time: time))]
        self.reduceMotion = reduceMotion
        self.time = time
    }

    // MARK: - What a front end reads

    /// The listed sheets' names, bottom first: a sheet is listed from its `push` until its
    /// `dismissed` (the base always).
    public var sheets: [String] { entries.map { $0.name } }

    /// The index of the sheet that takes touches, moves and VoiceOver: the highest not leaving.
    public var topIndex: Int {
        // Lazily: asked at every touch and move, so no array of the layers is made for it.
        SheetStackLayer.topIndex(of: entries.lazy.map { $0.layer })
    }

    /// Whether the sheet at `index` is covered by another (hidden from VoiceOver while it is).
    public func isCovered(_ index: Int) -> Bool {
        entries.indices.contains(index) && entries[index].layer.isCovered
    }

    /// The controller of the sheet at `index` (its configuration, engine, accessibility text).
    public func controller(at index: Int) -> SheetController<State> {
        entries[index].controller
    }

    /// Every listed sheet's frame at `time`, bottom first. Each sheet's backdrop is drawn under its
    /// own card and over everything below it.
    public mutating func frames(at time: Double) -> [Frame] {
        advance(to: time)
        return entries.map { Frame(sheet: $0.name, frame: $0.layer.frame(of: $0.controller)) }
    }

    /// The events since the last call, in order.
    public mutating func takeEvents() -> [Event] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    // MARK: - The stack

    /// `configuration` rises over the top sheet in its initial state, as a presented sheet does;
    /// the one under it does what `configuration.stack.below` says, with its own animation.
    public mutating func push(_ configuration: SheetConfiguration, time: Double) {
        advance(to: time)
        let layers = entries.map { $0.layer }
        apply(SheetStackLayer.steps(pushing: configuration.stack.below, over: layers))
        // Size, keyboard and bar reach every sheet alike: the new one takes them from the sheet whose bar it stands on.
        let under = entries[SheetStackLayer.barSheet(pushingOver: layers)].controller
        var sheet = SheetController<State>(configuration: configuration, container: under.engine.layout.container,
                                           reduceMotion: reduceMotion, time: self.time, presented: false)
        sheet.setKeyboard(height: under.keyboardHeight, time: self.time)
        sheet.move(to: State(configuration.initialState), time: self.time)
        entries.append(Entry(name: configuration.sheet, controller: sheet))
        collect()
    }

    /// The top sheet is dismissed as by code (a sheet above the base; the base stays).
    public mutating func pop(time: Double) {
        advance(to: time)
        let top = topIndex
        guard top > 0 else { return }
        entries[top].controller.dismiss(time: self.time)
        collect()
    }

    /// Every sheet above the base leaves at once, each with its own animation and its own
    /// `dismissed`, and the base returns. The base stays (its own `dismiss()` takes it away).
    public mutating func dismissAll(time: Double) {
        advance(to: time)
        apply(SheetStackLayer.steps(dismissingAll: entries.map { $0.layer }))
        collect()
    }

    /// Dismisses the sheet at `index` and every sheet above it, none of them returning; the one
    /// under it returns. The top sheet's is its own dismissal.
    public mutating func dismiss(sheetAt index: Int, time: Double) {
        advance(to: time)
        apply(SheetStackLayer.steps(dismissingFrom: index, in: entries.map { $0.layer }))
        collect()
    }

    // MARK: - Inputs for the top sheet

    /// A finger goes down: the top sheet's (see `SheetController.touchDown`). The top sheet's
    /// pass-through never reaches a covered card.
    @discardableResult
    public mutating func touchDown(atHeight height: Double, x: Double? = nil, scrollOffset: Double? = nil, time: Double) -> SheetTouchDestination {
        advance(to: time)
        let top = topIndex
        let destination = entries[top].controller.touchDown(atHeight: height, x: x, scrollOffset: scrollOffset, time: self.time)
        collect()
        return destination
    }

    /// The finger moves (the top sheet's).
    @discardableResult
    public mutating func touchMoved(toHeight height: Double, x: Double? = nil, time: Double) -> Bool {
        advance(to: time)
        let taken = entries[topIndex].controller.touchMoved(toHeight: height, x: x, time: self.time)
        collect()
        return taken
    }

    /// The finger lifts (the top sheet's).
    public mutating func touchUp(velocity: Double? = nil, time: Double) {
        advance(to: time)
        entries[topIndex].controller.touchUp(velocity: velocity, time: self.time)
        collect()
    }

    /// The system cancels the touch (the top sheet's).
    public mutating func touchCancelled(time: Double) {
        advance(to: time)
        entries[topIndex].controller.touchCancelled(time: self.time)
        collect()
    }

    /// A move from code: the top sheet's (a covered sheet takes none).
    public mutating func move(to state: String, time: Double) {
        advance(to: time)
        entries[topIndex].controller.move(to: State(state), time: self.time)
        collect()
    }

    /// The top sheet's own dismissal, as by code (the base's too: it leaves when the app says).
    public mutating func dismissTop(time: Double) {
        advance(to: time)
        apply(SheetStackLayer.steps(dismissalAskedOf: topIndex, in: entries.map { $0.layer }))
        collect()
    }

    /// The top sheet's content now reports `height` points (a `fit` state follows it).
    public mutating func setContentHeight(_ height: Double?, time: Double) {
        advance(to: time)
        entries[topIndex].controller.setContentHeight(height, time: self.time)
        collect()
    }

    /// A tap on the top sheet's backdrop.
    public mutating func tapBackdrop(atHeight height: Double? = nil, x: Double? = nil, time: Double) {
        advance(to: time)
        entries[topIndex].controller.tapBackdrop(atHeight: height, x: x, time: self.time)
        collect()
    }

    /// A VoiceOver action: the top sheet's (covered sheets are hidden from VoiceOver).
    public mutating func perform(_ action: SheetAccessibilityAction, time: Double) {
        advance(to: time)
        entries[topIndex].controller.perform(action, time: self.time)
        collect()
    }

    /// The sheet at `index` now follows `configuration` — its manifest reloaded while it is shown
    /// (the playground's live reload) — keeping its state by name as its controller does
    /// (`SheetController.reconfigure`). A covered sheet whose return state no longer exists will
    /// return to its lowest resting state, as a shown sheet in a vanished state goes there.
    public mutating func reconfigure(sheetAt index: Int, _ configuration: SheetConfiguration, time: Double) {
        advance(to: time)
        guard entries.indices.contains(index) else { return }
        entries[index].controller.reconfigure(configuration, time: self.time)
        entries[index].layer.sheetReconfigured(entries[index].controller)
        collect()
    }

    // MARK: - Inputs for every sheet

    /// The container changed size: every sheet's.
    public mutating func resize(to container: ContainerMetrics, time: Double) {
        advance(to: time)
        for index in entries.indices { entries[index].controller.resize(to: container, time: self.time) }
        collect()
    }

    /// The keyboard: every sheet's.
    public mutating func setKeyboard(height: Double, duration: Double? = nil, time: Double) {
        advance(to: time)
        for index in entries.indices { entries[index].controller.setKeyboard(height: height, duration: duration, time: self.time) }
        collect()
    }

    /// The bar below the sheets: every sheet stands on it.
    public mutating func setBar(height: Double, duration: Double? = nil, curve: SheetKeyboardCurve = .easeOut, time: Double) {
        advance(to: time)
        for index in entries.indices { entries[index].controller.setBar(height: height, duration: duration, curve: curve, time: self.time) }
        collect()
    }

    /// Moves time on to `time` for every sheet, and for the stack's own motions.
    public mutating func advance(to time: Double) {
        let time = time.isNaN ? self.time : max(self.time, time)
        self.time = time
        for index in entries.indices {
            entries[index].controller.advance(to: time)
            entries[index].layer.advance(to: time)
        }
        collect()
    }

    // MARK: - Rules

    /// Carries out the stack's steps on its own controllers; `true` when a sheet returned.
    @discardableResult
    private mutating func apply(_ steps: [SheetStackStep]) -> Bool {
        var returned = false
        for step in steps {
            var entry = entries[step.index]
            returned = entry.layer.carryOut(step, on: &entry.controller) || returned
            entries[step.index] = entry
        }
        return returned
    }

    /// Takes every sheet's events: a hidden sheet's own moves are silent; the top sheet's move to
    /// `dismissed` makes it leave and the one under it return; a `dismissed` sheet above the base
    /// is no longer listed.
    private mutating func collect() {
        var returned = false
        var index = 0
        while index < entries.count {
            let name = entries[index].name
            var removed = false
            for event in entries[index].controller.takeEvents() where entries[index].layer.passes(event) {
                events.append(Event(sheet: name, event: event))
                if event.kind == .willMove(.dismissed) {
                    returned = apply(SheetStackLayer.steps(sheetStartsLeaving: index, in: entries.map { $0.layer })) || returned
                }
                if event.kind == .dismissed, SheetStackLayer.unlists(dismissedSheetAt: index) {
                    removed = true
                }
            }
            if removed {
                entries.remove(at: index)
            } else {
                index += 1
            }
        }
        // A returning sheet's own first events (a move back to its state) belong to this moment.
        if returned { collect() }
    }
}
