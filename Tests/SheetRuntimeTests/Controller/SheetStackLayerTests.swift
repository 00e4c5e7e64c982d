import SheetRuntime
import SheetTestSupport
import Testing

/// `SheetStackLayer`: the stack's rules for a front end whose sheets live apart (UIKit's, one view
/// controller, controller and clock per sheet). A stack built of separate controllers, each on its
/// own clock, with a layer beside each, draws what `SheetStack` draws and says what it says.
struct SheetStackLayerTests {
    /// Sheets kept apart as UIKit keeps them: each its own controller, layer and clock (its time
    /// is the shared one plus `offset`), linked only by the layers' rules.
    struct SeparateSheets {
        struct Sheet {
            var name: String
            var controller: SheetController<NamedSheetState>
            var layer = SheetStackLayer()
            var offset: Double
        }
        var sheets: [Sheet]
        var events: [String] = []

        init(base: SheetConfiguration, offset: Double) {
            sheets = [Sheet(name: base.sheet, controller: SheetController(configuration: base, container: .iPhone15, time: offset), offset: offset)]
        }

        var layers: [SheetStackLayer] { sheets.map(\.layer) }
        var top: Int { SheetStackLayer.topIndex(of: layers) }

        mutating func advance(to time: Double) {
            for index in sheets.indices {
                sheets[index].controller.advance(to: time + sheets[index].offset)
                sheets[index].layer.advance(to: time + sheets[index].offset)
            }
            collect()
        }

        mutating func push(_ configuration: SheetConfiguration, offset: Double, time: Double) {
            advance(to: time)
            let under = top
            apply(SheetStackLayer.steps(pushing: configuration.stack.below, over: layers))
            var sheet = SheetController<NamedSheetState>(configuration: configuration, container: sheets[under].controller.engine.layout.container,
                                                         time: time + offset, presented: false)
            sheet.move(to: NamedSheetState(configuration.initialState), time: time + offset)
            sheets.append(Sheet(name: configuration.sheet, controller: sheet, offset: offset))
            collect()
        }

        /// What the top sheet is given: a touch, a move, a dismissal.
        mutating func toTop(time: Double, _ body: (inout SheetController<NamedSheetState>, Double) -> Void) {
            advance(to: time)
            let index = top
            body(&sheets[index].controller, time + sheets[index].offset)
            collect()
        }

        mutating func dismissAll(time: Double) {
            advance(to: time)
            apply(SheetStackLayer.steps(dismissingAll: layers))
            collect()
        }

        mutating func setBar(height: Double, duration: Double?, time: Double) {
            advance(to: time)
            for index in sheets.indices {
                sheets[index].controller.setBar(height: height, duration: duration, time: time + sheets[index].offset)
            }
            collect()
        }

        /// Each step, to the sheet it names; `true` when a sheet returned.
        @discardableResult
        mutating func apply(_ steps: [SheetStackStep]) -> Bool {
            var returned = false
            for step in steps {
                var sheet = sheets[step.index]
                returned = sheet.layer.carryOut(step, on: &sheet.controller) || returned
                sheets[step.index] = sheet
            }
            return returned
        }

        mutating func collect() {
            var again = true
            while again {
                again = false
                var index = 0
                while index < sheets.count {
                    var removed = false
                    for event in sheets[index].controller.takeEvents() where sheets[index].layer.passes(event) {
                        events.append("\(sheets[index].name) \(event.kind)")
                        if event.kind == .willMove(.dismissed) {
                            again = apply(SheetStackLayer.steps(sheetStartsLeaving: index, in: layers)) || again
                        }
                        if event.kind == .dismissed, SheetStackLayer.unlists(dismissedSheetAt: index) { removed = true }
                    }
                    if removed { sheets.remove(at: index) } else { index += 1 }
                }
            }
        }

        mutating func frames(at time: Double) -> [SheetFrame<NamedSheetState>] {
            advance(to: time)
            return sheets.map { $0.layer.frame(of: $0.controller) }
        }
    }

    @Test func aCoveredSheetTakesNoTouchAndItsHiddenMovesAreSilent() {
        var base = SheetController<NamedSheetState>(configuration: SheetStackTests.sheet("Search", initial: "open"), container: .iPhone15)
        var layer = SheetStackLayer()
        #expect(layer.destination(of: base, touchAtHeight: 300, x: nil) == base.destination(ofTouchAtHeight: 300))
        layer.cover(&base, as: .hide)
        #expect(layer.isCovered && layer.returnState == "open" && layer.isMoving(at: 0.1))
        #expect(layer.destination(of: base, touchAtHeight: 300, x: nil) == .passthrough)
        #expect(!layer.passes(SheetEvent<NamedSheetState>(time: 0, kind: .settled(NamedSheetState("open")))))
        #expect(layer.passes(SheetEvent<NamedSheetState>(time: 0, kind: .dismissed)))
        base.advance(to: 1)
        layer.advance(to: 1)
        #expect(layer.frame(of: base).height == 0 && layer.frame(of: base).phase == .covered && !layer.isMoving(at: 1))
        // Dismissed with the sheets over it, out of sight: it goes at once, returning to nothing.
        #expect(layer.leaveWithStack() && layer.isLeaving && !layer.isCovered)
        let returned = layer.uncover(&base)
        #expect(!returned)
        #expect(!layer.takesInput && layer.destination(of: base, touchAtHeight: 300, x: nil) == .passthrough)
    }

