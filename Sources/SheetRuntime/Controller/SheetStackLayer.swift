/// What a stack does to one of its sheets: whether another sheet covers it and what that one asks
/// of it (`stack.below`), the state it returns to, the motion the stack draws while it hides, and
/// whether it has started to leave.
///
/// `SheetStack` keeps one beside each of its controllers; a front end whose sheets live apart —
/// UIKit's, one view controller per sheet, each with its own controller and clock — keeps one
/// beside each of its own, so both follow the same rules (docs/behaviour.md, "Sheets stacked on a
/// sheet"); which sheet a rule reaches is worked out by the `steps` functions below, as
/// `SheetStackStep`s for either to carry out. Every method works at the controller's own time.
public struct SheetStackLayer: Hashable, Sendable {
    /// While a sheet is over this one: what the one over it asked.
    public private(set) var coveredBy: Stacking.Below?
    /// While covered: the name of the state it returns to.
    public private(set) var returnState: String?
    /// Its height drawn by the stack while it hides under the top sheet (`hide`), when its own
    /// controller rests out of sight of the user.
    var motion: SheetAnimator?
    /// Its move to `dismissed` has started: it takes nothing more, and returns to nothing.
    public private(set) var isLeaving = false

    /// A sheet no other covers.
    public init() {}

    /// Whether another sheet covers it: it takes no touch, move or VoiceOver focus.
    public var isCovered: Bool { coveredBy != nil }

    /// Whether it takes touches and moves from code: neither covered nor leaving the stack (a sheet
    /// whose move to `dismissed` has started is on its way out, and the one under it is the top).
    public var takesInput: Bool { !isCovered && !isLeaving }

    /// Whether the stack draws it in motion at `time` (a hide still running), so a front end keeps
    /// drawing frames although its controller rests.
    public func isMoving(at time: Double) -> Bool {
        guard let motion else { return false }
        return motion.end.map { time < $0 } ?? true
    }

    // MARK: - Rules

    /// `sheet` is now under another, which asks `below` of it. A drag on it is cancelled; it will
    /// return to the state it rested in or was going to (its last rested state if that was
    /// `dismissed`).
    public mutating func cover<State: SheetStateName>(_ sheet: inout SheetController<State>, as below: Stacking.Below) {
        let time = sheet.time
        let shown = frame(of: sheet).height
        motion = nil
        sheet.touchCancelled(time: time)
        let frame = sheet.frame
        var returning = frame.state?.rawValue ?? sheet.configuration.initialState
        if case .state(let target)? = frame.target { returning = target.rawValue }
        coveredBy = below
        returnState = returning
        switch below {
        case .stay:
            break
        case .hide:
            motion = SheetAnimator(from: shown, velocity: 0, to: 0, dismisses: false,
                                   animation: sheet.configuration.animation, reduceMotion: sheet.reduceMotion, time: time)
        case .lowest:
            if let lowest = sheet.engine.restingStates.first, let state = State(rawValue: lowest.name) {
                sheet.move(to: state, time: time)
            }
        }
    }

    /// The sheet over this one has started to leave: it returns and is the top again — from `hide`
    /// rising back silently, from `lowest` moving back (`willMove`, `settled`), from `stay` as it
    /// is. `false` when it was not covered, or is leaving itself.
    @discardableResult
    public mutating func uncover<State: SheetStateName>(_ sheet: inout SheetController<State>) -> Bool {
        guard !isLeaving, let below = coveredBy, let name = returnState else { return false }
        let time = sheet.time
        coveredBy = nil
        returnState = nil
        guard let state = State(rawValue: name) else { return true }
        switch below {
        case .stay:
            break
        case .hide:
            // It rises back silently from where it is out of sight: its controller, put in the
            // return state, draws the way back as a quiet move of its own, which a touch holds and a
            // dismissal starts from.
            let shown = motion.map { max(0, $0.state(at: time).height) } ?? 0
            motion = nil
            if sheet.currentState != state {
                sheet.move(to: state, animated: false, time: time)
                _ = sheet.takeEvents()
            }
            sheet.returnQuietly(from: shown, time: time)
        case .lowest:
            sheet.move(to: state, time: time)
        }
        return true
    }

