import SheetRuntime
import SheetTestSupport
import Testing

/// docs/behaviour.md, "Sheets stacked on a sheet": push, the three `below` rules, the top
/// sheet's dismissal by any path returning the one under it, `dismissAll()`, a covered sheet's
/// frames, and touches, moves and the bar reaching the right sheets.
struct SheetStackTests {
    /// closed hidden, compressed 300, open 600; linear 0.2 s.
    static func sheet(_ name: String, below: Stacking.Below = .stay, initial: String = "compressed") -> SheetConfiguration {
        var configuration = SheetConfiguration.test(initial: initial)
        configuration.sheet = name
        configuration.stack = Stacking(below: below)
        return configuration
    }

    private func names(_ events: [SheetStack.Event]) -> [String] {
        events.map { "\($0.sheet) \($0.event)" }
    }

    @Test func aPushedSheetRisesAndTheBaseStays() {
        var stack = SheetStack(base: Self.sheet("Search"), container: .iPhone15)
        stack.push(Self.sheet("Place"), time: 1)
        #expect(stack.sheets == ["Search", "Place"] && stack.topIndex == 1 && stack.isCovered(0))
        #expect(names(stack.takeEvents()) == ["Place willMove compressed"])
        let frames = stack.frames(at: 2)
        #expect(frames[0].frame.phase == .covered && frames[0].frame.height == 300 && frames[0].frame.state == NamedSheetState("compressed"))
        #expect(frames[0].frame.target == nil)
        #expect(frames[1].frame.phase == .resting && frames[1].frame.height == 300)
        #expect(names(stack.takeEvents()) == ["Place settled compressed"])
    }

    @Test func hideSlidesTheSheetBelowOutOfSightAndBackSilently() {
        var stack = SheetStack(base: Self.sheet("Search", initial: "open"), container: .iPhone15)
        stack.push(Self.sheet("Place", below: .hide), time: 1)
        let hiding = stack.frames(at: 1.1)[0].frame
        #expect(hiding.phase == .covered && hiding.height > 0 && hiding.height < 600 && hiding.state == NamedSheetState("open"))
        #expect(stack.frames(at: 2)[0].frame.height == 0)
        _ = stack.takeEvents()
        stack.pop(time: 3)
        #expect(names(stack.takeEvents()) == ["Place willMove dismissed"])
        #expect(stack.topIndex == 0 && !stack.isCovered(0))   // the top again from the moment the move starts
        let rising = stack.frames(at: 3.1)
        #expect(rising[0].frame.phase == .animating && rising[0].frame.height > 0 && rising[0].frame.height < 600)
        let end = stack.frames(at: 4)
        #expect(end.count == 1 && end[0].frame.phase == .resting && end[0].frame.height == 600)
        #expect(names(stack.takeEvents()) == ["Place dismissed"])   // the base's return is silent
    }

    /// A sheet dismissed while it rises back leaves from where it is drawn, neither rising on nor
    /// jumping: the way back is its own controller's quiet move.
    @Test func aSheetDismissedWhileRisingBackLeavesFromWhereItIs() {
        var stack = SheetStack(base: Self.sheet("Search", initial: "open"), container: .iPhone15)
        stack.push(Self.sheet("Place", below: .hide), time: 1)
        _ = stack.frames(at: 2)
        stack.pop(time: 3)
        let rising = stack.frames(at: 3.05)[0].frame   // Search rises back as Place leaves
        #expect(rising.phase == .animating && rising.height > 0 && rising.height < 600)
        stack.dismissTop(time: 3.05)   // Search, the top again
        var heights: [Double] = []
        for step in 0...10 { heights.append(stack.frames(at: 3.05 + Double(step) * 0.02)[0].frame.height) }
        #expect(heights[0] == rising.height && zip(heights, heights.dropFirst()).allSatisfy { $0 >= $1 }, "\(heights)")
        #expect(stack.frames(at: 4)[0].frame.phase == .dismissed)
    }

    /// A touch on a sheet rising back holds it where it is drawn, as on any moving sheet.
    @Test func aTouchHoldsASheetRisingBackWhereItIs() {
        var stack = SheetStack(base: Self.sheet("Search", initial: "open"), container: .iPhone15)
        stack.push(Self.sheet("Place", below: .hide), time: 1)
        _ = stack.frames(at: 2)
        stack.pop(time: 3)
        let rising = stack.frames(at: 3.05)[0].frame
        stack.touchDown(atHeight: rising.height - 10, time: 3.05)
        let held = stack.frames(at: 3.1)[0].frame
        #expect(held.phase == .dragging && held.height == rising.height)
        stack.touchUp(velocity: 0, time: 3.15)
        _ = stack.frames(at: 4)
        #expect(stack.frames(at: 4)[0].frame.phase == .resting)
    }