    @Test func theStepsNameTheSheetsTheStackRulesName() {
        var leaving = SheetStackLayer()
        leaving.startLeaving()
        let fresh = SheetStackLayer()
        // Base, Place, a Photo already leaving: a push covers the Place, the top.
        #expect(SheetStackLayer.steps(pushing: .hide, over: [fresh, fresh, leaving]) == [.cover(1, .hide)])
        // The Place's own dismissal: it leaves and the base returns; the base's own changes nothing.
        #expect(SheetStackLayer.steps(sheetStartsLeaving: 1, in: [fresh, fresh, leaving]) == [.startLeaving(1), .uncover(0)])
        #expect(SheetStackLayer.steps(sheetStartsLeaving: 0, in: [fresh, fresh]).isEmpty)
        #expect(SheetStackLayer.steps(sheetStartsLeaving: 2, in: [fresh, fresh, leaving]).isEmpty)
        // dismissAll(): from the top down, the sheet already leaving left alone, then the base returns.
        #expect(SheetStackLayer.steps(dismissingFrom: 1, in: [fresh, fresh, leaving, fresh]) == [.leaveWithStack(3), .leaveWithStack(1), .uncover(0)])
    }

    @Test func aSheetLeavingTheStackTakesNoMoreTouches() {
        var place = SheetController<NamedSheetState>(configuration: SheetStackTests.sheet("Place"), container: .iPhone15)
        var layer = SheetStackLayer()
        #expect(layer.takesInput && layer.destination(of: place, touchAtHeight: 200, x: nil) != .passthrough)
        place.dismiss(time: 0)
        layer.startLeaving()
        #expect(!layer.takesInput && !layer.isCovered && layer.destination(of: place, touchAtHeight: 200, x: nil) == .passthrough)
    }

    @Test func separateControllersOnTheirOwnClocksDrawWhatSheetStackDraws() {
        let kinds: [SheetConfiguration] = [
            SheetStackTests.sheet("Stay", below: .stay),
            SheetStackTests.sheet("Hide", below: .hide, initial: "open"),
            SheetStackTests.sheet("Lowest", below: .lowest),
        ]
        var random = SeededGenerator(seed: 4512)
        for sequence in 0..<200 {
            let base = SheetStackTests.sheet("Base", initial: "open")
            var stack = SheetStack(base: base, container: .iPhone15)
            var separate = SeparateSheets(base: base, offset: 0)
            var stackEvents: [String] = []
            var time = 0.0
            var finger = false
            var log: [String] = []
            for step in 0..<25 {
                time += random.between(0, 0.3)
                let frames = stack.frames(at: time).map(\.frame)
                let apart = separate.frames(at: time)
                stackEvents += stack.takeEvents().map { "\($0.sheet) \($0.event.kind)" }
                #expect(frames.count == apart.count && stack.topIndex == separate.top, "sequence \(sequence) step \(step) \(log)")
                for (one, other) in zip(frames, apart) {
                    #expect(one.phase == other.phase && one.state == other.state && one.target == other.target, "sequence \(sequence) step \(step) \(log): \(one) \(other)")
                    #expect(abs(one.height - other.height) < 1e-6 && abs(one.alpha - other.alpha) < 1e-9, "sequence \(sequence) step \(step) \(log): \(one.height) \(other.height)")
                }
                let choice = random.below(finger ? 8 : 6)
                log.append("\(choice)")
                switch choice {
                case 0, 1:
                    let kind = kinds[random.below(kinds.count)]
                    stack.push(kind, time: time)
                    separate.push(kind, offset: Double(random.below(1000)), time: time)
                    finger = false
                case 2:
                    stack.pop(time: time)
                    if separate.top > 0 { separate.toTop(time: time) { $0.dismiss(time: $1) } } else { separate.advance(to: time) }
                    finger = false
                case 3:
                    stack.dismissAll(time: time)
                    separate.dismissAll(time: time)
                    finger = false
                case 4:
                    if !finger {
                        let height = random.between(0, 700)
                        stack.touchDown(atHeight: height, time: time)
                        separate.toTop(time: time) { $0.touchDown(atHeight: height, time: $1) }
                        finger = true
                    }
                case 5:
                    let bar = [0.0, 49, 83][random.below(3)]
                    let duration = random.chance(0.5) ? 0.25 : nil
                    stack.setBar(height: bar, duration: duration, time: time)
                    separate.setBar(height: bar, duration: duration, time: time)
                case 6:
                    let height = random.between(0, 700)
                    stack.touchMoved(toHeight: height, time: time)
                    separate.toTop(time: time) { $0.touchMoved(toHeight: height, time: $1) }
                default:
                    let velocity = random.between(-4000, 4000)
                    stack.touchUp(velocity: velocity, time: time)
                    separate.toTop(time: time) { $0.touchUp(velocity: velocity, time: $1) }
                    finger = false
                }
                stackEvents += stack.takeEvents().map { "\($0.sheet) \($0.event.kind)" }
            }
            _ = stack.frames(at: time + 60)
            _ = separate.frames(at: time + 60)
            stackEvents += stack.takeEvents().map { "\($0.sheet) \($0.event.kind)" }
            #expect(stackEvents == separate.events, "sequence \(sequence) \(log)")
        }
    }
}