    /// The sheet starts to leave with the ones above it (`dismiss()` on a covered sheet,
    /// `dismissAll()`): it returns to nothing. `true` when it was hidden by the stack — then it goes
    /// at once, with nothing to see.
    public mutating func leaveWithStack() -> Bool {
        isLeaving = true
        coveredBy = nil
        returnState = nil
        let hidden = motion != nil
        motion = nil
        return hidden
    }

    /// The sheet's own move to `dismissed` has started (a drag, a backdrop tap, code, the platform).
    public mutating func startLeaving() {
        isLeaving = true
    }

    /// Carries out `step` on `sheet`, the sheet at the step's index, at its controller's own time
    /// and with its Reduce Motion: the one place a step becomes calls, for `SheetStack` and for a
    /// front end whose sheets live apart alike. `animated: false` makes a dismissal happen at once.
    /// `true` when the sheet returned.
    @discardableResult
    public mutating func carryOut<State: SheetStateName>(_ step: SheetStackStep, on sheet: inout SheetController<State>,
                                                         animated: Bool = true) -> Bool {
        switch step {
        case .cover(_, let below):
            cover(&sheet, as: below)
        case .uncover:
            return uncover(&sheet)
        case .startLeaving:
            startLeaving()
        case .leaveWithStack:
            let hidden = leaveWithStack()
            sheet.dismiss(animated: animated && !hidden, time: sheet.time)
        case .dismiss:
            sheet.dismiss(animated: animated, time: sheet.time)
        }
        return false
    }

    /// Time moved on to `time`: the stack's hide finds its end (`isMoving`); the hidden sheet stays
    /// out of sight until it returns.
    public mutating func advance(to time: Double) {
        guard var running = motion else { return }
        _ = running.ended(by: time)
        motion = running
    }

    /// The sheet now follows a new configuration (its manifest reloaded while it is shown): a
    /// return state it no longer has becomes its lowest resting state (as a shown sheet in a
    /// vanished state goes there).
    public mutating func sheetReconfigured<State: SheetStateName>(_ sheet: SheetController<State>) {
        if let name = returnState, !sheet.configuration.states.contains(where: { $0.name == name }) {
            returnState = sheet.engine.restingStates.first?.name
        }
    }

    /// Whether the front end hands out `event` of this sheet: a hidden sheet's own moves are silent.
    public func passes<State: SheetStateName>(_ event: SheetEvent<State>) -> Bool {
        guard coveredBy == .hide else { return true }
        if case .willMove(.state) = event.kind { return false }
        if case .settled = event.kind { return false }
        return true
    }

    /// Where a touch on this sheet goes: a covered or leaving sheet takes none (it passes through to
    /// what is behind it, since the top sheet's pass-through never reaches a covered card).
    public func destination<State: SheetStateName>(of sheet: SheetController<State>, touchAtHeight height: Double, x: Double?,
                                                   inScrollView: Bool = false) -> SheetTouchDestination {
        takesInput ? sheet.destination(ofTouchAtHeight: height, x: x, inScrollView: inScrollView) : .passthrough
    }

    /// The frame the stack shows for `sheet` at its controller's time: a covered sheet's has phase
    /// `covered`, no target, and its return state, and one hiding is drawn at the stack's own
    /// height; any other is its controller's (a sheet rising back moves by its own controller).
    public func frame<State: SheetStateName>(of sheet: SheetController<State>) -> SheetFrame<State> {
        var frame = sheet.frame
        if let motion {
            let height = min(max(0, motion.state(at: sheet.time).height), sheet.engine.layout.container.height)
            frame = sheet.frame(movedTo: height)
        }
        if coveredBy != nil {
            frame.phase = .covered
            frame.target = nil
            frame.state = returnState.flatMap { State(rawValue: $0) }
        }
        return frame
    }

    // MARK: - The order of a stack

    /// The index of the sheet that takes touches, moves and VoiceOver among `layers` (bottom
    /// first): the highest not leaving.
    public static func topIndex<Layers: BidirectionalCollection<SheetStackLayer>>(of layers: Layers) -> Int where Layers.Index == Int {
        layers.lastIndex { !$0.isLeaving } ?? layers.startIndex
    }

    /// A sheet that asks `below` of the one under it is pushed over `layers`: the top one is covered.
    public static func steps(pushing below: Stacking.Below, over layers: [SheetStackLayer]) -> [SheetStackStep] {
        [.cover(topIndex(of: layers), below)]
    }

