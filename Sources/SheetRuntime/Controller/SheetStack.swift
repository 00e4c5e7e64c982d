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
        /// While a sheet is over this one: what the one over it asked, and the state to return to.
        var coveredBy: Stacking.Below?
        var returnState: State?
        /// Its height drawn by the stack while it hides under the top sheet or rises back (`hide`),
        /// when its own controller rests out of sight of the user.
        var stackMotion: SheetAnimator?
        /// Its move to `dismissed` has started: it takes nothing more.
        var leaving = false
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
        entries.lastIndex { !$0.leaving } ?? 0
    }

    /// Whether the sheet at `index` is covered by another (hidden from VoiceOver while it is).
    public func isCovered(_ index: Int) -> Bool {
        entries.indices.contains(index) && entries[index].coveredBy != nil
    }

    /// The controller of the sheet at `index` (its configuration, engine, accessibility text).
    public func controller(at index: Int) -> SheetController<State> {
        entries[index].controller
    }

    /// Every listed sheet's frame at `time`, bottom first. Each sheet's backdrop is drawn under its
    /// own card and over everything below it.
    public mutating func frames(at time: Double) -> [Frame] {
        advance(to: time)
        return entries.map { Frame(sheet: $0.name, frame: Self.frame(of: $0, at: self.time)) }
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
        let under = topIndex
        cover(under, as: configuration.stack.below)
        let top = entries[under].controller
        var sheet = SheetController<State>(configuration: configuration, container: top.engine.layout.container,
                                           reduceMotion: reduceMotion, time: self.time, presented: false)
        sheet.setKeyboard(height: top.keyboardHeight, time: self.time)
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
        guard entries.count > 1 else { return }
        dismiss(sheetAt: 1, time: self.time)
    }

    /// Dismisses the sheet at `index` and every sheet above it, none of them returning; the one
    /// under it returns. The top sheet's is its own dismissal.
    public mutating func dismiss(sheetAt index: Int, time: Double) {
        advance(to: time)
        guard entries.indices.contains(index) else { return }
        for above in stride(from: entries.count - 1, through: index, by: -1) where !entries[above].leaving {
            entries[above].leaving = true
            // None of them returns: each leaves from where it is, as itself.
            entries[above].coveredBy = nil
            entries[above].returnState = nil
            if entries[above].stackMotion != nil {
                // Out of sight under the stack's own motion: it goes at once, nothing to see.
                entries[above].stackMotion = nil
                entries[above].controller.dismiss(animated: false, time: self.time)
            } else {
                entries[above].controller.dismiss(time: self.time)
            }
        }
        uncover(topIndex)
        collect()
    }

    // MARK: - Inputs for the top sheet

    /// A finger goes down: the top sheet's (see `SheetController.touchDown`). The top sheet's
    /// pass-through never reaches a covered card.
    @discardableResult
    public mutating func touchDown(atHeight height: Double, x: Double? = nil, scrollOffset: Double? = nil, time: Double) -> SheetTouchDestination {
        advance(to: time)
        let top = topIndex
        endStackMotion(top)
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
        let top = topIndex
        endStackMotion(top)
        entries[top].controller.move(to: State(state), time: self.time)
        collect()
    }

    /// The top sheet's own dismissal, as by code (the base's too: it leaves when the app says).
    public mutating func dismissTop(time: Double) {
        advance(to: time)
        entries[topIndex].controller.dismiss(time: self.time)
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
        if let returnState = entries[index].returnState, !configuration.states.contains(where: { $0.name == returnState.rawValue }),
           let lowest = entries[index].controller.engine.restingStates.first {
            entries[index].returnState = State(lowest.name)
        }
        // A sheet rising back was going to its old height: its controller draws it from now.
        endStackMotion(index)
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
            guard var motion = entries[index].stackMotion else { continue }
            let ended = motion.ended(by: time) != nil
            // Risen back, its own controller draws it again; hidden, it stays out of sight.
            entries[index].stackMotion = ended && entries[index].coveredBy == nil ? nil : motion
        }
        collect()
    }

    // MARK: - Rules

    /// The sheet at `index` is now under another, which asks `below` of it. A drag on it is
    /// cancelled; it returns to the state it rested in or was going to.
    private mutating func cover(_ index: Int, as below: Stacking.Below) {
        let shown = Self.frame(of: entries[index], at: time).height
        entries[index].stackMotion = nil
        var sheet = entries[index].controller
        sheet.touchCancelled(time: time)
        let frame = sheet.frame
        var returnState = frame.state ?? State(sheet.configuration.initialState)
        if case .state(let target)? = frame.target { returnState = target }
        entries[index].coveredBy = below
        entries[index].returnState = returnState
        switch below {
        case .stay:
            break
        case .hide:
            entries[index].stackMotion = SheetAnimator(from: shown, velocity: 0, to: 0, dismisses: false,
                                                       animation: sheet.configuration.animation, reduceMotion: reduceMotion, time: time)
        case .lowest:
            if let lowest = sheet.engine.restingStates.first { sheet.move(to: State(lowest.name), time: time) }
        }
        entries[index].controller = sheet
    }

    /// The sheet over the one at `index` has started to leave: it returns and is the top again.
    @discardableResult
    private mutating func uncover(_ index: Int) -> Bool {
        guard !entries[index].leaving, let below = entries[index].coveredBy, let returnState = entries[index].returnState else { return false }
        entries[index].coveredBy = nil
        entries[index].returnState = nil
        var sheet = entries[index].controller
        switch below {
        case .stay:
            break
        case .hide:
            // It rises back silently, drawn by the stack from where it is out of sight, while its
            // controller already rests in the return state.
            let shown = entries[index].stackMotion.map { max(0, $0.state(at: time).height) } ?? 0
            if sheet.currentState != returnState {
                sheet.move(to: returnState, animated: false, time: time)
                _ = sheet.takeEvents()
            }
            let height = sheet.engine.layout.height(ofState: returnState.rawValue) ?? 0
            entries[index].stackMotion = SheetAnimator(from: shown, velocity: 0, to: height, dismisses: false,
                                                       animation: sheet.configuration.animation, reduceMotion: reduceMotion, time: time)
        case .lowest:
            sheet.move(to: returnState, time: time)
        }
        entries[index].controller = sheet
        return true
    }

    /// A touch or a move from code on a sheet rising back takes it where its controller has it.
    private mutating func endStackMotion(_ index: Int) {
        if entries[index].coveredBy == nil { entries[index].stackMotion = nil }
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
            for event in entries[index].controller.takeEvents() {
                if entries[index].coveredBy == .hide || entries[index].stackMotion != nil {
                    if case .willMove(.state) = event.kind { continue }
                    if case .settled = event.kind { continue }
                }
                events.append(Event(sheet: name, event: event))
                if event.kind == .willMove(.dismissed), !entries[index].leaving, index == topIndex, index > 0 {
                    entries[index].leaving = true
                    // The highest sheet not leaving is the top again (one between may be leaving too).
                    returned = uncover(topIndex) || returned
                }
                if event.kind == .dismissed, index > 0 {
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

    /// The frame the stack shows for `entry`.
    private static func frame(of entry: Entry, at time: Double) -> SheetFrame<State> {
        var frame = entry.controller.frame
        if let motion = entry.stackMotion {
            let height = min(max(0, motion.state(at: time).height), entry.controller.engine.layout.container.height)
            frame = entry.controller.frame(movedTo: height)
            if entry.coveredBy == nil, let state = frame.state {
                frame.phase = .animating
                frame.target = .state(state)
                frame.state = nil
            }
        }
        if entry.coveredBy != nil {
            frame.phase = .covered
            frame.target = nil
            frame.state = entry.returnState
        }
        return frame
    }
}