    @Test func lowestMovesTheSheetBelowDownAndBackAsMovesByCode() {
        var stack = SheetStack(base: Self.sheet("Search", initial: "open"), container: .iPhone15)
        stack.push(Self.sheet("Place", below: .lowest), time: 1)
        #expect(names(stack.takeEvents()) == ["Search willMove compressed", "Place willMove compressed"])
        _ = stack.frames(at: 2)
        #expect(names(stack.takeEvents()) == ["Search settled compressed", "Place settled compressed"])
        #expect(stack.frames(at: 2)[0].frame.state == NamedSheetState("open"))   // covered: its return state
        // Dismissed by a drag: the base returns as the move starts.
        stack.touchDown(atHeight: 290, time: 3)
        stack.touchMoved(toHeight: 20, time: 3.05)
        stack.touchUp(velocity: 3000, time: 3.1)
        #expect(names(stack.takeEvents()) == ["Place willMove dismissed", "Search willMove open"])
        _ = stack.frames(at: 4)
        #expect(Set(names(stack.takeEvents())) == ["Place dismissed", "Search settled open"])
        #expect(stack.sheets == ["Search"])
    }

    @Test func dismissAllTakesEverySheetAboveTheBaseEachOnce() {
        var stack = SheetStack(base: Self.sheet("Search"), container: .iPhone15)
        stack.push(Self.sheet("Place", below: .lowest), time: 1)
        stack.push(Self.sheet("Photo", below: .hide), time: 1.5)
        _ = stack.frames(at: 3)
        _ = stack.takeEvents()
        stack.dismissAll(time: 3)
        _ = stack.frames(at: 5)
        let events = names(stack.takeEvents())
        #expect(events.filter { $0.hasSuffix(" dismissed") && !$0.contains("willMove") }.sorted() == ["Photo dismissed", "Place dismissed"])
        #expect(stack.sheets == ["Search"] && !stack.isCovered(0))
        #expect(stack.frames(at: 6)[0].frame.phase == .resting)
        // The base stays until its own dismissal.
        stack.dismissAll(time: 6)
        #expect(stack.sheets == ["Search"])
    }

    @Test func onlyTheTopSheetTakesTouchesMovesAndTaps() {
        var stack = SheetStack(base: Self.sheet("Search", initial: "open"), container: .iPhone15)
        stack.push(Self.sheet("Place"), time: 0)
        _ = stack.frames(at: 1)
        _ = stack.takeEvents()
        stack.move(to: "open", time: 1)
        #expect(names(stack.takeEvents()) == ["Place willMove open"])
        // A backdrop tap is the top sheet's: it dismisses the place card, never the search.
        _ = stack.frames(at: 2)
        _ = stack.takeEvents()
        stack.move(to: "compressed", time: 2)
        _ = stack.frames(at: 3)
        _ = stack.takeEvents()
        stack.tapBackdrop(time: 3)
        #expect(names(stack.takeEvents()) == ["Place willMove dismissed"])
        // A covered sheet's dismissal takes every sheet above it, none returning.
        var deep = SheetStack(base: Self.sheet("Search"), container: .iPhone15)
        deep.push(Self.sheet("Place", below: .lowest), time: 0)
        deep.push(Self.sheet("Photo", below: .hide), time: 0.5)
        _ = deep.frames(at: 2)
        _ = deep.takeEvents()
        deep.dismiss(sheetAt: 1, time: 2)
        _ = deep.frames(at: 4)
        let events = names(deep.takeEvents())
        #expect(!events.contains("Place willMove open") && !events.contains("Place willMove compressed"))
        #expect(events.contains("Photo dismissed") && events.contains("Place dismissed") && deep.sheets == ["Search"])
    }

    @Test func theBarReachesEverySheet() {
        var stack = SheetStack(base: Self.sheet("Search"), container: .iPhone15)
        stack.push(Self.sheet("Place"), time: 0)
        stack.setBar(height: 83, time: 1)
        let frames = stack.frames(at: 2)
        #expect(frames.allSatisfy { $0.frame.bar == 83 && $0.frame.height == 383 })
        #expect(stack.touchDown(atHeight: 40, time: 2) == .bar)
    }
    @Test func aReloadedManifestKeepsACoveredSheetsReturnStateByName() {
        var stack = SheetStack(base: Self.sheet("Search", initial: "open"), container: .iPhone15)
        stack.push(Self.sheet("Place", below: .hide), time: 0)
        _ = stack.frames(at: 1)
        // Taller states, the same names: covered, it still returns to open, now 700 high.
        var taller = Self.sheet("Search", initial: "open")
        taller.states = taller.states.map { state in
            var state = state
            if state.name == "open" { state.height = .points(700) }
            return state
        }
        stack.reconfigure(sheetAt: 0, taller, time: 1)
        #expect(stack.frames(at: 1.5)[0].frame.phase == .covered && stack.frames(at: 1.5)[0].frame.state == NamedSheetState("open"))
        // Open gone: it will return to its lowest resting state instead, never to nothing.
        var without = Self.sheet("Search", initial: "compressed")
        without.states.removeAll { $0.name == "open" }
        stack.reconfigure(sheetAt: 0, without, time: 2)
        let covered = stack.frames(at: 2.5)[0].frame
        #expect(covered.phase == .covered && covered.state == NamedSheetState("compressed") && covered.height == 0)
        stack.pop(time: 3)
        let back = stack.frames(at: 5)
        #expect(back.count == 1 && back[0].frame.phase == .resting && back[0].frame.state == NamedSheetState("compressed"))
        #expect(back[0].frame.height == 300)
        // An index that is not listed changes nothing.
        stack.reconfigure(sheetAt: 3, taller, time: 6)
        #expect(stack.sheets == ["Search"])
    }
}