    /// The sheet whose bar a sheet pushed over `layers` stands on: the base's — every sheet of a
    /// stack stands on one bar, the container's, and the base is listed as long as the stack is.
    public static func barSheet(pushingOver layers: [SheetStackLayer]) -> Int {
        0
    }

    /// Whether the sheet at `index`, once `dismissed`, is listed no more: every sheet but the base,
    /// which stays listed until its own `dismiss()` takes it, and the stack, away.
    public static func unlists(dismissedSheetAt index: Int) -> Bool {
        index > 0
    }

    /// The sheet at `index` has started its own move to `dismissed` (a drag, a backdrop tap, code,
    /// the platform): when it is the top sheet above the base, it leaves and the one under it
    /// returns, the top again (the base leaves alone; a sheet already leaving changes nothing).
    public static func steps(sheetStartsLeaving index: Int, in layers: [SheetStackLayer]) -> [SheetStackStep] {
        guard index > 0, layers.indices.contains(index), !layers[index].isLeaving, index == topIndex(of: layers) else { return [] }
        var after = layers
        after[index].isLeaving = true
        return [.startLeaving(index), .uncover(topIndex(of: after))]
    }

    /// The sheet at `index` is dismissed with every sheet above it (`dismiss()` on a covered sheet;
    /// `dismissAll()` from the first above the base): each leaves from the top down, none
    /// returning, and the one under them returns.
    public static func steps(dismissingFrom index: Int, in layers: [SheetStackLayer]) -> [SheetStackStep] {
        guard layers.indices.contains(index) else { return [] }
        var after = layers
        var steps: [SheetStackStep] = []
        for above in stride(from: layers.count - 1, through: index, by: -1) where !layers[above].isLeaving {
            steps.append(.leaveWithStack(above))
            after[above].isLeaving = true
        }
        return steps + [.uncover(topIndex(of: after))]
    }

    /// The sheets `dismissAll()` takes from `layers`: every one above the base (none when the base
    /// is alone).
    public static func sheetsDismissedByAll(in layers: [SheetStackLayer]) -> Range<Int> {
        min(1, layers.count)..<layers.count
    }

    /// `dismissAll()`: every sheet above the base leaves from the top down, none returning, and the
    /// base returns; nothing when the base is alone.
    public static func steps(dismissingAll layers: [SheetStackLayer]) -> [SheetStackStep] {
        guard let first = sheetsDismissedByAll(in: layers).first else { return [] }
        return steps(dismissingFrom: first, in: layers)
    }

    /// A dismissal from code asked of the sheet at `index` (its `dismiss()`, a binding set to no
    /// state): a covered sheet leaves with every sheet above it, none returning, since it cannot go
    /// from under them (`steps(dismissingFrom:)`); any other is dismissed by its own controller.
    public static func steps(dismissalAskedOf index: Int, in layers: [SheetStackLayer]) -> [SheetStackStep] {
        guard layers.indices.contains(index) else { return [] }
        return layers[index].isCovered ? steps(dismissingFrom: index, in: layers) : [.dismiss(index)]
    }
}

/// One thing a stack does to one of its sheets, by the sheet's index (bottom first) in the layers
/// the step was worked out from: what `SheetStack` does to its own controllers, and what a front end
/// whose sheets live apart does to each of its sheets, in order.
public enum SheetStackStep: Hashable, Sendable {
    /// A new sheet covers it, asking `below` of it (`SheetStackLayer.cover`).
    case cover(Int, Stacking.Below)
    /// The sheet over it has started to leave: it returns (`SheetStackLayer.uncover`).
    case uncover(Int)
    /// Its own move to `dismissed` has started (`SheetStackLayer.startLeaving`).
    case startLeaving(Int)
    /// It is dismissed with the sheets over it, as by code, returning to nothing — at once when it
    /// was out of sight (`SheetStackLayer.leaveWithStack`).
    case leaveWithStack(Int)
    /// Its own dismissal from code, by its own controller (animated unless the front end says not):
    /// the stack follows from its move to `dismissed`, as for any other path.
    case dismiss(Int)

    /// The index of the sheet the step is carried out on.
    public var index: Int {
        switch self {
        case .cover(let index, _), .uncover(let index), .startLeaving(let index), .leaveWithStack(let index), .dismiss(let index): index
        }
    }
}
